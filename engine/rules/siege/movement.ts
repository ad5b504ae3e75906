/**
 * Movement on the SIEGE board (1.6, 1.9, 2.3, 2.4, 3.3): step costs from the compiled view, and
 * the cheapest cost of every hex a figure can end its move in. The search runs over (hex, level)
 * states, level 1 being the top of a siege tower, with working memory kept per board so that a
 * search allocates only the list it returns.
 */
import { cachedPer } from '../core/cache';
import { sideTowards, type MoveMode, type SiegeBoard, type SiegeBoardDynamic } from './board';
import { boardView, EQUIP_NONE, EQUIP_SIEGE_TOWER, type BoardView } from './board-view';
import { deadExtraCost, EMPTY, type Occupancy } from './occupancy';

export interface StepOptions {
  /** Adds the cost of the dead in the hex entered (1.61). */
  readonly occupancy?: Occupancy;
  /** The step starts / ends on top of a siege tower. */
  readonly fromTop?: boolean;
  readonly toTop?: boolean;
}

/** Points to go from the top of siege tower hex `from` (or its inside) to `to`, by level; -1 when impossible. */
function levelStep(view: BoardView, from: number, fromTop: boolean, to: number, toTop: boolean, mode: MoveMode): number {
  if (mode === 'mounted') return -1;
  const board = view.board;
  const c = board.constants;
  const special = board.special;
  const tower = (cell: number) => view.equip[cell] === EQUIP_SIEGE_TOWER && view.burning[cell] === 0;
  const rampart = (cell: number) => view.kind[cell] === special.rampart && view.equip[cell] === EQUIP_NONE && view.burning[cell] === 0;
  if (from === to) return tower(from) && fromTop !== toTop ? c.siegeTowerClimbCost : -1;
  if (fromTop && toTop) return tower(from) && tower(to) ? c.siegeTowerLevelStepCost : -1;
  if (fromTop) return tower(from) && rampart(to) ? c.siegeTowerToRampartCost : -1;
  return tower(to) && rampart(from) ? c.siegeTowerToRampartCost : -1;
}

const NO_STEP_OPTIONS: StepOptions = {};
const NO_REACH_OPTIONS: ReachOptions = {};

/**
 * Movement points to step from `from` to the neighbouring `to` (or up or down inside one siege
 * tower hex), Infinity when the step is impossible. Living figures are not looked at; with an
 * occupancy, the dead in the hex entered add their cost.
 */
export function stepCost(board: SiegeBoard, from: number, to: number, mode: MoveMode, dynamic?: SiegeBoardDynamic, options: StepOptions = NO_STEP_OPTIONS): number {
  if (from < 0 || to < 0 || from >= board.cellCount || to >= board.cellCount) return Infinity;
  const view = boardView(board, dynamic);
  const fromTop = options.fromTop === true;
  const toTop = options.toTop === true;
  let cost: number;
  if (fromTop || toTop || from === to) {
    cost = levelStep(view, from, fromTop, to, toTop, mode);
    if (cost >= 0 && from !== to && sideTowards(board, from, to) < 0) cost = -1;
  } else {
    const side = sideTowards(board, from, to);
    cost = side < 0 ? -1 : ((mode === 'foot' ? view.stepFoot : view.stepMounted)[from * 6 + side] as number);
  }
  if (cost < 0) return Infinity;
  if (options.occupancy !== undefined && !toTop && from !== to) {
    const dead = deadExtraCost(board, options.occupancy, to);
    if (dead < 0) return Infinity;
    cost += dead;
  }
  return cost;
}

export interface ReachableCell {
  readonly cell: number;
  /** On top of a siege tower. */
  readonly onTop: boolean;
  readonly cost: number;
}

export interface ReachOptions {
  /** The moving figure's side (index in `SiegeBoard.sides`); by default, the side of the figure on `from`. */
  readonly side?: number;
  /** The figure starts on top of a siege tower. */
  readonly fromTop?: boolean;
}

/** A search's working memory, shared per board: read it before the next search. */
export interface Scratch {
  readonly best: Float64Array;
  readonly previous: Int32Array;
  readonly stamp: Uint32Array;
  readonly settled: Int32Array;
  /** Bit set of the hexes whose occupants the search read: nothing else on the board can change its answer. */
  readonly read: Int32Array;
  /** The search's queue: a binary min-heap of places keyed by cost (see MinHeap), written out in the loop. */
  readonly heapKeys: Float64Array;
  readonly heapItems: Int32Array;
  generation: number;
  /** Every state expanded, in the order of the search (with `best`, their costs). */
  readonly expanded: Int32Array;
  settledCount: number;
  expandedCount: number;
}

