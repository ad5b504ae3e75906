/**
 * How good a state looks to a side, for the greedy bot's one-step lookahead: victory points above
 * all, then the units on the board weighed by their cost and health, objectives held and flagged,
 * infantry near objectives and the other units near the enemy, rivets and cards kept, what a
 * declared attack is expected to do, what each side's units could attack next (at its expected
 * value: a unit that steps into the enemy's range counts what it will meet there, and the search
 * bot's leaf, scored where its side's turn ends, counts the answer without rolling its dice), and,
 * in the side's own combat or movement phase, the units that may still act (so that a turn is not
 * ended with shots or moves left).
 */
import { bolsterOf, diceAgainst, hitChance, targetOrder } from './attack';
import { enemyGridsOf, gridOf, occupancy, profileOfFigure, sideIndex, skillOf, stepOf, weaponsOf, type Occupancy } from './common';
import { nearestRange, rangesOf } from './grid';
import type { FigureState, ProfileInfo, RwState, SideInfo, WeaponInfo } from './types';
import { RecentValues } from '../core/cache';

const VP = 100;
/**
 * A flag is the next turn's capture, as long as it stands: worth a victory point, about as the
 * outcomes of greedy games weigh it (see the README, "Bots").
 */
const FLAG = VP;
const ON_OBJECTIVE = 25;
const NEAR_OBJECTIVE = 4;
const NEAR_ENEMY = 1;
const RIVET = 4;
const CARD = 3;
/**
 * How much of what its units could attack next counts for a side: all of it for the side to fire
 * next, half for the others, whose shots come after it (and after it moves).
 */
const THREAT_NEXT = 1;
const THREAT_LATER = 0.5;
/** What an attack and a move still to make are worth to the side to play. */
const ATTACK_LEFT = 3;
const MOVE_LEFT = 2;

function worth(profile: ProfileInfo): number {
  return 10 + 6 * profile.cost + 10 * profile.rivets + 20 * profile.bounty;
}

/** A unit's weight on the board: its worth, less for damage taken. */
function standing(state: RwState, unit: number): number {
  const profile = profileOfFigure(state.fixed, unit);
  const damage = (state.game.figures[unit] as FigureState).damage;
  return worth(profile) * (0.5 + (0.5 * (profile.health - damage)) / profile.health);
}

function sideValue(state: RwState, occupied: Occupancy, s: number, enemyGrids: readonly number[]): number {
  const { fixed, game } = state;
  const side = fixed.sides[s] as SideInfo;
  let value = (game.vp[s] as number) * VP + (game.rivets[s] as number) * RIVET + ((game.hands[s]?.length ?? 0) + (game.missions[s]?.length ?? 0)) * CARD;
  for (const flag of game.flags) if (flag === s) value += FLAG * Math.max(1, side.scoresObjectives);
  // Added one by one, in the units' order, as they were found: the sum is the same to the last bit.
  const terms = unitTermsOf(state, occupied, s, enemyGrids);
  for (let at = 0; at < terms.length; at++) value += terms[at] as number;
  return value;
}

/** What each side's units add to its value, held per figures array with the flags they were counted under. */
interface UnitTerms {
  readonly flags: readonly number[];
  readonly sides: (readonly number[] | undefined)[];
}

const unitTermsHeld = new RecentValues<readonly FigureState[], UnitTerms>();

/**
 * What a side's units add to its value, term by term: each unit's standing, then its place (on or
 * near the objectives still to take for infantry, near the enemy for the others). Most states a bot
 * scores share their figures with the one before (a card, a declared attack, a die that hurt no
 * one, a phase ended), so the terms are kept per figures array.
 */
function unitTermsOf(state: RwState, occupied: Occupancy, s: number, enemyGrids: readonly number[]): readonly number[] {
  const { fixed, game } = state;
  let held = unitTermsHeld.get(game.figures);
  if (!held || held.flags !== game.flags) {
    held = { flags: game.flags, sides: [] };
    unitTermsHeld.remember(game.figures, held);
  }
  let terms = held.sides[s];
  if (terms) return terms;
  const found: number[] = [];
  // The objectives still to take: not flagged by this side, or flagged and left.
  let open: number[] | null = null;
  for (const unit of (fixed.sides[s] as SideInfo).figures) {
    const grid = gridOf(game, unit);
    if (grid < 0) continue;
    found.push(standing(state, unit));
    const profile = profileOfFigure(fixed, unit);
    if (profile.plug) continue;
    if (profile.infantry && fixed.objectives.length > 0) {
      if (fixed.objectiveAt[grid] !== -1) found.push(ON_OBJECTIVE);
      else {
        open ??= openObjectives(state, occupied, s);
        found.push(-(NEAR_OBJECTIVE * nearestRange(fixed, grid, open.length > 0 ? open : fixed.objectives)));
      }
    } else if (enemyGrids.length > 0) found.push(-(NEAR_ENEMY * nearestRange(fixed, grid, enemyGrids)));
  }
  held.sides[s] = terms = found;
  return terms;
}

