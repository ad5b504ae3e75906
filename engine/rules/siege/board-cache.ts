/**
 * The board questions the game flow asks (who stands where, how far a figure may go, what it may
 * step into, whether it may climb, what a hex does in a melee), answered by the board modules
 * (board.ts, board-view.ts, movement.ts, occupancy.ts, line-of-fire.ts) on the state's dynamic
 * board. Answers that cost a search are cached by the identity of the immutable arrays they come
 * from (see memo.ts).
 */
import { hexDistance as boardDistance } from './board';
import { boardView, EQUIP_DRAWBRIDGE, EQUIP_LADDER, EQUIP_NONE, END_KEEP_DOOR, type BoardView } from './board-view';
import type { CombatEffect } from './tables';
import { neighboursOf, valuesOf } from './common';
import { observe } from './memo';
import { MinHeap } from '../../board/algorithms/minHeap';
import { lineOfFire } from './line-of-fire';
import { stepCost as boardStepCost } from './movement';
import { deadExtraCost, EMPTY, occupancyOf as placeFigures, type Occupancy, type PlacedFigure } from './occupancy';
import type { FigureInfo, FigureState, SiegeFixed, SiegeState } from './types';

export function viewOf(state: SiegeState): BoardView {
  return boardView(state.fixed.board, state.game.board);
}

const sideIndexCache = new WeakMap<SiegeFixed, readonly number[]>();

/** Index in the board's `sides` of each figure's side. */
function sideIndices(fixed: SiegeFixed): readonly number[] {
  let indices = sideIndexCache.get(fixed);
  if (!indices) {
    indices = fixed.figures.map((figure) => fixed.board.sides.indexOf(figure.side));
    sideIndexCache.set(fixed, indices);
  }
  return indices;
}

export function sideIndexOf(fixed: SiegeFixed, index: number): number {
  return sideIndices(fixed)[index] ?? -1;
}

const occupancyCache = new WeakMap<readonly FigureState[], Occupancy>();

/** Living figures (stunned ones included) and the dead, by cell, for movement and fire. */
export function occupancyFor(state: SiegeState): Occupancy {
  const figures = state.game.figures;
  let occupancy = occupancyCache.get(figures);
  if (!occupancy) {
    const sides = sideIndices(state.fixed);
    const placed: PlacedFigure[] = [];
    figures.forEach((figure, index) => {
      if (figure.cell >= 0) placed.push({ cell: figure.cell, side: sides[index] as number, dead: figure.status === 'dead' });
    });
    occupancy = placeFigures(state.fixed.board, placed);
    occupancyCache.set(observe(figures), occupancy);
  }
  return occupancy;
}

export interface Reach {
  /** Movement points the search had. */
  readonly budget: number;
  /** Hexes the figure may end its move in (its own hex excluded), and the cheapest cost of each. */
  readonly cells: readonly number[];
  readonly costs: readonly number[];
}

/** Cost of ending the move on `cell`, or -1 when it cannot. */
export function costTo(reach: Reach, cell: number): number {
  const at = reach.cells.indexOf(cell);
  return at < 0 ? -1 : (reach.costs[at] as number);
}

interface Scratch {
  readonly best: Float64Array;
  readonly stamp: Uint32Array;
  readonly heap: MinHeap;
  generation: number;
}

const scratches = new WeakMap<SiegeFixed, Scratch>();

function scratchOf(fixed: SiegeFixed): Scratch {
  let scratch = scratches.get(fixed);
  if (!scratch) {
    const n = fixed.board.cellCount;
    scratch = { best: new Float64Array(n), stamp: new Uint32Array(n), heap: new MinHeap(64), generation: 0 };
    scratches.set(fixed, scratch);
  }
  if (scratch.generation === 0xffffffff) {
    scratch.stamp.fill(0);
    scratch.generation = 0;
  }
  scratch.generation++;
  scratch.heap.clear();
  return scratch;
}

/**
 * The ground-level search of movement.ts's `reachableCells` on the same compiled step costs,
 * without the top of siege towers (not played) and without sorting its answer: the move step
 * searches for every figure at every decision. Enemies are neither entered nor crossed (riders
 * cross occupied trenches), friends are crossed, not ended on, the dead add their cost (1.61, 1.62,
 * 3.32). reach.test.ts compares the two.
 */
