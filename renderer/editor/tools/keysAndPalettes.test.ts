import { describe, expect, it } from 'vitest';
import { commandForKey } from '../../../engine/app/commands';
import { BUILTIN_RULESETS } from '../../../engine/scenario';
import type { RulesetData, Side } from '../../../engine/scenario/types';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import { createI18n } from '../../i18n';
import { keyCommand, type KeyPress } from './keys';
import { edgePalette, terrainPalette, tilePalette, tokenPalette, unitPalette } from './palette';
import { availableTools, TOOLS, toolForKey } from './toolSet';

const ruleset = (id: string) => BUILTIN_RULESETS.get(id) as RulesetData;
const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('tool keys', () => {
  it('gives every tool its own letter, none of them an application shortcut', () => {
    const letters = TOOLS.map((tool) => tool.key);
    expect(new Set(letters).size).toBe(letters.length);
    for (const letter of letters) {
      expect(letter).toMatch(/^[A-Z]$/);
      expect(commandForKey(press(letter.toLowerCase()))).toBeUndefined();
      expect(commandForKey(press(letter, { shiftKey: true }))).toBeUndefined();
    }
  });

  it('has a label, a hint and a tooltip in English and French for every tool', () => {
    for (const catalog of [en, fr] as Record<string, string>[]) {
      for (const tool of TOOLS) {
        expect(catalog[`tool.${tool.id}`], tool.id).toBeTruthy();
        expect(catalog[`tool.${tool.id}.hint`], tool.id).toBeTruthy();
      }
      expect(catalog['tool.tooltip']).toContain('{{key}}');
    }
  });

  it('offers the tools each board and ruleset has a use for', () => {
    const ids = (board: Parameters<typeof availableTools>[0], id: string) => availableTools(board, ruleset(id)).map((tool) => tool.id);
    expect(ids('square', 'r6-onboard')).toEqual(['select', 'brush', 'rectangle', 'fill', 'eraser', 'edge', 'token', 'unit', 'zone', 'tile', 'inspect']);
    expect(ids('hex', 'siege')).toEqual(['select', 'brush', 'rectangle', 'fill', 'eraser', 'edge', 'token', 'unit', 'zone', 'inspect']);
    expect(ids('square', 'rivet-wars')).not.toContain('edge');
    expect(ids('free', 'rapid-40000')).toEqual(['select', 'token', 'unit', 'zone', 'polygon', 'ruler']);
    expect(ids('area', 'rebellion')).toEqual(['select', 'token', 'unit', 'area']);
  });

  it('maps keys to commands: letters, Delete, Ctrl+C/X/V/A, and R by context', () => {
    const tools = availableTools('square', ruleset('r6-onboard'));
    const state = { tool: 'select' as const, tools, selected: false };
    expect(keyCommand(press('b'), state)).toEqual({ kind: 'tool', tool: 'brush' });
    expect(keyCommand(press('W'), state)).toEqual({ kind: 'tool', tool: 'edge' });
    expect(keyCommand(press('p'), state)).toBeNull();
    expect(keyCommand(press('Delete'), state)).toEqual({ kind: 'delete' });
    expect(keyCommand(press('Backspace'), state)).toEqual({ kind: 'delete' });
    expect(keyCommand(press('c', { ctrlKey: true }), state)).toEqual({ kind: 'copy' });
    expect(keyCommand(press('v', { metaKey: true }), state)).toEqual({ kind: 'paste' });
    expect(keyCommand(press('x', { ctrlKey: true }), state)).toEqual({ kind: 'cut' });
    expect(keyCommand(press('a', { ctrlKey: true }), state)).toEqual({ kind: 'selectAll' });
    // Ctrl+Z and the other application shortcuts are left to the application.
    expect(keyCommand(press('z', { ctrlKey: true }), state)).toBeNull();
    expect(keyCommand(press('s', { ctrlKey: true }), state)).toBeNull();
    expect(keyCommand(press('r'), state)).toEqual({ kind: 'tool', tool: 'rectangle' });
    expect(keyCommand(press('r'), { ...state, selected: true })).toEqual({ kind: 'rotate', degrees: 15 });
    expect(keyCommand(press('R', { shiftKey: true }), { ...state, selected: true })).toEqual({ kind: 'rotate', degrees: -15 });
    expect(keyCommand(press('r'), { ...state, tool: 'tile' })).toEqual({ kind: 'rotateGhost' });
    // The arrows move a selection, a step or five.
    expect(keyCommand(press('ArrowLeft'), { ...state, selected: true })).toEqual({ kind: 'nudge', dx: -1, dy: 0 });
    expect(keyCommand(press('ArrowDown', { shiftKey: true }), { ...state, selected: true })).toEqual({ kind: 'nudge', dx: 0, dy: 5 });
    expect(keyCommand(press('ArrowUp'), state)).toBeNull();
    expect(keyCommand(press('Escape'), state)).toEqual({ kind: 'escape' });
    expect(toolForKey('Enter', tools)).toBeUndefined();
  });
});

