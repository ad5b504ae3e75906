/**
 * The board questions the game flow asks (who stands where, how far a figure may go, what it may
 * step into, whether it may climb, what a hex does in a melee), answered by the board modules
 * (board.ts, board-view.ts, movement.ts, occupancy.ts, line-of-fire.ts) on the state's dynamic
 * board. Answers that cost a search are cached by the identity of the immutable arrays they come
 * from (see memo.ts).
 */
import { hexDistance as boardDistance } from './board';
import { boardView, EQUIP_LADDER, EQUIP_NONE, END_KEEP_DOOR, type BoardView } from './board-view';
import type { CombatEffect } from './tables';
import { neighboursOf } from './common';
import { stepCost as boardStepCost } from './movement';
import type { FigureInfo, FigureState, SiegeFixed, SiegeState } from './types';

export function viewOf(state: SiegeState): BoardView {
  return boardView(state.fixed.board, state.game.board);
}

const LEVELS = [{}, { fromTop: true }, { toTop: true }, { fromTop: true, toTop: true }] as const;

/**
 * Points to step from `from` to its neighbour `to` (or up or down one siege tower hex), from and to
 * the levels asked, Infinity when the step is impossible (figures not looked at).
 */
export function stepCost(state: SiegeState, from: number, to: number, mounted: boolean, fromTop = false, toTop = false): number {
  return boardStepCost(state.fixed.board, from, to, mounted ? 'mounted' : 'foot', state.game.board, LEVELS[(fromTop ? 1 : 0) + (toTop ? 2 : 0)]);
}

export function hexDistance(fixed: SiegeFixed, a: number, b: number): number {
  return boardDistance(fixed.board, a, b);
}

/** Whether figure `index` may stand on `cell` (deployment): terrain it can enter and stop in. */
export function isStandable(state: SiegeState, index: number, cell: number): boolean {
  const view = viewOf(state);
  const mounted = (state.game.figures[index] as FigureState).mounted;
  return mounted ? (view.enterMounted[cell] as number) >= 0 && view.mountedStop[cell] === 1 : (view.enterFoot[cell] as number) >= 0;
}

/**
 * Ramparts a ladder raised on `cell` may lean on (rule 1.91): a rampart next to it, beyond a side
 * that cannot be walked across, from outside the castle; not a tower, not beside the drawbridge.
 * `facing`: the rampart the ladder already up on `cell` leans on (-1 for a hex without one), when
 * it is to be turned (1.92).
 */
export function rampartBeyondWall(state: SiegeState, cell: number, facing = -1): number[] {
  const view = viewOf(state);
  const board = state.fixed.board;
  if (board.castle[cell] === 1 || (facing < 0 && view.equip[cell] !== EQUIP_NONE)) return [];
  const out: number[] = [];
  for (const next of neighboursOf(state.fixed, cell)) {
    if (view.kind[next] !== board.special.rampart || view.equip[next] !== EQUIP_NONE || view.bridgeFlank[next] === 1) continue;
    if (next === facing || !Number.isFinite(boardStepCost(board, cell, next, 'foot', state.game.board))) out.push(next);
  }
  return out;
}

function clampEffect(value: number): CombatEffect {
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

/**
 * The melee effect of the hex figure `index` stands on, fighting the figure on `against` (as the
 * attacker when `attacking`): the terrain's +, 0 or - (rule 1.71); - on a ladder (1.93); - for
 * whoever attacks the keep's entrance from outside (1.75: "un personnage attaquant de l'extérieur
 * un ennemi se trouvant sur la case porte d'entrée de donjon", not one the door's figure attacks);
 * 0 on other special equipment, whose figures ignore the natural terrain (1.1: the drawbridge, a
 * siege tower inside and on top, a ram, a mantlet).
 */
export function combatEffectOf(state: SiegeState, index: number, against: number, attacking: boolean): CombatEffect | null {
  const view = viewOf(state);
  const board = state.fixed.board;
  const cell = (state.game.figures[index] as FigureState).cell;
  if (cell < 0) return null;
  if (view.equip[cell] === EQUIP_LADDER) return -1;
  if (attacking && view.endKind[against] === END_KEEP_DOOR && view.kind[cell] !== board.special.keepInterior) return -1;
  if (view.equip[cell] !== EQUIP_NONE) return 0;
  return clampEffect(board.terrain[view.kind[cell] as number]?.combat ?? 0);
}

/** The side a figure belongs to, by figure index. */
export function sideOfFigure(fixed: SiegeFixed, index: number): string {
  return (fixed.figures[index] as FigureInfo).side;
}
