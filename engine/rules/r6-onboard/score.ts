/**
 * Heuristic value of a state for the greedy and search bots: health points on each side, agents
 * flashed or pinned down, traps laid, how close the attackers are to an objective through the doors
 * and walls as they stand and whether they hold one, how the defenders guard the sites (gathering
 * at the one the attackers make for) and whether they stand in the attackers' line of fire in their
 * own phase, whether the attackers can still defuse a bomb before the last turn, the combat under
 * way, and cards in hand.
 */
import { MinHeap } from '../../board/index';
import { cachedPer } from '../core/cache';
import { arrangementOf, changedState, lineOfFire, type Arrangement } from './board';
import { cardOf } from './cards';
import { handsOf } from './hands';
import { ACTION_PHASES } from './phases';
import { isDisoriented, isFlashed } from './units';
import type { CommitChoice, R6Fixed, R6State, UnitProfileInfo, UnitState } from './types';

const HEALTH = 10;
const STEP_TO_OBJECTIVE = 1;
/** An attacker alone on a site: a defused bomb at the end of the turn unless the defence answers. */
const HOLDING = 30;
const HELD_TURN = 15;
const EXPECTED_HIT = 6;
const CARD_IN_HAND = 0.5;
const COMMITTED_POINT = 0.8;
const FLASHED = 3;
/** A trap laid and not yet sprung, for the defenders: more than the card it was in hand. */
const TRAP_LAID = 1.5;
const PINNED = 1.5;
/** A site with a defender on it cannot be held by the attackers alone. */
const GUARDED = 3;
/** A defender's step away from the nearest site, or the threatened one: the defence wins by holding, near the bombs. */
const DEFENDER_STEP = 0.5;
/** Steps by which the attackers must be nearer one site than the others for the defence to gather there. */
const THREAT_MARGIN = 3;
/**
 * A defender that ends its side's actions in an attacker's line of fire is shot first next turn.
 * Counted for the defence only: the attackers must cross lines of fire to reach a bomb, and the
 * time they have is what answers for their risks.
 */
const EXPOSED = 3;
/**
 * A defender in the line of fire of an attacker that can still shoot in the attackers' phase: a
 * shot the attackers may take next. Without it a step that brings a defender into sight scores as
 * any other, and attackers on a site stood beside a defender they could not see, and passed.
 */
const IN_SIGHT = 3;
/**
 * The clock: the attackers' earliest defusal is worth more the more turns it leaves to spare before
 * the last (it costs them LATE / (1 + turns to spare)), and none left in time costs them twice LATE.
 * Without it a search that sees the defence's answer to a rush waits in front of the bomb room for
 * the ten turns to run out.
 */
const LATE = 40;
/** Actions counted for changing a side that stops agents (opening a door, breaching a wall). */
const UNCERTAIN_SIDE = 2;
/**
 * More counted for a side only a breaching charge opens while the attackers hold none: they must
 * draw one first. Without it they walk up to a wall they cannot open and wait there.
 */
const NO_CHARGE = 4;

/**
 * Rough actions needed to cross a side feature in each of its states: the state's extra cost when
 * it lets agents through; when it does not, that of the state opening it (a door) or breaching it
 * (a wall, a barricade) would give, plus a toll for the change, and more while the attackers hold
 * no breaching charge. A state nothing opens (a reinforced wall) cannot be crossed. A door opened or
 * a wall breached brings the sites nearer.
 */
function featureTolls(fixed: R6Fixed, charged: boolean): Readonly<Record<string, number>>[] {
  return fixed.edges.map((feature) => {
    const rules = fixed.edgeRules[feature.kind] ?? {};
    const toll = (state: string): number => {
      const rule = rules[state];
      if (rule?.passable) return rule.extraCost;
      const opened = changedState(fixed, 'open', feature.kind, state);
      if (opened !== null && rules[opened]?.passable) return (rules[opened]?.extraCost ?? 0) + UNCERTAIN_SIDE;
      const breached = changedState(fixed, 'breach', feature.kind, state);
      if (breached !== null && rules[breached]?.passable) return (rules[breached]?.extraCost ?? 0) + UNCERTAIN_SIDE + (charged ? 0 : NO_CHARGE);
      return Infinity;
    };
    return Object.fromEntries(Object.keys(rules).map((state) => [state, toll(state)]));
  });
}

