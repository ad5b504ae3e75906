/**
 * Moving a unit: what any move must respect (R16–R24), how much it costs, and the moves worth
 * offering (rigid steps along sixteen headings, each as far as it goes and short of difficult
 * ground; new formations facing the enemy; charges that bring the most models into contact),
 * plus the moves the rules make for a unit (flight toward the table edge, falling back 2").
 *
 * Each model goes in a straight line from where it stands to where the action puts it. Along the
 * way its base may touch no base of another unit and no impassable ground; models of the moving
 * unit ignore one another until they stop (R20). A move that starts in, ends in or crosses
 * difficult ground costs both action points (R19).
 */
import { discOverlapsArea, drivenGround, hullAt, hullPolygon, turnHitsDisc, turnHitsPolygon, turnOf, turnWithin, unitVector, type Turn } from '../../board/free/hull';
import { boxDistanceSquared, distance, pointPolygonDistance, polygonsMeet, segmentMeetsPolygon, sweptBaseHitsDisc, sweptBaseHitsPolygon, type FlatPolygon } from '../../board/free/measure';
import { firstContactFromOffset, firstContactWithDisc, firstContactWithOutline, lastInsideTable } from '../../board/free/sweep';
import { HEADINGS, nearestHeading, swerves } from './headings';
import { basesOf, coherencyGroups, runClear, difficultFor, footprintGap, impassableFor, livingFacings, livingModels, livingPositions, modelHull, NO_FACINGS, OVERLAP_TOLERANCE, placementFault, type Bases, type PlacementFault } from './table';
import type { Fixed, Game, ModelInfo, UnitInfo, UnitState } from './types';

/** Candidate moves shorter than this (half an inch) are not worth listing. */
const SHORTEST = 50;
/** Extra clearance (ci) a listed move keeps from what it stops short of: rounding to whole ci never makes it touch. */
const MARGIN = 3;

export type PathFault = PlacementFault | 'tooFar' | 'blocked' | 'malformed';

export interface MoveJudgement {
  readonly fault: PathFault | null;
  /** The model concerned, when there is a fault. */
  readonly model: number;
  /** Whether a path starts in, ends in or crosses difficult ground. */
  readonly difficult: boolean;
}

/** How far a unit's models may go in one action of this kind, in ci. */
export function budgetOf(fixed: Fixed, u: number, kind: 'move' | 'run' | 'charge'): number {
  const info = fixed.units[u] as UnitInfo;
  if (kind === 'run') return 2 * info.move;
  if (kind === 'charge') {
    const long = info.models.every((model) => model.rules.longMove);
    return Math.round(long ? fixed.constants.charge * fixed.constants.longMoveFactor : fixed.constants.charge);
  }
  return info.move;
}

/** Whether `to` is a list of whole coordinates for `count` models. */
export function wellFormed(to: unknown, count: number): to is number[] {
  if (!Array.isArray(to) || to.length !== 2 * count) return false;
  for (const value of to) if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > 10_000_000) return false;
  return true;
}

function pathCrosses(polygons: readonly FlatPolygon[], ax: number, ay: number, bx: number, by: number): boolean {
  for (const polygon of polygons) if (segmentMeetsPolygon(ax, ay, bx, by, polygon)) return true;
  return false;
}

/**
 * The way a hull drives from where it stands by (dx, dy): forward when the way lies ahead of its
 * facing (or abeam), in reverse when behind. A direction in whole numbers when (dx, dy) is one.
 */
export function driveFacing(fx: number, fy: number, dx: number, dy: number): [number, number] {
  // 0 - d, not -d: a state never holds a negative zero.
  return fx * dx + fy * dy >= 0 ? [dx, dy] : [0 - dx, 0 - dy];
}

/**
 * Where each hull of a move faces at its end (flat, aligned with `from`): the facing the action
 * gives, else the way it drove (or, not moving, the way it faced). Empty without hulls.
 */
export function endFacings(fixed: Fixed, u: number, models: readonly number[], fromFacing: readonly number[], from: readonly number[], to: readonly number[], given: readonly number[] | undefined): readonly number[] {
  const info = fixed.units[u] as UnitInfo;
  if (fromFacing.length === 0) return NO_FACINGS;
  const out: number[] = [];
  for (let i = 0; i < models.length; i++) {
    const fx = fromFacing[2 * i] as number;
    const fy = fromFacing[2 * i + 1] as number;
    const gx = given?.[2 * i] ?? 0;
    const gy = given?.[2 * i + 1] ?? 0;
    if (!info.models[models[i] as number]?.hull) out.push(fx, fy);
    else if (gx !== 0 || gy !== 0) out.push(gx, gy);
    else {
      const dx = (to[2 * i] as number) - (from[2 * i] as number);
      const dy = (to[2 * i + 1] as number) - (from[2 * i + 1] as number);
      if (dx === 0 && dy === 0) out.push(fx, fy);
      else out.push(...driveFacing(fx, fy, dx, dy));
    }
  }
  return out;
}

/**
 * What stops a hull going from (ax, ay) facing f0 to (bx, by) facing f1: it turns on the spot to
 * the way it drives, drives straight, and turns on the spot to f1 (turning costs no distance; the
 * text says nothing of turning). Every bit of ground it sweeps must stay on the table, off other
 * bases and hulls and off impassable ground.
 */
