/**
 * Where a figure may end its move (1.6, 1.61, 1.62, 1.9, 2.42, 3.32, 5.32): movement.ts's search
 * over (hex, level) places on the state's board, kept per figure and given again while it holds.
 * A search costs more than anything else a movement step does, and most of a step's listings find
 * the figures' reaches as they were: only a figure's own move, or a change near what its search
 * looked at, calls for a new one.
 */
import { cachedPer, cachedPerPair } from '../core/cache';
import type { SiegeBoard, SiegeBoardDynamic } from './board';
import { viewOf } from './board-cache';
import { boardView, EQUIP_NONE } from './board-view';
import { markedNow, placeOf, valuesOf } from './common';
import { observe } from './memo';
import { searchReach } from './movement';
import { changedNear, isMarked, Search, searchOf, setUpSearch } from './searches';
import { EMPTY } from './occupancy';
import type { FigureInfo, FigureState, SiegeAction, SiegeFixed, SiegeState } from './types';
import { occupancyFor, sideIndexOf } from './standing';

/**
 * Where a figure may end its move: the places of a search it may stop on. A kept reach is brought
 * up to the state last asked about in place (`restopped`), as the tables of standing.ts are: read
 * it before asking about another state.
 */
export class Reach {
  /** The figure's plain move to each stop (`plainMove`), made by the movement step (move-actions.ts) the first time it lists them. */
  moves: SiegeAction[] | null = null;

  constructor(
    readonly search: Search,
    /** Where the figure may end its move (its own place excluded): indices in the search's `expanded`, in its order. */
    readonly stops: number[],
    /** Where places stand in `expanded` when the table holds them there (`positionsOf`), or null. */
    readonly positions: Int32Array | null = null,
  ) {}

  /** Movement points the search had. */
  get budget(): number {
    return this.search.budget;
  }

  /** Hex, level and cheapest cost of each place the figure may end its move on. */
  get cells(): number[] {
    return this.stops.map((at) => (this.search.expanded[at] as number) >> 1);
  }

  get tops(): boolean[] {
    return this.stops.map((at) => ((this.search.expanded[at] as number) & 1) === 1);
  }

  get costs(): number[] {
    return this.stops.map((at) => this.search.expandedCosts[at] as number);
  }
}

const NOTHING: readonly number[] = [];

type Move = Extract<SiegeAction, { type: 'move' }>;

/**
 * The plain moves (no load) of each figure, made once per game for each place (hex * 2, plus 1 on
 * top of a siege tower): every list that offers the move shares the object (lists are read, never
 * written).
 */
const plainMoves = cachedPer((fixed: SiegeFixed) => fixed.figures.map(() => new Array<Move | undefined>(fixed.board.cellCount * 2)));

/** Figure `index`'s plain move to `place`. */
export function plainMove(fixed: SiegeFixed, index: number, place: number): Move {
  return plainMoveIn(plainMoves(fixed)[index] as (Move | undefined)[], fixed, index, place);
}

function plainMoveIn(table: (Move | undefined)[], fixed: SiegeFixed, index: number, place: number): Move {
  let move = table[place];
  if (move === undefined) {
    const { side, id: unit } = fixed.figures[index] as FigureInfo;
    const cell = place >> 1;
    move = (place & 1) === 1 ? { type: 'move', side, unit, cell, top: true } : { type: 'move', side, unit, cell };
    table[place] = move;
  }
  return move;
}

/** Figure `index`'s plain move to each stop of `reach`, in its order. */
export function plainMovesOf(fixed: SiegeFixed, index: number, reach: Reach): SiegeAction[] {
  const table = plainMoves(fixed)[index] as (Move | undefined)[];
  const { stops } = reach;
  const { expanded } = reach.search;
  const moves: SiegeAction[] = [];
  for (let at = 0; at < stops.length; at++) moves.push(plainMoveIn(table, fixed, index, expanded[stops[at] as number] as number));
  return moves;
}

/** Cost of ending the move on `cell` (on top of a siege tower when `top`), or -1 when it cannot. */
export function costTo(reach: Reach, cell: number, top = false): number {
  const place = placeOf(cell, top);
  const { expanded, expandedCosts } = reach.search;
  const at = reach.positions !== null && cell >= 0 ? (reach.positions[place] ?? -1) : -1;
  if (at >= 0 && expanded[at] === place) {
    const { stops } = reach;
    return stops[lowerBound(stops, at)] === at ? (expandedCosts[at] as number) : -1;
  }
  for (const at of reach.stops) if (expanded[at] === place) return expandedCosts[at] as number;
  return -1;
}

