import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cell } from '../types';
import { createSquareKernel } from './squareKernel';
import { orthogonalLine, squareLineSteps } from './squareLine';

/** Time interval (t in [0, 1]) during which the centre-to-centre segment is strictly inside a cell. */
function insideInterval(a: Cell, b: Cell, cell: Cell): [number, number] {
  let lo = 0;
  let hi = 1;
  for (const [from, to, at] of [
    [a.col, b.col, cell.col],
    [a.row, b.row, cell.row],
  ] as const) {
    const d = to - from;
    if (d === 0) {
      if (Math.abs(from - at) >= 0.5) return [1, 0];
      continue;
    }
    const t1 = (at - 0.5 - from) / d;
    const t2 = (at + 0.5 - from) / d;
    lo = Math.max(lo, Math.min(t1, t2));
    hi = Math.min(hi, Math.max(t1, t2));
  }
  return [lo, hi];
}

const cellArb = fc.record({ col: fc.integer({ min: -15, max: 15 }), row: fc.integer({ min: -15, max: 15 }) });

describe('square supercover line', () => {
  it('holds exactly the cells whose interior the segment crosses, in order', () => {
    fc.assert(
      fc.property(cellArb, cellArb, (a, b) => {
        const steps = squareLineSteps(a, b);
        const singles = steps.filter((s) => s.length === 1).map((s) => s[0]);
        const crossed: { cell: Cell; at: number }[] = [];
        for (let col = Math.min(a.col, b.col); col <= Math.max(a.col, b.col); col++) {
          for (let row = Math.min(a.row, b.row); row <= Math.max(a.row, b.row); row++) {
            const [lo, hi] = insideInterval(a, b, { col, row });
            if (hi - lo > 1e-9) crossed.push({ cell: { col, row }, at: lo });
          }
        }
        crossed.sort((x, y) => x.at - y.at);
        expect(singles).toEqual(crossed.map((c) => c.cell));
      }),
      { numRuns: 150 },
    );
  });

  it('starts at a, ends at b, steps across sides, and holds |dc| + |dr| + 1 cells once pairs are resolved', () => {
    const kernel = createSquareKernel({ kind: 'square', columns: 20, rows: 20, cellSizeMm: 10, labels: 'none', diagonals: 'none' });
    const onBoard = fc.record({ col: fc.integer({ min: 0, max: 19 }), row: fc.integer({ min: 0, max: 19 }) });
    fc.assert(
      fc.property(onBoard, onBoard, (a, b) => {
        const line = kernel.line(a, b);
        expect(line[0]).toEqual(a);
        expect(line.at(-1)).toEqual(b);
        expect(line).toHaveLength(Math.abs(a.col - b.col) + Math.abs(a.row - b.row) + 1);
        for (let i = 1; i < line.length; i++) expect(kernel.edgeKey(line[i - 1]!, line[i]!)).not.toBeNull();
        // A line and its reverse hold the same cells, pairs being resolved the same way.
        expect([...kernel.line(b, a)].reverse()).toEqual(line);
        const steps = kernel.lineSteps(a, b);
        steps.forEach((step, i) => {
          if (step.length === 2) {
            expect(steps[i - 1]).toHaveLength(1);
            expect(steps[i + 1]).toHaveLength(1);
            for (const cell of step) {
              expect(kernel.edgeKey(steps[i - 1]![0], cell)).not.toBeNull();
              expect(kernel.edgeKey(cell, steps[i + 1]![0])).not.toBeNull();
            }
          }
        });
      }),
      { numRuns: 100 },
    );
  });

  it('returns the two cells beside a corner as one pair, upper cell first', () => {
    expect(squareLineSteps({ col: 0, row: 0 }, { col: 2, row: 2 })).toEqual([
      [{ col: 0, row: 0 }],
      [
        { col: 1, row: 0 },
        { col: 0, row: 1 },
      ],
      [{ col: 1, row: 1 }],
      [
        { col: 2, row: 1 },
        { col: 1, row: 2 },
      ],
      [{ col: 2, row: 2 }],
    ]);
    // Through the corner at (1.5, 0.5), half way.
    expect(squareLineSteps({ col: 0, row: 0 }, { col: 3, row: 1 })).toEqual([
      [{ col: 0, row: 0 }],
      [{ col: 1, row: 0 }],
      [
        { col: 2, row: 0 },
        { col: 1, row: 1 },
      ],
      [{ col: 2, row: 1 }],
      [{ col: 3, row: 1 }],
    ]);
    // No corner on the way from (0,0) to (3,2): six cells, each sharing a side with the next.
    expect(squareLineSteps({ col: 0, row: 0 }, { col: 3, row: 2 }).map((s) => s[0])).toEqual([
      { col: 0, row: 0 },
      { col: 1, row: 0 },
      { col: 1, row: 1 },
      { col: 2, row: 1 },
      { col: 2, row: 2 },
      { col: 3, row: 2 },
    ]);
  });

  it('has a row-or-column variant that refuses anything else', () => {
    expect(orthogonalLine({ col: 1, row: 2 }, { col: 4, row: 2 })).toEqual([
      { col: 1, row: 2 },
      { col: 2, row: 2 },
      { col: 3, row: 2 },
      { col: 4, row: 2 },
    ]);
    expect(orthogonalLine({ col: 1, row: 4 }, { col: 1, row: 2 })).toEqual([
      { col: 1, row: 4 },
      { col: 1, row: 3 },
      { col: 1, row: 2 },
    ]);
    expect(orthogonalLine({ col: 1, row: 1 }, { col: 2, row: 2 })).toBeNull();
    expect(orthogonalLine({ col: 1, row: 1 }, { col: 1, row: 1 })).toEqual([{ col: 1, row: 1 }]);
  });
});
