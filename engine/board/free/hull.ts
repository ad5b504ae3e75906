/*
 * A vehicle's hull on a free table: a rectangle about its centre, its length along its facing (a
 * unit vector, from a direction given in whole numbers: no angle is ever computed). Distances from
 * and between hulls, a hull's arc of fire, and the ground it sweeps as it drives straight or turns
 * on the spot. Arithmetic and `Math.sqrt` only; units are the caller's.
 */
import { distanceToSegmentSquared } from '../planar';
import { flatPolygon, insidePolygon, pointOutlineDistanceSquared, polygonsMeet, segmentMeetsPolygon, segmentsMeet, type FlatPolygon } from './measure';

export interface Hull {
  readonly x: number;
  readonly y: number;
  /** The facing: a unit vector along the hull's length. */
  readonly ux: number;
  readonly uy: number;
  readonly halfLength: number;
  readonly halfWidth: number;
}

/** The unit vector of a direction (east when it has no length). */
export function unitVector(fx: number, fy: number): [number, number] {
  const length = Math.sqrt(fx * fx + fy * fy);
  return length === 0 ? [1, 0] : [fx / length, fy / length];
}

/** A hull about (x, y) facing the direction (fx, fy), any length. */
export function hullAt(x: number, y: number, fx: number, fy: number, halfLength: number, halfWidth: number): Hull {
  const [ux, uy] = unitVector(fx, fy);
  return { x, y, ux, uy, halfLength, halfWidth };
}

/** The hull made smaller by `by` on every side (for tolerances). */
export function shrunk(h: Hull, by: number): Hull {
  return { ...h, halfLength: Math.max(0, h.halfLength - by), halfWidth: Math.max(0, h.halfWidth - by) };
}

/** Half the diagonal: the radius of the circle through the corners. */
export function hullRadius(h: { readonly halfLength: number; readonly halfWidth: number }): number {
  return Math.sqrt(h.halfLength * h.halfLength + h.halfWidth * h.halfWidth);
}

/** The corners in order around the hull, flat: front-left, front-right, rear-right, rear-left (left is +normal). */
export function hullCorners(h: Hull): number[] {
  const lx = h.ux * h.halfLength;
  const ly = h.uy * h.halfLength;
  const wx = -h.uy * h.halfWidth;
  const wy = h.ux * h.halfWidth;
  return [h.x + lx + wx, h.y + ly + wy, h.x + lx - wx, h.y + ly - wy, h.x - lx - wx, h.y - ly - wy, h.x - lx + wx, h.y - ly + wy];
}

export function hullPolygon(h: Hull): FlatPolygon {
  const xy = hullCorners(h);
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i < xy.length; i += 2) points.push({ x: xy[i] as number, y: xy[i + 1] as number });
  return flatPolygon(points);
}

/** Distance from a point to the hull (0 inside it). */
export function pointHullDistance(h: Hull, px: number, py: number): number {
  const rx = px - h.x;
  const ry = py - h.y;
  const along = Math.abs(rx * h.ux + ry * h.uy) - h.halfLength;
  const across = Math.abs(-rx * h.uy + ry * h.ux) - h.halfWidth;
  const a = along > 0 ? along : 0;
  const b = across > 0 ? across : 0;
  return Math.sqrt(a * a + b * b);
}

/** Whether a round base (centre, radius) overlaps the hull. */
export function discOverlapsHull(h: Hull, x: number, y: number, radius: number): boolean {
  return pointHullDistance(h, x, y) < radius;
}

/** Half the extent of a hull's shadow on the axis (kx, ky), a unit vector. */
function extent(h: Hull, kx: number, ky: number): number {
  return h.halfLength * Math.abs(h.ux * kx + h.uy * ky) + h.halfWidth * Math.abs(-h.uy * kx + h.ux * ky);
}

/** Whether two hulls overlap (touching does not count): no axis of either separates them. */
export function hullsOverlap(a: Hull, b: Hull): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const axes = [a.ux, a.uy, -a.uy, a.ux, b.ux, b.uy, -b.uy, b.ux];
  for (let i = 0; i < axes.length; i += 2) {
    const kx = axes[i] as number;
    const ky = axes[i + 1] as number;
    if (Math.abs(dx * kx + dy * ky) >= extent(a, kx, ky) + extent(b, kx, ky)) return false;
  }
  return true;
}

