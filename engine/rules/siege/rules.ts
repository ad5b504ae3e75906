/** Dispatch of SIEGE actions to their rules: what may be done, whether an action may, and doing it. */
import { refusal } from '../core/engine';
import type { Action, Emit, Refusal, SideId } from '../core/types';
import { applyBallista, checkBallista } from './ballista';
import { decisionOf, expectDecision, phaseParts } from './common';
import { Draft } from './draft';
import { applyMoveEngine, checkMoveEngine, legalEngineMoves } from './engines';
import { applyFire, checkFire, fireStepOf, resolveDeclaredShot } from './fire-actions';
import { applyExtinguish, applyFireArrow, applySetFire, checkExtinguish, checkFireArrow, checkSetFire, resolveExtinguish, resolveFireArrow } from './fires';
import { applyAdvance, applyMelee, applyPush, checkAdvance, checkMelee, checkPush, checkStay, legalAdvances, resolveDeclaredMelee, resolvePush } from './melee-actions';
import { applyMoveLadder, checkMoveLadder, legalLadderMoves } from './ladders';
import { anyMove, applyDeploy, applyMove, applyRaise, applyWinch, checkDeploy, checkMove, checkRaise, checkWinch, legalDeployments, movePieces } from './move-actions';
import { applyPourOil, checkPourOil, resolveOil } from './oil';
import { endPhase } from './phases';
import { applyPound, checkPound, resolvePound } from './pounding';
import { anyFireStep, anyMeleeStep, legalFireStep, legalMeleeStep } from './step-actions';
import type { SiegeAction, SiegeState } from './types';

export function legalActions(state: SiegeState, side: SideId): SiegeAction[] {
  const out: SiegeAction[] = [];
  switch (decisionOf(state, side)) {
    case 'deploy':
      legalDeployments(state, side, out);
      break;
    case 'fire':
      out.push({ type: 'endStep', side });
      legalFireStep(state, side, out);
      break;
    case 'move':
      // The few engine moves first: a list shown to a person may be cut after the first hundreds.
      out.push({ type: 'endStep', side });
      legalEngineMoves(state, side, out);
      legalLadderMoves(state, side, out);
      // One join of the figures' lists: a few times faster than pushing them one by one.
      return out.concat(...movePieces(state, side));
    case 'melee':
      out.push({ type: 'endStep', side });
      legalMeleeStep(state, side, out);
      break;
    case 'roll':
      out.push({ type: 'roll', side });
      break;
    case 'advance':
      legalAdvances(state, side, out);
      break;
  }
  return out;
}

const STEP_DECISIONS = ['fire', 'move', 'melee'];

function checkEndStep(state: SiegeState, side: SideId): Refusal | null {
  const owed = decisionOf(state, side);
  return owed !== null && STEP_DECISIONS.includes(owed) ? null : refusal('siege.refused.notNow', { expected: owed ?? '' });
}

export function check(state: SiegeState, action: Action): Refusal | null {
  const candidate = action as SiegeAction;
  switch (candidate.type) {
    case 'deploy':
      return checkDeploy(state, candidate);
    case 'move':
      return checkMove(state, candidate);
    case 'moveEngine':
      return checkMoveEngine(state, candidate);
    case 'raiseLadder':
      return checkRaise(state, candidate);
    case 'moveLadder':
      return checkMoveLadder(state, candidate);
    case 'winch':
      return checkWinch(state, candidate);
    case 'fire':
      return checkFire(state, candidate);
    case 'melee':
      return checkMelee(state, candidate);
    case 'pushLadder':
      return checkPush(state, candidate);
    case 'pound':
      return checkPound(state, candidate);
    case 'setFire':
      return checkSetFire(state, candidate);
    case 'extinguish':
      return checkExtinguish(state, candidate);
    case 'fireArrow': {
      const step = fireStepOf(state);
      return step ? checkFireArrow(state, candidate, step) : expectDecision(state, candidate.side, 'fire') ?? refusal('siege.refused.notNow', { expected: 'fire' });
    }
    case 'pourOil':
      return checkPourOil(state, candidate);
    case 'fireBallista':
      return checkBallista(state, candidate);
    case 'roll':
      return expectDecision(state, candidate.side, 'roll');
    case 'advance':
      return checkAdvance(state, candidate);
    case 'stay':
      return checkStay(state, candidate.side);
    case 'endStep':
      return checkEndStep(state, candidate.side);
    default:
      return refusal('siege.refused.unknownAction', { type: String((action as { type: unknown }).type) });
  }
}

