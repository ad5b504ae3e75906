/**
 * Marks in the margins of a poster page: cut marks at the corners of the printed window, ticks
 * showing where the next page's cut edge will lie (the overlap line), and the page's label.
 */
import type { RectMm } from '../board/types';
import { INK } from './colour';
import { text, type DisplayItem, type Stroke, type Subpath } from './display-list';
import type { Sheet } from './layout';
import { fitText } from './text';

export const CUT_MARK: Stroke = { colour: INK, widthMm: 0.25 };
/** Distance between the window and the start of a mark, so a mark never prints on the board. */
export const MARK_GAP_MM = 1;

function markLength(sheet: Sheet): number {
  return Math.max(2, Math.min(6, sheet.content.x - MARK_GAP_MM - 1));
}

const line = (x1: number, y1: number, x2: number, y2: number): Subpath => ({ points: [{ x: x1, y: y1 }, { x: x2, y: y2 }], closed: false });

/** Two short lines outside each corner, along the window's sides. */
export function cutMarks(window: RectMm, sheet: Sheet): DisplayItem {
  const length = markLength(sheet);
  const g = MARK_GAP_MM;
  const left = window.x;
  const right = window.x + window.width;
  const top = window.y;
  const bottom = window.y + window.height;
  const path: Subpath[] = [];
  for (const x of [left, right]) {
    path.push(line(x, top - g, x, top - g - length));
    path.push(line(x, bottom + g, x, bottom + g + length));
  }
  for (const y of [top, bottom]) {
    path.push(line(left - g, y, left - g - length, y));
    path.push(line(right + g, y, right + g + length, y));
  }
  return { kind: 'path', path, stroke: CUT_MARK };
}

export const OVERLAP_TICK: Stroke = { colour: INK, widthMm: 0.25, dashMm: [0.8, 0.6] };

/**
 * Dashed ticks in the margins where the next page's window starts: at `x` in the top and bottom
 * margins, at `y` in the left and right ones. Pages are cut at the left and the top, so each join
 * keeps a tick in a margin that is not cut away: the bottom one and the right one.
 */
export function overlapTicks(window: RectMm, sheet: Sheet, x: number | null, y: number | null): DisplayItem | null {
  const length = markLength(sheet);
  const g = MARK_GAP_MM;
  const path: Subpath[] = [];
  if (x !== null) {
    path.push(line(x, window.y - g, x, window.y - g - length));
    path.push(line(x, window.y + window.height + g, x, window.y + window.height + g + length));
  }
  if (y !== null) {
    path.push(line(window.x - g, y, window.x - g - length, y));
    path.push(line(window.x + window.width + g, y, window.x + window.width + g + length, y));
  }
  return path.length > 0 ? { kind: 'path', path, stroke: OVERLAP_TICK } : null;
}

/** One line of text centred in the bottom margin, shrunk to fit between the corner marks. */
export function footer(sheet: Sheet, content: string, bold = false): DisplayItem {
  const margin = sheet.content.y;
  const room = sheet.size.widthMm - 2 * (margin + 2);
  const size = Math.min(3.2, Math.max(1.6, margin * 0.35));
  const fitted = fitText(content, room, size, 1.4, bold);
  const baseline = sheet.size.heightMm - margin / 2 + (fitted.sizeMm * 0.718) / 2;
  return text({ x: sheet.size.widthMm / 2, y: baseline }, fitted.text, fitted.sizeMm, INK, 'middle', bold);
}
