import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cell, HexGeometry, HexKernel } from '../types';
import { createHexKernel } from './hexKernel';
import { hexEdgeCount } from './hexEdges';

type Variant = Pick<HexGeometry, 'orientation' | 'offset'>;
const VARIANTS: Variant[] = [
  { orientation: 'flat', offset: 'odd' },
  { orientation: 'flat', offset: 'even' },
  { orientation: 'pointy', offset: 'odd' },
  { orientation: 'pointy', offset: 'even' },
];

function map(columns: number, rows: number, variant: Variant, hexSizeMm = 16): HexKernel {
  return createHexKernel({ kind: 'hex', columns, rows, hexSizeMm, labels: 'wargame', ...variant });
}

const variantArb = fc.constantFrom(...VARIANTS);
const sizeArb = fc.record({ columns: fc.integer({ min: 1, max: 10 }), rows: fc.integer({ min: 1, max: 10 }) });
const mapWithCells = (count: number) =>
  fc.tuple(sizeArb, variantArb).chain(([{ columns, rows }, variant]) =>
    fc.tuple(
      fc.constant(map(columns, rows, variant)),
      fc.array(fc.record({ col: fc.integer({ min: 0, max: columns - 1 }), row: fc.integer({ min: 0, max: rows - 1 }) }), {
        minLength: count,
        maxLength: count,
      }),
    ),
  );

function bfsHops(kernel: HexKernel, from: Cell): number[] {
  const hops = new Array<number>(kernel.cellCount).fill(Infinity);
  const start = kernel.indexOf(from);
  hops[start] = 0;
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const index = queue[head]!;
    for (const step of kernel.steps(index)) {
      if (hops[step.to] === Infinity) {
        hops[step.to] = hops[index]! + 1;
        queue.push(step.to);
      }
    }
  }
  return hops;
}

