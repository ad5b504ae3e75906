/**
 * What many rules read: who stands where (cached per figures array), a unit's skills with its plugs
 * and the Buffs of its grid, its weapons, which grids it may enter, and the names of phases.
 */
import { cachedPer, RecentValues } from '../core/cache';
import type { FigureInfo, FigureState, ProfileInfo, SideInfo, RwFixed, RwGame, RwState, Skill, Step, WeaponInfo } from './types';
import { SKILLS, STEPS } from './types';

/** Who stands in each grid: the cells taken (mask), the side holding it (-1 empty) and its units. */
export interface Occupancy {
  /** Cells taken in each grid (a mask). */
  readonly taken: readonly number[];
  /** Side holding each grid, -1 for none. */
  readonly owner: readonly number[];
  readonly units: readonly (readonly number[] | undefined)[];
  /** Grids each side holds, in board order. */
  readonly held: readonly (readonly number[])[];
}

const byGrid = (a: number, b: number): number => a - b;

export function occupancyOf(fixed: RwFixed, figures: readonly FigureState[]): Occupancy {
  const grids = fixed.onBoard.length;
  // Plain arrays of small integers: a draft copies them for every change of the figures, and
  // copying a typed array of more than 64 bytes allocates outside the heap, which costs more.
  const taken = new Array<number>(grids).fill(0);
  const owner = new Array<number>(grids).fill(-1);
  const units: (number[] | undefined)[] = [];
  const held: number[][] = [];
  for (let side = 0; side < fixed.sides.length; side++) held.push([]);
  for (let index = 0; index < figures.length; index++) {
    const figure = figures[index] as FigureState;
    const grid = figure.grid;
    if (grid < 0) continue;
    taken[grid] = (taken[grid] as number) | figure.cells;
    const side = (fixed.figures[index] as { side: number }).side;
    const list = units[grid];
    if (list) list.push(index);
    else {
      units[grid] = [index];
      owner[grid] = side;
      (held[side] as number[]).push(grid);
    }
  }
  for (const grids of held) if (grids.length > 1) grids.sort(byGrid);
  return { taken, owner, units, held };
}

// A draft hands out a new figures array for nearly every action: its occupancy is held among the
// recent ones; other arrays (a game's first state, a sampled one) keep theirs.
const occupancies = new RecentValues<readonly FigureState[], Occupancy>();

/** Keeps the occupancy a draft worked out for the figures array it hands out. */
export function rememberOccupancy(figures: readonly FigureState[], occupied: Occupancy): void {
  occupancies.remember(figures, occupied);
}

/** Occupancy of a state's figures (never written again: cached by the array). */
export function occupancy(state: { readonly fixed: RwFixed; readonly game: RwGame }): Occupancy {
  const figures = state.game.figures;
  let found = occupancies.get(figures);
  if (!found) {
    found = occupancyOf(state.fixed, figures);
    occupancies.keep(figures, found);
  }
  return found;
}

/** The grids the other sides' units stand on (the occupancy's own list when there is one other side). */
export function enemyGridsOf(occupied: Occupancy, s: number): readonly number[] {
  const held = occupied.held;
  if (held.length === 2) return held[1 - s] as number[];
  const grids: number[] = [];
  for (let other = 0; other < held.length; other++) if (other !== s) for (const grid of held[other] as number[]) grids.push(grid);
  return grids;
}

export function sideIndex(fixed: RwFixed, side: string): number {
  const sides = fixed.sides;
  for (let index = 0; index < sides.length; index++) if ((sides[index] as { id: string }).id === side) return index;
  return -1;
}

export function profileOfFigure(fixed: RwFixed, figure: number): ProfileInfo {
  return fixed.profiles[(fixed.figures[figure] as { profile: number }).profile] as ProfileInfo;
}

const figureIndexes = cachedPer((fixed: RwFixed): ReadonlyMap<string, number> => new Map(fixed.figures.map((figure, index) => [figure.id, index])));

/** Index of the figure named `id`, or -1. */
export function figureIndex(fixed: RwFixed, id: unknown): number {
  if (typeof id !== 'string') return -1;
  return figureIndexes(fixed).get(id) ?? -1;
}

