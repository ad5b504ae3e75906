/**
 * Movement: one orthogonal cell per action, plus the extra cost of the side crossed (a window
 * costs one more; a closed door costs one more and is left open). Opening a door without crossing
 * it is an action of its own. Traps trigger when an attacker enters their cell, and stay face up.
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { CAUSE_BIT, canChange, edgeIndexByKey, edgeView, stepCost } from './board';
import { cardOf } from './cards';
import { checkActor, edgeLabel, endPhaseIfSpent, isCell, isRefusal, labelOf, spendActions } from './common';
import type { Draft } from './draft';
import { changeEdge } from './preparation';
import type { EdgeFeature, R6Action, R6State, Trap, UnitProfileInfo, UnitState } from './types';
import { damage, isDisoriented, isFull, placeUnit, stackCounts, unitIndex } from './units';

const OPEN = CAUSE_BIT.open;

type Move = Extract<R6Action, { type: 'move' }>;
type Open = Extract<R6Action, { type: 'open' }>;

function cannotMove(state: R6State, unit: number): boolean {
  const current = state.game.units[unit];
  return current !== undefined && isDisoriented(current, state.turn);
}

export function legalMoves(state: R6State, side: string, unit: number, out: R6Action[]): void {
  const { fixed, game } = state;
  const current = game.units[unit] as UnitState;
  if (isDisoriented(current, state.turn)) return;
  const id = (fixed.units[unit] as UnitProfileInfo).id;
  const costs = edgeView(fixed, game).stepCost;
  const counts = stackCounts(fixed, game.units, side);
  const limit = fixed.constants.agentsPerCell;
  const base = current.cell * 4;
  for (let direction = 0; direction < 4; direction++) {
    const cost = costs[base + direction] as number;
    if (cost < 0 || cost > current.actions) continue;
    const cell = fixed.neighbours[base + direction] as number;
    if ((counts[cell] as number) < limit) out.push({ type: 'move', side, unit: id, cell });
  }
}

export function legalOpenings(state: R6State, side: string, unit: number, out: R6Action[]): void {
  const { fixed, game } = state;
  const current = game.units[unit] as UnitState;
  const view = edgeView(fixed, game);
  const base = current.cell * 4;
  for (let direction = 0; direction < 4; direction++) {
    const edge = fixed.edgeOf[base + direction] as number;
    if (edge >= 0 && canChange(view, edge, OPEN)) out.push({ type: 'open', side, unit: (fixed.units[unit] as UnitProfileInfo).id, edge: (fixed.edges[edge] as EdgeFeature).key });
  }
}

export function checkMove(state: R6State, action: Move): Refusal | null {
  const actor = checkActor(state, action.side, action.unit);
  if (isRefusal(actor)) return actor;
  const { fixed, game } = state;
  if (!isCell(fixed, action.cell)) return refusal('r6-onboard.refused.offBoard', { cell: String(action.cell) });
  const label = labelOf(fixed, action.cell);
  if (cannotMove(state, actor.unit)) return refusal('r6-onboard.refused.disoriented', { unit: String(action.unit) });
  let direction = 0;
  while (direction < 4 && fixed.neighbours[actor.cell * 4 + direction] !== action.cell) direction++;
  if (direction === 4) return refusal('r6-onboard.refused.notAdjacent', { unit: String(action.unit), cell: label });
  const cost = stepCost(fixed, game, actor.cell, direction);
  if (cost < 0) return refusal('r6-onboard.refused.blocked', { cell: label });
  if (isFull(fixed, game, action.cell, action.side)) return refusal('r6-onboard.refused.occupied', { cell: label });
  if (cost > actor.actions) return refusal('r6-onboard.refused.tooCostly', { unit: String(action.unit), cost, left: actor.actions });
  return null;
}

export function checkOpen(state: R6State, action: Open): Refusal | null {
  const actor = checkActor(state, action.side, action.unit);
  if (isRefusal(actor)) return actor;
  const { fixed, game } = state;
  const edge = edgeIndexByKey(fixed, action.edge);
  const feature = fixed.edges[edge];
  if (!feature) return refusal('r6-onboard.refused.noSuchEdge', { edge: String(action.edge) });
  if (!feature.cells.includes(actor.cell)) return refusal('r6-onboard.refused.edgeOutOfReach', { unit: String(action.unit), edge: edgeLabel(fixed, edge) });
  if (!canChange(edgeView(fixed, game), edge, OPEN)) return refusal('r6-onboard.refused.cannotOpen', { edge: edgeLabel(fixed, edge) });
  return null;
}

/**
 * Springs the trap on `cell`, if any and not sprung yet, on the attacker `unit` that just entered
 * it. The rulebook turns the card and the counter face up to show where the agent was caught
 * (Les pièges, “retourne la carte et le pion du piège”): the trap stays there, seen by both sides.
 */
function springTrap(d: Draft, unit: number, cell: number): void {
  const traps = d.game.traps;
  let at = 0;
  while (at < traps.length && (traps[at] as Trap).cell !== cell) at++;
  const trap = traps[at];
  if (!trap || trap.sprung) return;
  d.traps()[at] = { ...trap, revealed: true, sprung: true };
  const id = d.fixed.units[unit]?.id ?? '';
  if (d.loud) d.emit({ key: 'r6-onboard.event.trapSprung', params: { unit: id, cell: labelOf(d.fixed, cell), card: trap.card }, reveal: true });
  if (cardOf(d.fixed, d.fixed.defenders, trap.card).effect === 'stun-trap') {
    spendActions(d, unit, Number.MAX_SAFE_INTEGER);
    if (d.loud) d.emit({ key: 'r6-onboard.event.incapacitated', params: { unit: id } });
  } else {
    damage(d, unit, d.fixed.constants.trapDamage);
  }
}

export function applyMove(d: Draft, action: Move): void {
  const { fixed } = d;
  const unit = unitIndex(fixed, action.unit);
  const from = d.game.units[unit]?.cell ?? -1;
  let direction = 0;
  while (fixed.neighbours[from * 4 + direction] !== action.cell) direction++;
  spendActions(d, unit, stepCost(fixed, d.game, from, direction));
  const edge = fixed.edgeOf[from * 4 + direction] as number;
  // Crossing a closed door opens it.
  if (edge >= 0 && canChange(edgeView(fixed, d.game), edge, OPEN)) changeEdge(d, edge, 'open');
  placeUnit(d, unit, action.cell);
  if (d.loud) d.emit({ key: 'r6-onboard.event.moved', params: { unit: action.unit, from: labelOf(fixed, from), to: labelOf(fixed, action.cell) } });
  if (fixed.units[unit]?.side === fixed.attackers) springTrap(d, unit, action.cell);
  endPhaseIfSpent(d);
}

export function applyOpen(d: Draft, action: Open): void {
  spendActions(d, unitIndex(d.fixed, action.unit), 1);
  changeEdge(d, edgeIndexByKey(d.fixed, action.edge), 'open');
  endPhaseIfSpent(d);
}
