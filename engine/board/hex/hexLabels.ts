import type { Cell, HexLabelStyle } from '../types';
import { cellKey, parseCellKey } from '../cellKeys';

/** Digits per part of a wargame label: 2, or 3 when the map has more than 99 columns or rows. */
export function wargameDigits(columns: number, rows: number): number {
  return Math.max(columns, rows) > 99 ? 3 : 2;
}

/** `wargame`: "CCRR", 1-based column then row ("0304" = column 3, row 4). `none`: the cell key. */
export function hexLabel(cell: Cell, style: HexLabelStyle, digits: number): string {
  if (style === 'none') return cellKey(cell);
  return String(cell.col + 1).padStart(digits, '0') + String(cell.row + 1).padStart(digits, '0');
}

export function parseHexLabel(text: string, style: HexLabelStyle, digits: number): Cell | null {
  const trimmed = text.trim();
  if (style === 'none') return parseCellKey(trimmed);
  if (trimmed.length !== 2 * digits || !/^\d+$/.test(trimmed)) return null;
  return { col: Number(trimmed.slice(0, digits)) - 1, row: Number(trimmed.slice(digits)) - 1 };
}
