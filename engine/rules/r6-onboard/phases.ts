/**
 * The turn: setup phases (deployment when the scenario leaves agents to place, then preparation),
 * then attack, defense, draw and end of turn, in the order the ruleset data (or the scenario)
 * gives. Phases nobody decides in run by themselves, so a state at rest always waits on someone,
 * unless the game is over.
 */
import { cachedPer } from '../core/cache';
import { nextPhase } from '../core/turns';
import type { Decision, PhaseSpec, TurnStructure } from '../core/types';
import { isSmoked } from './board';
import type { Draft } from './draft';
import { handsOf } from './hands';
import type { R6Fixed, UnitProfileInfo, UnitState } from './types';
import { eliminatedSide, isFlashed } from './units';

/** Phases in which one side's agents take their actions. */
export const ACTION_PHASES: Readonly<Record<string, 'attackers' | 'defenders'>> = { attack: 'attackers', defense: 'defenders' };
export const TURN_PHASES = ['attack', 'defense', 'draw', 'end'] as const;

function actorsOf(fixed: R6Fixed, phase: string): string[] {
  if (phase === 'deployment') return [fixed.attackers, fixed.defenders];
  if (phase === 'preparation') return [fixed.defenders];
  const role = ACTION_PHASES[phase];
  return role ? [fixed[role]] : [];
}

export const structureOf = cachedPer((fixed: R6Fixed): TurnStructure => {
  const spec = (id: string): PhaseSpec => ({ id, actors: actorsOf(fixed, id) });
  return { setup: fixed.setupPhases.map(spec), turn: fixed.turnPhases.map(spec) };
});

/** Draws cards into one hand of `side` until it is full, shuffling the discard pile back when the draw pile runs out. */
function drawHand(d: Draft, side: string, handId: string): void {
  const size = d.fixed.constants.handSize;
  if ((d.game.hands[handId]?.length ?? 0) >= size) return;
  const hand = d.hand(handId);
  const before = hand.length;
  while (hand.length < size) {
    if ((d.game.piles[side]?.length ?? 0) === 0) {
      if ((d.game.discards[side]?.length ?? 0) === 0) break;
      const discard = d.discard(side);
      const fresh = d.pile(side);
      fresh.push(...discard.splice(0));
      d.rng().shuffle(fresh);
      if (d.loud) d.emit({ key: 'r6-onboard.event.reshuffled', params: { side } });
    }
    const card = d.pile(side).pop() as string;
    hand.push(card);
  }
  if (hand.length === before || !d.loud) return;
  d.emit({ key: 'r6-onboard.event.drew', params: { side: handId, count: hand.length - before } });
  d.emit({ key: 'r6-onboard.event.drewCards', params: { side: handId, cards: hand.slice(before).join(',') }, to: [side], reveal: true });
}

/** Every player of `side` draws back to a full hand, in player order, from the side's deck. */
function drawUp(d: Draft, side: string): void {
  for (const handId of handsOf(d.fixed, side)) drawHand(d, side, handId);
}

function undeployedSides(d: Draft): string[] {
  const { fixed, game } = d;
  const sides: string[] = [];
  for (const side of d.state.sides) {
    for (let index = 0; index < fixed.units.length; index++) {
      const state = game.units[index] as UnitState;
      if ((fixed.units[index] as UnitProfileInfo).side === side && state.hp > 0 && state.cell < 0) {
        sides.push(side);
        break;
      }
    }
  }
  return sides;
}

function startActionPhase(d: Draft, side: string): void {
  const { fixed } = d;
  const turn = d.state.turn;
  let anyone = false;
  for (let index = 0; index < fixed.units.length; index++) {
    const unit = fixed.units[index] as UnitProfileInfo;
    const state = d.game.units[index] as UnitState;
    if (unit.side !== side || state.hp <= 0 || state.cell < 0) continue;
    const actions = isFlashed(state, turn) ? 0 : unit.actions;
    if (state.actions !== actions) d.unit(index).actions = actions;
    if (actions > 0) anyone = true;
    else if (d.loud) d.emit({ key: 'r6-onboard.event.cannotAct', params: { unit: unit.id } });
  }
  d.setPending(actingDecision(fixed, side));
  if (!anyone) endPhase(d);
}

/** Per game, the pending lists made so far, by side. */
const actingDecisions = cachedPer((_fixed: R6Fixed) => new Map<string, readonly Decision[]>());

/** The pending list of a side's action phase: one per side and game, shared by every state (never modified). */
export function actingDecision(fixed: R6Fixed, side: string): readonly Decision[] {
  const bySide = actingDecisions(fixed);
  let pending = bySide.get(side);
  if (!pending) {
    pending = [{ side, kind: 'act' }];
    bySide.set(side, pending);
  }
  return pending;
}