describe('palettes from the ruleset data', () => {
  it('lists terrain kinds with their colours and patterns, in the user’s language', () => {
    const siege = terrainPalette(ruleset('siege'), 'fr');
    expect(siege.length).toBe(Object.keys(ruleset('siege').terrain).length);
    expect(siege.find((swatch) => swatch.id === 'moat')).toMatchObject({ colour: '#5f8fb5', pattern: 'waves' });
    expect(siege.every((swatch) => swatch.name.length > 0)).toBe(true);
  });

  it('lists edge kinds with their states in the ruleset’s order and the default state', () => {
    const door = edgePalette(ruleset('r6-onboard'), 'en').find((swatch) => swatch.id === 'door');
    expect(door?.states.map((state) => state.id)).toEqual(['closed', 'open', 'barricaded']);
    expect(door?.defaultState).toBe('closed');
    expect(edgePalette(ruleset('siege'), 'en').map((swatch) => swatch.id)).toContain('arrow-slit');
  });

  it('says what each kind and state does in the reader’s words: cover levels translated, a side passable or not', () => {
    const say = createI18n('fr').t;
    const wall = edgePalette(ruleset('siege'), 'fr', say).find((swatch) => swatch.id === 'wall');
    expect(wall?.states.map((state) => state.summary)).toContain('infranchissable · couverture totale · bloque la vue');
    const moat = terrainPalette(ruleset('siege'), 'fr', say).find((swatch) => swatch.id === 'moat')?.summary ?? '';
    expect(moat).not.toMatch(/light|medium|strong|total\b/);
    const english = edgePalette(ruleset('siege'), 'en', createI18n('en').t).flatMap((swatch) => swatch.states.map((state) => state.summary ?? ''));
    expect(english).toContain('impassable · total cover · blocks sight');
  });

  it('marks tokens laid face down by default, and keeps those that go where the board puts them', () => {
    const r6 = tokenPalette(ruleset('r6-onboard'), 'en', 'cells');
    expect(r6.find((swatch) => swatch.id === 'trap')?.hiddenByDefault).toBe(true);
    expect(r6.find((swatch) => swatch.id === 'bomb')?.hiddenByDefault).toBe(false);
    expect(tokenPalette(ruleset('rapid-40000'), 'en', 'free').map((swatch) => swatch.id)).toEqual(['objective', 'overwatch', 'explosive-charge']);
    expect(tokenPalette(ruleset('rapid-40000'), 'en', 'cells')).toEqual([]);
  });

  it('offers each side the profiles of its faction', () => {
    const defenders: Side = { id: 'defenders', name: 'Defenders', colour: '#2a6fdb', faction: 'defenders' };
    expect(unitPalette(ruleset('r6-onboard'), defenders, 'en').map((unit) => unit.id)).toEqual(['doc', 'castle', 'defender-agent']);
    expect(unitPalette(ruleset('r6-onboard'), { ...defenders, faction: undefined } as unknown as Side, 'en')).toHaveLength(5);
  });

  it('lists the tile library with the other printed side of each tile', () => {
    const rivet = tilePalette(ruleset('rivet-wars'), 'en');
    expect(rivet.map((tile) => tile.id)).toEqual(['1A', '1B', '2A', '2B', '3A', '3B', '4A', '4B', '5A', '5B', '6A', '6B', '7A', '7B', '8A', '8B', '9A', '9B']);
    expect(rivet.find((tile) => tile.id === '3A')?.otherSide).toBe('3B');
    expect(tilePalette(ruleset('r6-onboard'), 'en').find((tile) => tile.id === 'M1')).toMatchObject({ columns: 3, rows: 3 });
  });
});
