/**
 * Revealing a mission (R43 - R46), opposing it (R47 - R52), and playing an action card as an order.
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { decision, leaderIn, other, reserveLeaders, leaderIds } from './common';
import type { Draft } from './draft';
import { applyEffect, effectUsableBy, needsTarget, targetAllowed, targetsOf } from './effects';
import { nextOrder } from './flow';
import { SKILLS, SPENT, type Camp, type CardDef, type OpposeAction, type PlayAction, type RebAction, type RebFixed, type RebGame, type RebState, type RevealAction } from './types';

/** R43: the assigned leaders together have every skill icon the card asks for. */
export function leadersQualify(fixed: RebFixed, card: CardDef, leaders: readonly number[]): boolean {
  for (let skill = 0; skill < SKILLS.length; skill++) {
    const needed = card.skills[skill] as number;
    if (needed === 0) continue;
    let have = 0;
    for (const leader of leaders) have += fixed.leaders[leader]?.skills[skill] ?? 0;
    if (have < needed) return false;
  }
  return true;
}

/** The systems a card may be aimed at, or [-1] when it takes none. */
export function cardTargets(fixed: RebFixed, game: RebGame, camp: Camp, card: CardDef, mission: boolean): number[] {
  if (!effectUsableBy(card.effect, camp)) return [];
  if (!needsTarget(card.effect, mission)) return [-1];
  return targetsOf(fixed, game, camp, card.effect);
}

export function legalReveals(state: RebState, camp: Camp, side: string, out: RebAction[]): void {
  const { fixed, game } = state;
  for (const assignment of game.assigned[camp]) {
    const card = fixed.cards[assignment.card];
    if (!card || !leadersQualify(fixed, card, assignment.leaders)) continue;
    for (const target of cardTargets(fixed, game, camp, card, true)) out.push({ type: 'reveal', side, card: assignment.card, target });
  }
}

export function legalPlays(state: RebState, camp: Camp, side: string, out: RebAction[]): void {
  const { fixed, game } = state;
  const seen = new Set<number>();
  for (const index of game.actions[camp]) {
    const card = fixed.cards[index];
    if (!card || seen.has(index)) continue;
    seen.add(index);
    for (const target of cardTargets(fixed, game, camp, card, false)) out.push({ type: 'play', side, card: index, target });
  }
}

function checkTarget(fixed: RebFixed, game: RebGame, camp: Camp, card: CardDef, mission: boolean, target: unknown): Refusal | null {
  if (!effectUsableBy(card.effect, camp)) return refusal('rebellion.refused.effectUnknown', { effect: card.effect });
  if (!needsTarget(card.effect, mission)) return target === -1 ? null : refusal('rebellion.refused.noTargetWanted', {});
  if (typeof target !== 'number' || !Number.isInteger(target) || !fixed.systems[target]) return refusal('rebellion.refused.noSuchSystem', {});
  if (!targetAllowed(fixed, game, camp, card.effect, target)) return refusal('rebellion.refused.badTarget', { system: fixed.systems[target]?.id ?? '' });
  return null;
}

export function checkReveal(state: RebState, camp: Camp, action: RevealAction): Refusal | null {
  const { fixed, game } = state;
  const assignment = game.assigned[camp].find((candidate) => candidate.card === action.card);
  const card = assignment ? fixed.cards[assignment.card] : undefined;
  if (!assignment || !card) return refusal('rebellion.refused.notAssigned', {});
  if (!leadersQualify(fixed, card, assignment.leaders)) return refusal('rebellion.refused.leadersLackSkills', { card: action.card });
  return checkTarget(fixed, game, camp, card, true, action.target);
}

export function checkPlay(state: RebState, camp: Camp, action: PlayAction): Refusal | null {
  const { fixed, game } = state;
  const card = Number.isInteger(action.card) ? fixed.cards[action.card] : undefined;
  if (!card || !game.actions[camp].includes(action.card)) return refusal('rebellion.refused.cardNotInHand', {});
  return checkTarget(fixed, game, camp, card, false, action.target);
}

export function applyReveal(d: Draft, camp: Camp, action: RevealAction): void {
  const { fixed } = d;
  const assigned = d.list('assigned', camp);
  const at = assigned.findIndex((candidate) => candidate.card === action.card);
  const assignment = assigned[at];
  if (!assignment) return;
  assigned.splice(at, 1);
  const card = fixed.cards[action.card] as CardDef;
  for (const leader of assignment.leaders) d.arr('leaderAt')[leader] = action.target >= 0 ? action.target : SPENT;
  d.g.mission = { camp, card: action.card, target: action.target, leaders: assignment.leaders };
  d.event('rebellion.event.revealed', { side: fixed.sides[camp], card: action.card, leaders: leaderIds(fixed, assignment.leaders), on: fixed.systems[action.target]?.id ?? '' }, undefined, true);
  const opponent = other(camp);
  if (card.attempt && action.target >= 0 && reserveLeaders(fixed, d.g, opponent).length > 0) {
    d.setPending([decision(fixed, opponent, 'oppose')]);
    return;
  }
  resolveMission(d);
}

