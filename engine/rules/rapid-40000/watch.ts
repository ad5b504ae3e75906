/**
 * Overwatch along a move (R49–R53): "tout ennemi qui se déplace (ou devient visible) et à portée de
 * l'unité placé en Overwatch peut être abattus", "toutes cibles (amis, ennemis, ou autre) qui entre
 * dans sa zone de surveillance", the zone being "3 ps depuis le bord de socle". A moving unit's
 * models go each in a straight line, all together (a common share t of each path, from 0 to 1);
 * an overwatching unit is set off at the first point of the move where a model of the moving unit
 * stands within 3" of one of its bases and it can fire at the unit (a weapon in range, in its arc,
 * with a line of sight). The move pauses there for the watching side to answer, then goes on.
 *
 * The times at which being within 3", within a weapon's range, in an arc or in sight may change,
 * and a stealthy mover's hiding (the spotting distance, the scenery's side), are found exactly
 * (`engine/board/free/crossings.ts`); between two of them the answer is the same, so the rules'
 * own tests are asked once per stretch, in order. The pause is at a whole hundredth
 * of an inch, just past the first such point, where the rules' own tests hold again.
 */
import { hullCorners } from '../../board/free/hull';
import { discSightTimes, polygonSightTimes, reachTimes, stretches } from '../../board/free/crossings';
import { fireGroups, hidden } from './shooting';
import { copyGame, copyUnit } from './draft';
import { allHave } from './units';
import { basesOf, hullOfModel, livingModels, modelGap, modelHull, onTable, placementFault, sameBasesAs } from './table';
import type { SideId } from '../core/types';
import type { Fixed, Game, R40State, UnitInfo, UnitState } from './types';

/** Where a move pauses for overwatch, and the units set off there. */
export interface Trigger {
  /** The living models' positions at the pause (flat, whole ci). */
  readonly at: readonly number[];
  readonly watchers: readonly number[];
}

/**
 * The game with unit m's living models at `at` (flat, any numbers) and its hulls facing `facing`,
 * to ask whether a watcher is set off there: only the bases of m change, and neither the zone nor
 * the watcher's lines of sight to m look at other bases of m, so the game's bases serve.
 */
function probe(fixed: Fixed, game: Game, m: number, models: readonly number[], at: readonly number[], facing: readonly number[]): Game {
  const state = game.units[m] as UnitState;
  const pos = state.pos.slice();
  const faces = state.facing.length > 0 ? state.facing.slice() : state.facing;
  models.forEach((model, i) => {
    pos[2 * model] = at[2 * i] as number;
    pos[2 * model + 1] = at[2 * i + 1] as number;
    if (facing.length > 0) {
      (faces as number[])[2 * model] = facing[2 * i] as number;
      (faces as number[])[2 * model + 1] = facing[2 * i + 1] as number;
    }
  });
  // Copied field by field as the draft does: a probe has the shape of a state.
  const unit = copyUnit(state);
  unit.pos = pos;
  unit.facing = faces;
  const units = game.units.slice();
  units[m] = unit;
  sameBasesAs(fixed, units, game.units);
  const probed = copyGame(game);
  probed.units = units;
  return probed;
}

/** Whether a model of unit m stands within the zone of watch of unit o (3" of one of its bases). */
function inZone(fixed: Fixed, game: Game, o: number, m: number): boolean {
  const watcher = game.units[o] as UnitState;
  const mover = game.units[m] as UnitState;
  for (let a = 0; a < watcher.alive.length; a++) {
    if (!watcher.alive[a]) continue;
    for (let b = 0; b < mover.alive.length; b++) if (mover.alive[b] && modelGap(fixed, game.units, o, a, m, b) <= fixed.constants.overwatch) return true;
  }
  return false;
}

/**
 * Whether unit o, on overwatch, is set off by unit m where both stand: m within its zone, not
 * hidden from it (a stealthy unit by scenery, R68), and a weapon of o able to fire at it.
 */
export function setsOff(fixed: Fixed, game: Game, o: number, m: number): boolean {
  return inZone(fixed, game, o, m) && !hidden(fixed, game, o, m) && fireGroups(fixed, game, o, m).length > 0;
}

/** Whether any unit on overwatch may still answer a move of unit m in this activation (most moves: none). */
export function watched(game: Game, m: number): boolean {
  for (let o = 0; o < game.units.length; o++) if (o !== m && game.units[o]?.overwatch && !game.fired.includes(o)) return true;
  return false;
}

