import { describe, expect, it } from 'vitest';
import { createKernel } from '../../../engine/board';
import type { CellKernel } from '../../../engine/board/types';
import { boardToScreen, edgeAt, type ViewTransform } from '../../canvas/hitTest';
import { CellStroke, EdgeStroke } from './strokes';

const square = createKernel({ kind: 'square', columns: 10, rows: 8, cellSizeMm: 20, labels: 'letter-number', diagonals: 'none' }) as CellKernel;
const hex = createKernel({ kind: 'hex', columns: 100, rows: 100, hexSizeMm: 16, orientation: 'flat', offset: 'odd', labels: 'wargame' }) as CellKernel;
const view: ViewTransform = { scale: 2, x: 15, y: 5 };

describe('cell strokes', () => {
  it('keeps each cell once, in the order painted', () => {
    const stroke = new CellStroke(square);
    for (const col of [1, 2, 2, 3, 2, 1]) stroke.add({ col, row: 4 });
    expect(stroke.cells).toEqual([
      { col: 1, row: 4 },
      { col: 2, row: 4 },
      { col: 3, row: 4 },
    ]);
  });

  it('fills the gap when the pointer jumps, with cells that share sides', () => {
    const stroke = new CellStroke(hex);
    stroke.add({ col: 10, row: 10 });
    stroke.add({ col: 30, row: 22 });
    const cells = stroke.cells;
    expect(cells.at(-1)).toEqual({ col: 30, row: 22 });
    for (let i = 1; i < cells.length; i++) expect(hex.edgeKey(cells[i - 1]!, cells[i]!)).not.toBeNull();
  });

  it('starts again after leaving the board, and leaves out cells the edit would refuse', () => {
    const stroke = new CellStroke(square, (cell) => cell.col !== 5);
    stroke.add({ col: 2, row: 0 });
    stroke.add(null);
    stroke.add({ col: 8, row: 0 });
    expect(stroke.cells).toEqual([
      { col: 2, row: 0 },
      { col: 8, row: 0 },
    ]);
    stroke.add({ col: 4, row: 0 });
    expect(stroke.cells.map((cell) => cell.col)).toEqual([2, 8, 7, 6, 4]);
  });

  it('gathers a 50-cell stroke on a 100 × 100 hex map one cell per event', () => {
    const stroke = new CellStroke(hex);
    let added = 0;
    for (let i = 0; i < 50; i++) added += stroke.add({ col: 20 + i, row: 40 });
    expect(added).toBe(50);
    expect(stroke.cells).toHaveLength(50);
  });
});

describe('edge strokes', () => {
  it('collects every side along a drag, even when the pointer moves fast', () => {
    const stroke = new EdgeStroke((screen) => edgeAt(square, view, screen));
    const along = (x: number) => boardToScreen(view, { x, y: 60 });
    stroke.add(along(30));
    stroke.add(along(170));
    expect(stroke.edges).toEqual(['h:1,3', 'h:2,3', 'h:3,3', 'h:4,3', 'h:5,3', 'h:6,3', 'h:7,3', 'h:8,3']);
  });

  it('collects nothing in the middle of cells', () => {
    const stroke = new EdgeStroke((screen) => edgeAt(square, view, screen));
    stroke.add(boardToScreen(view, { x: 30, y: 50 }));
    expect(stroke.edges).toEqual([]);
  });
});
