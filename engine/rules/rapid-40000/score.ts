/**
 * How good a state looks to a side, for the greedy bot: the points of its models still in play
 * against the enemy's, a declared attack at its exact expected value (so that a lookahead never
 * leans on dice it cannot know), and how close its models stand to the zones it must hold.
 */
import { distance } from '../../board/free/measure';
import type { SideId } from '../core/types';
import { contest } from './dice';
import { centroid } from './moves';
import { fireGroups } from './shooting';
import { livingPositions, modelsTouching, onTable } from './table';
import type { Fixed, Game, R40State, UnitInfo, UnitState } from './types';
import { casualtyOf, combatOf, leaderHas } from './units';

/** Points of objective per inch of distance: a squad is worth about ten inches of ground. */
const GROUND = 0.08;

function material(fixed: Fixed, game: Game, side: number): number {
  let points = 0;
  for (const u of fixed.unitsOf[side] ?? []) {
    const state = game.units[u] as UnitState;
    if (!onTable(state) && state.status !== 'reserve') continue;
    const info = fixed.units[u] as UnitInfo;
    for (let m = 0; m < info.models.length; m++) if (state.alive[m]) points += info.models[m]?.cost ?? 0;
    // A unit already tested or broken is worth a little less; an immobilised vehicle too.
    if (state.immobilised) points -= info.cost / 4;
  }
  return points;
}

function casualtyCost(fixed: Fixed, game: Game, v: number): number {
  const m = casualtyOf(fixed, game, v, 0, 0);
  return m < 0 ? 0 : (fixed.units[v]?.models[m]?.cost ?? 0);
}

/** Expected points the declared roll takes from each side: [from the acting side, from the other]. */
function declared(state: R40State): [number, number] {
  const { fixed, game } = state;
  const roll = game.roll;
  if (!roll) return [0, 0];
  if (roll.kind === 'shoot') {
    if (roll.target < 0) return [0, 0];
    const v = roll.target;
    const left = game.units[v]?.left ?? 0;
    const aimed = roll.aimed ? 1 + (leaderHas(fixed, game, roll.unit, 'marksman') ? 1 : 0) : 0;
    let hurt = 0;
    for (const group of fireGroups(fixed, game, roll.unit, v)) {
      const bonus = combatOf(fixed, game, roll.unit) + (fixed.weapons[group.weapon]?.bonus ?? 0) + aimed;
      hurt += contest(Math.min(group.dice, 30), bonus, Math.min(left, 30), combatOf(fixed, game, v) - (roll.overwatch ? 1 : 0)).win * casualtyCost(fixed, game, v);
    }
    return [0, hurt];
  }
  if (roll.kind === 'melee') {
    const attackers = modelsTouching(fixed, game.units, roll.unit, roll.target).length;
    const defenders = modelsTouching(fixed, game.units, roll.target, roll.unit).length;
    const bonus = combatOf(fixed, game, roll.unit) + (roll.power ? 1 : 0) + (roll.charge && leaderHas(fixed, game, roll.unit, 'ferociousCharge') ? 1 : 0);
    const odds = contest(attackers, bonus, defenders, combatOf(fixed, game, roll.target));
    return [odds.loss * casualtyCost(fixed, game, roll.unit), odds.win * casualtyCost(fixed, game, roll.target)];
  }
  return [0, 0];
}

/** Inches from a side's nearest model to each zone it must hold, summed. */
function ground(fixed: Fixed, game: Game, side: number): number {
  let total = 0;
  for (const objective of fixed.objectives) {
    if (objective.kind !== 'hold' || objective.side !== side) continue;
    for (const zone of objective.zones) {
      const zx = (zone.minX + zone.maxX) / 2;
      const zy = (zone.minY + zone.maxY) / 2;
      let best = Infinity;
      for (const u of fixed.unitsOf[side] ?? []) {
        const state = game.units[u] as UnitState;
        if (!onTable(state) || fixed.units[u]?.vehicle) continue;
        const [cx, cy] = centroid(livingPositions(state));
        best = Math.min(best, distance(cx, cy, zx, zy));
      }
      if (best < Infinity) total += best / 100;
    }
  }
  return total;
}

export function scoreOf(state: R40State, side: SideId): number {
  const { fixed, game } = state;
  const me = fixed.sides.indexOf(side);
  if (me < 0) return 0;
  const them = 1 - me;
  let score = material(fixed, game, me) - material(fixed, game, them);
  if (game.roll) {
    const [fromActor, fromOther] = declared(state);
    const actor = fixed.sides.indexOf(game.roll.side);
    score += actor === me ? fromOther - fromActor : fromActor - fromOther;
  }
  score -= GROUND * 100 * ground(fixed, game, me);
  score += GROUND * 100 * ground(fixed, game, them);
  return score;
}
