import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cube, HexGeometry } from '../types';
import { createHexKernel } from './hexKernel';
import { cubeDistance } from './hexCoords';
import { hexLineSteps } from './hexLine';

/*
 * Oracle: in uvw coordinates (u = q - r, v = r - s, w = s - q) the hex of centre C is
 * |u - uC| <= 1, |v - vC| <= 1, |w - wC| <= 1. For the segment a + t (b - a) we compute the time
 * interval spent strictly inside (interior) and inside-or-on (closure) each candidate hex.
 */
const uvw = (c: Cube): number[] => [c.q - c.r, c.r - c.s, c.s - c.q];

function interval(a: Cube, b: Cube, cell: Cube, strict: boolean): number {
  const [pa, pb, pc] = [uvw(a), uvw(b), uvw(cell)];
  let lo = 0;
  let hi = 1;
  for (let k = 0; k < 3; k++) {
    const d = pb[k]! - pa[k]!;
    const offset = pa[k]! - pc[k]!;
    if (d === 0) {
      if (strict ? Math.abs(offset) >= 1 : Math.abs(offset) > 1) return 0;
      continue;
    }
    const t1 = (-1 - offset) / d;
    const t2 = (1 - offset) / d;
    lo = Math.max(lo, Math.min(t1, t2));
    hi = Math.min(hi, Math.max(t1, t2));
  }
  return hi - lo;
}

const cubeArb = fc.record({ q: fc.integer({ min: -9, max: 9 }), r: fc.integer({ min: -9, max: 9 }) }).map(({ q, r }) => ({ q, r, s: -q - r }));

function candidates(a: Cube, b: Cube): Cube[] {
  const n = cubeDistance(a, b) + 1;
  const out: Cube[] = [];
  for (let q = -n; q <= n; q++) for (let r = -n; r <= n; r++) out.push({ q: a.q + q, r: a.r + r, s: a.s - q - r });
  return out;
}

const key = (c: Cube): string => `${c.q},${c.r}`;

describe('hex supercover line (cube coordinates)', () => {
  it('holds, as single steps, exactly the hexes whose interior the segment crosses', () => {
    fc.assert(
      fc.property(cubeArb, cubeArb, (a, b) => {
        const steps = hexLineSteps(a, b);
        const singles = steps.filter((s) => s.length === 1).map((s) => key(s[0]));
        const crossed = candidates(a, b).filter((c) => interval(a, b, c, true) > 1e-9).map(key);
        expect(new Set(singles)).toEqual(new Set(crossed));
        expect(singles).toHaveLength(crossed.length);
      }),
      { numRuns: 150 },
    );
  });

  it('holds, as pairs, exactly the hexes it only grazes along a side', () => {
    fc.assert(
      fc.property(cubeArb, cubeArb, (a, b) => {
        const paired = hexLineSteps(a, b)
          .filter((s) => s.length === 2)
          .flatMap((s) => s.map(key));
        const grazed = candidates(a, b)
          .filter((c) => interval(a, b, c, true) <= 1e-9 && interval(a, b, c, false) > 1e-9)
          .map(key);
        expect(new Set(paired)).toEqual(new Set(grazed));
      }),
      { numRuns: 150 },
    );
  });

  it('has distance + 1 steps in the twelve straight directions, and at least that many otherwise', () => {
    fc.assert(
      fc.property(cubeArb, fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 8 }), (a, direction, k) => {
        const units = [[1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1], [2, -1], [1, 1], [-1, 2], [-2, 1], [-1, -1], [1, -2]];
        const [dq, dr] = units[direction]!;
        const b = { q: a.q + k * dq!, r: a.r + k * dr!, s: a.s - k * (dq! + dr!) };
        expect(hexLineSteps(a, b)).toHaveLength(cubeDistance(a, b) + 1);
      }),
      { numRuns: 100 },
    );
    fc.assert(
      fc.property(cubeArb, cubeArb, (a, b) => {
        expect(hexLineSteps(a, b).length).toBeGreaterThanOrEqual(cubeDistance(a, b) + 1);
      }),
      { numRuns: 200 },
    );
  });

  it('crosses more than distance + 1 hexes when it runs close to a side direction', () => {
    // Nearly along the sides: the segment weaves through the hexes on both sides of them.
    const steps = hexLineSteps({ q: 0, r: 0, s: 0 }, { q: -7, r: 1, s: 6 });
    expect(cubeDistance({ q: 0, r: 0, s: 0 }, { q: -7, r: 1, s: 6 })).toBe(7);
    expect(steps).toHaveLength(10);
    expect(steps.every((step) => step.length === 1)).toBe(true);
  });

  it('returns pairs along a side, alternating with the centres it passes through', () => {
    const steps = hexLineSteps({ q: 0, r: 0, s: 0 }, { q: 4, r: -2, s: -2 });
    expect(steps.map((s) => s.map(key))).toEqual([['0,0'], ['1,-1', '1,0'], ['2,-1'], ['3,-2', '3,-1'], ['4,-2']]);
  });

  it('cuts the side between (2,-1) and (2,0) at its middle on the way from (0,0) to (4,-1), crossing both', () => {
    const steps = hexLineSteps({ q: 0, r: 0, s: 0 }, { q: 4, r: -1, s: -3 });
    expect(steps.map((s) => s.map(key))).toEqual([['0,0'], ['1,0'], ['2,-1'], ['2,0'], ['3,-1'], ['4,-1']]);
  });
});