/**
 * The places of `expanded` a figure may end its move on among the figures as they stand: a free
 * place, and for a rider one he may stop on (movement.ts); `skip` and `origin` excluded.
 */
function stopsAmong(state: SiegeState, mounted: boolean, expanded: readonly number[], skip: number, origin: number): number[] {
  const { living, top } = occupancyFor(state);
  const mountedStop = viewOf(state).mountedStop;
  const stops: number[] = [];
  for (let at = 0; at < expanded.length; at++) {
    const place = expanded[at] as number;
    if (place === skip || place === origin) continue;
    const cell = place >> 1;
    if (((place & 1) === 1 ? top[cell] : living[cell]) !== EMPTY || (mounted && mountedStop[cell] !== 1)) continue;
    stops.push(at);
  }
  return stops;
}

/**
 * Per game and figure, where each place stands in the `expanded` list of the figure's kept search
 * without a load (`placesOf`): a position is good when that list holds the place there, so the
 * table is never cleared.
 */
const positions = cachedPer((fixed: SiegeFixed) => new Array<Int32Array | undefined>(fixed.figures.length));

function positionsOf(fixed: SiegeFixed, index: number): Int32Array {
  const table = positions(fixed);
  let at = table[index];
  if (at === undefined) {
    at = new Int32Array(fixed.board.cellCount * 2);
    table[index] = at;
  }
  return at;
}

/**
 * Brings figure `index`'s reach without a load up to date, in place, after the friends `moved`
 * (from their places among `before`) crossed what its search read: only the places on the hexes
 * they left or took may have become stops or stopped being ones, so those alone are looked at
 * again (found through the positions its search noted), and put in or taken out of its stops and
 * moves.
 */
function restopped(state: SiegeState, index: number, reach: Reach, before: readonly FigureState[], moved: readonly number[]): void {
  const { living, top } = occupancyFor(state);
  const mountedStop = viewOf(state).mountedStop;
  const now = state.game.figures;
  const figure = now[index] as FigureState;
  const origin = placeOf(figure.cell, figure.onTop);
  const table = positionsOf(state.fixed, index);
  const { expanded } = reach.search;
  const { stops, moves } = reach;
  for (const j of moved) {
    if (j === index) continue;
    for (let end = 0; end < 4; end++) {
      const cell = ((end < 2 ? before[j] : now[j]) as FigureState).cell;
      const place = cell * 2 + (end & 1);
      const at = cell < 0 ? -1 : (table[place] as number);
      if (at < 0 || expanded[at] !== place || place === origin) continue;
      const free = ((place & 1) === 1 ? top[cell] : living[cell]) === EMPTY && (!figure.mounted || mountedStop[cell] === 1);
      const position = lowerBound(stops, at);
      if (free === (stops[position] === at)) continue;
      // splice shifts the rest of a list as one block, where a loop would store element by element.
      if (free) {
        stops.splice(position, 0, at);
        moves?.splice(position, 0, plainMove(state.fixed, index, place));
      } else {
        stops.splice(position, 1);
        moves?.splice(position, 1);
      }
    }
  }
}

