/** Dispatch of Rebellion actions to their rules: what a side may do now, whether an action may be done, and doing it. */
import { refusal } from '../core/engine';
import type { Action, Emit, Refusal } from '../core/types';
import { applyAssign, applyEndAssign, checkAssign, legalAssignments } from './assignment';
import {
  applyCommitLeader,
  applyDamage,
  applyDrawTactic,
  applyEndDefense,
  applyPlayTactic,
  applyRetreat,
  applyStay,
  checkCommitLeader,
  checkDamage,
  checkPlayTactic,
  checkRetreat,
  legalCombatLeaders,
  legalDamage,
  legalDefence,
  legalRetreats,
  legalTacticChoices,
} from './combat';
import { campOf, decisionOf } from './common';
import { Draft } from './draft';
import { afterDiscard, passOrder } from './flow';
import { applyOppose, applyPlay, applyReveal, checkOppose, checkPlay, checkReveal, legalOppositions, legalPlays, legalReveals } from './missions';
import { applyActivate, applyEndMove, applyMove, checkActivate, checkMove, legalActivations, legalMoves } from './orders';
import { applyPlace, checkPlace, legalPlacements } from './placement';
import { applyBuild, applyDeploy, applyEndBuild, applyRecruit, checkBuild, checkDeploy, checkRecruit, legalBuilds, legalDeployments, legalRecruits } from './production';
import { applyRelocate, applyDiscard, checkDiscard, checkRelocate, legalDiscards, legalRelocations } from './refresh';
import type { Camp, DecisionKind, RebAction, RebState } from './types';

export function legalActions(state: RebState, side: string): RebAction[] {
  const out: RebAction[] = [];
  const camp = campOf(state.fixed, side) as Camp;
  switch (decisionOf(state, side)) {
    case 'place':
      legalPlacements(state, camp, side, out);
      break;
    case 'assign':
      legalAssignments(state, camp, side, out);
      break;
    case 'order':
      out.push({ type: 'pass', side });
      legalReveals(state, camp, side, out);
      legalPlays(state, camp, side, out);
      legalActivations(state, camp, side, out);
      break;
    case 'move':
      legalMoves(state, camp, side, out);
      break;
    case 'oppose':
      legalOppositions(state, camp, side, out);
      break;
    case 'combatLeader':
      legalCombatLeaders(state, camp, side, out);
      break;
    case 'tactic':
      legalTacticChoices(state, camp, side, out);
      break;
    case 'damage':
      legalDamage(state, side, out);
      break;
    case 'defend':
      legalDefence(state, camp, side, out);
      break;
    case 'retreat':
      legalRetreats(state, camp, side, out);
      break;
    case 'relocate':
      legalRelocations(state, side, out);
      break;
    case 'discard':
      legalDiscards(state, camp, side, out);
      break;
    case 'recruit':
      legalRecruits(state, camp, side, out);
      break;
    case 'build':
      legalBuilds(state, camp, side, out);
      break;
    case 'deploy':
      legalDeployments(state, camp, side, out);
      break;
  }
  return out;
}

/** The decision each action answers. */
const ANSWERS: Readonly<Record<RebAction['type'], readonly DecisionKind[]>> = {
  place: ['place'],
  assign: ['assign'],
  endAssign: ['assign'],
  activate: ['order'],
  reveal: ['order'],
  play: ['order'],
  pass: ['order'],
  move: ['move'],
  endMove: ['move'],
  oppose: ['oppose'],
  noOpposition: ['oppose'],
  commitLeader: ['combatLeader'],
  noLeader: ['combatLeader'],
  playTactic: ['tactic', 'defend'],
  drawTactic: ['tactic'],
  damage: ['damage'],
  endDefense: ['defend'],
  retreat: ['retreat'],
  stay: ['retreat'],
  relocate: ['relocate'],
  discard: ['discard'],
  recruit: ['recruit'],
  build: ['build'],
  endBuild: ['build'],
  deploy: ['deploy'],
};

export function check(state: RebState, action: Action): Refusal | null {
  const candidate = action as RebAction;
  if (!Object.hasOwn(ANSWERS, candidate.type)) return refusal('rebellion.refused.unknownAction', { type: String(candidate.type) });
  const owed = decisionOf(state, candidate.side);
  if (owed === null || !(ANSWERS[candidate.type] as readonly string[]).includes(owed)) return refusal('rebellion.refused.notNow', { action: candidate.type, expected: owed ?? '' });
  const camp = campOf(state.fixed, candidate.side) as Camp;
  switch (candidate.type) {
    case 'place':
      return checkPlace(state, camp, candidate);
    case 'assign':
      return checkAssign(state, camp, candidate);
    case 'activate':
      return checkActivate(state, camp, candidate);
    case 'reveal':
      return checkReveal(state, camp, candidate);
    case 'play':
      return checkPlay(state, camp, candidate);
    case 'move':
      return checkMove(state, candidate);
    case 'oppose':
      return checkOppose(state, camp, candidate);
    case 'commitLeader':
      return checkCommitLeader(state, camp, candidate);
    case 'playTactic':
      return checkPlayTactic(state, camp, owed as 'tactic' | 'defend', candidate);
    case 'damage':
      return checkDamage(state, candidate);
    case 'retreat':
      return checkRetreat(state, camp, candidate);
    case 'relocate':
      return checkRelocate(state, candidate);
    case 'discard':
      return checkDiscard(state, camp, candidate);
    case 'recruit':
      return checkRecruit(state, camp, candidate);
    case 'build':
      return checkBuild(state, camp, candidate);
    case 'deploy':
      return checkDeploy(state, camp, candidate);
    default:
      return null;
  }
}

export function apply(state: RebState, action: RebAction, emit: Emit): RebState {
  const d = new Draft(state, emit);
  const camp = campOf(state.fixed, action.side) as Camp;
  switch (action.type) {
    case 'place':
      applyPlace(d, camp, action);
      break;
    case 'assign':
      applyAssign(d, camp, action);
      break;
    case 'endAssign':
      applyEndAssign(d, camp);
      break;
    case 'activate':
      applyActivate(d, camp, action);
      break;
    case 'move':
      applyMove(d, action);
      break;
    case 'endMove':
      applyEndMove(d);
      break;
    case 'reveal':
      applyReveal(d, camp, action);
      break;
    case 'play':
      applyPlay(d, camp, action);
      break;
    case 'pass':
      passOrder(d, camp);
      break;
    case 'oppose':
      applyOppose(d, camp, action.leader);
      break;
    case 'noOpposition':
      applyOppose(d, camp, -1);
      break;
    case 'commitLeader':
      applyCommitLeader(d, camp, action.leader);
      break;
    case 'noLeader':
      applyCommitLeader(d, camp, -1);
      break;
    case 'playTactic':
      applyPlayTactic(d, camp, action);
      break;
    case 'drawTactic':
      applyDrawTactic(d, camp);
      break;
    case 'damage':
      applyDamage(d, action);
      break;
    case 'endDefense':
      applyEndDefense(d);
      break;
    case 'retreat':
      applyRetreat(d, camp, action.to);
      break;
    case 'stay':
      applyStay(d, camp);
      break;
    case 'relocate':
      applyRelocate(d, action.system);
      break;
    case 'discard':
      applyDiscard(d, camp, action.card);
      afterDiscard(d, camp);
      break;
    case 'recruit':
      applyRecruit(d, camp, action);
      break;
    case 'build':
      applyBuild(d, camp, action);
      break;
    case 'endBuild':
      applyEndBuild(d, camp);
      break;
    case 'deploy':
      applyDeploy(d, camp, action);
      break;
  }
  return d.finish();
}
