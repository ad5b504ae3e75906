import type { Point, Polygon } from '../types';

/*
 * Continuous-table predicates. Touching counts: a point on a polygon's outline is inside it, and a
 * segment that meets an outline or a base's rim at a single point intersects it. Units are
 * whatever the caller uses, consistently.
 */

function cross(ox: number, oy: number, ax: number, ay: number, bx: number, by: number): number {
  return (ax - ox) * (by - oy) - (ay - oy) * (bx - ox);
}

function onSegment(p: Point, a: Point, b: Point): boolean {
  return (
    cross(a.x, a.y, b.x, b.y, p.x, p.y) === 0 &&
    Math.min(a.x, b.x) <= p.x &&
    p.x <= Math.max(a.x, b.x) &&
    Math.min(a.y, b.y) <= p.y &&
    p.y <= Math.max(a.y, b.y)
  );
}

/** Whether segments a-b and c-d share at least one point. */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = Math.sign(cross(c.x, c.y, d.x, d.y, a.x, a.y));
  const d2 = Math.sign(cross(c.x, c.y, d.x, d.y, b.x, b.y));
  const d3 = Math.sign(cross(a.x, a.y, b.x, b.y, c.x, c.y));
  const d4 = Math.sign(cross(a.x, a.y, b.x, b.y, d.x, d.y));
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (
    (d1 === 0 && onSegment(a, c, d)) ||
    (d2 === 0 && onSegment(b, c, d)) ||
    (d3 === 0 && onSegment(c, a, b)) ||
    (d4 === 0 && onSegment(d, a, b))
  );
}

/** Point in a simple polygon (even-odd rule), outline included. */
export function pointInPolygon(p: Point, polygon: Polygon): boolean {
  const n = polygon.length;
  if (n === 0) return false;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (onSegment(p, a, b)) return true;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Whether the segment a-b meets the polygon: crosses or touches its outline, or lies inside it. */
export function segmentIntersectsPolygon(a: Point, b: Point, polygon: Polygon): boolean {
  const n = polygon.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    if (segmentsIntersect(a, b, polygon[j]!, polygon[i]!)) return true;
  }
  return pointInPolygon(a, polygon);
}

export function distancePointToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
}

/** Whether the segment a-b meets the closed disc of given centre and radius. */
export function segmentIntersectsCircle(a: Point, b: Point, centre: Point, radius: number): boolean {
  return distancePointToSegment(centre, a, b) <= radius;
}
