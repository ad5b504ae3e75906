import type { Cell, CellKey } from './types';

/** `"col,row"`, 0-based. */
export function cellKey(cell: Cell): CellKey {
  return `${cell.col},${cell.row}`;
}

const CELL_KEY = /^(-?\d+),(-?\d+)$/;

/** Reads `"col,row"` (integers, possibly negative); null when malformed. */
export function parseCellKey(key: string): Cell | null {
  const match = CELL_KEY.exec(key.trim());
  if (match === null) return null;
  return { col: Number(match[1]), row: Number(match[2]) };
}

export function sameCell(a: Cell, b: Cell): boolean {
  return a.col === b.col && a.row === b.row;
}
