/*
 * Lines of sight on a free table: a segment from one point to another, cut by terrain areas and
 * by round bases. A `block` area cuts any line that meets it; an `into` area (a wood, ruins) cuts
 * a line that passes through it, but not one that starts or ends inside it (one sees into a wood
 * and out of it, not across). Bases cut lines that pass within a share of their radius, so that a
 * line grazing a rim is not cut. Arithmetic and `Math.sqrt` only.
 */
import { distanceToSegmentSquared } from '../planar';
import { type FlatPolygon, insidePolygon, segmentMeetsPolygon } from './measure';

export type SightEffect = 'block' | 'into';

export interface SightArea {
  readonly polygon: FlatPolygon;
  readonly effect: SightEffect;
}

/** Whether an area cuts the line a-b. */
export function areaCutsSight(ax: number, ay: number, bx: number, by: number, area: SightArea): boolean {
  if (!segmentMeetsPolygon(ax, ay, bx, by, area.polygon)) return false;
  if (area.effect === 'block') return true;
  return !insidePolygon(ax, ay, area.polygon) && !insidePolygon(bx, by, area.polygon);
}

/** Index of the first area that cuts the line a-b, or -1 when none does. */
export function firstAreaCuttingSight(ax: number, ay: number, bx: number, by: number, areas: readonly SightArea[]): number {
  for (let i = 0; i < areas.length; i++) if (areaCutsSight(ax, ay, bx, by, areas[i] as SightArea)) return i;
  return -1;
}

/** Whether the line a-b passes within `radius` of the point c (a base's centre; radius already shrunk for grazing). */
export function discCutsSight(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, radius: number): boolean {
  // A quick box rejection: most bases are nowhere near the line.
  if (cx + radius < Math.min(ax, bx) || cx - radius > Math.max(ax, bx) || cy + radius < Math.min(ay, by) || cy - radius > Math.max(ay, by)) return false;
  return distanceToSegmentSquared(cx, cy, ax, ay, bx, by) < radius * radius;
}
