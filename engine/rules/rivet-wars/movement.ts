/**
 * Moving units (rulebook p.18, p.11, p.32): one grid per movement point, one diagonal per
 * activation, never into a grid held by the enemy (a diagonal may slip between two of them), only
 * into grids the unit may enter (infantry: no barbed wire; the others: no tank trap, bunker or
 * strategic objective) and where it has room. Entering a grid: non-infantry cut the wire and
 * suffer a minefield's two-dice attack; a gas cloud there attacks. Tank Shock moves into a grid
 * held only by the enemy: a Flat Grid Attack of X dice on every unit there, the defender moves the
 * survivors to adjacent grids, and the unit enters. Units are moved one grid at a time; the same
 * steps serve Rapid Assault and Dash in the combat phase, and the movement phase's own moves.
 *
 * In the movement phase a player activates a grid, moves its units, and may rearrange units inside
 * a grid (each once per phase): to free cells, or swapping cells with a unit of the same size.
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { destroy, flatAttack, rollAttack } from './attack';
import { canStand, figureIndex, occupancy, profileOfFigure, sideIndex, skillOf, type Occupancy } from './common';
import type { Draft } from './draft';
import { gasOnGrid } from './gas';
import { DIRECTIONS, footprintsOf, freeFootprint, isDiagonal } from './grid';
import type { ActorState, FigureState, RwAction, RwState, SideInfo } from './types';

/** Direction from `from` to its neighbour `to`, or -1 when they are not neighbours. */
function directionTo(state: RwState, from: number, to: number): number {
  if (from < 0) return -1;
  const neighbours = state.fixed.neighbours;
  for (let direction = 0; direction < DIRECTIONS; direction++) if (neighbours[from * DIRECTIONS + direction] === to) return direction;
  return -1;
}

/**
 * Why `unit` may not step from its grid to `to` now (with its one diagonal already spent or not), or
 * null. A step into a grid held by the enemy is a Tank Shock, for a unit that has the skill.
 */
export function stepRefusal(state: RwState, occupied: Occupancy, unit: number, to: number, diagonalUsed: boolean, buffGrid: number): string | null {
  const direction = directionTo(state, (state.game.figures[unit] as FigureState).grid, to);
  if (direction < 0) return 'rivet-wars.refused.notAdjacent';
  return stepToward(state, occupied, unit, direction, to, diagonalUsed, buffGrid);
}

/** `stepRefusal` for a step whose direction is known (`to` is the neighbour that way). */
export function stepToward(state: RwState, occupied: Occupancy, unit: number, direction: number, to: number, diagonalUsed: boolean, buffGrid: number): string | null {
  if (isDiagonal(direction) && (diagonalUsed || state.fixed.constants.diagonalsPerActivation === 0)) return diagonalUsed ? 'rivet-wars.refused.secondDiagonal' : 'rivet-wars.refused.noDiagonal';
  const profile = profileOfFigure(state.fixed, unit);
  if (!canStand(state.fixed, state.game, profile, to)) return 'rivet-wars.refused.cannotEnter';
  const s = state.fixed.figures[unit]?.side ?? -1;
  const owner = occupied.owner[to] as number;
  if (owner >= 0 && owner !== s) return skillOf(state, occupied, unit, 'tank-shock', buffGrid) > 0 ? null : 'rivet-wars.refused.enemyGrid';
  if (freeFootprint(profile.size, occupied.taken[to] as number, (state.fixed.sides[s] as SideInfo).priority) === 0) return 'rivet-wars.refused.gridFull';
  return null;
}

/** Movement points of a unit starting a movement-phase move: its card, Move Bonus, Runner on duckboards, a Forced March. */
export function movePoints(state: RwState, occupied: Occupancy, unit: number): number {
  const grid = (state.game.figures[unit] as FigureState).grid;
  let points = profileOfFigure(state.fixed, unit).move + skillOf(state, occupied, unit, 'move-bonus', grid);
  if (state.fixed.duckboards[grid] === 1) points += skillOf(state, occupied, unit, 'runner', grid);
  const boost = state.game.boost;
  if (boost && boost.unit === unit) points += boost.amount;
  return points;
}

/** What entering a grid does to a unit (by a step, a retreat or a drop): wire cut, a minefield's attack, gas. */
export function enterHazards(d: Draft, unit: number, grid: number): void {
  const { fixed } = d;
  const profile = profileOfFigure(fixed, unit);
  if (!profile.infantry && d.game.wire.includes(grid)) {
    const wire = d.wire();
    wire.splice(wire.indexOf(grid), 1);
    if (d.loud) d.emit({ key: 'rivet-wars.event.wireCut', params: { unit: fixed.figures[unit]?.id ?? '', cell: fixed.labels[grid] ?? '', grid } });
  }
  if (!profile.infantry && fixed.minefield[grid] === 1) rollAttack(d, unit, fixed.constants.minefieldDice, 0, { side: -1, unit: -1, what: 'minefield' });
  if ((d.game.figures[unit] as FigureState).grid === grid) gasOnGrid(d, grid, unit);
}

