/**
 * Heuristic value of a state for the greedy bot: health points on each side, agents flashed or
 * pinned down, traps laid, how close the attackers are to an objective through the doors and walls as they
 * stand and whether they hold one, the combat under way, and cards in hand.
 */
import { reachable } from '../../board/index';
import { edgeIndexByKey, kernelOf } from './board';
import { cardOf } from './cards';
import { handsOf } from './hands';
import { isDisoriented, isFlashed } from './units';
import type { CommitChoice, R6Fixed, R6State } from './types';

const HEALTH = 10;
const STEP_TO_OBJECTIVE = 1;
const HOLDING = 8;
const HELD_TURN = 15;
const EXPECTED_HIT = 6;
const CARD_IN_HAND = 0.5;
const COMMITTED_POINT = 0.8;
const FLASHED = 3;
/** A trap laid and not yet sprung, for the defenders: more than the card it was in hand. */
const TRAP_LAID = 1.5;
const PINNED = 1.5;
/** Actions counted for changing a side that stops agents (opening a door, breaching a wall). */
const UNCERTAIN_SIDE = 2;

/**
 * Distances to the sites, per board: by array of door and wall states (a new array whenever one
 * changes), and by what those states say, since the bots' lookahead meets the same few again and again.
 */
interface DistanceCache {
  readonly byArray: WeakMap<readonly string[], Float64Array>;
  readonly byStates: Map<string, Float64Array>;
  /** Toll of each side feature in each of its states. */
  readonly tolls: readonly Readonly<Record<string, number>>[];
}
const distanceCaches = new WeakMap<R6Fixed, DistanceCache>();
const MAX_REMEMBERED_STATES = 512;

/**
 * Rough actions needed to cross a side feature in each of its states: the state's extra cost when
 * it lets agents through; when it does not, the cheapest state that would, plus a toll for changing
 * it (a door to open, a wall or barricade to breach). A door opened or a wall breached brings the
 * sites nearer.
 */
function featureTolls(fixed: R6Fixed): Readonly<Record<string, number>>[] {
  return fixed.edges.map((feature) => {
    const rules = fixed.edgeRules[feature.kind] ?? {};
    const passable = Object.values(rules).filter((rule) => rule.passable);
    const closed = passable.length === 0 ? Infinity : Math.min(...passable.map((rule) => rule.extraCost)) + UNCERTAIN_SIDE;
    return Object.fromEntries(Object.entries(rules).map(([state, rule]) => [state, rule.passable ? rule.extraCost : closed]));
  });
}

/** Rough cost from every cell to the nearest objective cell through the doors and walls as they stand (Infinity: unreachable). */
function objectiveDistances(state: R6State): Float64Array {
  const { fixed, game } = state;
  let cache = distanceCaches.get(fixed);
  if (!cache) distanceCaches.set(fixed, (cache = { byArray: new WeakMap(), byStates: new Map(), tolls: featureTolls(fixed) }));
  const edgeStates = game.edgeStates;
  let distances = cache.byArray.get(edgeStates);
  if (distances) return distances;
  const signature = edgeStates.join('|');
  distances = cache.byStates.get(signature);
  if (!distances) {
    const { tolls } = cache;
    const kernel = kernelOf(fixed);
    const nearest = new Float64Array(fixed.labels.length).fill(Infinity);
    const options = {
      enterCost: (index: number) => ((fixed.cellCost[index] as number) < 0 ? Infinity : (fixed.cellCost[index] as number)),
      edgeCost: (key: string) => {
        const index = edgeIndexByKey(fixed, key);
        return index < 0 ? 0 : ((tolls[index] as Record<string, number>)[edgeStates[index] as string] ?? 0);
      },
    };
    for (const objective of fixed.objectives) {
      for (const cell of objective.cells) {
        const costs = reachable(kernel, kernel.cellAt(cell), options).cost;
        for (let index = 0; index < costs.length; index++) if ((costs[index] as number) < (nearest[index] as number)) nearest[index] = costs[index] as number;
      }
    }
    distances = nearest;
    if (cache.byStates.size >= MAX_REMEMBERED_STATES) cache.byStates.clear();
    cache.byStates.set(signature, distances);
  }
  cache.byArray.set(edgeStates, distances);
  return distances;
}

/** The state from the attackers' side: positive is good for them. */
function attackersValue(state: R6State): number {
  const { fixed, game } = state;
  const distances = objectiveDistances(state);
  let value = 0;
  game.units.forEach((unit, index) => {
    if (unit.hp <= 0) return;
    const attacking = fixed.units[index]?.side === fixed.attackers;
    value += (attacking ? HEALTH : -HEALTH) * unit.hp;
    // An agent flashed or pinned down by cover fire is worth less to its side while it lasts.
    if (unit.cell >= 0 && isFlashed(unit, state.turn)) value += attacking ? -FLASHED : FLASHED;
    else if (unit.cell >= 0 && isDisoriented(unit, state.turn)) value += attacking ? -PINNED : PINNED;
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
  for (const trap of game.traps) if (!trap.revealed) value -= TRAP_LAID;
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
