/**
 * Grid by grid (rulebook pp.16, 18): in the combat and movement phases a player activates a grid;
 * its units become active and act one after the other, each once per phase. The unit acting is the
 * actor; when another active unit starts, or another grid is activated, the previous one is done.
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { gridOf, occupancy, sideIndex, stepOf, weaponsOf, type Occupancy } from './common';
import type { Draft } from './draft';
import type { ActorState, FigureState, RwAction, RwState } from './types';

type Activate = Extract<RwAction, { type: 'activate' }>;

/** Whether the unit may still be activated in this phase (and, in the movement phase, did not use Rapid Assault). */
function canActivate(state: RwState, unit: number, combat: boolean): boolean {
  const figure = state.game.figures[unit] as FigureState;
  if (figure.grid < 0 || state.game.activated.includes(unit)) return false;
  return combat || figure.assaultAt !== state.game.stamp;
}

/** Units of `side` in `grid` that activating it would make active. */
export function activatable(state: RwState, occupied: Occupancy, s: number, grid: number): number[] {
  const units = occupied.units[grid];
  if (!units || occupied.owner[grid] !== s) return [];
  const combat = stepOf(state) === 'combat';
  return units.filter((unit) => canActivate(state, unit, combat));
}

/**
 * Grids the side may activate now; with `acts`, only those in which a unit would have something to
 * do by it (asked of units that have not started, grid by grid). The movement phase offers every
 * grid: nearly every unit can move or at least be rearranged.
 */
export function activatableGrids(state: RwState, s: number, acts?: (unit: number) => boolean): number[] {
  const occupied = occupancy(state);
  const combat = stepOf(state) === 'combat';
  const grids: number[] = [];
  for (const grid of occupied.held[s] ?? []) {
    if (grid === state.game.activeGrid) continue;
    for (const unit of occupied.units[grid] as readonly number[]) {
      if (canActivate(state, unit, combat) && (acts === undefined || acts(unit))) {
        grids.push(grid);
        break;
      }
    }
  }
  return grids;
}

export function checkActivate(state: RwState, action: Activate): Refusal | null {
  const step = stepOf(state);
  if (step !== 'combat' && step !== 'movement') return refusal('rivet-wars.refused.notNow', { phase: state.phase, expected: state.pending[0]?.kind ?? '' });
  const grid = action.grid;
  if (!Number.isInteger(grid) || grid < 0 || grid >= state.fixed.onBoard.length) return refusal('rivet-wars.refused.noSuchCell', { cell: String(grid) });
  if (grid === state.game.activeGrid) return refusal('rivet-wars.refused.alreadyActive', { cell: state.fixed.labels[grid] ?? '' });
  if (activatable(state, occupancy(state), sideIndex(state.fixed, action.side), grid).length === 0) return refusal('rivet-wars.refused.nothingToActivate', { cell: state.fixed.labels[grid] ?? '' });
  return null;
}

export function applyActivate(d: Draft, action: Activate): void {
  const s = sideIndex(d.fixed, action.side);
  const units = activatable(d.state, d.occupancy(), s, action.grid);
  d.setActor(null);
  d.setActive(action.grid, units);
  d.game.activatedWith = (d.occupancy().units[action.grid] ?? []).slice();
  d.game.activated = d.game.activated.concat(units);
  if (d.loud) d.emit({ key: 'rivet-wars.event.activated', params: { side: action.side, cell: d.fixed.labels[action.grid] ?? '', grid: action.grid, count: units.length } });
}

/** The actor state of `unit` now: the current actor's if it is the unit, else a fresh one. */
export function actorFor(state: RwState, unit: number): ActorState {
  const actor = state.game.actor;
  if (actor && actor.unit === unit) return actor;
  return { unit, mode: 'fresh', left: 0, diagonal: false, shots: weaponsOf(state.fixed, state.game, unit).map((weapon) => weapon.attacks), from: gridOf(state.game, unit) };
}

/** `unit` is done for the phase: out of the active units (and no longer the actor). */
export function finish(d: Draft, unit: number): void {
  if (d.game.actor?.unit === unit) d.setActor(null);
  const active = d.game.active.filter((other) => other !== unit);
  d.setActive(active.length > 0 ? d.game.activeGrid : -1, active);
}

/** `unit` starts or goes on acting: the actor before it, if another, is done. */
export function takeTurn(d: Draft, unit: number): ActorState {
  const actor = d.game.actor;
  if (actor && actor.unit !== unit) finish(d, actor.unit);
  return actorFor(d.state, unit);
}

/** Whether `unit` is one of the active units of the side. */
export function isActive(state: RwState, unit: number): boolean {
  return unit >= 0 && state.game.active.includes(unit);
}
