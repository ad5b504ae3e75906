/** Checks and helpers shared by the R6 actions. */
import { refusal } from '../core/engine';
import type { Decision, Refusal } from '../core/types';
import { endPhase } from './phases';
import type { Draft } from './draft';
import type { R6Fixed, R6State, UnitState } from './types';
import { isFlashed, unitIndex, unitsOfSide } from './units';

/** The kind of decision `side` owes, or null. */
export function decisionOf(state: R6State, side: string): string | null {
  for (const decision of state.pending) if (decision.side === side) return decision.kind;
  return null;
}

export function withoutSide(pending: readonly Decision[], side: string): Decision[] {
  return pending.filter((decision) => decision.side !== side);
}

/** Refuses an action that is not the kind of decision its side owes now. */
export function expectDecision(state: R6State, side: string, kind: string): Refusal | null {
  const owed = decisionOf(state, side);
  return owed === kind ? null : refusal('r6-onboard.refused.notNow', { phase: state.phase, expected: owed ?? '' });
}

export function isCell(fixed: R6Fixed, value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < fixed.labels.length;
}

export function labelOf(fixed: R6Fixed, cell: number): string {
  return fixed.labels[cell] ?? String(cell);
}

/** How messages name an edge: the labels of the cells on either side ("C4-C5"). */
export function edgeLabel(fixed: R6Fixed, edge: number): string {
  return (fixed.edges[edge]?.cells ?? []).map((cell) => labelOf(fixed, cell)).join('-');
}

export interface Actor {
  readonly unit: number;
  readonly cell: number;
  readonly actions: number;
}

/**
 * Checks that `side` may use agent `id` for an action now: its side's action phase, its own agent,
 * on the board, with an action left. Returns the agent or the reason.
 */
export function checkActor(state: R6State, side: string, id: unknown): Actor | Refusal {
  const wrongTime = expectDecision(state, side, 'act');
  if (wrongTime) return wrongTime;
  const unit = unitIndex(state.fixed, id);
  if (unit < 0) return refusal('r6-onboard.refused.unknownUnit', { unit: String(id) });
  const info = state.fixed.units[unit];
  const current = state.game.units[unit];
  if (!info || !current) return refusal('r6-onboard.refused.unknownUnit', { unit: String(id) });
  if (info.side !== side) return refusal('r6-onboard.refused.notYourUnit', { unit: info.id });
  if (current.hp <= 0 || current.cell < 0) return refusal('r6-onboard.refused.unitDown', { unit: info.id });
  if (current.actions <= 0) {
    return isFlashed(current, state.turn) ? refusal('r6-onboard.refused.flashed', { unit: info.id }) : refusal('r6-onboard.refused.noActionsLeft', { unit: info.id });
  }
  return { unit, cell: current.cell, actions: current.actions };
}

export function isRefusal(value: Actor | Refusal): value is Refusal {
  return 'key' in value;
}

/** Spends an agent's actions; the phase ends by itself once no agent of the side has any left. */
export function spendActions(d: Draft, unit: number, count: number): void {
  const writable = d.unit(unit);
  writable.actions = Math.max(0, writable.actions - count);
}

/** Ends the acting side's phase when none of its agents has an action left. */
export function endPhaseIfSpent(d: Draft): void {
  const decision = d.state.pending[0];
  if (d.game.combat || !decision || decision.kind !== 'act') return;
  const { fixed, game } = d;
  for (const unit of unitsOfSide(fixed, decision.side)) {
    const current = game.units[unit] as UnitState;
    if (current.actions > 0 && current.hp > 0) return;
  }
  endPhase(d);
}
