/**
 * Rebellion's markers as the game's: a loyalty marker shows its faction's emblem (the ruleset's
 * `loyalty-<faction>` symbol on the faction's colour), a subjugation marker its own symbol (a
 * padlock); the same faces serve the board, the print, the counter sheet and the playtest.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../scenario/index';
import { boardModelOf } from './board-model';
import { buildBoardScene } from './board-scene';
import type { DisplayItem } from './display-list';
import { markerFace } from './faces';
import { symbolItems, symbolNamed } from './symbols';

const loaded = loadScenario(readFileSync(new URL('../../scenarios/rebellion-galaxy.scenario.json', import.meta.url), 'utf8'));
const source = { scenario: loaded.scenario!, ruleset: loaded.ruleset!, language: 'en' as const };

/** The symbol drawings a list holds (a placed symbol is a group of the symbol's items under a transform), as text. */
function symbolGroups(items: readonly DisplayItem[], into: string[] = []): string[] {
  for (const item of items) {
    if (item.kind !== 'group') continue;
    if (item.transform) into.push(JSON.stringify(item.items));
    symbolGroups(item.items, into);
  }
  return into;
}

describe('Rebellion: « marqueurs de loyauté / soumission »', () => {
  it('gives each faction its own loyalty marker and the subjugation marker a symbol of its own', () => {
    const { ruleset } = source;
    const empire = markerFace(ruleset, 'loyalty', { id: 'empire', colour: '#6e7b8b' });
    const rebels = markerFace(ruleset, 'loyalty', { id: 'rebellion', colour: '#c0392b' });
    expect(empire?.symbol).toBe(symbolNamed(ruleset, 'loyalty-empire'));
    expect(rebels?.symbol).toBe(symbolNamed(ruleset, 'loyalty-rebellion'));
    expect([empire?.fill, rebels?.fill]).toEqual(['#6e7b8b', '#c0392b']);
    const subjugation = markerFace(ruleset, 'subjugation');
    expect(subjugation?.symbol).toBe(ruleset.look?.symbols?.subjugation);
    expect(subjugation?.accent).toBe('#34495e');
    expect(markerFace(ruleset, 'no-such-marker')).toBeNull();
  });

  it('draws the scenario’s loyalty tokens as their faction’s markers and its subjugation tokens as padlocks, on the board and on the counter sheet', () => {
    const pieces = boardModelOf(source).pieces;
    const loyalty = pieces.filter((piece) => piece.kind === 'loyalty');
    const subjugation = pieces.filter((piece) => piece.kind === 'subjugation');
    expect(loyalty.length).toBeGreaterThan(2);
    expect(subjugation.length).toBeGreaterThan(0);
    for (const piece of loyalty) {
      const owner = source.scenario.sides.find((side) => piece.rim === side.colour.toLowerCase());
      expect(piece.face.symbol).toBe(symbolNamed(source.ruleset, `loyalty-${owner?.faction}`));
      expect(piece.face.fill).toBe(owner?.colour.toLowerCase());
      expect(piece.faces.front.symbol).toBe(piece.face.symbol);
    }
    for (const piece of subjugation) expect(piece.face.symbol).toBe(source.ruleset.look?.symbols?.subjugation);
    const drawn = symbolGroups(buildBoardScene(source, { labels: true, showHidden: false }).items);
    const emblem = (faction: string) => {
      const face = markerFace(source.ruleset, 'loyalty', { id: faction, colour: source.scenario.sides.find((side) => side.faction === faction)!.colour.toLowerCase() })!;
      return JSON.stringify(symbolItems(face.symbol!, { ink: '#ffffff', paper: face.fill, accent: face.accent! }));
    };
    for (const faction of ['empire', 'rebellion']) {
      const markers = loyalty.filter((piece) => piece.face.symbol === symbolNamed(source.ruleset, `loyalty-${faction}`)).length;
      expect(markers).toBeGreaterThan(0);
      expect(drawn.filter((items) => items === emblem(faction)).length).toBe(markers);
    }
  });
});