/** The board's neighbour table as a typed array: the loop below reads it at every step. */
const neighbourTable = cachedPer((board: SiegeBoard): Int32Array => Int32Array.from(board.neighbours));

/**
 * Per view and mode, the cheapest step out of each hex across its sides (Infinity when none): a
 * place reached with fewer points left than that has no ground step to try.
 */
const cheapestOnFoot = cachedPer((view: BoardView): Float64Array => cheapestOf(view.stepFoot));
const cheapestMounted = cachedPer((view: BoardView): Float64Array => cheapestOf(view.stepMounted));

function cheapestOf(steps: Float64Array): Float64Array {
  const cells = steps.length / 6;
  const cheapest = new Float64Array(cells);
  for (let cell = 0, at = 0; cell < cells; cell++) {
    let low = Infinity;
    for (let side = 0; side < 6; side++, at++) {
      const step = steps[at] as number;
      if (step >= 0 && step < low) low = step;
    }
    cheapest[cell] = low;
  }
  return cheapest;
}

/** Working memory of the searches on a board. */
const scratches = cachedPer((board: SiegeBoard): Scratch => {
  const size = board.cellCount * 2;
  // A place is queued once per step into it that lowers its cost: at most once per way in (six sides and one level).
  const queue = size * 7 + 1;
  return { best: new Float64Array(size), previous: new Int32Array(size), stamp: new Uint32Array(size), settled: new Int32Array(size), read: new Int32Array((board.cellCount + 31) >> 5), expanded: new Int32Array(size), heapKeys: new Float64Array(queue), heapItems: new Int32Array(queue), generation: 0, settledCount: 0, expandedCount: 0 };
});

/** The board's working memory, cleared for a new search. */
function scratchOf(board: SiegeBoard): Scratch {
  const scratch = scratches(board);
  if (scratch.generation === 0xffffffff) {
    scratch.stamp.fill(0);
    scratch.generation = 0;
  }
  scratch.generation++;
  scratch.settledCount = 0;
  scratch.expandedCount = 0;
  scratch.read.fill(0);
  return scratch;
}

/**
 * Dijkstra over (hex, level) states (state = hex * 2, + 1 on top of a siege tower); the settled
 * states that may end a move are listed in `settled` (the start first), their costs in `best`.
 * The answer lives in working memory shared per board: read it before the next search. The queue
 * is MinHeap's binary heap written out in the loop (the same pushes and pops, so the same order
 * among equal costs), as are the relaxation and the cost of the dead (`deadExtraCost`): this is
 * the engine's busiest loop.
 */
