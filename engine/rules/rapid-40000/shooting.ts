/**
 * Shooting (R29–R40): which models of a unit can fire at a target (in range, base edge to base
 * edge, and in sight), grouped by weapon ("pour chaque figurine de l'unité ayant le même type
 * d'arme, lancer 1d6"), who may be targeted (not a unit in melee, not an armoured vehicle by small
 * arms, not a stealthy unit by cover), and where a template lands and whom it covers.
 */
import { hullPolygon, hullPolygonGap, hullRim, inFrontArc, pointHullDistance, polygonInFrontArc, unitVector, type Hull } from '../../board/free/hull';
import { distance } from '../../board/free/measure';
import { blastCovers, teardropCovers, teardropCoversHull, teardropToward, type Teardrop } from '../../board/free/templates';
import { engaged, mayBeWithin, modelGap, modelHull, modelSees, onTable, pointSeen } from './table';
import type { Fixed, Game, UnitInfo, UnitState, WeaponInfo } from './types';
import { allHave, leaderHas } from './units';
import { polygonWithinRadius } from '../../board/free/measure';

/** Dice one weapon of a unit rolls at a target: every model with it that is in range and sees the target. */
export interface FireGroup {
  readonly weapon: number;
  readonly dice: number;
  /** The models that fire. */
  readonly models: readonly number[];
}

/**
 * Whether model a of unit u has a model of unit v within `range` (rim to rim, from a hull's
 * nearest point), in sight, and (for a weapon in a hull's front arc) in that arc.
 */
/** The first living model of unit v that model a of unit u sees within `range` (and its arc), or -1. */
function seenModel(fixed: Fixed, game: Game, u: number, a: number, v: number, range: number, arc: 'all' | 'front'): number {
  const su = game.units[u] as UnitState;
  const sv = game.units[v] as UnitState;
  const hull = arc === 'front' ? modelHull(fixed, su, u, a) : null;
  // Round bases on both sides (most often): the gap between rims, inline.
  const rounds = !fixed.units[u]?.vehicle && !fixed.units[v]?.vehicle;
  const ra = fixed.units[u]?.models[a]?.radius ?? 0;
  const x = su.pos[2 * a] as number;
  const y = su.pos[2 * a + 1] as number;
  const vinfo = fixed.units[v] as UnitInfo;
  for (let b = 0; b < sv.alive.length; b++) {
    if (!sv.alive[b]) continue;
    const gap = rounds ? distance(x, y, sv.pos[2 * b] as number, sv.pos[2 * b + 1] as number) - ra - (vinfo.models[b]?.radius ?? 0) : modelGap(fixed, game.units, u, a, v, b);
    if (gap > range) continue;
    if (hull && !inArc(fixed, hull, sv, v, b)) continue;
    if (modelSees(fixed, game, u, a, v, b)) return b;
  }
  return -1;
}

/** Whether model b of unit v (its base, or its hull) lies partly in the front arc of a hull. */
function inArc(fixed: Fixed, hull: Hull, state: UnitState, v: number, b: number): boolean {
  const other = modelHull(fixed, state, v, b);
  const cot = fixed.constants.frontArcCot;
  return other ? polygonInFrontArc(hull, cot, hullPolygon(other)) : inFrontArc(hull, cot, state.pos[2 * b] as number, state.pos[2 * b + 1] as number, fixed.units[v]?.models[b]?.radius ?? 0);
}

/** Whether some hand weapon (not a template) of unit u can fire at unit v: `fireGroups` is not empty. */
function anyFires(fixed: Fixed, game: Game, u: number, v: number): boolean {
  return firingPair(fixed, game, u, v) !== null;
}

/** A model of unit u that may fire at unit v, and a model of v it sees in range: the line a shot follows. */
export function firingPair(fixed: Fixed, game: Game, u: number, v: number): readonly [number, number] | null {
  const info = fixed.units[u] as UnitInfo;
  if (!mayBeWithin(fixed, game.units, u, v, maxRange(fixed, info))) return null;
  const state = game.units[u] as UnitState;
  const armoured = fixed.units[v]?.vehicle && allHave(fixed, game, v, 'armoured');
  for (let a = 0; a < info.models.length; a++) {
    if (!state.alive[a]) continue;
    // A model's weapons of one range and arc see alike: a miss is not looked at twice.
    let missedRange = -1;
    let missedArc = '';
    for (const w of info.models[a]?.weapons ?? []) {
      const weapon = fixed.weapons[w] as WeaponInfo;
      if (weapon.template !== null || (armoured && !weapon.antiArmour)) continue;
      if (weapon.range === missedRange && weapon.arc === missedArc) continue;
      const b = seenModel(fixed, game, u, a, v, weapon.range, weapon.arc);
      if (b >= 0) return [a, b];
      missedRange = weapon.range;
      missedArc = weapon.arc;
    }
  }
  return null;
}

