/*
 * Where along a straight move something may change: the times t in (0, 1) at which a shape moving
 * by t·d comes to a given distance from a standing one, or at which the line from a standing point
 * to a moving one starts or stops passing a piece of terrain or a base. Between two such times the
 * answer cannot change, so a rule may ask it once per stretch, in order, and stop at the first
 * stretch where it holds (the moment an overwatching unit sees a unit come into its zone). Every
 * function appends candidate times to `out`: a few more than needed, never fewer. Arithmetic and
 * `Math.sqrt` only.
 */
import type { FlatPolygon } from './measure';

/** Roots in (0, 1) of a·t² + 2b·t + c = 0 (or of the line when a is 0). */
function roots(a: number, b: number, c: number, out: number[]): void {
  if (a === 0) {
    if (b !== 0) keep(-c / (2 * b), out);
    return;
  }
  const disc = b * b - a * c;
  if (disc < 0) return;
  const root = Math.sqrt(disc);
  keep((-b - root) / a, out);
  keep((-b + root) / a, out);
}

function keep(t: number, out: number[]): void {
  if (t > 0 && t < 1) out.push(t);
}

/** Times the point w + t·d is at distance `reach` from the origin. */
function circleTimes(wx: number, wy: number, dx: number, dy: number, reach: number, out: number[]): void {
  roots(dx * dx + dy * dy, wx * dx + wy * dy, wx * wx + wy * wy - reach * reach, out);
}

/** Times the point p + t·d is at `reach` from the segment q1-q2: off its line, or off either end. */
function pointSegmentTimes(px: number, py: number, dx: number, dy: number, q1x: number, q1y: number, q2x: number, q2y: number, reach: number, out: number[]): void {
  const ex = q2x - q1x;
  const ey = q2y - q1y;
  const length = Math.sqrt(ex * ex + ey * ey);
  if (length > 0) {
    const moving = ex * dy - ey * dx;
    if (moving !== 0) {
      const now = ex * (py - q1y) - ey * (px - q1x);
      keep((reach * length - now) / moving, out);
      keep((-reach * length - now) / moving, out);
    }
  }
  circleTimes(px - q1x, py - q1y, dx, dy, reach, out);
  circleTimes(px - q2x, py - q2y, dx, dy, reach, out);
}

/**
 * Times a shape moving by t·(dx, dy) comes to `reach` from a standing one. A shape is a convex
 * polygon by its corners in order (flat), or a single point (a round base's centre, its radius
 * added to the reach): the distance between two such shapes is always measured between a corner
 * of one and a side (or the point) of the other.
 */
export function reachTimes(moving: readonly number[], dx: number, dy: number, standing: readonly number[], reach: number, out: number[]): void {
  const m = moving.length;
  const s = standing.length;
  for (let i = 0; i < m; i += 2) {
    const px = moving[i] as number;
    const py = moving[i + 1] as number;
    if (s === 2) circleTimes(px - (standing[0] as number), py - (standing[1] as number), dx, dy, reach, out);
    for (let k = 0; k < s && s > 2; k += 2) {
      const l = (k + 2) % s;
      pointSegmentTimes(px, py, dx, dy, standing[k] as number, standing[k + 1] as number, standing[l] as number, standing[l + 1] as number, reach, out);
    }
  }
  if (m <= 2) return;
  // A standing corner against the moving sides: the corner moves by -t·d relative to them.
  for (let k = 0; k < s; k += 2) {
    const qx = standing[k] as number;
    const qy = standing[k + 1] as number;
    for (let i = 0; i < m; i += 2) {
      const j = (i + 2) % m;
      pointSegmentTimes(qx, qy, -dx, -dy, moving[i] as number, moving[i + 1] as number, moving[j] as number, moving[j + 1] as number, reach, out);
    }
  }
}

/**
 * Times the line from the standing point o to the moving point a + t·d may start or stop meeting
 * a polygon: it passes a corner, or its moving end crosses a side (into and out of a wood).
 */
export function polygonSightTimes(ox: number, oy: number, ax: number, ay: number, dx: number, dy: number, polygon: FlatPolygon, out: number[]): void {
  const xy = polygon.xy;
  const n = xy.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const vx = (xy[i] as number) - ox;
    const vy = (xy[i + 1] as number) - oy;
    const moving = vx * dy - vy * dx;
    if (moving !== 0) keep(-(vx * (ay - oy) - vy * (ax - ox)) / moving, out);
    const ex = (xy[i] as number) - (xy[j] as number);
    const ey = (xy[i + 1] as number) - (xy[j + 1] as number);
    const across = ex * dy - ey * dx;
    if (across !== 0) keep(-(ex * (ay - (xy[j + 1] as number)) - ey * (ax - (xy[j] as number))) / across, out);
  }
}

/**
 * Times the line from the standing point o to the moving point a + t·d may start or stop passing
 * within `radius` of the point c: its line touches the circle, its moving end crosses the circle,
 * or the point of the line nearest c passes one of its ends.
 */
export function discSightTimes(ox: number, oy: number, ax: number, ay: number, dx: number, dy: number, cx: number, cy: number, radius: number, out: number[]): void {
  const wx = ax - ox;
  const wy = ay - oy;
  const gx = cx - ox;
  const gy = cy - oy;
  const r2 = radius * radius;
  const alpha = wx * gy - wy * gx;
  const beta = dx * gy - dy * gx;
  const A = wx * wx + wy * wy;
  const B = wx * dx + wy * dy;
  const C = dx * dx + dy * dy;
  roots(beta * beta - r2 * C, alpha * beta - r2 * B, alpha * alpha - r2 * A, out);
  circleTimes(ax - cx, ay - cy, dx, dy, radius, out);
  const gd = gx * dx + gy * dy;
  const gw = gx * wx + gy * wy;
  roots(C, B - gd / 2, A - gw, out);
  if (gd !== 0) keep(-gw / gd, out);
}

/** The times sorted, with 0 and 1 at the ends and near-repeats dropped: the stretches to ask about, end to end. */
export function stretches(times: number[]): number[] {
  times.sort((a, b) => a - b);
  const out = [0];
  for (const t of times) if (t - (out[out.length - 1] as number) > 1e-9) out.push(t);
  if (1 - (out[out.length - 1] as number) > 1e-9) out.push(1);
  else out[out.length - 1] = 1;
  return out;
}