/** Puts `unit` into `grid` in the first free cells of its side's priority order, then what entering does. */
function enterGrid(d: Draft, unit: number, grid: number): void {
  const s = d.fixed.figures[unit]?.side ?? 0;
  const cells = freeFootprint(profileOfFigure(d.fixed, unit).size, d.occupancy().taken[grid] as number, (d.fixed.sides[s] as SideInfo).priority);
  const from = (d.game.figures[unit] as FigureState).grid;
  d.place(unit, grid, cells);
  if (d.loud) d.emit({ key: 'rivet-wars.event.moved', params: { unit: d.fixed.figures[unit]?.id ?? '', from: d.fixed.labels[from] ?? '', to: d.fixed.labels[grid] ?? '', fromGrid: from, toGrid: grid } });
  enterHazards(d, unit, grid);
}

/**
 * One step of the actor. Its movement points and diagonal are updated; a step into an enemy grid
 * is a Tank Shock, after which the unit's move is over.
 */
export function step(d: Draft, actor: ActorState, to: number): void {
  const direction = directionTo(d.state, (d.game.figures[actor.unit] as FigureState).grid, to);
  const occupied = d.occupancy();
  const s = d.fixed.figures[actor.unit]?.side ?? 0;
  const shock = (occupied.owner[to] as number) >= 0 && occupied.owner[to] !== s;
  const next: ActorState = { unit: actor.unit, mode: actor.mode, left: shock ? 0 : actor.left - 1, diagonal: actor.diagonal || isDiagonal(direction), shots: actor.shots, from: actor.from };
  d.setActor(next);
  if (shock) tankShock(d, actor, to);
  else enterGrid(d, actor.unit, to);
}

/** Tank Shock (rulebook p.32): a Flat Grid Attack of X dice on every unit of the grid; the survivors are moved out by the defender. */
function tankShock(d: Draft, actor: ActorState, grid: number): void {
  const { fixed } = d;
  const unit = actor.unit;
  const s = fixed.figures[unit]?.side ?? 0;
  const occupied = d.occupancy();
  const dice = skillOf(d.state, occupied, unit, 'tank-shock', actor.from);
  const precision = skillOf(d.state, occupied, unit, 'precision', actor.from);
  if (d.loud) d.emit({ key: 'rivet-wars.event.tankShock', params: { unit: fixed.figures[unit]?.id ?? '', cell: fixed.labels[grid] ?? '', grid, dice } });
  flatAttack(d, grid, () => dice, precision, { side: s, unit, what: 'tank-shock' });
  const survivors = (d.occupancy().units[grid] ?? []).slice();
  d.setRetreat({ shocker: unit, grid, units: survivors });
  settleRetreats(d);
}

/** Grids a survivor of a Tank Shock on `grid` may be moved to: adjacent, enterable, not held by the enemy, with room. */
function retreatGrids(state: RwState, occupied: Occupancy, unit: number, grid: number): number[] {
  const { fixed } = state;
  const s = fixed.figures[unit]?.side ?? 0;
  const profile = profileOfFigure(fixed, unit);
  const out: number[] = [];
  for (let direction = 0; direction < DIRECTIONS; direction++) {
    const to = fixed.neighbours[grid * DIRECTIONS + direction] as number;
    if (to < 0 || !canStand(fixed, state.game, profile, to)) continue;
    const owner = occupied.owner[to] as number;
    if (owner >= 0 && owner !== s) continue;
    if (freeFootprint(profile.size, occupied.taken[to] as number, (fixed.sides[s] as SideInfo).priority) === 0) continue;
    out.push(to);
  }
  return out;
}

/**
 * Survivors with nowhere to go are destroyed (the shocker's side scores them); when none is left to
 * move, the shocker enters the grid and its move is over.
 */
function settleRetreats(d: Draft): void {
  for (;;) {
    const retreat = d.game.retreat;
    if (!retreat) return;
    const stranded = retreat.units.find((unit) => retreatGrids(d.state, d.occupancy(), unit, retreat.grid).length === 0 || (d.game.figures[unit] as FigureState).grid !== retreat.grid);
    if (stranded !== undefined) {
      const units = retreat.units.filter((unit) => unit !== stranded);
      d.setRetreat({ shocker: retreat.shocker, grid: retreat.grid, units });
      if ((d.game.figures[stranded] as FigureState).grid === retreat.grid) {
        if (d.loud) d.emit({ key: 'rivet-wars.event.noRetreat', params: { unit: d.fixed.figures[stranded]?.id ?? '' } });
        destroy(d, stranded, d.fixed.figures[retreat.shocker]?.side ?? -1);
      }
      continue;
    }
    if (retreat.units.length > 0) return;
    d.setRetreat(null);
    if ((d.game.figures[retreat.shocker] as FigureState).grid >= 0) enterGrid(d, retreat.shocker, retreat.grid);
    return;
  }
}