/** Whether an attacker's hand holds a breaching charge. */
function holdsCharge(state: R6State): boolean {
  const { fixed, game } = state;
  for (const hand of handsOf(fixed, fixed.attackers)) {
    for (const card of game.hands[hand] ?? []) if (cardOf(fixed, fixed.attackers, card).effect === 'breach') return true;
  }
  return false;
}

/** Every objective cell, by index: the distances are to the nearest of them. */
const siteCells = cachedPer((fixed: R6Fixed): number[] => fixed.objectives.flatMap((objective) => objective.cells));

/**
 * The distances worked out for one arrangement of door and wall states, each when first asked
 * for: to the nearest site without and with a breaching charge in hand, and to each site alone.
 * The bots' lookahead meets the same few arrangements again and again.
 */
interface BoardDistances {
  readonly nearest: [Float64Array | null, Float64Array | null];
  perSite: Float64Array[] | null;
}

/** Per board, the feature tolls without and with a charge. */
const featureTollsOf = cachedPer((fixed: R6Fixed) => [featureTolls(fixed, false), featureTolls(fixed, true)] as const);

const distancesOf = cachedPer((_arrangement: Arrangement): BoardDistances => ({ nearest: [null, null], perSite: null }));

/** The distances of the board as its doors and walls stand in `state`. */
function boardDistances(state: R6State): BoardDistances {
  return distancesOf(arrangementOf(state.fixed, state.game));
}

/** The queue of `costsThrough`, kept from one search to the next. */
const queue = new MinHeap(256);

/**
 * Rough cost from every cell to the nearest of `sources`, stepping as agents do (to the four
 * neighbours) through the doors and walls as they stand, by `tolls`: each step costs the cell
 * entered and the toll of the side crossed (Infinity: unreachable). Dijkstra's search from the sources.
 */
function costsThrough(fixed: R6Fixed, edgeStates: readonly string[], tolls: readonly Readonly<Record<string, number>>[], sources: readonly number[]): Float64Array {
  const { neighbours, edgeOf, cellCost } = fixed;
  const cost = new Float64Array(cellCost.length).fill(Infinity);
  queue.clear();
  for (const source of sources) {
    if (cost[source] === 0) continue;
    cost[source] = 0;
    queue.push(source, 0);
  }
  while (queue.size > 0) {
    const key = queue.peekKey();
    const cell = queue.pop();
    if (key > (cost[cell] as number)) continue;
    for (let side = cell * 4; side < cell * 4 + 4; side++) {
      const next = neighbours[side] as number;
      if (next < 0) continue;
      const enter = cellCost[next] as number;
      if (enter < 0) continue;
      const edge = edgeOf[side] as number;
      const total = key + (edge < 0 ? 0 : ((tolls[edge] as Readonly<Record<string, number>>)[edgeStates[edge] as string] ?? 0)) + enter;
      if (total < (cost[next] as number)) {
        cost[next] = total;
        queue.push(next, total);
      }
    }
  }
  return cost;
}

/**
 * The distances to the nearest site on `board`, as the attackers' hands in `state` let them breach.
 * Without a charge, each cell's least distance to a site alone: the same tolls, one search fewer.
 */
function nearestDistances(state: R6State, board: BoardDistances): Float64Array {
  const { fixed, game } = state;
  if (holdsCharge(state)) return (board.nearest[1] ??= costsThrough(fixed, game.edgeStates, featureTollsOf(fixed)[1], siteCells(fixed)));
  return (board.nearest[0] ??= leastOf(fixed.cellCost.length, distancesPerSite(state, board)));
}

/** Each of `cells` cells' least value among `tables` (Infinity in none). */
function leastOf(cells: number, tables: readonly Float64Array[]): Float64Array {
  const least = new Float64Array(cells).fill(Infinity);
  for (const table of tables) for (let cell = 0; cell < cells; cell++) least[cell] = Math.min(least[cell] as number, table[cell] as number);
  return least;
}

/** The distances to the sites in `state`, as the attackers' hands let them breach. */
export function siteDistances(state: R6State): Float64Array {
  return nearestDistances(state, boardDistances(state));
}