const VARIANTS: Pick<HexGeometry, 'orientation' | 'offset'>[] = [
  { orientation: 'flat', offset: 'odd' },
  { orientation: 'flat', offset: 'even' },
  { orientation: 'pointy', offset: 'odd' },
  { orientation: 'pointy', offset: 'even' },
];

describe('hex kernel line', () => {
  it('starts at a, ends at b, steps to a neighbour each time, and picks pairs the same both ways', () => {
    const cellArb = fc.record({ col: fc.integer({ min: 0, max: 14 }), row: fc.integer({ min: 0, max: 14 }) });
    fc.assert(
      fc.property(fc.constantFrom(...VARIANTS), cellArb, cellArb, (variant, a, b) => {
        const kernel = createHexKernel({ kind: 'hex', columns: 15, rows: 15, hexSizeMm: 16, labels: 'wargame', ...variant });
        const line = kernel.line(a, b);
        expect(line[0]).toEqual(a);
        expect(line.at(-1)).toEqual(b);
        expect(line.length).toBeGreaterThanOrEqual(kernel.distance(a, b) + 1);
        for (let i = 1; i < line.length; i++) expect(kernel.distance(line[i - 1]!, line[i]!)).toBe(1);
        expect([...kernel.line(b, a)].reverse()).toEqual(line);
        const steps = kernel.lineOfHexes(a, b);
        steps.forEach((step, i) => {
          if (step.length !== 2) return;
          const [first, second] = step.map((c) => kernel.cellToMm(c));
          expect(first!.y < second!.y || (first!.y === second!.y && first!.x < second!.x)).toBe(true);
          for (const cell of step) {
            expect(kernel.distance(steps[i - 1]![0], cell)).toBe(1);
            expect(kernel.distance(cell, steps[i + 1]![0])).toBe(1);
          }
        });
      }),
      { numRuns: 100 },
    );
  });

  it('follows the direction of a straight row of hexes exactly', () => {
    const kernel = createHexKernel({ kind: 'hex', columns: 10, rows: 10, hexSizeMm: 16, orientation: 'flat', offset: 'odd', labels: 'wargame' });
    expect(kernel.line({ col: 3, row: 1 }, { col: 3, row: 6 }).map((c) => kernel.label(c))).toEqual(['0402', '0403', '0404', '0405', '0406', '0407']);
  });
});
