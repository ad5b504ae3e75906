/**
 * Lines of fire between the figures of a state (line-of-fire.ts on the state's board and figures),
 * the target's cover with them. A line is traced once on a dynamic board, then given again while
 * the figures on the hexes it looked at stand where they stood: the fire steps ask for every pair
 * of shooter and target, again and again, and few figures move between two asks.
 */
import { cachedPer } from '../core/cache';
import { viewOf } from './board-cache';
import type { SiegeBoard } from './board';
import { isInterior } from './board-view';
import { markedNow } from './common';
import { fireCheck, figureReads, FIRE_BLOCKS, lineOfFire, sameFigures, type FireOptions, type LineOfFire } from './line-of-fire';
import { occupancyFor, sideIndexOf } from './standing';
import type { FigureInfo, FigureState, SiegeFixed, SiegeState } from './types';

const ON_TOP = { targetOnTop: true } as const;
const DOOR_COVER: Readonly<Record<string, FireOptions>> = { outside: { doorCoveredFrom: 'outside' }, inside: { doorCoveredFrom: 'inside' } };

export interface FireLine {
  readonly clear: boolean;
  /** The target's cover along the line: a cover level of the ruleset. */
  readonly cover: string;
  /** Why the line is blocked, when it is. */
  readonly reason: string | null;
}

/** Where a shot leaves from when it is not the shooter's own hex and weapon: a ballista its crew works (3.4). */
export interface ShotOrigin {
  readonly cell: number;
  readonly weapon: string;
}

/**
 * The side of its door a figure on a door hex turns its cover to when shot at from `from` in this
 * phase (1.53): the side of the first shot; null when it is on no door hex or has already turned.
 */
export function doorSideFacing(state: SiegeState, target: number, from: number): 'outside' | 'inside' | null {
  const view = viewOf(state);
  const figure = state.game.figures[target] as FigureState;
  const special = state.fixed.board.special;
  if (figure.onTop || figure.cell < 0 || view.kind[figure.cell] !== special.towerDoor || markedNow(state.game, target, 'coveredOutside') || markedNow(state.game, target, 'coveredInside')) return null;
  return isInterior(special, view.kind[from] as number) ? 'inside' : 'outside';
}

/**
 * The lines traced on one dynamic board. A line is a record in `pool`, at the offset `at` gives for
 * its key (`lineKey`): its answer (`answerCode`), the number of hexes whose figures it looked at,
 * then those hexes with what stood there (line-of-fire.ts's FigureReads). Numbers in one typed
 * array rather than an object per line: thousands of lines live through a game, and the garbage
 * collector would walk every one of them.
 */
interface LineStore {
  readonly at: Map<number, number>;
  pool: Int32Array;
  used: number;
}

/** Lines kept per dynamic board at most: a long session of games on one board does not grow them for ever. */
const MAX_LINES = 100_000;

const lineStores = cachedPer((_board: object): LineStore => ({ at: new Map(), pool: new Int32Array(1 << 14), used: 0 }));

/** What a line from a figure's own hex depends on besides the figures and the board: the shooter (its side and weapon), its place, the target's hex and cover options. */
function lineKey(fixed: SiegeFixed, shooter: number, from: FigureState, to: number, options: FireOptions | undefined): number {
  const cells = fixed.board.cellCount;
  const cover = options === undefined ? 0 : options === ON_TOP ? 1 : options === DOOR_COVER.outside ? 2 : 3;
  return (((shooter * 2 + (from.onTop ? 1 : 0)) * cells + from.cell) * cells + to) * 4 + cover;
}

/** A line's answer as one number: clear, the cover level's index, the reason's index plus one (0 for none). */
function answerCode(board: SiegeBoard, line: LineOfFire): number {
  const reason = line.blockedBy === undefined ? 0 : FIRE_BLOCKS.indexOf(line.blockedBy.reason) + 1;
  return (line.clear ? 1 : 0) | (board.coverLevels.indexOf(line.cover) << 1) | (reason << 8);
}

