/**
 * The round of the rulebook (pp.13, 33) as data and its boundaries: an initiative roll when the
 * scenario does not say who starts, then each player's turn, its five phases in the book's order
 * (cards, deployment, combat, movement, wrap-up), phases `side:step` laid out by the core's
 * `perSidePhases`. The core's turn counts rounds. What happens at each boundary:
 *
 * - start of a turn: gas attacks units starting their turn in a cloud, flags go up on objectives
 *   held, the mission's paradrop; then the card phase;
 * - deployment: points and rivets (and the mission's extras) are gained, unspent points lost at its end;
 * - combat: the side's old gas clouds are removed; movement: its clouds drift;
 * - wrap-up: objectives captured, victory points, Secret Missions; at the end of a round the
 *   round's points, the escalation levels and who won.
 *
 * A phase in which the side has nothing to decide runs by itself, so a state at rest always waits
 * on someone unless the game is over.
 */
import { nextPhase, perSidePhases } from '../core/turns';
import type { TurnStructure } from '../core/types';
import { cardChoice, drawCards } from './cards';
import { anyCombat } from './combat';
import { phaseParts, sideIndex } from './common';
import { anyDeployment, endDeployment, gainResources } from './deployment';
import type { Draft } from './draft';
import { clearGas, driftGas, gasAtTurnStart } from './gas';
import { anyMovement } from './maneuver';
import { paradropDue } from './paradrop';
import { raiseFlags, roundEnd, wrapUp } from './objectives';
import { STEPS, type RwState, type SideInfo, type Step } from './types';

const structures = new Map<string, TurnStructure>();

function structureFor(state: RwState): TurnStructure {
  const rolled = state.fixed.fixedOrder.length === 0;
  const key = `${rolled ? 'roll' : 'set'}|${state.game.order.join('\u0000')}`;
  let structure = structures.get(key);
  if (!structure) {
    structure = { setup: rolled ? [{ id: 'initiative', actors: [state.sides[0] as string] }] : [], turn: perSidePhases(state.game.order, STEPS) };
    structures.set(key, structure);
  }
  return structure;
}

// A game's order is one array from its first round on: the structure is found once for it.
const byOrder = new WeakMap<readonly string[], TurnStructure>();

/** The turn structure for a play order; the initiative roll comes first when the scenario sets no order. */
export function structureOf(state: RwState): TurnStructure {
  let structure = byOrder.get(state.game.order);
  if (!structure) {
    structure = structureFor(state);
    byOrder.set(state.game.order, structure);
  }
  return structure;
}

export function enterFirstPhase(d: Draft): void {
  if (d.fixed.fixedOrder.length === 0) {
    d.setPhase(0, 'initiative');
    d.setPending([{ side: d.state.sides[0] as string, kind: 'initiative' }]);
    return;
  }
  enterTurnPhase(d, 1, `${d.game.order[0] as string}:cards`);
}

/** Enters the first phase of round 1 once the order is known (after the initiative roll). */
export function startRoundOne(d: Draft): void {
  enterTurnPhase(d, 1, `${d.game.order[0] as string}:cards`);
}

function wait(d: Draft, side: string, kind: string): true {
  d.setPending([{ side, kind }]);
  return true;
}

/** Enters a phase; true when a side must decide in it, false when it ran by itself. */
function enter(d: Draft, turn: number, phase: string): boolean {
  const newRound = turn !== d.state.turn;
  d.setPhase(turn, phase);
  const parts = phaseParts(phase);
  if (!parts) return false;
  const s = sideIndex(d.fixed, parts.side);
  const side = parts.side;
  if (d.loud && newRound) d.emit({ key: 'rivet-wars.event.roundStarted', params: { round: turn } });
  if (d.loud) d.emit({ key: 'rivet-wars.event.phaseStarted', params: { side, step: parts.step, round: turn } });
  switch (parts.step as Step) {
    case 'cards':
      startTurn(d, s);
      if (paradropDue(d.state, s)) return wait(d, side, 'paradrop');
      return cardStep(d, s);
    case 'deployment':
      gainResources(d, s);
      return anyDeployment(d.state, s) ? wait(d, side, 'deploy') : false;
    case 'combat':
      clearGas(d, s);
      return anyCombat(d.state, s) ? wait(d, side, 'combat') : false;
    case 'movement':
      driftGas(d, s);
      return anyMovement(d.state, s) ? wait(d, side, 'movement') : false;
    case 'wrap-up':
      wrapUp(d, s);
      return false;
  }
}

/** The start of a player's turn (rulebook pp.12-13 and p.32: flags, gas). */
function startTurn(d: Draft, s: number): void {
  d.game.stamp = d.game.stamp + 1;
  d.game.kills = { units: 0, vehicles: 0, heroes: 0 };
  d.game.captured = 0;
  d.game.boost = null;
  d.game.deviation = null;
  gasAtTurnStart(d, s);
  raiseFlags(d, s);
}

/** The card phase: a choice when the side may discard, else the draws at once. */
export function cardStep(d: Draft, s: number): boolean {
  if (cardChoice(d.state, s)) return wait(d, (d.fixed.sides[s] as SideInfo).id, 'cards');
  drawCards(d, s);
  return false;
}

function enterTurnPhase(d: Draft, turn: number, phase: string): void {
  if (enter(d, turn, phase)) return;
  advance(d);
}

/**
 * Closes the current phase and enters the next ones until a side must decide or the game ends.
 * A loop, not recursion: a side with nothing to do skips whole turns.
 */
export function advance(d: Draft): void {
  for (;;) {
    closePhase(d);
    if (d.game.result) {
      d.setPending([]);
      return;
    }
    const turn = d.state.turn;
    const next = nextPhase(structureOf(d.state), turn, d.state.phase);
    if (turn > 0 && next.turn > turn) {
      roundEnd(d);
      if (d.game.result) {
        d.setPending([]);
        return;
      }
    }
    if (enter(d, next.turn, next.phase.id)) return;
  }
}

/** What ends with a phase: the active grid, the acting unit, unspent deployment points. */
function closePhase(d: Draft): void {
  const parts = phaseParts(d.state.phase);
  if (!parts) return;
  if (d.game.activeGrid >= 0 || d.game.active.length > 0) d.setActive(-1, []);
  if (d.game.activated.length > 0) d.game.activated = [];
  if (d.game.actor) d.setActor(null);
  if (parts.step === 'deployment') endDeployment(d, sideIndex(d.fixed, parts.side));
}
