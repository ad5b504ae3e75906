/** Dispatch of Rivet Wars actions to their rules: what may be done, whether an action may, and doing it. */
import { refusal } from '../core/engine';
import type { Action, Emit, Refusal } from '../core/types';
import { applyActivate, checkActivate } from './activation';
import { discard, drawCards } from './cards';
import { applyAttack, applyManeuver, checkAttack, checkManeuver, legalCombat, rollDeclared } from './combat';
import { decisionOf, phaseParts, sideIndex } from './common';
import { applyDeploy, applyPlug, checkDeploy, checkPlug, legalDeployments } from './deployment';
import { Draft } from './draft';
import { applyArrangeAction, applyMove, checkArrange, checkMove, legalMovement } from './maneuver';
import { applyRetreat, checkRetreat, legalRetreats } from './movement';
import { applyParadrop, checkParadrop, legalParadrops } from './paradrop';
import { advance, startRoundOne } from './phases';
import { applyPlay, checkPlay, legalCardPlays, rollBarrage } from './play';
import type { DecisionKind, RwAction, RwState, SideInfo } from './types';

export function legalActions(state: RwState, side: string): RwAction[] {
  const out: RwAction[] = [];
  switch (decisionOf(state, side) as DecisionKind | undefined) {
    case 'initiative':
      out.push({ type: 'initiative', side });
      break;
    case 'paradrop':
      legalParadrops(state, side, out);
      break;
    case 'cards': {
      out.push({ type: 'draw', side });
      const hand = state.game.hands[sideIndex(state.fixed, side)] ?? [];
      for (const card of new Set(hand)) out.push({ type: 'discard', side, card });
      break;
    }
    case 'deploy':
      out.push({ type: 'endPhase', side });
      legalDeployments(state, side, out);
      legalCardPlays(state, sideIndex(state.fixed, side), out);
      break;
    case 'combat':
      legalCombat(state, side, out);
      break;
    case 'roll':
      out.push({ type: 'roll', side });
      break;
    case 'movement':
      legalMovement(state, side, out);
      break;
    case 'retreat':
      legalRetreats(state, side, out);
      break;
  }
  return out;
}

/** The decision an action answers. */
const ANSWERS: Readonly<Record<RwAction['type'], readonly DecisionKind[]>> = {
  initiative: ['initiative'],
  paradrop: ['paradrop'],
  discard: ['cards'],
  draw: ['cards'],
  deploy: ['deploy'],
  plug: ['deploy'],
  play: ['deploy', 'combat', 'movement'],
  activate: ['combat', 'movement'],
  attack: ['combat'],
  roll: ['roll'],
  assault: ['combat'],
  dash: ['combat'],
  move: ['movement'],
  arrange: ['movement'],
  retreat: ['retreat'],
  endPhase: ['deploy', 'combat', 'movement'],
};

function checkFields(action: Record<string, unknown>): boolean {
  for (const field of ['unit', 'card', 'profile', 'host', 'target'] as const) if (field in action && typeof action[field] !== 'string') return false;
  for (const field of ['grid', 'weapon', 'cells'] as const) if (field in action && (typeof action[field] !== 'number' || !Number.isInteger(action[field]))) return false;
  return true;
}