/** The first position in the sorted `list` whose value is at least `value`. */
function lowerBound(list: readonly number[], value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((list[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The search of figure `index` from `start` (on top of a siege tower when `fromTop`) with
 * `budget` points. Enemies are neither entered nor crossed (riders cross occupied trenches),
 * friends are crossed, not ended on, the dead add their cost (1.61, 1.62, 2.42, 3.32). Most are
 * the board's as set up, kept (searches.ts). The positions of its places are noted in `positions`
 * when given.
 */
function search(state: SiegeState, index: number, start: number, fromTop: boolean, budget: number, positions: Int32Array | null = null): Search {
  const figure = state.game.figures[index] as FigureState;
  if (budget <= 0 || start < 0) return new Search(budget, NOTHING, NOTHING, NOTHING);
  const view = viewOf(state);
  const mode = figure.mounted ? 'mounted' : 'foot';
  const occupancy = occupancyFor(state);
  const side = sideIndexOf(state.fixed, index);
  const searched = setUpSearch(view, placeOf(start, fromTop), mode, budget, occupancy, side) ?? searchOf(searchReach(state.fixed.board, view, start, fromTop, mode, budget, occupancy, side), budget);
  if (positions !== null) {
    const { expanded } = searched;
    for (let at = 0; at < expanded.length; at++) positions[expanded[at] as number] = at;
  }
  return searched;
}

/** What a figure may carry as it moves: a ladder (1.91) or a barrel of boiling oil (5.32). */
export type Load = 'ladder' | 'barrel' | null;

const LOAD_KEYS: Readonly<Record<string, number>> = { ladder: 1, barrel: 2 };

/**
 * Movement points of a figure this phase: its counter's, less the weight of what it carries (rules
 * 1.91, 5.32) and the points it spent moving a raised ladder (1.92).
 */
export function movementOf(state: SiegeState, index: number, load: Load): number {
  const figure = state.game.figures[index] as FigureState;
  const points = valuesOf(state.fixed, index, figure).movement;
  const c = state.fixed.constants;
  const penalty = load === 'ladder' ? c.ladderCarryPenalty : load === 'barrel' ? c.oilBarrelPenalty : 0;
  const spent = state.game.marks.length > 0 && markedNow(state.game, index, 'ladderWork') ? c.ladderMoveCost : 0;
  return Math.max(0, points - penalty - spent);
}

/** A search kept for a figure and load, brought up to the figures and board of the latest state it holds for. */
interface KnownSearch {
  figures: readonly FigureState[];
  board: SiegeBoardDynamic;
  /** The search: its places, costs and reads hold while `stillHolds` says so. */
  readonly searched: Search;
  /** The reach among `figures` on `board`, when it was asked for. */
  reach: Reach | null;
}

const HOLDS = 0;
const STOPS_CHANGED = 1;
const CHANGED = 2;

/** Per game, the search kept for each figure and load (index * 3 + load). */
const knownSearches = cachedPer((fixed: SiegeFixed) => new Array<KnownSearch | undefined>(fixed.figures.length * 3));

const changesOn = cachedPer((board: SiegeBoard) => cachedPerPair((before: SiegeBoardDynamic, after: SiegeBoardDynamic) => changedNear(board, boardView(board, before), boardView(board, after))));

/** Whether a search on dynamic board `before` expanded no hex near a change `after` made. */
function boardHolds(board: SiegeBoard, before: SiegeBoardDynamic, after: SiegeBoardDynamic, searched: Search): boolean {
  // Boards with the same tokens share their view: nothing changed.
  if (boardView(board, before) === boardView(board, after)) return true;
  const near = changesOn(board)(before, after);
  for (let at = 0; at < searched.expanded.length; at++) if (isMarked(near, (searched.expanded[at] as number) >> 1)) return false;
  return true;
}

/**
 * Whether a reach searched among `before` still holds among `now` for the same figure with the
 * same points. It holds (HOLDS) when the figure has not moved, the board changed nowhere near
 * what the search expanded, and every other figure that changed place (or died) left and entered
 * only hexes the search never read: the search would run exactly as it ran. When the only figures
 * that did so are living friends of the mover, the search would still expand the same places in
 * the same order, friends being crossed as empty hexes are (1.62): only where the figure may stop
 * changed (STOPS_CHANGED). Otherwise it must search again (CHANGED).
 */
function stillHolds(fixed: SiegeFixed, last: KnownSearch, now: readonly FigureState[], board: SiegeBoardDynamic, index: number, budget: number): number {
  const before = last.figures;
  const mover = before[index] as FigureState;
  const moverNow = now[index] as FigureState;
  if (before.length !== now.length || last.searched.budget !== budget) return CHANGED;
  if (mover !== moverNow && (mover.cell !== moverNow.cell || mover.onTop !== moverNow.onTop || mover.mounted !== moverNow.mounted)) return CHANGED;
  if (last.board !== board && !boardHolds(fixed.board, last.board, board, last.searched)) return CHANGED;
  const read = last.searched.read;
  const side = sideIndexOf(fixed, index);
  let answer = HOLDS;
  for (const j of movedBetween(before, now)) {
    if (j === index) continue;
    const a = before[j] as FigureState;
    const b = now[j] as FigureState;
    if (!isMarked(read, a.cell) && !isMarked(read, b.cell)) continue;
    if (sideIndexOf(fixed, j) !== side || a.status === 'dead' || b.status === 'dead') return CHANGED;
    answer = STOPS_CHANGED;
  }
  return answer;
}

/** The last pair of figure lists compared, and the figures that changed place (or died) from one to the other. */
let movedFrom: readonly FigureState[] | null = null;
let movedTo: readonly FigureState[] | null = null;
let moved: number[] = [];

/**
 * The figures that changed place or died from `before` to `now`, in figure order: worked out once
 * for a pair of lists, which every figure's search compares in turn.
 */
function movedBetween(before: readonly FigureState[], now: readonly FigureState[]): readonly number[] {
  if (before === movedFrom && now === movedTo) return moved;
  const found: number[] = [];
  for (let j = 0; j < now.length; j++) {
    const a = before[j] as FigureState;
    const b = now[j] as FigureState;
    if (a !== b && (a.cell !== b.cell || a.onTop !== b.onTop || (a.status === 'dead') !== (b.status === 'dead'))) found.push(j);
  }
  movedFrom = before;
  movedTo = now;
  moved = found;
  return found;
}

/**
 * The search of figure `index` with `load` that holds now: the one kept, brought up to the state,
 * when the figure has not moved and nothing it read changed but friends' places (`stillHolds`);
 * else a new one.
 */
function searchFor(state: SiegeState, index: number, load: Load): KnownSearch {
  const figures = state.game.figures;
  const board = state.game.board;
  const key = index * 3 + (load === null ? 0 : (LOAD_KEYS[load] as number));
  const known = knownSearches(state.fixed);
  const last = known[key];
  const budget = movementOf(state, index, load);
  if (last !== undefined && last.figures === figures && last.board === board && last.searched.budget === budget) return last;
  const holds = last ? stillHolds(state.fixed, last, figures, board, index, budget) : CHANGED;
  // The figures array is a key from now on: a draft copies it before writing (memo.ts).
  observe(figures);
  if (last === undefined || holds === CHANGED) {
    const figure = figures[index] as FigureState;
    const searched = search(state, index, figure.cell, figure.onTop, budget, load === null ? positionsOf(state.fixed, index) : null);
    // Its reach is found by `reachOf`, as for a kept search whose stops changed.
    const fresh: KnownSearch = { figures, board, searched, reach: null };
    known[key] = fresh;
    return fresh;
  }
  const before = last.figures;
  last.figures = figures;
  last.board = board;
  // Where the figure may stop changed when friends moved across what it read: on their hexes only.
  if (holds === STOPS_CHANGED) {
    if (last.reach === null || load !== null) last.reach = null;
    else restopped(state, index, last.reach, before, movedBetween(before, figures));
  }
  return last;
}

/** Where figure `index` may move to now, with the cost; a `load` lowers its points. */
export function reachOf(state: SiegeState, index: number, load: Load): Reach {
  const known = searchFor(state, index, load);
  if (known.reach === null) {
    const figure = state.game.figures[index] as FigureState;
    const origin = placeOf(figure.cell, figure.onTop);
    const reach = new Reach(known.searched, stopsAmong(state, figure.mounted, known.searched.expanded, origin, origin), load === null ? positionsOf(state.fixed, index) : null);
    // A load is carried on open ground: not into a siege tower, under a ram or onto other equipment.
    known.reach = load === null ? reach : openGroundOnly(state, reach);
  }
  return known.reach;
}

function openGroundOnly(state: SiegeState, reach: Reach): Reach {
  const equip = viewOf(state).equip;
  const { expanded } = reach.search;
  return new Reach(reach.search, reach.stops.filter((at) => ((expanded[at] as number) & 1) === 0 && equip[(expanded[at] as number) >> 1] === EQUIP_NONE));
}

/** Where figure `index` could go from `start` with `budget` points (an advance after combat). */
export function reachFromCell(state: SiegeState, index: number, start: number, startTop: boolean, budget: number): Reach {
  const figure = state.game.figures[index] as FigureState;
  const found = search(state, index, start, startTop, budget);
  return new Reach(found, stopsAmong(state, figure.mounted, found.expanded, placeOf(start, startTop), placeOf(figure.cell, figure.onTop)));
}
