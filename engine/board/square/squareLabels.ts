import type { Cell, SquareLabelStyle } from '../types';
import { cellKey, parseCellKey } from '../cellKeys';

/** Row letters: A..Z, then AA, AB, ... (bijective base 26), row 0 = A. */
export function rowLetters(row: number): string {
  let n = row + 1;
  let letters = '';
  while (n > 0) {
    const digit = (n - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

export function rowOfLetters(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/**
 * `letter-number` (R6): letter = row from the top, number = column from the left, 1-based: "A1"
 * is the top-left cell, "F9" the bottom-right of a 9 x 6 board. `number-number`: "col,row",
 * 1-based. `none`: the 0-based cell key.
 */
export function squareLabel(cell: Cell, style: SquareLabelStyle): string {
  switch (style) {
    case 'letter-number':
      return `${rowLetters(cell.row)}${cell.col + 1}`;
    case 'number-number':
      return `${cell.col + 1},${cell.row + 1}`;
    case 'none':
      return cellKey(cell);
  }
}

const LETTER_NUMBER = /^([A-Za-z]+)\s*(\d+)$/;
const NUMBER_NUMBER = /^(\d+)\s*,\s*(\d+)$/;

/** Reads a label of the given style; board limits are checked by the caller. */
export function parseSquareLabel(text: string, style: SquareLabelStyle): Cell | null {
  const trimmed = text.trim();
  if (style === 'letter-number') {
    const match = LETTER_NUMBER.exec(trimmed);
    if (match === null) return null;
    return { col: Number(match[2]) - 1, row: rowOfLetters(match[1] ?? '') };
  }
  if (style === 'number-number') {
    const match = NUMBER_NUMBER.exec(trimmed);
    if (match === null) return null;
    return { col: Number(match[1]) - 1, row: Number(match[2]) - 1 };
  }
  return parseCellKey(trimmed);
}
