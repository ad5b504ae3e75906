/**
 * Rivet Wars: Eastern Front (seed 001). A tile is nine "cases" (3 x 3), each of 2 x 2 "cellules";
 * units move and target case by case ("une case à côté d'une autre, bord à bord ou en diagonale,
 * est adjacente"), with one diagonal per activation, for moves and for range. So movement uses a
 * square kernel at case scale and the cells are a second kernel at half the size.
 */
import { describe, expect, it } from 'vitest';
import type { Cell, SquareGeometry } from '../types';
import { createKernel, pathRespectsDiagonalPolicy, reachable } from '../index';

const CELL_MM = 40;
const tileCases: SquareGeometry = { kind: 'square', columns: 3, rows: 3, cellSizeMm: 2 * CELL_MM, labels: 'none', diagonals: 'once-per-move' };
const tileCells: SquareGeometry = { kind: 'square', columns: 6, rows: 6, cellSizeMm: CELL_MM, labels: 'none', diagonals: 'once-per-move' };
const caseOf = (c: Cell): Cell => ({ col: Math.floor(c.col / 2), row: Math.floor(c.row / 2) });

describe('Rivet Wars: tiles, cases and cells', () => {
  it('has 9 cases of 4 cells on a tile, the same size in millimetres', () => {
    const cases = createKernel(tileCases);
    const cells = createKernel(tileCells);
    expect(cases.cellCount).toBe(9);
    expect(cells.cellCount).toBe(36);
    expect(cases.boundsMm()).toEqual(cells.boundsMm());
    for (const square of cases.cells()) {
      const inside = cells.cells().filter((c) => caseOf(c).col === square.col && caseOf(c).row === square.row);
      expect(inside).toHaveLength(4);
      const centre = cases.cellToMm(square);
      const mean = inside.map((c) => cells.cellToMm(c)).reduce((a, p) => ({ x: a.x + p.x / 4, y: a.y + p.y / 4 }), { x: 0, y: 0 });
      expect(mean).toEqual(centre);
      for (const c of inside) expect(cases.mmToCell(cells.cellToMm(c))).toEqual(square);
    }
  });

  it('lays out "5A 3B 2B / 9A 8A 7A" as 9 x 6 cases (18 x 12 cells)', () => {
    const layout = [
      ['5A', '3B', '2B'],
      ['9A', '8A', '7A'],
    ];
    const board = createKernel({ ...tileCases, columns: 3 * layout[0]!.length, rows: 3 * layout.length });
    expect([board.columns, board.rows]).toEqual([9, 6]);
    expect(createKernel({ ...tileCells, columns: 18, rows: 12 }).cellCount).toBe(4 * board.cellCount);
  });

  it('counts edge-to-edge and diagonal cases as adjacent', () => {
    const board = createKernel({ ...tileCases, columns: 9, rows: 6 });
    expect(board.neighbours({ col: 4, row: 3 })).toHaveLength(8);
    expect(board.distance({ col: 4, row: 3 }, { col: 5, row: 4 })).toBe(1);
  });
});

describe('Rivet Wars: movement, one diagonal per activation', () => {
  const board = createKernel({ ...tileCases, columns: 9, rows: 6 });
  const from = { col: 4, row: 2 };

  it('refuses a path with two diagonals', () => {
    const twoDiagonals = [from, { col: 5, row: 3 }, { col: 6, row: 4 }];
    const oneDiagonal = [from, { col: 5, row: 3 }, { col: 6, row: 3 }];
    expect(pathRespectsDiagonalPolicy(board, twoDiagonals)).toBe(false);
    expect(pathRespectsDiagonalPolicy(board, oneDiagonal)).toBe(true);
    const moves = reachable(board, from, { maxCost: 2 });
    expect(moves.costTo({ col: 6, row: 4 })).toBe(Infinity);
    expect(reachable(board, from, { maxCost: 3 }).costTo({ col: 6, row: 4 })).toBe(3);
  });

  it('gives a Rocket Cycle with 2 movement points 20 cases to go to', () => {
    const moves = reachable(board, from, { maxCost: 2 });
    const destinations = moves.reachableCells().filter((c) => c.col !== from.col || c.row !== from.row);
    expect(destinations).toHaveLength(20);
    for (const c of destinations) expect(pathRespectsDiagonalPolicy(board, moves.pathTo(c)!)).toBe(true);
  });

  it('never enters an enemy case, but slips diagonally between two of them', () => {
    const enemies = [board.indexAt(5, 2), board.indexAt(4, 3)];
    const moves = reachable(board, from, { occupiedBy: (i) => enemies.includes(i), maxCost: 1 });
    expect(moves.costTo({ col: 5, row: 2 })).toBe(Infinity);
    expect(moves.costTo({ col: 5, row: 3 })).toBe(1);
  });

  it('keeps infantry out of barbed wire', () => {
    const wire = board.indexAt(5, 2);
    const infantry = reachable(board, from, { enterCost: (i) => (i === wire ? Infinity : 1) });
    expect(infantry.costTo({ col: 5, row: 2 })).toBe(Infinity);
    // Around the wire takes two diagonals in two steps, so one diagonal per activation makes it three.
    expect(infantry.costTo({ col: 6, row: 2 })).toBe(3);
    const freeDiagonals = reachable(board, from, { enterCost: (i) => (i === wire ? Infinity : 1), diagonals: 'always' });
    expect(freeDiagonals.costTo({ col: 6, row: 2 })).toBe(2);
  });
});

describe('Rivet Wars: range with a single diagonal', () => {
  it('puts 20 cases in range of a Rifleman with ground range 2', () => {
    const board = createKernel({ ...tileCases, columns: 9, rows: 6 });
    const rifleman = { col: 4, row: 2 };
    const targets = board.cells().filter((c) => (c.col !== rifleman.col || c.row !== rifleman.row) && board.distance(rifleman, c) <= 2);
    expect(targets).toHaveLength(20);
    expect(board.distance(rifleman, { col: 6, row: 3 })).toBe(2);
    expect(board.distance(rifleman, { col: 6, row: 4 })).toBe(3);
  });
});