/** Overwatching units that may still answer a move of unit m in this activation. */
function watching(fixed: Fixed, game: Game, m: number): number[] {
  const out: number[] = [];
  for (let o = 0; o < game.units.length; o++) {
    const state = game.units[o] as UnitState;
    if (o !== m && state.overwatch && onTable(state) && !game.fired.includes(o)) out.push(o);
  }
  return out;
}

/** A model's footprint as a shape for `reachTimes`: a hull's corners, or its centre (its radius then counts in the reach). */
function shape(fixed: Fixed, game: Game, u: number, m: number, x: number, y: number, fx: number, fy: number): { corners: number[]; radius: number } {
  const hull = hullOfModel(fixed.units[u]?.models[m], x, y, fx, fy);
  return hull ? { corners: hullCorners(hull), radius: 0 } : { corners: [x, y], radius: fixed.units[u]?.models[m]?.radius ?? 0 };
}

/**
 * The first point of unit m's move from `from` to `to` (flat, its living models; its hulls facing
 * `facing` as they drive) where an overwatching unit is set off, with every unit set off there;
 * null when the move is watched by nobody. Only units that may still fire in this activation count.
 */
export function firstWatch(fixed: Fixed, game: Game, m: number, from: readonly number[], to: readonly number[], facing: readonly number[]): Trigger | null {
  const candidates = watching(fixed, game, m);
  if (candidates.length === 0) return null;
  const mover = game.units[m] as UnitState;
  const minfo = fixed.units[m] as UnitInfo;
  const models = livingModels(mover);
  let longest = 0;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < models.length; i++) {
    const r = minfo.models[models[i] as number]?.radius ?? 0;
    const ax = from[2 * i] as number;
    const ay = from[2 * i + 1] as number;
    const bx = to[2 * i] as number;
    const by = to[2 * i + 1] as number;
    longest = Math.max(longest, Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay)));
    minX = Math.min(minX, ax - r, bx - r);
    minY = Math.min(minY, ay - r, by - r);
    maxX = Math.max(maxX, ax + r, bx + r);
    maxY = Math.max(maxY, ay + r, by + r);
  }
  if (longest === 0) return null;
  // Watchers whose weapons and zone cannot reach the ground the move covers are left out at once.
  const near = candidates.filter((o) => reaches(fixed, game, o, minX, minY, maxX, maxY));
  if (near.length === 0) return null;
  const at = (t: number): number[] => from.map((value, k) => value + t * ((to[k] as number) - value));
  const holds = (t: number, o: number) => setsOff(fixed, probe(fixed, game, m, models, at(t), facing), o, m);
  const hiding = allHave(fixed, game, m, 'stealthy') ? hidingTimes(fixed, game, m, models, from, to, facing) : null;
  let best: { t: number; pause: number[] } | null = null;
  for (const o of near) {
    const found = firstFor(fixed, game, o, m, models, from, to, facing, hiding, holds, best ? best.t : 1, longest);
    if (found && (!best || found.t < best.t)) best = found;
  }
  if (!best) return null;
  const paused = probe(fixed, game, m, models, best.pause, facing);
  return { at: best.pause, watchers: near.filter((o) => setsOff(fixed, paused, o, m)) };
}

/** Whether unit o's zone or weapons may reach anything in the box (its bases' circle widened by its longest range). */
function reaches(fixed: Fixed, game: Game, o: number, minX: number, minY: number, maxX: number, maxY: number): boolean {
  const state = game.units[o] as UnitState;
  const info = fixed.units[o] as UnitInfo;
  for (let a = 0; a < info.models.length; a++) {
    if (!state.alive[a]) continue;
    const x = state.pos[2 * a] as number;
    const y = state.pos[2 * a + 1] as number;
    const reach = (info.models[a]?.radius ?? 0) + fixed.constants.overwatch;
    if (x + reach >= minX && x - reach <= maxX && y + reach >= minY && y - reach <= maxY) return true;
  }
  return false;
}

/**
 * The first t (before `until`) at which unit o is set off by unit m moving, and the whole-ci
 * positions to pause at; null when it is not set off before then.
 */