/** The answers of a board's lines, one object per code, shared by every line that gives it. */
const answers = cachedPer((_board: SiegeBoard) => new Map<number, FireLine>());

function answerOf(board: SiegeBoard, code: number): FireLine {
  const known = answers(board);
  let answer = known.get(code);
  if (answer === undefined) {
    const reason = code >> 8;
    answer = { clear: (code & 1) === 1, cover: board.coverLevels[(code >> 1) & 127] ?? 'none', reason: reason === 0 ? null : (FIRE_BLOCKS[reason - 1] ?? null) };
    known.set(code, answer);
  }
  return answer;
}

/** Working memory of the traces. */
const traceOut: LineOfFire = { clear: false, cover: 'none', distance: 0 };
const traceReads = figureReads();

/** Keeps a line just traced (in `traceOut`, `traceReads`) in the store. */
function keep(store: LineStore, key: number, code: number): void {
  if (store.at.size >= MAX_LINES) {
    store.at.clear();
    store.used = 0;
  }
  const length = 2 + traceReads.count;
  if (store.used + length > store.pool.length) {
    const grown = new Int32Array(Math.max(store.pool.length * 2, store.used + length));
    grown.set(store.pool.subarray(0, store.used));
    store.pool = grown;
  }
  const offset = store.used;
  store.pool[offset] = code;
  store.pool[offset + 1] = traceReads.count;
  store.pool.set(traceReads.keys.subarray(0, traceReads.count), offset + 2);
  store.used += length;
  store.at.set(key, offset);
}

/** Line of fire from figure `shooter` (or the engine it works, `origin`) to figure `target`, with the target's cover (line-of-fire.ts). */
export function fireLineOf(state: SiegeState, shooter: number, target: number, origin?: ShotOrigin): FireLine {
  const { fixed, game } = state;
  const info = fixed.figures[shooter] as FigureInfo;
  const to = game.figures[target] as FigureState;
  const weapon = origin?.weapon ?? info.weapon;
  if (weapon === null) return { clear: false, cover: 'none', reason: 'cannot-shoot' };
  // A figure in a doorway under cross fire stays covered from the side it turned to (1.53).
  const options = to.onTop ? ON_TOP : game.marks.length === 0 ? undefined : markedNow(game, target, 'coveredOutside') ? DOOR_COVER.outside : markedNow(game, target, 'coveredInside') ? DOOR_COVER.inside : undefined;
  if (origin !== undefined) {
    const line = lineOfFire(fixed.board, origin.cell, to.cell, { side: sideIndexOf(fixed, shooter), weapon, onTop: false }, occupancyFor(state), game.board, options);
    return { clear: line.clear, cover: line.cover, reason: line.blockedBy?.reason ?? null };
  }
  return lineFrom(state, shooter, to.cell, options);
}

/**
 * Line of fire from figure `shooter`'s own hex, with its weapon, to `cell` (at a figure there with
 * cover options `options`): traced once, then given again while the figures it looked at stand
 * where they stood.
 */
export function lineFrom(state: SiegeState, shooter: number, cell: number, options?: FireOptions): FireLine {
  const { fixed, game } = state;
  const from = game.figures[shooter] as FigureState;
  const weapon = (fixed.figures[shooter] as FigureInfo).weapon;
  if (weapon === null) return { clear: false, cover: 'none', reason: 'cannot-shoot' };
  const occupancy = occupancyFor(state);
  const store = lineStores(game.board);
  const key = lineKey(fixed, shooter, from, cell, options);
  const offset = store.at.get(key);
  if (offset !== undefined && sameFigures(store.pool, offset + 2, store.pool[offset + 1] as number, occupancy)) return answerOf(fixed.board, store.pool[offset] as number);
  const shot = { side: sideIndexOf(fixed, shooter), weapon, onTop: from.onTop };
  const code = answerCode(fixed.board, fireCheck(traceOut, fixed.board, from.cell, cell, shot, occupancy, game.board, options, traceReads));
  keep(store, key, code);
  return answerOf(fixed.board, code);
}