/** The gap between two hulls (0 when they overlap): for separate convex shapes it is found at a corner of one of them. */
export function hullGap(a: Hull, b: Hull): number {
  if (hullsOverlap(a, b)) return 0;
  let best = Infinity;
  const ca = hullCorners(a);
  const cb = hullCorners(b);
  for (let i = 0; i < 8; i += 2) {
    best = Math.min(best, pointHullDistance(b, ca[i] as number, ca[i + 1] as number), pointHullDistance(a, cb[i] as number, cb[i + 1] as number));
  }
  return best;
}

/** Distance from the centre to the hull's rim along the unit direction (dx, dy). */
export function hullRim(h: Hull, dx: number, dy: number): number {
  const along = Math.abs(dx * h.ux + dy * h.uy);
  const across = Math.abs(-dx * h.uy + dy * h.ux);
  return Math.min(along === 0 ? Infinity : h.halfLength / along, across === 0 ? Infinity : h.halfWidth / across);
}

/**
 * Whether any part of a round base lies in the hull's front arc: the directions from its centre
 * at most 45° (`cot` 1) or 90° (`cot` 0) from its facing; `cot` is the cotangent of that half-angle.
 */
export function inFrontArc(h: Hull, cot: number, x: number, y: number, radius: number): boolean {
  const rx = x - h.x;
  const ry = y - h.y;
  const ahead = rx * h.ux + ry * h.uy;
  const side = -rx * h.uy + ry * h.ux;
  if (ahead >= cot * Math.abs(side)) return true;
  if (cot === 0) return -ahead < radius;
  // The nearer edge of the arc: a ray from the centre, (cot, ±1) in the hull's frame, normalised.
  const norm = Math.sqrt(cot * cot + 1);
  const ex = cot / norm;
  const ey = (side >= 0 ? 1 : -1) / norm;
  const along = ahead * ex + side * ey;
  if (along <= 0) return ahead * ahead + side * side < radius * radius;
  const off = Math.abs(ahead * ey - side * ex);
  return off < radius;
}

/** The gap between a hull and a polygon's area (0 when they meet): found at a corner of one of them. */
export function hullPolygonGap(h: Hull, polygon: FlatPolygon): number {
  const outline = hullPolygon(h);
  if (polygonsMeet(outline, polygon)) return 0;
  let best = Infinity;
  const corners = outline.xy;
  for (let i = 0; i < 8; i += 2) best = Math.min(best, Math.sqrt(pointOutlineDistanceSquared(corners[i] as number, corners[i + 1] as number, polygon)));
  const xy = polygon.xy;
  for (let i = 0; i < xy.length; i += 2) best = Math.min(best, pointHullDistance(h, xy[i] as number, xy[i + 1] as number));
  return best;
}

/**
 * Whether any part of a convex polygon (another hull) lies in the hull's front arc (see
 * `inFrontArc`): a corner of it in the arc, or an edge of the arc across it.
 */
export function polygonInFrontArc(h: Hull, cot: number, polygon: FlatPolygon): boolean {
  const xy = polygon.xy;
  for (let i = 0; i < xy.length; i += 2) {
    const rx = (xy[i] as number) - h.x;
    const ry = (xy[i + 1] as number) - h.y;
    if (rx * h.ux + ry * h.uy >= cot * Math.abs(-rx * h.uy + ry * h.ux)) return true;
  }
  // The arc's edges, as long as the polygon is far: the furthest corner's distance and more.
  let far = 1;
  for (let i = 0; i < xy.length; i += 2) far = Math.max(far, Math.abs((xy[i] as number) - h.x) + Math.abs((xy[i + 1] as number) - h.y));
  const norm = Math.sqrt(cot * cot + 1);
  for (const side of [1, -1]) {
    const ex = (cot * h.ux - side * h.uy) / norm;
    const ey = (cot * h.uy + side * h.ux) / norm;
    if (segmentMeetsPolygon(h.x, h.y, h.x + ex * 2 * far, h.y + ey * 2 * far, polygon)) return true;
  }
  return false;
}