function hullPathFault(fixed: Fixed, bases: Bases, u: number, impassable: readonly FlatPolygon[], model: ModelInfo, ax: number, ay: number, f0x: number, f0y: number, bx: number, by: number, f1x: number, f1y: number): 'blocked' | 'offTable' | null {
  const size = model.hull;
  if (!size) return null;
  // Shrunk by the rounding of positions, as round bases are.
  const hl = Math.max(0, size.halfLength - OVERLAP_TOLERANCE);
  const hw = Math.max(0, size.halfWidth - OVERLAP_TOLERANCE);
  const dx = bx - ax;
  const dy = by - ay;
  const moving = dx !== 0 || dy !== 0;
  const [wx, wy] = moving ? driveFacing(f0x, f0y, dx, dy) : [f1x, f1y];
  const [wux, wuy] = unitVector(wx, wy);
  const turns: Turn[] = [turnOf(hullAt(ax, ay, f0x, f0y, hl, hw), wux, wuy)];
  let ground: FlatPolygon | null = null;
  if (moving) {
    ground = drivenGround(hullAt(ax, ay, wx, wy, hl, hw), dx, dy);
    const [ux, uy] = unitVector(f1x, f1y);
    turns.push(turnOf(hullAt(bx, by, wx, wy, hl, hw), ux, uy));
  }
  for (const turn of turns) if (!turnWithin(turn, fixed.width, fixed.height)) return 'offTable';
  const reach = model.radius;
  const minX = Math.min(ax, bx) - reach;
  const maxX = Math.max(ax, bx) + reach;
  const minY = Math.min(ay, by) - reach;
  const maxY = Math.max(ay, by) + reach;
  const runs = bases.runs;
  for (let k = 0; k < runs.length; k += 6) {
    if (bases.unit[runs[k] as number] === u || runClear(runs, k, minX, minY, maxX, maxY)) continue;
    for (let b = runs[k] as number; b < (runs[k + 1] as number); b++) {
      const cx = bases.x[b] as number;
      const cy = bases.y[b] as number;
      const cr = bases.r[b] as number;
      if (cx + cr < minX || cx - cr > maxX || cy + cr < minY || cy - cr > maxY) continue;
      const outline = bases.outline[b];
      if (outline) {
        if ((ground && polygonsMeet(ground, outline)) || turns.some((turn) => turnHitsPolygon(turn, outline))) return 'blocked';
      } else if ((ground && discOverlapsArea(ground, cx, cy, cr)) || turns.some((turn) => turnHitsDisc(turn, cx, cy, cr))) return 'blocked';
    }
  }
  for (const polygon of impassable) {
    if (polygon.maxX < minX || polygon.minX > maxX || polygon.maxY < minY || polygon.minY > maxY) continue;
    if ((ground && polygonsMeet(ground, polygon)) || turns.some((turn) => turnHitsPolygon(turn, polygon))) return 'blocked';
  }
  return null;
}

/**
 * Judges the straight paths of a unit's living models from `from` to `to` (flat, in the order of
 * `models`) with `budget` ci each: the paths, then where the models stop. Hulls go from facing
 * `fromFacing` to `toFacing` (aligned with `models`; empty for a unit without hulls). With `only`
 * (an index into `models`), `to` is a move that passed with that one model's end changed: only
 * its path and place are judged again, then coherency (the fault, if any, is still a fault;
 * `difficult` then says nothing).
 */
export function judgePaths(fixed: Fixed, bases: Bases, u: number, models: readonly number[], from: readonly number[], to: readonly number[], budget: number, groupsBefore: number, fromFacing: readonly number[] = NO_FACINGS, toFacing: readonly number[] = NO_FACINGS, only = -1): MoveJudgement {
  const info = fixed.units[u] as UnitInfo;
  const impassable = impassableFor(fixed, u);
  const difficultGround = difficultFor(fixed, u);
  const limit = (budget + OVERLAP_TOLERANCE) * (budget + OVERLAP_TOLERANCE);
  let difficult = false;
  for (let i = 0; i < models.length; i++) {
    if (only >= 0 && i !== only) continue;
    const m = models[i] as number;
    const model = info.models[m];
    const r = model?.radius ?? 0;
    const ax = from[2 * i] as number;
    const ay = from[2 * i + 1] as number;
    const bx = to[2 * i] as number;
    const by = to[2 * i + 1] as number;
    const dx = bx - ax;
    const dy = by - ay;
    if (dx * dx + dy * dy > limit) return { fault: 'tooFar', model: m, difficult };
    if (model?.hull) {
      const fault = hullPathFault(fixed, bases, u, impassable, model, ax, ay, fromFacing[2 * i] ?? 1, fromFacing[2 * i + 1] ?? 0, bx, by, toFacing[2 * i] ?? fromFacing[2 * i] ?? 1, toFacing[2 * i + 1] ?? fromFacing[2 * i + 1] ?? 0);
      if (fault) return { fault, model: m, difficult };
      if (!difficult && pathCrosses(difficultGround, ax, ay, bx, by)) difficult = true;
      continue;
    }
    if (dx === 0 && dy === 0) {
      if (!difficult && pathCrosses(difficultGround, ax, ay, ax, ay)) difficult = true;
      continue;
    }
    for (const polygon of impassable) if (sweptBaseHitsPolygon(ax, ay, bx, by, r - OVERLAP_TOLERANCE, polygon)) return { fault: 'blocked', model: m, difficult };
    const minX = Math.min(ax, bx) - r;
    const maxX = Math.max(ax, bx) + r;
    const minY = Math.min(ay, by) - r;
    const maxY = Math.max(ay, by) + r;
    // Most units, and most bases of the rest, are nowhere near the path.
    const runs = bases.runs;
    for (let k = 0; k < runs.length; k += 6) {
      if (bases.unit[runs[k] as number] === u || runClear(runs, k, minX, minY, maxX, maxY)) continue;
      for (let b = runs[k] as number; b < (runs[k + 1] as number); b++) {
        const cx = bases.x[b] as number;
        const cy = bases.y[b] as number;
        const cr = bases.r[b] as number;
        if (cx + cr < minX || cx - cr > maxX || cy + cr < minY || cy - cr > maxY) continue;
        if (!sweptBaseHitsDisc(ax, ay, bx, by, cx, cy, r + cr - OVERLAP_TOLERANCE)) continue;
        // A hull stops the base only where its outline does, not its outer circle.
        const outline = bases.outline[b];
        if (!outline || sweptBaseHitsPolygon(ax, ay, bx, by, r - OVERLAP_TOLERANCE, outline)) return { fault: 'blocked', model: m, difficult };
      }
    }
    if (!difficult && pathCrosses(difficultGround, ax, ay, bx, by)) difficult = true;
  }
  const placed = placementFault(fixed, bases, u, models, to, groupsBefore, toFacing.length > 0 ? toFacing : null, only);
  return placed ? { fault: placed.fault, model: placed.model, difficult } : { fault: null, model: -1, difficult };
}

