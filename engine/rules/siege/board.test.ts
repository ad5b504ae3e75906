/**
 * The compiled SIEGE board of the shipped castle: labels, neighbours, terrain read from the
 * ruleset data, elevation levels (moat -1, ground 0, ramparts and towers 1, keep 2), edge features
 * and the special equipment of the scenario.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import { createKernel } from '../../board/index';
import { hashValue } from '../core/hash';
import { loadScenario } from '../../scenario/load';
import type { RulesetData, Scenario } from '../../scenario/types';
import { buildSiegeBoard, cellOfLabel, hexDistance, sideTowards } from './board';
import { boardView, EQUIP_DRAWBRIDGE, EQUIP_SIEGE_TOWER } from './board-view';

function castle(): { scenario: Scenario; ruleset: RulesetData } {
  const loaded = loadScenario(JSON.stringify(sample));
  if (!loaded.scenario || !loaded.ruleset) throw new Error('The sample castle does not load.');
  return { scenario: loaded.scenario, ruleset: loaded.ruleset };
}

const { scenario, ruleset } = castle();
const board = buildSiegeBoard(scenario, ruleset);
const hex = (label: string) => cellOfLabel(board, label);
const kindAt = (label: string) => board.terrain[board.cellTerrain[hex(label)]!]!.id;

describe('buildSiegeBoard on the sample castle', () => {
  it('has one cell per hex, wargame labels and six sides per cell', () => {
    expect(board.cellCount).toBe(30 * 20);
    expect(board.labels[0]).toBe('0101');
    expect(board.labels[board.cellCount - 1]).toBe('3020');
    expect(board.neighbours).toHaveLength(board.cellCount * 6);
    // Every neighbour relation goes both ways, across opposite sides.
    for (let cell = 0; cell < board.cellCount; cell++) {
      for (let side = 0; side < 6; side++) {
        const next = board.neighbours[cell * 6 + side]!;
        if (next >= 0) expect(board.neighbours[next * 6 + ((side + 3) % 6)]).toBe(cell);
      }
    }
    const kernel = createKernel(board.geometry);
    for (const [a, b] of [['0101', '3020'], ['1910', '0611'], ['0505', '0506']] as const) {
      expect(hexDistance(board, hex(a), hex(b))).toBe(kernel.distance(kernel.parseLabel(a)!, kernel.parseLabel(b)!));
    }
  });

  it('reads terrain kinds, costs, cover and elevation from the ruleset data', () => {
    expect([kindAt('1910'), kindAt('1913'), kindAt('1806'), kindAt('1907'), kindAt('1708'), kindAt('1306')]).toEqual([
      'keep-interior',
      'tower-door',
      'rampart',
      'stairs',
      'courtyard',
      'moat',
    ]);
    const elevation = (label: string) => board.cellElevation[hex(label)];
    expect([elevation('1306'), elevation('0101'), elevation('1806'), elevation('1906'), elevation('1910')]).toEqual([-1, 0, 1, 1, 2]);
    for (const [id, kind] of Object.entries(ruleset.terrain)) {
      const compiled = board.terrain[board.terrainIndex[id]!]!;
      expect(compiled.foot).toBe(kind.moveCost?.['foot'] ?? -1);
      expect(compiled.mounted).toBe(kind.moveCost?.['mounted'] ?? -1);
      expect(compiled.cover).toBe(kind.cover === undefined ? -1 : ruleset.coverLevels!.indexOf(kind.cover));
      expect(compiled.elevation).toBe(kind.elevation ?? 0);
    }
  });

  it('puts the walls, arrow slits, gates and parapets on the sides of both hexes they separate', () => {
    expect(board.edges).toHaveLength(scenario.board.edges!.length);
    board.edges.forEach((edge, index) => {
      const [a, b] = edge.cells;
      expect(board.sideEdge[a * 6 + edge.sides[0]]).toBe(index);
      if (b >= 0) {
        expect(board.sideEdge[b * 6 + edge.sides[1]]).toBe(index);
        expect(sideTowards(board, a, b)).toBe(edge.sides[0]);
      }
    });
    const gate = board.edges.findIndex((edge) => edge.id === 'gate-1');
    expect(board.initial.edgeStates[gate]).toBe('closed');
  });

  it('marks the inside of the castle', () => {
    expect([hex('1910'), hex('1806'), hex('1708'), hex('1907')].map((cell) => board.castle[cell])).toEqual([1, 1, 1, 1]);
    expect([hex('0101'), hex('1306'), hex('1918')].map((cell) => board.castle[cell])).toEqual([0, 0, 0]);
  });

  it('takes the scenario tokens as the starting equipment: the lowered drawbridge, the siege tower', () => {
    const view = boardView(board);
    expect(view.equip[hex('1918')]).toBe(EQUIP_DRAWBRIDGE);
    for (const label of ['1009', '1010', '1110']) expect(view.equip[hex(label)]).toBe(EQUIP_SIEGE_TOWER);
    expect(view.drawbridgeRaised).toBe(false);
    // The lowered bridge is crossed for 1 point though the moat under it costs 4.
    expect(view.enterFoot[hex('1918')]).toBe(ruleset.tokens!['drawbridge']!.moveCost!['foot']);
  });

  it('stays plain JSON: a JSON round trip gives the same board, and the state hash accepts it', () => {
    const copy = JSON.parse(JSON.stringify(board)) as unknown;
    expect(copy).toEqual(board);
    expect(hashValue(board)).toBe(hashValue(copy));
  });

  it('follows house rules: the data decides the costs', () => {
    const moat = ruleset.terrain['moat']!;
    const house: RulesetData = { ...ruleset, terrain: { ...ruleset.terrain, moat: { ...moat, moveCost: { foot: 5, mounted: null } } } };
    expect(buildSiegeBoard(scenario, house).terrain[board.terrainIndex['moat']!]!.foot).toBe(5);
  });

  it('refuses a board that is not a hex map, or data without its constants, with a sentence', () => {
    const square = { ...scenario, board: { ...scenario.board, geometry: { kind: 'square', columns: 5, rows: 5, cellSizeMm: 20, labels: 'none', diagonals: 'none' } } } as Scenario;
    expect(() => buildSiegeBoard(square, ruleset)).toThrow('SIEGE is played on a hex map');
    const { rampartClearRange: _dropped, ...constants } = ruleset.constants!;
    expect(() => buildSiegeBoard(scenario, { ...ruleset, constants })).toThrow('rampartClearRange');
  });
});
