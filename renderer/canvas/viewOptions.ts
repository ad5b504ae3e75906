/**
 * What the board view shows: which layers of the scene are hidden on screen (coordinate labels are
 * the `labels` layer) and whether the minimap is on. Kept in the preferences; the View menu's toggle
 * commands and the toolbar's buttons both change them through these functions.
 */
import { DEFAULT_VIEW, type Preferences, type ViewPreferences } from '../../engine/app/preferences';
import type { CommandId } from '../../engine/app/commands';
import type { BoardGeometry } from '../../engine/board/types';
import type { DisplayItem } from '../../engine/print';
import { SCENE_LAYERS, type SceneLayer, type SceneSection } from '../../engine/print/scene-types';

export type ViewOptions = ViewPreferences;

export const viewOptionsOf = (preferences: Preferences): ViewOptions => preferences.view ?? DEFAULT_VIEW;

/** The View menu command that shows or hides each layer. */
export const LAYER_COMMANDS: Readonly<Record<SceneLayer, CommandId>> = {
  labels: 'view.labels',
  terrain: 'view.layer.terrain',
  zones: 'view.layer.zones',
  grid: 'view.layer.grid',
  edges: 'view.layer.edges',
  tokens: 'view.layer.tokens',
  units: 'view.layer.units',
};

/**
 * What a command is called on a board of this kind: on an area map the grid layer holds the links
 * between areas and the labels layer their names; on a free table the labels layer holds the
 * measuring lines and the units' names. The toggles say so.
 */
export function commandLabelKey(command: { readonly id: CommandId; readonly labelKey: string }, board: BoardGeometry['kind'] | null | undefined): string {
  if (board === 'area' && (command.id === 'view.layer.grid' || command.id === 'view.labels')) return `${command.labelKey}.area`;
  if (board === 'free' && command.id === 'view.labels') return `${command.labelKey}.free`;
  return command.labelKey;
}

/** The layer a command toggles; undefined for other commands. */
export function layerOfCommand(command: CommandId): SceneLayer | undefined {
  return SCENE_LAYERS.find((layer) => LAYER_COMMANDS[layer] === command);
}

export const isLayerShown = (options: ViewOptions, layer: SceneLayer) => !options.hiddenLayers.includes(layer);

export function toggleLayer(options: ViewOptions, layer: SceneLayer): ViewOptions {
  const hidden = isLayerShown(options, layer) ? [...options.hiddenLayers, layer] : options.hiddenLayers.filter((other) => other !== layer);
  // Kept in the scene's layer order, so the stored preferences do not depend on the order of clicks.
  return { ...options, hiddenLayers: SCENE_LAYERS.filter((other) => hidden.includes(other)) };
}

/** Runs a View menu toggle; null when the command is not one. */
export function applyViewCommand(options: ViewOptions, command: CommandId): ViewOptions | null {
  if (command === 'view.minimap') return { ...options, minimap: !options.minimap };
  const layer = layerOfCommand(command);
  return layer ? toggleLayer(options, layer) : null;
}

/** Whether a toggle command is on now (the menu's check mark); undefined for other commands. */
export function isViewCommandOn(options: ViewOptions, command: CommandId): boolean | undefined {
  if (command === 'view.minimap') return options.minimap;
  const layer = layerOfCommand(command);
  return layer ? isLayerShown(options, layer) : undefined;
}

/**
 * The items of the layers shown, in drawing order, after `under`. The items are the scene's own
 * objects, so the canvas redraws only where a toggled layer had something.
 */
export function visibleItems(sections: readonly SceneSection[], hiddenLayers: readonly SceneLayer[], under: readonly DisplayItem[] = []): DisplayItem[] {
  const items: DisplayItem[] = [...under];
  for (const section of sections) {
    if (hiddenLayers.includes(section.layer)) continue;
    for (const item of section.items) items.push(item);
  }
  return items;
}

/** Each grid section's items as a set, kept while the section is (an edit that leaves the grid alone keeps its sections). */
const gridSets = new WeakMap<SceneSection, ReadonlySet<DisplayItem>>();

/** Whether an item belongs to the scene's grid layer (cell sides, board frame, tile outlines). */
export function gridMembership(sections: readonly SceneSection[]): { has(item: DisplayItem): boolean } {
  const sets = sections
    .filter((section) => section.layer === 'grid')
    .map((section) => {
      let set = gridSets.get(section);
      if (!set) gridSets.set(section, (set = new Set(section.items)));
      return set;
    });
  return { has: (item) => sets.some((set) => set.has(item)) };
}
