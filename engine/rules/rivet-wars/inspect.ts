/**
 * What a grid offers under the Rivet Wars rules (the editor's inspect tool and `skirmish inspect`):
 * the grids a unit standing there can attack (its longest ground range, counted with one diagonal)
 * and those it can reach with its move, with their cost in movement points.
 */
import { byCostThenLabel, type CellReport } from '../cell-report';
import { copyEnvelope } from '../core/copy';
import { figureIndex, occupancy, weaponsOf } from './common';
import { copyFigure, copyGame } from './draft';
import { rangeBetween } from './grid';
import { movePoints } from './movement';
import { reachOf } from './reach';
import type { RwState } from './types';

/**
 * Reach and range from `grid`. The unit is `unitId`, else the first standing there, else the first
 * infantry figure of the first side, as if it stood there (in its grid's first cell).
 */
export function inspectCell(state: RwState, grid: number, unitId?: string): CellReport {
  const { fixed, game } = state;
  let unit = unitId === undefined ? (occupancy(state).units[grid]?.[0] ?? -1) : figureIndex(fixed, unitId);
  if (unit < 0) unit = fixed.figures.findIndex((figure) => fixed.profiles[figure.profile]?.infantry === true);
  if (unit < 0) unit = 0;
  const figures = game.figures.slice();
  const placed = copyFigure(figures[unit] ?? game.figures[0]!);
  if (placed.grid !== grid) {
    placed.grid = grid;
    placed.cells = 1;
  }
  figures[unit] = placed;
  const moved = copyGame(game);
  moved.figures = figures;
  const there = copyEnvelope(state, moved);
  const budget = movePoints(there, occupancy(there), unit);
  const reachable = reachOf(there, unit, budget)
    .map((reach) => ({ cell: fixed.labels[reach.grid] ?? String(reach.grid), cost: reach.cost }))
    .sort(byCostThenLabel);
  const range = weaponsOf(fixed, moved, unit).reduce((best, weapon) => Math.max(best, weapon.range), 0);
  const visible: string[] = [];
  for (let other = 0; other < fixed.onBoard.length; other++) {
    if (other !== grid && fixed.onBoard[other] === 1 && rangeBetween(fixed.columns, grid, other) <= range) visible.push(fixed.labels[other] ?? String(other));
  }
  return { from: fixed.labels[grid] ?? String(grid), unit: fixed.figures[unit]?.id ?? null, budget, costUnit: 'movementPoints', visible, reachable };
}