export function legalOppositions(state: RebState, camp: Camp, side: string, out: RebAction[]): void {
  out.push({ type: 'noOpposition', side });
  for (const leader of reserveLeaders(state.fixed, state.game, camp)) out.push({ type: 'oppose', side, leader });
}

export function checkOppose(state: RebState, camp: Camp, action: OpposeAction): Refusal | null {
  if (!reserveLeaders(state.fixed, state.game, camp).includes(action.leader)) return refusal('rebellion.refused.leaderNotInReserve', {});
  return null;
}

export function applyOppose(d: Draft, camp: Camp, leader: number): void {
  const mission = d.g.mission;
  if (leader >= 0 && mission) {
    d.arr('leaderAt')[leader] = mission.target;
    d.event('rebellion.event.opposes', { side: d.fixed.sides[camp], leader: d.fixed.leaders[leader]?.id ?? '' });
  }
  resolveMission(d);
}

/** Mission dice of one camp's free leaders in the system, for the skills the card asks (R49); with `joining`, as though that leader stood there too. */
export function missionDice(fixed: RebFixed, game: RebGame, card: CardDef, system: number, camp: Camp, joining = -1): number {
  let dice = 0;
  for (let leader = 0; leader < fixed.leaders.length; leader++) {
    const def = fixed.leaders[leader];
    if (!def || def.camp !== camp || (game.leaderAt[leader] !== system && leader !== joining) || game.captured[leader] === 1) continue;
    for (let skill = 0; skill < SKILLS.length; skill++) if ((card.skills[skill] as number) > 0) dice += def.skills[skill] as number;
  }
  return Math.min(dice, fixed.constants.maxMissionDice);
}

/** R51: the leader pictured on the card stands in the system. */
function pictured(fixed: RebFixed, game: RebGame, card: CardDef, system: number, camp: Camp): boolean {
  if (card.leader === '') return false;
  for (let leader = 0; leader < fixed.leaders.length; leader++) {
    const def = fixed.leaders[leader];
    if (def?.camp === camp && def.profile === card.leader && game.leaderAt[leader] === system && game.captured[leader] === 0) return true;
  }
  return false;
}

function rollSuccesses(d: Draft, dice: number): number {
  const faces = d.fixed.greenFaces;
  let successes = 0;
  for (let i = 0; i < dice; i++) successes += faces[d.rng().int(faces.length)] as number;
  return successes;
}

/** R46, R50 - R52: unopposed, an attempt succeeds; opposed, it needs strictly more successes. */
function resolveMission(d: Draft): void {
  const { fixed, g } = d;
  const mission = g.mission;
  if (!mission) return;
  const card = fixed.cards[mission.card] as CardDef;
  const opponent = other(mission.camp);
  let success = true;
  if (card.attempt && mission.target >= 0 && leaderIn(fixed, g, mission.target, opponent)) {
    const ourDice = missionDice(fixed, g, card, mission.target, mission.camp);
    const theirDice = missionDice(fixed, g, card, mission.target, opponent);
    const bonus = pictured(fixed, g, card, mission.target, mission.camp) ? fixed.constants.pictureBonus : 0;
    const ours = rollSuccesses(d, ourDice) + bonus;
    const theirs = rollSuccesses(d, theirDice);
    success = ours > theirs;
    d.event(bonus > 0 ? 'rebellion.event.missionRollPictured' : 'rebellion.event.missionRoll', { side: fixed.sides[mission.camp], ours, theirs, opponent: fixed.sides[opponent], ourDice, theirDice, bonus });
  }
  g.mission = null;
  d.event(success ? 'rebellion.event.missionSucceeded' : 'rebellion.event.missionFailed', { card: mission.card });
  if (success && card.starting) d.list('missions', mission.camp).push(mission.card);
  else if (success) d.list('missionDiscards', mission.camp).push(mission.card);
  else d.list('missions', mission.camp).push(mission.card);
  if (success && applyEffect(d, mission.camp, card.effect, card.amount, mission.target)) return;
  nextOrder(d);
}

export function applyPlay(d: Draft, camp: Camp, action: PlayAction): void {
  const { fixed } = d;
  const card = fixed.cards[action.card] as CardDef;
  const hand = d.list('actions', camp);
  hand.splice(hand.indexOf(action.card), 1);
  d.list('actionDiscards', camp).push(action.card);
  d.event('rebellion.event.played', { side: fixed.sides[camp], card: action.card, on: fixed.systems[action.target]?.id ?? '' }, undefined, true);
  if (applyEffect(d, camp, card.effect, card.amount, action.target)) return;
  nextOrder(d);
}
