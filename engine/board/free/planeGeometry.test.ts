import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../types';
import { distancePointToSegment, pointInPolygon, segmentIntersectsCircle, segmentIntersectsPolygon, segmentsIntersect } from './planeGeometry';

const square: Point[] = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 10 },
  { x: 0, y: 10 },
];
// A "C" shape open to the right, to catch convexity assumptions.
const cShape: Point[] = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 3 },
  { x: 3, y: 3 },
  { x: 3, y: 7 },
  { x: 10, y: 7 },
  { x: 10, y: 10 },
  { x: 0, y: 10 },
];
const coord = fc.integer({ min: -20, max: 30 });
const pointArb = fc.record({ x: coord, y: coord });

describe('plane geometry', () => {
  it('finds points in polygons, outline included', () => {
    expect(pointInPolygon({ x: 5, y: 5 }, square)).toBe(true);
    expect(pointInPolygon({ x: 10, y: 5 }, square)).toBe(true);
    expect(pointInPolygon({ x: 0, y: 0 }, square)).toBe(true);
    expect(pointInPolygon({ x: 10.01, y: 5 }, square)).toBe(false);
    expect(pointInPolygon({ x: 5, y: 5 }, cShape)).toBe(false);
    expect(pointInPolygon({ x: 1, y: 5 }, cShape)).toBe(true);
    expect(pointInPolygon({ x: 1, y: 5 }, [])).toBe(false);
  });

  it('agrees with the rectangle test for axis-aligned rectangles', () => {
    fc.assert(
      fc.property(pointArb, (p) => {
        const inside = p.x >= 0 && p.x <= 10 && p.y >= 0 && p.y <= 10;
        expect(pointInPolygon(p, square)).toBe(inside);
      }),
      { numRuns: 300 },
    );
  });

  it('intersects segments symmetrically, touching included', () => {
    fc.assert(
      fc.property(pointArb, pointArb, pointArb, pointArb, (a, b, c, d) => {
        const hit = segmentsIntersect(a, b, c, d);
        expect(segmentsIntersect(c, d, a, b)).toBe(hit);
        expect(segmentsIntersect(b, a, d, c)).toBe(hit);
      }),
      { numRuns: 300 },
    );
    expect(segmentsIntersect({ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }, { x: 10, y: 0 })).toBe(true);
    expect(segmentsIntersect({ x: 0, y: 0 }, { x: 5, y: 5 }, { x: 5, y: 5 }, { x: 10, y: 0 })).toBe(true);
    expect(segmentsIntersect({ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 5, y: 0 }, { x: 9, y: 0 })).toBe(false);
    expect(segmentsIntersect({ x: 0, y: 0 }, { x: 6, y: 0 }, { x: 5, y: 0 }, { x: 9, y: 0 })).toBe(true);
  });

  it('intersects a segment with a polygon when it crosses, touches or lies inside it', () => {
    expect(segmentIntersectsPolygon({ x: -5, y: 5 }, { x: 15, y: 5 }, square)).toBe(true);
    expect(segmentIntersectsPolygon({ x: 2, y: 2 }, { x: 3, y: 3 }, square)).toBe(true);
    expect(segmentIntersectsPolygon({ x: -5, y: -1 }, { x: 15, y: -1 }, square)).toBe(false);
    expect(segmentIntersectsPolygon({ x: -5, y: 0 }, { x: -1, y: 0 }, square)).toBe(false);
    // Through the mouth of the C without touching it.
    expect(segmentIntersectsPolygon({ x: 5, y: 5 }, { x: 15, y: 5 }, cShape)).toBe(false);
    fc.assert(
      fc.property(pointArb, pointArb, (a, b) => {
        const hit = segmentIntersectsPolygon(a, b, cShape);
        if (pointInPolygon(a, cShape) || pointInPolygon(b, cShape)) expect(hit).toBe(true);
        expect(segmentIntersectsPolygon(b, a, cShape)).toBe(hit);
      }),
      { numRuns: 300 },
    );
  });

  it('measures the distance to a segment and intersects circles', () => {
    expect(distancePointToSegment({ x: 5, y: 3 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(3);
    expect(distancePointToSegment({ x: 13, y: 4 }, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(5);
    expect(distancePointToSegment({ x: 1, y: 1 }, { x: 1, y: 1 }, { x: 1, y: 1 })).toBe(0);
    expect(segmentIntersectsCircle({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 5, y: 1 }, 1)).toBe(true);
    expect(segmentIntersectsCircle({ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 5, y: 1.01 }, 1)).toBe(false);
  });
});
