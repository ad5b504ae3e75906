import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cell } from '../types';
import { createHexKernel } from '../hex/hexKernel';
import { createSquareKernel } from '../square/squareKernel';
import { lineOfSight } from './lineOfSight';

const squares = createSquareKernel({ kind: 'square', columns: 10, rows: 10, cellSizeMm: 25, labels: 'letter-number', diagonals: 'none' });
const hexes = createHexKernel({ kind: 'hex', columns: 12, rows: 12, hexSizeMm: 16, orientation: 'flat', offset: 'odd', labels: 'wargame' });
const at = (col: number, row: number): Cell => ({ col, row });
const only = (...cells: Cell[]) => (_: number, cell: Cell) => cells.some((c) => c.col === cell.col && c.row === cell.row);

describe('lineOfSight', () => {
  it('is clear on an empty board and symmetric whatever blocks', () => {
    const cellArb = fc.record({ col: fc.integer({ min: 0, max: 9 }), row: fc.integer({ min: 0, max: 9 }) });
    fc.assert(
      fc.property(cellArb, cellArb, fc.func(fc.boolean()), fc.func(fc.boolean()), (a, b, cellFlag, edgeFlag) => {
        for (const kernel of [squares, hexes]) {
          expect(lineOfSight(kernel, a, b).clear).toBe(true);
          const options = { cellBlocks: (i: number) => cellFlag(i), edgeBlocks: (e: string) => edgeFlag(e) };
          expect(lineOfSight(kernel, a, b, options).clear).toBe(lineOfSight(kernel, b, a, options).clear);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('ignores the two end cells and reports the first blocker', () => {
    expect(lineOfSight(squares, at(0, 0), at(4, 0), { cellBlocks: only(at(0, 0), at(4, 0)) }).clear).toBe(true);
    expect(lineOfSight(squares, at(0, 0), at(4, 0), { cellBlocks: only(at(2, 0), at(3, 0)) })).toEqual({
      clear: false,
      blocker: { kind: 'cell', cell: at(2, 0) },
    });
    expect(lineOfSight(squares, at(0, 0), at(4, 0), { edgeBlocks: (e) => e === 'v:4,0' })).toEqual({
      clear: false,
      blocker: { kind: 'edge', edge: 'v:4,0' },
    });
  });

  it('through a square corner, is blocked by default only when both cells beside it block', () => {
    const a = at(0, 0);
    const b = at(2, 2);
    expect(lineOfSight(squares, a, b, { cellBlocks: only(at(1, 0)) }).clear).toBe(true);
    expect(lineOfSight(squares, a, b, { cellBlocks: only(at(1, 0), at(0, 1)) }).clear).toBe(false);
    expect(lineOfSight(squares, a, b, { cellBlocks: only(at(1, 0)), grazing: 'either-blocks' }).clear).toBe(false);
    // One wall ending at the corner does not close it; walls on both ways past it do.
    expect(lineOfSight(squares, a, b, { edgeBlocks: (e) => e === 'v:1,0' }).clear).toBe(true);
    expect(lineOfSight(squares, a, b, { edgeBlocks: (e) => e === 'v:1,0' || e === 'v:1,1' }).clear).toBe(false);
  });

  it('along a hex side, is blocked by default only when both hexes beside it block', () => {
    const a = at(2, 4);
    const b = at(4, 4); // same row of a flat-top map, two columns right: the line runs along sides
    const steps = hexes.lineOfHexes(a, b);
    expect(steps.map((s) => s.length)).toEqual([1, 2, 1]);
    const [upper, lower] = steps[1] as [Cell, Cell];
    expect(lineOfSight(hexes, a, b, { cellBlocks: only(upper) }).clear).toBe(true);
    expect(lineOfSight(hexes, a, b, { cellBlocks: only(lower) }).clear).toBe(true);
    expect(lineOfSight(hexes, a, b, { cellBlocks: only(upper, lower) }).clear).toBe(false);
    expect(lineOfSight(hexes, a, b, { cellBlocks: only(upper), grazing: 'either-blocks' }).clear).toBe(false);
    // A wall on the side the line runs along does not block unless asked.
    const along = hexes.edgeKey(upper, lower)!;
    expect(lineOfSight(hexes, a, b, { edgeBlocks: (e) => e === along }).clear).toBe(true);
    expect(lineOfSight(hexes, a, b, { edgeBlocks: (e) => e === along, sideAlongLineBlocks: true }).clear).toBe(false);
    // A wall between the shooter and one of the two hexes leaves the other way open.
    const intoUpper = hexes.edgeKey(a, upper)!;
    const intoLower = hexes.edgeKey(a, lower)!;
    expect(lineOfSight(hexes, a, b, { edgeBlocks: (e) => e === intoUpper }).clear).toBe(true);
    expect(lineOfSight(hexes, a, b, { edgeBlocks: (e) => e === intoUpper || e === intoLower }).clear).toBe(false);
  });
});
