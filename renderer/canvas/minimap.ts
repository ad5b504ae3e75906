/**
 * Arithmetic of the minimap: the whole board scaled into a small box, the rectangle of the board the
 * view shows, and the board point under a click on the minimap (where the view moves to).
 */
import type { PointMm, RectMm } from '../../engine/board/types';
import type { ViewTransform } from './hitTest';

/** The minimap's longer side, in CSS pixels. */
export const MINIMAP_PX = 180;

export interface MinimapLayout {
  readonly bounds: RectMm;
  /** CSS pixels per board millimetre. */
  readonly scale: number;
  readonly width: number;
  readonly height: number;
}

export function minimapLayout(bounds: RectMm, longSidePx = MINIMAP_PX): MinimapLayout {
  const scale = longSidePx / Math.max(bounds.width, bounds.height, 1e-6);
  return { bounds, scale, width: Math.max(1, Math.round(bounds.width * scale)), height: Math.max(1, Math.round(bounds.height * scale)) };
}

export interface MinimapRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The part of the board the view shows, on the minimap, clipped to it. */
export function viewRectOnMinimap(view: ViewTransform, viewport: { width: number; height: number }, layout: MinimapLayout): MinimapRect {
  const { bounds, scale } = layout;
  const toMinimap = (screen: number, offset: number, origin: number) => ((screen - offset) / view.scale - origin) * scale;
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  const left = clamp(toMinimap(0, view.x, bounds.x), layout.width);
  const top = clamp(toMinimap(0, view.y, bounds.y), layout.height);
  const right = clamp(toMinimap(viewport.width, view.x, bounds.x), layout.width);
  const bottom = clamp(toMinimap(viewport.height, view.y, bounds.y), layout.height);
  return { left, top, width: right - left, height: bottom - top };
}

/** The board point under a point of the minimap (CSS pixels from its top-left corner), kept on the board. */
export function minimapToBoard(point: { x: number; y: number }, layout: MinimapLayout): PointMm {
  const { bounds, scale } = layout;
  const clamp = (value: number, min: number, extent: number) => Math.min(min + extent, Math.max(min, value));
  return { x: clamp(bounds.x + point.x / scale, bounds.x, bounds.width), y: clamp(bounds.y + point.y / scale, bounds.y, bounds.height) };
}

/** Whether part of the board lies outside the view: the minimap is shown only then. */
export function boardExceedsView(view: ViewTransform, viewport: { width: number; height: number }, bounds: RectMm): boolean {
  const slack = 0.5;
  const left = bounds.x * view.scale + view.x;
  const top = bounds.y * view.scale + view.y;
  return left < -slack || top < -slack || left + bounds.width * view.scale > viewport.width + slack || top + bounds.height * view.scale > viewport.height + slack;
}
