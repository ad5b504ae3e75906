/** Dispatch of R6 actions to their rules: what may be done, whether an action may, and doing it. */
import { refusal } from '../core/engine';
import type { Action, Emit, Refusal } from '../core/types';
import { applyCardPlay, checkCardPlay, legalCardPlays, playableCards, type PlayableCard } from './card-actions';
import { applyAttack, applyBoost, applyCommit, checkAttack, checkBoost, checkCommit, legalAttacks, legalBoosts, legalCommits } from './combat';
import { decisionOf } from './common';
import { applyDeploy, checkDeploy, legalDeployments } from './deployment';
import { Draft } from './draft';
import { handOfUnit } from './hands';
import { applyMove, applyOpen, checkMove, checkOpen, legalMoves, legalOpenings } from './movement';
import { endPhase } from './phases';
import { applyPrepare, checkPrepare, legalPreparations } from './preparation';
import type { R6Action, R6State, UnitState } from './types';
import { unitsOfSide } from './units';

function legalAgentActions(state: R6State, side: string, out: R6Action[]): void {
  const { fixed, game } = state;
  // Agents of one player share a hand: its playable cards are found once.
  let hand = '';
  let playable: readonly PlayableCard[] = [];
  for (const unit of unitsOfSide(fixed, side)) {
    const current = game.units[unit] as UnitState;
    if (current.hp <= 0 || current.cell < 0 || current.actions <= 0) continue;
    legalMoves(state, side, unit, out);
    legalOpenings(state, side, unit, out);
    legalAttacks(state, side, unit, out);
    const handId = handOfUnit(fixed, unit);
    if (handId !== hand) {
      hand = handId;
      playable = playableCards(state, side, handId);
    }
    legalCardPlays(state, side, unit, playable, out);
  }
}

export function legalActions(state: R6State, side: string): R6Action[] {
  const out: R6Action[] = [];
  switch (decisionOf(state, side)) {
    case 'deploy':
      legalDeployments(state, side, out);
      break;
    case 'prepare':
      out.push({ type: 'endPhase', side });
      legalPreparations(state, side, out);
      break;
    case 'act':
      out.push({ type: 'endPhase', side });
      legalAgentActions(state, side, out);
      break;
    case 'commit':
      legalCommits(state, side, out);
      break;
    case 'boost':
      legalBoosts(state, side, out);
      break;
  }
  return out;
}

function checkEndPhase(state: R6State, side: string): Refusal | null {
  const owed = decisionOf(state, side);
  return owed === 'act' || owed === 'prepare' ? null : refusal('r6-onboard.refused.notNow', { phase: state.phase, expected: owed ?? '' });
}

export function check(state: R6State, action: Action): Refusal | null {
  const candidate = action as R6Action;
  switch (candidate.type) {
    case 'deploy':
      return checkDeploy(state, candidate);
    case 'prepare':
      return checkPrepare(state, candidate);
    case 'move':
      return checkMove(state, candidate);
    case 'open':
      return checkOpen(state, candidate);
    case 'card':
      return checkCardPlay(state, candidate);
    case 'attack':
      return checkAttack(state, candidate);
    case 'commit':
      return checkCommit(state, candidate);
    case 'boost':
      return checkBoost(state, candidate);
    case 'endPhase':
      return checkEndPhase(state, candidate.side);
    default:
      return refusal('r6-onboard.refused.unknownAction', { type: String((action as { type: unknown }).type) });
  }
}

export function apply(state: R6State, action: R6Action, emit: Emit): R6State {
  const d = new Draft(state, emit);
  switch (action.type) {
    case 'deploy':
      applyDeploy(d, action);
      break;
    case 'prepare':
      applyPrepare(d, action);
      break;
    case 'move':
      applyMove(d, action);
      break;
    case 'open':
      applyOpen(d, action);
      break;
    case 'card':
      applyCardPlay(d, action);
      break;
    case 'attack':
      applyAttack(d, action);
      break;
    case 'commit':
      applyCommit(d, action);
      break;
    case 'boost':
      applyBoost(d, action);
      break;
    case 'endPhase':
      endPhase(d);
      break;
  }
  return d.finish();
}
