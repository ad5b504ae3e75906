/**
 * The assignment phase (R16 - R19): each side lays missions face down with one or two leaders of
 * its reserve on each, as a sealed choice the other side cannot see until both are done. A side
 * may assign leaders who lack the skills (a bluff); such a mission cannot be revealed (R43).
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { reserveLeaders, leaderIds } from './common';
import type { Draft } from './draft';
import { endAssignment, sealedAssignments } from './flow';
import type { AssignAction, Assignment, Camp, RebAction, RebState } from './types';

function sealedOf(state: RebState, side: string): readonly Assignment[] {
  const sealed = state.sealed[side];
  return Array.isArray(sealed) ? (sealed as Assignment[]) : [];
}

function freeLeaders(state: RebState, camp: Camp, side: string): number[] {
  const used = new Set<number>();
  for (const assignment of sealedOf(state, side)) for (const leader of assignment.leaders) used.add(leader);
  return reserveLeaders(state.fixed, state.game, camp).filter((leader) => !used.has(leader));
}

function freeCards(state: RebState, camp: Camp, side: string): number[] {
  const used = new Set(sealedOf(state, side).map((assignment) => assignment.card));
  return state.game.missions[camp].filter((card) => card >= 0 && !used.has(card));
}

export function legalAssignments(state: RebState, camp: Camp, side: string, out: RebAction[]): void {
  out.push({ type: 'endAssign', side });
  const leaders = freeLeaders(state, camp, side);
  if (leaders.length === 0) return;
  const pairs = state.fixed.constants.leadersPerMission >= 2;
  // Copies of one card are the same choice: each is listed once.
  const seen = new Set<string>();
  for (const card of freeCards(state, camp, side)) {
    const def = state.fixed.cards[card];
    if (!def || seen.has(`${def.deck}/${def.id}`)) continue;
    seen.add(`${def.deck}/${def.id}`);
    for (let i = 0; i < leaders.length; i++) {
      out.push({ type: 'assign', side, card, leaders: [leaders[i] as number] });
      if (!pairs) continue;
      for (let j = i + 1; j < leaders.length; j++) out.push({ type: 'assign', side, card, leaders: [leaders[i] as number, leaders[j] as number] });
    }
  }
}

export function checkAssign(state: RebState, camp: Camp, action: AssignAction): Refusal | null {
  if (!Number.isInteger(action.card) || !freeCards(state, camp, action.side).includes(action.card)) return refusal('rebellion.refused.cardNotInHand', {});
  const leaders = action.leaders as unknown;
  const max = state.fixed.constants.leadersPerMission;
  if (!Array.isArray(leaders) || leaders.length < 1 || leaders.length > max) return refusal('rebellion.refused.leadersPerMission', { max });
  const free = freeLeaders(state, camp, action.side);
  if (new Set(leaders).size !== leaders.length || !leaders.every((leader) => free.includes(leader as number))) return refusal('rebellion.refused.leaderNotInReserve', {});
  return null;
}

export function applyAssign(d: Draft, camp: Camp, action: AssignAction): void {
  const side = d.fixed.sides[camp];
  d.seal(side, [...sealedAssignments(d, camp), { card: action.card, leaders: action.leaders.slice() }]);
  d.event('rebellion.event.assignedCard', { card: action.card, leaders: leaderIds(d.fixed, action.leaders) }, camp);
}

export function applyEndAssign(d: Draft, camp: Camp): void {
  endAssignment(d, camp);
}