type Retreat = Extract<RwAction, { type: 'retreat' }>;

export function checkRetreat(state: RwState, action: Retreat): Refusal | null {
  const retreat = state.game.retreat;
  const unit = figureIndex(state.fixed, action.unit);
  if (!retreat || !retreat.units.includes(unit)) return refusal('rivet-wars.refused.notRetreating', { unit: String(action.unit) });
  if (state.fixed.figures[unit]?.side !== sideIndex(state.fixed, action.side)) return refusal('rivet-wars.refused.notYourUnit', { unit: String(action.unit) });
  if (!retreatGrids(state, occupancy(state), unit, retreat.grid).includes(action.grid)) return refusal('rivet-wars.refused.badRetreat', { unit: action.unit, cell: state.fixed.labels[action.grid] ?? String(action.grid) });
  return null;
}

export function applyRetreat(d: Draft, action: Retreat): void {
  const retreat = d.game.retreat;
  if (!retreat) return;
  const unit = figureIndex(d.fixed, action.unit);
  d.setRetreat({ shocker: retreat.shocker, grid: retreat.grid, units: retreat.units.filter((other) => other !== unit) });
  if (d.loud) d.emit({ key: 'rivet-wars.event.retreated', params: { unit: action.unit, cell: d.fixed.labels[action.grid] ?? '', grid: action.grid } });
  enterGrid(d, unit, action.grid);
  settleRetreats(d);
}

export function legalRetreats(state: RwState, side: string, out: RwAction[]): void {
  const retreat = state.game.retreat;
  if (!retreat) return;
  const occupied = occupancy(state);
  for (const unit of retreat.units) {
    const id = state.fixed.figures[unit]?.id ?? '';
    for (const grid of retreatGrids(state, occupied, unit, retreat.grid)) out.push({ type: 'retreat', side, unit: id, grid });
  }
}

/** Cells the unit may be rearranged to in its grid: free ones, or those of a unit of its side and size to swap with. */
export function arrangeTargets(state: RwState, occupied: Occupancy, unit: number): number[] {
  const figure = state.game.figures[unit] as FigureState;
  const profile = profileOfFigure(state.fixed, unit);
  const others = (occupied.taken[figure.grid] as number) & ~figure.cells;
  const out: number[] = [];
  for (const mask of footprintsOf(profile.size)) {
    if (mask === figure.cells) continue;
    const overlap = mask & others;
    if (overlap === 0) {
      out.push(mask);
      continue;
    }
    const swap = swapPartner(state, occupied, unit, mask);
    if (swap >= 0 && (state.game.figures[swap] as FigureState).arrangedAt !== state.game.stamp) out.push(mask);
  }
  return out;
}

/** The unit of the same side and size covering exactly `mask` in `unit`'s grid, or -1. */
function swapPartner(state: RwState, occupied: Occupancy, unit: number, mask: number): number {
  const figure = state.game.figures[unit] as FigureState;
  const size = profileOfFigure(state.fixed, unit).size;
  for (const other of occupied.units[figure.grid] ?? []) {
    if (other === unit) continue;
    const cells = (state.game.figures[other] as FigureState).cells;
    if ((cells & mask) === 0) continue;
    return cells === mask && profileOfFigure(state.fixed, other).size === size ? other : -1;
  }
  return -1;
}

export function applyArrange(d: Draft, unit: number, cells: number): void {
  const occupied = d.occupancy();
  const partner = swapPartner(d.state, occupied, unit, cells);
  const old = (d.game.figures[unit] as FigureState).cells;
  const stamp = d.game.stamp;
  const grid = (d.game.figures[unit] as FigureState).grid;
  // The two swap cells: one leaves the grid while the other takes its place.
  if (partner >= 0) {
    d.place(unit, -1, 0);
    d.place(partner, grid, old);
  }
  d.place(unit, grid, cells);
  d.figure(unit).arrangedAt = stamp;
  if (partner >= 0) d.figure(partner).arrangedAt = stamp;
  if (d.loud) {
    const params = { unit: d.fixed.figures[unit]?.id ?? '', other: partner >= 0 ? (d.fixed.figures[partner]?.id ?? '') : '', cells, side: d.fixed.sides[d.fixed.figures[unit]?.side ?? 0]?.id ?? '' };
    d.emit({ key: partner >= 0 ? 'rivet-wars.event.swapped' : 'rivet-wars.event.arranged', params });
  }
}