export function searchReach(board: SiegeBoard, view: BoardView, from: number, fromTop: boolean, mode: MoveMode, points: number, occupancy: Occupancy, side: number): Scratch {
  const scratch = scratchOf(board);
  const { best, previous, stamp, settled, read, expanded, generation, heapKeys, heapItems } = scratch;
  const steps = mode === 'foot' ? view.stepFoot : view.stepMounted;
  const cheapest = mode === 'foot' ? cheapestOnFoot(view) : cheapestMounted(view);
  const { living, top, deadMen, deadHorses } = occupancy;
  const { mountedStop, trench, equip, towerNear } = view;
  const neighbours = neighbourTable(board);
  const mounted = mode === 'mounted';
  const c = board.constants;
  const horseWeight = c.deadHorseCountsAsMen;
  const impassable = c.deadMenImpassable;
  const extraFrom = c.deadMenExtraCost;
  const extraPoints = c.deadMenExtraPoints;
  const noDead = 0 >= impassable ? -1 : 0 >= extraFrom ? extraPoints : 0;
  const start = from * 2 + (fromTop ? 1 : 0);
  best[start] = 0;
  previous[start] = -1;
  stamp[start] = generation;
  heapKeys[0] = 0;
  heapItems[0] = start;
  let queued = 1;
  let count = 0;
  let opened = 0;

  while (queued > 0) {
    const key = heapKeys[0] as number;
    const state = heapItems[0] as number;
    {
      // Pop: the last item sifts down from the root.
      const last = --queued;
      const lastKey = heapKeys[last] as number;
      const lastItem = heapItems[last] as number;
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= last) break;
        if (child + 1 < last && (heapKeys[child + 1] as number) < (heapKeys[child] as number)) child++;
        if ((heapKeys[child] as number) >= lastKey) break;
        heapKeys[i] = heapKeys[child] as number;
        heapItems[i] = heapItems[child] as number;
        i = child;
      }
      heapKeys[i] = lastKey;
      heapItems[i] = lastItem;
    }
    if (key > (best[state] as number)) continue;
    const cell = state >> 1;
    read[cell >> 5]! |= 1 << (cell & 31);
    expanded[opened++] = state;
    const onTop = (state & 1) === 1;
    const occupant = onTop ? (top[cell] as number) : (living[cell] as number);
    const canStop = state === start || (occupant === EMPTY && (!mounted || mountedStop[cell] === 1));
    if (canStop) settled[count++] = state;

    // Near no siege tower, only the ground steps are looked at (the level steps below need one).
    const towers = !mounted && (onTop || towerNear[cell] === 1);
    const around = cell * 6;
    if (!towers && !onTop) {
      // Every step out costs more than the points left: none is taken.
      if (key + (cheapest[cell] as number) > points) continue;
      // The ground steps alone, as the loop below takes them (the same pushes in the same order).
      for (let s = 0; s < 6; s++) {
        const step = steps[around + s] as number;
        const next = neighbours[around + s] as number;
        const place = next * 2;
        if (step < 0 || key + step > points || (stamp[place] === generation && (best[place] as number) <= key + step)) continue;
        read[next >> 5]! |= 1 << (next & 31);
        const there = living[next] as number;
        if (there !== EMPTY && there !== side && !(mounted && trench[next] === 1)) continue;
        const men = deadMen[next] as number;
        const horses = deadHorses[next] as number;
        let dead = noDead;
        if (men !== 0 || horses !== 0) {
          const weight = men + horses * horseWeight;
          dead = weight >= impassable ? -1 : weight >= extraFrom ? extraPoints : 0;
        }
        const total = key + step + dead;
        if (dead < 0 || total > points || (stamp[place] === generation && (best[place] as number) <= total)) continue;
        best[place] = total;
        previous[place] = state;
        stamp[place] = generation;
        let i = queued++;
        while (i > 0) {
          const parent = (i - 1) >> 1;
          if ((heapKeys[parent] as number) <= total) break;
          heapKeys[i] = heapKeys[parent] as number;
          heapItems[i] = heapItems[parent] as number;
          i = parent;
        }
        heapKeys[i] = total;
        heapItems[i] = place;
      }
      continue;
    }
    for (let s = 0; s < 6; s++) {
      if (!onTop) {
        const step = steps[around + s] as number;
        // A step past the points is never taken, whoever stands there: the hex is not looked at
        // (off the board or through a wall, the step is -1).
        const next = neighbours[around + s] as number;
        const place = next * 2;
        // A place already reached as cheaply is not looked at again: the dead only add to a step,
        // and the hex was read when the place was first reached.
        if (step >= 0 && key + step <= points && (stamp[place] !== generation || (best[place] as number) > key + step)) {
          read[next >> 5]! |= 1 << (next & 31);
          const there = living[next] as number;
          // Enemies cannot be passed (1.61), but riders cross occupied trenches (3.32).
          if (there === EMPTY || there === side || (mounted && trench[next] === 1)) {
            const men = deadMen[next] as number;
            const horses = deadHorses[next] as number;
            let dead = noDead;
            if (men !== 0 || horses !== 0) {
              const weight = men + horses * horseWeight;
              dead = weight >= impassable ? -1 : weight >= extraFrom ? extraPoints : 0;
            }
            const total = key + step + dead;
            if (dead >= 0 && total <= points && (stamp[place] !== generation || (best[place] as number) > total)) {
              best[place] = total;
              previous[place] = state;
              stamp[place] = generation;
              // Push: the new item sifts up from the end.
              let i = queued++;
              while (i > 0) {
                const parent = (i - 1) >> 1;
                if ((heapKeys[parent] as number) <= total) break;
                heapKeys[i] = heapKeys[parent] as number;
                heapItems[i] = heapItems[parent] as number;
                i = parent;
              }
              heapKeys[i] = total;
              heapItems[i] = place;
            }
          }
        }
      }
      if (!towers) continue;
      const next = neighbours[around + s] as number;
      if (next >= 0 && (onTop || equip[next] === EQUIP_SIEGE_TOWER)) {
        const toTop = equip[next] === EQUIP_SIEGE_TOWER && (onTop || equip[cell] !== EQUIP_SIEGE_TOWER);
        const cost = levelStep(view, cell, onTop, next, toTop, mode);
        if (cost >= 0 && key + cost <= points) {
          read[next >> 5]! |= 1 << (next & 31);
          const there = toTop ? (top[next] as number) : (living[next] as number);
          const dead = toTop ? 0 : deadExtraCost(board, occupancy, next);
          if (dead >= 0 && (there === EMPTY || there === side)) queued = relax(scratch, queued, next * 2 + (toTop ? 1 : 0), key + cost + dead, state, points);
        }
      }
    }
    if (towers && equip[cell] === EQUIP_SIEGE_TOWER) {
      const cost = levelStep(view, cell, onTop, cell, !onTop, mode);
      const there = onTop ? (living[cell] as number) : (top[cell] as number);
      if (cost >= 0 && (there === EMPTY || there === side)) queued = relax(scratch, queued, cell * 2 + (onTop ? 0 : 1), key + cost, state, points);
    }
  }
  scratch.settledCount = count;
  scratch.expandedCount = opened;
  return scratch;
}

