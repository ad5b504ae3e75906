/**
 * The free table's measuring, sweeping, sight and template geometry against brute force: every
 * exact answer is compared with one found by sampling finely, on random star-shaped polygons
 * (concave ones included), random bases and random paths.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceToSegmentSquared } from '../planar';
import { linkedGroups } from './groups';
import {
  baseGap,
  distance,
  flatPolygon,
  insidePolygon,
  pointPolygonDistance,
  polygonWithinRadius,
  segmentMeetsPolygon,
  segmentPolygonDistance,
  segmentSegmentDistanceSquared,
  sweptBaseHitsDisc,
  sweptBaseHitsPolygon,
  type FlatPolygon,
} from './measure';
import { areaCutsSight, discCutsSight } from './sight';
import { firstContactWithDisc, firstContactWithPolygon, firstContactWithSegment, lastInsideTable } from './sweep';
import { blastCovers, teardropCovers, teardropDistance, teardropToward, type Teardrop } from './templates';

const coord = fc.double({ min: -20, max: 40, noNaN: true });
const point = fc.record({ x: coord, y: coord });

/** A star-shaped polygon about (cx, cy): 3 to 9 corners at growing angles, radii 1 to 10 (often concave). */
const starPolygon = fc
  .record({
    cx: fc.double({ min: 0, max: 20, noNaN: true }),
    cy: fc.double({ min: 0, max: 20, noNaN: true }),
    radii: fc.array(fc.double({ min: 1, max: 10, noNaN: true }), { minLength: 3, maxLength: 9 }),
  })
  .map(({ cx, cy, radii }) =>
    flatPolygon(radii.map((r, i) => ({ x: cx + r * Math.cos((2 * Math.PI * i) / radii.length), y: cy + r * Math.sin((2 * Math.PI * i) / radii.length) }))),
  );

/** A "C" open to the right, to catch convexity assumptions. */
const cShape = flatPolygon([
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 3 },
  { x: 3, y: 3 },
  { x: 3, y: 7 },
  { x: 10, y: 7 },
  { x: 10, y: 10 },
  { x: 0, y: 10 },
]);

function edges(polygon: FlatPolygon): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  const xy = polygon.xy;
  for (let i = 0; i < xy.length; i += 2) {
    const j = (i + 2) % xy.length;
    out.push([xy[i] as number, xy[i + 1] as number, xy[j] as number, xy[j + 1] as number]);
  }
  return out;
}

/** Distance from a point to a polygon's area, by sampling its outline finely. */
function bruteOutlineDistance(x: number, y: number, polygon: FlatPolygon): number {
  let best = Infinity;
  for (const [ax, ay, bx, by] of edges(polygon)) {
    for (let k = 0; k <= 400; k++) best = Math.min(best, distance(x, y, ax + ((bx - ax) * k) / 400, ay + ((by - ay) * k) / 400));
  }
  return best;
}

function bruteAreaDistance(x: number, y: number, polygon: FlatPolygon): number {
  return insidePolygon(x, y, polygon) ? 0 : bruteOutlineDistance(x, y, polygon);
}

/** Sampling tolerance: a 400-step outline of a 20-long edge is off by at most 0.05 / 2 in distance. */
const SAMPLED = 0.03;