function firstFor(fixed: Fixed, game: Game, o: number, m: number, models: readonly number[], from: readonly number[], to: readonly number[], facing: readonly number[], hiding: readonly number[] | null, holds: (t: number, o: number) => boolean, until: number, longest: number): { t: number; pause: number[] } | null {
  const watcher = game.units[o] as UnitState;
  const winfo = fixed.units[o] as UnitInfo;
  const zone: number[] = [];
  const pairs: { a: number; i: number }[] = [];
  for (let a = 0; a < winfo.models.length; a++) {
    if (!watcher.alive[a]) continue;
    const standing = shape(fixed, game, o, a, watcher.pos[2 * a] as number, watcher.pos[2 * a + 1] as number, watcher.facing[2 * a] ?? 1, watcher.facing[2 * a + 1] ?? 0);
    for (let i = 0; i < models.length; i++) {
      const b = models[i] as number;
      const ax = from[2 * i] as number;
      const ay = from[2 * i + 1] as number;
      const moving = shape(fixed, game, m, b, ax, ay, facing[2 * i] ?? 1, facing[2 * i + 1] ?? 0);
      const dx = (to[2 * i] as number) - ax;
      const dy = (to[2 * i + 1] as number) - ay;
      reachTimes(moving.corners, dx, dy, standing.corners, fixed.constants.overwatch + moving.radius + standing.radius, zone);
      pairs.push({ a, i });
    }
  }
  const cuts = stretches(zone.filter((t) => t < until));
  const inZoneAt = (t: number) => inZone(fixed, probe(fixed, game, m, models, from.map((value, k) => value + t * ((to[k] as number) - value)), facing), o, m);
  for (let k = 0; k + 1 < cuts.length; k++) {
    const lo = cuts[k] as number;
    const hi = Math.min(cuts[k + 1] as number, until);
    if (hi <= lo || !inZoneAt((lo + hi) / 2)) continue;
    // Within the zone from lo to hi: where it can first fire.
    const found = firstFire(fixed, game, o, m, models, from, to, facing, pairs, hiding, lo, hi, holds, longest);
    if (found) return found;
  }
  return null;
}

/** Within a stretch of the zone, the first point where unit o can fire at unit m, paused at whole ci. */
function firstFire(fixed: Fixed, game: Game, o: number, m: number, models: readonly number[], from: readonly number[], to: readonly number[], facing: readonly number[], pairs: readonly { a: number; i: number }[], hiding: readonly number[] | null, lo: number, hi: number, holds: (t: number, o: number) => boolean, longest: number): { t: number; pause: number[] } | null {
  const step = 1 / longest;
  // Most often the unit can fire as soon as it enters.
  const first = pause(fixed, game, m, models, from, to, facing, Math.min(lo + step, (lo + hi) / 2), o, holds);
  if (first) return first;
  const times = fireTimes(fixed, game, o, m, models, from, to, facing, pairs, hiding).filter((t) => t > lo && t < hi);
  times.push(lo, hi);
  const cuts = stretches(times).filter((t) => t >= lo && t <= hi);
  for (let k = 0; k + 1 < cuts.length; k++) {
    const a = cuts[k] as number;
    const b = cuts[k + 1] as number;
    if (b - a < 1e-12 || !holds((a + b) / 2, o)) continue;
    const found = pause(fixed, game, m, models, from, to, facing, Math.min(a + step, (a + b) / 2), o, holds) ?? pause(fixed, game, m, models, from, to, facing, (a + b) / 2, o, holds);
    if (found) return found;
  }
  return null;
}

/**
 * Whole-ci positions at share t of the move, where unit o is set off and the models stand clear
 * of every other base (rounding must not make them overlap), or null.
 */
function pause(fixed: Fixed, game: Game, m: number, models: readonly number[], from: readonly number[], to: readonly number[], facing: readonly number[], t: number, o: number, holds: (t: number, o: number) => boolean): { t: number; pause: number[] } | null {
  if (!holds(t, o)) return null;
  const at = from.map((value, k) => Math.round(value + t * ((to[k] as number) - value)));
  const paused = probe(fixed, game, m, models, at, facing);
  if (!setsOff(fixed, paused, o, m)) return null;
  if (placementFault(fixed, basesOf(fixed, game.units), m, models, at, Infinity, facing.length > 0 ? facing : null)) return null;
  return { t, pause: at };
}

/**
 * The times at which unit o's weapons may come into or out of range, arc or sight of unit m's
 * moving models; for a stealthy mover, with those at which it comes within o's spotting distance
 * and its `hiding` times (`hidingTimes`, null when it is not stealthy).
 */
