/**
 * The table as the rules see it in a state: the bases standing on it, who touches whom, who sees
 * whom, and whether a unit's models may stand where an action puts them. Distances are measured
 * rim to rim (R3); a unit stands wholly on the table, off impassable ground, on no other base, and
 * in coherency (R20–R23).
 */
import { linkedGroups } from '../../board/free/groups';
import { hullAt, hullGap, hullPolygon, hullsOverlap, hullWithin, pointHullDistance, shrunk, type Hull } from '../../board/free/hull';
import { distance, insidePolygon, pointOutlineDistanceSquared, polygonsMeet, segmentMeetsPolygon, type FlatPolygon } from '../../board/free/measure';
import { areaCutsSight, discCutsSight } from '../../board/free/sight';
import type { Fixed, Game, ModelInfo, UnitInfo, UnitState } from './types';

/** Overlaps smaller than this many ci are rounding, not overlaps (positions are whole ci). */
export const OVERLAP_TOLERANCE = 1;

/**
 * Every base standing on the table, in flat arrays (the living models of units in play); `r` is a
 * hull's outer radius (the circle through its corners), for quick rejection.
 */
export interface Bases {
  readonly count: number;
  readonly x: readonly number[];
  readonly y: readonly number[];
  readonly r: readonly number[];
  readonly unit: readonly number[];
  readonly model: readonly number[];
  /** A vehicle's hull as it stands, or null for a round base. */
  readonly hull: readonly (Hull | null)[];
  /** The hull's outline, and the part of it that cuts a line of sight (lines grazing it pass). */
  readonly outline: readonly (FlatPolygon | null)[];
  readonly sightOutline: readonly (FlatPolygon | null)[];
  /**
   * The bases of each unit standing, which lie together: flat [first, end, minX, minY, maxX,
   * maxY, ...], the box holding their rims. A search near a point or a path skips a unit whose box
   * lies clear of it before testing base by base (see `runClear`).
   */
  readonly runs: readonly number[];
}

/** The runs of `Bases`, from its arrays (the bases of a unit one after another). */
export function runsOf(x: readonly number[], y: readonly number[], r: readonly number[], unit: readonly number[]): number[] {
  const runs: number[] = [];
  for (let b = 0; b < x.length; ) {
    const first = b;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (; b < x.length && unit[b] === unit[first]; b++) {
      const bx = x[b] as number;
      const by = y[b] as number;
      const br = r[b] as number;
      if (bx - br < minX) minX = bx - br;
      if (by - br < minY) minY = by - br;
      if (bx + br > maxX) maxX = bx + br;
      if (by + br > maxY) maxY = by + br;
    }
    runs.push(first, b, minX, minY, maxX, maxY);
  }
  return runs;
}

/** Whether the run at `k` of `runs` lies wholly outside the box: every base of it is then skipped by a box test. */
export function runClear(runs: readonly number[], k: number, minX: number, minY: number, maxX: number, maxY: number): boolean {
  return (runs[k + 4] as number) < minX || (runs[k + 2] as number) > maxX || (runs[k + 5] as number) < minY || (runs[k + 3] as number) > maxY;
}

/** The hull of a model at (x, y) facing (fx, fy), or null for a round base. */
export function hullOfModel(model: ModelInfo | undefined, x: number, y: number, fx: number, fy: number): Hull | null {
  return model?.hull ? hullAt(x, y, fx, fy, model.hull.halfLength, model.hull.halfWidth) : null;
}

/** The hull of model m of unit u as it stands, or null. */
export function modelHull(fixed: Fixed, state: UnitState, u: number, m: number): Hull | null {
  const model = fixed.units[u]?.models[m];
  if (!model?.hull) return null;
  return hullOfModel(model, state.pos[2 * m] as number, state.pos[2 * m + 1] as number, state.facing[2 * m] ?? 1, state.facing[2 * m + 1] ?? 0);
}

/** The radius a model's lines of sight are offset by (the `three` lines house rule): its base's, or half its hull's width. */
export function sightRadius(model: ModelInfo | undefined): number {
  return model?.hull ? model.hull.halfWidth : (model?.radius ?? 0);
}