export function check(state: RwState, action: Action): Refusal | null {
  const candidate = action as RwAction;
  const answers = Object.hasOwn(ANSWERS, candidate.type) ? ANSWERS[candidate.type] : undefined;
  if (!answers) return refusal('rivet-wars.refused.unknownAction', { type: String((action as { type: unknown }).type) });
  const owed = decisionOf(state, candidate.side) as DecisionKind | undefined;
  if (owed === undefined || !answers.includes(owed)) return refusal('rivet-wars.refused.notNow', { phase: state.phase, expected: owed ?? '' });
  if (!checkFields(action as unknown as Record<string, unknown>)) return refusal('rivet-wars.refused.malformed', { type: candidate.type });
  switch (candidate.type) {
    case 'initiative':
    case 'draw':
    case 'roll':
    case 'endPhase':
      return null;
    case 'paradrop':
      return checkParadrop(state, candidate);
    case 'discard':
      return (state.game.hands[sideIndex(state.fixed, candidate.side)] ?? []).includes(candidate.card) ? null : refusal('rivet-wars.refused.notInHand', { card: candidate.card });
    case 'deploy':
      return checkDeploy(state, candidate);
    case 'plug':
      return checkPlug(state, candidate);
    case 'play':
      return checkPlay(state, candidate);
    case 'activate':
      return checkActivate(state, candidate);
    case 'attack':
      return checkAttack(state, candidate);
    case 'assault':
    case 'dash':
      return checkManeuver(state, candidate);
    case 'move':
      return checkMove(state, candidate);
    case 'arrange':
      return checkArrange(state, candidate);
    case 'retreat':
      return checkRetreat(state, candidate);
  }
}

/** Initiative (rulebook p.12): each player rolls a die, the highest starts, ties roll again; then clockwise. */
function rollInitiative(d: Draft): void {
  const sides = d.state.sides;
  let contenders = sides.map((_, index) => index);
  for (;;) {
    const rolls = contenders.map(() => d.die());
    if (d.loud) d.emit({ key: 'rivet-wars.event.initiativeRolls', params: { sides: contenders.map((index) => sides[index]).join(','), rolls: rolls.join(',') } });
    const best = Math.max(...rolls);
    contenders = contenders.filter((_, i) => rolls[i] === best);
    if (contenders.length === 1) break;
  }
  const first = contenders[0] as number;
  d.game.order = sides.map((_, i) => sides[(first + i) % sides.length] as string);
  if (d.loud) d.emit({ key: 'rivet-wars.event.initiative', params: { side: sides[first] as string } });
  startRoundOne(d);
}

/** After an action, who decides next: a Tank Shock's defender, the dice of an attack, or the side in its phase. */
function resume(d: Draft): void {
  if (d.game.result) {
    d.setPending([]);
    return;
  }
  const parts = phaseParts(d.state.phase);
  if (!parts) return;
  const retreat = d.game.retreat;
  if (retreat && retreat.units.length > 0) {
    const defender = d.fixed.sides[d.fixed.figures[retreat.units[0] as number]?.side ?? 0] as SideInfo;
    d.setPending([{ side: defender.id, kind: 'retreat' }]);
    return;
  }
  if (d.game.attack || d.game.barrage) {
    d.setPending([{ side: parts.side, kind: 'roll' }]);
    return;
  }
  const kind = parts.step === 'deployment' ? 'deploy' : parts.step === 'combat' ? 'combat' : parts.step === 'movement' ? 'movement' : null;
  if (kind) d.setPending([{ side: parts.side, kind }]);
}

export function apply(state: RwState, action: RwAction, emit: Emit): RwState {
  const d = new Draft(state, emit);
  switch (action.type) {
    case 'initiative':
      rollInitiative(d);
      return d.finish();
    case 'paradrop':
      applyParadrop(d, action);
      return d.finish();
    case 'discard':
    case 'draw': {
      const s = sideIndex(d.fixed, action.side);
      if (action.type === 'discard') discard(d, s, action.card);
      drawCards(d, s);
      advance(d);
      return d.finish();
    }
    case 'endPhase':
      advance(d);
      return d.finish();
    case 'deploy':
      applyDeploy(d, action);
      break;
    case 'plug':
      applyPlug(d, action);
      break;
    case 'play':
      applyPlay(d, action);
      break;
    case 'activate':
      applyActivate(d, action);
      break;
    case 'attack':
      applyAttack(d, action);
      break;
    case 'roll':
      if (d.game.attack) rollDeclared(d);
      else rollBarrage(d);
      break;
    case 'assault':
    case 'dash':
      applyManeuver(d, action);
      break;
    case 'move':
      applyMove(d, action);
      break;
    case 'arrange':
      applyArrangeAction(d, action);
      break;
    case 'retreat':
      applyRetreat(d, action);
      break;
  }
  resume(d);
  return d.finish();
}