describe('hex kernel: cells and edges', () => {
  it('gives every physical side exactly one key, whichever hex names it', () => {
    fc.assert(
      fc.property(sizeArb, variantArb, ({ columns, rows }, variant) => {
        const kernel = map(columns, rows, variant);
        const keys = new Set<string>();
        const problems: string[] = [];
        let pairs = 0;
        for (const cell of kernel.cells()) {
          for (const n of kernel.neighbours(cell)) {
            if (kernel.edgeKey(cell, n) !== kernel.edgeKey(n, cell)) problems.push(`asymmetric ${kernel.cellKey(cell)}`);
            pairs++;
          }
          const own = kernel.edgesOf(cell);
          if (new Set(own).size !== 6) problems.push(`sides of ${kernel.cellKey(cell)}`);
          for (const key of own) keys.add(key);
        }
        expect(keys.size).toBe(6 * columns * rows - pairs / 2);
        expect(keys.size).toBe(hexEdgeCount(columns, rows, variant.orientation));
        expect(new Set(kernel.allEdges())).toEqual(keys);
        for (const key of keys) {
          const sides = kernel.cellsOfEdge(key);
          if (!kernel.isEdge(key)) problems.push(`not an edge ${key}`);
          if (sides.length !== 1 && sides.length !== 2) problems.push(`cells of ${key}`);
          if (sides.some((c) => !kernel.edgesOf(c).includes(key))) problems.push(`owner of ${key}`);
          if (sides.length === 2 && kernel.edgeKey(sides[0]!, sides[1]!) !== key) problems.push(`between ${key}`);
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it('has six symmetric neighbours inside the map', () => {
    fc.assert(
      fc.property(mapWithCells(1), ([kernel, [cell]]) => {
        const neighbours = kernel.neighbours(cell!);
        for (const n of neighbours) {
          expect(kernel.neighbours(n)).toContainEqual(cell);
          expect(kernel.distance(cell!, n)).toBe(1);
        }
        const inner = cell!.col > 0 && cell!.row > 0 && cell!.col < kernel.columns - 1 && cell!.row < kernel.rows - 1;
        if (inner) expect(neighbours).toHaveLength(6);
        expect(kernel.steps(kernel.indexOf(cell!)).map((s) => kernel.cellAt(s.to))).toEqual(neighbours);
      }),
      { numRuns: 100 },
    );
  });

  it('converts offset to cube and back', () => {
    fc.assert(
      fc.property(variantArb, fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (variant, col, row) => {
        const kernel = map(5, 5, variant);
        const cube = kernel.toCube({ col, row });
        expect(cube.q + cube.r + cube.s).toBe(0);
        expect(kernel.fromCube(cube)).toEqual({ col, row });
      }),
      { numRuns: 200 },
    );
  });

  it('shifts the odd (or even) 0-based columns of a flat map down', () => {
    const odd = map(4, 4, { orientation: 'flat', offset: 'odd' });
    expect(odd.cellToMm({ col: 1, row: 0 }).y).toBeGreaterThan(odd.cellToMm({ col: 0, row: 0 }).y);
    const even = map(4, 4, { orientation: 'flat', offset: 'even' });
    expect(even.cellToMm({ col: 0, row: 0 }).y).toBeGreaterThan(even.cellToMm({ col: 1, row: 0 }).y);
    const pointy = map(4, 4, { orientation: 'pointy', offset: 'odd' });
    expect(pointy.cellToMm({ col: 0, row: 1 }).x).toBeGreaterThan(pointy.cellToMm({ col: 0, row: 0 }).x);
  });
});

describe('hex kernel: distance, rings and ranges', () => {
  it('is a metric equal to the breadth-first hop count on an open map', () => {
    fc.assert(
      fc.property(mapWithCells(3), ([kernel, [a, b, c]]) => {
        const d = kernel.distance.bind(kernel);
        expect(d(a!, a!)).toBe(0);
        expect(d(a!, b!)).toBe(d(b!, a!));
        if (d(a!, b!) === 0) expect(a).toEqual(b);
        expect(d(a!, c!)).toBeLessThanOrEqual(d(a!, b!) + d(b!, c!));
        const hops = bfsHops(kernel, a!);
        kernel.cells().forEach((cell, i) => expect(d(a!, cell)).toBe(hops[i]));
      }),
      { numRuns: 60 },
    );
  });

  it('has rings of 6r hexes and ranges of 1 + 3r(r+1) on a large map', () => {
    fc.assert(
      fc.property(variantArb, fc.integer({ min: 0, max: 12 }), (variant, radius) => {
        const kernel = map(40, 40, variant);
        const centre = { col: 20, row: 20 };
        const ring = kernel.ring(centre, radius);
        expect(ring).toHaveLength(radius === 0 ? 1 : 6 * radius);
        expect(new Set(ring.map((c) => kernel.cellKey(c))).size).toBe(ring.length);
        for (const cell of ring) expect(kernel.distance(centre, cell)).toBe(radius);
        for (let i = 1; i < ring.length; i++) expect(kernel.distance(ring[i - 1]!, ring[i]!)).toBe(1);
        const range = kernel.range(centre, radius);
        expect(range).toHaveLength(1 + 3 * radius * (radius + 1));
        for (const cell of range) expect(kernel.distance(centre, cell)).toBeLessThanOrEqual(radius);
      }),
      { numRuns: 40 },
    );
  });

  it('clips rings and ranges to the map', () => {
    const kernel = map(5, 5, { orientation: 'flat', offset: 'odd' });
    const corner = { col: 0, row: 0 };
    expect(kernel.ring(corner, 1)).toHaveLength(kernel.neighbours(corner).length);
    for (const cell of kernel.range(corner, 3)) expect(kernel.contains(cell)).toBe(true);
    expect(kernel.range(corner, 20)).toHaveLength(25);
  });
});

describe('hex kernel: millimetres', () => {
  it('puts neighbour centres exactly one across-flats size apart', () => {
    fc.assert(
      fc.property(mapWithCells(1), fc.double({ min: 5, max: 40, noNaN: true }), ([small, [cell]], size) => {
        const kernel = createHexKernel({ ...small.geometry, hexSizeMm: size });
        const centre = kernel.cellToMm(cell!);
        for (const n of kernel.neighbours(cell!)) {
          const p = kernel.cellToMm(n);
          expect(Math.hypot(p.x - centre.x, p.y - centre.y)).toBeCloseTo(size, 9);
        }
      }),
      { numRuns: 60 },
    );
    const flat = map(3, 3, { orientation: 'flat', offset: 'odd' }, 16);
    const a = flat.cellToMm({ col: 1, row: 1 });
    const b = flat.cellToMm({ col: 1, row: 2 });
    expect(b.y - a.y).toBe(16);
  });

  it('maps centres and points inside a hex back to it', () => {
    fc.assert(
      fc.property(
        mapWithCells(1),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 0.99, noNaN: true }),
        ([kernel, [cell]], angle, fraction) => {
          const centre = kernel.cellToMm(cell!);
          expect(kernel.mmToCell(centre)).toEqual(cell);
          // Anything within the inscribed circle is inside the hex.
          const r = (fraction * kernel.geometry.hexSizeMm) / 2;
          expect(kernel.mmToCell({ x: centre.x + r * Math.cos(angle), y: centre.y + r * Math.sin(angle) })).toEqual(cell);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('draws hexes with corners at the circumradius, sides matching edge segments, inside the bounds', () => {
    fc.assert(
      fc.property(mapWithCells(1), ([kernel, [cell]]) => {
        const size = kernel.geometry.hexSizeMm;
        const centre = kernel.cellToMm(cell!);
        const polygon = kernel.cellPolygonMm(cell!);
        const bounds = kernel.boundsMm();
        for (const p of polygon) {
          expect(Math.hypot(p.x - centre.x, p.y - centre.y)).toBeCloseTo(size / Math.sqrt(3), 9);
          expect(p.x).toBeGreaterThanOrEqual(bounds.x - 1e-9);
          expect(p.y).toBeGreaterThanOrEqual(bounds.y - 1e-9);
          expect(p.x).toBeLessThanOrEqual(bounds.x + bounds.width + 1e-9);
          expect(p.y).toBeLessThanOrEqual(bounds.y + bounds.height + 1e-9);
        }
        kernel.edgesOf(cell!).forEach((key, i) => {
          const { a, b } = kernel.edgeSegmentMm(key);
          const ends = [polygon[i]!, polygon[(i + 1) % 6]!];
          const near = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.hypot(p.x - q.x, p.y - q.y) < 1e-9;
          expect((near(a, ends[0]!) && near(b, ends[1]!)) || (near(a, ends[1]!) && near(b, ends[0]!))).toBe(true);
        });
      }),
      { numRuns: 80 },
    );
  });

  it('has bounds touching the outermost hexes (starting at 0,0)', () => {
    for (const variant of VARIANTS) {
      const kernel = map(7, 5, variant);
      const corners = kernel.cells().flatMap((c) => kernel.cellPolygonMm(c));
      const bounds = kernel.boundsMm();
      expect(Math.min(...corners.map((p) => p.x))).toBeCloseTo(0, 9);
      expect(Math.min(...corners.map((p) => p.y))).toBeCloseTo(0, 9);
      expect(Math.max(...corners.map((p) => p.x))).toBeCloseTo(bounds.width, 9);
      expect(Math.max(...corners.map((p) => p.y))).toBeCloseTo(bounds.height, 9);
    }
    const single = map(1, 3, { orientation: 'flat', offset: 'even' });
    expect(Math.min(...single.cells().flatMap((c) => single.cellPolygonMm(c)).map((p) => p.y))).toBeCloseTo(0, 9);
  });

  it('hit-tests the nearest side like a brute-force search', () => {
    for (const variant of VARIANTS) {
      const kernel = map(6, 5, variant, 20);
      const edges = kernel.allEdges();
      const distanceTo = (key: string, x: number, y: number): number => {
        const { a, b } = kernel.edgeSegmentMm(key);
        const t = Math.max(0, Math.min(1, ((x - a.x) * (b.x - a.x) + (y - a.y) * (b.y - a.y)) / ((b.x - a.x) ** 2 + (b.y - a.y) ** 2)));
        return Math.hypot(a.x + t * (b.x - a.x) - x, a.y + t * (b.y - a.y) - y);
      };
      const bounds = kernel.boundsMm();
      fc.assert(
        fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (fx, fy) => {
          const x = fx * bounds.width;
          const y = fy * bounds.height;
          const found = kernel.nearestEdge({ x, y });
          expect(found).not.toBeNull();
          const best = Math.min(...edges.map((k) => distanceTo(k, x, y)));
          expect(distanceTo(found!, x, y)).toBeCloseTo(best, 9);
        }),
        { numRuns: 60 },
      );
    }
  });
});

describe('hex kernel: wargame labels', () => {
  it('labels column then row, 1-based, two digits', () => {
    const kernel = map(30, 20, { orientation: 'flat', offset: 'odd' });
    expect(kernel.label({ col: 2, row: 3 })).toBe('0304');
    expect(kernel.parseLabel('0304')).toEqual({ col: 2, row: 3 });
    expect(kernel.label({ col: 29, row: 19 })).toBe('3020');
    expect(kernel.parseLabel('3021')).toBeNull();
    expect(kernel.parseLabel('304')).toBeNull();
    expect(kernel.parseLabel('0000')).toBeNull();
  });

  it('uses three digits when the map needs them', () => {
    const kernel = map(120, 100, { orientation: 'pointy', offset: 'even' });
    expect(kernel.label({ col: 2, row: 3 })).toBe('003004');
    expect(kernel.label({ col: 119, row: 99 })).toBe('120100');
    expect(kernel.parseLabel('120100')).toEqual({ col: 119, row: 99 });
  });

  it('round-trips every label', () => {
    fc.assert(
      fc.property(mapWithCells(1), ([kernel, [cell]]) => {
        expect(kernel.parseLabel(kernel.label(cell!))).toEqual(cell);
        const plain = createHexKernel({ ...kernel.geometry, labels: 'none' });
        expect(plain.parseLabel(plain.label(cell!))).toEqual(cell);
      }),
      { numRuns: 100 },
    );
  });
});