/**
 * The gap between two models' footprints, rim to rim (R3): a round base (centre, radius) or a
 * hull. Negative (or 0 for two hulls) when they overlap.
 */
export function footprintGap(ax: number, ay: number, ar: number, ha: Hull | null, bx: number, by: number, br: number, hb: Hull | null): number {
  if (!ha && !hb) return distance(ax, ay, bx, by) - ar - br;
  if (ha && hb) return hullGap(ha, hb);
  if (ha) return pointHullDistance(ha, bx, by) - br;
  return pointHullDistance(hb as Hull, ax, ay) - ar;
}

/** Whether two footprints overlap by more than the rounding of positions. */
export function footprintsOverlap(ax: number, ay: number, ar: number, ha: Hull | null, bx: number, by: number, br: number, hb: Hull | null): boolean {
  if (!ha && !hb) {
    const reach = ar + br - OVERLAP_TOLERANCE;
    const dx = bx - ax;
    const dy = by - ay;
    return dx * dx + dy * dy < reach * reach;
  }
  if (ha && hb) return hullsOverlap(shrunk(ha, OVERLAP_TOLERANCE / 2), shrunk(hb, OVERLAP_TOLERANCE / 2));
  if (ha) return pointHullDistance(ha, bx, by) < br - OVERLAP_TOLERANCE;
  return pointHullDistance(hb as Hull, ax, ay) < ar - OVERLAP_TOLERANCE;
}

/**
 * Where the units of an array stand, as the arrays it is read from: each unit's position, facing
 * and alive arrays and its status. A state's arrays are never written, so two units arrays with
 * the same stand have their bases at the same places: an action that moves nobody (an
 * activation, a shot that misses, an order) gives a new units array with the same stand. Taken
 * when a value is stored, since a draft's unit is written in place until its action ends.
 */
function standOf(units: readonly UnitState[]): unknown[] {
  const out: unknown[] = [];
  for (const unit of units) out.push(unit.pos, unit.alive, unit.facing, unit.status);
  return out;
}

function standsAs(units: readonly UnitState[], stand: readonly unknown[]): boolean {
  if (4 * units.length !== stand.length) return false;
  for (let u = 0; u < units.length; u++) {
    const unit = units[u] as UnitState;
    if (unit.pos !== stand[4 * u] || unit.alive !== stand[4 * u + 1] || unit.facing !== stand[4 * u + 2] || unit.status !== stand[4 * u + 3]) return false;
  }
  return true;
}

/**
 * Values worked out for the last few units arrays, by identity, or for an array with the same
 * stand (what they hold depends only on where the bases stand). A small ring rather than a weak
 * map: a game makes a units array per action, and thousands of weak entries slow the garbage
 * collector down, while the rules only ever ask about the last few states.
 */
class Recent<V> {
  private readonly keys: (readonly UnitState[] | null)[];
  private readonly stands: (readonly unknown[] | null)[];
  private readonly values: (V | undefined)[];
  private next = 0;
  private lastKey: readonly UnitState[] | null = null;
  private lastValue: V | undefined = undefined;

  constructor(size = 8) {
    this.keys = new Array<readonly UnitState[] | null>(size).fill(null);
    this.stands = new Array<readonly unknown[] | null>(size).fill(null);
    this.values = new Array<V | undefined>(size).fill(undefined);
  }

  get(units: readonly UnitState[]): V | undefined {
    // Most calls ask about the array asked about last.
    if (units === this.lastKey) return this.lastValue;
    for (let i = 0; i < this.keys.length; i++) {
      if (this.keys[i] === units) {
        this.lastKey = units;
        this.lastValue = this.values[i];
        return this.lastValue;
      }
    }
    for (let i = 0; i < this.keys.length; i++) {
      const stand = this.stands[i];
      // The entry's own array must still stand as it did: a draft's unit may have moved since
      // (and a value filled in lazily would then mix two stands).
      if (stand && standsAs(units, stand) && standsAs(this.keys[i] as readonly UnitState[], stand)) return this.set(units, this.values[i] as V);
    }
    return undefined;
  }

