/**
 * The board questions the game flow asks (who stands where, how far a figure may go, what it may
 * step into, whether it may climb, what a hex does in a melee), answered by the board modules
 * (board.ts, board-view.ts, movement.ts, occupancy.ts, line-of-fire.ts) on the state's dynamic
 * board. Answers that cost a search are cached by the identity of the immutable arrays they come
 * from (see memo.ts).
 */
import { cachedPer } from '../core/cache';
import { hexDistance as boardDistance } from './board';
import { boardView, EQUIP_LADDER, EQUIP_NONE, END_KEEP_DOOR, isInterior, type BoardView } from './board-view';
import type { CombatEffect } from './tables';
import { markedNow, neighboursOf } from './common';
import { observe } from './memo';
import { fireCheck, figureReads, lineOfFire, sameFigures, type FireOptions, type LineOfFire } from './line-of-fire';
import { stepCost as boardStepCost } from './movement';
import { occupancyOf as placeFigures, type Occupancy, type PlacedFigure } from './occupancy';
import type { FigureInfo, FigureState, SiegeFixed, SiegeState } from './types';

export function viewOf(state: SiegeState): BoardView {
  return boardView(state.fixed.board, state.game.board);
}

/** Index in the board's `sides` of each figure's side. */
const sideIndices = cachedPer((fixed: SiegeFixed): readonly number[] => fixed.figures.map((figure) => fixed.board.sides.indexOf(figure.side)));

export function sideIndexOf(fixed: SiegeFixed, index: number): number {
  return sideIndices(fixed)[index] ?? -1;
}

const occupancyCache = new WeakMap<readonly FigureState[], Occupancy>();

interface LastOccupancy {
  readonly figures: readonly FigureState[];
  readonly occupancy: Occupancy;
}

const lastOccupancies = new WeakMap<SiegeFixed, LastOccupancy>();

/** Whether two figure lists put the same figures, alive or dead, on the same places. */
function samePlaces(before: readonly FigureState[], now: readonly FigureState[]): boolean {
  if (before.length !== now.length) return false;
  for (let j = 0; j < now.length; j++) {
    const a = before[j] as FigureState;
    const b = now[j] as FigureState;
    if (a !== b && (a.cell !== b.cell || a.onTop !== b.onTop || (a.status === 'dead') !== (b.status === 'dead'))) return false;
  }
  return true;
}

/**
 * Living figures (stunned ones included) and the dead, by cell, for movement and fire. States
 * whose figures stand where they stood share one occupancy object, so that what is cached by it
 * (lines of fire) carries over from one state to the next.
 */
export function occupancyFor(state: SiegeState): Occupancy {
  const figures = state.game.figures;
  let occupancy = occupancyCache.get(figures);
  if (!occupancy) {
    const last = lastOccupancies.get(state.fixed);
    if (last && samePlaces(last.figures, figures)) occupancy = last.occupancy;
    else {
      const sides = sideIndices(state.fixed);
      const placed: PlacedFigure[] = [];
      figures.forEach((figure, index) => {
        if (figure.cell >= 0) placed.push({ cell: figure.cell, side: sides[index] as number, dead: figure.status === 'dead', onTop: figure.onTop });
      });
      occupancy = placeFigures(state.fixed.board, placed);
    }
    occupancyCache.set(observe(figures), occupancy);
    lastOccupancies.set(state.fixed, { figures, occupancy });
  }
  return occupancy;
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

/** A line of fire traced, and the hexes whose figures it depended on (line-of-fire.ts). */
interface TracedLine {
  readonly line: FireLine;
  readonly reads: Int32Array;
}

/** Lines kept per dynamic board at most: a long session of games on one board does not grow them for ever. */
const MAX_LINES = 100_000;

/**
 * Lines of fire already traced on a dynamic board, by shooter, places and the target's cover
 * options (see `lineKey`): one holds while the figures on the hexes it looked at are the same.
 */
const lineCache = cachedPer((_board: object) => new Map<number, TracedLine>());

/** What a line from a figure's own hex depends on besides the figures and the board: the shooter (its side and weapon), its place, the target's hex and cover options. */
function lineKey(fixed: SiegeFixed, shooter: number, from: FigureState, to: number, options: FireOptions | undefined): number {
  const cells = fixed.board.cellCount;
  const cover = options === undefined ? 0 : options === ON_TOP ? 1 : options === DOOR_COVER.outside ? 2 : 3;
  return (((shooter * 2 + (from.onTop ? 1 : 0)) * cells + from.cell) * cells + to) * 4 + cover;
}

/** Working memory of the traces. */
const traceOut: LineOfFire = { clear: false, cover: 'none', distance: 0 };
const traceReads = figureReads();

/** Line of fire from figure `shooter` (or the engine it works, `origin`) to figure `target`, with the target's cover (line-of-fire.ts). */
export function fireLineOf(state: SiegeState, shooter: number, target: number, origin?: ShotOrigin): FireLine {
  const { fixed, game } = state;
  const info = fixed.figures[shooter] as FigureInfo;
  const from = game.figures[shooter] as FigureState;
  const to = game.figures[target] as FigureState;
  const weapon = origin?.weapon ?? info.weapon;
  if (weapon === null) return { clear: false, cover: 'none', reason: 'cannot-shoot' };
  // A figure in a doorway under cross fire stays covered from the side it turned to (1.53).
  const options = to.onTop ? ON_TOP : game.marks.length === 0 ? undefined : markedNow(game, target, 'coveredOutside') ? DOOR_COVER.outside : markedNow(game, target, 'coveredInside') ? DOOR_COVER.inside : undefined;
  const occupancy = occupancyFor(state);
  const shot = { side: sideIndexOf(fixed, shooter), weapon, onTop: origin === undefined && from.onTop };
  if (origin !== undefined) {
    const line = lineOfFire(fixed.board, origin.cell, to.cell, shot, occupancy, game.board, options);
    return { clear: line.clear, cover: line.cover, reason: line.blockedBy?.reason ?? null };
  }
  const lines = lineCache(game.board);
  const key = lineKey(fixed, shooter, from, to.cell, options);
  const known = lines.get(key);
  if (known !== undefined && sameFigures(known.reads, known.reads.length, occupancy)) return known.line;
  const line = fireCheck(traceOut, fixed.board, from.cell, to.cell, shot, occupancy, game.board, options, traceReads);
  const found: FireLine = { clear: line.clear, cover: line.cover, reason: line.blockedBy?.reason ?? null };
  if (lines.size >= MAX_LINES) lines.clear();
  lines.set(key, { line: found, reads: traceReads.keys.slice(0, traceReads.count) });
  return found;
}