/** The relaxation of the steps up and down siege towers (the rare ones), as in the loop above; returns the queue's new length. */
function relax(scratch: Scratch, queued: number, state: number, total: number, before: number, points: number): number {
  if (total > points) return queued;
  if (scratch.stamp[state] === scratch.generation && (scratch.best[state] as number) <= total) return queued;
  scratch.best[state] = total;
  scratch.previous[state] = before;
  scratch.stamp[state] = scratch.generation;
  const keys = scratch.heapKeys;
  const items = scratch.heapItems;
  let i = queued;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if ((keys[parent] as number) <= total) break;
    keys[i] = keys[parent] as number;
    items[i] = items[parent] as number;
    i = parent;
  }
  keys[i] = total;
  items[i] = state;
  return queued + 1;
}

function moverSide(occupancy: Occupancy, from: number, options: ReachOptions): number {
  if (options.side !== undefined) return options.side;
  return (options.fromTop === true ? occupancy.top[from] : occupancy.living[from]) ?? EMPTY;
}

/**
 * Every hex the figure on `from` can end its move in with `movementPoints`, with the cheapest cost,
 * sorted by hex then level; the start is included at cost 0. Hexes with enemies are neither entered
 * nor crossed; hexes with friends are crossed, not ended in (1.61, 1.62).
 */
export function reachableCells(board: SiegeBoard, from: number, mode: MoveMode, movementPoints: number, occupancy: Occupancy, dynamic?: SiegeBoardDynamic, options: ReachOptions = NO_REACH_OPTIONS): ReachableCell[] {
  if (from < 0 || from >= board.cellCount) return [];
  const view = boardView(board, dynamic);
  const scratch = searchReach(board, view, from, options.fromTop === true, mode, movementPoints, occupancy, moverSide(occupancy, from, options));
  const states = Array.from(scratch.settled.subarray(0, scratch.settledCount)).sort((a, b) => a - b);
  return states.map((state) => ({ cell: state >> 1, onTop: (state & 1) === 1, cost: scratch.best[state] as number }));
}

/** A cheapest way from `from` to `to` (both included, as hex indices), or null when it cannot end there. */
export function movePath(board: SiegeBoard, from: number, to: number, mode: MoveMode, movementPoints: number, occupancy: Occupancy, dynamic?: SiegeBoardDynamic, options: ReachOptions & { readonly toTop?: boolean } = NO_REACH_OPTIONS): number[] | null {
  if (from < 0 || from >= board.cellCount || to < 0 || to >= board.cellCount) return null;
  const view = boardView(board, dynamic);
  const scratch = searchReach(board, view, from, options.fromTop === true, mode, movementPoints, occupancy, moverSide(occupancy, from, options));
  const goal = to * 2 + (options.toTop === true ? 1 : 0);
  let found = false;
  for (let i = 0; i < scratch.settledCount; i++) if (scratch.settled[i] === goal) found = true;
  if (!found) return null;
  const path: number[] = [];
  for (let state = goal; state !== -1; state = scratch.previous[state] as number) path.push(state >> 1);
  return path.reverse();
}