/** The hand weapons (not templates) of unit u that can fire at unit v, by weapon. */
export function fireGroups(fixed: Fixed, game: Game, u: number, v: number): FireGroup[] {
  const info = fixed.units[u] as UnitInfo;
  if (!mayBeWithin(fixed, game.units, u, v, maxRange(fixed, info))) return [];
  const state = game.units[u] as UnitState;
  const armoured = fixed.units[v]?.vehicle && allHave(fixed, game, v, 'armoured');
  const groups = new Map<number, { dice: number; models: number[] }>();
  for (let a = 0; a < info.models.length; a++) {
    if (!state.alive[a]) continue;
    let seen: boolean | null = null;
    let seenRange = -1;
    let seenArc = '';
    for (const w of info.models[a]?.weapons ?? []) {
      const weapon = fixed.weapons[w] as WeaponInfo;
      if (weapon.template !== null) continue;
      if (armoured && !weapon.antiArmour) continue;
      if (seen === null || seenRange !== weapon.range || seenArc !== weapon.arc) {
        seen = seenModel(fixed, game, u, a, v, weapon.range, weapon.arc) >= 0;
        seenRange = weapon.range;
        seenArc = weapon.arc;
      }
      if (!seen) continue;
      const group = groups.get(w) ?? { dice: 0, models: [] };
      group.dice += weapon.dice;
      if (!group.models.includes(a)) group.models.push(a);
      groups.set(w, group);
    }
  }
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([weapon, group]) => ({ weapon, dice: group.dice, models: group.models }));
}

/** The longest reach of a unit's hand weapons. */
function maxRange(fixed: Fixed, info: UnitInfo): number {
  let range = 0;
  for (const model of info.models) for (const w of model.weapons) if (!fixed.weapons[w]?.template) range = Math.max(range, fixed.weapons[w]?.range ?? 0);
  return range;
}

/** Whether a unit carries any ranged weapon (to set overwatch), and any template weapon. */
export function hasRangedWeapon(fixed: Fixed, game: Game, u: number): boolean {
  const info = fixed.units[u] as UnitInfo;
  const state = game.units[u] as UnitState;
  for (let a = 0; a < info.models.length; a++) if (state.alive[a] && (info.models[a]?.weapons.length ?? 0) > 0) return true;
  return false;
}

/** The living models of a unit that carry a template weapon, with the weapon. */
export function templateFirers(fixed: Fixed, game: Game, u: number): { model: number; weapon: number }[] {
  const info = fixed.units[u] as UnitInfo;
  const state = game.units[u] as UnitState;
  const out: { model: number; weapon: number }[] = [];
  for (let a = 0; a < info.models.length; a++) {
    if (!state.alive[a]) continue;
    for (const w of info.models[a]?.weapons ?? []) if (fixed.weapons[w]?.template) out.push({ model: a, weapon: w });
  }
  return out;
}

/**
 * Stealthy (R68): a unit whose every model has the rule and stands within 1" of a piece of
 * terrain cannot be targeted, unless it has shot since its last activation began, the shooter
 * stands within 6" of it, or the shooter's leader is a sniper.
 */
export function hidden(fixed: Fixed, game: Game, u: number, v: number): boolean {
  const target = game.units[v] as UnitState;
  if (target.shot || !allHave(fixed, game, v, 'stealthy') || leaderHas(fixed, game, u, 'sniper')) return false;
  const vinfo = fixed.units[v] as UnitInfo;
  for (let b = 0; b < vinfo.models.length; b++) {
    if (!target.alive[b]) continue;
    const r = vinfo.models[b]?.radius ?? 0;
    const x = target.pos[2 * b] as number;
    const y = target.pos[2 * b + 1] as number;
    const hull = modelHull(fixed, target, v, b);
    let near = false;
    for (const polygon of fixed.scenery) {
      if (hull ? hullPolygonGap(hull, polygon) <= fixed.constants.stealthAdjacent : polygonWithinRadius(x, y, r + fixed.constants.stealthAdjacent, polygon)) near = true;
    }
    if (!near) return false;
  }
  const shooter = game.units[u] as UnitState;
  const info = fixed.units[u] as UnitInfo;
  for (let a = 0; a < info.models.length; a++) {
    if (!shooter.alive[a]) continue;
    for (let b = 0; b < vinfo.models.length; b++) {
      if (!target.alive[b]) continue;
      if (modelGap(fixed, game.units, u, a, v, b) <= fixed.constants.stealthSpot) return false;
    }
  }
  return true;
}

/**
 * Why unit u may not aim at unit v, with hand weapons or a template laid over it (a message key),
 * or null: not at a unit in melee (the default of `shootIntoMelee`; an overwatch shot may), nor at
 * a stealthy unit hidden from it (R68).
 */
