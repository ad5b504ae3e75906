/**
 * A figure's search as reach.ts keeps it (movement.ts's answer, copied out of working memory), and
 * the searches of the board as the scenario sets it up, with no one on it, kept per place, points
 * and way of moving for every state and game. A search that meets no enemy and no dead that cost a
 * step anything, on a part of the board that reads as it was set up, runs step for step as that
 * one ran: most searches do, so most are found without searching.
 */
import { cachedPer } from '../core/cache';
import type { MoveMode, SiegeBoard } from './board';
import { boardView, type BoardView } from './board-view';
import { searchReach, type Scratch } from './movement';
import { createOccupancy, EMPTY, type Occupancy } from './occupancy';

/** One search (movement.ts) from a figure's place; places are hex * 2, plus 1 on top of a siege tower. */
export class Search {
  constructor(
    /** Movement points the search had. */
    readonly budget: number,
    /** The places the search expanded, in its order, and their cheapest costs. */
    readonly expanded: readonly number[],
    readonly expandedCosts: readonly number[],
    /** Bit set of the hexes whose occupants the search read (see `stillHolds`); empty when it did not search. */
    readonly read: readonly number[],
  ) {}
}

/** The search in working memory, copied out (the next search overwrites it). */
export function searchOf(found: Scratch, budget: number): Search {
  const count = found.expandedCount;
  const expanded = new Array<number>(count);
  const costs = new Array<number>(count);
  for (let at = 0; at < count; at++) {
    const place = found.expanded[at] as number;
    expanded[at] = place;
    costs[at] = found.best[place] as number;
  }
  // Searches live briefly: plain arrays cost less to make than typed ones, whose storage lies outside the heap past a few words.
  const read = new Array<number>(found.read.length);
  for (let at = 0; at < read.length; at++) read[at] = found.read[at] as number;
  return new Search(budget, expanded, costs, read);
}

/**
 * The hexes near a difference between two views of a board, as a bit set: those whose terrain,
 * equipment, fire, trench or steps out differ, and their neighbours. A search that expanded none
 * of them read the same on both (movement.ts looks at the expanded hexes and their neighbours).
 */
export function changedNear(board: SiegeBoard, a: BoardView, b: BoardView): Int32Array {
  const bits = new Int32Array((board.cellCount + 31) >> 5);
  const mark = (cell: number) => {
    bits[cell >> 5]! |= 1 << (cell & 31);
  };
  for (let cell = 0; cell < board.cellCount; cell++) {
    let differs = a.kind[cell] !== b.kind[cell] || a.equip[cell] !== b.equip[cell] || a.burning[cell] !== b.burning[cell] || a.mountedStop[cell] !== b.mountedStop[cell] || a.trench[cell] !== b.trench[cell];
    for (let side = 0; side < 6 && !differs; side++) differs = a.stepFoot[cell * 6 + side] !== b.stepFoot[cell * 6 + side] || a.stepMounted[cell * 6 + side] !== b.stepMounted[cell * 6 + side];
    if (!differs) continue;
    mark(cell);
    for (let side = 0; side < 6; side++) {
      const next = board.neighbours[cell * 6 + side] as number;
      if (next >= 0) mark(next);
    }
  }
  return bits;
}

/** Whether `cell` is in the bit set. */
export function isMarked(bits: readonly number[] | Int32Array, cell: number): boolean {
  return cell >= 0 && cell >> 5 < bits.length && ((bits[cell >> 5] as number) & (1 << (cell & 31))) !== 0;
}

/** The view of the board as the scenario sets it up. */
const setUpView = cachedPer((board: SiegeBoard): BoardView => boardView(board, board.initial));

/** Per view, the hexes near a difference from the board as set up; null on that board. */
const changedSinceSetUp = cachedPer((view: BoardView): Int32Array | null => {
  const start = setUpView(view.board);
  return view === start ? null : changedNear(view.board, start, view);
});

/** A search of the board as set up, with no one on it, and the hexes it read. */
interface OpenSearch {
  readonly search: Search;
  readonly readCells: Int32Array;
}

const noOne = cachedPer((board: SiegeBoard): Occupancy => createOccupancy(board));

/** Per board, its searches as set up: per points and way of moving, a table by place. */
const openSearches = cachedPer((_board: SiegeBoard) => new Map<number, (OpenSearch | undefined)[]>());

function openSearch(board: SiegeBoard, place: number, mode: MoveMode, points: number): OpenSearch {
  const key = points * 2 + (mode === 'mounted' ? 1 : 0);
  const known = openSearches(board);
  let byPlace = known.get(key);
  if (byPlace === undefined) {
    byPlace = new Array<OpenSearch | undefined>(board.cellCount * 2).fill(undefined);
    known.set(key, byPlace);
  }
  let open = byPlace[place];
  if (open === undefined) {
    const search = searchOf(searchReach(board, setUpView(board), place >> 1, (place & 1) === 1, mode, points, noOne(board), EMPTY), points);
    open = { search, readCells: cellsOf(search.read) };
    byPlace[place] = open;
  }
  return open;
}

function cellsOf(bits: readonly number[]): Int32Array {
  const cells: number[] = [];
  for (let word = 0; word < bits.length; word++) {
    let rest = bits[word] as number;
    while (rest !== 0) {
      const low = rest & -rest;
      cells.push(word * 32 + (31 - Math.clz32(low)));
      rest ^= low;
    }
  }
  return Int32Array.from(cells);
}

/**
 * The search of a figure of `side` from `place` with `points` among `occupancy` on `view`, when it
 * is the board's as set up: the view reads as set up on every hex that search expanded, and no
 * enemy (on either level) and no dead that cost a step anything lie on the hexes it read (the
 * search looks at figures and the dead only there). Null otherwise, or for points that are not a
 * whole number.
 */
export function setUpSearch(view: BoardView, place: number, mode: MoveMode, points: number, occupancy: Occupancy, side: number): Search | null {
  if (!Number.isInteger(points)) return null;
  const board = view.board;
  const open = openSearch(board, place, mode, points);
  const near = changedSinceSetUp(view);
  // The hexes it read include those it expanded.
  const { read } = open.search;
  if (near !== null) for (let word = 0; word < read.length; word++) if (((read[word] as number) & (near[word] as number)) !== 0) return null;
  return isClear(open.readCells, board, occupancy, side) ? open.search : null;
}

function isClear(cells: Int32Array, board: SiegeBoard, occupancy: Occupancy, side: number): boolean {
  const c = board.constants;
  const horseWeight = c.deadHorseCountsAsMen;
  // The dead cost nothing below `deadMenExtraCost`; a house rule under which no dead at all are free is never clear.
  // Their weight is `deadExtraCost`'s, written out as movement.ts's loop writes it: this runs on every search.
  const costly = Math.min(c.deadMenExtraCost, c.deadMenImpassable);
  const { living, top, deadMen, deadHorses } = occupancy;
  for (let at = 0; at < cells.length; at++) {
    const cell = cells[at] as number;
    const there = living[cell] as number;
    const above = top[cell] as number;
    if ((there !== EMPTY && there !== side) || (above !== EMPTY && above !== side)) return false;
    if ((deadMen[cell] as number) + (deadHorses[cell] as number) * horseWeight >= costly) return false;
  }
  return true;
}
