import type { Cell, CellKernel, DiagonalPolicy, MoveState } from '../types';

/**
 * The diagonal budget of one move as search state. Under `once-per-move` a pathfinder searches
 * (cell, state) pairs: state 1 means the move's single diagonal has been used.
 */
export const FRESH_MOVE: MoveState = 0;

export function moveStateCount(policy: DiagonalPolicy): 1 | 2 {
  return policy === 'once-per-move' ? 2 : 1;
}

export function canTakeStep(policy: DiagonalPolicy, state: MoveState, diagonal: boolean): boolean {
  if (!diagonal) return true;
  if (policy === 'always') return true;
  return policy === 'once-per-move' && state === 0;
}

export function stateAfterStep(policy: DiagonalPolicy, state: MoveState, diagonal: boolean): MoveState {
  return policy === 'once-per-move' && diagonal ? 1 : state;
}

/**
 * Whether a path of cells (consecutive cells neighbours) respects the kernel's diagonal policy:
 * a step between cells that share no side is a diagonal.
 */
export function pathRespectsDiagonalPolicy(kernel: CellKernel, path: readonly Cell[]): boolean {
  let state: MoveState = FRESH_MOVE;
  for (let i = 1; i < path.length; i++) {
    const diagonal = kernel.edgeKey(path[i - 1]!, path[i]!) === null;
    if (!canTakeStep(kernel.diagonalPolicy, state, diagonal)) return false;
    state = stateAfterStep(kernel.diagonalPolicy, state, diagonal);
  }
  return true;
}