  set(units: readonly UnitState[], value: V): V {
    this.lastKey = units;
    this.lastValue = value;
    this.keys[this.next] = units;
    this.stands[this.next] = standOf(units);
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.keys.length;
    return value;
  }

  /** Stores a value for `units` found by identity only (not a true reading of its stand). */
  setExact(units: readonly UnitState[], value: V): V {
    this.lastKey = units;
    this.lastValue = value;
    this.keys[this.next] = units;
    this.stands[this.next] = null;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.keys.length;
    return value;
  }
}

const basesCache = new Recent<Bases>();

/** The hull arrays of a table without vehicles: shared, never written (a lookup gives undefined, as for a round base). */
const NO_HULLS: never[] = Object.freeze([]) as unknown as never[];

export function basesOf(fixed: Fixed, units: readonly UnitState[]): Bases {
  const known = basesCache.get(units);
  if (known) return known;
  const x: number[] = [];
  const y: number[] = [];
  const r: number[] = [];
  const unit: number[] = [];
  const model: number[] = [];
  // Without vehicles on hulls (most tables), no hull arrays: every lookup finds nothing.
  const hulled = fixed.units.some((info) => info.vehicle);
  const hull: (Hull | null)[] = hulled ? [] : NO_HULLS;
  const outline: (FlatPolygon | null)[] = hulled ? [] : NO_HULLS;
  const sightOutline: (FlatPolygon | null)[] = hulled ? [] : NO_HULLS;
  const share = fixed.constants.sightShrink;
  for (let u = 0; u < units.length; u++) {
    const state = units[u] as UnitState;
    if (state.status !== 'ready') continue;
    const info = fixed.units[u] as UnitInfo;
    for (let m = 0; m < info.models.length; m++) {
      if (!state.alive[m]) continue;
      x.push(state.pos[2 * m] as number);
      y.push(state.pos[2 * m + 1] as number);
      r.push(info.models[m]?.radius ?? 0);
      unit.push(u);
      model.push(m);
      if (!hulled) continue;
      const h = info.vehicle ? modelHull(fixed, state, u, m) : null;
      hull.push(h);
      outline.push(h ? hullPolygon(h) : null);
      sightOutline.push(h ? hullPolygon({ ...h, halfLength: h.halfLength * share, halfWidth: h.halfWidth * share }) : null);
    }
  }
  return basesCache.set(units, { count: x.length, x, y, r, unit, model, hull, outline, sightOutline, runs: runsOf(x, y, r, unit) });
}

/**
 * The units array `units` shares the bases of `like` (for a look at a unit moved along its path:
 * the bases of every other unit are the same, and the lines of sight it asks about never look at
 * the bases of their own two units).
 */
export function sameBasesAs(fixed: Fixed, units: readonly UnitState[], like: readonly UnitState[]): void {
  basesCache.setExact(units, basesOf(fixed, like));
}

/**
 * Each unit in play as a disc that holds all its bases: centre x, y and radius, three numbers per
 * unit (radius -1 for a unit not on the table). Worked out once per units array; it lets the
 * rules skip units too far away for a shot, a charge or a watch before measuring model by model.
 */
const discsCache = new Recent<Float64Array>();
const unitDiscs = (units: readonly UnitState[]) => discsCache.get(units) ?? discsCache.set(units, new Float64Array(units.length * 3).fill(Number.NaN));

function discOf(fixed: Fixed, units: readonly UnitState[], u: number): Float64Array {
  const discs = unitDiscs(units);
  if (!Number.isNaN(discs[3 * u] as number)) return discs;
  const state = units[u] as UnitState;
  const info = fixed.units[u] as UnitInfo;
  let x = 0;
  let y = 0;
  let n = 0;
  for (let m = 0; m < state.alive.length; m++) {
    if (!state.alive[m]) continue;
    x += state.pos[2 * m] as number;
    y += state.pos[2 * m + 1] as number;
    n++;
  }
  if (n === 0 || state.status !== 'ready') {
    discs[3 * u] = 0;
    discs[3 * u + 1] = 0;
    discs[3 * u + 2] = -1;
    return discs;
  }
  x /= n;
  y /= n;
  let extent = 0;
  for (let m = 0; m < state.alive.length; m++) {
    if (!state.alive[m]) continue;
    const dx = (state.pos[2 * m] as number) - x;
    const dy = (state.pos[2 * m + 1] as number) - y;
    extent = Math.max(extent, Math.sqrt(dx * dx + dy * dy) + (info.models[m]?.radius ?? 0));
  }
  discs[3 * u] = x;
  discs[3 * u + 1] = y;
  discs[3 * u + 2] = extent;
  return discs;
}

