import type { Cell, EdgeKey } from '../types';

/**
 * Square edge keys. `"h:c,r"` is the horizontal side on top of cell (c,r) (so `"h:c,rows"` is the
 * bottom border) and `"v:c,r"` the vertical side on its left (`"v:columns,r"` is the right border).
 * Every side therefore has exactly one owner: the cell below it or the cell to its right.
 */
export interface SquareEdge {
  readonly horizontal: boolean;
  readonly col: number;
  readonly row: number;
}

export function horizontalEdgeKey(col: number, row: number): EdgeKey {
  return `h:${col},${row}`;
}

export function verticalEdgeKey(col: number, row: number): EdgeKey {
  return `v:${col},${row}`;
}

/** Key of the side shared by two orthogonally adjacent cells (board limits not checked). */
export function squareEdgeKey(a: Cell, b: Cell): EdgeKey | null {
  const dc = b.col - a.col;
  const dr = b.row - a.row;
  if (dc === 0 && (dr === 1 || dr === -1)) return horizontalEdgeKey(a.col, Math.max(a.row, b.row));
  if (dr === 0 && (dc === 1 || dc === -1)) return verticalEdgeKey(Math.max(a.col, b.col), a.row);
  return null;
}

/** Top, right, bottom, left: the order of the cell polygon's sides. */
export function squareEdgesOf(cell: Cell): EdgeKey[] {
  return [
    horizontalEdgeKey(cell.col, cell.row),
    verticalEdgeKey(cell.col + 1, cell.row),
    horizontalEdgeKey(cell.col, cell.row + 1),
    verticalEdgeKey(cell.col, cell.row),
  ];
}

const EDGE_KEY = /^([hv]):(-?\d+),(-?\d+)$/;

export function parseSquareEdge(key: string): SquareEdge | null {
  const match = EDGE_KEY.exec(key);
  if (match === null) return null;
  return { horizontal: match[1] === 'h', col: Number(match[2]), row: Number(match[3]) };
}

/** The two cells an edge separates (either may be off the board). */
export function cellsBesideSquareEdge(edge: SquareEdge): [Cell, Cell] {
  return edge.horizontal
    ? [{ col: edge.col, row: edge.row - 1 }, { col: edge.col, row: edge.row }]
    : [{ col: edge.col - 1, row: edge.row }, { col: edge.col, row: edge.row }];
}

export function isSquareBoardEdge(edge: SquareEdge, columns: number, rows: number): boolean {
  return edge.horizontal
    ? edge.col >= 0 && edge.col < columns && edge.row >= 0 && edge.row <= rows
    : edge.col >= 0 && edge.col <= columns && edge.row >= 0 && edge.row < rows;
}

/** Physical edges of a columns x rows board, border included. */
export function squareEdgeCount(columns: number, rows: number): number {
  return columns * (rows + 1) + (columns + 1) * rows;
}
