/**
 * The movement phase's own actions (rulebook p.18): an active unit moves grid by grid with the
 * movement points of its card (and Move Bonus, Runner on duckboards, a Forced March), and a unit may
 * be rearranged inside its grid.
 */
import { refusal } from '../core/engine';
import type { Refusal } from '../core/types';
import { actorFor, activatableGrids, finish, isActive, takeTurn } from './activation';
import { figureIndex, occupancy, sideIndex } from './common';
import type { Draft } from './draft';
import { applyArrange, arrangeTargets, movePoints, step, stepRefusal, stepToward } from './movement';
import { legalCardPlays } from './play';
import type { ActorState, FigureState, RwAction, RwState } from './types';

type Move = Extract<RwAction, { type: 'move' }>;
type Arrange = Extract<RwAction, { type: 'arrange' }>;

/** Movement points the unit has left now (a fresh unit: all of them). */
function pointsLeft(state: RwState, actor: ActorState): number {
  if (actor.mode === 'fresh') return movePoints(state, occupancy(state), actor.unit);
  return actor.mode === 'move' ? actor.left : 0;
}

function moveRefusal(state: RwState, s: number, unit: number, grid: number): string | null {
  if (unit < 0 || state.fixed.figures[unit]?.side !== s) return 'rivet-wars.refused.notYourUnit';
  if (!isActive(state, unit)) return 'rivet-wars.refused.notActive';
  const actor = actorFor(state, unit);
  if (pointsLeft(state, actor) <= 0) return 'rivet-wars.refused.noMoveLeft';
  if (!Number.isInteger(grid)) return 'rivet-wars.refused.noSuchCell';
  return stepRefusal(state, occupancy(state), unit, grid, actor.diagonal, actor.from);
}

export function checkMove(state: RwState, action: Move): Refusal | null {
  const key = moveRefusal(state, sideIndex(state.fixed, action.side), figureIndex(state.fixed, action.unit), action.grid);
  return key ? refusal(key, { unit: String(action.unit), cell: state.fixed.labels[action.grid] ?? String(action.grid) }) : null;
}

export function applyMove(d: Draft, action: Move): void {
  const unit = figureIndex(d.fixed, action.unit);
  const actor = takeTurn(d, unit);
  const moving: ActorState = actor.mode === 'fresh' ? { unit, mode: 'move', left: movePoints(d.state, d.occupancy(), unit), diagonal: false, shots: actor.shots, from: actor.from } : actor;
  step(d, moving, action.grid);
  const after = d.game.actor;
  if (after && after.unit === unit && after.left <= 0 && !d.game.retreat) finish(d, unit);
}

function arrangeRefusal(state: RwState, s: number, unit: number, cells: number): string | null {
  if (unit < 0 || state.fixed.figures[unit]?.side !== s) return 'rivet-wars.refused.notYourUnit';
  if (!isActive(state, unit)) return 'rivet-wars.refused.notActive';
  if ((state.game.figures[unit] as FigureState).arrangedAt === state.game.stamp) return 'rivet-wars.refused.alreadyArranged';
  if (!Number.isInteger(cells) || !arrangeTargets(state, occupancy(state), unit).includes(cells)) return 'rivet-wars.refused.badCells';
  return null;
}

export function checkArrange(state: RwState, action: Arrange): Refusal | null {
  const key = arrangeRefusal(state, sideIndex(state.fixed, action.side), figureIndex(state.fixed, action.unit), action.cells);
  return key ? refusal(key, { unit: String(action.unit) }) : null;
}

export function applyArrangeAction(d: Draft, action: Arrange): void {
  applyArrange(d, figureIndex(d.fixed, action.unit), action.cells);
}

/** Every movement-phase action of the side. */
export function legalMovement(state: RwState, side: string, out: RwAction[]): void {
  const { fixed, game } = state;
  const s = sideIndex(fixed, side);
  out.push({ type: 'endPhase', side });
  for (const grid of activatableGrids(state, s)) out.push({ type: 'activate', side, grid });
  legalCardPlays(state, s, out);
  if (game.active.length === 0) return;
  const occupied = occupancy(state);
  for (const unit of game.active) {
    const id = fixed.figures[unit]?.id ?? '';
    const actor = actorFor(state, unit);
    if (pointsLeft(state, actor) > 0) {
      const from = (game.figures[unit] as FigureState).grid;
      for (let direction = 0; direction < 8; direction++) {
        const to = fixed.neighbours[from * 8 + direction] as number;
        if (to >= 0 && stepToward(state, occupied, unit, direction, to, actor.diagonal, actor.from) === null) out.push({ type: 'move', side, unit: id, grid: to });
      }
    }
    if ((game.figures[unit] as FigureState).arrangedAt !== game.stamp) for (const cells of arrangeTargets(state, occupied, unit)) out.push({ type: 'arrange', side, unit: id, cells });
  }
}

/** Whether the side has anything to do in its movement phase. */
export function anyMovement(state: RwState, s: number): boolean {
  if (activatableGrids(state, s).length > 0) return true;
  const out: RwAction[] = [];
  legalCardPlays(state, s, out);
  return out.length > 0;
}