/**
 * Judges a move of unit `u` in `game` to `to` (flat positions of its living models), its hulls
 * ending at `facing` when given (see `endFacings`).
 */
export function judgeMove(fixed: Fixed, game: Game, u: number, to: readonly number[], budget: number, facing?: readonly number[]): MoveJudgement {
  const state = game.units[u] as UnitState;
  const models = livingModels(state);
  if (!wellFormed(to, models.length) || (facing !== undefined && !wellFormed(facing, models.length))) return { fault: 'malformed', model: -1, difficult: false };
  const from = livingPositions(state);
  const fromFacing = livingFacings(state);
  const toFacing = endFacings(fixed, u, models, fromFacing, from, to, facing);
  return judgePaths(fixed, basesOf(fixed, game.units), u, models, from, to, budget, coherencyGroups(fixed, u, models, from, fromFacing.length > 0 ? fromFacing : null), fromFacing, toFacing);
}

/**
 * What may stop a unit's models moving together: for each model, the bases of other units and the
 * impassable and difficult ground near enough to matter, each with the reach at which it stops the
 * model. Built once for all the headings tried from one place. Each list is sorted by `lead`, the
 * least distance the model must go before the obstacle can stop it: along any heading, the rest of
 * a list is skipped once that distance is beyond where the unit is already stopped.
 */
interface Sweep {
  readonly info: UnitInfo;
  readonly models: readonly number[];
  readonly from: readonly number[];
  /**
   * Per model, the bases that stop it, flat [lead, fx, fy, c, ...]: the offset from the base's
   * centre to the model's and the clearance |f|² − reach² (see `firstContactFromOffset`), the
   * same along every heading tried.
   */
  readonly discs: readonly number[][];
  /** Per model, impassable ground and the reach it stops at. */
  readonly walls: readonly Obstacle[][];
  /** Per model, difficult ground and the reach at which the centre is on it. */
  readonly rough: readonly Obstacle[][];
  /** Some model stands on difficult ground already (every move then costs both points). */
  readonly onRough: boolean;
  /** Some model stands on impassable ground or in another base (it cannot move at all). */
  readonly stuck: boolean;
  /** Some model started closer to an obstacle than the margin: steps must be judged one by one. */
  readonly tight: boolean;
}

interface Obstacle {
  readonly polygon: FlatPolygon;
  readonly reach: number;
  readonly lead: number;
}

/** Inserts an obstacle into a list sorted by lead (a handful at most: no sort call). */
function insertObstacle(list: Obstacle[], obstacle: Obstacle): void {
  let at = list.length;
  list.push(obstacle);
  while (at > 0 && (list[at - 1] as Obstacle).lead > obstacle.lead) {
    list[at] = list[at - 1] as Obstacle;
    at--;
  }
  list[at] = obstacle;
}

/** Inserts [lead, fx, fy, c] into a flat list sorted by lead (a handful of bases: no sort call, no arrays). */
function insertByLead(list: number[], lead: number, fx: number, fy: number, c: number): void {
  let at = list.length;
  list.push(lead, fx, fy, c);
  while (at > 0 && (list[at - 4] as number) > lead) {
    list[at] = list[at - 4] as number;
    list[at + 1] = list[at - 3] as number;
    list[at + 2] = list[at - 2] as number;
    list[at + 3] = list[at - 1] as number;
    at -= 4;
  }
  list[at] = lead;
  list[at + 1] = fx;
  list[at + 2] = fy;
  list[at + 3] = c;
}

function inBox(polygon: FlatPolygon, minX: number, minY: number, maxX: number, maxY: number): boolean {
  return polygon.maxX >= minX && polygon.minX <= maxX && polygon.maxY >= minY && polygon.minY <= maxY;
}

/**
 * The sweep of unit u for steps of up to `reach` ci; `skip` leaves one unit's bases out (a
 * charge's target, met on purpose).
 */
