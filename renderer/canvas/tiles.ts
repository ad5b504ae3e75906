/**
 * Arithmetic of the board raster: the board is cut into square tiles of TILE_PX device pixels,
 * rendered at a few zoom levels (a bucket every half octave) and reused while panning and zooming.
 */
import type { RectMm } from '../../engine/board/types';
import type { ViewTransform } from './hitTest';

export const TILE_PX = 256;
/** Zoom buckets per doubling: tiles are re-rendered when the zoom crosses one, at most 41 % sharper than needed. */
const BUCKETS_PER_OCTAVE = 2;

/** The raster level (device pixels per mm) used for a zoom: the nearest bucket at or above it. */
export function levelFor(devicePxPerMm: number): number {
  const bucket = Math.ceil(Math.log2(devicePxPerMm) * BUCKETS_PER_OCTAVE - 1e-9);
  return 2 ** (bucket / BUCKETS_PER_OCTAVE);
}

/** Millimetres covered by one tile side at a level. */
export const tileMm = (level: number) => TILE_PX / level;

export interface TileRange {
  readonly tx0: number;
  readonly ty0: number;
  readonly tx1: number;
  readonly ty1: number;
}

/** The tiles (inclusive range) of `level` that the view shows, clipped to the board; null when the board is out of view. */
export function visibleTiles(view: ViewTransform, viewport: { width: number; height: number }, level: number, bounds: RectMm, margin = 0): TileRange | null {
  const x0 = Math.max(bounds.x, -view.x / view.scale);
  const y0 = Math.max(bounds.y, -view.y / view.scale);
  const x1 = Math.min(bounds.x + bounds.width, (viewport.width - view.x) / view.scale);
  const y1 = Math.min(bounds.y + bounds.height, (viewport.height - view.y) / view.scale);
  if (x1 <= x0 || y1 <= y0) return null;
  const size = tileMm(level);
  const last = (extent: number) => Math.max(0, Math.ceil(extent / size) - 1);
  return {
    tx0: Math.max(0, Math.floor((x0 - bounds.x) / size) - margin),
    ty0: Math.max(0, Math.floor((y0 - bounds.y) / size) - margin),
    tx1: Math.min(last(bounds.width), Math.floor((x1 - bounds.x - 1e-9) / size) + margin),
    ty1: Math.min(last(bounds.height), Math.floor((y1 - bounds.y - 1e-9) / size) + margin),
  };
}

/** The view (offset and scale) that shows board point `centre` in the middle of the viewport. */
export function viewOf(centre: { x: number; y: number }, scale: number, viewport: { width: number; height: number }): ViewTransform {
  return { scale, x: viewport.width / 2 - centre.x * scale, y: viewport.height / 2 - centre.y * scale };
}

/** The board point in the middle of the viewport after zooming to `scale` about a screen point, which stays put. */
export function zoomAbout(centre: { x: number; y: number }, scale: number, nextScale: number, anchor: { x: number; y: number }, viewport: { width: number; height: number }) {
  const view = viewOf(centre, scale, viewport);
  const board = { x: (anchor.x - view.x) / scale, y: (anchor.y - view.y) / scale };
  return { x: board.x - (anchor.x - viewport.width / 2) / nextScale, y: board.y - (anchor.y - viewport.height / 2) / nextScale };
}
