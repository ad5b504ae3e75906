/**
 * The playtest draws any ruleset on any of the four kinds of board: a tiny ruleset whose pieces
 * stand at cells, points or areas has its pieces, its marker, the selected piece's reach and the
 * places its actions target all on the board, in the right place, on a square, a hex, a free table
 * and an area map.
 */
import { describe, expect, it } from 'vitest';
import { kernelOf } from '../../engine/print/board-model';
import type { RulesetData, Scenario } from '../../engine/scenario/types';
import { createEngine } from '../../engine/rules/core/engine';
import { tinyModule } from '../../engine/rules/core/test-support/tiny-ruleset';
import type { ScenarioEngine } from '../../engine/rules';
import { startPlaytest } from './match';
import { playtestModel } from './model';
import { spotOf } from '../../engine/print/places';

const GEOMETRIES = {
  square: { kind: 'square', columns: 6, rows: 4, cellSizeMm: 25, labels: 'letter-number', diagonals: 'none' },
  hex: { kind: 'hex', columns: 8, rows: 6, hexSizeMm: 20, orientation: 'flat', offset: 'odd', labels: 'wargame' },
  free: { kind: 'free', unit: 'in', widthIn: 48, heightIn: 36 },
  area: { kind: 'area', widthMm: 400, heightMm: 300 },
} as const;

const AREAS = [
  { id: 'north', name: 'North', xMm: 100, yMm: 60 },
  { id: 'east', name: 'East', xMm: 320, yMm: 150 },
  { id: 'south', name: 'South', xMm: 200, yMm: 250 },
  { id: 'west', name: 'West', xMm: 60, yMm: 160 },
];

function scenarioOn(kind: keyof typeof GEOMETRIES): Scenario {
  const board = { geometry: GEOMETRIES[kind], ...(kind === 'area' ? { areas: AREAS, links: [['north', 'east'], ['east', 'south'], ['south', 'west']] } : {}) };
  return { version: 1, meta: { title: `Tiny on ${kind}` }, ruleset: { id: 'tiny' }, board, sides: [{ id: 'red', name: 'Red', colour: '#aa0000' }, { id: 'blue', name: 'Blue', colour: '#0000aa' }] } as unknown as Scenario;
}

describe('the playtest on every kind of board', () => {
  for (const kind of Object.keys(GEOMETRIES) as (keyof typeof GEOMETRIES)[]) {
    it(`puts pieces, markers, reach and targets on a ${kind} board`, () => {
      const scenario = scenarioOn(kind);
      const kernel = kernelOf(scenario.board);
      const module = tinyModule((shown) => kernelOf(shown.board), { id: 'tiny' } as RulesetData);
      const engine = createEngine(module.play!.rules) as unknown as ScenarioEngine;
      const playtest = startPlaytest(engine, { scenario, ruleset: module.data }, { red: 'person', blue: 'random' }, '1f');
      const model = playtestModel(playtest, module.play!.presenter, null, null, 'en');
      const bounds = kernel.boundsMm();
      const onBoard = (spot: { x: number; y: number } | null) => spot !== null && spot.x >= bounds.x && spot.x <= bounds.x + bounds.width && spot.y >= bounds.y && spot.y <= bounds.y + bounds.height;

      expect(model.pieces.map((piece) => piece.name)).toEqual(['Piece of red', 'Piece of blue']);
      for (const piece of model.pieces) expect(onBoard(spotOf(kernel, piece.place)), JSON.stringify(piece.place)).toBe(true);
      expect(model.markers.map((marker) => onBoard(spotOf(kernel, marker.place)))).toEqual([true]);
      expect(model.active).toBe('piece-red');
      expect(model.highlights).toHaveLength(2);
      for (const highlight of model.highlights) expect(onBoard(spotOf(kernel, highlight.place))).toBe(true);
      const targets = model.groups.flatMap((group) => group.actions.map((action) => action.target.place));
      expect(targets).toHaveLength(2);
      for (const place of targets) expect(onBoard(spotOf(kernel, place!))).toBe(true);
      // Pieces stand apart, each at its own place.
      const [red, blue] = model.pieces.map((piece) => spotOf(kernel, piece.place)!);
      expect(Math.hypot(red!.x - blue!.x, red!.y - blue!.y)).toBeGreaterThan(1);
    });
  }
});