function sweepOf(fixed: Fixed, game: Game, u: number, reach: number, skip = -1, rough = true): Sweep {
  const state = game.units[u] as UnitState;
  const info = fixed.units[u] as UnitInfo;
  const models = livingModels(state);
  const from = livingPositions(state);
  const bases = basesOf(fixed, game.units);
  const discs: number[][] = [];
  const walls: Obstacle[][] = [];
  const roughs: Obstacle[][] = [];
  let onRough = false;
  let stuck = false;
  let tight = false;
  const impassable = impassableFor(fixed, u);
  const difficult = rough ? difficultFor(fixed, u) : [];
  for (let i = 0; i < models.length; i++) {
    const r = info.models[models[i] as number]?.radius ?? 0;
    const ax = from[2 * i] as number;
    const ay = from[2 * i + 1] as number;
    const pad = reach + r + MARGIN;
    const minX = ax - pad;
    const maxX = ax + pad;
    const minY = ay - pad;
    const maxY = ay + pad;
    const near: number[] = [];
    const ownWalls: Obstacle[] = [];
    // Ground whose box lies farther than any step goes is never met (the exact distance costs more).
    const far = (polygon: FlatPolygon, stop: number) => boxDistanceSquared(ax, ay, polygon) > (reach + stop + 1) * (reach + stop + 1);
    const wall = (polygon: FlatPolygon) => {
      let stop = r + MARGIN;
      if (far(polygon, stop)) return;
      const gap = pointPolygonDistance(ax, ay, polygon);
      if (gap <= stop) {
        tight = true;
        stop = gap - 0.5;
        if (stop <= 0) stuck = true;
      }
      // Farther than any step goes (the box above has corners): never met.
      if (gap > reach + stop + 1) return;
      insertObstacle(ownWalls, { polygon, reach: stop, lead: gap - stop });
    };
    const runs = bases.runs;
    for (let k = 0; k < runs.length; k += 6) {
      const unit = bases.unit[runs[k] as number] as number;
      if (unit === u || unit === skip || runClear(runs, k, minX, minY, maxX, maxY)) continue;
      for (let b = runs[k] as number; b < (runs[k + 1] as number); b++) {
        const bx = bases.x[b] as number;
        const by = bases.y[b] as number;
        const br = bases.r[b] as number;
        if (bx + br < minX || bx - br > maxX || by + br < minY || by - br > maxY) continue;
        // A vehicle's hull stops a base as a wall does.
        const outline = bases.outline[b];
        if (outline) {
          wall(outline);
          continue;
        }
        let stop = r + br + MARGIN;
        const dx = bx - ax;
        const dy = by - ay;
        const d2 = dx * dx + dy * dy;
        if (d2 <= stop * stop) {
          // Already closer than the margin (a previous step ended there): only getting closer stops it.
          tight = true;
          stop = Math.sqrt(d2) - 0.5;
          if (stop <= 0) stuck = true;
        }
        if (d2 > (reach + stop + 1) * (reach + stop + 1)) continue;
        insertByLead(near, Math.sqrt(d2) - stop, ax - bx, ay - by, (ax - bx) * (ax - bx) + (ay - by) * (ay - by) - stop * stop);
      }
    }
    discs.push(near);
    for (const polygon of impassable) if (inBox(polygon, minX, minY, maxX, maxY)) wall(polygon);
    walls.push(ownWalls);
    const ownRough: Obstacle[] = [];
    for (const polygon of difficult) {
      if (!inBox(polygon, minX, minY, maxX, maxY) || far(polygon, MARGIN)) continue;
      const gap = pointPolygonDistance(ax, ay, polygon);
      if (gap === 0) {
        onRough = true;
        continue;
      }
      let stop = MARGIN;
      if (gap <= stop) {
        tight = true;
        stop = gap - 0.5;
      }
      if (gap > reach + stop + 1) continue;
      insertObstacle(ownRough, { polygon, reach: stop, lead: gap - stop });
    }
    roughs.push(ownRough);
  }
  return { info, models, from, discs, walls, rough: roughs, onRough, stuck, tight };
}

interface Reach {
  readonly block: number;
  /** The least of `block` and where a centre would first touch difficult ground. */
  readonly clear: number;
  readonly edge: number;
}

/**
 * How far (as a share of `dx, dy`) the unit's models may all go together along `dx, dy` before a
 * base would touch an obstacle or leave the table (`block`), and before that or before a centre
 * would touch difficult ground (`clear`). With `leaveTable`, the table edge stops nothing but is
 * reported (`edge`: where the first base would cross it). An obstacle farther than the unit
 * already goes (its lead, a hundredth of slack for rounding) cannot lower either: the sorted
 * lists stop there.
 */
function rigidReach(fixed: Fixed, sweep: Sweep, dx: number, dy: number, leaveTable = false): Reach {
  if (sweep.stuck) return { block: 0, clear: 0, edge: Infinity };
  let block = 1;
  let edge = Infinity;
  const length = Math.sqrt(dx * dx + dy * dy);
  const { info, models, from } = sweep;
  for (let i = 0; i < models.length; i++) {
    const r = info.models[models[i] as number]?.radius ?? 0;
    const ax = from[2 * i] as number;
    const ay = from[2 * i + 1] as number;
    const inside = lastInsideTable(ax, ay, dx, dy, r, fixed.width, fixed.height);
    if (leaveTable) {
      if (inside < 1 && inside < edge) edge = inside;
    } else if (inside < block) block = inside;
    const discs = sweep.discs[i] as number[];
    for (let k = 0; k < discs.length; k += 4) {
      if ((discs[k] as number) - 1 > block * length) break;
      const t = firstContactFromOffset(discs[k + 1] as number, discs[k + 2] as number, discs[k + 3] as number, dx, dy);
      if (t < block) block = t;
    }
    for (const wall of sweep.walls[i] as Obstacle[]) {
      if (wall.lead - 1 > block * length) break;
      const t = firstContactWithOutline(ax, ay, dx, dy, wall.reach, wall.polygon);
      if (t < block) block = t;
    }
  }
  block = Math.max(0, block);
  let clear = sweep.onRough ? 0 : block;
  for (let i = 0; i < models.length && clear > 0; i++) {
    const ax = from[2 * i] as number;
    const ay = from[2 * i + 1] as number;
    for (const rough of sweep.rough[i] as Obstacle[]) {
      if (rough.lead - 1 > clear * length) break;
      const t = firstContactWithOutline(ax, ay, dx, dy, rough.reach, rough.polygon);
      if (t < clear) clear = t;
    }
  }
  return { block, clear, edge };
}

/** A unit's living models translated by whole ci. */
function translated(from: readonly number[], dx: number, dy: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < from.length; i += 2) out.push((from[i] as number) + dx, (from[i + 1] as number) + dy);
  return out;
}

export interface Step {
  readonly to: number[];
  /** Action points it costs (2 through difficult ground). */
  readonly cost: number;
}

/** The eight compass headings rigid steps try, each with whether a run goes that way too (the four cardinal ones). */
const COMPASS: readonly (readonly [number, number, boolean])[] = [0, 2, 4, 6, 8, 10, 12, 14].map((h) => [(HEADINGS[h] as readonly number[])[0] as number, (HEADINGS[h] as readonly number[])[1] as number, h % 4 === 0]);

/** The ways steps from (cx, cy) try: the compass, then straight at each aim (runs too). */
function waysOf(cx: number, cy: number, aims: readonly (readonly [number, number])[]): (readonly [number, number, boolean])[] {
  const ways = COMPASS.slice();
  for (const [ax, ay] of aims) {
    const length = distance(cx, cy, ax, ay);
    if (length > 0) ways.push([(ax - cx) / length, (ay - cy) / length, true]);
  }
  return ways;
}

