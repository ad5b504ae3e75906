/** View arithmetic of the board canvas: fitting and zoom steps, in pixels per millimetre. */
import type { RectMm } from '../../engine/board/types';

/** CSS pixels per millimetre at 100 %: a CSS inch is 96 pixels. */
export const ACTUAL_SIZE = 96 / 25.4;
export const ZOOM_STEP = 1.25;
export const MIN_SCALE = ACTUAL_SIZE / 50;
export const MAX_SCALE = ACTUAL_SIZE * 16;
const FIT_MARGIN = 0.92;

/** The zoom that shows the whole board, below the zoom floor if the board needs it (a board of a million cells). */
export function fitScale(bounds: RectMm, view: { width: number; height: number }): number {
  if (bounds.width <= 0 || bounds.height <= 0 || view.width <= 0 || view.height <= 0) return 0;
  return Math.min(MAX_SCALE, Math.min(view.width / bounds.width, view.height / bounds.height) * FIT_MARGIN);
}

/** Keeps a zoom within bounds; below MIN_SCALE only as far as `floor` (a fitted view already there). */
export function clampScale(scale: number, floor = MIN_SCALE): number {
  return Math.min(MAX_SCALE, Math.max(Math.min(MIN_SCALE, floor), scale));
}

export const zoomIn = (scale: number) => clampScale(scale * ZOOM_STEP, scale);
export const zoomOut = (scale: number) => clampScale(scale / ZOOM_STEP, scale);

/** Zoom as a percentage of actual size, as the status bar shows it. */
export const zoomPercent = (scale: number) => Math.round((scale / ACTUAL_SIZE) * 100);

/**
 * The zoom a menu zoom command leads to from the view's zoom now: the scale the wheel last left
 * (the canvas reports it), else the fitted one. So the menu continues from what the user sees.
 */
export function menuZoom(command: 'view.zoomIn' | 'view.zoomOut' | 'view.zoomReset', current: number | null, fit: number): number {
  if (command === 'view.zoomReset') return ACTUAL_SIZE;
  const from = current ?? fit;
  return command === 'view.zoomIn' ? zoomIn(from) : zoomOut(from);
}