function aimedAtFault(fixed: Fixed, game: Game, u: number, v: number, overwatch: boolean): string | null {
  if (!overwatch && !fixed.constants.shootIntoMelee && engaged(fixed, game, v)) return 'rapid-40000.refused.targetInMelee';
  if (hidden(fixed, game, u, v)) return 'rapid-40000.refused.hidden';
  return null;
}

/**
 * Why unit u may not fire its hand weapons at unit v (a message key), or null. An overwatch shot
 * may go at any unit that came into its zone, friends included, and at a unit that has just
 * charged it.
 */
export function targetFault(fixed: Fixed, game: Game, u: number, v: number, overwatch: boolean): string | null {
  const target = game.units[v];
  if (!target || !onTable(target) || v === u) return 'rapid-40000.refused.noTarget';
  if (!overwatch && fixed.units[v]?.sideIndex === fixed.units[u]?.sideIndex) return 'rapid-40000.refused.friendlyTarget';
  const aimed = aimedAtFault(fixed, game, u, v, overwatch);
  if (aimed) return aimed;
  if (!anyFires(fixed, game, u, v)) return fixed.units[v]?.vehicle && allHave(fixed, game, v, 'armoured') ? 'rapid-40000.refused.armoured' : 'rapid-40000.refused.outOfSight';
  return null;
}

/** How far from model m's centre its rim lies toward (x, y): its base's radius, or its hull's rim that way. */
export function rimToward(fixed: Fixed, game: Game, u: number, m: number, x: number, y: number): number {
  const state = game.units[u] as UnitState;
  const hull = modelHull(fixed, state, u, m);
  if (!hull) return fixed.units[u]?.models[m]?.radius ?? 0;
  const [dx, dy] = unitVector(x - hull.x, y - hull.y);
  return hullRim(hull, dx, dy);
}

/** The teardrop a flamer model lays toward (x, y), its narrow end on the model's rim. */
export function flameOf(fixed: Fixed, game: Game, u: number, model: number, x: number, y: number): Teardrop | null {
  const state = game.units[u] as UnitState;
  const c = fixed.constants;
  return teardropToward(state.pos[2 * model] as number, state.pos[2 * model + 1] as number, rimToward(fixed, game, u, model, x, y) + c.flameTipRadius, x, y, c.flameTipRadius, c.flameReach, c.flameEndRadius);
}

/** Whether model b of unit v lies partly under a blast centred at (x, y). */
function underBlastModel(fixed: Fixed, state: UnitState, v: number, b: number, x: number, y: number): boolean {
  const hull = modelHull(fixed, state, v, b);
  const radius = fixed.constants.blastRadius;
  return hull ? pointHullDistance(hull, x, y) < radius : blastCovers(x, y, radius, state.pos[2 * b] as number, state.pos[2 * b + 1] as number, fixed.units[v]?.models[b]?.radius ?? 0);
}

/** Whether model b of unit v lies partly under a flamer's teardrop. */
export function underFlameModel(fixed: Fixed, state: UnitState, v: number, b: number, flame: Teardrop): boolean {
  const hull = modelHull(fixed, state, v, b);
  return hull ? teardropCoversHull(flame, hull) : teardropCovers(flame, state.pos[2 * b] as number, state.pos[2 * b + 1] as number, fixed.units[v]?.models[b]?.radius ?? 0);
}

/** Whether model b of unit v lies partly under a blast at (x, y) (for counting where a template does most). */
export function blastHits(fixed: Fixed, game: Game, v: number, b: number, x: number, y: number): boolean {
  return underBlastModel(fixed, game.units[v] as UnitState, v, b, x, y);
}

/** The models under a template, unit by unit (those with none left out). */
export type Covered = { readonly unit: number; readonly models: readonly number[] }[];

export function underBlast(fixed: Fixed, game: Game, x: number, y: number): Covered {
  const out: { unit: number; models: number[] }[] = [];
  for (let v = 0; v < game.units.length; v++) {
    const state = game.units[v] as UnitState;
    if (!onTable(state)) continue;
    const info = fixed.units[v] as UnitInfo;
    const models: number[] = [];
    for (let b = 0; b < info.models.length; b++) if (state.alive[b] && underBlastModel(fixed, state, v, b, x, y)) models.push(b);
    if (models.length > 0) out.push({ unit: v, models });
  }
  return out;
}

