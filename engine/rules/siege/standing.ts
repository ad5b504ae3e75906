/**
 * Who stands where among a state's figures: the occupancy movement and fire read (occupancy.ts:
 * living figures by side, stunned ones included, the tops of siege towers apart, the dead), and the
 * living figures of each hex by index, in figure order. Worked out once per figures array, and
 * shared by states whose figures stand where they stood, so that what is cached by the occupancy
 * (lines of fire) carries over from one state to the next.
 */
import { cachedPer } from '../core/cache';
import { observe } from './memo';
import { createOccupancy, EMPTY, type Occupancy } from './occupancy';
import type { FigureState, SiegeFixed, SiegeState } from './types';

/** Index in the board's `sides` of each figure's side. */
const sideIndices = cachedPer((fixed: SiegeFixed): readonly number[] => fixed.figures.map((figure) => fixed.board.sides.indexOf(figure.side)));

export function sideIndexOf(fixed: SiegeFixed, index: number): number {
  return sideIndices(fixed)[index] ?? -1;
}

/**
 * The occupancy, and the living figures on each hex: `firstOn` per hex, then `nextOn` per figure
 * (-1 ends a list); `figures` is the figures array they stand for now.
 */
interface Standing {
  figures: readonly FigureState[] | null;
  readonly occupancy: Occupancy;
  readonly firstOn: Int16Array;
  readonly nextOn: Int16Array;
  /** Scratch for `move`: the figures that changed. */
  readonly changed: Int16Array;
}

/**
 * One standing per game, moved to whichever figures array is asked about: from one state to the
 * next only the figures that moved or died are taken off and put back, and nothing is allocated.
 * Whoever reads its tables does so before asking about another state.
 */
const standings = cachedPer((fixed: SiegeFixed): Standing => {
  const cells = fixed.board.cellCount;
  return { figures: null, occupancy: createOccupancy(fixed.board), firstOn: new Int16Array(cells), nextOn: new Int16Array(fixed.figures.length), changed: new Int16Array(fixed.figures.length) };
});

/** Sets the occupancy of `cell` from its list of living figures: the last of each level gives its side, as figures are placed in order. */
function settle(standing: Standing, sides: readonly number[], figures: readonly FigureState[], cell: number): void {
  let living = EMPTY;
  let top = EMPTY;
  for (let index = standing.firstOn[cell] as number; index >= 0; index = standing.nextOn[index] as number) {
    if ((figures[index] as FigureState).onTop) top = sides[index] as number;
    else living = sides[index] as number;
  }
  standing.occupancy.living[cell] = living;
  standing.occupancy.top[cell] = top;
}

/** Takes living figure `index` off its hex's list. */
function unlist(standing: Standing, cell: number, index: number): void {
  const { firstOn, nextOn } = standing;
  if (firstOn[cell] === index) firstOn[cell] = nextOn[index] as number;
  else for (let at = firstOn[cell] as number; at >= 0; at = nextOn[at] as number) if (nextOn[at] === index) nextOn[at] = nextOn[index] as number;
  nextOn[index] = -1;
}

/** Puts living figure `index` on its hex's list, in figure order. */
function list(standing: Standing, cell: number, index: number): void {
  const { firstOn, nextOn } = standing;
  const head = firstOn[cell] as number;
  if (head < 0 || head > index) {
    nextOn[index] = head;
    firstOn[cell] = index;
    return;
  }
  let at = head;
  while ((nextOn[at] as number) >= 0 && (nextOn[at] as number) < index) at = nextOn[at] as number;
  nextOn[index] = nextOn[at] as number;
  nextOn[at] = index;
}

function onBoard(figure: FigureState, cells: number): boolean {
  return figure.cell >= 0 && figure.cell < cells;
}

