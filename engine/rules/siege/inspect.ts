/**
 * What a hex offers under the SIEGE rules (the editor's inspect tool and `skirmish inspect`): the
 * hexes a shooter standing there could shoot into, and those reachable this turn with their cost
 * in movement points.
 */
import { byCostThenLabel, type CellReport, type Reach } from '../cell-report';

import { figureIndex, valuesOf } from './common';
import { reachableCells } from './movement';
import { visibleCells } from './line-of-fire';
import type { SiegeState } from './types';
import { occupancyFor, occupantOf, sideIndexOf } from './standing';

/** A figure with no bow of its own is inspected as a longbowman: the longest reach of the fire table. */
const DEFAULT_WEAPON = 'longbow';
/** Movement points of a figure on foot when the hex is empty (a soldier's). */
const DEFAULT_MOVEMENT = 5;

/**
 * Line of fire and reach from `cell`. The figure is `unitId`, else the one standing on `cell`;
 * with none, a soldier of the first side with a longbow. Its movement points are its counter's
 * (wounded or not); other living figures block as they stand, the figure itself does not.
 */
export function inspectCell(state: SiegeState, cell: number, unitId?: string): CellReport {
  const { fixed, game } = state;
  const index = unitId === undefined ? occupantOf(state, cell) : figureIndex(fixed, unitId);
  if (unitId !== undefined && index < 0) throw new Error(`There is no figure "${unitId}" in this scenario.`);
  const info = fixed.figures[index];
  const figure = game.figures[index];
  const side = info ? sideIndexOf(fixed, index) : 0;
  const points = info && figure ? valuesOf(fixed, index, { ...figure, status: figure.status === 'wounded' ? 'wounded' : 'healthy' }).movement : DEFAULT_MOVEMENT;
  const occupancy = occupancyFor(state);
  // A copy of its own (the game's tables move on with the next state asked about), in which the
  // figure inspected stands on `cell`, wherever it really is.
  const placed = { living: Int8Array.from(occupancy.living), top: Int8Array.from(occupancy.top), deadMen: Uint8Array.from(occupancy.deadMen), deadHorses: Uint8Array.from(occupancy.deadHorses) };
  if (figure && figure.cell >= 0 && figure.status !== 'dead') placed.living[figure.cell] = -1;
  placed.living[cell] = side;
  const mode = figure?.mounted ? 'mounted' : 'foot';
  const reachable: Reach[] = reachableCells(fixed.board, cell, mode, points, placed, game.board, { side })
    .filter((reach) => !reach.onTop && reach.cell !== cell)
    .map((reach) => ({ cell: fixed.labels[reach.cell] ?? String(reach.cell), cost: reach.cost }))
    .sort(byCostThenLabel);
  const visible = visibleCells(fixed.board, cell, { side, weapon: info?.weapon ?? DEFAULT_WEAPON }, placed, game.board)
    .map((seen) => seen.cell)
    .sort((a, b) => a - b)
    .map((seen) => fixed.labels[seen] ?? String(seen));
  return { from: fixed.labels[cell] ?? String(cell), unit: info?.id ?? null, budget: points, costUnit: 'movementPoints', visible, reachable };
}
