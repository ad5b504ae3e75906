/**
 * Vehicle hulls and the times along a path where something may change, against brute force: every
 * exact answer is compared with one found by sampling finely (points of a hull, turns in small
 * steps of angle, times along a path), on random hulls, bases, star-shaped polygons and paths.
 * Angles appear in these tests only, to sample; the geometry itself never computes one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discSightTimes, polygonSightTimes, reachTimes, stretches } from './crossings';
import {
  discOverlapsArea,
  discOverlapsHull,
  drivenGround,
  hullAt,
  hullCorners,
  hullGap,
  hullPolygon,
  hullPolygonGap,
  polygonInFrontArc,
  hullRim,
  hullsOverlap,
  hullWithin,
  inFrontArc,
  pointHullDistance,
  turnHitsDisc,
  turnHitsPolygon,
  turnOf,
  turnWithin,
  type Hull,
} from './hull';
import { distance, flatPolygon, insidePolygon, pointPolygonDistance, polygonsMeet, segmentMeetsPolygon, type FlatPolygon } from './measure';
import { areaCutsSight, discCutsSight } from './sight';
import { teardropCoversHull, teardropDistance, type Teardrop } from './templates';

/**
 * A number spread evenly over [min, max): fast-check's own doubles favour the ends of their range
 * (0, the bounds), which would leave most turns with no angle at all.
 */
const between = (min: number, max: number) => fc.integer({ min: 0, max: 0x7fffffff }).map((k) => min + (max - min) * ((k * 0.6180339887498949) % 1));
const coord = between(-10, 30);
const point = fc.record({ x: coord, y: coord });
const heading = between(0, 2 * Math.PI);
const hull = fc
  .record({ x: between(0, 20), y: between(0, 20), angle: heading, halfLength: between(0.5, 4), halfWidth: between(0.3, 3) })
  .map(({ x, y, angle, halfLength, halfWidth }) => hullAt(x, y, Math.cos(angle), Math.sin(angle), halfLength, halfWidth));

/** A star-shaped polygon about (cx, cy) (often concave). */
const starPolygon = fc
  .record({ cx: between(0, 20), cy: between(0, 20), radii: fc.array(between(1, 8), { minLength: 3, maxLength: 9 }) })
  .map(({ cx, cy, radii }) => flatPolygon(radii.map((r, i) => ({ x: cx + r * Math.cos((2 * Math.PI * i) / radii.length), y: cy + r * Math.sin((2 * Math.PI * i) / radii.length) }))));

/** Points of a hull's outline, `steps` per side. */
function outline(h: Hull, steps = 200): [number, number][] {
  const c = hullCorners(h);
  const out: [number, number][] = [];
  for (let k = 0; k < 8; k += 2) {
    const ax = c[k] as number;
    const ay = c[k + 1] as number;
    const bx = c[(k + 2) % 8] as number;
    const by = c[(k + 3) % 8] as number;
    for (let s = 0; s < steps; s++) out.push([ax + ((bx - ax) * s) / steps, ay + ((by - ay) * s) / steps]);
  }
  return out;
}

const grown = (h: Hull, by: number): Hull => ({ ...h, halfLength: h.halfLength + by, halfWidth: h.halfWidth + by });
const turned = (h: Hull, angle: number): Hull => ({ ...h, ux: Math.cos(angle), uy: Math.sin(angle) });

/** The hull turned from its facing to the angle `to`, the shorter way (toward its left for a half turn), in small steps. */
function turnSteps(h: Hull, to: number, steps = 1500): Hull[] {
  const from = Math.atan2(h.uy, h.ux);
  let delta = to - from;
  while (delta > Math.PI) delta -= 2 * Math.PI;
  while (delta <= -Math.PI) delta += 2 * Math.PI;
  if (Math.abs(Math.abs(delta) - Math.PI) < 1e-12) delta = Math.PI;
  return Array.from({ length: steps + 1 }, (_, k) => turned(h, from + (delta * k) / steps));
}