/** Whether units u and v might be within `range` of each other, rim to rim (false means surely not). */
export function mayBeWithin(fixed: Fixed, units: readonly UnitState[], u: number, v: number, range: number): boolean {
  discOf(fixed, units, u);
  const discs = discOf(fixed, units, v);
  const ru = discs[3 * u + 2] as number;
  const rv = discs[3 * v + 2] as number;
  if (ru < 0 || rv < 0) return false;
  const dx = (discs[3 * u] as number) - (discs[3 * v] as number);
  const dy = (discs[3 * u + 1] as number) - (discs[3 * v + 1] as number);
  const reach = range + ru + rv;
  return dx * dx + dy * dy <= reach * reach;
}

/** Indices of a unit's living models. */
export function livingModels(state: UnitState): number[] {
  const out: number[] = [];
  for (let m = 0; m < state.alive.length; m++) if (state.alive[m]) out.push(m);
  return out;
}

/** No facings at all: a unit without hulls (one array shared, never written). */
export const NO_FACINGS: readonly number[] = Object.freeze([]);

/** The way a unit's living models face, flat (empty for a unit without hulls). */
export function livingFacings(state: UnitState): readonly number[] {
  if (state.facing.length === 0) return NO_FACINGS;
  const out: number[] = [];
  for (let m = 0; m < state.alive.length; m++) if (state.alive[m]) out.push(state.facing[2 * m] as number, state.facing[2 * m + 1] as number);
  return out;
}

/** Positions of a unit's living models, flat. */
export function livingPositions(state: UnitState): number[] {
  const out: number[] = [];
  for (let m = 0; m < state.alive.length; m++) if (state.alive[m]) out.push(state.pos[2 * m] as number, state.pos[2 * m + 1] as number);
  return out;
}

export function onTable(state: UnitState): boolean {
  return state.status === 'ready' && state.left > 0;
}

/** Rim-to-rim gap between model a of unit u and model b of unit v (to a hull, from its nearest point). */
export function modelGap(fixed: Fixed, units: readonly UnitState[], u: number, a: number, v: number, b: number): number {
  const su = units[u] as UnitState;
  const sv = units[v] as UnitState;
  const ma = fixed.units[u]?.models[a];
  const mb = fixed.units[v]?.models[b];
  const ax = su.pos[2 * a] as number;
  const ay = su.pos[2 * a + 1] as number;
  const bx = sv.pos[2 * b] as number;
  const by = sv.pos[2 * b + 1] as number;
  if (!ma?.hull && !mb?.hull) return distance(ax, ay, bx, by) - (ma?.radius ?? 0) - (mb?.radius ?? 0);
  return footprintGap(ax, ay, ma?.radius ?? 0, modelHull(fixed, su, u, a), bx, by, mb?.radius ?? 0, modelHull(fixed, sv, v, b));
}

/** The least rim-to-rim gap between two units (R3: between their nearest models). */
export function unitGap(fixed: Fixed, units: readonly UnitState[], u: number, v: number): number {
  const su = units[u] as UnitState;
  const sv = units[v] as UnitState;
  let best = Infinity;
  for (let a = 0; a < su.alive.length; a++) {
    if (!su.alive[a]) continue;
    for (let b = 0; b < sv.alive.length; b++) {
      if (!sv.alive[b]) continue;
      const gap = modelGap(fixed, units, u, a, v, b);
      if (gap < best) best = gap;
    }
  }
  return best;
}

