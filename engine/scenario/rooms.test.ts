import { describe, expect, it } from 'vitest';
import r6Sample from '../../scenarios/r6-ambassade.scenario.json';
import { createKernel } from '../board/index';
import type { CellKernel } from '../board/types';
import { loadScenario } from './load';
import { deriveRoom, roomBoundary } from './rooms';
import type { RulesetData, Scenario } from './types';

const kernel = createKernel({ kind: 'square', columns: 4, rows: 3, cellSizeMm: 20, labels: 'none', diagonals: 'always' });
/** Sides closed by these walls only. */
const walled = (walls: readonly string[]) => (edge: string) => walls.includes(edge);

describe('deriveRoom', () => {
  it('floods through open sides only, never through corners', () => {
    // Walls east and south of cell (0,0), so its diagonal neighbour (1,1) stays outside.
    expect(deriveRoom(kernel, walled(['v:1,0', 'h:0,1']), { col: 0, row: 0 })).toEqual([0]);
  });

  it('splits the board along a wall line and keeps every cell once', () => {
    const wall = walled(['v:2,0', 'v:2,1', 'v:2,2']);
    const west = deriveRoom(kernel, wall, { col: 0, row: 2 });
    const east = deriveRoom(kernel, wall, { col: 3, row: 0 });
    expect(west).toEqual([0, 1, 4, 5, 8, 9]);
    expect(east).toEqual([2, 3, 6, 7, 10, 11]);
  });

  it('is empty for a seed off the board', () => {
    expect(deriveRoom(kernel, walled([]), { col: 4, row: 0 })).toEqual([]);
  });
});

describe('open ground (R6: “une zone ... est délimitée par les murs qui en font le tour”)', () => {
  const loaded = loadScenario(JSON.stringify(r6Sample));
  const scenario = loaded.scenario as Scenario;
  const ruleset = loaded.ruleset as RulesetData;
  const board = createKernel(scenario.board.geometry as Parameters<typeof createKernel>[0]) as CellKernel;
  const walls = new Set((scenario.board.edges ?? []).map((edge) => edge.edge));

  it('makes each outside cell a zone of its own, and leaves the rooms the walls enclose as they are', () => {
    const boundaries = roomBoundary(board, scenario, ruleset, walls);
    expect(deriveRoom(board, boundaries, { col: 0, row: 0 })).toEqual([0]);
    expect(deriveRoom(board, boundaries, { col: 8, row: 5 })).toEqual([board.indexOf({ col: 8, row: 5 })]);
    expect(deriveRoom(board, boundaries, { col: 3, row: 0 })).toEqual(deriveRoom(board, (edge) => walls.has(edge), { col: 3, row: 0 }));
    // Without the open ground, the outside is one room of fourteen cells.
    expect(deriveRoom(board, (edge) => walls.has(edge), { col: 0, row: 0 })).toHaveLength(14);
  });

  it('joins the outside cells of a room zone the scenario paints cell by cell', () => {
    const lawn = [0, 1, 2].map((row) => ({ col: 0, row }));
    const painted = { ...scenario, board: { ...scenario.board, zones: [...(scenario.board.zones ?? []), { id: 'lawn', purpose: 'room' as const, cells: lawn }] } };
    const boundaries = roomBoundary(board, painted, ruleset, walls);
    expect(deriveRoom(board, boundaries, { col: 0, row: 1 })).toEqual(lawn.map((cell) => board.indexOf(cell)));
  });

  it('closes only the walls for a ruleset without open ground', () => {
    const closed = { ...ruleset, terrain: { ...ruleset.terrain, exterior: { ...ruleset.terrain.exterior, openGround: false } } } as RulesetData;
    expect(deriveRoom(board, roomBoundary(board, scenario, closed, walls), { col: 0, row: 0 })).toEqual(deriveRoom(board, (edge) => walls.has(edge), { col: 0, row: 0 }));
  });

  it('answers every side as a whole-board list of open-ground sides would', () => {
    const painted = { ...scenario, board: { ...scenario.board, zones: [...(scenario.board.zones ?? []), { id: 'lawn', purpose: 'room' as const, cells: [0, 1, 2].map((row) => ({ col: 0, row })) }] } };
    const closes = roomBoundary(board, painted, ruleset, new Set());
    const terrainOf = new Map<number, string>();
    for (const patch of painted.board.terrain ?? []) for (const cell of patch.cells ?? []) terrainOf.set(board.indexOf(cell), patch.kind);
    const open = (index: number) => ruleset.terrain[terrainOf.get(index) ?? painted.board.defaultTerrain ?? ruleset.board.defaultTerrain]?.openGround === true;
    const lawn = new Set([0, 1, 2].map((row) => board.indexOf({ col: 0, row })));
    let sides = 0;
    for (let index = 0; index < board.cellCount; index++) {
      for (const step of board.steps(index)) {
        if (step.edge === null) continue;
        sides++;
        const joined = open(index) && open(step.to) && lawn.has(index) && lawn.has(step.to);
        expect(closes(step.edge, index, step.to), `${step.edge} from ${index}`).toBe((open(index) || open(step.to)) && !joined);
      }
    }
    expect(sides).toBeGreaterThan(100);
  });

  it('validates a room zone seeded outside as that one cell, without calling it unbounded', () => {
    const doc = JSON.parse(JSON.stringify(r6Sample)) as { board: { zones: unknown[] } };
    doc.board.zones.push({ id: 'porch', purpose: 'room', room: { col: 0, row: 2 } });
    const problems = loadScenario(JSON.stringify(doc)).problems;
    expect(problems.filter((problem) => problem.pointer.startsWith(`/board/zones/${doc.board.zones.length - 1}`))).toEqual([]);
  });
});
