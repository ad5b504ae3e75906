/**
 * How good a state looks to a side, for the bots: the points of its models still in play against
 * the enemy's, a declared attack at its exact expected value (so that a lookahead never leans on
 * dice it cannot know), what each side's units could shoot at their next activation, and how close
 * its units stand to the zones it must hold.
 *
 * The search bot scores a state at the start of its side's next activation, once the other side has
 * answered: there the points differ only by the dice rolled, and one step ahead most moves change
 * nothing at all. What the units threaten tells the positions apart: a squad in the open within an
 * enemy's range, one that has the enemy in its sights, the squads left behind far from the zone.
 */
import { distance } from '../../board/free/measure';
import type { SideId } from '../core/types';
import { atLeast, contest } from './dice';
import { centroid } from './moves';
import { aimCover, fireGroups, hidden, templateWeaponOf } from './shooting';
import { engaged, livingPositions, modelsTouching, onTable } from './table';
import type { Fixed, Game, PendingRoll, R40State, UnitInfo, UnitState } from './types';
import { casualtyOf, combatOf, leaderHas, testQuality } from './units';

/** Points of objective per inch between a side's nearest unit and a zone it must hold: a squad is worth about ten inches of ground. */
const GROUND = 8;
/** Points per inch between each of a side's squads and the zone: the squads left behind come up too. */
const PULL = 1;
/** How much of what its units could shoot next counts for a side (the best shot of each unit, at its expected value). */
const THREAT = 1;

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

/** The aimed shot's bonus (R32: C+1, one more for a marksman leader). */
function aimBonus(fixed: Fixed, game: Game, u: number, aimed: boolean): number {
  return aimed ? 1 + (leaderHas(fixed, game, u, 'marksman') ? 1 : 0) : 0;
}

/** Expected points unit u's hand weapons take from unit v (each weapon group removes one model on a win). */
function shotValue(fixed: Fixed, game: Game, u: number, v: number, aimed: number, overwatch: boolean): number {
  const left = game.units[v]?.left ?? 0;
  let hurt = 0;
  for (const group of fireGroups(fixed, game, u, v)) {
    const bonus = combatOf(fixed, game, u) + (fixed.weapons[group.weapon]?.bonus ?? 0) + aimed;
    hurt += contest(Math.min(group.dice, 30), bonus, Math.min(left, 30), combatOf(fixed, game, v) - (overwatch ? 1 : 0)).win * casualtyCost(fixed, game, v);
  }
  return hurt;
}

/**
 * Expected points the templates of a declared volley take (R36–R40): each template's attack die
 * against the dice of the models of each enemy unit under it, a blast only when its aim holds
 * (fewer than two failures on the Quality test; a deviated blast counts for nothing).
 */
function templatesValue(fixed: Fixed, game: Game, roll: Extract<PendingRoll, { kind: 'shoot' }>): number {
  const u = roll.unit;
  const side = fixed.units[u]?.sideIndex;
  const aimed = aimBonus(fixed, game, u, roll.aimed);
  const dice = fixed.constants.moraleDice;
  let hurt = 0;
  for (const { model, at } of roll.aims) {
    const weapon = fixed.weapons[templateWeaponOf(fixed, u, model)];
    if (!weapon) continue;
    const onTarget = weapon.template === 'small-blast' ? atLeast(dice, testQuality(fixed, game, u, false), dice - 1) : 1;
    for (const { unit: v, models } of aimCover(fixed, game, u, model, at[0], at[1])) {
      if (fixed.units[v]?.sideIndex === side || fixed.units[v]?.vehicle) continue;
      const count = fixed.constants.templateDefence === 'unit' ? (game.units[v]?.left ?? 0) : models.length;
      hurt += onTarget * contest(1, combatOf(fixed, game, u) + weapon.bonus + aimed, Math.min(count, 30), combatOf(fixed, game, v) - (roll.overwatch ? 1 : 0)).win * casualtyCost(fixed, game, v);
    }
  }
  return hurt;
}

/** Expected points the declared roll takes from each side: [from the acting side, from the other]. */
function declared(state: R40State): [number, number] {
  const { fixed, game } = state;
  const roll = game.roll;
  if (!roll) return [0, 0];
  if (roll.kind === 'shoot') {
    let hurt = roll.aims.length > 0 ? templatesValue(fixed, game, roll) : 0;
    if (roll.target >= 0) hurt += shotValue(fixed, game, roll.unit, roll.target, aimBonus(fixed, game, roll.unit, roll.aimed), roll.overwatch);
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

/**
 * What a side's units could shoot at their next activation: for each unit not in melee, its best
 * shot with its hand weapons at an enemy unit it may target (not in melee, not hidden), at the
 * shot's expected value.
 */
function threats(fixed: Fixed, game: Game, side: number): number {
  let total = 0;
  for (const u of fixed.unitsOf[side] ?? []) {
    if (!onTable(game.units[u] as UnitState) || engaged(fixed, game, u)) continue;
    let best = 0;
    for (const v of fixed.unitsOf[1 - side] ?? []) {
      if (!onTable(game.units[v] as UnitState) || engaged(fixed, game, v) || hidden(fixed, game, u, v)) continue;
      best = Math.max(best, shotValue(fixed, game, u, v, 0, false));
    }
    total += best;
  }
  return total;
}

/** Inches to each zone a side must hold: from its nearest squad, and from each of its squads, summed. */
function ground(fixed: Fixed, game: Game, side: number): { readonly nearest: number; readonly each: number } {
  let nearest = 0;
  let each = 0;
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
        const far = distance(cx, cy, zx, zy);
        best = Math.min(best, far);
        each += far / 100;
      }
      if (best < Infinity) nearest += best / 100;
    }
  }
  return { nearest, each };
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
  const mine = ground(fixed, game, me);
  const theirs = ground(fixed, game, them);
  score += GROUND * (theirs.nearest - mine.nearest) + PULL * (theirs.each - mine.each);
  score += THREAT * (threats(fixed, game, me) - threats(fixed, game, them));
  return score;
}