/** Starts a phase; automatic phases run and hand over to the next one. */
export function enterPhase(d: Draft, turn: number, phase: string): void {
  d.setPhase(turn, phase);
  if (eliminatedSide(d.state) !== null) {
    d.setPending([]);
    return;
  }
  // Before turn 1 (the preparation) no turn is under way: the log says so rather than « Turn 0 ».
  if (d.loud) d.emit({ key: turn === 0 ? 'r6-onboard.event.setupPhaseStarted' : 'r6-onboard.event.phaseStarted', params: { phase, turn } });
  const { fixed } = d;
  switch (phase) {
    case 'deployment': {
      const sides = undeployedSides(d);
      d.setPending(sides.map((side) => ({ side, kind: 'deploy' })));
      if (sides.length === 0) endPhase(d);
      return;
    }
    case 'preparation':
      for (const side of d.state.sides) drawUp(d, side);
      d.setPending([{ side: fixed.defenders, kind: 'prepare' }]);
      return;
    case 'attack':
    case 'defense':
      startActionPhase(d, fixed[ACTION_PHASES[phase] as 'attackers' | 'defenders']);
      return;
    case 'draw':
      for (const side of d.state.sides) drawUp(d, side);
      endPhase(d);
      return;
    case 'end':
      endOfTurn(d);
      return;
    default:
      throw new Error(`Unknown R6 phase "${phase}".`);
  }
}

/** Closes the current phase and enters the next one. */
export function endPhase(d: Draft): void {
  const { fixed } = d;
  const phase = d.state.phase;
  if (phase === 'preparation') drawUp(d, fixed.defenders);
  const role = ACTION_PHASES[phase];
  if (role) {
    const side = fixed[role];
    for (let index = 0; index < fixed.units.length; index++) {
      if ((fixed.units[index] as UnitProfileInfo).side === side && (d.game.units[index] as UnitState).actions > 0) d.unit(index).actions = 0;
    }
  }
  const next = nextPhase(structureOf(fixed), d.state.turn, phase);
  enterPhase(d, next.turn, next.phase.id);
}

/**
 * Whether objective `index` was held through the whole turn now ending: an attacker has stood on
 * it since before the turn began ("pendant 1 tour complet"), and, when it must be held alone, no
 * defender is there at the end ("seul dans la zone de la bombe à la fin du tour").
 */
function isHeld(d: Draft, index: number): boolean {
  const { fixed, game } = d;
  const bit = 1 << Math.min(index, 30);
  const turn = d.state.turn;
  let attackers = 0;
  let defenders = 0;
  for (let u = 0; u < fixed.units.length; u++) {
    const state = game.units[u] as UnitState;
    if (state.hp <= 0 || state.cell < 0 || ((fixed.siteOf[state.cell] as number) & bit) === 0) continue;
    if ((fixed.units[u] as UnitProfileInfo).side !== fixed.attackers) defenders++;
    else if (state.onSiteSince >= 0 && state.onSiteSince < turn) attackers++;
  }
  return attackers > 0 && (!fixed.constants.holdAlone || defenders === 0);
}

function endOfTurn(d: Draft): void {
  const { fixed, game } = d;
  const turn = d.state.turn;
  for (let zone = 0; zone < game.smoke.length; zone++) {
    const counters = game.smoke[zone] as number;
    if (counters <= 0) continue;
    const cell = fixed.zones[zone]?.cells[0] ?? 0;
    d.smoke()[zone] = counters - 1;
    if (d.loud && counters === 1 && !isSmoked(fixed, d.game, cell)) d.emit({ key: 'r6-onboard.event.smokeCleared', params: { cell: fixed.labels[cell] ?? '' } });
  }
  for (let index = 0; index < game.units.length; index++) {
    const unit = game.units[index] as UnitState;
    if (unit.flashedUntil !== 0 && unit.flashedUntil <= turn) {
      d.unit(index).flashedUntil = 0;
      if (d.loud && unit.hp > 0) d.emit({ key: 'r6-onboard.event.flashEnded', params: { unit: fixed.units[index]?.id ?? '' } });
    }
    if (unit.disorientedUntil !== 0 && unit.disorientedUntil <= turn) {
      d.unit(index).disorientedUntil = 0;
      if (d.loud && unit.hp > 0) d.emit({ key: 'r6-onboard.event.disorientationEnded', params: { unit: fixed.units[index]?.id ?? '' } });
    }
  }
  let defused = false;
  for (let index = 0; index < fixed.objectives.length; index++) {
    const before = game.held[index] ?? 0;
    const after = isHeld(d, index) ? before + 1 : 0;
    if (after !== before) d.held()[index] = after;
    if (d.loud && after > 0) d.emit({ key: 'r6-onboard.event.objectiveHeld', params: { site: String(index), turns: after } });
    if (after >= fixed.constants.defuseTurns) defused = true;
  }
  if (defused) {
    d.setPending([]);
    return;
  }
  if (turn >= fixed.constants.turnLimit) {
    d.setExpired();
    d.setPending([]);
    return;
  }
  endPhase(d);
}