/**
 * Rigid steps of the unit, found in one sweep, along the eight compass headings and straight at
 * each point of `aims` (the nearest enemy, the objective): moves as far as they go and short of
 * difficult ground; with `run`, runs (two moves in one action) along the four cardinal headings
 * and at the aims, which stay off difficult ground. With `avoid`, only moves that stay off
 * difficult ground (a unit with one action point left).
 */
export function rigidSteps(fixed: Fixed, game: Game, u: number, avoid: boolean, run: boolean, aims: readonly (readonly [number, number])[] = []): { moves: Step[]; runs: Step[] } {
  if ((game.units[u]?.facing.length ?? 0) > 0) return hullSteps(fixed, game, u, avoid, run, aims);
  const moveBudget = budgetOf(fixed, u, 'move');
  const runBudget = run ? budgetOf(fixed, u, 'run') : moveBudget;
  const sweep = sweepOf(fixed, game, u, runBudget);
  const moves: Step[] = [];
  const runs: Step[] = [];
  if (sweep.stuck || (avoid && sweep.onRough)) return { moves, runs };
  const { models, from } = sweep;
  const seen: number[] = [];
  let groups = -1;
  const add = (list: Step[], ux: number, uy: number, length: number, cost: number, budget: number) => {
    if (length < SHORTEST) return;
    const dx = Math.round(ux * length);
    const dy = Math.round(uy * length);
    const key = dx * 100_003 + dy;
    if (seen.includes(key)) return;
    seen.push(key);
    const to = translated(from, dx, dy);
    if (sweep.tight) {
      if (groups < 0) groups = coherencyGroups(fixed, u, models, from);
      const judged = judgePaths(fixed, basesOf(fixed, game.units), u, models, from, to, budget, groups);
      if (judged.fault !== null || ((avoid || list === runs) && judged.difficult)) return;
      cost = judged.difficult ? 2 : 1;
    }
    list.push({ to, cost });
  };
  const [cx, cy] = centroid(from);
  const ways = waysOf(cx, cy, aims);
  for (const [ux, uy, alsoRun] of ways) {
    const reach = rigidReach(fixed, sweep, ux * runBudget, uy * runBudget);
    const blocked = reach.block * runBudget;
    const clearOf = reach.clear * runBudget;
    const full = Math.floor(Math.min(blocked, moveBudget)) - MARGIN;
    const clear = Math.floor(Math.min(clearOf, moveBudget)) - MARGIN;
    if (sweep.onRough) {
      add(moves, ux, uy, full, 2, moveBudget);
      continue;
    }
    if (!avoid && clear < full) add(moves, ux, uy, full, 2, moveBudget);
    add(moves, ux, uy, clear, 1, moveBudget);
    if (alsoRun) {
      const far = Math.floor(Math.min(clearOf, runBudget)) - MARGIN;
      if (run && far > moveBudget) add(runs, ux, uy, far, 2, runBudget);
    }
  }
  return { moves, runs };
}

/**
 * The steps of a unit of vehicles, as `rigidSteps` gives a squad's: along each way, each hull
 * turns to face it and drives as far as it may (a binary search: a shorter drive sweeps less
 * ground), and as far as it may short of difficult ground.
 */
function hullSteps(fixed: Fixed, game: Game, u: number, avoid: boolean, run: boolean, aims: readonly (readonly [number, number])[]): { moves: Step[]; runs: Step[] } {
  const state = game.units[u] as UnitState;
  const models = livingModels(state);
  const from = livingPositions(state);
  const fromFacing = livingFacings(state);
  const bases = basesOf(fixed, game.units);
  const groups = coherencyGroups(fixed, u, models, from, fromFacing);
  const moveBudget = budgetOf(fixed, u, 'move');
  const runBudget = run ? budgetOf(fixed, u, 'run') : moveBudget;
  const moves: Step[] = [];
  const runs: Step[] = [];
  const stepOf = (ux: number, uy: number, length: number) => translated(from, Math.round(ux * length), Math.round(uy * length));
  const judged = (ux: number, uy: number, length: number, budget: number) => {
    const to = stepOf(ux, uy, length);
    return judgePaths(fixed, bases, u, models, from, to, budget, groups, fromFacing, endFacings(fixed, u, models, fromFacing, from, to, undefined));
  };
  /** The longest drive along (ux, uy) within `budget` (and off difficult ground with `clear`), 0 when none. */
  const furthest = (ux: number, uy: number, budget: number, clear: boolean): number => {
    const ok = (length: number) => {
      const judgement = judged(ux, uy, length, budget);
      return judgement.fault === null && (!clear || !judgement.difficult);
    };
    if (ok(budget)) return budget;
    let lo = 0;
    let hi = budget;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (ok(mid)) lo = mid;
      else hi = mid;
    }
    return lo;
  };
  const [cx, cy] = centroid(from);
  const ways = waysOf(cx, cy, aims);
  const seen = new Set<string>();
  const add = (list: Step[], ux: number, uy: number, length: number, cost: number) => {
    if (length < SHORTEST) return;
    const to = stepOf(ux, uy, length);
    const key = to.join(',');
    if (seen.has(key)) return;
    seen.add(key);
    list.push({ to, cost });
  };
  for (const [ux, uy, alsoRun] of ways) {
    const clear = furthest(ux, uy, moveBudget, true);
    add(moves, ux, uy, clear, 1);
    if (!avoid) {
      const full = furthest(ux, uy, moveBudget, false);
      if (full > clear && judged(ux, uy, full, moveBudget).difficult) add(moves, ux, uy, full, 2);
    }
    if (run && alsoRun) {
      const far = furthest(ux, uy, runBudget, true);
      if (far > moveBudget) add(runs, ux, uy, far, 2);
    }
  }
  return { moves, runs };
}

