/*
 * Measuring on a free table with plain numbers: distances between points, segments, round bases
 * and polygons (concave ones too). Only arithmetic and `Math.sqrt` (correctly rounded by IEEE 754),
 * never `Math.hypot` or trigonometry, whose last bits differ between JavaScript engines: rules that
 * replay by hash measure with these. Polygons are flat coordinate lists `[x0, y0, x1, y1, ...]`
 * with their bounding box (`flatPolygon`), closed implicitly. Units are the caller's.
 */
import { distanceToSegmentSquared } from '../planar';

/** A polygon as a flat list of coordinates, with its bounding box for quick rejection. */
export interface FlatPolygon {
  readonly xy: readonly number[];
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export function flatPolygon(points: readonly { readonly x: number; readonly y: number }[]): FlatPolygon {
  const xy: number[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    xy.push(p.x, p.y);
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { xy, minX, minY, maxX, maxY };
}

export function distance(ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  return Math.sqrt(dx * dx + dy * dy);
}

/** Gap between the rims of two round bases (centre, radius); negative when they overlap. */
export function baseGap(ax: number, ay: number, ar: number, bx: number, by: number, br: number): number {
  return distance(ax, ay, bx, by) - ar - br;
}

function orientation(ox: number, oy: number, ax: number, ay: number, bx: number, by: number): number {
  const cross = (ax - ox) * (by - oy) - (ay - oy) * (bx - ox);
  return cross > 0 ? 1 : cross < 0 ? -1 : 0;
}

function within(p: number, a: number, b: number): boolean {
  return a < b ? a <= p && p <= b : b <= p && p <= a;
}

/** Whether segments a-b and c-d share a point (touching counts). */
export function segmentsMeet(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): boolean {
  const d1 = orientation(cx, cy, dx, dy, ax, ay);
  const d2 = orientation(cx, cy, dx, dy, bx, by);
  const d3 = orientation(ax, ay, bx, by, cx, cy);
  const d4 = orientation(ax, ay, bx, by, dx, dy);
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (
    (d1 === 0 && within(ax, cx, dx) && within(ay, cy, dy)) ||
    (d2 === 0 && within(bx, cx, dx) && within(by, cy, dy)) ||
    (d3 === 0 && within(cx, ax, bx) && within(cy, ay, by)) ||
    (d4 === 0 && within(dx, ax, bx) && within(dy, ay, by))
  );
}

/** Squared distance between the segments a-b and c-d (0 when they meet). */
export function segmentSegmentDistanceSquared(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): number {
  if (segmentsMeet(ax, ay, bx, by, cx, cy, dx, dy)) return 0;
  return Math.min(
    distanceToSegmentSquared(ax, ay, cx, cy, dx, dy),
    distanceToSegmentSquared(bx, by, cx, cy, dx, dy),
    distanceToSegmentSquared(cx, cy, ax, ay, bx, by),
    distanceToSegmentSquared(dx, dy, ax, ay, bx, by),
  );
}

/** Point in polygon by the even-odd rule, outline excluded or included as it falls (use distances for tolerance). */
export function insidePolygon(px: number, py: number, polygon: FlatPolygon): boolean {
  if (px < polygon.minX || px > polygon.maxX || py < polygon.minY || py > polygon.maxY) return false;
  const xy = polygon.xy;
  const n = xy.length;
  let inside = false;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const ax = xy[i] as number;
    const ay = xy[i + 1] as number;
    const bx = xy[j] as number;
    const by = xy[j + 1] as number;
    if (ay > py !== by > py && px < ((bx - ax) * (py - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside;
}

/** Squared distance from a point to a polygon's outline. */
export function pointOutlineDistanceSquared(px: number, py: number, polygon: FlatPolygon): number {
  const xy = polygon.xy;
  const n = xy.length;
  let best = Infinity;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const d = distanceToSegmentSquared(px, py, xy[j] as number, xy[j + 1] as number, xy[i] as number, xy[i + 1] as number);
    if (d < best) best = d;
  }
  return best;
}

/** Distance from a point to a polygon's area: 0 inside, else to the nearest point of its outline. */
export function pointPolygonDistance(px: number, py: number, polygon: FlatPolygon): number {
  if (insidePolygon(px, py, polygon)) return 0;
  return Math.sqrt(pointOutlineDistanceSquared(px, py, polygon));
}

/** Squared distance from a point to a bounding box (0 inside it). */
export function boxDistanceSquared(px: number, py: number, polygon: FlatPolygon): number {
  const dx = px < polygon.minX ? polygon.minX - px : px > polygon.maxX ? px - polygon.maxX : 0;
  const dy = py < polygon.minY ? polygon.minY - py : py > polygon.maxY ? py - polygon.maxY : 0;
  return dx * dx + dy * dy;
}

/**
 * Whether any point of the polygon's area lies within `radius` of the point (a base next to a
 * piece of terrain, a template's circle over it). The bounding box rejects far polygons first.
 */
export function polygonWithinRadius(px: number, py: number, radius: number, polygon: FlatPolygon): boolean {
  const r2 = radius * radius;
  if (boxDistanceSquared(px, py, polygon) > r2) return false;
  return insidePolygon(px, py, polygon) || pointOutlineDistanceSquared(px, py, polygon) <= r2;
}

/** Whether the segment a-b meets the polygon's outline or lies inside it (touching counts). */
export function segmentMeetsPolygon(ax: number, ay: number, bx: number, by: number, polygon: FlatPolygon): boolean {
  if (Math.max(ax, bx) < polygon.minX || Math.min(ax, bx) > polygon.maxX || Math.max(ay, by) < polygon.minY || Math.min(ay, by) > polygon.maxY) return false;
  const xy = polygon.xy;
  const n = xy.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    if (segmentsMeet(ax, ay, bx, by, xy[j] as number, xy[j + 1] as number, xy[i] as number, xy[i + 1] as number)) return true;
  }
  return insidePolygon(ax, ay, polygon);
}

/** Whether two polygons' areas share a point (touching counts): an edge of one meets the other's outline, or one lies inside the other. */
export function polygonsMeet(a: FlatPolygon, b: FlatPolygon): boolean {
  if (a.maxX < b.minX || a.minX > b.maxX || a.maxY < b.minY || a.minY > b.maxY) return false;
  const xy = a.xy;
  const n = xy.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    if (segmentMeetsPolygon(xy[j] as number, xy[j + 1] as number, xy[i] as number, xy[i + 1] as number, b)) return true;
  }
  return insidePolygon(b.xy[0] as number, b.xy[1] as number, a);
}

/** Distance from the segment a-b to the polygon's area (0 when it meets it). */
export function segmentPolygonDistance(ax: number, ay: number, bx: number, by: number, polygon: FlatPolygon): number {
  if (insidePolygon(ax, ay, polygon)) return 0;
  const xy = polygon.xy;
  const n = xy.length;
  let best = Infinity;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const d = segmentSegmentDistanceSquared(ax, ay, bx, by, xy[j] as number, xy[j + 1] as number, xy[i] as number, xy[i + 1] as number);
    if (d < best) best = d;
    if (best === 0) return 0;
  }
  return Math.sqrt(best);
}

/**
 * Whether a round base swept from a to b (a capsule of radius `radius`) comes closer than `radius`
 * to the polygon's area, i.e. overlaps it somewhere along the way.
 */
export function sweptBaseHitsPolygon(ax: number, ay: number, bx: number, by: number, radius: number, polygon: FlatPolygon): boolean {
  if (Math.max(ax, bx) + radius < polygon.minX || Math.min(ax, bx) - radius > polygon.maxX || Math.max(ay, by) + radius < polygon.minY || Math.min(ay, by) - radius > polygon.maxY) return false;
  return segmentPolygonDistance(ax, ay, bx, by, polygon) < radius;
}

/** Whether a round base swept from a to b comes within `reach` of the point c (another base's centre, reach the sum of radii). */
export function sweptBaseHitsDisc(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, reach: number): boolean {
  return distanceToSegmentSquared(cx, cy, ax, ay, bx, by) < reach * reach;
}
