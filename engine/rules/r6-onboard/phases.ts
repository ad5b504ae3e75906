/**
 * The turn: setup phases (deployment when the scenario leaves agents to place, then preparation),
 * then attack, defense, draw and end of turn, in the order the ruleset data (or the scenario)
 * gives. Phases nobody decides in run by themselves, so a state at rest always waits on someone,
 * unless the game is over.
 */
import { nextPhase } from '../core/turns';
import type { PhaseSpec, TurnStructure } from '../core/types';
import { isSmoked } from './board';
import type { Draft } from './draft';
import type { R6Fixed } from './types';
import { eliminatedSide, isFlashed, isOnBoard } from './units';

/** Phases in which one side's agents take their actions. */
export const ACTION_PHASES: Readonly<Record<string, 'attackers' | 'defenders'>> = { attack: 'attackers', defense: 'defenders' };
export const TURN_PHASES = ['attack', 'defense', 'draw', 'end'] as const;

const structures = new WeakMap<R6Fixed, TurnStructure>();

function actorsOf(fixed: R6Fixed, phase: string): string[] {
  if (phase === 'deployment') return [fixed.attackers, fixed.defenders];
  if (phase === 'preparation') return [fixed.defenders];
  const role = ACTION_PHASES[phase];
  return role ? [fixed[role]] : [];
}

export function structureOf(fixed: R6Fixed): TurnStructure {
  let structure = structures.get(fixed);
  if (!structure) {
    const spec = (id: string): PhaseSpec => ({ id, actors: actorsOf(fixed, id) });
    structure = { setup: fixed.setupPhases.map(spec), turn: fixed.turnPhases.map(spec) };
    structures.set(fixed, structure);
  }
  return structure;
}

/** Draws cards until the hand is full, shuffling the discard pile back when the draw pile runs out. */
function drawUp(d: Draft, side: string): void {
  const size = d.fixed.constants.handSize;
  if ((d.game.hands[side]?.length ?? 0) >= size) return;
  const hand = d.hand(side);
  const drawn: string[] = [];
  while (hand.length < size) {
    if ((d.game.piles[side]?.length ?? 0) === 0) {
      if ((d.game.discards[side]?.length ?? 0) === 0) break;
      const discard = d.discard(side);
      const fresh = d.pile(side);
      fresh.push(...discard.splice(0));
      d.rng().shuffle(fresh);
      d.emit({ key: 'r6.event.reshuffled', params: { side } });
    }
    const card = d.pile(side).pop() as string;
    hand.push(card);
    drawn.push(card);
  }
  if (drawn.length === 0) return;
  d.emit({ key: 'r6.event.drew', params: { side, count: drawn.length } });
  d.emit({ key: 'r6.event.drewCards', params: { side, cards: drawn.join(',') }, to: [side] });
}

function undeployedSides(d: Draft): string[] {
  const sides = new Set<string>();
  d.fixed.units.forEach((unit, index) => {
    const state = d.game.units[index];
    if (state && state.hp > 0 && state.cell < 0) sides.add(unit.side);
  });
  return d.state.sides.filter((side) => sides.has(side));
}

function startActionPhase(d: Draft, side: string): void {
  const { fixed } = d;
  let anyone = false;
  fixed.units.forEach((unit, index) => {
    if (unit.side !== side || !isOnBoard(d.game, index)) return;
    const state = d.game.units[index];
    const actions = state && isFlashed(state, d.state.turn) ? 0 : unit.actions;
    if (state?.actions !== actions) d.unit(index).actions = actions;
    if (actions > 0) anyone = true;
    else d.emit({ key: 'r6.event.cannotAct', params: { unit: unit.id } });
  });
  d.setPending([{ side, kind: 'act' }]);
  if (!anyone) endPhase(d);
}

/** Starts a phase; automatic phases run and hand over to the next one. */
export function enterPhase(d: Draft, turn: number, phase: string): void {
  d.setPhase(turn, phase);
  if (eliminatedSide(d.state) !== null) {
    d.setPending([]);
    return;
  }
  d.emit({ key: 'r6.event.phaseStarted', params: { phase, turn } });
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
    fixed.units.forEach((unit, index) => {
      if (unit.side === fixed[role] && (d.game.units[index]?.actions ?? 0) > 0) d.unit(index).actions = 0;
    });
  }
  const next = nextPhase(structureOf(fixed), d.state.turn, phase);
  enterPhase(d, next.turn, next.phase.id);
}

/** Whether objective `index` has an attacker in it (and, when it must be held alone, no defender). */
function isHeld(d: Draft, index: number): boolean {
  const { fixed, game } = d;
  const cells = fixed.objectives[index]?.cells ?? [];
  let attackers = 0;
  let defenders = 0;
  fixed.units.forEach((unit, u) => {
    const state = game.units[u];
    if (!state || state.hp <= 0 || state.cell < 0 || !cells.includes(state.cell)) return;
    if (unit.side === fixed.attackers) attackers++;
    else defenders++;
  });
  return attackers > 0 && (!fixed.constants.holdAlone || defenders === 0);
}

function endOfTurn(d: Draft): void {
  const { fixed, game } = d;
  const turn = d.state.turn;
  game.smoke.forEach((counters, zone) => {
    if (counters <= 0) return;
    const cell = fixed.zones[zone]?.cells[0] ?? 0;
    d.smoke()[zone] = counters - 1;
    if (counters === 1 && !isSmoked(fixed, d.game, cell)) d.emit({ key: 'r6.event.smokeCleared', params: { cell: fixed.labels[cell] ?? '' } });
  });
  game.units.forEach((unit, index) => {
    const id = fixed.units[index]?.id ?? '';
    if (unit.flashedUntil !== 0 && unit.flashedUntil <= turn) {
      d.unit(index).flashedUntil = 0;
      if (unit.hp > 0) d.emit({ key: 'r6.event.flashEnded', params: { unit: id } });
    }
    if (unit.disorientedUntil !== 0 && unit.disorientedUntil <= turn) {
      d.unit(index).disorientedUntil = 0;
      if (unit.hp > 0) d.emit({ key: 'r6.event.disorientationEnded', params: { unit: id } });
    }
  });
  let defused = false;
  fixed.objectives.forEach((objective, index) => {
    const before = game.held[index] ?? 0;
    const after = isHeld(d, index) ? before + 1 : 0;
    if (after !== before) d.held()[index] = after;
    if (after > 0) d.emit({ key: 'r6.event.objectiveHeld', params: { cell: objective.label, turns: after } });
    if (after >= fixed.constants.defuseTurns) defused = true;
  });
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