/** The grid a figure stands in: a plug stands in its host's. */
export function gridOf(game: RwGame, figure: number): number {
  const state = game.figures[figure] as FigureState;
  if (state.host >= 0) return (game.figures[state.host] as FigureState).grid;
  return state.grid;
}

/** Plugs fitted to `host`. */
export function plugsOf(fixed: RwFixed, game: RwGame, host: number): number[] {
  const side = (fixed.figures[host] as { side: number }).side;
  const out: number[] = [];
  for (const figure of (fixed.sides[side] as { figures: readonly number[] }).figures) {
    if ((game.figures[figure] as FigureState).host === host) out.push(figure);
  }
  return out;
}

const SKILL = Object.fromEntries(SKILLS.map((skill, index) => [skill, index])) as Readonly<Record<Skill, number>>;

/** Own value of a skill: the unit's, or a fitted plug's, whichever is larger. */
function ownSkill(fixed: RwFixed, game: RwGame, unit: number, skill: number): number {
  let value = profileOfFigure(fixed, unit).skills[skill] as number;
  const side = (fixed.figures[unit] as { side: number }).side;
  for (const plug of (fixed.sides[side] as { plugs: readonly number[] }).plugs) {
    if ((game.figures[plug] as FigureState).host === unit) value = Math.max(value, profileOfFigure(fixed, plug).skills[skill] as number);
  }
  return value;
}

/** The largest Buff of a skill among the units (and their plugs) of `grid`. */
function buffIn(fixed: RwFixed, game: RwGame, units: readonly number[] | undefined, skill: number): number {
  if (!units) return 0;
  let value = 0;
  for (const unit of units) {
    // A unit destroyed during the activation gives nothing more.
    if ((game.figures[unit] as FigureState).grid < 0) continue;
    value = Math.max(value, profileOfFigure(fixed, unit).buffs[skill] as number);
    const side = (fixed.figures[unit] as { side: number }).side;
    for (const plug of (fixed.sides[side] as { plugs: readonly number[] }).plugs) {
      if ((game.figures[plug] as FigureState).host === unit) value = Math.max(value, profileOfFigure(fixed, plug).buffs[skill] as number);
    }
  }
  return value;
}

/**
 * A unit's value of a skill: its own or a plug's, or a Buff shared by a unit of `buffGrid` (the
 * grid it stands in, or the one its activation started in), or, while it is being activated, by a
 * unit activated with it (rulebook p.12, "Bufs").
 */
export function skillOf(state: { readonly fixed: RwFixed; readonly game: RwGame }, occupied: Occupancy, unit: number, skill: Skill, buffGrid: number): number {
  const { fixed, game } = state;
  const index = SKILL[skill];
  // Most skills come only from the unit's own card: no plug gives them, nobody shares them.
  const own = fixed.plugged[index] ? ownSkill(fixed, game, unit, index) : (profileOfFigure(fixed, unit).skills[index] as number);
  if (buffGrid < 0 || !fixed.buffed[index]) return own;
  const here = Math.max(own, buffIn(fixed, game, occupied.units[buffGrid], index));
  // A unit of the activation keeps the Buffs of those activated with it until its activation ends, wherever either has gone (p.12).
  return game.active.includes(unit) ? Math.max(here, buffIn(fixed, game, game.activatedWith, index)) : here;
}

/** Whether the skill is marked [action] on the unit's card (or its plug's). */
export function isAction(fixed: RwFixed, game: RwGame, unit: number, skill: Skill): boolean {
  const index = SKILL[skill];
  if (profileOfFigure(fixed, unit).actions[index]) return true;
  return plugsOf(fixed, game, unit).some((plug) => profileOfFigure(fixed, plug).actions[index] === true);
}

