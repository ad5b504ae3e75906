import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cell, DiagonalPolicy, SquareGeometry, SquareKernel } from '../types';
import { createSquareKernel } from './squareKernel';
import { squareEdgeCount } from './squareEdges';

const POLICIES: DiagonalPolicy[] = ['none', 'once-per-move', 'always'];

function board(columns: number, rows: number, diagonals: DiagonalPolicy = 'none', cellSizeMm = 25): SquareKernel {
  const geometry: SquareGeometry = { kind: 'square', columns, rows, cellSizeMm, labels: 'letter-number', diagonals };
  return createSquareKernel(geometry);
}

const sizeArb = fc.record({ columns: fc.integer({ min: 1, max: 12 }), rows: fc.integer({ min: 1, max: 12 }) });
const boardWithCells = (count: number) =>
  sizeArb.chain(({ columns, rows }) =>
    fc.tuple(
      fc.constant({ columns, rows }),
      fc.array(fc.record({ col: fc.integer({ min: 0, max: columns - 1 }), row: fc.integer({ min: 0, max: rows - 1 }) }), {
        minLength: count,
        maxLength: count,
      }),
    ),
  );

/** Hop counts by breadth-first search over (cell, diagonal budget) states, the ground truth for distance. */
function bfsHops(kernel: SquareKernel, from: Cell): number[] {
  const states = kernel.diagonalPolicy === 'once-per-move' ? 2 : 1;
  const hops = new Array<number>(kernel.cellCount * states).fill(Infinity);
  const start = kernel.indexOf(from) * states;
  hops[start] = 0;
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head]!;
    const index = Math.floor(state / states);
    const used = state % states;
    for (const step of kernel.steps(index)) {
      if (step.diagonal && kernel.diagonalPolicy === 'once-per-move' && used === 1) continue;
      const next = step.to * states + (step.diagonal && states === 2 ? 1 : used);
      if (hops[next] === Infinity) {
        hops[next] = hops[state]! + 1;
        queue.push(next);
      }
    }
  }
  return Array.from({ length: kernel.cellCount }, (_, i) => Math.min(...hops.slice(i * states, i * states + states)));
}