/** Whether a unit's paths from its living models' places to `to` start in, end in or cross difficult ground. */
export function crossesDifficult(fixed: Fixed, game: Game, u: number, to: readonly number[]): boolean {
  const from = livingPositions(game.units[u] as UnitState);
  const difficult = difficultFor(fixed, u);
  for (let i = 0; i < from.length; i += 2) if (pathCrosses(difficult, from[i] as number, from[i + 1] as number, to[i] as number, to[i + 1] as number)) return true;
  return false;
}

/** The translation of a unit toward a point, as far as it may go rigidly (for a dragged unit and for formations). */
export function rigidToward(fixed: Fixed, game: Game, u: number, dx: number, dy: number): number[] {
  const state = game.units[u] as UnitState;
  return translated(livingPositions(state), Math.round(dx), Math.round(dy));
}

export type Shape = 'line' | 'ranks' | 'blob';

/** The formations setup and deployment try, in order: two ranks, a line, then a tight blob (which any coherency rule accepts). */
export const SHAPES: readonly Shape[] = ['ranks', 'line', 'blob'];

/**
 * Slots of a formation about (cx, cy) facing (fx, fy) (a unit vector): `line` abreast, two
 * `ranks`, or a square `blob`, the bases a gap apart within coherency (a blob's tight enough for
 * every pair of models to stay within 2").
 */
function formationSlots(radii: readonly number[], cx: number, cy: number, fx: number, fy: number, shape: Shape, gap: number): number[] {
  const n = radii.length;
  const perRank = shape === 'line' ? n : shape === 'blob' ? Math.ceil(Math.sqrt(n)) : Math.ceil(n / 2);
  const r = Math.max(...radii);
  const pitch = 2 * r + (shape === 'blob' ? Math.min(gap, 5) : gap);
  const px = -fy;
  const py = fx;
  const slots: number[] = [];
  for (let i = 0; i < n; i++) {
    const rank = Math.floor(i / perRank);
    const inRank = i - rank * perRank;
    const count = Math.min(perRank, n - rank * perRank);
    const across = (inRank - (count - 1) / 2) * pitch;
    const back = -rank * pitch;
    slots.push(Math.round(cx + px * across + fx * back), Math.round(cy + py * across + fy * back));
  }
  return slots;
}

/** Models given to slots: each slot in turn takes the nearest model still free (n is at most a handful). */
function assignSlots(from: readonly number[], slots: readonly number[]): number[] {
  const n = from.length / 2;
  const taken: boolean[] = new Array<boolean>(n).fill(false);
  const to: number[] = new Array<number>(from.length);
  for (let s = 0; s < n; s++) {
    const sx = slots[2 * s] as number;
    const sy = slots[2 * s + 1] as number;
    let best = -1;
    let bestDistance = Infinity;
    for (let i = 0; i < n; i++) {
      if (taken[i]) continue;
      const dx = (from[2 * i] as number) - sx;
      const dy = (from[2 * i + 1] as number) - sy;
      const d2 = dx * dx + dy * dy;
      if (d2 < bestDistance) {
        bestDistance = d2;
        best = i;
      }
    }
    taken[best] = true;
    to[2 * best] = sx;
    to[2 * best + 1] = sy;
  }
  return to;
}

/**
 * The way a unit's hulls face when it is set up at `to` (all its models, flat): toward the far
 * long edge, across the table (a direction in whole numbers per model; 0, 0 for a round base).
 * Empty for a unit without hulls.
 */
export function facingToward(fixed: Fixed, u: number, to: readonly number[]): number[] {
  const info = fixed.units[u] as UnitInfo;
  if (!info.vehicle) return [];
  const [, cy] = centroid(to);
  const way = cy < fixed.height / 2 ? 1 : -1;
  return info.models.flatMap((model) => (model.hull ? [0, way] : [0, 0]));
}

/** The centroid of flat positions. */
export function centroid(xy: readonly number[]): [number, number] {
  let x = 0;
  let y = 0;
  for (let i = 0; i < xy.length; i += 2) {
    x += xy[i] as number;
    y += xy[i + 1] as number;
  }
  const n = Math.max(1, xy.length / 2);
  return [x / n, y / n];
}

/** Which way models went, from their centre before to after: the nearest heading's index, or "reform" when the centre stayed put. */
export function headingBetween(from: readonly number[], to: readonly number[]): number | 'reform' {
  const [fx, fy] = centroid(from);
  const [tx, ty] = centroid(to);
  return fx === tx && fy === ty ? 'reform' : nearestHeading(tx - fx, ty - fy);
}

/**
 * New formations facing a point (the nearest enemy, an objective): a line and two ranks, their
 * centre as far toward the point as the move allows. Only those `judge` accepts.
 */
export function formations(fixed: Fixed, game: Game, u: number, budget: number, towardX: number, towardY: number): Step[] {
  const state = game.units[u] as UnitState;
  const info = fixed.units[u] as UnitInfo;
  // One array made in one place, empty or not: the caller's loop over it meets one array shape.
  const out: Step[] = [];
  const models = livingModels(state);
  if (models.length < 2) return out;
  const from = livingPositions(state);
  const [cx, cy] = centroid(from);
  const length = distance(cx, cy, towardX, towardY);
  if (length === 0) return out;
  const fx = (towardX - cx) / length;
  const fy = (towardY - cy) / length;
  const radii = models.map((m) => info.models[m]?.radius ?? 0);
  const bases = basesOf(fixed, game.units);
  const groups = coherencyGroups(fixed, u, models, from);
  for (const shape of ['line', 'ranks'] as const) {
    for (const share of [0.6]) {
      const advance = Math.min(length * 0.8, budget * share);
      const slots = formationSlots(radii, cx + fx * advance, cy + fy * advance, fx, fy, shape, 100);
      const to = assignSlots(from, slots);
      const judged = judgePaths(fixed, bases, u, models, from, to, budget, groups);
      if (judged.fault === null) {
        out.push({ to, cost: judged.difficult ? 2 : 1 });
        break;
      }
    }
  }
  return out;
}