/** The convex hull of points (flat), counter-clockwise in a y-up frame (monotone chain). */
export function convexHullOf(xy: readonly number[]): FlatPolygon {
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i < xy.length; i += 2) points.push({ x: xy[i] as number, y: xy[i + 1] as number });
  points.sort((p, q) => p.x - q.x || p.y - q.y);
  const cross = (o: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: { x: number; y: number }[] = [];
  for (const p of points) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: { x: number; y: number }[] = [];
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return flatPolygon(lower.concat(upper));
}

/** The ground a hull covers driving straight by (dx, dy) without turning. */
export function drivenGround(h: Hull, dx: number, dy: number): FlatPolygon {
  const start = hullCorners(h);
  const xy = start.slice();
  for (let i = 0; i < 8; i += 2) xy.push((start[i] as number) + dx, (start[i + 1] as number) + dy);
  return convexHullOf(xy);
}

/** Whether a round base overlaps a convex area (a hull's driven ground). */
export function discOverlapsArea(area: FlatPolygon, x: number, y: number, radius: number): boolean {
  if (x + radius < area.minX || x - radius > area.maxX || y + radius < area.minY || y - radius > area.maxY) return false;
  return insidePolygon(x, y, area) || pointOutlineDistanceSquared(x, y, area) < radius * radius;
}

/**
 * A hull turning on the spot from its facing to the unit vector (vx, vy), the shorter way round
 * (a half turn goes one way, toward the hull's left). Each corner sweeps a sector of the circle
 * through the corners; the ground covered is the hull before, the hull after and those sectors.
 */
export interface Turn {
  readonly before: Hull;
  readonly after: Hull;
  readonly radius: number;
  /** +1 or -1: which way round; 0: no turn at all. */
  readonly sense: number;
  /** The turn is half a circle: each sector is a half-disc. */
  readonly half: boolean;
  /** The corners at the start and at the end, relative to the centre, flat (four each). */
  readonly from: readonly number[];
  readonly to: readonly number[];
}

export function turnOf(h: Hull, vx: number, vy: number): Turn {
  const after = { ...h, ux: vx, uy: vy };
  const cross = h.ux * vy - h.uy * vx;
  const dot = h.ux * vx + h.uy * vy;
  const sense = cross > 0 ? 1 : cross < 0 ? -1 : dot > 0 ? 0 : 1;
  const relative = (corners: number[]) => corners.map((value, i) => value - (i % 2 === 0 ? h.x : h.y));
  return { before: h, after, radius: hullRadius(h), sense, half: cross === 0 && dot < 0, from: relative(hullCorners(h)), to: relative(hullCorners(after)) };
}

/** Whether the direction (wx, wy) from the centre lies in the sector corner k sweeps. */
function inSweep(turn: Turn, k: number, wx: number, wy: number): boolean {
  const ax = turn.from[2 * k] as number;
  const ay = turn.from[2 * k + 1] as number;
  const bx = turn.to[2 * k] as number;
  const by = turn.to[2 * k + 1] as number;
  const s = turn.sense;
  if (s * (ax * wy - ay * wx) < 0) return false;
  return turn.half || s * (wx * by - wy * bx) >= 0;
}

/** Whether a round base overlaps the ground a turn sweeps. */
export function turnHitsDisc(turn: Turn, x: number, y: number, radius: number): boolean {
  if (discOverlapsHull(turn.before, x, y, radius) || discOverlapsHull(turn.after, x, y, radius)) return true;
  if (turn.sense === 0) return false;
  const h = turn.before;
  const wx = x - h.x;
  const wy = y - h.y;
  const reach = turn.radius + radius;
  if (wx * wx + wy * wy >= reach * reach) return false;
  for (let k = 0; k < 4; k++) {
    if (inSweep(turn, k, wx, wy)) return true;
    // Outside the sector's wedge, its nearest point lies on one of its two straight sides.
    const r2 = radius * radius;
    if (distanceToSegmentSquared(wx, wy, 0, 0, turn.from[2 * k] as number, turn.from[2 * k + 1] as number) < r2) return true;
    if (distanceToSegmentSquared(wx, wy, 0, 0, turn.to[2 * k] as number, turn.to[2 * k + 1] as number) < r2) return true;
  }
  return false;
}