/** Models of u in base contact with a model of v. */
export function modelsTouching(fixed: Fixed, units: readonly UnitState[], u: number, v: number): number[] {
  const su = units[u] as UnitState;
  const sv = units[v] as UnitState;
  const contact = fixed.constants.contact;
  const out: number[] = [];
  for (let a = 0; a < su.alive.length; a++) {
    if (!su.alive[a]) continue;
    for (let b = 0; b < sv.alive.length; b++) {
      if (sv.alive[b] && modelGap(fixed, units, u, a, v, b) <= contact) {
        out.push(a);
        break;
      }
    }
  }
  return out;
}

function touchingNow(fixed: Fixed, units: readonly UnitState[], u: number, v: number): boolean {
  const su = units[u] as UnitState;
  const sv = units[v] as UnitState;
  const mu = fixed.units[u]?.models as readonly ModelInfo[];
  const mv = fixed.units[v]?.models as readonly ModelInfo[];
  const contact = fixed.constants.contact;
  if (fixed.units[u]?.vehicle || fixed.units[v]?.vehicle) {
    // Hulls measure from their nearest point: the general gap.
    for (let a = 0; a < su.alive.length; a++) {
      if (!su.alive[a]) continue;
      for (let b = 0; b < sv.alive.length; b++) if (sv.alive[b] && modelGap(fixed, units, u, a, v, b) <= contact) return true;
    }
    return false;
  }
  for (let a = 0; a < su.alive.length; a++) {
    if (!su.alive[a]) continue;
    const ax = su.pos[2 * a] as number;
    const ay = su.pos[2 * a + 1] as number;
    const ra = (mu[a]?.radius ?? 0) + contact;
    for (let b = 0; b < sv.alive.length; b++) {
      if (!sv.alive[b]) continue;
      const reach = ra + (mv[b]?.radius ?? 0);
      const dx = (sv.pos[2 * b] as number) - ax;
      if (dx > reach || dx < -reach) continue;
      const dy = (sv.pos[2 * b + 1] as number) - ay;
      if (dx * dx + dy * dy <= reach * reach) return true;
    }
  }
  return false;
}

/** Which units touch which, worked out pair by pair as asked, once per units array: 0 not asked yet, 1 touching, 2 not. */
const contactsCache = new Recent<Uint8Array>();
const contactTables = (units: readonly UnitState[]) => contactsCache.get(units) ?? contactsCache.set(units, new Uint8Array(units.length * units.length));

/** Whether a model of unit u is in base contact with a model of unit v. */
export function touching(fixed: Fixed, units: readonly UnitState[], u: number, v: number): boolean {
  const table = contactTables(units);
  const at = u * units.length + v;
  const known = table[at];
  if (known) return known === 1;
  const answer = mayBeWithin(fixed, units, u, v, fixed.constants.contact) && touchingNow(fixed, units, u, v);
  table[at] = answer ? 1 : 2;
  table[v * units.length + u] = answer ? 1 : 2;
  return answer;
}

/** Enemy units (not vehicles, which fight no melee) a unit is in base contact with: it is engaged while there are any. */
export function meleeFoes(fixed: Fixed, game: Game, u: number): number[] {
  const info = fixed.units[u] as UnitInfo;
  const out: number[] = [];
  if (info.vehicle || !onTable(game.units[u] as UnitState)) return out;
  const foes = fixed.unitsOf[1 - info.sideIndex] ?? [];
  for (const v of foes) {
    if (fixed.units[v]?.vehicle || !onTable(game.units[v] as UnitState)) continue;
    if (touching(fixed, game.units, u, v)) out.push(v);
  }
  return out;
}

export function engaged(fixed: Fixed, game: Game, u: number): boolean {
  return meleeFoes(fixed, game, u).length > 0;
}

/** Enemy vehicles a unit touches (where it may plant an explosive charge). */
export function vehiclesTouched(fixed: Fixed, game: Game, u: number): number[] {
  const info = fixed.units[u] as UnitInfo;
  const out: number[] = [];
  for (const v of fixed.unitsOf[1 - info.sideIndex] ?? []) {
    if (fixed.units[v]?.vehicle && onTable(game.units[v] as UnitState) && touching(fixed, game.units, u, v)) out.push(v);
  }
  return out;
}

