/**
 * Movement (SIEGE 1.1, 1.6, 1.8, 1.9, 2.2-2.4, 3.32) on small maps and on the shipped castle, with
 * the real ruleset data: terrain costs, the moat's 1 or 4, stairs to the ramparts, arrow slits
 * from inside only, the drawbridge, the dead, enemies and friends, ladders, breaches, siege towers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import { createKernel, reachable } from '../../board/index';
import { loadScenario } from '../../scenario/load';
import { buildSiegeBoard, type MoveMode } from './board';
import { boardView } from './board-view';
import { movePath, reachableCells, stepCost } from './movement';
import { createOccupancy, EMPTY, occupancyOf, type PlacedFigure } from './occupancy';
import { testMap } from './test-support/siege-map';

const BESIEGERS = 0;
const DEFENDERS = 1;

describe('terrain costs (1.1, 2.1, 3.1)', () => {
  const moat = testMap({ map: ['.....', '~~~~~', '~~~~~', '.....'] });
  const hex = moat.hex;

  it('costs 4 to enter the moat from dry land, 1 from a neighbouring moat hex; horses never enter it', () => {
    expect(stepCost(moat.board, hex('0301'), hex('0302'), 'foot')).toBe(4);
    expect(stepCost(moat.board, hex('0302'), hex('0303'), 'foot')).toBe(1);
    expect(stepCost(moat.board, hex('0301'), hex('0302'), 'mounted')).toBe(Infinity);
    const moves = reachableCells(moat.board, hex('0301'), 'foot', 5, createOccupancy(moat.board), undefined, { side: BESIEGERS });
    expect(moves.find((move) => move.cell === hex('0303'))?.cost).toBe(5);
    // Across the moat and out: 4 + 1 + 1.
    expect(reachableCells(moat.board, hex('0301'), 'foot', 6, createOccupancy(moat.board), undefined, { side: BESIEGERS }).find((move) => move.cell === hex('0304'))?.cost).toBe(6);
  });

  it('reads every cost from the data: brush 2, slope 2, trench 1, tent 2 on foot; trees and tents stop horses', () => {
    const camp = testMap({ map: ['.b/=tA'] });
    const costs = (mode: MoveMode) => ['0201', '0301', '0401', '0501', '0601'].map((label, i) => stepCost(camp.board, i, camp.hex(label), mode));
    const data = camp.ruleset.terrain;
    const foot = ['brush', 'slope', 'trench', 'tent', 'tree'].map((id) => data[id]!.moveCost!['foot'] ?? Infinity);
    const mounted = ['brush', 'slope', 'trench', 'tent', 'tree'].map((id) => data[id]!.moveCost!['mounted'] ?? Infinity);
    expect(costs('foot')).toEqual(foot);
    expect(costs('mounted')).toEqual(mounted);
    expect(mounted.slice(3)).toEqual([Infinity, Infinity]);
  });
});

describe('ramparts, towers and arrow slits (1.61)', () => {
  // Outside north, the wall walk on row 2, stairs up from the courtyard at 0403.
  const castle = testMap({ map: ['.......', 'RRRRRRR', 'cccSccc', 'ccccccc'] });
  const hex = castle.hex;

  it('reaches the ramparts by the stairs (2 points, then 1), never straight from the courtyard or from outside', () => {
    expect(stepCost(castle.board, hex('0303'), hex('0403'), 'foot')).toBe(2);
    expect(stepCost(castle.board, hex('0403'), hex('0402'), 'foot')).toBe(1);
    expect(stepCost(castle.board, hex('0303'), hex('0302'), 'foot')).toBe(Infinity);
    expect(stepCost(castle.board, hex('0401'), hex('0402'), 'foot')).toBe(Infinity);
    expect(stepCost(castle.board, hex('0403'), hex('0402'), 'mounted')).toBe(Infinity);
    const moves = reachableCells(castle.board, hex('0204'), 'foot', 5, createOccupancy(castle.board), undefined, { side: DEFENDERS });
    const rampart = moves.find((move) => move.cell === hex('0302'));
    expect(rampart?.cost).toBe(1 + 2 + 1 + 1);
    expect(movePath(castle.board, hex('0204'), hex('0302'), 'foot', 5, createOccupancy(castle.board), undefined, { side: DEFENDERS })).toContain(hex('0403'));
  });

  it('keeps the rule without walls drawn: the terrain alone closes the ramparts', () => {
    const open = testMap({ map: ['.......', 'RRRRRRR', 'cccSccc'], autoWalls: false });
    expect(stepCost(open.board, open.hex('0303'), open.hex('0302'), 'foot')).toBe(Infinity);
    expect(stepCost(open.board, open.hex('0401'), open.hex('0402'), 'foot')).toBe(Infinity);
    expect(stepCost(open.board, open.hex('0402'), open.hex('0303'), 'foot')).toBe(Infinity);
    expect(stepCost(open.board, open.hex('0403'), open.hex('0402'), 'foot')).toBe(1);
  });

  it('refuses an arrow-slit hex from outside, and lets it be entered from inside the tower', () => {
    const tower = testMap({ map: ['...', '.X.', '.T.', '.D.'], autoWalls: false });
    expect(stepCost(tower.board, tower.hex('0201'), tower.hex('0202'), 'foot')).toBe(Infinity);
    expect(stepCost(tower.board, tower.hex('0203'), tower.hex('0202'), 'foot')).toBe(tower.ruleset.terrain['arrow-slit']!.moveCost!['foot']);
    // Into the tower by its door only.
    expect(stepCost(tower.board, tower.hex('0204'), tower.hex('0203'), 'foot')).toBe(1);
    expect(stepCost(tower.board, tower.hex('0102'), tower.hex('0203'), 'foot')).toBe(Infinity);
  });

  it('crosses a gate when it is open, not when it is closed', () => {
    const gated = testMap({ map: ['ccc', 'cTc', 'ccc'], sides: [{ between: ['0202', '0203'], kind: 'gate', state: 'open' }] });
    expect(stepCost(gated.board, gated.hex('0203'), gated.hex('0202'), 'foot')).toBe(1);
    expect(stepCost(gated.board, gated.hex('0201'), gated.hex('0202'), 'foot')).toBe(Infinity);
    const closed = gated.dynamic(null, [{ between: ['0202', '0203'], state: 'closed' }]);
    expect(stepCost(gated.board, gated.hex('0203'), gated.hex('0202'), 'foot', closed)).toBe(Infinity);
  });
});

describe('the drawbridge (1.8)', () => {
  const bridge = testMap({ map: ['.....', '~~~~~', '.....'], tokens: [{ kind: 'drawbridge', at: '0302', state: 'lowered' }] });
  const [near, over] = [bridge.hex('0301'), bridge.hex('0302')];

  it('is crossed for its own cost when lowered, on foot and mounted', () => {
    const data = bridge.ruleset.tokens!['drawbridge']!.moveCost!;
    expect(stepCost(bridge.board, near, over, 'foot')).toBe(data['foot']);
    expect(stepCost(bridge.board, near, over, 'mounted')).toBe(data['mounted']);
  });

  it('leaves the moat when raised', () => {
    const raised = bridge.dynamic([{ kind: 'drawbridge', at: '0302', state: 'raised' }]);
    expect(stepCost(bridge.board, near, over, 'foot', raised)).toBe(4);
    expect(stepCost(bridge.board, near, over, 'mounted', raised)).toBe(Infinity);
    expect(boardView(bridge.board, raised).drawbridgeRaised).toBe(true);
  });
});

describe('figures on the way (1.61, 1.62)', () => {
  const field = testMap({ map: ['.......', '.......', '.......', '.......', '.......'] });
  const hex = field.hex;

  it('adds a point for three dead men or a dead horse, and closes a hex with six dead men, two horses, or three men and a horse', () => {
    const cases: [Partial<PlacedFigure>[], number][] = [
      [[], 1],
      [[{ dead: true }, { dead: true }], 1],
      [[{ dead: true }, { dead: true }, { dead: true }], 2],
      [[{ dead: true, horse: true }], 2],
      [Array.from({ length: 6 }, () => ({ dead: true })), Infinity],
      [[{ dead: true, horse: true }, { dead: true, horse: true }], Infinity],
      [[{ dead: true }, { dead: true }, { dead: true }, { dead: true, horse: true }], Infinity],
    ];
    for (const [dead, cost] of cases) {
      const occupancy = occupancyOf(field.board, dead.map((figure) => ({ cell: hex('0302'), side: 0, ...figure })));
      expect(stepCost(field.board, hex('0301'), hex('0302'), 'foot', undefined, { occupancy })).toBe(cost);
      const moves = reachableCells(field.board, hex('0301'), 'foot', 2, occupancy, undefined, { side: BESIEGERS });
      expect(moves.find((move) => move.cell === hex('0302'))?.cost ?? Infinity).toBe(cost === Infinity ? Infinity : cost);
    }
  });

  it('never passes an enemy, stunned ones included; passes friends but never stops on them', () => {
    // Enemies all along column 04 but at 0403, where a friend stands.
    const placed: Record<string, number> = { '0203': BESIEGERS, '0403': BESIEGERS };
    for (const row of ['01', '02', '04', '05']) placed[`04${row}`] = DEFENDERS;
    const occupancy = field.figures(placed);
    const moves = reachableCells(field.board, hex('0203'), 'foot', 6, occupancy);
    const cells = moves.map((move) => move.cell);
    expect(cells).not.toContain(hex('0403'));
    for (const row of ['01', '02', '04', '05']) expect(cells).not.toContain(hex(`04${row}`));
    expect(moves.find((move) => move.cell === hex('0603'))?.cost).toBe(4);
    const path = movePath(field.board, hex('0203'), hex('0603'), 'foot', 6, occupancy)!;
    expect(path).toContain(hex('0403'));
    expect(path.some((cell) => occupancy.living[cell] === DEFENDERS)).toBe(false);
    // The start is always there, at no cost.
    expect(moves.find((move) => move.cell === hex('0203'))).toEqual({ cell: hex('0203'), onTop: false, cost: 0 });
  });

  it('lets riders cross a trench held by the enemy but not stop in any trench (3.32)', () => {
    const trench = testMap({ map: ['.=.', '.=.', '.=.'] });
    const occupancy = trench.figures({ '0101': BESIEGERS, '0201': DEFENDERS, '0202': DEFENDERS, '0203': DEFENDERS });
    const mounted = reachableCells(trench.board, trench.hex('0101'), 'mounted', 3, occupancy).map((move) => move.cell);
    expect(mounted).toContain(trench.hex('0302'));
    for (const label of ['0201', '0202', '0203']) expect(mounted).not.toContain(trench.hex(label));
    const foot = reachableCells(trench.board, trench.hex('0101'), 'foot', 3, occupancy).map((move) => move.cell);
    expect(foot).not.toContain(trench.hex('0302'));
  });
});

describe('siege equipment (1.9, 2.3, 2.4)', () => {
  // Outside on rows 1-2, the wall walk on row 3, the courtyard on row 4.
  const wall = testMap({ map: ['......', '......', 'RRRRRR', 'cccccc'] });
  const hex = wall.hex;

  it('climbs a vertical ladder for 3 points, then steps onto the rampart it leans on for 4', () => {
    const up = wall.dynamic([{ kind: 'ladder', at: '0302', state: 'vertical', facing: '0303' }]);
    expect(stepCost(wall.board, hex('0301'), hex('0302'), 'foot', up)).toBe(3);
    expect(stepCost(wall.board, hex('0302'), hex('0303'), 'foot', up)).toBe(4);
    expect(stepCost(wall.board, hex('0303'), hex('0302'), 'foot', up)).toBe(3);
    // Not with the ladder lying down, not on horseback.
    const lying = wall.dynamic([{ kind: 'ladder', at: '0302', state: 'horizontal' }]);
    expect(stepCost(wall.board, hex('0302'), hex('0303'), 'foot', lying)).toBe(Infinity);
    expect(stepCost(wall.board, hex('0301'), hex('0302'), 'mounted', up)).toBe(Infinity);
    const moves = reachableCells(wall.board, hex('0301'), 'foot', 7, createOccupancy(wall.board), up, { side: BESIEGERS });
    expect(moves.find((move) => move.cell === hex('0303'))?.cost).toBe(7);
  });

  it('opens a breach with a demolished-wall counter: 2 points in from anywhere, 3 on to the ramparts', () => {
    const breach = wall.dynamic([{ kind: 'demolished-wall', at: '0303' }]);
    const data = wall.ruleset.terrain['demolished-wall']!.moveCost!['foot'];
    expect(stepCost(wall.board, hex('0302'), hex('0303'), 'foot')).toBe(Infinity);
    expect(stepCost(wall.board, hex('0302'), hex('0303'), 'foot', breach)).toBe(data);
    expect(stepCost(wall.board, hex('0304'), hex('0303'), 'foot', breach)).toBe(data);
    expect(stepCost(wall.board, hex('0303'), hex('0203'), 'foot', breach)).toBe(wall.ruleset.constants!['fromDemolishedWallCost']);
  });

  it('takes 2 points into a siege tower, 2 more to its top, 1 from hex to hex inside, 2 from the top onto the ramparts', () => {
    const tower = wall.dynamic([
      { kind: 'siege-tower', at: '0302' },
      { kind: 'siege-tower', at: '0402' },
    ]);
    expect(stepCost(wall.board, hex('0301'), hex('0302'), 'foot', tower)).toBe(2);
    expect(stepCost(wall.board, hex('0302'), hex('0302'), 'foot', tower, { toTop: true })).toBe(2);
    expect(stepCost(wall.board, hex('0302'), hex('0402'), 'foot', tower)).toBe(1);
    expect(stepCost(wall.board, hex('0302'), hex('0402'), 'foot', tower, { fromTop: true, toTop: true })).toBe(1);
    expect(stepCost(wall.board, hex('0302'), hex('0303'), 'foot', tower, { fromTop: true })).toBe(2);
    expect(stepCost(wall.board, hex('0302'), hex('0303'), 'foot', tower)).toBe(Infinity);
    expect(stepCost(wall.board, hex('0301'), hex('0302'), 'mounted', tower)).toBe(Infinity);
    const moves = reachableCells(wall.board, hex('0301'), 'foot', 6, createOccupancy(wall.board), tower, { side: BESIEGERS });
    expect(moves.find((move) => move.cell === hex('0302') && move.onTop)?.cost).toBe(4);
    expect(moves.find((move) => move.cell === hex('0303') && !move.onTop)?.cost).toBe(6);
    // Two figures may share a siege tower hex, one per level (2.46).
    const below = wall.figures({ '0302': BESIEGERS });
    expect(reachableCells(wall.board, hex('0301'), 'foot', 4, below, tower, { side: BESIEGERS }).some((move) => move.cell === hex('0302') && move.onTop)).toBe(true);
  });
});

describe('reachableCells on the shipped castle (property)', () => {
  const loaded = loadScenario(JSON.stringify(sample));
  const board = buildSiegeBoard(loaded.scenario!, loaded.ruleset!);
  const kernel = createKernel(board.geometry);
  // The board kernel's search knows one level only: compare without the siege tower.
  const dynamic = { ...board.initial, tokens: board.initial.tokens.filter((token) => token.kind !== 'siege-tower') };
  const view = boardView(board, dynamic);

  it('never ends on an impassable hex or an occupied one, never goes past the points, and agrees with the kernel search', () => {
    const figure = fc.record({ cell: fc.integer({ min: 0, max: board.cellCount - 1 }), side: fc.integer({ min: 0, max: 1 }), dead: fc.boolean(), horse: fc.boolean() });
    fc.assert(
      fc.property(fc.array(figure, { maxLength: 80 }), fc.integer({ min: 0, max: board.cellCount - 1 }), fc.integer({ min: 0, max: 9 }), fc.constantFrom<MoveMode>('foot', 'mounted'), (figures, from, points, mode) => {
        const occupancy = occupancyOf(board, figures);
        const side = occupancy.living[from] === EMPTY ? 0 : (occupancy.living[from] as number);
        const moves = reachableCells(board, from, mode, points, occupancy, dynamic, { side });
        const enter = mode === 'foot' ? view.enterFoot : view.enterMounted;
        for (const move of moves) {
          expect(move.cost).toBeLessThanOrEqual(points);
          if (move.cell === from) continue;
          expect(enter[move.cell]).toBeGreaterThanOrEqual(0);
          expect(occupancy.living[move.cell]).toBe(EMPTY);
          if (mode === 'mounted') expect(view.mountedStop[move.cell]).toBe(1);
        }
        const enemy = (cell: number) => occupancy.living[cell] !== EMPTY && occupancy.living[cell] !== side && !(mode === 'mounted' && view.trench[cell] === 1);
        const reference = reachable(kernel, kernel.cellAt(from), {
          enterCost: () => 0,
          edgeCost: (_edge, a, b) => stepCost(board, a, b, mode, dynamic, { occupancy }),
          occupiedBy: enemy,
          canStop: (cell) => occupancy.living[cell] === EMPTY && (mode === 'foot' || view.mountedStop[cell] === 1),
          maxCost: points,
        });
        const expected = reference.reachableCells().map((cell) => ({ cell: kernel.indexOf(cell), onTop: false, cost: reference.costTo(cell) }));
        expect(moves).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });
});