/** Whether a polygon (terrain, another hull) meets the ground a turn sweeps (touching counts). */
export function turnHitsPolygon(turn: Turn, polygon: FlatPolygon): boolean {
  const h = turn.before;
  const r = turn.radius;
  if (polygon.maxX < h.x - r || polygon.minX > h.x + r || polygon.maxY < h.y - r || polygon.minY > h.y + r) return false;
  if (polygonsMeet(hullPolygon(turn.before), polygon) || polygonsMeet(hullPolygon(turn.after), polygon)) return true;
  if (turn.sense === 0) return false;
  const xy = polygon.xy;
  const n = xy.length;
  for (let k = 0; k < 4; k++) {
    const ax = h.x + (turn.from[2 * k] as number);
    const ay = h.y + (turn.from[2 * k + 1] as number);
    const bx = h.x + (turn.to[2 * k] as number);
    const by = h.y + (turn.to[2 * k + 1] as number);
    for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
      const px = xy[j] as number;
      const py = xy[j + 1] as number;
      const qx = xy[i] as number;
      const qy = xy[i + 1] as number;
      // A corner of the polygon in the sector.
      const wx = qx - h.x;
      const wy = qy - h.y;
      if (wx * wx + wy * wy < r * r && inSweep(turn, k, wx, wy)) return true;
      // An edge across one of the sector's straight sides, or across its arc.
      if (segmentsMeet(px, py, qx, qy, h.x, h.y, ax, ay) || segmentsMeet(px, py, qx, qy, h.x, h.y, bx, by)) return true;
      if (edgeCrossesArc(turn, k, px - h.x, py - h.y, qx - h.x, qy - h.y)) return true;
    }
  }
  return false;
}

/** Whether the segment p-q (relative to the centre) meets the arc corner k sweeps. */
function edgeCrossesArc(turn: Turn, k: number, px: number, py: number, qx: number, qy: number): boolean {
  const dx = qx - px;
  const dy = qy - py;
  const a = dx * dx + dy * dy;
  if (a === 0) return false;
  const b = px * dx + py * dy;
  const c = px * px + py * py - turn.radius * turn.radius;
  const disc = b * b - a * c;
  if (disc < 0) return false;
  const root = Math.sqrt(disc);
  for (const s of [(-b - root) / a, (-b + root) / a]) {
    if (s < 0 || s > 1) continue;
    if (inSweep(turn, k, px + s * dx, py + s * dy)) return true;
  }
  return false;
}

/** Whether everything a turn sweeps stays within the rectangle [0, width] × [0, height]. */
export function turnWithin(turn: Turn, width: number, height: number): boolean {
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x <= width && y <= height;
  const h = turn.before;
  for (const hull of [turn.before, turn.after]) {
    const corners = hullCorners(hull);
    for (let i = 0; i < 8; i += 2) if (!inside(corners[i] as number, corners[i + 1] as number)) return false;
  }
  if (turn.sense === 0) return true;
  // The arcs reach furthest along an axis where the axis direction lies in a sector.
  const axes = [1, 0, -1, 0, 0, 1, 0, -1];
  for (let k = 0; k < 4; k++) {
    for (let i = 0; i < 8; i += 2) {
      const ex = axes[i] as number;
      const ey = axes[i + 1] as number;
      if (inSweep(turn, k, ex, ey) && !inside(h.x + ex * turn.radius, h.y + ey * turn.radius)) return false;
    }
  }
  return true;
}

/** Whether a hull lies wholly within the rectangle [0, width] × [0, height], within `tolerance`. */
export function hullWithin(h: Hull, width: number, height: number, tolerance: number): boolean {
  const corners = hullCorners(h);
  for (let i = 0; i < 8; i += 2) {
    const x = corners[i] as number;
    const y = corners[i + 1] as number;
    if (x < -tolerance || y < -tolerance || x > width + tolerance || y > height + tolerance) return false;
  }
  return true;
}
