/**
 * Who acts when (R11–R13, R85): deployment one unit at a time, then turns of alternating
 * activations. A side activates one of its units, which spends its two action points; then the
 * other side does; a side with nothing left to activate lets the other activate the rest. When
 * every unit has acted the turn ends: objectives are checked, and the next turn starts with the
 * same side (or, with `sameFirstEveryTurn` off, the side that wins the initiative rolled again),
 * up to the scenario's limit.
 */
import type { Rng } from '../core/prng';
import type { Decision } from '../core/types';
import type { Draft } from './draft';
import { onTable } from './table';
import type { Fixed, Game, UnitState } from './types';
import { checkObjectives } from './winner';

export const DEPLOYMENT = 'deployment';
export const ACTIVATION = 'activation';
export const END = 'end';

function decide(d: Draft, side: number, kind: string): void {
  const decision: Decision = { side: d.fixed.sides[side] as string, kind };
  d.setPending([decision]);
}

/** Whether a side has a unit it may still activate this turn. */
export function canActivate(fixed: Fixed, game: Game, side: number): boolean {
  for (const u of fixed.unitsOf[side] ?? []) {
    const state = game.units[u] as UnitState;
    if (onTable(state) && !state.done) return true;
  }
  return false;
}

export function hasReserve(fixed: Fixed, game: Game, side: number): boolean {
  for (const u of fixed.unitsOf[side] ?? []) if (game.units[u]?.status === 'reserve') return true;
  return false;
}

/** The next unit to deploy goes to the other side if it has one left, else to this side again. */
export function nextDeployment(d: Draft, deployed: number): void {
  const other = 1 - deployed;
  if (hasReserve(d.fixed, d.game, other)) {
    d.setNext(other);
    decide(d, other, 'deploy');
  } else if (hasReserve(d.fixed, d.game, deployed)) {
    d.setNext(deployed);
    decide(d, deployed, 'deploy');
  } else startTurn(d, 1);
}

/**
 * Who plays first, as the rulebook decides it before the game (R11, l.141–144): "les joueurs
 * lancent chacun un dé et c’est celui qui aura la plus grande valeur qui commence. En cas
 * d’égalité, les joueurs relancent les dés". The dice of the last throw, one per side.
 */
export function rollOff(rng: Rng): { first: number; dice: number[] } {
  for (;;) {
    const a = rng.int(6) + 1;
    const b = rng.int(6) + 1;
    if (a !== b) return { first: a > b ? 0 : 1, dice: [a, b] };
  }
}

export function startTurn(d: Draft, turn: number): void {
  d.setPhase(turn, ACTIVATION);
  // With the house rule, each turn after the first is begun by the side that wins a new roll-off.
  if (turn > 1 && !d.fixed.constants.sameFirstEveryTurn) {
    const { first, dice } = rollOff(d.rng());
    d.setFirst(first, dice);
    d.say('rapid-40000.event.initiative', { turn, side: d.fixed.sides[first] as string, roll: dice[first] as number, against: dice[1 - first] as number });
  }
  const game = d.game;
  for (let u = 0; u < game.units.length; u++) {
    const state = game.units[u] as UnitState;
    if (state.done || state.ap !== 0) {
      const unit = d.unit(u);
      unit.done = false;
      unit.ap = 0;
    }
  }
  d.setActive(-1);
  d.setFired([]);
  d.setOrdered(-1);
  const first = d.game.first;
  if (canActivate(d.fixed, d.game, first)) {
    d.setNext(first);
    decide(d, first, 'activate');
  } else if (canActivate(d.fixed, d.game, 1 - first)) {
    d.setNext(1 - first);
    decide(d, 1 - first, 'activate');
  } else endTurn(d);
}

/** The unit `u` starts its activation with its action points; an overwatch marker set in its last one lapses (R50). */
export function beginActivation(d: Draft, u: number): void {
  const unit = d.unit(u);
  unit.ap = d.fixed.constants.actionPoints;
  unit.shot = false;
  unit.moves = 0;
  if (unit.overwatch && d.fixed.constants.overwatchLasts === 'next-activation') unit.overwatch = false;
  d.setActive(u);
  d.setFired([]);
  d.say('rapid-40000.event.activated', { side: d.fixed.units[u]?.side ?? '', unit: d.fixed.units[u]?.id ?? '' });
}

/** After an action and everything it brought about: the active unit acts again while it can, else the activation ends. */
export function carryOn(d: Draft): void {
  const u = d.game.active;
  if (u < 0) {
    proceed(d);
    return;
  }
  const state = d.game.units[u] as UnitState;
  if (onTable(state) && state.ap > 0) {
    decide(d, d.fixed.units[u]?.sideIndex ?? 0, 'act');
    return;
  }
  endActivation(d, u);
}

export function endActivation(d: Draft, u: number): void {
  const unit = d.unit(u);
  unit.ap = 0;
  unit.done = true;
  d.setActive(-1);
  d.setFired([]);
  // A team its NCO ordered acts at once, before the other side (R63, assumed: the text names the orders and no more).
  const team = d.game.ordered;
  d.setOrdered(-1);
  const state = team >= 0 ? (d.game.units[team] as UnitState) : null;
  if (state && onTable(state) && !state.done) {
    d.say('rapid-40000.event.followsOrder', { unit: d.fixed.units[team]?.id ?? '' });
    beginActivation(d, team);
    decide(d, d.fixed.units[team]?.sideIndex ?? 0, 'act');
    return;
  }
  proceed(d);
}

/** The next activation: the other side's if it has a unit left, else this side's, else the turn ends. */
function proceed(d: Draft): void {
  const { fixed, game } = d;
  const other = 1 - game.next;
  if (canActivate(fixed, game, other)) {
    d.setNext(other);
    decide(d, other, 'activate');
  } else if (canActivate(fixed, game, game.next)) {
    decide(d, game.next, 'activate');
  } else endTurn(d);
}

function endTurn(d: Draft): void {
  const turn = d.state.turn;
  checkObjectives(d, turn >= d.fixed.turnLimit);
  if (turn >= d.fixed.turnLimit) {
    d.setPhase(turn, END);
    d.setPending([]);
    return;
  }
  d.say('rapid-40000.event.turnEnded', { turn });
  startTurn(d, turn + 1);
}
