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
import { markedNow, placeOf } from './common';
import { fireCode, figureReads, FIRE_BLOCKS, lineOfFire, sameFigures, type FireOptions } from './line-of-fire';
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
 * The lines traced, one per shooter and target: a direct-mapped table per game, each slot holding
 * the last line traced for its pair (figures on both ends, or a figure and a hex kept by the hex's
 * number modulo HEX_SLOTS): what it depends on besides the figures (the shooter's place, the
 * target's hex and its cover options as numbers, the board's view in `views`), its answer in
 * `lines`, then the hexes whose figures it looked at with what stood there (line-of-fire.ts's
 * FigureReads). A slot is found without hashing, and a trace allocates nothing.
 */
interface LineTable {
  readonly slots: Int32Array;
  readonly views: (object | null)[];
  readonly lines: (FireLine | null)[];
  readonly width: number;
}

const HEX_SLOTS = 16;
/** Numbers per slot: the place, the hex and the cover options, the count of reads, then up to SLOT - HEADER reads (a longer line is not kept). */
const SLOT = 48;
const HEADER = 4;

const lineTables = cachedPer((fixed: SiegeFixed): LineTable => {
  const width = fixed.figures.length + HEX_SLOTS;
  const count = fixed.figures.length * width;
  return { slots: new Int32Array(count * SLOT), views: new Array<object | null>(count).fill(null), lines: new Array<FireLine | null>(count).fill(null), width };
});

function coverCode(options: FireOptions | undefined): number {
  return options === undefined ? 0 : options === ON_TOP ? 1 : options === DOOR_COVER.outside ? 2 : 3;
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
const traceReads = figureReads();
const NO_OPTIONS: FireOptions = {};
/** The shooter of the trace under way, rewritten for each (a check keeps nothing of it). */
const traceShooter = { side: 0, weapon: '', onTop: false };

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
  return tracedLine(state, shooter, target, to.cell, options);
}

/** Line of fire from figure `shooter`'s own hex, with its weapon, to hex `cell` (a flaming arrow's). */
export function lineToHex(state: SiegeState, shooter: number, cell: number): FireLine {
  return tracedLine(state, shooter, -1, cell, undefined);
}

/**
 * The line from figure `shooter`'s own hex to `cell` (where figure `target` stands, -1 for none):
 * the one its slot holds while what it depends on is the same, else traced and kept.
 */
function tracedLine(state: SiegeState, shooter: number, target: number, cell: number, options: FireOptions | undefined): FireLine {
  const { fixed, game } = state;
  const from = game.figures[shooter] as FigureState;
  const weapon = (fixed.figures[shooter] as FigureInfo).weapon;
  if (weapon === null) return { clear: false, cover: 'none', reason: 'cannot-shoot' };
  const occupancy = occupancyFor(state);
  const table = lineTables(fixed);
  const { slots, views, lines } = table;
  const slot = shooter * table.width + (target >= 0 ? target : fixed.figures.length + (cell % HEX_SLOTS));
  const at = slot * SLOT;
  const place = placeOf(from.cell, from.onTop);
  const cover = coverCode(options);
  // Lines depend on the board through its view, which boards of the same content share.
  const view = viewOf(state);
  if (views[slot] === view && slots[at] === place && slots[at + 1] === cell && slots[at + 2] === cover && sameFigures(slots, at + HEADER, slots[at + 3] as number, occupancy)) return lines[slot] as FireLine;
  traceShooter.side = sideIndexOf(fixed, shooter);
  traceShooter.weapon = weapon;
  traceShooter.onTop = from.onTop;
  const code = fireCode(fixed.board, from.cell, cell, traceShooter, occupancy, game.board, options ?? NO_OPTIONS, traceReads);
  const line = answerOf(fixed.board, code);
  if (traceReads.count <= SLOT - HEADER) {
    views[slot] = view;
    lines[slot] = line;
    slots[at] = place;
    slots[at + 1] = cell;
    slots[at + 2] = cover;
    slots[at + 3] = traceReads.count;
    for (let read = 0; read < traceReads.count; read++) slots[at + HEADER + read] = traceReads.keys[read] as number;
  } else views[slot] = null;
  return line;
}
