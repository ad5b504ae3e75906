/*
 * Templates laid on a free table: a round blast and a flamer's teardrop (the convex hull of a small
 * circle at the nozzle and a larger one at the far end), and which round bases they cover. A base
 * is under a template when any part of it is. Arithmetic and `Math.sqrt` only.
 */
import { type Hull, hullPolygon, pointHullDistance } from './hull';
import { distance, flatPolygon, polygonsMeet } from './measure';

/** A teardrop: the convex hull of the circle (ax, ay, ar) and the circle (bx, by, br). */
export interface Teardrop {
  readonly ax: number;
  readonly ay: number;
  readonly ar: number;
  readonly bx: number;
  readonly by: number;
  readonly br: number;
}

/** Whether a base (centre, radius) overlaps a round blast of the given centre and radius. */
export function blastCovers(blastX: number, blastY: number, blastRadius: number, x: number, y: number, radius: number): boolean {
  const dx = x - blastX;
  const dy = y - blastY;
  const reach = blastRadius + radius;
  return dx * dx + dy * dy < reach * reach;
}

/**
 * Signed distance from a point to a teardrop: negative inside. The hull of two circles is the
 * union of the circles whose centres and radii go linearly from one to the other; its distance
 * splits into the two round ends and the straight flank between their tangent points.
 */
export function teardropDistance(t: Teardrop, x: number, y: number): number {
  const ex = t.bx - t.ax;
  const ey = t.by - t.ay;
  const h = ex * ex + ey * ey;
  const px = x - t.ax;
  const py = y - t.ay;
  if (h === 0) return Math.sqrt(px * px + py * py) - Math.max(t.ar, t.br);
  const b = t.ar - t.br;
  if (b * b >= h) {
    // One circle holds the other: the hull is the larger circle.
    return t.ar >= t.br ? distance(t.ax, t.ay, x, y) - t.ar : distance(t.bx, t.by, x, y) - t.br;
  }
  // Coordinates along the axis (qy) and across it (qx), in units of the axis length.
  const qx = Math.abs(px * ey - py * ex) / h;
  const qy = (px * ex + py * ey) / h;
  const cx = Math.sqrt(h - b * b);
  const k = cx * qy - b * qx;
  const m = cx * qx + b * qy;
  const n = qx * qx + qy * qy;
  if (k < 0) return Math.sqrt(h * n) - t.ar;
  if (k > cx) return Math.sqrt(h * (n + 1 - 2 * qy)) - t.br;
  return m - t.ar;
}

/** Whether a base (centre, radius) overlaps the teardrop. */
export function teardropCovers(t: Teardrop, x: number, y: number, radius: number): boolean {
  return teardropDistance(t, x, y) < radius;
}

/**
 * Whether a hull lies partly under the teardrop: under one of its round ends, or meeting the
 * four-sided middle between the tangent points of its flanks.
 */
export function teardropCoversHull(t: Teardrop, h: Hull): boolean {
  if (pointHullDistance(h, t.ax, t.ay) < t.ar || pointHullDistance(h, t.bx, t.by) < t.br) return true;
  const ex = t.bx - t.ax;
  const ey = t.by - t.ay;
  const length = Math.sqrt(ex * ex + ey * ey);
  const cos = (t.ar - t.br) / length;
  // One end holds the other: the ends say it all.
  if (length === 0 || cos * cos >= 1) return false;
  const sin = Math.sqrt(1 - cos * cos);
  const ux = ex / length;
  const uy = ey / length;
  const side = (r: number, x: number, y: number, s: number) => ({ x: x + r * (cos * ux - s * sin * uy), y: y + r * (cos * uy + s * sin * ux) });
  const middle = flatPolygon([side(t.ar, t.ax, t.ay, 1), side(t.br, t.bx, t.by, 1), side(t.br, t.bx, t.by, -1), side(t.ar, t.ax, t.ay, -1)]);
  return polygonsMeet(middle, hullPolygon(h));
}

/**
 * The flamer's teardrop from a firer's base toward a point: the narrow end (radius `tipRadius`)
 * on the rim of the firer's base, the round end (radius `endRadius`) `reach` further on.
 * Null when the point is the firer's centre (no direction).
 */
export function teardropToward(fx: number, fy: number, firerRadius: number, towardX: number, towardY: number, tipRadius: number, reach: number, endRadius: number): Teardrop | null {
  const dx = towardX - fx;
  const dy = towardY - fy;
  const length = Math.sqrt(dx * dx + dy * dy);
  if (length === 0) return null;
  const ux = dx / length;
  const uy = dy / length;
  const ax = fx + ux * firerRadius;
  const ay = fy + uy * firerRadius;
  return { ax, ay, ar: tipRadius, bx: ax + ux * reach, by: ay + uy * reach, br: endRadius };
}