function search(state: SiegeState, index: number, start: number, budget: number): Reach {
  const figure = state.game.figures[index] as FigureState;
  const costs: number[] = [];
  const cells: number[] = [];
  if (budget <= 0 || start < 0) return { budget, cells, costs };
  const board = state.fixed.board;
  const view = viewOf(state);
  const occupancy = occupancyFor(state);
  const mounted = figure.mounted;
  const steps = mounted ? view.stepMounted : view.stepFoot;
  const living = occupancy.living;
  const side = sideIndexOf(state.fixed, index);
  const neighbours = board.neighbours;
  const { best, stamp, heap, generation } = scratchOf(state.fixed);
  best[start] = 0;
  stamp[start] = generation;
  heap.push(start, 0);
  while (heap.size > 0) {
    const key = heap.peekKey();
    const cell = heap.pop();
    if (key > (best[cell] as number)) continue;
    if (cell !== start && cell !== figure.cell && living[cell] === EMPTY && (!mounted || view.mountedStop[cell] === 1)) {
      costs.push(key);
      cells.push(cell);
    }
    for (let s = 0; s < 6; s++) {
      const next = neighbours[cell * 6 + s] as number;
      if (next < 0) continue;
      const step = steps[cell * 6 + s] as number;
      if (step < 0) continue;
      const there = living[next] as number;
      if (there !== EMPTY && there !== side && !(mounted && view.trench[next] === 1)) continue;
      const dead = deadExtraCost(board, occupancy, next);
      if (dead < 0) continue;
      const total = key + step + dead;
      if (total > budget || (stamp[next] === generation && (best[next] as number) <= total)) continue;
      best[next] = total;
      stamp[next] = generation;
      heap.push(next, total);
    }
  }
  return { budget, cells, costs };
}

/** Movement points of a figure this phase: its counter's, less the ladder's weight when carrying one (rule 1.91). */
export function movementOf(state: SiegeState, index: number, carrying: boolean): number {
  const points = valuesOf(state.fixed, index, state.game.figures[index] as FigureState).movement;
  return carrying ? Math.max(0, points - state.fixed.constants.ladderCarryPenalty) : points;
}

const reachCache = new WeakMap<readonly FigureState[], WeakMap<object, Map<number, Reach>>>();

interface LastReach {
  readonly figures: readonly FigureState[];
  readonly board: object;
  readonly reach: Reach;
}

const lastReaches = new WeakMap<SiegeFixed, Map<number, LastReach>>();

/**
 * Whether a reach searched among `before` still holds among `now`: the same board, the same figure,
 * and every other figure that changed stayed, before and after, farther than the search could look
 * (a step costs at least one point, and the search looks one hex past what it reaches).
 */
function stillHolds(fixed: SiegeFixed, last: LastReach, now: readonly FigureState[], board: object, index: number): boolean {
  const before = last.figures;
  if (last.board !== board || before[index] !== now[index] || before.length !== now.length) return false;
  const origin = (now[index] as FigureState).cell;
  const horizon = last.reach.budget + 1;
  for (let j = 0; j < now.length; j++) {
    const a = before[j] as FigureState;
    const b = now[j] as FigureState;
    if (a === b) continue;
    if (a.cell === b.cell && (a.status === 'dead') === (b.status === 'dead')) continue;
    if (a.cell >= 0 && boardDistance(fixed.board, a.cell, origin) <= horizon) return false;
    if (b.cell >= 0 && boardDistance(fixed.board, b.cell, origin) <= horizon) return false;
  }
  return true;
}

