/**
 * Rainbow Six Siege: On Board (seed 000). Cells "numérotée de A1 à F9", rooms ("zones") bounded by
 * walls on cell edges, orthogonal line of fire, one action per cell and no diagonal moves.
 * The figure of the line-of-fire example is lost in the OCR: the positions below only keep what the
 * text says (Doc "en face" of Ash, Castle "en diagonale").
 */
import { describe, expect, it } from 'vitest';
import type { Cell, EdgeKey } from '../types';
import { createKernel, findRooms, adjacentRooms, lineOfSight, reachable } from '../index';

const board = createKernel({ kind: 'square', columns: 9, rows: 6, cellSizeMm: 30, labels: 'letter-number', diagonals: 'none' });
const cell = (label: string): Cell => {
  const found = board.parseLabel(label);
  if (found === null) throw new Error(`no cell ${label}`);
  return found;
};

describe('R6 On Board: cells A1 to F9', () => {
  it('numbers the 54 cells from A1 to F9, letters for rows and numbers for columns', () => {
    const labels = board.cells().map((c) => board.label(c));
    expect(labels).toHaveLength(54);
    expect(new Set(labels).size).toBe(54);
    expect(labels[0]).toBe('A1');
    expect(labels.at(-1)).toBe('F9');
    expect(labels.slice(0, 9)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9']);
    expect(board.parseLabel('G1')).toBeNull();
    expect(board.parseLabel('A10')).toBeNull();
    expect(cell('F9')).toEqual({ col: 8, row: 5 });
  });
});

describe('R6 On Board: line of fire', () => {
  const ash = cell('C2');
  const doc = cell('C7');
  const castle = cell('E4');

  it('lets Ash fire on Doc in front of her, not on Castle on the diagonal', () => {
    expect(board.orthogonalLine(ash, doc)).not.toBeNull();
    expect(board.orthogonalLine(ash, doc)!.map((c) => board.label(c))).toEqual(['C2', 'C3', 'C4', 'C5', 'C6', 'C7']);
    expect(board.orthogonalLine(ash, castle)).toBeNull();
  });

  it('is cut by smoke on the way', () => {
    const smoke = cell('C5');
    const smoked = (_: number, c: Cell) => c.col === smoke.col && c.row === smoke.row;
    expect(lineOfSight(board, ash, doc).clear).toBe(true);
    expect(lineOfSight(board, ash, doc, { cellBlocks: smoked }).clear).toBe(false);
  });
});

describe('R6 On Board: moving', () => {
  it('costs one action per cell, without diagonals: three actions reach a diamond', () => {
    const from = cell('C5');
    const moves = reachable(board, from, { maxCost: 3 });
    for (const c of board.cells()) {
      const manhattan = Math.abs(c.col - from.col) + Math.abs(c.row - from.row);
      expect(moves.costTo(c)).toBe(manhattan <= 3 ? manhattan : Infinity);
    }
    expect(moves.costTo(cell('D6'))).toBe(2);
  });

  it('costs two actions to go through a closed door or a window, and walls stop', () => {
    // A wall between columns 4 and 5 on every row, with a closed door on row C and a window on row E.
    const wall = new Set<EdgeKey>(['A', 'B', 'C', 'D', 'E', 'F'].map((_, row) => `v:4,${row}`));
    const door = 'v:4,2';
    const window = 'v:4,4';
    const edgeCost = (edge: EdgeKey) => (edge === door || edge === window ? 1 : wall.has(edge) ? Infinity : 0);
    const moves = reachable(board, cell('C4'), { edgeCost, maxCost: 3 });
    expect(moves.costTo(cell('C5'))).toBe(2);
    expect(moves.pathTo(cell('C5'))!.map((c) => board.label(c))).toEqual(['C4', 'C5']);
    expect(moves.costTo(cell('C6'))).toBe(3);
    expect(moves.costTo(cell('B5'))).toBe(3);
    expect(moves.costTo(cell('A5'))).toBe(Infinity);
    expect(reachable(board, cell('E4'), { edgeCost }).costTo(cell('E5'))).toBe(2);
  });
});

describe('R6 On Board: zones', () => {
  // Walls: between columns 4 and 5 (door on row C) and between rows C and D on the right side.
  const walls = new Set<EdgeKey>([
    ...[0, 1, 2, 3, 4, 5].map((row) => `v:4,${row}`),
    ...[4, 5, 6, 7, 8].map((col) => `h:${col},3`),
  ]);
  const rooms = findRooms(board, (edge) => walls.has(edge));

  it('splits the board into the zones the walls bound (doors included in the walls)', () => {
    expect(rooms.count).toBe(3);
    expect(rooms.cellsOf(rooms.roomAt(cell('A1')))).toHaveLength(24);
    expect(rooms.cellsOf(rooms.roomAt(cell('A9')))).toHaveLength(15);
    expect(rooms.cellsOf(rooms.roomAt(cell('F9')))).toHaveLength(15);
  });

  it('tells whether two agents share a zone (automatic hit) and which zones are next door (trap detection)', () => {
    expect(rooms.roomAt(cell('A5'))).toBe(rooms.roomAt(cell('C9')));
    expect(rooms.roomAt(cell('C9'))).not.toBe(rooms.roomAt(cell('D9')));
    const target = rooms.roomAt(cell('A9'));
    expect(adjacentRooms(board, rooms, target).sort()).toEqual([rooms.roomAt(cell('A1')), rooms.roomAt(cell('F9'))].sort());
  });

  it('smokes a whole zone: no firing into or through it', () => {
    const smokedRoom = rooms.roomAt(cell('A9'));
    const smoked = (index: number) => rooms.roomOf[index] === smokedRoom;
    // Through: from B4 to B9 the line crosses the smoked zone.
    expect(lineOfSight(board, cell('B4'), cell('B9'), { cellBlocks: smoked }).clear).toBe(false);
    // Into: the ends never block a line, so the rule checks the target's zone itself.
    expect(rooms.roomAt(cell('B6')) === smokedRoom).toBe(true);
  });
});