/**
 * A formation of a unit's models (all alive) laid about a point, facing (fx, fy): for setup and
 * deployment. The models with a template weapon take the front rank first, so that a flamer is
 * not laid over its own squad; the others follow in their order.
 */
export function layoutAbout(info: UnitInfo, weapons: Fixed['weapons'], cx: number, cy: number, fx: number, fy: number, shape: Shape): number[] {
  const radii = info.models.map((model) => model.radius);
  const special = (m: number) => (info.models[m]?.weapons ?? []).some((w) => weapons[w]?.template);
  const order = info.models.map((_, m) => m).sort((a, b) => Number(special(b)) - Number(special(a)) || a - b);
  const slots = formationSlots(order.map((m) => radii[m] as number), cx, cy, fx, fy, shape, 100);
  const to = new Array<number>(2 * radii.length);
  order.forEach((m, slot) => {
    to[2 * m] = slots[2 * slot] as number;
    to[2 * m + 1] = slots[2 * slot + 1] as number;
  });
  return to;
}

/**
 * The unit straight at unit v, all its models together, until the first of them meets an enemy
 * base (a gap of one hundredth), within `budget`: null when no model gets there, or the way is
 * blocked first.
 */
export function approach(fixed: Fixed, game: Game, u: number, v: number, budget: number): number[] | null {
  const state = game.units[u] as UnitState;
  const target = game.units[v] as UnitState;
  const info = fixed.units[u] as UnitInfo;
  const tinfo = fixed.units[v] as UnitInfo;
  const models = livingModels(state);
  const foes = livingModels(target);
  const from = livingPositions(state);
  // Straight at the nearest pair of models.
  let best = Infinity;
  let pick: [number, number] = [0, 0];
  for (let i = 0; i < models.length; i++) {
    for (const b of foes) {
      const gap = distance(from[2 * i] as number, from[2 * i + 1] as number, target.pos[2 * b] as number, target.pos[2 * b + 1] as number);
      if (gap < best) {
        best = gap;
        pick = [i, b];
      }
    }
  }
  const [ci, cb] = pick;
  const ax = from[2 * ci] as number;
  const ay = from[2 * ci + 1] as number;
  const length = best;
  if (length === 0 || length - (info.models[models[ci] as number]?.radius ?? 0) - (tinfo.models[cb]?.radius ?? 0) > budget) return null;
  const ux = ((target.pos[2 * cb] as number) - ax) / length;
  const uy = ((target.pos[2 * cb + 1] as number) - ay) / length;
  const block = rigidReach(fixed, sweepOf(fixed, game, u, budget, v, false), ux * budget, uy * budget).block;
  // Where the first model meets the target: contact at a gap of one ci (a hull, at its outline).
  let meet = Infinity;
  for (let i = 0; i < models.length; i++) {
    const r = info.models[models[i] as number]?.radius ?? 0;
    for (const b of foes) {
      const hull = modelHull(fixed, target, v, b);
      const t = hull
        ? firstContactWithOutline(from[2 * i] as number, from[2 * i + 1] as number, ux * budget, uy * budget, r + 1, hullPolygon(hull))
        : firstContactWithDisc(from[2 * i] as number, from[2 * i + 1] as number, ux * budget, uy * budget, target.pos[2 * b] as number, target.pos[2 * b + 1] as number, r + (tinfo.models[b]?.radius ?? 0) + 1);
      if (t < meet) meet = t;
    }
  }
  if (meet === Infinity || meet > block) return null;
  const step = Math.floor(meet * budget);
  const plan = translated(from, Math.round(ux * step), Math.round(uy * step));
  const groups = coherencyGroups(fixed, u, models, from);
  return judgePaths(fixed, basesOf(fixed, game.units), u, models, from, plan, budget, groups).fault === null ? plan : null;
}

/**
 * A charge of unit u on unit v: the unit goes straight at the target until its first model makes
 * contact, then every other model that can reach a free place against an enemy base within the
 * charge's reach goes there, so long as the unit stays coherent. Null when no model can make
 * contact.
 */
export function chargePlan(fixed: Fixed, game: Game, u: number, v: number): number[] | null {
  const budget = budgetOf(fixed, u, 'charge');
  const plan = approach(fixed, game, u, v, budget);
  if (!plan) return null;
  const state = game.units[u] as UnitState;
  const target = game.units[v] as UnitState;
  const info = fixed.units[u] as UnitInfo;
  const tinfo = fixed.units[v] as UnitInfo;
  const models = livingModels(state);
  const foes = livingModels(target);
  const from = livingPositions(state);
  const bases = basesOf(fixed, game.units);
  const groups = coherencyGroups(fixed, u, models, from);
  // Bring more models into contact: each one not touching tries the free places about the enemy bases.
  const contact = fixed.constants.contact;
  const touchingFoe = (x: number, y: number, r: number) => {
    for (const b of foes) if (distance(x, y, target.pos[2 * b] as number, target.pos[2 * b + 1] as number) - r - (tinfo.models[b]?.radius ?? 0) <= contact) return true;
    return false;
  };
  for (let i = 0; i < models.length; i++) {
    const r = info.models[models[i] as number]?.radius ?? 0;
    if (touchingFoe(plan[2 * i] as number, plan[2 * i + 1] as number, r)) continue;
    const sx = from[2 * i] as number;
    const sy = from[2 * i + 1] as number;
    // The free places about the enemy bases within reach, nearest first: the first the rules accept is taken.
    const places: [number, number, number][] = [];
    for (const b of foes) {
      const bx = target.pos[2 * b] as number;
      const by = target.pos[2 * b + 1] as number;
      const ring = r + (tinfo.models[b]?.radius ?? 0) + 1;
      for (const [hx, hy] of HEADINGS) {
        const x = Math.round(bx + hx * ring);
        const y = Math.round(by + hy * ring);
        const travel = distance(sx, sy, x, y);
        if (travel <= budget) places.push([travel, x, y]);
      }
    }
    places.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
    for (const [, x, y] of places) {
      const trial = plan.slice();
      trial[2 * i] = x;
      trial[2 * i + 1] = y;
      // `plan` passed (the approach, then each place taken): only model i is judged again.
      if (judgePaths(fixed, bases, u, models, from, trial, budget, groups, NO_FACINGS, NO_FACINGS, i).fault !== null) continue;
      plan[2 * i] = x;
      plan[2 * i + 1] = y;
      break;
    }
  }
  return plan;
}

