/**
 * Grids and their cells. Grids are the board kernel's cells, eight neighbours each ("une case à côté
 * d'une autre, bord à bord ou en diagonale, est adjacente"); range counts grids with one diagonal at
 * most. Cells are the 2 × 2 quarters of a grid, as bits of a mask (0 top-left, 1 top-right,
 * 2 bottom-left, 3 bottom-right in the board's frame); players name them from their own seat.
 */
import type { GridCellName } from '../../scenario/types';
import { cachedPer } from '../core/cache';
import type { RwFixed } from './types';

/** Directions of `RwFixed.neighbours`, clockwise from north. */
export const DIRECTIONS = 8;
export const DELTAS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

export function isDiagonal(direction: number): boolean {
  return (direction & 1) === 1;
}

/** Grids between two grids when counting range: one diagonal at most (rulebook p.17). */
export function rangeBetween(columns: number, a: number, b: number): number {
  const dx = Math.abs((a % columns) - (b % columns));
  const dy = Math.abs(Math.floor(a / columns) - Math.floor(b / columns));
  return dx > 0 && dy > 0 ? dx + dy - 1 : dx + dy;
}

/** The range between every two grids of a board (`rangeBetween`), worked out once: the score and the activations offered ask for it again and again. */
export const rangesOf = cachedPer((fixed: RwFixed): Uint16Array => {
  const grids = fixed.onBoard.length;
  const ranges = new Uint16Array(grids * grids);
  for (let a = 0; a < grids; a++) for (let b = 0; b < grids; b++) ranges[a * grids + b] = rangeBetween(fixed.columns, a, b);
  return ranges;
});

/** The range from `grid` to the nearest of `grids` (Infinity for none). */
export function nearestRange(fixed: RwFixed, grid: number, grids: readonly number[]): number {
  const ranges = rangesOf(fixed);
  const row = grid * fixed.onBoard.length;
  let best = Infinity;
  for (const other of grids) best = Math.min(best, ranges[row + other] as number);
  return best;
}

/** The neighbour of `grid` in board direction `direction`, or -1 off the board. */
export function neighbour(neighbours: readonly number[], grid: number, direction: number): number {
  return neighbours[grid * DIRECTIONS + direction] as number;
}

/**
 * Board direction of a deviation arrow read by a player facing `facing` (0 N, 1 E, 2 S, 3 W):
 * arrow 0 is forward, then clockwise.
 */
export function arrowDirection(facing: number, arrow: number): number {
  return (facing * 2 + arrow) % DIRECTIONS;
}

/** Board cells of a grid in the order a player facing `facing` names them: front-left, front-right, back-left, back-right. */
const SEAT_CELLS: readonly (readonly number[])[] = [
  [0, 1, 2, 3], // facing north: the top row is in front, west on the left
  [1, 3, 0, 2], // east: the right column in front, north on the left
  [3, 2, 1, 0], // south: the bottom row in front, east on the left
  [2, 0, 3, 1], // west: the left column in front, south on the left
];
const CELL_NAMES: readonly GridCellName[] = ['front-left', 'front-right', 'back-left', 'back-right'];

/** The board cell a player facing `facing` calls `name`. */
export function cellOfName(facing: number, name: GridCellName): number {
  return (SEAT_CELLS[facing] as readonly number[])[CELL_NAMES.indexOf(name)] as number;
}

/** Masks a unit of `size` cells may cover in a grid: one cell, two side by side in a row, or all four. */
const FOOTPRINTS: Readonly<Record<number, readonly number[]>> = { 1: [1, 2, 4, 8], 2: [3, 12], 4: [15] };

export function footprintsOf(size: number): readonly number[] {
  return FOOTPRINTS[size] ?? [];
}

/** Number of cells a mask covers. */
export function cellCount(mask: number): number {
  return (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1);
}

/** Rank of the first cell of `mask` in a priority order of cells (0 is hit first); 4 for an empty mask. */
export function priorityRank(priority: readonly number[], mask: number): number {
  for (let rank = 0; rank < priority.length; rank++) if (mask & (1 << (priority[rank] as number))) return rank;
  return 4;
}

/** The footprint of `size` cells free in a grid whose taken cells are `taken`, first in `priority`; 0 when none. */
export function freeFootprint(size: number, taken: number, priority: readonly number[]): number {
  let best = 0;
  let bestRank = 5;
  for (const mask of footprintsOf(size)) {
    if ((mask & taken) !== 0) continue;
    const rank = priorityRank(priority, mask);
    if (rank < bestRank) {
      best = mask;
      bestRank = rank;
    }
  }
  return best;
}

/** A side's units, those given a slot of their grid first: a unit left to take the first free cells takes what they leave. */
export function slotsFirst<T extends { readonly slot?: number }>(units: readonly T[]): T[] {
  return [...units.filter((unit) => unit.slot !== undefined), ...units.filter((unit) => unit.slot === undefined)];
}
