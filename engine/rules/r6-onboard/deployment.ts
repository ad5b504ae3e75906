/** Setup: agents the scenario does not place are put on free cells of their side's start zone. */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { expectDecision, isCell, labelOf, withoutSide } from './common';
import type { Draft } from './draft';
import { endPhase } from './phases';
import type { R6Action, R6State } from './types';
import { isFull, placeUnit, unitIndex } from './units';

type Deploy = Extract<R6Action, { type: 'deploy' }>;

export function legalDeployments(state: R6State, side: string, out: R6Action[]): void {
  const { fixed, game } = state;
  fixed.units.forEach((unit, index) => {
    const current = game.units[index];
    if (unit.side !== side || !current || current.hp <= 0 || current.cell >= 0) return;
    for (const cell of unit.deployCells) {
      if (!isFull(fixed, game, cell, side)) out.push({ type: 'deploy', side, unit: unit.id, cell });
    }
  });
}

export function checkDeploy(state: R6State, action: Deploy): Refusal | null {
  const wrongTime = expectDecision(state, action.side, 'deploy');
  if (wrongTime) return wrongTime;
  const unit = unitIndex(state.fixed, action.unit);
  const info = state.fixed.units[unit];
  const current = state.game.units[unit];
  if (!info || !current) return refusal('r6-onboard.refused.unknownUnit', { unit: String(action.unit) });
  if (info.side !== action.side) return refusal('r6-onboard.refused.notYourUnit', { unit: info.id });
  if (current.cell >= 0 || current.hp <= 0) return refusal('r6-onboard.refused.alreadyDeployed', { unit: info.id });
  if (!isCell(state.fixed, action.cell)) return refusal('r6-onboard.refused.offBoard', { cell: String(action.cell) });
  if (!info.deployCells.includes(action.cell)) return refusal('r6-onboard.refused.notStartZone', { cell: labelOf(state.fixed, action.cell) });
  if (isFull(state.fixed, state.game, action.cell, action.side)) return refusal('r6-onboard.refused.occupied', { cell: labelOf(state.fixed, action.cell) });
  return null;
}

export function applyDeploy(d: Draft, action: Deploy): void {
  const unit = unitIndex(d.fixed, action.unit);
  placeUnit(d, unit, action.cell);
  if (d.loud) d.emit({ key: 'r6-onboard.event.deployed', params: { unit: action.unit, cell: labelOf(d.fixed, action.cell) } });
  const waiting = d.fixed.units.some((info, index) => info.side === action.side && (d.game.units[index]?.hp ?? 0) > 0 && (d.game.units[index]?.cell ?? 0) < 0);
  if (waiting) return;
  const pending = withoutSide(d.state.pending, action.side);
  d.setPending(pending);
  if (pending.length === 0) endPhase(d);
}