/** What stops a line of sight: nothing, a piece of terrain (its index in `fixed.terrain`), or a model's base. */
export type Blocker = { readonly kind: 'clear' } | { readonly kind: 'terrain'; readonly terrain: number } | { readonly kind: 'base'; readonly unit: number; readonly model: number };

const CLEAR: Blocker = { kind: 'clear' };

/**
 * What cuts the line from (ax, ay) to (bx, by), bases of the units `skipA` and `skipB` left out
 * (R26: the shooter's and the target's own models never block).
 */
function lineBlocker(fixed: Fixed, bases: Bases, ax: number, ay: number, bx: number, by: number, skipA: number, skipB: number): Blocker {
  const areas = fixed.sightAreas;
  for (let i = 0; i < areas.length; i++) {
    const area = areas[i];
    if (area && areaCutsSight(ax, ay, bx, by, area)) return { kind: 'terrain', terrain: fixed.sightTerrain[i] as number };
  }
  const shrink = fixed.constants.sightShrink;
  const runs = bases.runs;
  const minX = Math.min(ax, bx);
  const minY = Math.min(ay, by);
  const maxX = Math.max(ax, bx);
  const maxY = Math.max(ay, by);
  for (let k = 0; k < runs.length; k += 6) {
    const first = runs[k] as number;
    const unit = bases.unit[first] as number;
    // A unit clear of the line's box cuts nothing (its shrunk discs lie inside its box).
    if (unit === skipA || unit === skipB || runClear(runs, k, minX, minY, maxX, maxY)) continue;
    for (let i = first; i < (runs[k + 1] as number); i++) {
      const r = (bases.r[i] as number) * shrink;
      if (!discCutsSight(ax, ay, bx, by, bases.x[i] as number, bases.y[i] as number, r)) continue;
      // A hull cuts what meets its outline; the circle through its corners only rules lines out.
      const hull = bases.sightOutline[i];
      if (hull && !segmentMeetsPolygon(ax, ay, bx, by, hull)) continue;
      return { kind: 'base', unit, model: bases.model[i] as number };
    }
  }
  return CLEAR;
}

/**
 * What cuts the sight of one model at (ax, ay, radius ar) on another at (bx, by, br): the centre
 * line, or with the `three` lines house rule, the first blocker when all three lines are cut.
 */
export function sightBlocker(fixed: Fixed, bases: Bases, ax: number, ay: number, ar: number, bx: number, by: number, br: number, skipA: number, skipB: number): Blocker {
  const centre = lineBlocker(fixed, bases, ax, ay, bx, by, skipA, skipB);
  if (centre.kind === 'clear' || fixed.constants.sightLines !== 'three') return centre;
  const length = distance(ax, ay, bx, by);
  if (length === 0) return centre;
  const nx = -(by - ay) / length;
  const ny = (bx - ax) / length;
  for (const side of [1, -1]) {
    const oa = side * 0.9 * ar;
    const ob = side * 0.9 * br;
    if (lineBlocker(fixed, bases, ax + nx * oa, ay + ny * oa, bx + nx * ob, by + ny * ob, skipA, skipB).kind === 'clear') return CLEAR;
  }
  return centre;
}

/** Whether model a of unit u sees model b of unit v. */
export function modelSees(fixed: Fixed, game: Game, u: number, a: number, v: number, b: number): boolean {
  const su = game.units[u] as UnitState;
  const sv = game.units[v] as UnitState;
  return (
    sightBlocker(
      fixed,
      basesOf(fixed, game.units),
      su.pos[2 * a] as number,
      su.pos[2 * a + 1] as number,
      sightRadius(fixed.units[u]?.models[a]),
      sv.pos[2 * b] as number,
      sv.pos[2 * b + 1] as number,
      sightRadius(fixed.units[v]?.models[b]),
      u,
      v,
    ).kind === 'clear'
  );
}