describe('square kernel: cells and edges', () => {
  it('gives every physical edge exactly one key, whichever side names it', () => {
    fc.assert(
      fc.property(sizeArb, ({ columns, rows }) => {
        const kernel = board(columns, rows);
        const keys = new Set<string>();
        const problems: string[] = [];
        for (const cell of kernel.cells()) {
          for (const n of kernel.neighbours(cell)) {
            if (kernel.edgeKey(cell, n) !== kernel.edgeKey(n, cell)) problems.push(`asymmetric ${kernel.cellKey(cell)}`);
          }
          for (const key of kernel.edgesOf(cell)) keys.add(key);
        }
        expect(keys.size).toBe(squareEdgeCount(columns, rows));
        expect(keys.size).toBe(columns * (rows + 1) + (columns + 1) * rows);
        expect(new Set(kernel.allEdges())).toEqual(keys);
        expect(kernel.allEdges()).toHaveLength(keys.size);
        for (const key of keys) {
          const sides = kernel.cellsOfEdge(key);
          if (!kernel.isEdge(key)) problems.push(`not an edge ${key}`);
          if (sides.length !== 1 && sides.length !== 2) problems.push(`sides of ${key}`);
          if (sides.some((c) => !kernel.edgesOf(c).includes(key))) problems.push(`owner of ${key}`);
          if (sides.length === 2 && kernel.edgeKey(sides[0]!, sides[1]!) !== key) problems.push(`between ${key}`);
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it('names a border edge from the cell outside the board too', () => {
    const kernel = board(9, 6);
    expect(kernel.edgeKey({ col: 0, row: 0 }, { col: 0, row: -1 })).toBe('h:0,0');
    expect(kernel.edgeKey({ col: 8, row: 5 }, { col: 9, row: 5 })).toBe('v:9,5');
    expect(kernel.edgeKey({ col: -1, row: 0 }, { col: -2, row: 0 })).toBeNull();
    expect(kernel.cellsOfEdge('h:0,6')).toEqual([{ col: 0, row: 5 }]);
    expect(kernel.isEdge('h:0,7')).toBe(false);
    expect(kernel.isEdge('x:0,0')).toBe(false);
    expect(kernel.cellsOfEdge('v:10,0')).toEqual([]);
  });

  it('has symmetric neighbours, 4 without diagonals and 8 with', () => {
    fc.assert(
      fc.property(boardWithCells(1), fc.constantFrom(...POLICIES), ([{ columns, rows }, [cell]], policy) => {
        const kernel = board(columns, rows, policy);
        const neighbours = kernel.neighbours(cell!);
        for (const n of neighbours) {
          expect(kernel.contains(n)).toBe(true);
          expect(kernel.neighbours(n)).toContainEqual(cell);
        }
        const expected = policy === 'none' ? 4 : 8;
        const big = board(columns + 2, rows + 2, policy);
        expect(big.neighbours({ col: cell!.col + 1, row: cell!.row + 1 })).toHaveLength(expected);
        expect(kernel.steps(kernel.indexOf(cell!)).map((s) => kernel.cellAt(s.to))).toEqual(neighbours);
      }),
      { numRuns: 60 },
    );
  });

  it('describes diagonal steps by their two orthogonal detours', () => {
    const kernel = board(3, 3, 'always');
    const centre = kernel.indexAt(1, 1);
    const toNorthEast = kernel.steps(centre).find((s) => s.to === kernel.indexAt(2, 0))!;
    expect(toNorthEast.diagonal).toBe(true);
    expect(toNorthEast.edge).toBeNull();
    expect(toNorthEast.detours).toEqual([
      { via: kernel.indexAt(2, 1), first: 'v:2,1', second: 'h:2,1' },
      { via: kernel.indexAt(1, 0), first: 'h:1,1', second: 'v:2,0' },
    ]);
  });

  it('parses cell keys and rejects what is off the board', () => {
    const kernel = board(9, 6);
    expect(kernel.cellOfKey('8,5')).toEqual({ col: 8, row: 5 });
    expect(kernel.cellOfKey('9,5')).toBeNull();
    expect(kernel.cellOfKey('nonsense')).toBeNull();
    expect(kernel.cellKey({ col: 3, row: 4 })).toBe('3,4');
    expect(kernel.indexOf({ col: 9, row: 0 })).toBe(-1);
    expect(kernel.cellAt(kernel.indexOf({ col: 4, row: 3 }))).toEqual({ col: 4, row: 3 });
  });
});

describe('square kernel: distance', () => {
  it('is a metric without diagonals or with free diagonals', () => {
    fc.assert(
      fc.property(boardWithCells(3), fc.constantFrom<DiagonalPolicy>('none', 'always'), ([{ columns, rows }, [a, b, c]], policy) => {
        const kernel = board(columns, rows, policy);
        const d = kernel.distance.bind(kernel);
        expect(d(a!, a!)).toBe(0);
        expect(d(a!, b!)).toBe(d(b!, a!));
        if (d(a!, b!) === 0) expect(b).toEqual(a);
        expect(d(a!, c!)).toBeLessThanOrEqual(d(a!, b!) + d(b!, c!));
      }),
      { numRuns: 100 },
    );
  });

  it('equals the hop count of a breadth-first search on an open board, for every policy', () => {
    fc.assert(
      fc.property(boardWithCells(1), fc.constantFrom(...POLICIES), ([{ columns, rows }, [from]], policy) => {
        const kernel = board(columns, rows, policy);
        const hops = bfsHops(kernel, from!);
        kernel.cells().forEach((cell, i) => expect(kernel.distance(from!, cell)).toBe(hops[i]));
      }),
      { numRuns: 40 },
    );
  });

  it('is not a metric under once-per-move, as documented', () => {
    const kernel = board(5, 5, 'once-per-move');
    const [a1, b2, c3] = [kernel.parseLabel('A1')!, kernel.parseLabel('B2')!, kernel.parseLabel('C3')!];
    expect(kernel.distance(a1, b2) + kernel.distance(b2, c3)).toBe(2);
    expect(kernel.distance(a1, c3)).toBe(3);
  });
});

describe('square kernel: millimetres', () => {
  it('puts neighbour centres exactly one cell size apart (true-scale printing)', () => {
    const kernel = board(9, 6, 'none', 25);
    const a = kernel.cellToMm({ col: 3, row: 2 });
    const b = kernel.cellToMm({ col: 4, row: 2 });
    const c = kernel.cellToMm({ col: 3, row: 3 });
    expect(Math.hypot(b.x - a.x, b.y - a.y)).toBe(25);
    expect(Math.hypot(c.x - a.x, c.y - a.y)).toBe(25);
    expect(kernel.cellToMm({ col: 0, row: 0 })).toEqual({ x: 12.5, y: 12.5 });
    expect(kernel.boundsMm()).toEqual({ x: 0, y: 0, width: 225, height: 150 });
  });

  it('maps centres and inner points back to their cell', () => {
    fc.assert(
      fc.property(
        boardWithCells(1),
        fc.double({ min: 1, max: 60, noNaN: true }),
        fc.double({ min: 1e-6, max: 0.999, noNaN: true }),
        fc.double({ min: 1e-6, max: 0.999, noNaN: true }),
        ([{ columns, rows }, [cell]], size, fx, fy) => {
          const kernel = board(columns, rows, 'none', size);
          expect(kernel.mmToCell(kernel.cellToMm(cell!))).toEqual(cell);
          const inner = { x: (cell!.col + fx) * size, y: (cell!.row + fy) * size };
          expect(kernel.mmToCell(inner)).toEqual(cell);
          const polygon = kernel.cellPolygonMm(cell!);
          expect(polygon).toHaveLength(4);
          const centre = kernel.cellToMm(cell!);
          for (const corner of polygon) expect(Math.hypot(corner.x - centre.x, corner.y - centre.y)).toBeCloseTo((size * Math.SQRT2) / 2, 9);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('returns null outside the board', () => {
    const kernel = board(9, 6);
    expect(kernel.mmToCell({ x: -0.1, y: 10 })).toBeNull();
    expect(kernel.mmToCell({ x: 10, y: 150.1 })).toBeNull();
    expect(kernel.mmToCell({ x: 225, y: 150 })).toEqual({ col: 8, row: 5 });
  });

  it('draws each side of edgesOf between consecutive polygon corners', () => {
    const kernel = board(4, 3);
    for (const cell of kernel.cells()) {
      const polygon = kernel.cellPolygonMm(cell);
      kernel.edgesOf(cell).forEach((key, i) => {
        const { a, b } = kernel.edgeSegmentMm(key);
        const ends = [polygon[i]!, polygon[(i + 1) % 4]!];
        expect([a, b].sort((p, q) => p.x - q.x || p.y - q.y)).toEqual(ends.sort((p, q) => p.x - q.x || p.y - q.y));
      });
    }
  });

  it('hit-tests the nearest edge like a brute-force search over all edges', () => {
    const kernel = board(5, 4, 'none', 20);
    const distanceTo = (key: string, x: number, y: number): number => {
      const { a, b } = kernel.edgeSegmentMm(key);
      const t = Math.max(0, Math.min(1, ((x - a.x) * (b.x - a.x) + (y - a.y) * (b.y - a.y)) / ((b.x - a.x) ** 2 + (b.y - a.y) ** 2)));
      return Math.hypot(a.x + t * (b.x - a.x) - x, a.y + t * (b.y - a.y) - y);
    };
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 80, noNaN: true }), (x, y) => {
        const found = kernel.nearestEdge({ x, y })!;
        const best = Math.min(...kernel.allEdges().map((k) => distanceTo(k, x, y)));
        expect(distanceTo(found, x, y)).toBeCloseTo(best, 9);
      }),
      { numRuns: 200 },
    );
    expect(kernel.nearestEdge({ x: 10, y: 1 })).toBe('h:0,0');
    expect(kernel.nearestEdge({ x: 21, y: 10 })).toBe('v:1,0');
    expect(kernel.nearestEdge({ x: 10, y: 10 }, 5)).toBeNull();
  });
});

describe('square kernel: labels', () => {
  it('round-trips every label style', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 800 }),
        fc.constantFrom<SquareGeometry['labels']>('letter-number', 'number-number', 'none'),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (columns, rows, labels, fx, fy) => {
          const kernel = createSquareKernel({ kind: 'square', columns, rows, cellSizeMm: 10, labels, diagonals: 'none' });
          const cell = { col: Math.floor(fx * columns), row: Math.floor(fy * rows) };
          expect(kernel.parseLabel(kernel.label(cell))).toEqual(cell);
          expect(kernel.parseLabel(` ${kernel.label(cell).toLowerCase()} `)).toEqual(cell);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('continues rows after Z with AA, AB ...', () => {
    const kernel = createSquareKernel({ kind: 'square', columns: 3, rows: 60, cellSizeMm: 10, labels: 'letter-number', diagonals: 'none' });
    expect(kernel.label({ col: 0, row: 25 })).toBe('Z1');
    expect(kernel.label({ col: 0, row: 26 })).toBe('AA1');
    expect(kernel.label({ col: 2, row: 27 })).toBe('AB3');
    expect(kernel.parseLabel('AA1')).toEqual({ col: 0, row: 26 });
  });

  it('uses 1-based "col,row" for number-number and rejects labels off the board', () => {
    const kernel = createSquareKernel({ kind: 'square', columns: 9, rows: 6, cellSizeMm: 10, labels: 'number-number', diagonals: 'none' });
    expect(kernel.label({ col: 2, row: 3 })).toBe('3,4');
    expect(kernel.parseLabel('3, 4')).toEqual({ col: 2, row: 3 });
    expect(kernel.parseLabel('0,1')).toBeNull();
    expect(kernel.parseLabel('10,1')).toBeNull();
    expect(kernel.parseLabel('A1')).toBeNull();
  });
});
