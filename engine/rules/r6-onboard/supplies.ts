/**
 * The box's counters are a limit in play, not only in the editor ("Le matériel": 10 smoke, 10
 * flash, 10 disoriented counters, 50 traps, 10 barricaded doors, 10 reinforced walls, 10 walls to
 * turn over as destroyed). A card whose counter has run out cannot be played; a grenade with too
 * few left lays what is left. Token supplies are the ruleset's `tokens.<kind>.supply`, the edge
 * counters constants; `suppliesLimitPlay` false lifts every limit.
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import type { CardEffect, R6Fixed, R6Game, UnitState } from './types';

export const COUNTERS = ['smoke', 'flash', 'disoriented', 'trap', 'barricadedDoor', 'reinforcedWall', 'destroyedWall'] as const;
export type Counter = (typeof COUNTERS)[number];

/** Counters of each kind in the box; `UNLIMITED` when play ignores the box. */
export type Supplies = Readonly<Record<Counter, number>>;

export const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** The counter an edge feature shows in a state, when the box holds a limited number of them. */
export const EDGE_COUNTERS: Readonly<Record<string, Readonly<Record<string, Counter>>>> = {
  door: { barricaded: 'barricadedDoor' },
  wall: { reinforced: 'reinforcedWall', destroyed: 'destroyedWall' },
};

/** The counter a card played as an action puts on the board, if any. */
export function counterOfCard(effect: CardEffect | null): Counter | null {
  switch (effect) {
    case 'smoke':
      return 'smoke';
    case 'flash':
      return 'flash';
    case 'cover-fire':
      return 'disoriented';
    case 'trap':
    case 'stun-trap':
      return 'trap';
    default:
      return null;
  }
}

// The legal actions ask about one state many times over: the last arrays counted are remembered
// (arrays of a state are never modified; a draft's are, so the rules count those afresh).
let countedSmoke: readonly number[] | null = null;
let smokeCount = 0;
let countedUnits: readonly UnitState[] | null = null;
let flashCount = 0;
let disorientedCount = 0;

/** Flash and disoriented counters on the board: one per living agent marked. */
function countMarks(units: readonly UnitState[], fresh: boolean): void {
  if (units === countedUnits && !fresh) return;
  flashCount = 0;
  disorientedCount = 0;
  for (const unit of units) {
    if (unit.hp <= 0) continue;
    if (unit.flashedUntil !== 0) flashCount++;
    if (unit.disorientedUntil !== 0) disorientedCount++;
  }
  countedUnits = fresh ? null : units;
}

/**
 * Counters of `counter` on the board now (edge counters are counted by the edge views, see
 * board.ts); `fresh` for a game being written (a draft's), whose arrays change in place.
 */
export function inPlay(fixed: R6Fixed, game: R6Game, counter: Counter, fresh = false): number {
  switch (counter) {
    case 'smoke': {
      if (game.smoke !== countedSmoke || fresh) {
        smokeCount = 0;
        for (const counters of game.smoke) smokeCount += counters;
        countedSmoke = fresh ? null : game.smoke;
      }
      return smokeCount;
    }
    case 'flash':
      countMarks(game.units, fresh);
      return flashCount;
    case 'disoriented':
      countMarks(game.units, fresh);
      return disorientedCount;
    case 'trap':
      return game.traps.length;
    default: {
      let count = 0;
      game.edgeStates.forEach((state, edge) => {
        const kind = fixed.edges[edge]?.kind ?? '';
        if (EDGE_COUNTERS[kind]?.[state] === counter) count++;
      });
      return count;
    }
  }
}

/** Counters of `counter` still in the box (`fresh`: see `inPlay`). */
export function countersLeft(fixed: R6Fixed, game: R6Game, counter: Counter, fresh = false): number {
  const supply = fixed.supplies[counter];
  return supply === UNLIMITED ? UNLIMITED : Math.max(0, supply - inPlay(fixed, game, counter, fresh));
}

/** The refusal of a play that needs a counter the box has no more of. */
export function noCounterLeft(fixed: R6Fixed, counter: Counter): Refusal {
  return refusal('r6-onboard.refused.noCounterLeft', { counter, supply: fixed.supplies[counter] });
}