/** Whether a point on the table is seen from model a of unit u, across terrain only (where a template is aimed). */
export function pointSeen(fixed: Fixed, game: Game, u: number, a: number, x: number, y: number): boolean {
  const su = game.units[u] as UnitState;
  const ax = su.pos[2 * a] as number;
  const ay = su.pos[2 * a + 1] as number;
  for (const area of fixed.sightAreas) if (areaCutsSight(ax, ay, x, y, area)) return false;
  return true;
}

/** Whether the base (x, y, r) lies on ground it may not stand on. */
export function onImpassable(polygons: readonly FlatPolygon[], x: number, y: number, r: number): boolean {
  const reach = r - OVERLAP_TOLERANCE;
  for (const polygon of polygons) {
    if (x + reach < polygon.minX || x - reach > polygon.maxX || y + reach < polygon.minY || y - reach > polygon.maxY) continue;
    if (insidePolygon(x, y, polygon) || pointOutlineDistanceSquared(x, y, polygon) < reach * reach) return true;
  }
  return false;
}

export function impassableFor(fixed: Fixed, u: number): readonly FlatPolygon[] {
  return fixed.units[u]?.vehicle ? fixed.vehicleImpassable : fixed.impassable;
}

export function difficultFor(fixed: Fixed, u: number): readonly FlatPolygon[] {
  return fixed.units[u]?.vehicle ? fixed.vehicleDifficult : fixed.difficult;
}

/** Groups a unit's models at `to` fall into (1 when coherent); hulls at `facing` (aligned with `models`). */
export function coherencyGroups(fixed: Fixed, u: number, models: readonly number[], to: readonly number[], facing: readonly number[] | null = null): number {
  const info = fixed.units[u] as UnitInfo;
  const radii = models.map((m) => info.models[m]?.radius ?? 0);
  const allPairs = fixed.constants.coherencyRule === 'all-pairs';
  if (!allPairs && !info.vehicle) return linkedGroups(to, radii, fixed.constants.coherency).count;
  const hulls = info.vehicle ? models.map((m, i) => hullOfModel(info.models[m], to[2 * i] as number, to[2 * i + 1] as number, facing?.[2 * i] ?? 1, facing?.[2 * i + 1] ?? 0)) : null;
  const gap = (i: number, j: number) =>
    hulls
      ? footprintGap(to[2 * i] as number, to[2 * i + 1] as number, radii[i] as number, hulls[i] ?? null, to[2 * j] as number, to[2 * j + 1] as number, radii[j] as number, hulls[j] ?? null)
      : distance(to[2 * i] as number, to[2 * i + 1] as number, to[2 * j] as number, to[2 * j + 1] as number) - (radii[i] as number) - (radii[j] as number);
  // Every pair within reach, or (hulls) a chain found pair by pair.
  const group = models.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i] as number)));
  let count = models.length;
  for (let i = 0; i < models.length; i++) {
    for (let j = i + 1; j < models.length; j++) {
      if (gap(i, j) > fixed.constants.coherency) {
        if (allPairs) return 2;
        continue;
      }
      const a = root(i);
      const b = root(j);
      if (a !== b) {
        group[b] = a;
        count--;
      }
    }
  }
  return count;
}

export type PlacementFault = 'offTable' | 'impassable' | 'overlap' | 'incoherent';

/** Whether a hull lies on ground it may not stand on (beyond the rounding of positions). */
export function hullOnImpassable(polygons: readonly FlatPolygon[], hull: Hull): boolean {
  const outline = hullPolygon(shrunk(hull, OVERLAP_TOLERANCE));
  for (const polygon of polygons) if (polygonsMeet(outline, polygon)) return true;
  return false;
}

/**
 * Why a unit's living models may not stand at `to` (flat positions of `models`), or null: the
 * whole base or hull on the table, off impassable ground, on no other base and in coherency (or no
 * less coherent than `groupsBefore` groups). Hulls face `facing` (aligned with `models`). Bases
 * of `u` itself are left out of the overlap test. With `only` (an index into `models`), the
 * other models are known to stand well where they are (a placement that passed, with that one
 * model moved): only its own place and its pairs are looked at, then coherency.
 */