describe('measuring on a free table', () => {
  it('measures between bases rim to rim', () => {
    expect(baseGap(0, 0, 0.5, 3, 4, 1)).toBe(3.5);
    expect(baseGap(0, 0, 1, 1, 0, 1)).toBe(-1);
  });

  it('finds the distance from a point to a segment as sampling does', () => {
    fc.assert(
      fc.property(point, point, point, (p, a, b) => {
        let best = Infinity;
        for (let k = 0; k <= 1000; k++) best = Math.min(best, distance(p.x, p.y, a.x + ((b.x - a.x) * k) / 1000, a.y + ((b.y - a.y) * k) / 1000));
        const exact = Math.sqrt(distanceToSegmentSquared(p.x, p.y, a.x, a.y, b.x, b.y));
        expect(exact).toBeLessThanOrEqual(best + 1e-9);
        expect(best - exact).toBeLessThan(0.1);
      }),
      { numRuns: 300 },
    );
  });

  it('finds the distance between two segments as sampling does', () => {
    fc.assert(
      fc.property(point, point, point, point, (a, b, c, d) => {
        let best = Infinity;
        for (let k = 0; k <= 200; k++) {
          const px = a.x + ((b.x - a.x) * k) / 200;
          const py = a.y + ((b.y - a.y) * k) / 200;
          best = Math.min(best, Math.sqrt(distanceToSegmentSquared(px, py, c.x, c.y, d.x, d.y)));
        }
        const exact = Math.sqrt(segmentSegmentDistanceSquared(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y));
        expect(exact).toBeLessThanOrEqual(best + 1e-9);
        expect(best - exact).toBeLessThan(0.5);
        expect(segmentSegmentDistanceSquared(c.x, c.y, d.x, d.y, a.x, a.y, b.x, b.y)).toBeCloseTo(exact * exact, 9);
      }),
      { numRuns: 300 },
    );
  });

  it('finds the distance from a point to a polygon, concave ones included, as sampling does', () => {
    fc.assert(
      fc.property(point, starPolygon, (p, polygon) => {
        const exact = pointPolygonDistance(p.x, p.y, polygon);
        expect(Math.abs(exact - bruteAreaDistance(p.x, p.y, polygon))).toBeLessThan(SAMPLED);
      }),
      { numRuns: 300 },
    );
    expect(pointPolygonDistance(8, 5, cShape)).toBe(2); // in the mouth of the C, 2 from its back wall at x = 3... above and below
    expect(pointPolygonDistance(1, 5, cShape)).toBe(0);
  });

  it('says whether a polygon comes within a radius of a point', () => {
    fc.assert(
      fc.property(point, starPolygon, fc.double({ min: 0, max: 8, noNaN: true }), (p, polygon, radius) => {
        const brute = bruteAreaDistance(p.x, p.y, polygon);
        fc.pre(Math.abs(brute - radius) > SAMPLED);
        expect(polygonWithinRadius(p.x, p.y, radius, polygon)).toBe(brute <= radius);
      }),
      { numRuns: 300 },
    );
  });

  it('finds the distance from a segment to a polygon as sampling does', () => {
    fc.assert(
      fc.property(point, point, starPolygon, (a, b, polygon) => {
        let best = Infinity;
        for (let k = 0; k <= 100; k++) best = Math.min(best, pointPolygonDistance(a.x + ((b.x - a.x) * k) / 100, a.y + ((b.y - a.y) * k) / 100, polygon));
        const exact = segmentPolygonDistance(a.x, a.y, b.x, b.y, polygon);
        expect(exact).toBeLessThanOrEqual(best + 1e-9);
        expect(best - exact).toBeLessThan(0.8);
        expect(segmentMeetsPolygon(a.x, a.y, b.x, b.y, polygon)).toBe(exact === 0);
      }),
      { numRuns: 300 },
    );
  });

  it('sweeps a base along a path into a concave polygon only where it really passes', () => {
    // Straight into the mouth of the C: a base of radius 1 fits (the mouth is 4 wide), radius 2.5 does not.
    expect(sweptBaseHitsPolygon(20, 5, 5, 5, 1, cShape)).toBe(false);
    expect(sweptBaseHitsPolygon(20, 5, 5, 5, 2.5, cShape)).toBe(true);
    expect(sweptBaseHitsPolygon(20, 5, 2, 5, 1, cShape)).toBe(true);
    fc.assert(
      fc.property(point, point, starPolygon, fc.double({ min: 0.2, max: 3, noNaN: true }), (a, b, polygon, radius) => {
        let best = Infinity;
        for (let k = 0; k <= 200; k++) best = Math.min(best, bruteAreaDistance(a.x + ((b.x - a.x) * k) / 200, a.y + ((b.y - a.y) * k) / 200, polygon));
        fc.pre(Math.abs(best - radius) > 0.5);
        expect(sweptBaseHitsPolygon(a.x, a.y, b.x, b.y, radius, polygon)).toBe(best < radius);
      }),
      { numRuns: 150 },
    );
  });

  it('sweeps a base past another base as the gap rule says', () => {
    fc.assert(
      fc.property(point, point, point, fc.double({ min: 0.2, max: 3, noNaN: true }), (a, b, c, reach) => {
        let best = Infinity;
        for (let k = 0; k <= 1000; k++) best = Math.min(best, distance(c.x, c.y, a.x + ((b.x - a.x) * k) / 1000, a.y + ((b.y - a.y) * k) / 1000));
        fc.pre(Math.abs(best - reach) > 0.1);
        expect(sweptBaseHitsDisc(a.x, a.y, b.x, b.y, c.x, c.y, reach)).toBe(best < reach);
      }),
      { numRuns: 300 },
    );
  });

  it('joins bases into groups linked by gaps of at most the coherency distance', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ x: fc.double({ min: 0, max: 12, noNaN: true }), y: fc.double({ min: 0, max: 12, noNaN: true }) }), { minLength: 1, maxLength: 10 }), (centres) => {
        const xy = centres.flatMap((c) => [c.x, c.y]);
        const radii = centres.map(() => 0.5);
        const { count, groupOf } = linkedGroups(xy, radii, 2);
        // Brute force: flood fill over the link relation.
        const linked = (i: number, j: number) => baseGap(xy[2 * i]!, xy[2 * i + 1]!, 0.5, xy[2 * j]!, xy[2 * j + 1]!, 0.5) <= 2;
        const seen = centres.map(() => -1);
        let groups = 0;
        for (let start = 0; start < centres.length; start++) {
          if (seen[start] !== -1) continue;
          const stack = [start];
          seen[start] = groups;
          while (stack.length > 0) {
            const i = stack.pop()!;
            for (let j = 0; j < centres.length; j++) {
              if (seen[j] !== -1 || !linked(i, j)) continue;
              seen[j] = groups;
              stack.push(j);
            }
          }
          groups++;
        }
        expect(count).toBe(groups);
        for (let i = 0; i < centres.length; i++) for (let j = 0; j < centres.length; j++) expect(groupOf[i] === groupOf[j]).toBe(seen[i] === seen[j]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('first contact along a path', () => {
  /** The first sampled t at which `near(t)` holds, or Infinity. */
  function bruteFirst(near: (t: number) => boolean, steps = 2000): number {
    for (let k = 0; k <= steps; k++) if (near(k / steps)) return k / steps;
    return Infinity;
  }

  it('meets a base where sampling first finds it', () => {
    fc.assert(
      fc.property(point, point, point, fc.double({ min: 0.2, max: 4, noNaN: true }), (a, b, c, reach) => {
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const t = firstContactWithDisc(a.x, a.y, dx, dy, c.x, c.y, reach);
        const brute = bruteFirst((s) => distance(a.x + s * dx, a.y + s * dy, c.x, c.y) <= reach);
        if (brute === Infinity) {
          // Sampling may miss a graze; the exact answer must then be a graze too.
          if (t !== Infinity) expect(Math.sqrt(distanceToSegmentSquared(c.x, c.y, a.x, a.y, b.x, b.y))).toBeGreaterThan(reach - 0.01);
        } else {
          expect(t).toBeLessThanOrEqual(brute + 1e-9);
          expect(brute - t).toBeLessThan(0.001);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('meets a wall where sampling first finds it', () => {
    fc.assert(
      fc.property(point, point, point, point, fc.double({ min: 0.2, max: 3, noNaN: true }), (a, b, c, e, reach) => {
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const t = firstContactWithSegment(a.x, a.y, dx, dy, c.x, c.y, e.x, e.y, reach);
        const brute = bruteFirst((s) => distanceToSegmentSquared(a.x + s * dx, a.y + s * dy, c.x, c.y, e.x, e.y) <= reach * reach);
        if (brute === Infinity) {
          if (t !== Infinity) expect(Math.sqrt(segmentSegmentDistanceSquared(a.x, a.y, b.x, b.y, c.x, c.y, e.x, e.y))).toBeGreaterThan(reach - 0.01);
        } else {
          expect(t).toBeLessThanOrEqual(brute + 1e-9);
          expect(brute - t).toBeLessThan(0.001);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('meets a polygon, concave ones included, where sampling first finds it', () => {
    fc.assert(
      fc.property(point, point, starPolygon, fc.double({ min: 0.2, max: 3, noNaN: true }), (a, b, polygon, reach) => {
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const t = firstContactWithPolygon(a.x, a.y, dx, dy, reach, polygon);
        // Exact distances at sampled points: the brute force is only coarse in t.
        const near = (s: number) => pointPolygonDistance(a.x + s * dx, a.y + s * dy, polygon) <= reach;
        const brute = bruteFirst(near, 500);
        if (brute === Infinity) {
          if (t !== Infinity) expect(segmentPolygonDistance(a.x, a.y, b.x, b.y, polygon)).toBeGreaterThan(reach - 0.05);
        } else {
          expect(t).toBeLessThanOrEqual(brute + 1e-9);
          expect(brute - t).toBeLessThan(0.0021);
        }
        // The path up to the contact is clear, and the contact is real.
        if (t !== Infinity && t > 0) {
          expect(sweptBaseHitsPolygon(a.x, a.y, a.x + t * dx * 0.999, a.y + t * dy * 0.999, reach, polygon)).toBe(false);
          expect(pointPolygonDistance(a.x + t * dx, a.y + t * dy, polygon)).toBeCloseTo(reach, 6);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('stops a base at the table edge', () => {
    expect(lastInsideTable(10, 10, 20, 0, 1, 24, 24)).toBeCloseTo(13 / 20, 12);
    expect(lastInsideTable(10, 10, -20, -40, 1, 24, 24)).toBeCloseTo(9 / 40, 12);
    expect(lastInsideTable(10, 10, 2, 0, 1, 24, 24)).toBe(1);
    expect(lastInsideTable(0.5, 10, 2, 0, 1, 24, 24)).toBe(0);
  });
});

describe('sight across terrain and bases', () => {
  const wood = { polygon: flatPolygon([{ x: 10, y: 0 }, { x: 20, y: 0 }, { x: 20, y: 10 }, { x: 10, y: 10 }]), effect: 'into' as const };
  const rock = { polygon: wood.polygon, effect: 'block' as const };

  it('sees into and out of a wood, not across it', () => {
    expect(areaCutsSight(0, 5, 30, 5, wood)).toBe(true);
    expect(areaCutsSight(0, 5, 15, 5, wood)).toBe(false);
    expect(areaCutsSight(15, 5, 30, 5, wood)).toBe(false);
    expect(areaCutsSight(0, 20, 30, 20, wood)).toBe(false);
  });

  it('sees neither into nor across a block', () => {
    expect(areaCutsSight(0, 5, 15, 5, rock)).toBe(true);
    expect(areaCutsSight(0, 5, 30, 5, rock)).toBe(true);
    expect(areaCutsSight(0, 20, 30, 20, rock)).toBe(false);
  });

  it('is cut by a base only where the line passes through it', () => {
    fc.assert(
      fc.property(point, point, point, fc.double({ min: 0.2, max: 3, noNaN: true }), (a, b, c, radius) => {
        const d = Math.sqrt(distanceToSegmentSquared(c.x, c.y, a.x, a.y, b.x, b.y));
        expect(discCutsSight(a.x, a.y, b.x, b.y, c.x, c.y, radius)).toBe(d < radius);
      }),
      { numRuns: 300 },
    );
  });
});

describe('templates over bases', () => {
  const teardrop = fc.record({
    ax: coord,
    ay: coord,
    ar: fc.double({ min: 0.1, max: 1, noNaN: true }),
    bx: coord,
    by: coord,
    br: fc.double({ min: 0.5, max: 3, noNaN: true }),
  });

  /** Distance to the hull of two circles, as the least distance to the circles in between. */
  function bruteTeardrop(t: Teardrop, x: number, y: number): number {
    let best = Infinity;
    for (let k = 0; k <= 4000; k++) {
      const s = k / 4000;
      best = Math.min(best, distance(x, y, t.ax + s * (t.bx - t.ax), t.ay + s * (t.by - t.ay)) - (t.ar + s * (t.br - t.ar)));
    }
    return best;
  }

  it('measures the flamer teardrop as the union of its circles', () => {
    fc.assert(
      fc.property(teardrop, point, (t, p) => {
        expect(Math.abs(teardropDistance(t, p.x, p.y) - bruteTeardrop(t, p.x, p.y))).toBeLessThan(0.03);
      }),
      { numRuns: 400 },
    );
  });

  it('covers a base when any part of it is under the template', () => {
    fc.assert(
      fc.property(teardrop, point, fc.double({ min: 0.2, max: 2, noNaN: true }), (t, p, radius) => {
        const brute = bruteTeardrop(t, p.x, p.y);
        fc.pre(Math.abs(brute - radius) > 0.05);
        expect(teardropCovers(t, p.x, p.y, radius)).toBe(brute < radius);
      }),
      { numRuns: 300 },
    );
    expect(blastCovers(0, 0, 1.5, 1.9, 0, 0.5)).toBe(true);
    expect(blastCovers(0, 0, 1.5, 2.1, 0, 0.5)).toBe(false);
  });

  it('lays the flamer from the rim of the firer toward the aim point', () => {
    const t = teardropToward(10, 10, 0.5, 10, 30, 0.25, 7, 1);
    expect(t).toEqual({ ax: 10, ay: 10.5, ar: 0.25, bx: 10, by: 17.5, br: 1 });
    expect(teardropToward(10, 10, 0.5, 10, 10, 0.25, 7, 1)).toBeNull();
  });
});