function fireTimes(fixed: Fixed, game: Game, o: number, m: number, models: readonly number[], from: readonly number[], to: readonly number[], facing: readonly number[], pairs: readonly { a: number; i: number }[], hiding: readonly number[] | null): number[] {
  const times: number[] = hiding ? [...hiding] : [];
  const watcher = game.units[o] as UnitState;
  const winfo = fixed.units[o] as UnitInfo;
  const bases = basesOf(fixed, game.units);
  const share = fixed.constants.sightShrink;
  // A stealthy unit may come out of hiding on the way ("ou devient visible", R68): where a model comes within the spotting distance.
  const stealthy = hiding !== null;
  for (const { a, i } of pairs) {
    const b = models[i] as number;
    const ox = watcher.pos[2 * a] as number;
    const oy = watcher.pos[2 * a + 1] as number;
    const ax = from[2 * i] as number;
    const ay = from[2 * i + 1] as number;
    const dx = (to[2 * i] as number) - ax;
    const dy = (to[2 * i + 1] as number) - ay;
    const standing = shape(fixed, game, o, a, ox, oy, watcher.facing[2 * a] ?? 1, watcher.facing[2 * a + 1] ?? 0);
    const moving = shape(fixed, game, m, b, ax, ay, facing[2 * i] ?? 1, facing[2 * i + 1] ?? 0);
    const hull = modelHull(fixed, watcher, o, a);
    if (stealthy) reachTimes(moving.corners, dx, dy, standing.corners, fixed.constants.stealthSpot + moving.radius + standing.radius, times);
    for (const w of winfo.models[a]?.weapons ?? []) {
      const weapon = fixed.weapons[w];
      if (!weapon || weapon.template) continue;
      reachTimes(moving.corners, dx, dy, standing.corners, weapon.range + moving.radius + standing.radius, times);
      if (hull && weapon.arc === 'front') {
        // The edges of the arc, as long segments from the hull's centre.
        const cot = fixed.constants.frontArcCot;
        const norm = Math.sqrt(cot * cot + 1);
        for (const side of [1, -1]) {
          const ex = ((cot * hull.ux - side * hull.uy) / norm) * 100_000;
          const ey = ((cot * hull.uy + side * hull.ux) / norm) * 100_000;
          reachTimes(moving.corners, dx, dy, [ox, oy, ox + ex, oy + ey], moving.radius, times);
        }
      }
    }
    // The line of sight from centre to centre, across terrain and every other base.
    for (const area of fixed.sightAreas) polygonSightTimes(ox, oy, ax, ay, dx, dy, area.polygon, times);
    for (let k = 0; k < bases.count; k++) {
      const unit = bases.unit[k] as number;
      if (unit === o || unit === m) continue;
      const outline = bases.sightOutline[k];
      if (outline) polygonSightTimes(ox, oy, ax, ay, dx, dy, outline, times);
      else discSightTimes(ox, oy, ax, ay, dx, dy, bases.x[k] as number, bases.y[k] as number, (bases.r[k] as number) * share, times);
    }
  }
  return times;
}

/** The times at which a stealthy unit m's moving models may come to or leave the scenery's side (R68), whoever watches. */
function hidingTimes(fixed: Fixed, game: Game, m: number, models: readonly number[], from: readonly number[], to: readonly number[], facing: readonly number[]): number[] {
  const times: number[] = [];
  for (let i = 0; i < models.length; i++) {
    const ax = from[2 * i] as number;
    const ay = from[2 * i + 1] as number;
    const moving = shape(fixed, game, m, models[i] as number, ax, ay, facing[2 * i] ?? 1, facing[2 * i + 1] ?? 0);
    for (const polygon of fixed.scenery) reachTimes(moving.corners, (to[2 * i] as number) - ax, (to[2 * i + 1] as number) - ay, polygon.xy, fixed.constants.stealthAdjacent + moving.radius, times);
  }
  return times;
}

/**
 * A state as `side` sees it: everything on the table, but not where another side's unit is going
 * while an overwatch has paused its move (the rest of its path), nor where a hit-and-run goes on
 * to after its strike. In tabletop play the models are moved along; nobody announces where they
 * will stop. In that view the move ends where the unit stands.
 */
export function viewFor(state: R40State, side: SideId): R40State {
  const { fixed, game } = state;
  const moving = game.moving;
  const passing = game.passing;
  const hideMove = moving !== null && moving.to !== null && fixed.units[moving.unit]?.side !== side;
  const hidePassing = passing !== null && passing.to !== null && fixed.units[passing.unit]?.side !== side;
  if (!hideMove && !hidePassing) return state;
  return {
    ...state,
    game: {
      ...game,
      moving: hideMove && moving ? { ...moving, to: null, facing: null } : moving,
      passing: hidePassing && passing ? { ...passing, to: null } : passing,
    },
  };
}
