import { describe, expect, it } from 'vitest';
import { createKernel } from '../board/index';
import type { SquareKernel } from '../board/types';
import { squareBlocks, squareGridLines } from './scene-cells';

const kernel = createKernel({ kind: 'square', columns: 9, rows: 7, cellSizeMm: 20, labels: 'none', diagonals: 'always' }) as SquareKernel;

/** The cells a rectangle covers, by the centres it holds. */
function covered(blocks: ReturnType<typeof squareBlocks>): number[] {
  const cells: number[] = [];
  for (let index = 0; index < kernel.cellCount; index++) {
    const points = kernel.cellPolygonMm(kernel.cellAt(index));
    const cx = points.reduce((sum, p) => sum + p.x, 0) / points.length;
    const cy = points.reduce((sum, p) => sum + p.y, 0) / points.length;
    const hits = blocks.filter((block) => {
      const xs = block.points.map((p) => p.x);
      const ys = block.points.map((p) => p.y);
      return cx > Math.min(...xs) && cx < Math.max(...xs) && cy > Math.min(...ys) && cy < Math.max(...ys);
    }).length;
    expect(hits, `cell ${index} is covered at most once`).toBeLessThanOrEqual(1);
    if (hits === 1) cells.push(index);
  }
  return cells;
}

describe('squareBlocks', () => {
  it('fills a whole area with one rectangle', () => {
    const all = Array.from({ length: kernel.cellCount }, (_, i) => i);
    const blocks = squareBlocks(kernel, all);
    expect(blocks).toHaveLength(1);
    expect(covered(blocks)).toEqual(all);
  });

  it('covers exactly the cells asked for, each once, whatever their shape', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let round = 0; round < 50; round++) {
      const chosen = Array.from({ length: kernel.cellCount }, (_, i) => i).filter(() => random() < 0.6);
      const blocks = squareBlocks(kernel, chosen);
      expect(covered(blocks)).toEqual(chosen);
      expect(blocks.length).toBeLessThanOrEqual(chosen.length);
    }
  });

  it('stacks equal runs of consecutive rows, and not across a gap', () => {
    const rows = (list: number[]) => list.flatMap((row) => [2, 3, 4].map((col) => kernel.indexAt(col, row)));
    expect(squareBlocks(kernel, rows([1, 2, 3]))).toHaveLength(1);
    expect(squareBlocks(kernel, rows([1, 3]))).toHaveLength(2);
  });
});

describe('squareGridLines', () => {
  /** Each unit side a segment list covers, as "x,y,x,y" keys with its count. */
  function sides(segments: readonly { points: readonly { x: number; y: number }[] }[]): string[] {
    const keys: string[] = [];
    for (const { points } of segments) {
      const [a, b] = points as [{ x: number; y: number }, { x: number; y: number }];
      const steps = Math.round(Math.max(Math.abs(b.x - a.x), Math.abs(b.y - a.y)) / 20);
      for (let i = 0; i < steps; i++) {
        const x = a.x + ((b.x - a.x) / steps) * i;
        const y = a.y + ((b.y - a.y) / steps) * i;
        keys.push(`${x},${y},${x + (b.x - a.x) / steps},${y + (b.y - a.y) / steps}`);
      }
    }
    return keys.sort();
  }

  it('draws every side between two cells thin and along one thick, once, as the edge list says', () => {
    let seed = 11;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let round = 0; round < 20; round++) {
      const present = Uint8Array.from({ length: kernel.cellCount }, () => (random() < 0.7 ? 1 : 0));
      const expected = { inner: [] as string[], border: [] as string[] };
      for (const key of kernel.allEdges()) {
        const count = kernel.cellsOfEdge(key).reduce((n, cell) => n + (present[kernel.indexOf(cell)] ?? 0), 0);
        const { a, b } = kernel.edgeSegmentMm(key);
        const [p, q] = a.x < b.x || (a.x === b.x && a.y < b.y) ? [a, b] : [b, a];
        if (count === 2) expected.inner.push(`${p.x},${p.y},${q.x},${q.y}`);
        if (count === 1) expected.border.push(`${p.x},${p.y},${q.x},${q.y}`);
      }
      const inner: Parameters<typeof squareGridLines>[3] = [];
      const border: Parameters<typeof squareGridLines>[4] = [];
      squareGridLines(kernel, present, 4, inner, border);
      expect(sides(inner)).toEqual(expected.inner.sort());
      expect(sides(border)).toEqual(expected.border.sort());
    }
  });

  it('joins a straight run into one segment, cut every chunk of cells', () => {
    const inner: Parameters<typeof squareGridLines>[3] = [];
    const border: Parameters<typeof squareGridLines>[4] = [];
    squareGridLines(kernel, new Uint8Array(kernel.cellCount).fill(1), 100, inner, border);
    // 8 inner lines down, 6 across; the border is four sides.
    expect(inner).toHaveLength(8 + 6);
    expect(border).toHaveLength(4);
    const cut: typeof inner = [];
    squareGridLines(kernel, new Uint8Array(kernel.cellCount).fill(1), 4, cut, []);
    // Down 7 rows cut at 4: two pieces each; across 9 columns cut at 4: three pieces each.
    expect(cut).toHaveLength(8 * 2 + 6 * 3);
  });
});