/**
 * A rigid move of the unit along (ux, uy) for up to `length` ci, stopped by bases and impassable
 * ground but not by the table edge: how far it goes, and whether a base crosses the edge first.
 */
export function rigidFlight(fixed: Fixed, game: Game, u: number, ux: number, uy: number, length: number): { to: number[]; leaves: boolean; travelled: number } {
  const from = livingPositions(game.units[u] as UnitState);
  const reach = rigidReach(fixed, sweepOf(fixed, game, u, length, -1, false), ux * length, uy * length, true);
  if (reach.edge <= reach.block) return { to: from, leaves: true, travelled: reach.edge * length };
  const travelled = Math.max(0, Math.floor(reach.block * length) - MARGIN);
  return { to: translated(from, Math.round(ux * travelled), Math.round(uy * travelled)), leaves: false, travelled };
}

/** The direction of the table edge nearest a point, as a unit vector along an axis. */
export function nearestEdge(fixed: Fixed, x: number, y: number): [number, number] {
  const left = x;
  const right = fixed.width - x;
  const top = y;
  const bottom = fixed.height - y;
  const least = Math.min(left, right, top, bottom);
  if (least === top) return [0, -1];
  if (least === bottom) return [0, 1];
  return least === left ? [-1, 0] : [1, 0];
}

/**
 * Flight (R58): toward the nearest table edge as fast as possible, straight or swerving up to
 * 45°, ending at least `fleeAway` from every enemy base. The way that gets nearest the edge wins;
 * reaching the edge takes the unit off the table. Null when no way keeps clear of the enemy.
 */
export function flightPlan(fixed: Fixed, game: Game, u: number, moves: number): { to: number[]; leaves: boolean } | null {
  const state = game.units[u] as UnitState;
  const info = fixed.units[u] as UnitInfo;
  const from = livingPositions(state);
  const [cx, cy] = centroid(from);
  const [ex, ey] = nearestEdge(fixed, cx, cy);
  const length = moves * info.move;
  const foes = fixed.unitsOf[1 - info.sideIndex] ?? [];
  let best: { to: number[]; leaves: boolean; progress: number } | null = null;
  for (const [ux, uy] of swerves(ex, ey)) {
    const flight = rigidFlight(fixed, game, u, ux, uy, length);
    if (flight.leaves) return { to: flight.to, leaves: true };
    if (flight.travelled < SHORTEST) continue;
    if (!clearOfFoes(fixed, game, u, foes, flight.to)) continue;
    if (judgeMove(fixed, game, u, flight.to, length).fault !== null) continue;
    const progress = flight.travelled * (ux * ex + uy * ey);
    if (!best || progress > best.progress) best = { to: flight.to, leaves: false, progress };
  }
  return best ? { to: best.to, leaves: false } : null;
}

function clearOfFoes(fixed: Fixed, game: Game, u: number, foes: readonly number[], to: readonly number[]): boolean {
  const state = game.units[u] as UnitState;
  const info = fixed.units[u] as UnitInfo;
  const models = livingModels(state);
  for (const v of foes) {
    const foe = game.units[v] as UnitState;
    if (foe.status !== 'ready') continue;
    const finfo = fixed.units[v] as UnitInfo;
    for (let b = 0; b < foe.alive.length; b++) {
      if (!foe.alive[b]) continue;
      const hull = modelHull(fixed, foe, v, b);
      for (let i = 0; i < models.length; i++) {
        const gap = footprintGap(to[2 * i] as number, to[2 * i + 1] as number, info.models[models[i] as number]?.radius ?? 0, null, foe.pos[2 * b] as number, foe.pos[2 * b + 1] as number, finfo.models[b]?.radius ?? 0, hull);
        if (gap < fixed.constants.fleeAway) return false;
      }
    }
  }
  return true;
}

/**
 * Falling back from a melee (R46): the unit steps back 2" together, straight away from the enemy
 * models it touches, as far as it can. Null when it cannot move at all.
 */
export function fallBack(fixed: Fixed, game: Game, u: number, foes: readonly number[]): number[] | null {
  const state = game.units[u] as UnitState;
  const from = livingPositions(state);
  const [cx, cy] = centroid(from);
  let fx = 0;
  let fy = 0;
  let n = 0;
  for (const v of foes) {
    const foe = game.units[v] as UnitState;
    for (let b = 0; b < foe.alive.length; b++) {
      if (!foe.alive[b]) continue;
      fx += foe.pos[2 * b] as number;
      fy += foe.pos[2 * b + 1] as number;
      n++;
    }
  }
  if (n === 0) return null;
  const dx = cx - fx / n;
  const dy = cy - fy / n;
  const length = Math.sqrt(dx * dx + dy * dy);
  if (length === 0) return null;
  const ux = dx / length;
  const uy = dy / length;
  const models = livingModels(state);
  const bases = basesOf(fixed, game.units);
  const budget = fixed.constants.disengage;
  const reach = rigidReach(fixed, sweepOf(fixed, game, u, budget, -1, false), ux * budget, uy * budget);
  const travelled = Math.floor(reach.block * budget) - MARGIN;
  if (travelled <= 0) return null;
  const to = translated(from, Math.round(ux * travelled), Math.round(uy * travelled));
  return judgePaths(fixed, bases, u, models, from, to, budget, coherencyGroups(fixed, u, models, from)).fault === null ? to : null;
}