function openObjectives(state: RwState, occupied: Occupancy, s: number): number[] {
  const { fixed, game } = state;
  const open: number[] = [];
  for (let index = 0; index < fixed.objectives.length; index++) {
    const grid = fixed.objectives[index] as number;
    if (game.flags[index] !== s || occupied.owner[grid] !== s) open.push(grid);
  }
  return open;
}

/** A unit as an attack sees it: its armour class, the dice its Bolster takes off, and what a hit is expected to take (the whole unit and its bounty on its last health, else a share of its worth). */
interface Exposed {
  readonly armour: number;
  readonly bolster: number;
  readonly loss: number;
}

function exposedOf(state: RwState, occupied: Occupancy, target: number): Exposed {
  const profile = profileOfFigure(state.fixed, target);
  const left = profile.health - (state.game.figures[target] as FigureState).damage;
  const loss = left <= 1 ? standing(state, target) + profile.bounty * VP : (0.5 * worth(profile)) / profile.health;
  return { armour: profile.armour, bolster: bolsterOf(state, occupied, target), loss };
}

/** What one attack of `weapon` is expected to take from `targets` (in the order it takes them): the first, the next ones while a chain hits, or each for a flat attack. */
function attackValue(state: RwState, weapon: WeaponInfo, precision: number, targets: readonly Exposed[]): number {
  let value = 0;
  let reach = 1;
  for (const target of targets) {
    const chance = hitChance(state, diceAgainst(weapon.dice[target.armour] ?? 0, target.bolster), precision);
    value += reach * chance * target.loss;
    if (weapon.chain) reach *= chance;
    else if (!weapon.flat) break;
  }
  return weapon.deviates ? value * 0.6 : value;
}

/** Each side's threats, held per figures array (a declared attack or a card changes none). */
const threatsHeld = new RecentValues<readonly FigureState[], readonly number[]>();

function threatsOf(state: RwState, occupied: Occupancy): readonly number[] {
  let found = threatsHeld.get(state.game.figures);
  if (!found) {
    const { fixed } = state;
    const exposed: (Exposed[] | undefined)[] = [];
    const values: number[] = [];
    for (let s = 0; s < fixed.sides.length; s++) values.push(threats(state, occupied, s, enemyGridsOf(occupied, s), exposed));
    threatsHeld.remember(state.game.figures, (found = values));
  }
  return found;
}

/**
 * What a side's units could attack at their next activation, from where they stand: for each
 * attack line, its attacks on the enemy grid in land range where they are expected to take most.
 * `exposed` holds each grid's units as attacks take them, worked out once for every side.
 */
function threats(state: RwState, occupied: Occupancy, s: number, enemyGrids: readonly number[], exposed: (Exposed[] | undefined)[]): number {
  if (enemyGrids.length === 0) return 0;
  const { fixed, game } = state;
  const ranges = rangesOf(fixed);
  const grids = fixed.onBoard.length;
  let total = 0;
  for (const unit of (fixed.sides[s] as SideInfo).figures) {
    const grid = (game.figures[unit] as FigureState).grid;
    if (grid < 0 || profileOfFigure(fixed, unit).plug) continue;
    let precision = -1;
    let bonus = 0;
    for (const weapon of weaponsOf(fixed, game, unit)) {
      if (weapon.range <= 0 || weapon.attacks <= 0) continue;
      if (precision < 0) {
        precision = skillOf(state, occupied, unit, 'precision', grid);
        bonus = skillOf(state, occupied, unit, 'range-bonus-land', grid);
      }
      const range = weapon.range + bonus;
      let best = 0;
      for (const target of enemyGrids) {
        if ((ranges[grid * grids + target] as number) > range) continue;
        let targets = exposed[target];
        if (!targets) exposed[target] = targets = targetOrder(state, occupied, target).map((other) => exposedOf(state, occupied, other));
        best = Math.max(best, attackValue(state, weapon, precision, targets));
      }
      total += best * weapon.attacks;
    }
  }
  return total;
}

/** What the declared attack is expected to take off the defender. */
function pendingAttack(state: RwState, occupied: Occupancy): { readonly side: number; readonly value: number } | null {
  const attack = state.game.attack;
  if (!attack) return null;
  const { fixed, game } = state;
  const weapon = weaponsOf(fixed, game, attack.unit)[attack.weapon] as WeaponInfo | undefined;
  if (!weapon) return null;
  const side = fixed.figures[attack.unit]?.side ?? 0;
  const precision = skillOf(state, occupied, attack.unit, 'precision', game.actor?.unit === attack.unit ? game.actor.from : gridOf(game, attack.unit));
  const order = targetOrder(state, occupied, attack.grid);
  const targets = weapon.flat ? order : attack.target >= 0 ? [attack.target] : order.slice(0, weapon.chain ? 2 : 1);
  return { side, value: attackValue(state, weapon, precision, targets.map((target) => exposedOf(state, occupied, target))) };
}