describe('hulls', () => {
  it('measures from a point to a hull as sampling its outline does', () => {
    fc.assert(
      fc.property(hull, point, (h, p) => {
        const inside = insidePolygon(p.x, p.y, hullPolygon(h));
        const brute = inside ? 0 : Math.min(...outline(h).map(([x, y]) => distance(x, y, p.x, p.y)));
        expect(Math.abs(pointHullDistance(h, p.x, p.y) - brute)).toBeLessThan(0.03);
      }),
      { numRuns: 300 },
    );
  });

  it('finds two hulls overlapping, and the gap between them, as sampling does', () => {
    fc.assert(
      fc.property(hull, hull, (a, b) => {
        const brute = Math.min(...outline(a).map(([x, y]) => pointHullDistance(b, x, y)), ...outline(b).map(([x, y]) => pointHullDistance(a, x, y)));
        expect(Math.abs(hullGap(a, b) - brute)).toBeLessThan(0.03);
        if (brute > 0.03) expect(hullsOverlap(a, b)).toBe(false);
        // A point of one outline well inside the other: they overlap.
        const deep = (p: Hull, q: Hull) => outline(p).some(([x, y]) => pointHullDistance(grown(q, -0.01), x, y) === 0);
        if (deep(a, b) || deep(b, a)) expect(hullsOverlap(a, b)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reaches the rim along any direction', () => {
    fc.assert(
      fc.property(hull, heading, (h, angle) => {
        const dx = Math.cos(angle);
        const dy = Math.sin(angle);
        const rim = hullRim(h, dx, dy);
        expect(pointHullDistance(h, h.x + dx * rim * 0.999, h.y + dy * rim * 0.999)).toBe(0);
        expect(pointHullDistance(h, h.x + dx * rim * 1.001, h.y + dy * rim * 1.001)).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('puts a base in the front arc when some part of it is, as sampling the base does', () => {
    fc.assert(
      fc.property(hull, point, between(0.2, 2), fc.constantFrom(0, 1), (h, p, radius, cot) => {
        const half = cot === 1 ? Math.PI / 4 : Math.PI / 2;
        const facing = Math.atan2(h.uy, h.ux);
        const offBy = (x: number, y: number) => {
          let off = Math.atan2(y - h.y, x - h.x) - facing;
          while (off > Math.PI) off -= 2 * Math.PI;
          while (off < -Math.PI) off += 2 * Math.PI;
          return Math.abs(off);
        };
        // Points of the base (rings of it), the most inside the arc and the least.
        let best = Infinity;
        for (let ring = 0; ring <= 20; ring++) {
          for (let k = 0; k < 360; k++) {
            const r = (radius * ring) / 20;
            best = Math.min(best, offBy(p.x + r * Math.cos((k * Math.PI) / 180), p.y + r * Math.sin((k * Math.PI) / 180)));
          }
        }
        fc.pre(Math.abs(best - half) > 0.03 && distance(p.x, p.y, h.x, h.y) > radius + 0.05);
        expect(inFrontArc(h, cot, p.x, p.y, radius)).toBe(best <= half);
      }),
      { numRuns: 300 },
    );
  });

  it('puts a hull in the front arc when some part of it is, as sampling the other hull does', () => {
    fc.assert(
      fc.property(hull, hull, fc.constantFrom(0, 1), (h, other, cot) => {
        const half = cot === 1 ? Math.PI / 4 : Math.PI / 2;
        const facing = Math.atan2(h.uy, h.ux);
        const offBy = (x: number, y: number) => {
          let off = Math.atan2(y - h.y, x - h.x) - facing;
          while (off > Math.PI) off -= 2 * Math.PI;
          while (off < -Math.PI) off += 2 * Math.PI;
          return Math.abs(off);
        };
        // Points of the other hull: its outline and lines across it.
        const points = [...outline(other, 150), ...outline({ ...other, halfWidth: 0 }, 150), ...outline({ ...other, halfLength: 0 }, 150)];
        const best = Math.min(...points.map(([x, y]) => offBy(x, y)));
        fc.pre(Math.abs(best - half) > 0.02 && pointHullDistance(other, h.x, h.y) > 0.05);
        expect(polygonInFrontArc(h, cot, hullPolygon(other))).toBe(best <= half);
      }),
      { numRuns: 300 },
    );
  });

  it('puts in the front arc a bar lying across it with both its ends outside', () => {
    fc.assert(
      fc.property(hull, between(1, 15), between(0.02, 2), between(-0.1, 0.1), between(-1, 1), (h, ahead, extra, tilt, shift) => {
        // A thin bar `ahead` in front of the hull, across the 90° arc, longer than the arc is wide there.
        const angle = Math.atan2(h.uy, h.ux) + Math.PI / 2 + tilt;
        const bar = hullAt(h.x + ahead * h.ux + shift * ahead * 0.1 * -h.uy, h.y + ahead * h.uy + shift * ahead * 0.1 * h.ux, Math.cos(angle), Math.sin(angle), ahead * 1.3 + extra, 0.01);
        const corners = hullCorners(bar);
        const inside = [0, 2, 4, 6].some((i) => {
          const rx = (corners[i] as number) - h.x;
          const ry = (corners[i + 1] as number) - h.y;
          return rx * h.ux + ry * h.uy >= Math.abs(-rx * h.uy + ry * h.ux);
        });
        fc.pre(!inside);
        expect(polygonInFrontArc(h, 1, hullPolygon(bar))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('measures the gap between a hull and a polygon, concave ones included, as sampling does', () => {
    fc.assert(
      fc.property(hull, starPolygon, (h, polygon) => {
        const brute = polygonsMeet(hullPolygon(h), polygon) ? 0 : Math.min(...outline(h).map(([x, y]) => pointPolygonDistance(x, y, polygon)));
        expect(Math.abs(hullPolygonGap(h, polygon) - brute)).toBeLessThan(0.03);
      }),
      { numRuns: 300 },
    );
  });

  it('sweeps the ground of a straight drive as the hull at every step of it', () => {
    fc.assert(
      fc.property(hull, point, point, between(0.2, 2), (h, d, c, radius) => {
        const dx = d.x - 10;
        const dy = d.y - 10;
        const at = (s: number, by: number) => ({ ...grown(h, by), x: h.x + s * dx, y: h.y + s * dy });
        const hit = (by: number) => Array.from({ length: 801 }, (_, k) => k / 800).some((s) => discOverlapsHull(at(s, by), c.x, c.y, radius));
        const ground = drivenGround(h, dx, dy);
        if (hit(-0.02)) expect(discOverlapsArea(ground, c.x, c.y, radius)).toBe(true);
        if (!hit(0.02)) expect(discOverlapsArea(ground, c.x, c.y, radius)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('sweeps a turn on the spot past a base as the hull at every step of the turn', () => {
    fc.assert(
      fc.property(hull, heading, point, between(0.2, 2), (h, to, c, radius) => {
        const turn = turnOf(h, Math.cos(to), Math.sin(to));
        const hit = (by: number) => turnSteps(grown(h, by), to).some((step) => discOverlapsHull(step, c.x, c.y, radius));
        if (hit(-0.02)) expect(turnHitsDisc(turn, c.x, c.y, radius)).toBe(true);
        if (!hit(0.02)) expect(turnHitsDisc(turn, c.x, c.y, radius)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('sweeps a turn on the spot past bases standing by the circle of its corners, where only the corners reach', () => {
    // Bases about the circle through the corners: the sweep of the corners decides.
    const nearRim = fc.record({ angle: heading, off: between(-0.9, 0.9), radius: between(0.1, 0.6) });
    fc.assert(
      fc.property(hull, heading, nearRim, (h, to, { angle, off, radius }) => {
        const reach = Math.sqrt(h.halfLength * h.halfLength + h.halfWidth * h.halfWidth) + off * radius;
        const c = { x: h.x + reach * Math.cos(angle), y: h.y + reach * Math.sin(angle) };
        const turn = turnOf(h, Math.cos(to), Math.sin(to));
        const hit = (by: number) => turnSteps(grown(h, by), to, 3000).some((step) => discOverlapsHull(step, c.x, c.y, radius));
        if (hit(-0.01)) expect(turnHitsDisc(turn, c.x, c.y, radius)).toBe(true);
        if (!hit(0.01)) expect(turnHitsDisc(turn, c.x, c.y, radius)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('sweeps a turn on the spot into small triangles by the circle of its corners, where only the arcs reach', () => {
    const nearRim = fc.record({ angle: heading, off: between(-0.3, 0.3), size: between(0.05, 0.4), spin: heading });
    fc.assert(
      fc.property(hull, heading, nearRim, (h, to, { angle, off, size, spin }) => {
        const reach = Math.sqrt(h.halfLength * h.halfLength + h.halfWidth * h.halfWidth) + off;
        const cx = h.x + reach * Math.cos(angle);
        const cy = h.y + reach * Math.sin(angle);
        const triangle = flatPolygon([0, 1, 2].map((k) => ({ x: cx + size * Math.cos(spin + (2 * Math.PI * k) / 3), y: cy + size * Math.sin(spin + (2 * Math.PI * k) / 3) })));
        const turn = turnOf(h, Math.cos(to), Math.sin(to));
        const hit = (by: number) => turnSteps(grown(h, by), to, 3000).some((step) => polygonsMeet(hullPolygon(step), triangle));
        if (hit(-0.01)) expect(turnHitsPolygon(turn, triangle)).toBe(true);
        if (!hit(0.01)) expect(turnHitsPolygon(turn, triangle)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('sweeps a turn on the spot into bars across the circle of its corners, whose ends stay outside it', () => {
    const chord = fc.record({ angle: heading, off: between(-0.3, 0), beyond: between(0.02, 0.5), tilt: between(-0.05, 0.05) });
    fc.assert(
      fc.property(hull, heading, chord, (h, to, { angle, off, beyond, tilt }) => {
        const circle = Math.sqrt(h.halfLength * h.halfLength + h.halfWidth * h.halfWidth);
        const reach = Math.max(0.1, circle + off);
        // Long enough for both ends to stand outside the circle.
        const length = 2 * (Math.sqrt(Math.max(0, circle * circle - reach * reach)) + beyond);
        const cx = h.x + reach * Math.cos(angle);
        const cy = h.y + reach * Math.sin(angle);
        const bar = hullPolygon(hullAt(cx, cy, -Math.sin(angle + tilt), Math.cos(angle + tilt), length / 2, 0.01));
        const turn = turnOf(h, Math.cos(to), Math.sin(to));
        const hit = (by: number) => turnSteps(grown(h, by), to, 3000).some((step) => polygonsMeet(hullPolygon(step), bar));
        if (hit(-0.01)) expect(turnHitsPolygon(turn, bar)).toBe(true);
        if (!hit(0.01)) expect(turnHitsPolygon(turn, bar)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('sweeps a turn on the spot into a polygon, concave ones included, as the hull at every step of the turn', () => {
    fc.assert(
      fc.property(hull, heading, starPolygon, (h, to, polygon) => {
        const turn = turnOf(h, Math.cos(to), Math.sin(to));
        const hit = (by: number) => turnSteps(grown(h, by), to, 600).some((step) => polygonsMeet(hullPolygon(step), polygon));
        if (hit(-0.03)) expect(turnHitsPolygon(turn, polygon)).toBe(true);
        if (!hit(0.03)) expect(turnHitsPolygon(turn, polygon)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a turn on the table only where every step of it stays on', () => {
    fc.assert(
      fc.property(hull, heading, (h, to) => {
        const within = (by: number) => turnSteps(grown(h, by), to, 720).every((step) => hullWithin(step, 24, 24, 0));
        const turn = turnOf(h, Math.cos(to), Math.sin(to));
        if (within(0.03)) expect(turnWithin(turn, 24, 24)).toBe(true);
        if (!within(-0.03)) expect(turnWithin(turn, 24, 24)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('lays a flamer over a hull when any part of the hull is under it', () => {
    const teardrop = fc.record({ ax: coord, ay: coord, ar: between(0.1, 1), bx: coord, by: coord, br: between(0.5, 3) });
    fc.assert(
      fc.property(teardrop, hull, (t: Teardrop, h) => {
        const covered = (by: number) => {
          const g = grown(h, by);
          if (teardropDistance(t, g.x, g.y) < 0) return true;
          return outline(g, 100).some(([x, y]) => teardropDistance(t, x, y) < 0);
        };
        if (covered(-0.03)) expect(teardropCoversHull(t, h)).toBe(true);
        if (!covered(0.03)) expect(teardropCoversHull(t, h)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('times along a path where something may change', () => {
  /** Asks `holds` at points inside each stretch between the times: it must give one answer per stretch. */
  function constantOnStretches(times: number[], holds: (t: number) => boolean): void {
    const cuts = stretches(times);
    for (let i = 0; i + 1 < cuts.length; i++) {
      const a = cuts[i] as number;
      const b = cuts[i + 1] as number;
      const span = b - a;
      if (span < 1e-6) continue;
      const first = holds(a + span * 1e-4);
      for (let k = 1; k < 12; k++) expect(holds(a + (span * k) / 12), `stretch ${a}..${b} at ${k}/12`).toBe(first);
    }
  }

  /** Distance between convex shapes given by corners (flat), a single point being a shape of one corner. */
  function shapeDistance(a: readonly number[], b: readonly number[]): number {
    const polygon = (xy: readonly number[]): FlatPolygon => flatPolygon(Array.from({ length: xy.length / 2 }, (_, i) => ({ x: xy[2 * i] as number, y: xy[2 * i + 1] as number })));
    const toShape = (x: number, y: number, xy: readonly number[]) => (xy.length === 2 ? distance(x, y, xy[0] as number, xy[1] as number) : pointPolygonDistance(x, y, polygon(xy)));
    if (a.length > 2 && b.length > 2 && polygonsMeet(polygon(a), polygon(b))) return 0;
    let best = Infinity;
    for (let i = 0; i < a.length; i += 2) best = Math.min(best, toShape(a[i] as number, a[i + 1] as number, b));
    for (let i = 0; i < b.length; i += 2) best = Math.min(best, toShape(b[i] as number, b[i + 1] as number, a));
    return best;
  }

  const shape = fc.oneof(hull.map((h) => hullCorners(h)), point.map((p) => [p.x, p.y]));

  it('finds every time a moving shape comes to or leaves a distance from a standing one', () => {
    fc.assert(
      fc.property(shape, shape, point, between(0, 6), (moving, standing, d, reach) => {
        const dx = d.x - 10;
        const dy = d.y - 10;
        const times: number[] = [];
        reachTimes(moving, dx, dy, standing, reach, times);
        constantOnStretches(times, (t) => shapeDistance(moving.map((v, i) => v + t * (i % 2 === 0 ? dx : dy)), standing) <= reach);
      }),
      { numRuns: 400 },
    );
  });

  it('finds every time a line to a moving point starts or stops meeting a polygon, concave ones included, or a wood it enters', () => {
    fc.assert(
      fc.property(point, point, point, starPolygon, (o, a, b, polygon) => {
        const times: number[] = [];
        polygonSightTimes(o.x, o.y, a.x, a.y, b.x - a.x, b.y - a.y, polygon, times);
        const at = (t: number): [number, number] => [a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)];
        constantOnStretches(times, (t) => segmentMeetsPolygon(o.x, o.y, ...at(t), polygon));
        constantOnStretches(times, (t) => areaCutsSight(o.x, o.y, ...at(t), { polygon, effect: 'into' }));
      }),
      { numRuns: 400 },
    );
  });

  it('finds every time a line to a moving point starts or stops passing a base', () => {
    fc.assert(
      fc.property(point, point, point, point, between(0.2, 3), (o, a, b, c, radius) => {
        const times: number[] = [];
        discSightTimes(o.x, o.y, a.x, a.y, b.x - a.x, b.y - a.y, c.x, c.y, radius, times);
        constantOnStretches(times, (t) => discCutsSight(o.x, o.y, a.x + t * (b.x - a.x), a.y + t * (b.y - a.y), c.x, c.y, radius));
      }),
      { numRuns: 400 },
    );
  });
});