/** The unit's attack lines: its card's, then those of its plugs. */
export function weaponsOf(fixed: RwFixed, game: RwGame, unit: number): readonly WeaponInfo[] {
  const own = profileOfFigure(fixed, unit).weapons;
  const side = (fixed.figures[unit] as { side: number }).side;
  let out: WeaponInfo[] | null = null;
  for (const plug of (fixed.sides[side] as { plugs: readonly number[] }).plugs) {
    if ((game.figures[plug] as FigureState).host !== unit) continue;
    out ??= own.slice();
    out.push(...profileOfFigure(fixed, plug).weapons);
  }
  return out ?? own;
}

/** Where a unit's weapon comes from: "<profile id>:<index on its card>" (the unit's card, or a plug's). */
export function weaponSource(fixed: RwFixed, game: RwGame, unit: number, weapon: number): string {
  const own = profileOfFigure(fixed, unit);
  if (weapon < own.weapons.length) return `${own.id}:${weapon}`;
  let index = weapon - own.weapons.length;
  const side = (fixed.figures[unit] as { side: number }).side;
  for (const plug of (fixed.sides[side] as { plugs: readonly number[] }).plugs) {
    if ((game.figures[plug] as FigureState).host !== unit) continue;
    const profile = profileOfFigure(fixed, plug);
    if (index < profile.weapons.length) return `${profile.id}:${index}`;
    index -= profile.weapons.length;
  }
  return `${own.id}:${weapon}`;
}

const parts = new Map<string, { readonly side: string; readonly step: Step } | null>();

/** Side index and step of a phase id `side:step`, or null (setup). Phase ids are few: each is read once. */
export function phaseParts(phase: string): { readonly side: string; readonly step: Step } | null {
  let found = parts.get(phase);
  if (found === undefined) {
    const colon = phase.lastIndexOf(':');
    const step = phase.slice(colon + 1) as Step;
    found = colon >= 0 && STEPS.includes(step) ? { side: phase.slice(0, colon), step } : null;
    parts.set(phase, found);
  }
  return found;
}

export function stepOf(state: RwState): Step | null {
  return phaseParts(state.phase)?.step ?? null;
}

/** The decision `side` owes now, if any. */
export function decisionOf(state: RwState, side: string): string | undefined {
  for (const decision of state.pending) if (decision.side === side) return decision.kind;
  return undefined;
}

/** Whether a unit of this profile may stand in `grid` (terrain and the board's edge; not who is there). */
export function canStand(fixed: RwFixed, game: RwGame, profile: ProfileInfo, grid: number): boolean {
  if (grid < 0 || fixed.onBoard[grid] !== 1) return false;
  if (profile.infantry) return !game.wire.includes(grid);
  return fixed.tankTrap[grid] === 0 && fixed.bunker[grid] === 0 && fixed.objectiveAt[grid] === -1;
}

/** Whether the unit is alive on the board (a plug: fitted to a unit on the board). */
export function onBoard(game: RwGame, figure: number): boolean {
  return gridOf(game, figure) >= 0;
}

/** Whether figure `index` of `profile` is in the box and may come out (a hero never deployed while heroes come once). */
function outOfBox(fixed: RwFixed, figures: readonly FigureState[], index: number, profile: number): boolean {
  if ((fixed.figures[index] as FigureInfo).profile !== profile) return false;
  const figure = figures[index] as FigureState;
  if (figure.grid >= 0 || figure.host >= 0) return false;
  return !((fixed.profiles[profile] as ProfileInfo).hero && figure.deployed && fixed.constants.heroOncePerGame);
}

/** The next figure of `profile` of side `s` still in the box (and, for a hero, never deployed while heroes come once), or -1. */
export function figureInBox(fixed: RwFixed, figures: readonly FigureState[], s: number, profile: number): number {
  for (const index of (fixed.sides[s] as SideInfo).figures) if (outOfBox(fixed, figures, index, profile)) return index;
  return -1;
}

/** Up to `count` figures of a profile in a side's box, taken together: one that falls at once goes back to the box, not to the same draw. */
export function figuresInBox(fixed: RwFixed, figures: readonly FigureState[], s: number, profile: number, count: number): number[] {
  const found: number[] = [];
  for (const index of (fixed.sides[s] as SideInfo).figures) {
    if (found.length >= count) break;
    if (outOfBox(fixed, figures, index, profile)) found.push(index);
  }
  return found;
}
