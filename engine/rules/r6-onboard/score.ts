/**
 * Heuristic value of a state for the greedy bot: health points on each side, how close the
 * attackers are to an objective and whether they hold one, the combat under way, and cards in hand.
 */
import { reachable } from '../../board/index';
import { edgeIndexByKey, kernelOf } from './board';
import { cardOf } from './cards';
import { handsOf } from './hands';
import type { CommitChoice, R6Fixed, R6State } from './types';

const HEALTH = 10;
const STEP_TO_OBJECTIVE = 1;
const HOLDING = 8;
const HELD_TURN = 15;
const EXPECTED_HIT = 6;
const CARD_IN_HAND = 0.5;
const COMMITTED_POINT = 0.8;
/** Counted once for a side that may be closed or opened (a door, a wall that can be breached). */
const UNCERTAIN_SIDE = 2;

const distanceCache = new WeakMap<R6Fixed, Float64Array>();

/** Rough actions needed to cross a side: its cheapest passable state, plus a toll when a state blocks it. */
function sideToll(fixed: R6Fixed, key: string): number {
  const feature = fixed.edges[edgeIndexByKey(fixed, key)];
  if (!feature) return 0;
  const states = Object.values(fixed.edgeRules[feature.kind] ?? {});
  const passable = states.filter((rule) => rule.passable);
  if (passable.length === 0) return Infinity;
  return Math.min(...passable.map((rule) => rule.extraCost)) + (passable.length < states.length ? UNCERTAIN_SIDE : 0);
}

/** Rough cost from every cell to the nearest objective cell, whatever the doors' states (Infinity: unreachable). */
function objectiveDistances(fixed: R6Fixed): Float64Array {
  let distances = distanceCache.get(fixed);
  if (distances) return distances;
  const kernel = kernelOf(fixed);
  const nearest = new Float64Array(fixed.labels.length).fill(Infinity);
  for (const objective of fixed.objectives) {
    for (const cell of objective.cells) {
      const costs = reachable(kernel, kernel.cellAt(cell), {
        enterCost: (index) => ((fixed.cellCost[index] as number) < 0 ? Infinity : (fixed.cellCost[index] as number)),
        edgeCost: (key) => sideToll(fixed, key),
      }).cost;
      costs.forEach((cost, index) => {
        if (cost < (nearest[index] as number)) nearest[index] = cost;
      });
    }
  }
  distances = nearest;
  distanceCache.set(fixed, distances);
  return distances;
}

/** The state from the attackers' side: positive is good for them. */
function attackersValue(state: R6State): number {
  const { fixed, game } = state;
  const distances = objectiveDistances(fixed);
  let value = 0;
  game.units.forEach((unit, index) => {
    if (unit.hp <= 0) return;
    const attacking = fixed.units[index]?.side === fixed.attackers;
    value += (attacking ? HEALTH : -HEALTH) * unit.hp;
    const distance = unit.cell >= 0 ? (distances[unit.cell] as number) : Infinity;
    if (attacking && Number.isFinite(distance)) value -= STEP_TO_OBJECTIVE * distance;
  });
  fixed.objectives.forEach((objective, index) => {
    value += HELD_TURN * (game.held[index] ?? 0);
    let attackers = 0;
    let defenders = 0;
    game.units.forEach((unit, u) => {
      if (unit.hp <= 0 || !objective.cells.includes(unit.cell)) return;
      if (fixed.units[u]?.side === fixed.attackers) attackers++;
      else defenders++;
    });
    if (attackers > 0 && defenders === 0) value += HOLDING;
  });
  const combat = game.combat;
  if (combat && combat.stage === 'boost' && combat.attack > combat.defense) {
    value += fixed.units[combat.attacker]?.side === fixed.attackers ? EXPECTED_HIT : -EXPECTED_HIT;
  }
  return value;
}

/** What a side's own face-down combat cards are worth in its role in the combat under way. */
function committedValue(state: R6State, side: string): number {
  const { fixed, game } = state;
  const combat = game.combat;
  const choice = state.sealed[side] as Partial<CommitChoice> | undefined;
  if (!combat || combat.stage !== 'commit' || !Array.isArray(choice?.cards)) return 0;
  const attacking = (fixed.units[combat.initiator]?.side === side) !== (typeof choice.counter === 'string');
  return choice.cards.reduce((sum, card) => sum + cardOf(fixed, side, card)[attacking ? 'attack' : 'defense'], 0);
}

export function scoreOf(state: R6State, side: string): number {
  const value = attackersValue(state);
  const own = side === state.fixed.attackers ? value : -value;
  let cards = 0;
  for (const hand of handsOf(state.fixed, side)) cards += state.game.hands[hand]?.length ?? 0;
  return own + CARD_IN_HAND * cards + COMMITTED_POINT * committedValue(state, side);
}
