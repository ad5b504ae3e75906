/**
 * Who stands where, as the movement and fire rules need it: living figures by side (stunned ones
 * and animals included, 1.42, 1.61), the top level of siege towers apart (2.46), and the dead,
 * which raise movement costs (1.61). The game flow fills one per state (or patches it as figures
 * move); the functions here only read it.
 */
import type { SiegeBoard } from './board';

export const EMPTY = -1;

export interface Occupancy {
  /** Per cell: index in `SiegeBoard.sides` of the living figure there (the lower level of a siege tower), -1 when none. */
  readonly living: Int8Array;
  /** Per cell: side of the living figure on top of a siege tower there, -1 when none. */
  readonly top: Int8Array;
  readonly deadMen: Uint8Array;
  readonly deadHorses: Uint8Array;
}

export function createOccupancy(board: SiegeBoard): Occupancy {
  const n = board.cellCount;
  return { living: new Int8Array(n).fill(EMPTY), top: new Int8Array(n).fill(EMPTY), deadMen: new Uint8Array(n), deadHorses: new Uint8Array(n) };
}

/** A figure on the board: `side` is an index in `SiegeBoard.sides`. */
export interface PlacedFigure {
  readonly cell: number;
  readonly side: number;
  /** On top of a siege tower. */
  readonly onTop?: boolean;
  readonly dead?: boolean;
  /** A horse (ridden or not): a dead one counts as several dead men (1.61). */
  readonly horse?: boolean;
}

/** The occupancy of a list of figures. */
export function occupancyOf(board: SiegeBoard, figures: readonly PlacedFigure[]): Occupancy {
  const occupancy = createOccupancy(board);
  for (const figure of figures) {
    if (figure.cell < 0 || figure.cell >= board.cellCount) continue;
    if (figure.dead === true) {
      if (figure.horse === true) occupancy.deadHorses[figure.cell]! += 1;
      else occupancy.deadMen[figure.cell]! += 1;
    } else if (figure.onTop === true) occupancy.top[figure.cell] = figure.side;
    else occupancy.living[figure.cell] = figure.side;
  }
  return occupancy;
}

/** Extra movement points to enter `cell` for its dead (1.61): -1 when they make it impassable. */
export function deadExtraCost(board: SiegeBoard, occupancy: Occupancy, cell: number): number {
  const c = board.constants;
  const weight = (occupancy.deadMen[cell] as number) + (occupancy.deadHorses[cell] as number) * c.deadHorseCountsAsMen;
  if (weight >= c.deadMenImpassable) return -1;
  return weight >= c.deadMenExtraCost ? c.deadMenExtraPoints : 0;
}
