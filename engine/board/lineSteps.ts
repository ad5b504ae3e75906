import type { Cell, LineStep, PointMm } from './types';

/**
 * Builds the pair step of a grazing line in the documented order: higher on the board first,
 * then further left, so that a line and its reverse pick the same cell.
 */
export function grazingPair(a: Cell, b: Cell, centre: (cell: Cell) => PointMm): LineStep {
  const pa = centre(a);
  const pb = centre(b);
  const aFirst = pa.y < pb.y || (pa.y === pb.y && pa.x < pb.x);
  return aFirst ? [a, b] : [b, a];
}

/** One cell per step: the single cell, or the first cell of a grazing pair. */
export function pickLine(steps: readonly LineStep[]): Cell[] {
  return steps.map((step) => step[0]);
}