/**
 * What the side to play may still do this turn: attacks left to units that could reach an enemy
 * (until its combat phase is over) and moves left (until its movement phase is over). Counted
 * alike in every phase, so that ending a phase costs exactly what it gives up.
 */
function stillToAct(state: RwState, s: number, enemyGrids: readonly number[]): number {
  const step = stepOf(state);
  if (step === null || step === 'wrap-up') return 0;
  const { fixed, game } = state;
  const combatLeft = step !== 'movement';
  let count = 0;
  for (const unit of (fixed.sides[s] as SideInfo).figures) {
    const figure = game.figures[unit] as FigureState;
    if (figure.grid < 0) continue;
    const active = game.active.includes(unit);
    const fresh = !game.activated.includes(unit);
    // An active unit other than the actor has not started: it acts as a fresh one (`actorFor`), with all its attacks.
    const actor = active && game.actor !== null && game.actor.unit === unit ? game.actor : null;
    if (combatLeft && (step !== 'combat' || fresh || active)) {
      const shots = step === 'combat' && actor ? actor.shots : null;
      const weapons = weaponsOf(fixed, game, unit);
      const armed = step === 'combat' && active;
      let reach = 0;
      for (let w = 0; w < weapons.length; w++) {
        const weapon = weapons[w] as WeaponInfo;
        if (shots ? (shots[w] as number) > 0 : !armed || weapon.attacks > 0) reach = Math.max(reach, weapon.range);
      }
      if (reach > 0 && nearestRange(fixed, figure.grid, enemyGrids) <= reach + 1) count += ATTACK_LEFT;
    }
    if (figure.assaultAt === game.stamp) continue;
    if (step !== 'movement' || (fresh && !active) || (active && (actor === null || actor.mode === 'fresh' || actor.left > 0))) count += MOVE_LEFT;
  }
  return count;
}

/** What a played barrage is expected to do to the grid aimed at (a third of the cards keep the aim). */
function pendingBarrage(state: RwState, occupied: Occupancy): { readonly side: number; readonly value: number } | null {
  const barrage = state.game.barrage;
  if (!barrage) return null;
  const colon = state.phase.lastIndexOf(':');
  const side = sideIndex(state.fixed, state.phase.slice(0, colon));
  let value = 0;
  for (const target of occupied.units[barrage.grid] ?? []) {
    const profile = profileOfFigure(state.fixed, target);
    const chance = hitChance(state, diceAgainst(barrage.dice, bolsterOf(state, occupied, target)), 0);
    value += (chance * standing(state, target)) / profile.health;
  }
  return { side, value: value / 3 };
}

/**
 * The side's threats less the other sides', the side to fire next weighed as `THREAT_NEXT` and
 * the others as `THREAT_LATER`: the side to play fires next until its combat phase is over, then
 * the others do.
 */
function threatBalance(state: RwState, occupied: Occupancy, s: number, acting: number): number {
  const step = stepOf(state);
  const actingFiresNext = acting >= 0 && step !== null && step !== 'movement' && step !== 'wrap-up';
  const threats = threatsOf(state, occupied);
  let score = 0;
  for (let side = 0; side < state.fixed.sides.length; side++) {
    const next = acting < 0 || (side === acting) === actingFiresNext;
    const value = (next ? THREAT_NEXT : THREAT_LATER) * (threats[side] as number);
    score += side === s ? value : -value;
  }
  return score;
}

export function scoreOf(state: RwState, side: string): number {
  const { fixed } = state;
  const s = sideIndex(fixed, side);
  if (s < 0) return 0;
  const occupied = occupancy(state);
  let score = sideValue(state, occupied, s, enemyGridsOf(occupied, s));
  let best = -Infinity;
  for (let other = 0; other < fixed.sides.length; other++) if (other !== s) best = Math.max(best, sideValue(state, occupied, other, enemyGridsOf(occupied, other)));
  if (best > -Infinity) score -= best;
  const attack = pendingAttack(state, occupied);
  if (attack) score += attack.side === s ? attack.value : -attack.value;
  const barrage = pendingBarrage(state, occupied);
  if (barrage) score += barrage.side === s ? barrage.value : -barrage.value;
  const colon = state.phase.lastIndexOf(':');
  const acting = colon < 0 ? -1 : sideIndex(fixed, state.phase.slice(0, colon));
  if (acting >= 0) {
    const bonus = stillToAct(state, acting, enemyGridsOf(occupied, acting));
    score += acting === s ? bonus : -bonus;
  }
  score += threatBalance(state, occupied, s, acting);
  return score;
}