/** Hexes figure `index` may move to now, with their cost; `carrying` a ladder lowers its points. */
export function reachOf(state: SiegeState, index: number, carrying: boolean): Reach {
  const figures = state.game.figures;
  let byBoard = reachCache.get(figures);
  if (!byBoard) {
    byBoard = new WeakMap();
    reachCache.set(observe(figures), byBoard);
  }
  let byFigure = byBoard.get(state.game.board);
  if (!byFigure) {
    byFigure = new Map();
    byBoard.set(state.game.board, byFigure);
  }
  const key = index * 2 + (carrying ? 1 : 0);
  let reach = byFigure.get(key);
  if (reach) return reach;
  let lasts = lastReaches.get(state.fixed);
  if (!lasts) {
    lasts = new Map();
    lastReaches.set(state.fixed, lasts);
  }
  const last = lasts.get(key);
  if (last && stillHolds(state.fixed, last, figures, state.game.board, index)) {
    reach = last.reach;
  } else {
    const figure = figures[index] as FigureState;
    reach = search(state, index, figure.cell, movementOf(state, index, carrying));
  }
  lasts.set(key, { figures, board: state.game.board, reach });
  byFigure.set(key, reach);
  return reach;
}

/** Hexes figure `index` could reach from `start` with `budget` points (an advance after combat). */
export function reachFromCell(state: SiegeState, index: number, start: number, budget: number): Reach {
  return search(state, index, start, budget);
}

/** Points to step from `from` to its neighbour `to`, Infinity when the step is impossible (figures not looked at). */
export function stepCost(state: SiegeState, from: number, to: number, mounted: boolean): number {
  return boardStepCost(state.fixed.board, from, to, mounted ? 'mounted' : 'foot', state.game.board);
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
 */
export function rampartBeyondWall(state: SiegeState, cell: number): number[] {
  const view = viewOf(state);
  const board = state.fixed.board;
  if (board.castle[cell] === 1 || view.equip[cell] !== EQUIP_NONE) return [];
  const out: number[] = [];
  for (const next of neighboursOf(state.fixed, cell)) {
    if (view.kind[next] !== board.special.rampart || view.equip[next] !== EQUIP_NONE || view.bridgeFlank[next] === 1) continue;
    if (!Number.isFinite(boardStepCost(board, cell, next, 'foot', state.game.board))) out.push(next);
  }
  return out;
}

function clampEffect(value: number): CombatEffect {
  return value > 0 ? 1 : value < 0 ? -1 : 0;
}

/**
 * The melee effect of the hex figure `index` stands on, fighting the figure on `against`: the
 * terrain's +, 0 or - (rule 1.71); - on a ladder (1.93); the drawbridge's 0 (1.8); - for whoever
 * attacks the keep's entrance from outside (1.75).
 */
export function combatEffectOf(state: SiegeState, index: number, against: number): CombatEffect | null {
  const view = viewOf(state);
  const board = state.fixed.board;
  const cell = (state.game.figures[index] as FigureState).cell;
  if (cell < 0) return null;
  if (view.equip[cell] === EQUIP_LADDER) return -1;
  if (view.endKind[against] === END_KEEP_DOOR && view.kind[cell] !== board.special.keepInterior) return -1;
  if (view.equip[cell] === EQUIP_DRAWBRIDGE) return 0;
  return clampEffect(board.terrain[view.kind[cell] as number]?.combat ?? 0);
}

/** The side a figure belongs to, by figure index. */
export function sideOfFigure(fixed: SiegeFixed, index: number): string {
  return (fixed.figures[index] as FigureInfo).side;
}

export interface FireLine {
  readonly clear: boolean;
  /** The target's cover along the line: a cover level of the ruleset. */
  readonly cover: string;
  /** Why the line is blocked, when it is. */
  readonly reason: string | null;
}

/** Line of fire from figure `shooter` to figure `target`, with the target's cover (line-of-fire.ts). */
export function fireLineOf(state: SiegeState, shooter: number, target: number): FireLine {
  const { fixed, game } = state;
  const info = fixed.figures[shooter] as FigureInfo;
  const from = (game.figures[shooter] as FigureState).cell;
  const to = (game.figures[target] as FigureState).cell;
  if (info.weapon === null) return { clear: false, cover: 'none', reason: 'cannot-shoot' };
  const line = lineOfFire(fixed.board, from, to, { side: sideIndexOf(fixed, shooter), weapon: info.weapon }, occupancyFor(state), game.board);
  return { clear: line.clear, cover: line.cover, reason: line.blockedBy?.reason ?? null };
}
