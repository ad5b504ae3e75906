import { describe, expect, it } from 'vitest';
import r6Sample from '../../scenarios/r6-ambassade.scenario.json';
import { createKernel } from '../board/index';
import type { CellKernel } from '../board/types';
import { loadScenario } from './load';
import { deriveRoom, openGroundSides } from './rooms';
import type { RulesetData, Scenario } from './types';

const kernel = createKernel({ kind: 'square', columns: 4, rows: 3, cellSizeMm: 20, labels: 'none', diagonals: 'always' });

describe('deriveRoom', () => {
  it('floods through open sides only, never through corners', () => {
    // Walls east and south of cell (0,0), so its diagonal neighbour (1,1) stays outside.
    expect(deriveRoom(kernel, new Set(['v:1,0', 'h:0,1']), { col: 0, row: 0 })).toEqual([0]);
  });

  it('splits the board along a wall line and keeps every cell once', () => {
    const wall = new Set(['v:2,0', 'v:2,1', 'v:2,2']);
    const west = deriveRoom(kernel, wall, { col: 0, row: 2 });
    const east = deriveRoom(kernel, wall, { col: 3, row: 0 });
    expect(west).toEqual([0, 1, 4, 5, 8, 9]);
    expect(east).toEqual([2, 3, 6, 7, 10, 11]);
  });

  it('is empty for a seed off the board', () => {
    expect(deriveRoom(kernel, new Set(), { col: 4, row: 0 })).toEqual([]);
  });
});

describe('open ground (R6: “une zone ... est délimitée par les murs qui en font le tour”)', () => {
  const loaded = loadScenario(JSON.stringify(r6Sample));
  const scenario = loaded.scenario as Scenario;
  const ruleset = loaded.ruleset as RulesetData;
  const board = createKernel(scenario.board.geometry as Parameters<typeof createKernel>[0]) as CellKernel;
  const walls = new Set((scenario.board.edges ?? []).map((edge) => edge.edge));

  it('makes each outside cell a zone of its own, and leaves the rooms the walls enclose as they are', () => {
    const boundaries = new Set([...walls, ...openGroundSides(board, scenario, ruleset)]);
    expect(deriveRoom(board, boundaries, { col: 0, row: 0 })).toEqual([0]);
    expect(deriveRoom(board, boundaries, { col: 8, row: 5 })).toEqual([board.indexOf({ col: 8, row: 5 })]);
    expect(deriveRoom(board, boundaries, { col: 3, row: 0 })).toEqual(deriveRoom(board, walls, { col: 3, row: 0 }));
    // Without the open ground, the outside is one room of fourteen cells.
    expect(deriveRoom(board, walls, { col: 0, row: 0 })).toHaveLength(14);
  });

  it('joins the outside cells of a room zone the scenario paints cell by cell', () => {
    const lawn = [0, 1, 2].map((row) => ({ col: 0, row }));
    const painted = { ...scenario, board: { ...scenario.board, zones: [...(scenario.board.zones ?? []), { id: 'lawn', purpose: 'room' as const, cells: lawn }] } };
    const boundaries = new Set([...walls, ...openGroundSides(board, painted, ruleset)]);
    expect(deriveRoom(board, boundaries, { col: 0, row: 1 })).toEqual(lawn.map((cell) => board.indexOf(cell)));
  });

  it('adds nothing for a ruleset without open ground', () => {
    const closed = { ...ruleset, terrain: { ...ruleset.terrain, exterior: { ...ruleset.terrain.exterior, openGround: false } } } as RulesetData;
    expect(openGroundSides(board, scenario, closed)).toEqual([]);
  });

  it('validates a room zone seeded outside as that one cell, without calling it unbounded', () => {
    const doc = JSON.parse(JSON.stringify(r6Sample)) as { board: { zones: unknown[] } };
    doc.board.zones.push({ id: 'porch', purpose: 'room', room: { col: 0, row: 2 } });
    const problems = loadScenario(JSON.stringify(doc)).problems;
    expect(problems.filter((problem) => problem.pointer.startsWith(`/board/zones/${doc.board.zones.length - 1}`))).toEqual([]);
  });
});
