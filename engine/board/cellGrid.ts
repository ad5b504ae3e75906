import { cellKey, parseCellKey } from './cellKeys';
import type { Cell, CellKernel } from './types';

/** The cell-indexing members square and hex kernels share: a `columns × rows` grid, row-major indices. */
export type CellGridMembers = Pick<CellKernel, 'contains' | 'cells' | 'indexOf' | 'indexAt' | 'cellAt' | 'cellKey' | 'cellOfKey'>;

export interface CellGrid extends CellGridMembers {
  inside(col: number, row: number): boolean;
}

export function cellGrid(columns: number, rows: number): CellGrid {
  const cellCount = columns * rows;
  const inside = (col: number, row: number): boolean => col >= 0 && col < columns && row >= 0 && row < rows;
  const indexAt = (col: number, row: number): number => (inside(col, row) ? row * columns + col : -1);
  const cellAt = (index: number): Cell => ({ col: index % columns, row: Math.floor(index / columns) });
  return {
    inside,
    indexAt,
    cellAt,
    cellKey,
    contains: (cell) => inside(cell.col, cell.row),
    cells: () => Array.from({ length: cellCount }, (_, i) => cellAt(i)),
    indexOf: (cell) => indexAt(cell.col, cell.row),
    cellOfKey(key) {
      const cell = parseCellKey(key);
      return cell !== null && inside(cell.col, cell.row) ? cell : null;
    },
  };
}