/** After a die or an advance: the step goes on while the side has something left to do in it. */
function carryOn(d: Draft): void {
  d.syncBoard();
  const offer = d.game.advance;
  if (offer) {
    d.setPending([{ side: offer.side, kind: 'advance' }]);
    return;
  }
  const parts = phaseParts(d.state.phase);
  if (!parts) return;
  const { side, step } = parts;
  const more = step === 'fire-1' || step === 'fire-2' ? anyFireStep(d.state, side, step) : step === 'melee' ? anyMeleeStep(d.state, side) : false;
  if (more) d.setPending([{ side, kind: step === 'melee' ? 'melee' : 'fire' }]);
  else endPhase(d);
}

/** The movement step ends by itself once no figure of the side may move any more. */
function keepMoving(d: Draft, side: SideId): void {
  d.syncBoard();
  if (!anyMove(d.state, side)) endPhase(d);
}

function hasFigureToDeploy(state: SiegeState, side: SideId): boolean {
  const { fixed, game } = state;
  for (let i = 0; i < fixed.figures.length; i++) {
    const figure = game.figures[i];
    if (figure && figure.cell < 0 && figure.status !== 'dead' && fixed.figures[i]?.side === side) return true;
  }
  return false;
}

function applyRoll(d: Draft, before: SiegeState): void {
  const roll = d.game.roll;
  d.setRoll(null);
  switch (roll?.kind) {
    case 'fire':
      resolveDeclaredShot(d, roll, before);
      break;
    case 'melee':
      resolveDeclaredMelee(d, roll, before);
      break;
    case 'push':
      resolvePush(d, roll.ladder, roll.pusher);
      break;
    case 'pound':
      resolvePound(d, roll);
      break;
    case 'extinguish':
      resolveExtinguish(d, roll);
      break;
    case 'fireArrow':
      resolveFireArrow(d, roll);
      break;
    case 'oil':
      resolveOil(d, roll);
      break;
  }
  carryOn(d);
}

export function apply(state: SiegeState, action: SiegeAction, emit: Emit): SiegeState {
  const d = new Draft(state, emit);
  switch (action.type) {
    case 'deploy':
      applyDeploy(d, action);
      if (!hasFigureToDeploy(d.state, action.side)) {
        d.setPending(d.state.pending.filter((decision) => decision.side !== action.side));
        if (d.state.pending.length === 0) endPhase(d);
      }
      break;
    case 'move':
      applyMove(d, action, state);
      keepMoving(d, action.side);
      break;
    case 'moveEngine':
      applyMoveEngine(d, action);
      keepMoving(d, action.side);
      break;
    case 'raiseLadder':
      applyRaise(d, action);
      keepMoving(d, action.side);
      break;
    case 'moveLadder':
      applyMoveLadder(d, action);
      keepMoving(d, action.side);
      break;
    case 'winch':
      applyWinch(d, action);
      keepMoving(d, action.side);
      break;
    case 'fire':
      applyFire(d, action, state);
      break;
    case 'melee':
      applyMelee(d, action, state);
      break;
    case 'pushLadder':
      applyPush(d, action);
      break;
    case 'pound':
      applyPound(d, action);
      break;
    case 'setFire':
      applySetFire(d, action);
      carryOn(d);
      break;
    case 'extinguish':
      applyExtinguish(d, action);
      break;
    case 'fireArrow':
      applyFireArrow(d, action, fireStepOf(state) as 'fire-1' | 'fire-2');
      break;
    case 'pourOil':
      applyPourOil(d, action);
      break;
    case 'fireBallista':
      applyBallista(d, action, state);
      break;
    case 'roll':
      applyRoll(d, state);
      break;
    case 'advance':
      applyAdvance(d, action);
      carryOn(d);
      break;
    case 'stay':
      d.setAdvance(null);
      d.emit({ key: 'siege.event.stayed', params: { side: action.side } });
      carryOn(d);
      break;
    case 'endStep':
      endPhase(d);
      break;
  }
  return d.finish();
}
