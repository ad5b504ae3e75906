/*
 * A round base moving in a straight line: where along its path it first touches another base, a
 * wall of terrain or a zone. The path is p(t) = a + t·d for t from 0 to 1; every function returns
 * the smallest such t in [0, 1] at which the moving centre comes within the given reach, 0 when it
 * starts within it, and Infinity when it never does. Arithmetic and `Math.sqrt` only.
 */
import { type FlatPolygon, insidePolygon, pointOutlineDistanceSquared } from './measure';

/** First t at which the centre comes within `reach` of the point c (a base of radius reach − r). */
export function firstContactWithDisc(ax: number, ay: number, dx: number, dy: number, cx: number, cy: number, reach: number): number {
  const fx = ax - cx;
  const fy = ay - cy;
  return firstContactFromOffset(fx, fy, fx * fx + fy * fy - reach * reach, dx, dy);
}

/**
 * `firstContactWithDisc` from the start's offset to the point (fx, fy) = a − c and its clearance
 * c = |f|² − reach²: worked out once for a start and a point, then tried along many directions.
 */
export function firstContactFromOffset(fx: number, fy: number, c: number, dx: number, dy: number): number {
  if (c <= 0) return 0;
  const a = dx * dx + dy * dy;
  if (a === 0) return Infinity;
  const b = fx * dx + fy * dy;
  if (b >= 0) return Infinity; // moving away, or along a tangent from outside
  const discriminant = b * b - a * c;
  if (discriminant < 0) return Infinity;
  const t = (-b - Math.sqrt(discriminant)) / a;
  return t <= 1 ? (t < 0 ? 0 : t) : Infinity;
}

/** First t at which the centre comes within `reach` of the segment c-e (a wall of that thickness). */
export function firstContactWithSegment(ax: number, ay: number, dx: number, dy: number, cx: number, cy: number, ex: number, ey: number, reach: number): number {
  let best = Math.min(firstContactWithDisc(ax, ay, dx, dy, cx, cy, reach), firstContactWithDisc(ax, ay, dx, dy, ex, ey, reach));
  if (best === 0) return 0;
  const sx = ex - cx;
  const sy = ey - cy;
  const lengthSquared = sx * sx + sy * sy;
  if (lengthSquared === 0) return best;
  const length = Math.sqrt(lengthSquared);
  // Signed distance to the segment's line along its unit normal, now and per unit of t.
  const s0 = ((ax - cx) * -sy + (ay - cy) * sx) / length;
  const ds = (dx * -sy + dy * sx) / length;
  let t = Infinity;
  if (s0 > reach && ds < 0) t = (reach - s0) / ds;
  else if (s0 < -reach && ds > 0) t = (-reach - s0) / ds;
  else if (s0 >= -reach && s0 <= reach) {
    // Already within the band of the line: inside the strip now, or it enters through a cap.
    const u0 = ((ax - cx) * sx + (ay - cy) * sy) / lengthSquared;
    if (u0 >= 0 && u0 <= 1) return 0;
  }
  if (t <= 1) {
    const u = ((ax + t * dx - cx) * sx + (ay + t * dy - cy) * sy) / lengthSquared;
    if (u >= 0 && u <= 1 && t < best) best = t;
  }
  return best;
}

/** First t at which the centre comes within `reach` of the polygon's area (0 when it starts inside or within reach). */
export function firstContactWithPolygon(ax: number, ay: number, dx: number, dy: number, reach: number, polygon: FlatPolygon): number {
  const bx = ax + dx;
  const by = ay + dy;
  if (Math.max(ax, bx) + reach < polygon.minX || Math.min(ax, bx) - reach > polygon.maxX || Math.max(ay, by) + reach < polygon.minY || Math.min(ay, by) - reach > polygon.maxY) return Infinity;
  if (insidePolygon(ax, ay, polygon) || pointOutlineDistanceSquared(ax, ay, polygon) <= reach * reach) return 0;
  return firstContactWithOutline(ax, ay, dx, dy, reach, polygon);
}

/**
 * First t at which the centre comes within `reach` of the polygon's outline, for a centre known to
 * start outside the polygon and farther than `reach` from it (then the outline is met first).
 */
export function firstContactWithOutline(ax: number, ay: number, dx: number, dy: number, reach: number, polygon: FlatPolygon): number {
  const bx = ax + dx;
  const by = ay + dy;
  if (Math.max(ax, bx) + reach < polygon.minX || Math.min(ax, bx) - reach > polygon.maxX || Math.max(ay, by) + reach < polygon.minY || Math.min(ay, by) - reach > polygon.maxY) return Infinity;
  const xy = polygon.xy;
  const n = xy.length;
  // The path's box grown by the reach and one unit more: a side wholly outside it is surely never
  // met (the slack is far above rounding), and skipping it saves most of the work.
  const loX = Math.min(ax, bx) - reach - 1;
  const hiX = Math.max(ax, bx) + reach + 1;
  const loY = Math.min(ay, by) - reach - 1;
  const hiY = Math.max(ay, by) + reach + 1;
  let best = Infinity;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const cx = xy[j] as number;
    const cy = xy[j + 1] as number;
    const ex = xy[i] as number;
    const ey = xy[i + 1] as number;
    if ((cx < loX && ex < loX) || (cx > hiX && ex > hiX) || (cy < loY && ey < loY) || (cy > hiY && ey > hiY)) continue;
    const t = firstContactWithSegment(ax, ay, dx, dy, cx, cy, ex, ey, reach);
    if (t < best) best = t;
  }
  return best;
}

/**
 * How far a base of radius `radius` may go from a along the direction d before it would leave the
 * rectangle [0, width] × [0, height]: the largest t in [0, 1] (0 when it is already outside).
 */
export function lastInsideTable(ax: number, ay: number, dx: number, dy: number, radius: number, width: number, height: number): number {
  let t = 1;
  if (ax < radius || ax > width - radius || ay < radius || ay > height - radius) return 0;
  if (dx > 0) t = Math.min(t, (width - radius - ax) / dx);
  else if (dx < 0) t = Math.min(t, (radius - ax) / dx);
  if (dy > 0) t = Math.min(t, (height - radius - ay) / dy);
  else if (dy < 0) t = Math.min(t, (radius - ay) / dy);
  return t;
}
