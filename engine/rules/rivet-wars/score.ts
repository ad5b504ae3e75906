/**
 * How good a state looks to a side, for the greedy bot's one-step lookahead: victory points above
 * all, then the units on the board weighed by their cost and health, objectives held and flagged,
 * infantry near objectives and the other units near the enemy, rivets and cards kept, what a
 * declared attack is expected to do, and, in the side's own combat or movement phase, the units
 * that may still act (so that a turn is not ended with shots or moves left).
 */
import { actorFor } from './activation';
import { bolsterOf, diceAgainst, hitChance, targetOrder } from './attack';
import { gridOf, occupancy, profileOfFigure, sideIndex, skillOf, stepOf, weaponsOf, type Occupancy } from './common';
import { rangeBetween } from './grid';
import type { FigureState, ProfileInfo, RwState, SideInfo, WeaponInfo } from './types';

const VP = 100;
const FLAG = 20;
const ON_OBJECTIVE = 25;
const NEAR_OBJECTIVE = 4;
const NEAR_ENEMY = 1;
const RIVET = 4;
const CARD = 3;
const MAY_ACT = 3;

function worth(profile: ProfileInfo): number {
  return 10 + 6 * profile.cost + 10 * profile.rivets + 20 * profile.bounty;
}

/** A unit's weight on the board: its worth, less for damage taken. */
function standing(state: RwState, unit: number): number {
  const profile = profileOfFigure(state.fixed, unit);
  const damage = (state.game.figures[unit] as FigureState).damage;
  return worth(profile) * (0.5 + (0.5 * (profile.health - damage)) / profile.health);
}

function nearest(columns: number, grid: number, grids: readonly number[]): number {
  let best = Infinity;
  for (const other of grids) best = Math.min(best, rangeBetween(columns, grid, other));
  return best;
}

function sideValue(state: RwState, occupied: Occupancy, s: number, enemyGrids: readonly number[]): number {
  const { fixed, game } = state;
  const side = fixed.sides[s] as SideInfo;
  let value = (game.vp[s] as number) * VP + (game.rivets[s] as number) * RIVET + ((game.hands[s]?.length ?? 0) + (game.missions[s]?.length ?? 0)) * CARD;
  game.flags.forEach((flag) => {
    if (flag === s) value += FLAG * Math.max(1, side.scoresObjectives);
  });
  const open = fixed.objectives.filter((grid, index) => game.flags[index] !== s || occupied.owner[grid] !== s);
  for (const unit of side.figures) {
    const grid = gridOf(game, unit);
    if (grid < 0) continue;
    value += standing(state, unit);
    const profile = profileOfFigure(fixed, unit);
    if (profile.plug) continue;
    if (profile.infantry && fixed.objectives.length > 0) {
      if (fixed.objectiveAt[grid] !== -1) value += ON_OBJECTIVE;
      else value -= NEAR_OBJECTIVE * nearest(fixed.columns, grid, open.length > 0 ? open : fixed.objectives);
    } else if (enemyGrids.length > 0) value -= NEAR_ENEMY * nearest(fixed.columns, grid, enemyGrids);
  }
  return value;
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
  let value = 0;
  let reach = 1;
  for (const target of targets) {
    const profile = profileOfFigure(fixed, target);
    const chance = hitChance(state, diceAgainst(weapon.dice[profile.armour] ?? 0, bolsterOf(state, occupied, target)), precision);
    const left = profile.health - (game.figures[target] as FigureState).damage;
    const loss = left <= 1 ? standing(state, target) + profile.bounty * VP : (0.5 * worth(profile)) / profile.health;
    value += reach * chance * loss;
    if (weapon.chain) reach *= chance;
  }
  return { side, value: weapon.deviates ? value * 0.6 : value };
}

/** Units of the side to play that may still act in its combat or movement phase. */
function stillToAct(state: RwState, s: number, enemyGrids: readonly number[]): number {
  const step = stepOf(state);
  if (step !== 'combat' && step !== 'movement') return 0;
  const { fixed, game } = state;
  let count = 0;
  for (const unit of (fixed.sides[s] as SideInfo).figures) {
    const figure = game.figures[unit] as FigureState;
    if (figure.grid < 0) continue;
    if (step === 'movement') {
      if (!game.active.includes(unit)) {
        if (!game.activated.includes(unit) && figure.assaultAt !== game.stamp) count++;
        continue;
      }
      const actor = actorFor(state, unit);
      if (actor.mode === 'fresh' || actor.left > 0) count++;
      continue;
    }
    const fresh = !game.activated.includes(unit);
    if (!fresh && !game.active.includes(unit)) continue;
    const shots = fresh ? null : actorFor(state, unit).shots;
    const reach = weaponsOf(fixed, game, unit).reduce((best, weapon, w) => (shots && (shots[w] as number) <= 0 ? best : Math.max(best, weapon.range)), 0);
    if (reach > 0 && nearest(fixed.columns, figure.grid, enemyGrids) <= reach + 1) count++;
  }
  return count;
}

export function scoreOf(state: RwState, side: string): number {
  const { fixed } = state;
  const s = sideIndex(fixed, side);
  if (s < 0) return 0;
  const occupied = occupancy(state);
  const held: number[][] = fixed.sides.map(() => []);
  for (let grid = 0; grid < occupied.owner.length; grid++) {
    const owner = occupied.owner[grid] as number;
    if (owner >= 0) (held[owner] as number[]).push(grid);
  }
  const enemiesOf = (who: number): number[] => held.flatMap((grids, other) => (other === who ? [] : grids));
  let score = sideValue(state, occupied, s, enemiesOf(s));
  let best = -Infinity;
  for (let other = 0; other < fixed.sides.length; other++) if (other !== s) best = Math.max(best, sideValue(state, occupied, other, enemiesOf(other)));
  if (best > -Infinity) score -= best;
  const attack = pendingAttack(state, occupied);
  if (attack) score += attack.side === s ? attack.value : -attack.value;
  const colon = state.phase.lastIndexOf(':');
  const acting = colon < 0 ? -1 : sideIndex(fixed, state.phase.slice(0, colon));
  if (acting >= 0) {
    const bonus = MAY_ACT * stillToAct(state, acting, enemiesOf(acting));
    score += acting === s ? bonus : -bonus;
  }
  return score;
}
