/** What a cell offers under the R6 rules: the cells in its line of fire and those reachable this turn. */
import { byCostThenLabel, type CellReport, type Reach } from '../cell-report';
import { reachCosts, visibleCells } from './board';
import type { R6State } from './types';
import { isDisoriented, occupantOf, unitIndex } from './units';

/**
 * Line of fire from `cell`, and cells reachable from it with their cost in actions. The agent is
 * `unitId`, else the one standing on `cell`; its remaining actions count during its side's phase,
 * all of them otherwise, none while disoriented. With no agent, a fresh one's actions. Cells held
 * by other agents cannot be entered.
 */
export function inspectCell(state: R6State, cell: number, unitId?: string): CellReport {
  const { fixed, game } = state;
  const unit = unitId === undefined ? occupantOf(game, cell) : unitIndex(fixed, unitId);
  if (unitId !== undefined && unit < 0) throw new Error(`There is no agent "${unitId}" in this scenario.`);
  const info = fixed.units[unit];
  const current = game.units[unit];
  const acting = info !== undefined && state.pending.some((decision) => decision.side === info.side && decision.kind === 'act');
  const actions = !info || !current ? fixed.constants.actionsPerAgent : acting ? current.actions : info.actions;
  const disoriented = current !== undefined && isDisoriented(current, state.turn);
  const blocked = new Set<number>();
  game.units.forEach((_, index) => {
    const other = game.units[index];
    if (index !== unit && other && other.hp > 0 && other.cell >= 0 && other.cell !== cell) blocked.add(other.cell);
  });
  const costs = reachCosts(fixed, game, cell, disoriented ? 0 : actions, blocked);
  const reachable: Reach[] = [];
  costs.forEach((cost, index) => {
    if (cost > 0 && Number.isFinite(cost)) reachable.push({ cell: fixed.labels[index] ?? String(index), cost });
  });
  reachable.sort(byCostThenLabel);
  return {
    from: fixed.labels[cell] ?? String(cell),
    unit: info?.id ?? null,
    budget: actions,
    costUnit: 'actions',
    visible: visibleCells(fixed, game, cell)
      .sort((a, b) => a - b)
      .map((index) => fixed.labels[index] ?? String(index)),
    reachable,
  };
}
