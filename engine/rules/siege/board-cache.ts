/**
 * The board questions the game flow asks (who stands where, how far a figure may go, what it may
 * step into, whether it may climb, what a hex does in a melee), answered by the board modules
 * (board.ts, board-view.ts, movement.ts, occupancy.ts, line-of-fire.ts) on the state's dynamic
 * board. Answers that cost a search are cached by the identity of the immutable arrays they come
 * from (see memo.ts).
 */
import { hexDistance as boardDistance } from './board';
import { boardView, EQUIP_LADDER, EQUIP_NONE, END_KEEP_DOOR, isInterior, type BoardView } from './board-view';
import type { CombatEffect } from './tables';
import { markedNow, neighboursOf, placeOf, valuesOf } from './common';
import { observe } from './memo';
import { lineOfFire, type FireOptions } from './line-of-fire';
import { searchReach, stepCost as boardStepCost } from './movement';
import { occupancyOf as placeFigures, type Occupancy, type PlacedFigure } from './occupancy';
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
      if (figure.cell >= 0) placed.push({ cell: figure.cell, side: sides[index] as number, dead: figure.status === 'dead', onTop: figure.onTop });
    });
    occupancy = placeFigures(state.fixed.board, placed);
    occupancyCache.set(observe(figures), occupancy);
  }
  return occupancy;
}

export interface Reach {
  /** Movement points the search had. */
  readonly budget: number;
  /** Where the figure may end its move (its own place excluded): hex, level (on top of a siege tower or not) and the cheapest cost. */
  readonly cells: readonly number[];
  readonly tops: readonly boolean[];
  readonly costs: readonly number[];
}

/** Cost of ending the move on `cell` (on top of a siege tower when `top`), or -1 when it cannot. */
export function costTo(reach: Reach, cell: number, top = false): number {
  for (let at = 0; at < reach.cells.length; at++) if (reach.cells[at] === cell && reach.tops[at] === top) return reach.costs[at] as number;
  return -1;
}

/**
 * Where figure `index` may end a move from `start` (on top of a siege tower when `fromTop`) with
 * `budget` points: movement.ts's search over (hex, level), its answer copied out unsorted.
 * Enemies are neither entered nor crossed (riders cross occupied trenches), friends are crossed,
 * not ended on, the dead add their cost (1.61, 1.62, 2.42, 3.32).
 */
function search(state: SiegeState, index: number, start: number, fromTop: boolean, budget: number): Reach {
  const figure = state.game.figures[index] as FigureState;
  const costs: number[] = [];
  const cells: number[] = [];
  const tops: boolean[] = [];
  if (budget <= 0 || start < 0) return { budget, cells, tops, costs };
  const origin = placeOf(figure.cell, figure.onTop);
  const begin = placeOf(start, fromTop);
  const found = searchReach(state.fixed.board, viewOf(state), start, fromTop, figure.mounted ? 'mounted' : 'foot', budget, occupancyFor(state), sideIndexOf(state.fixed, index));
  for (let i = 0; i < found.settledCount; i++) {
    const place = found.settled[i] as number;
    if (place === begin || place === origin) continue;
    cells.push(place >> 1);
    tops.push((place & 1) === 1);
    costs.push(found.best[place] as number);
  }
  return { budget, cells, tops, costs };
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
    if (a.cell === b.cell && a.onTop === b.onTop && (a.status === 'dead') === (b.status === 'dead')) continue;
    if (a.cell >= 0 && boardDistance(fixed.board, a.cell, origin) <= horizon) return false;
    if (b.cell >= 0 && boardDistance(fixed.board, b.cell, origin) <= horizon) return false;
  }
  return true;
}

/** Where figure `index` may move to now, with the cost; a `load` lowers its points. */
export function reachOf(state: SiegeState, index: number, load: Load): Reach {
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
  const key = index * 3 + (load === null ? 0 : (LOAD_KEYS[load] as number));
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
    const found = search(state, index, figure.cell, figure.onTop, movementOf(state, index, load));
    // A load is carried on open ground: not into a siege tower, under a ram or onto other equipment.
    reach = load === null ? found : openGroundOnly(state, found);
  }
  lasts.set(key, { figures, board: state.game.board, reach });
  byFigure.set(key, reach);
  return reach;
}

function openGroundOnly(state: SiegeState, reach: Reach): Reach {
  const equip = viewOf(state).equip;
  const keep = reach.tops.map((top, at) => !top && equip[reach.cells[at] as number] === EQUIP_NONE);
  return { budget: reach.budget, cells: reach.cells.filter((_, at) => keep[at]), tops: reach.tops.filter((_, at) => keep[at]), costs: reach.costs.filter((_, at) => keep[at]) };
}

/** Where figure `index` could go from `start` with `budget` points (an advance after combat). */
export function reachFromCell(state: SiegeState, index: number, start: number, startTop: boolean, budget: number): Reach {
  return search(state, index, start, startTop, budget);
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

/** Line of fire from figure `shooter` (or the engine it works, `origin`) to figure `target`, with the target's cover (line-of-fire.ts). */
export function fireLineOf(state: SiegeState, shooter: number, target: number, origin?: ShotOrigin): FireLine {
  const { fixed, game } = state;
  const info = fixed.figures[shooter] as FigureInfo;
  const from = game.figures[shooter] as FigureState;
  const to = game.figures[target] as FigureState;
  const weapon = origin?.weapon ?? info.weapon;
  if (weapon === null) return { clear: false, cover: 'none', reason: 'cannot-shoot' };
  const shot = { side: sideIndexOf(fixed, shooter), weapon, onTop: origin === undefined && from.onTop };
  // A figure in a doorway under cross fire stays covered from the side it turned to (1.53).
  const options = to.onTop ? ON_TOP : game.marks.length === 0 ? undefined : markedNow(game, target, 'coveredOutside') ? DOOR_COVER.outside : markedNow(game, target, 'coveredInside') ? DOOR_COVER.inside : undefined;
  const line = lineOfFire(fixed.board, origin?.cell ?? from.cell, to.cell, shot, occupancyFor(state), game.board, options);
  return { clear: line.clear, cover: line.cover, reason: line.blockedBy?.reason ?? null };
}