export function placementFault(fixed: Fixed, bases: Bases, u: number, models: readonly number[], to: readonly number[], groupsBefore: number, facing: readonly number[] | null = null, only = -1): { fault: PlacementFault; model: number } | null {
  const info = fixed.units[u] as UnitInfo;
  const impassable = impassableFor(fixed, u);
  // Hulls of the unit's models where they would stand (only a unit of vehicles has any).
  let hulls: (Hull | null)[] | null = null;
  if (info.vehicle) {
    hulls = [];
    for (let i = 0; i < models.length; i++) hulls.push(hullOfModel(info.models[models[i] as number], to[2 * i] as number, to[2 * i + 1] as number, facing?.[2 * i] ?? 1, facing?.[2 * i + 1] ?? 0));
  }
  // Whether model p overlaps model q of the unit, p looking (the later one, as the loop meets pairs).
  const pairOverlaps = (p: number, q: number): boolean => {
    const x = to[2 * p] as number;
    const y = to[2 * p + 1] as number;
    const r = info.models[models[p] as number]?.radius ?? 0;
    const hull = hulls?.[p] ?? null;
    const rq = info.models[models[q] as number]?.radius ?? 0;
    const other = hulls?.[q] ?? null;
    if (!hull && !other) {
      const reach = r + rq - OVERLAP_TOLERANCE;
      const dx = (to[2 * q] as number) - x;
      const dy = (to[2 * q + 1] as number) - y;
      return dx * dx + dy * dy < reach * reach;
    }
    return footprintsOverlap(x, y, r, hull, to[2 * q] as number, to[2 * q + 1] as number, rq, other);
  };
  for (let i = 0; i < models.length; i++) {
    if (only >= 0 && i !== only) continue;
    const m = models[i] as number;
    const r = info.models[m]?.radius ?? 0;
    const x = to[2 * i] as number;
    const y = to[2 * i + 1] as number;
    const hull = hulls?.[i] ?? null;
    if (hull) {
      if (!hullWithin(hull, fixed.width, fixed.height, OVERLAP_TOLERANCE)) return { fault: 'offTable', model: m };
      if (hullOnImpassable(impassable, hull)) return { fault: 'impassable', model: m };
    } else {
      if (x - r < -OVERLAP_TOLERANCE || y - r < -OVERLAP_TOLERANCE || x + r > fixed.width + OVERLAP_TOLERANCE || y + r > fixed.height + OVERLAP_TOLERANCE) return { fault: 'offTable', model: m };
      if (onImpassable(impassable, x, y, r)) return { fault: 'impassable', model: m };
    }
    const runs = bases.runs;
    for (let k = 0; k < runs.length; k += 6) {
      // A unit whose rims all lie beyond this base's has none within reach (the tolerance is margin).
      if (bases.unit[runs[k] as number] === u || runClear(runs, k, x - r, y - r, x + r, y + r)) continue;
      for (let b = runs[k] as number; b < (runs[k + 1] as number); b++) {
        const br = bases.r[b] as number;
        const reach = r + br - OVERLAP_TOLERANCE;
        const dx = (bases.x[b] as number) - x;
        if (dx > reach || dx < -reach) continue;
        const dy = (bases.y[b] as number) - y;
        if (dx * dx + dy * dy >= reach * reach) continue;
        const other = bases.hull[b] ?? null;
        if (!hull && !other) return { fault: 'overlap', model: m };
        if (footprintsOverlap(x, y, r, hull, bases.x[b] as number, bases.y[b] as number, br, other)) return { fault: 'overlap', model: m };
      }
    }
    for (let j = 0; j < i; j++) if (pairOverlaps(i, j)) return { fault: 'overlap', model: m };
    if (only >= 0) for (let j = i + 1; j < models.length; j++) if (pairOverlaps(j, i)) return { fault: 'overlap', model: models[j] as number };
  }
  if (models.length > 1) {
    const groups = coherencyGroups(fixed, u, models, to, facing);
    if (groups > Math.max(1, groupsBefore)) return { fault: 'incoherent', model: models[0] as number };
  }
  return null;
}