/** The distances to each site's cells alone on `board`, by site, as for attackers without a charge. */
function distancesPerSite(state: R6State, board: BoardDistances): readonly Float64Array[] {
  const { fixed, game } = state;
  return (board.perSite ??= fixed.objectives.map((objective) => costsThrough(fixed, game.edgeStates, featureTollsOf(fixed)[0], objective.cells)));
}

/**
 * The site the attackers threaten, from the distance of their nearest agent to each of the first
 * `sites`: the one it is at least THREAT_MARGIN steps nearer to than to any other; -1 when none is.
 */
function threatenedSite(nearestAttacker: Float64Array, sites: number): number {
  let site = -1;
  let nearest = Infinity;
  let runnerUp = Infinity;
  for (let index = 0; index < sites; index++) {
    const distance = nearestAttacker[index] as number;
    if (distance < nearest) {
      runnerUp = nearest;
      nearest = distance;
      site = index;
    } else runnerUp = Math.min(runnerUp, distance);
  }
  return nearest + THREAT_MARGIN <= runnerUp ? site : -1;
}

const ATTACKER = 1;
const DEFENDER = 2;

/** Per unit, ATTACKER, DEFENDER or 0: the score reads every unit's side at every call. */
const rolesOf = cachedPer((fixed: R6Fixed): Uint8Array => Uint8Array.from(fixed.units, (unit) => (unit.side === fixed.attackers ? ATTACKER : unit.side === fixed.defenders ? DEFENDER : 0)));

/** The cells of the attackers `defendersInSight` counts (reused by every score). */
let shooterCells = new Int32Array(0);

/** Per site, the nearest attacker's distance and the defenders' summed distance (reused by every score). */
let nearestAttacker = new Float64Array(0);
let defendersAway = new Float64Array(0);

/** The state from the attackers' side: positive is good for them. */
function attackersValue(state: R6State): number {
  const { fixed, game } = state;
  const board = boardDistances(state);
  const distances = nearestDistances(state, board);
  const perSite = distancesPerSite(state, board);
  const sites = perSite.length;
  if (nearestAttacker.length < sites) {
    nearestAttacker = new Float64Array(sites);
    defendersAway = new Float64Array(sites);
  }
  for (let site = 0; site < sites; site++) {
    nearestAttacker[site] = Infinity;
    defendersAway[site] = 0;
  }
  let defendersToNearest = 0;
  let value = 0;
  // The sites each side stands on, as bits (`siteOf`: as the rules count the holders).
  let attackersOn = 0;
  let defendersOn = 0;
  const roles = rolesOf(fixed);
  for (let index = 0; index < game.units.length; index++) {
    const unit = game.units[index] as UnitState;
    if (unit.hp <= 0) continue;
    const attacking = roles[index] === ATTACKER;
    value += (attacking ? HEALTH : -HEALTH) * unit.hp;
    const cell = unit.cell;
    if (cell < 0) continue;
    // An agent flashed or pinned down by cover fire is worth less to its side while it lasts.
    if (isFlashed(unit, state.turn)) value += attacking ? -FLASHED : FLASHED;
    else if (isDisoriented(unit, state.turn)) value += attacking ? -PINNED : PINNED;
    const distance = distances[cell] as number;
    if (attacking) {
      if (Number.isFinite(distance)) value -= STEP_TO_OBJECTIVE * distance;
      for (let site = 0; site < sites; site++) nearestAttacker[site] = Math.min(nearestAttacker[site] as number, (perSite[site] as Float64Array)[cell] as number);
      attackersOn |= fixed.siteOf[cell] as number;
    } else {
      if (Number.isFinite(distance)) defendersToNearest += distance;
      for (let site = 0; site < sites; site++) {
        const away = (perSite[site] as Float64Array)[cell] as number;
        if (Number.isFinite(away)) defendersAway[site] = (defendersAway[site] as number) + away;
      }
      defendersOn |= fixed.siteOf[cell] as number;
    }
  }
  // Defenders keep near the site the attackers threaten, else each near its nearest.
  const threatened = threatenedSite(nearestAttacker, sites);
  value += DEFENDER_STEP * (threatened >= 0 ? (defendersAway[threatened] as number) : defendersToNearest);
  for (let index = 0; index < fixed.objectives.length; index++) {
    value += HELD_TURN * (game.held[index] ?? 0);
    const bit = 1 << Math.min(index, 30);
    if ((attackersOn & bit) !== 0 && (defendersOn & bit) === 0) value += HOLDING;
    if ((defendersOn & bit) !== 0) value -= GUARDED;
  }
  for (const trap of game.traps) if (!trap.revealed) value -= TRAP_LAID;
  if (defendersAnswerFor(state)) value += EXPOSED * defendersInSight(state, false);
  else if (ACTION_PHASES[state.phase] === 'attackers') value += IN_SIGHT * defendersInSight(state, true);
  const spare = turnsToSpare(state, distances);
  value -= spare < 0 ? 2 * LATE : LATE / (1 + spare);
  const combat = game.combat;
  if (combat && combat.stage === 'boost' && combat.attack > combat.defense) {
    value += fixed.units[combat.attacker]?.side === fixed.attackers ? EXPECTED_HIT : -EXPECTED_HIT;
  }
  return value;
}

