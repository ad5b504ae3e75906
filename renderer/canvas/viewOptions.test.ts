import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../engine/app/commands';
import { DEFAULT_VIEW } from '../../engine/app/preferences';
import type { DisplayItem } from '../../engine/print';
import { SCENE_LAYERS, type SceneSection } from '../../engine/print/scene-types';
import { validatePreferences } from '../../engine/scenario/generated/validators';
import { translate } from '../../engine/i18n';
import { applyViewCommand, commandLabelKey, isLayerShown, isViewCommandOn, LAYER_COMMANDS, layerOfCommand, toggleLayer, visibleItems, viewOptionsOf } from './viewOptions';

const text = (content: string): DisplayItem => ({ kind: 'text', at: { x: 0, y: 0 }, text: content, sizeMm: 2, colour: '#000000', anchor: 'start' });

describe('view options', () => {
  it('hide and show a layer, keeping the hidden layers in scene order', () => {
    let options = toggleLayer(DEFAULT_VIEW, 'units');
    options = toggleLayer(options, 'labels');
    expect(options.hiddenLayers).toEqual(['labels', 'units']);
    expect(isLayerShown(options, 'units')).toBe(false);
    expect(isLayerShown(options, 'terrain')).toBe(true);
    expect(toggleLayer(options, 'units').hiddenLayers).toEqual(['labels']);
    expect(DEFAULT_VIEW.hiddenLayers).toEqual([]);
  });

  it('run from the View menu commands, which show whether they are on', () => {
    const hidden = applyViewCommand(DEFAULT_VIEW, 'view.layer.terrain');
    expect(hidden?.hiddenLayers).toEqual(['terrain']);
    expect(isViewCommandOn(hidden!, 'view.layer.terrain')).toBe(false);
    expect(isViewCommandOn(hidden!, 'view.labels')).toBe(true);
    expect(applyViewCommand(DEFAULT_VIEW, 'view.labels')?.hiddenLayers).toEqual(['labels']);
    // The minimap shows only when asked for.
    expect(DEFAULT_VIEW.minimap).toBe(false);
    const minimap = applyViewCommand(DEFAULT_VIEW, 'view.minimap');
    expect(minimap?.minimap).toBe(true);
    expect(isViewCommandOn(minimap!, 'view.minimap')).toBe(true);
    expect(applyViewCommand(DEFAULT_VIEW, 'view.zoomIn')).toBeNull();
    expect(isViewCommandOn(DEFAULT_VIEW, 'file.save')).toBeUndefined();
  });

  it('have one toggle command with a shortcut per layer', () => {
    for (const layer of SCENE_LAYERS) {
      const command = COMMANDS.find((c) => c.id === LAYER_COMMANDS[layer]);
      expect(command?.toggle, layer).toBe(true);
      expect(command?.menu).toBe('view');
      expect(command?.accelerator).toBeTruthy();
      expect(layerOfCommand(LAYER_COMMANDS[layer])).toBe(layer);
    }
  });

  it('are named by what they hold on an area map: the links between areas and their names, not a grid and cell coordinates', () => {
    const named = (id: string, board: 'square' | 'area' | 'free') => translate('fr', commandLabelKey(COMMANDS.find((c) => c.id === id)!, board));
    expect([named('view.layer.grid', 'area'), named('view.labels', 'area')]).toEqual(['Liaisons', 'Noms']);
    expect([named('view.layer.grid', 'square'), named('view.labels', 'square')]).toEqual(['Grille', 'Coordonnées des cases']);
    expect(named('view.layer.units', 'area')).toBe('Unités');
    expect(named('view.labels', 'free')).toBe('Mesures et noms');
  });

  it('keep the scene items of the layers shown, the same objects in the same order', () => {
    const [a, b, c, d] = [text('a'), text('b'), text('c'), text('d')];
    const sections: SceneSection[] = [
      { layer: 'terrain', items: [a!] },
      { layer: 'labels', items: [b!] },
      { layer: 'tokens', items: [c!] },
      { layer: 'labels', items: [d!] },
    ];
    expect(visibleItems(sections, [])).toEqual([a, b, c, d]);
    const shown = visibleItems(sections, ['labels']);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toBe(a);
    expect(shown[1]).toBe(c);
  });

  it('are kept in the preferences, which older files without them still pass', () => {
    const preferences = { language: 'en', units: 'mm', paper: 'A4', autosaveSeconds: 5, keepBackup: true } as const;
    expect(validatePreferences(preferences)).toBe(true);
    expect(viewOptionsOf(preferences)).toBe(DEFAULT_VIEW);
    const withView = { ...preferences, view: { hiddenLayers: [...SCENE_LAYERS], minimap: false } };
    expect(validatePreferences(withView)).toBe(true);
    expect(viewOptionsOf(withView).minimap).toBe(false);
    expect(validatePreferences({ ...preferences, view: { hiddenLayers: ['walls'], minimap: true } })).toBe(false);
    expect(validatePreferences({ ...preferences, view: { hiddenLayers: ['units', 'units'], minimap: true } })).toBe(false);
  });
});