/** Places every figure of `figures` afresh. */
function place(fixed: SiegeFixed, standing: Standing, figures: readonly FigureState[]): void {
  const { occupancy, firstOn, nextOn } = standing;
  const cells = fixed.board.cellCount;
  const sides = sideIndices(fixed);
  occupancy.living.fill(EMPTY);
  occupancy.top.fill(EMPTY);
  occupancy.deadMen.fill(0);
  firstOn.fill(-1);
  nextOn.fill(-1);
  for (let index = 0; index < figures.length; index++) {
    const figure = figures[index] as FigureState;
    if (!onBoard(figure, cells)) continue;
    if (figure.status === 'dead') occupancy.deadMen[figure.cell]! += 1;
    else if (figure.onTop) occupancy.top[figure.cell] = sides[index] as number;
    else occupancy.living[figure.cell] = sides[index] as number;
  }
  // From the last figure to the first, each put at the head of its hex's list: lists in figure order.
  for (let index = figures.length - 1; index >= 0; index--) {
    const figure = figures[index] as FigureState;
    if (!onBoard(figure, cells) || figure.status === 'dead') continue;
    nextOn[index] = firstOn[figure.cell] as number;
    firstOn[figure.cell] = index;
  }
}

/** Moves the standing from figures `before` to `now`: the figures that moved or died are taken off and put back. */
function move(fixed: SiegeFixed, standing: Standing, before: readonly FigureState[], now: readonly FigureState[]): void {
  const cells = fixed.board.cellCount;
  const sides = sideIndices(fixed);
  const { changed } = standing;
  let count = 0;
  for (let index = 0; index < now.length; index++) {
    const a = before[index] as FigureState;
    const b = now[index] as FigureState;
    if (a === b || (a.cell === b.cell && a.onTop === b.onTop && (a.status === 'dead') === (b.status === 'dead'))) continue;
    changed[count++] = index;
    if (onBoard(a, cells)) {
      if (a.status === 'dead') standing.occupancy.deadMen[a.cell]! -= 1;
      else unlist(standing, a.cell, index);
    }
    if (onBoard(b, cells)) {
      if (b.status === 'dead') standing.occupancy.deadMen[b.cell]! += 1;
      else list(standing, b.cell, index);
    }
  }
  // Each hex touched takes its occupancy from its list again.
  for (let at = 0; at < count; at++) {
    const index = changed[at] as number;
    const a = before[index] as FigureState;
    const b = now[index] as FigureState;
    if (onBoard(a, cells)) settle(standing, sides, now, a.cell);
    if (onBoard(b, cells)) settle(standing, sides, now, b.cell);
  }
}

function standingFor(state: SiegeState): Standing {
  const figures = state.game.figures;
  const standing = standings(state.fixed);
  const before = standing.figures;
  if (before === figures) return standing;
  if (before === null || before.length !== figures.length) place(state.fixed, standing, figures);
  else move(state.fixed, standing, before, figures);
  // The figures array stands for the tables now: a draft copies it before writing (memo.ts).
  standing.figures = observe(figures);
  return standing;
}

/** Living figures (stunned ones included) and the dead, by cell, for movement and fire. */
export function occupancyFor(state: SiegeState): Occupancy {
  return standingFor(state).occupancy;
}

/** The first living figure (stunned ones included) on `cell`, on top of a siege tower when `top`, or -1. */
export function occupantOf(state: SiegeState, cell: number, top = false): number {
  const { firstOn, nextOn } = standingFor(state);
  const figures = state.game.figures;
  for (let index = cell >= 0 && cell < firstOn.length ? (firstOn[cell] as number) : -1; index >= 0; index = nextOn[index] as number) {
    if ((figures[index] as FigureState).onTop === top) return index;
  }
  return -1;
}

/** The living figures on `cell`, at either level, in figure order. */
export function occupantsOf(state: SiegeState, cell: number): number[] {
  const { firstOn, nextOn } = standingFor(state);
  const out: number[] = [];
  for (let index = cell >= 0 && cell < firstOn.length ? (firstOn[cell] as number) : -1; index >= 0; index = nextOn[index] as number) out.push(index);
  return out;
}

/** Whether a living figure stands on `cell`, at either level. */
export function isOccupied(state: SiegeState, cell: number): boolean {
  const { firstOn } = standingFor(state);
  return cell >= 0 && cell < firstOn.length && (firstOn[cell] as number) >= 0;
}