/**
 * The turns left after the earliest defusal the attackers could still make, walking at their pace
 * to the nearest site and holding it the turns it takes (negative: too late for any of them).
 */
function turnsToSpare(state: R6State, distances: Float64Array): number {
  const { fixed, game } = state;
  const { defuseTurns, turnLimit } = fixed.constants;
  const roles = rolesOf(fixed);
  const attackPhase = fixed.turnPhases.indexOf('attack');
  const phase = fixed.turnPhases.indexOf(state.phase);
  let earliest = Infinity;
  for (let index = 0; index < game.units.length; index++) {
    const unit = game.units[index] as UnitState;
    if (roles[index] !== ATTACKER || unit.hp <= 0 || unit.cell < 0) continue;
    const distance = distances[unit.cell] as number;
    if (!Number.isFinite(distance)) continue;
    const info = fixed.units[index] as UnitProfileInfo;
    // On a site since before this turn, it holds it through this one; otherwise it holds from the turn after it arrives.
    let arrival: number;
    if (distance === 0) arrival = unit.onSiteSince >= 0 && unit.onSiteSince < state.turn ? state.turn - 1 : state.turn;
    else {
      const now = phase === attackPhase ? unit.actions : phase >= 0 && phase < attackPhase ? info.actions : 0;
      arrival = distance <= now ? state.turn : state.turn + Math.ceil((distance - now) / Math.max(1, info.actions));
    }
    earliest = Math.min(earliest, arrival + defuseTurns);
  }
  return turnLimit - earliest;
}

/**
 * Whether the defenders answer for where they stand: in their phase, and in the state it hands over,
 * until an attacker acts (what ending their phase leads to is judged as they leave it).
 */
function defendersAnswerFor(state: R6State): boolean {
  const role = ACTION_PHASES[state.phase];
  if (role !== 'attackers') return role === 'defenders';
  const { fixed, game } = state;
  return game.units.every((unit, index) => {
    const info = fixed.units[index];
    return info?.side !== fixed.attackers || unit.hp <= 0 || unit.cell < 0 || unit.actions === (isFlashed(unit, state.turn) ? 0 : info.actions);
  });
}

/**
 * Living defenders in the line of fire of a living attacker; with `ready`, only of one that can
 * still act this phase (actions left, not flashed).
 */
function defendersInSight(state: R6State, ready: boolean): number {
  const { fixed, game } = state;
  const { units } = game;
  const roles = rolesOf(fixed);
  // The cells of the attackers that count, found once for every defender.
  if (shooterCells.length < units.length) shooterCells = new Int32Array(units.length);
  let shooters = 0;
  for (let index = 0; index < units.length; index++) {
    const enemy = units[index] as UnitState;
    if (roles[index] !== ATTACKER || enemy.hp <= 0 || enemy.cell < 0) continue;
    if (ready && (enemy.actions <= 0 || isFlashed(enemy, state.turn))) continue;
    shooterCells[shooters++] = enemy.cell;
  }
  if (shooters === 0) return 0;
  let seen = 0;
  for (let index = 0; index < units.length; index++) {
    const unit = units[index] as UnitState;
    if (roles[index] !== DEFENDER || unit.hp <= 0 || unit.cell < 0) continue;
    for (let shooter = 0; shooter < shooters; shooter++) {
      if (lineOfFire(fixed, game, shooterCells[shooter] as number, unit.cell)) {
        seen++;
        break;
      }
    }
  }
  return seen;
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
