import type { Cell, CellKernel, DiagonalPolicy, EdgeKey, MoveState, Step } from '../types';
import { releaseScratch, takeScratch } from './searchScratch';
import { canTakeStep, moveStateCount, stateAfterStep } from './moveState';

export interface MovementOptions {
  /** Cost of entering a cell (by index); Infinity = impassable. Default 1 per cell. */
  readonly enterCost?: (index: number) => number;
  /** Extra cost of crossing a side (door, window); Infinity = wall. Default 0. */
  readonly edgeCost?: (edge: EdgeKey, from: number, to: number) => number;
  /** True for cells held by the enemy: they can be neither entered nor passed through. */
  readonly occupiedBy?: (index: number) => boolean;
  /** False for cells that may be passed through but not ended in (SIEGE: a friend already there). */
  readonly canStop?: (index: number) => boolean;
  /** Movement allowance; cells costing more are not reachable. Default unlimited. */
  readonly maxCost?: number;
  /**
   * Overrides the kernel's diagonal policy for this search (squares only). It can only restrict:
   * a kernel whose geometry says `none` has no diagonal steps to allow.
   */
  readonly diagonals?: DiagonalPolicy;
  /**
   * What the two cells beside a square diagonal's corner must be: `ignore` (default; Rivet Wars
   * lets a unit slip diagonally between enemies or impassable terrain), `one-open`, `both-open`
   * (open = enterable and not held by the enemy).
   */
  readonly cornerCells?: 'ignore' | 'one-open' | 'both-open';
}

export interface Reachability {
  readonly origin: Cell;
  /** Cheapest cost to end a move in each cell, by index; Infinity where it cannot end. */
  readonly cost: Float64Array;
  costTo(cell: Cell): number;
  /** Cells where the move can end (the origin included, at cost 0), in index order. */
  reachableCells(): Cell[];
  /** A cheapest path from the origin, both ends included; null when the cell cannot be reached. */
  pathTo(cell: Cell): Cell[] | null;
}

/**
 * Dijkstra over (cell, diagonal budget) states, from every cell of `origins` at once. A diagonal
 * step between squares crosses no side: its side cost is that of the cheaper of its two orthogonal
 * detours (both sides of a detour added), so a diagonal cannot slip through a corner closed by
 * walls on both detours. `settled` hears each state as its cheapest cost is known, with the state
 * it came from (-1 for an origin).
 */
function search(kernel: CellKernel, origins: readonly number[], options: MovementOptions, cost: Float64Array, settled?: (state: number, index: number, from: number) => void): void {
  const policy = options.diagonals ?? kernel.diagonalPolicy;
  const enterCost = options.enterCost ?? (() => 1);
  const edgeCost = options.edgeCost ?? (() => 0);
  const occupiedBy = options.occupiedBy ?? (() => false);
  const canStop = options.canStop ?? (() => true);
  const maxCost = options.maxCost ?? Infinity;
  const cornerCells = options.cornerCells ?? 'ignore';
  const states = moveStateCount(policy);
  const n = kernel.cellCount;

  const isOpen = (index: number): boolean => !occupiedBy(index) && Number.isFinite(enterCost(index));

  function diagonalCrossing(step: Step, fromIndex: number): number {
    const [one, other] = step.detours!;
    if (cornerCells === 'both-open' && !(isOpen(one.via) && isOpen(other.via))) return Infinity;
    if (cornerCells === 'one-open' && !(isOpen(one.via) || isOpen(other.via))) return Infinity;
    const viaOne = edgeCost(one.first, fromIndex, one.via) + edgeCost(one.second, one.via, step.to);
    const viaOther = edgeCost(other.first, fromIndex, other.via) + edgeCost(other.second, other.via, step.to);
    return Math.min(viaOne, viaOther);
  }

  const scratch = takeScratch(kernel, n * states);
  try {
    const { best, previous, stamp, heap, generation } = scratch;
    const bestOf = (state: number): number => (stamp[state] === generation ? best[state]! : Infinity);
    for (const origin of origins) {
      const start = origin * states;
      if (stamp[start] === generation) continue;
      best[start] = 0;
      previous[start] = -1;
      stamp[start] = generation;
      heap.push(start, 0);
    }
    while (heap.size > 0) {
      const key = heap.peekKey();
      const state = heap.pop();
      if (key > bestOf(state)) continue;
      const index = (state / states) | 0;
      const budget = (state % states) as MoveState;
      if (cost[index] === Infinity && (previous[state] === -1 || canStop(index))) {
        cost[index] = key;
        settled?.(state, index, previous[state]!);
      } else settled?.(state, -1, previous[state]!);
      for (const step of kernel.steps(index)) {
        if (!canTakeStep(policy, budget, step.diagonal)) continue;
        if (occupiedBy(step.to)) continue;
        const crossing = step.edge !== null ? edgeCost(step.edge, index, step.to) : diagonalCrossing(step, index);
        const total = key + crossing + enterCost(step.to);
        if (!(total <= maxCost)) continue;
        const next = step.to * states + stateAfterStep(policy, budget, step.diagonal);
        if (total < bestOf(next)) {
          best[next] = total;
          previous[next] = state;
          stamp[next] = generation;
          heap.push(next, total);
        }
      }
    }
  } finally {
    releaseScratch(scratch);
  }
}

/** Where a move from `from` can end, at what cost, and by which path. */
export function reachable(kernel: CellKernel, from: Cell, options: MovementOptions = {}): Reachability {
  const states = moveStateCount(options.diagonals ?? kernel.diagonalPolicy);
  const origin = kernel.indexOf(from);
  if (origin < 0) throw new RangeError(`Cell ${from.col},${from.row} is not on the board.`);
  const cost = new Float64Array(kernel.cellCount).fill(Infinity);
  /** For each cell where a move can end, the cheapest state reaching it; then each state's predecessor. */
  const endState = new Map<number, number>();
  const trail = new Map<number, number>();
  search(kernel, [origin], options, cost, (state, index, from) => {
    trail.set(state, from);
    if (index >= 0) endState.set(index, state);
  });

  return {
    origin: from,
    cost,
    costTo: (cell) => {
      const index = kernel.indexOf(cell);
      return index < 0 ? Infinity : cost[index]!;
    },
    reachableCells() {
      return [...endState.keys()].sort((a, b) => a - b).map((i) => kernel.cellAt(i));
    },
    pathTo(cell) {
      const end = endState.get(kernel.indexOf(cell));
      if (end === undefined) return null;
      const path: Cell[] = [];
      for (let s = end; s !== -1; s = trail.get(s)!) path.push(kernel.cellAt((s / states) | 0));
      return path.reverse();
    },
  };
}

/**
 * Cheapest cost from the nearest of the cells `origins` (by index) to end a move in each cell, by
 * index (Infinity where none can): one search for them all, no paths kept.
 */
export function costsFrom(kernel: CellKernel, origins: readonly number[], options: MovementOptions = {}): Float64Array {
  const cost = new Float64Array(kernel.cellCount).fill(Infinity);
  search(kernel, origins, options, cost);
  return cost;
}
