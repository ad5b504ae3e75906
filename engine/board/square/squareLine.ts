import type { Cell, LineStep } from '../types';

/**
 * Supercover of the segment joining two square centres: every cell whose interior the segment
 * crosses, each sharing a side with the previous one. Where the segment passes exactly through a
 * corner, the two cells beside that corner are only touched at a point: they are returned as one
 * pair step (upper cell first), between the cell before the corner and the cell after it.
 */
export function squareLineSteps(a: Cell, b: Cell): LineStep[] {
  const dx = b.col - a.col;
  const dy = b.row - a.row;
  const nx = Math.abs(dx);
  const ny = Math.abs(dy);
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  const steps: LineStep[] = [[a]];
  let col = a.col;
  let row = a.row;
  let ix = 0;
  let iy = 0;
  while (ix < nx || iy < ny) {
    // Compare where the segment meets the next vertical and the next horizontal grid line.
    const decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (decision === 0) {
      const beside: Cell = { col: col + sx, row };
      const besideOther: Cell = { col, row: row + sy };
      steps.push(beside.row < besideOther.row ? [beside, besideOther] : [besideOther, beside]);
      col += sx;
      row += sy;
      ix++;
      iy++;
    } else if (decision < 0) {
      col += sx;
      ix++;
    } else {
      row += sy;
      iy++;
    }
    steps.push([{ col, row }]);
  }
  return steps;
}

/** Cells from a to b along their shared row or column (R6 line of fire); null when not aligned. */
export function orthogonalLine(a: Cell, b: Cell): Cell[] | null {
  if (a.col !== b.col && a.row !== b.row) return null;
  const n = Math.max(Math.abs(b.col - a.col), Math.abs(b.row - a.row));
  const sc = Math.sign(b.col - a.col);
  const sr = Math.sign(b.row - a.row);
  const cells: Cell[] = [];
  for (let i = 0; i <= n; i++) cells.push({ col: a.col + i * sc, row: a.row + i * sr });
  return cells;
}