/** Models under a flamer's teardrop that the flamer sees across the terrain (flames do not pass walls), its own model excepted. */
export function underFlame(fixed: Fixed, game: Game, u: number, firer: number, flame: Teardrop): Covered {
  const out: { unit: number; models: number[] }[] = [];
  for (let v = 0; v < game.units.length; v++) {
    const state = game.units[v] as UnitState;
    if (!onTable(state)) continue;
    const info = fixed.units[v] as UnitInfo;
    const models: number[] = [];
    for (let b = 0; b < info.models.length; b++) {
      if (!state.alive[b] || (v === u && b === firer)) continue;
      if (underFlameModel(fixed, state, v, b, flame) && pointSeen(fixed, game, u, firer, state.pos[2 * b] as number, state.pos[2 * b + 1] as number)) models.push(b);
    }
    if (models.length > 0) out.push({ unit: v, models });
  }
  return out;
}

/** The template weapon model m of unit u lays, or -1 (a model carries one at most: the annex gives none two). */
export function templateWeaponOf(fixed: Fixed, u: number, m: number): number {
  for (const w of fixed.units[u]?.models[m]?.weapons ?? []) if (fixed.weapons[w]?.template) return w;
  return -1;
}

/** What model m's template would cover if laid at (x, y) (no deviation). */
export function aimCover(fixed: Fixed, game: Game, u: number, m: number, x: number, y: number): Covered {
  const weapon = templateWeaponOf(fixed, u, m);
  if (weapon < 0) return [];
  if (fixed.weapons[weapon]?.template === 'flame') {
    const flame = flameOf(fixed, game, u, m, x, y);
    return flame ? underFlame(fixed, game, u, m, flame) : [];
  }
  return underBlast(fixed, game, x, y);
}

/** Why a template may not be laid where it is asked (a message key), and the unit it may not be laid over, or -1. */
export interface AimFault {
  readonly key: string;
  readonly target: number;
}

const aimRefused = (key: string, target = -1): AimFault => ({ key: `rapid-40000.refused.${key}`, target });

/**
 * Why model m of unit u may not lay its template at (x, y), or null (R36–R37): a living model with
 * a template weapon; a blast's centre within the missile's range of the firer's base and in its
 * sight; a flamer pointed away from the firer; at least one enemy model under it and no friendly
 * model. A template is aimed at every unit it covers where it is laid (the point the shot names;
 * a blast that deviates onto another unit was not aimed at it): none of them may be a unit hand
 * weapons may not aim at, in melee or hidden (`aimedAtFault`).
 */
export function aimFault(fixed: Fixed, game: Game, u: number, m: number, x: number, y: number): AimFault | null {
  const state = game.units[u] as UnitState;
  const weapon = templateWeaponOf(fixed, u, m);
  if (weapon < 0 || !state.alive[m]) return aimRefused('noTemplate');
  const info = fixed.weapons[weapon] as WeaponInfo;
  const hull = modelHull(fixed, state, u, m);
  if (info.template === 'small-blast') {
    if (state.unloaded) return aimRefused('unloaded');
    const r = fixed.units[u]?.models[m]?.radius ?? 0;
    const reach = hull ? pointHullDistance(hull, x, y) : distance(state.pos[2 * m] as number, state.pos[2 * m + 1] as number, x, y) - r;
    if (reach > info.range) return aimRefused('templateOutOfRange');
    if (!pointSeen(fixed, game, u, m, x, y)) return aimRefused('templateOutOfSight');
  } else if (!flameOf(fixed, game, u, m, x, y)) return aimRefused('templateNoDirection');
  // A weapon in the hull's front arc lays its template there.
  if (hull && info.arc === 'front' && !inFrontArc(hull, fixed.constants.frontArcCot, x, y, 0)) return aimRefused('outOfArc');
  const side = fixed.units[u]?.sideIndex;
  const covered = aimCover(fixed, game, u, m, x, y);
  for (const { unit } of covered) if (fixed.units[unit]?.sideIndex === side) return aimRefused('templateOnFriends');
  if (covered.length === 0) return aimRefused('templateEmpty');
  for (const { unit } of covered) {
    const key = aimedAtFault(fixed, game, u, unit, false);
    if (key) return { key, target: unit };
  }
  return null;
}

/** Where a deviated blast lands (R39): on the line from the firer through the aim point, 12" from the firer's base. */
export function deviated(fixed: Fixed, game: Game, u: number, model: number, x: number, y: number, heading: readonly [number, number] | null): [number, number] {
  const state = game.units[u] as UnitState;
  const fx = state.pos[2 * model] as number;
  const fy = state.pos[2 * model + 1] as number;
  const reach = rimToward(fixed, game, u, model, x, y) + fixed.constants.deviation;
  if (heading) return [Math.round(x + heading[0] * fixed.constants.deviation), Math.round(y + heading[1] * fixed.constants.deviation)];
  const length = distance(fx, fy, x, y);
  if (length === 0) return [x, y];
  return [Math.round(fx + ((x - fx) / length) * reach), Math.round(fy + ((y - fy) / length) * reach)];
}
