/**
 * Moving and seeing on the R6 board, over the neighbour tables built from the square kernel at
 * setup (see setup.ts): nothing is allocated on the hot paths except the lists asked for. Longer
 * searches (reach over several steps) are the board algorithms' own.
 */
import { createKernel, reachable } from '../../board/index';
import type { SquareKernel } from '../../board/types';
import { cachedPer, RecentValues } from '../core/cache';
import { COUNTERS, EDGE_COUNTERS, UNLIMITED, type Counter } from './supplies';
import type { EdgeRule, R6Fixed, R6Game } from './types';

export const NORTH = 0;
export const EAST = 1;
export const SOUTH = 2;
export const WEST = 3;

const OPEN_EDGE: EdgeRule = { passable: true, extraCost: 0, blocksSight: false };

/** What can change an edge feature, as bits of `EdgeView.changes`. */
export const CHANGE_CAUSES = ['open', 'barricade', 'reinforcement', 'breach'] as const;
export type ChangeCause = (typeof CHANGE_CAUSES)[number];
export const CAUSE_BIT: Readonly<Record<ChangeCause, number>> = { open: 1, barricade: 2, reinforcement: 4, breach: 8 };

/** Edge changes by cause: edge kind, then state before, then state after. */
const EDGE_CHANGES: Readonly<Record<ChangeCause, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  open: { door: { closed: 'open' } },
  barricade: { door: { closed: 'barricaded', open: 'barricaded' }, window: { open: 'barricaded' } },
  reinforcement: { wall: { intact: 'reinforced' } },
  breach: { wall: { intact: 'destroyed' }, door: { barricaded: 'open' }, window: { barricaded: 'open' } },
};

/** The state an edge feature takes when `cause` acts on it, or null when it does not apply. */
export function changedState(fixed: R6Fixed, cause: string, kind: string, state: string): string | null {
  const after = (EDGE_CHANGES as Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>>)[cause]?.[kind]?.[state];
  return after !== undefined && fixed.edgeRules[kind]?.[after] !== undefined ? after : null;
}

/**
 * The board's sides in their current states, as flat tables. Edge states change rarely and the
 * states of a game share their `edgeStates` array until one does, so the tables are computed once
 * per array and looked up by identity.
 */
export interface EdgeView {
  /** Per cell and direction: actions to step that way, -1 when impossible. */
  readonly stepCost: readonly number[];
  /** Per cell and direction: 1 when that side blocks sight. */
  readonly blocksSight: readonly number[];
  /** Per edge feature: bits of the causes that would change it (see CHANGE_CAUSES), none whose counters ran out. */
  readonly changes: readonly number[];
  /** Per counter (COUNTERS order): how many edge features show one; whether some change was held back for want of one. */
  readonly used: readonly number[];
  readonly held: boolean;
  /**
   * Per cell and direction: how many steps a straight line goes before a side or a cell's terrain
   * blocks sight (smoke aside); -1 until first asked (see `sightRange`).
   */
  readonly sightRanges: number[];
  /**
   * Found on demand, per distance then cell: the cells a straight line reaches within that
   * distance, smoke aside (see `lineCells`); per cause bit, distance then cell: the edge features
   * the cause changes within reach (see `edgesInReach`).
   */
  readonly lines: (readonly number[] | undefined)[][];
  readonly edgesInReach: (readonly number[] | undefined)[][][];
  /** The states' Zobrist hash: per edge feature, a number of its state, all XORed (a change patches it). */
  readonly hash: number;
  /** The arrangement these states make, once asked for (see `arrangementOf`). */
  arrangement?: Arrangement;
}

/**
 * One arrangement of door and wall states: a single object for every `edgeStates` array that holds
 * the same states, so that what depends on the states alone (the bots' distances to the sites) is
 * worked out once per arrangement, not once per array.
 */
export interface Arrangement {
  readonly states: readonly string[];
}


interface StateInfo {
  readonly rule: EdgeRule;
  readonly changes: number;
  /** The counter an edge feature in this state shows (index in COUNTERS), -1 when none is counted. */
  readonly counter: number;
  /** Per cause (CHANGE_CAUSES order): the counter the state it leads to shows, -1 when none. */
  readonly needs: readonly number[];
  /** A number per state of the game's edge kinds, for the views' hash. */
  readonly code: number;
}

function counterIndex(kind: string, state: string | null): number {
  const counter = state === null ? undefined : EDGE_COUNTERS[kind]?.[state];
  return counter === undefined ? -1 : COUNTERS.indexOf(counter);
}

/** Per game, the state infos worked out so far, by edge kind then state. */
const stateInfos = cachedPer((_fixed: R6Fixed) => new Map<string, Map<string, StateInfo>>());

/** Per game, how many state infos were made: the next one's code. */
const stateCount = cachedPer((_fixed: R6Fixed) => ({ made: 0 }));

/** Edge feature `edge`'s share of a view's hash in the state numbered `code` (murmur3's finaliser). */
function zobrist(edge: number, code: number): number {
  let z = Math.imul(edge, 0x9e3779b1) ^ Math.imul(code + 1, 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return z ^ (z >>> 16);
}

/** Rule and change bits of an edge kind in a state, computed once per game. */
function stateInfo(fixed: R6Fixed, kind: string, state: string): StateInfo {
  const byKind = stateInfos(fixed);
  let byState = byKind.get(kind);
  if (!byState) {
    byState = new Map();
    byKind.set(kind, byState);
  }
  let info = byState.get(state);
  if (!info) {
    let changes = 0;
    for (const cause of CHANGE_CAUSES) if (changedState(fixed, cause, kind, state) !== null) changes |= CAUSE_BIT[cause];
    const needs = CHANGE_CAUSES.map((cause) => counterIndex(kind, changedState(fixed, cause, kind, state)));
    info = { rule: fixed.edgeRules[kind]?.[state] ?? OPEN_EDGE, changes, counter: counterIndex(kind, state), needs, code: stateCount(fixed).made++ };
    byState.set(state, info);
  }
  return info;
}

/** Writes the entries of one side of a cell (index `cell * 4 + direction`) into the tables. */
// Plain arrays of small integers rather than typed arrays: a few hundred entries copy faster on the
// JavaScript heap than typed arrays allocate their buffers.
function writeSide(fixed: R6Fixed, edgeStates: readonly string[], side: number, stepCost: number[], blocksSight: number[]): void {
  const edge = fixed.edgeOf[side] as number;
  const feature = fixed.edges[edge];
  const rule = feature ? stateInfo(fixed, feature.kind, edgeStates[edge] as string).rule : OPEN_EDGE;
  blocksSight[side] = rule.blocksSight ? 1 : 0;
  const next = fixed.neighbours[side] as number;
  const enter = next < 0 ? -1 : (fixed.cellCost[next] as number);
  stepCost[side] = enter >= 0 && rule.passable ? enter + rule.extraCost : -1;
}

/** Whether some counter of `used` has all the box's on the board. */
function anyRunOut(fixed: R6Fixed, used: readonly number[]): boolean {
  for (let c = 0; c < used.length; c++) {
    const supply = fixed.supplies[COUNTERS[c] as Counter];
    if (supply !== UNLIMITED && (used[c] as number) >= supply) return true;
  }
  return false;
}

/**
 * Holds back, in `changes`, the changes to a state whose counters are all on the board (a door
 * barricaded, a wall reinforced or destroyed: see supplies.ts); `changes` starts from the plain bits.
 */
function holdBack(fixed: R6Fixed, edgeStates: readonly string[], used: readonly number[], changes: number[]): void {
  fixed.edges.forEach((feature, edge) => {
    const info = stateInfo(fixed, feature.kind, edgeStates[edge] as string);
    let bits = info.changes;
    CHANGE_CAUSES.forEach((cause, c) => {
      const counter = info.needs[c] as number;
      if (counter >= 0 && (bits & CAUSE_BIT[cause]) !== 0 && (used[counter] as number) >= fixed.supplies[COUNTERS[counter] as Counter]) bits &= ~CAUSE_BIT[cause];
    });
    changes[edge] = bits;
  });
}

/**
 * The counter `cause` would need to change edge feature `edge` now and none is left in the box,
 * or null (when the change needs no counter, a counter is left, or the change is impossible anyway).
 */
export function exhaustedCounter(fixed: R6Fixed, game: R6Game, edge: number, cause: string): Counter | null {
  const feature = fixed.edges[edge];
  if (!feature) return null;
  const after = changedState(fixed, cause, feature.kind, game.edgeStates[edge] as string);
  const counter = after === null ? undefined : EDGE_COUNTERS[feature.kind]?.[after];
  if (counter === undefined || fixed.supplies[counter] === UNLIMITED) return null;
  let used = 0;
  game.edgeStates.forEach((state, other) => {
    if (EDGE_COUNTERS[fixed.edges[other]?.kind ?? '']?.[state] === counter) used++;
  });
  return used >= fixed.supplies[counter] ? counter : null;
}

function unknownRanges(sides: number): number[] {
  return new Array<number>(sides).fill(-1);
}

function buildView(fixed: R6Fixed, edgeStates: readonly string[]): EdgeView {
  const sides = fixed.neighbours.length;
  const stepCost: number[] = [];
  const blocksSight: number[] = [];
  for (let side = 0; side < sides; side++) {
    stepCost.push(-1);
    blocksSight.push(0);
    writeSide(fixed, edgeStates, side, stepCost, blocksSight);
  }
  const changes: number[] = [];
  const used = new Array<number>(COUNTERS.length).fill(0);
  let hash = 0;
  fixed.edges.forEach((feature, edge) => {
    const info = stateInfo(fixed, feature.kind, edgeStates[edge] as string);
    changes.push(info.changes);
    if (info.counter >= 0) used[info.counter] = (used[info.counter] as number) + 1;
    hash ^= zobrist(edge, info.code);
  });
  const held = anyRunOut(fixed, used);
  if (held) holdBack(fixed, edgeStates, used, changes);
  return { stepCost, blocksSight, changes, used, held, sightRanges: unknownRanges(sides), lines: [], edgesInReach: [], hash, arrangement: undefined };
}

// The arrays a game starts from (shared by every game of a scenario) keep their views for good;
// arrays made during a game, when a door opens or a wall goes, are held among the recent ones (the
// arrays of past states are seldom asked about again, and one asked after is built afresh).
const views = new RecentValues<readonly string[], EdgeView>();

export function edgeView(fixed: R6Fixed, game: R6Game): EdgeView {
  const edgeStates = game.edgeStates;
  let view = views.get(edgeStates);
  if (!view) {
    view = buildView(fixed, edgeStates);
    views.keep(edgeStates, view);
  }
  return view;
}

/**
 * Registers the view of `after`, which differs from `before` only at `changed` edges, by patching
 * a copy of the view of `before` (when known) instead of rebuilding it.
 */
export function deriveEdgeView(fixed: R6Fixed, before: readonly string[], after: readonly string[], changed: readonly number[]): void {
  const previous = views.get(before);
  if (!previous) return;
  const stepCost = previous.stepCost.slice();
  const blocksSight = previous.blocksSight.slice();
  const changes = previous.changes.slice();
  const used = previous.used.slice();
  let hash = previous.hash;
  changed.forEach((edge, at) => {
    const feature = fixed.edges[edge];
    // An edge changed twice in one action is listed twice: counted once, from its first state to its last.
    if (!feature || changed.indexOf(edge) < at) return;
    const was = stateInfo(fixed, feature.kind, before[edge] as string);
    const is = stateInfo(fixed, feature.kind, after[edge] as string);
    changes[edge] = is.changes;
    if (was.counter >= 0) used[was.counter] = (used[was.counter] as number) - 1;
    if (is.counter >= 0) used[is.counter] = (used[is.counter] as number) + 1;
    hash ^= zobrist(edge, was.code) ^ zobrist(edge, is.code);
  });
  // A counter laid or freed may hold back or let go changes anywhere on the board.
  const held = anyRunOut(fixed, used);
  if (held || previous.held) holdBack(fixed, after, used, changes);
  for (const edge of changed) {
    const feature = fixed.edges[edge];
    if (!feature) continue;
    for (const cell of feature.cells) {
      for (let direction = 0; direction < 4; direction++) {
        if (fixed.edgeOf[cell * 4 + direction] === edge) writeSide(fixed, after, cell * 4 + direction, stepCost, blocksSight);
      }
    }
  }
  views.remember(after, { stepCost, blocksSight, changes, used, held, sightRanges: unknownRanges(stepCost.length), lines: [], edgesInReach: [], hash, arrangement: undefined });
}

/** The arrangements met so far, by hash (those of equal hash in a list); forgotten past a bound. */
const arrangements = cachedPer((_fixed: R6Fixed) => new Map<number, Arrangement[]>());
const MAX_ARRANGEMENTS = 512;

function sameStates(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The arrangement of the doors and walls in `game`: the same object for every game whose edge features stand alike. */
export function arrangementOf(fixed: R6Fixed, game: R6Game): Arrangement {
  const view = edgeView(fixed, game);
  if (view.arrangement) return view.arrangement;
  const known = arrangements(fixed);
  let alike = known.get(view.hash);
  let arrangement = alike?.find((candidate) => sameStates(candidate.states, game.edgeStates));
  if (!arrangement) {
    if (known.size >= MAX_ARRANGEMENTS) {
      known.clear();
      alike = undefined;
    }
    arrangement = { states: game.edgeStates };
    if (!alike) known.set(view.hash, (alike = []));
    alike.push(arrangement);
  }
  view.arrangement = arrangement;
  return arrangement;
}

/** Rule of edge feature `edge` in the state `game` gives it. */
export function edgeRule(fixed: R6Fixed, game: R6Game, edge: number): EdgeRule {
  const feature = fixed.edges[edge];
  return feature ? stateInfo(fixed, feature.kind, game.edgeStates[edge] as string).rule : OPEN_EDGE;
}

/** Whether a cause (its bit in CAUSE_BIT) would change edge feature `edge` now. */
export function canChange(view: EdgeView, edge: number, causeBit: number): boolean {
  return ((view.changes[edge] as number) & causeBit) !== 0;
}

/** Actions to step from `cell` towards `direction`, or -1 when the step is impossible. */
export function stepCost(fixed: R6Fixed, game: R6Game, cell: number, direction: number): number {
  return edgeView(fixed, game).stepCost[cell * 4 + direction] as number;
}

export function isSmoked(fixed: R6Fixed, game: R6Game, cell: number): boolean {
  return (game.smoke[fixed.zoneOf[cell] as number] as number) > 0;
}

interface Grid {
  readonly rowOf: readonly number[];
  readonly colOf: readonly number[];
}

/** Row and column of every cell (the line of fire asks for them for every pair of agents). */
const gridOf = cachedPer((fixed: R6Fixed): Grid => {
  const cells = fixed.labels.map((_, cell) => cell);
  return { rowOf: cells.map((cell) => Math.floor(cell / fixed.columns)), colOf: cells.map((cell) => cell % fixed.columns) };
});

/** Direction from `from` to `to` when they share a row or a column, otherwise -1. */
export function directionTo(fixed: R6Fixed, from: number, to: number): number {
  if (from === to) return -1;
  const { rowOf, colOf } = gridOf(fixed);
  if (colOf[from] === colOf[to]) return to > from ? SOUTH : NORTH;
  if (rowOf[from] === rowOf[to]) return to > from ? EAST : WEST;
  return -1;
}

/**
 * How many steps a straight line from `cell` towards `direction` goes before a side that blocks
 * sight or a cell whose terrain does (the first cell's own terrain aside): the sides and terrain
 * of one `edgeStates` array, so it is found once per array and cell side, then looked up.
 */
function sightRange(fixed: R6Fixed, view: EdgeView, cell: number, direction: number): number {
  const index = cell * 4 + direction;
  const known = view.sightRanges[index] as number;
  if (known >= 0) return known;
  let range = 0;
  let at = cell;
  for (;;) {
    if (at !== cell && fixed.cellBlocksSight[at] === 1) break;
    if (view.blocksSight[at * 4 + direction] === 1) break;
    const next = fixed.neighbours[at * 4 + direction] as number;
    if (next < 0) break;
    range++;
    at = next;
  }
  view.sightRanges[index] = range;
  return range;
}

let lastSmoke: readonly number[] | null = null;
let lastAnySmoke = false;

/** Whether any zone is smoked (most states have no smoke at all). */
export function anySmoke(game: R6Game): boolean {
  if (game.smoke === lastSmoke) return lastAnySmoke;
  let any = false;
  for (const counters of game.smoke) if (counters > 0) any = true;
  lastSmoke = game.smoke;
  lastAnySmoke = any;
  return any;
}

/** What smoke does to a straight line: nothing (a grenade's throw), */
export const SMOKE_IGNORED = 0;
/** cut it anywhere, the agent's own cell included (seeing a cell to lay a trap on), */
export const SMOKE_SIGHT = 1;
/**
 * or cut a shot "dans ou à travers une zone enfumée": into a smoked zone or across one; the smoke
 * of the shooter's own zone does not stop it firing out at a target outside it (`fireOutOfSmoke`).
 */
export const SMOKE_FIRE = 2;
export type SmokeRule = typeof SMOKE_IGNORED | typeof SMOKE_SIGHT | typeof SMOKE_FIRE;

/** The zone whose smoke does not cut lines from `from` under `rule` (the shooter's own), or -1. */
function ownSmokeZone(fixed: R6Fixed, from: number, rule: SmokeRule): number {
  return rule === SMOKE_FIRE && fixed.constants.fireOutOfSmoke ? (fixed.zoneOf[from] as number) : -1;
}

/**
 * Whether the straight line from `from` reaches `to` without crossing a side that blocks sight or
 * a cell whose terrain does, nor smoke as `smoke` says.
 */
export function lineClear(fixed: R6Fixed, game: R6Game, from: number, to: number, smoke: SmokeRule): boolean {
  if (from === to) return false;
  const { rowOf, colOf } = gridOf(fixed);
  const fromCol = colOf[from] as number;
  const toCol = colOf[to] as number;
  let direction: number;
  let steps: number;
  if (fromCol === toCol) {
    direction = to > from ? SOUTH : NORTH;
    steps = Math.abs((rowOf[to] as number) - (rowOf[from] as number));
  } else if (rowOf[from] === rowOf[to]) {
    direction = to > from ? EAST : WEST;
    steps = Math.abs(toCol - fromCol);
  } else {
    return false;
  }
  if (steps > sightRange(fixed, edgeView(fixed, game), from, direction)) return false;
  if (smoke === SMOKE_IGNORED || !anySmoke(game)) return true;
  // Into smoke, never; across it, never but the shooter's own zone.
  if (isSmoked(fixed, game, to)) return false;
  const own = ownSmokeZone(fixed, from, smoke);
  let cell = from;
  for (let step = 0; step < steps; step++) {
    if (fixed.zoneOf[cell] !== own && isSmoked(fixed, game, cell)) return false;
    cell = fixed.neighbours[cell * 4 + direction] as number;
  }
  return true;
}

/** The line of fire of the rules: orthogonal, cut by walls, closed doors and smoke. */
export function lineOfFire(fixed: R6Fixed, game: R6Game, from: number, to: number): boolean {
  return lineClear(fixed, game, from, to, SMOKE_FIRE);
}

/**
 * Cells at 1..`distance` steps in a straight line from `from` with a clear line (smoke counted as
 * `rule` says), in the order north, east, south, west, nearest first, written into `out` from
 * index 0 on (the hot paths reuse one array). Returns how many.
 */
export function cellsInLineInto(fixed: R6Fixed, game: R6Game, from: number, distance: number, rule: SmokeRule, out: number[]): number {
  let found = 0;
  const smoke = rule !== SMOKE_IGNORED && anySmoke(game);
  const own = smoke ? ownSmokeZone(fixed, from, rule) : -1;
  if (smoke && own < 0 && isSmoked(fixed, game, from)) return found;
  const view = edgeView(fixed, game);
  const neighbours = fixed.neighbours;
  for (let direction = 0; direction < 4; direction++) {
    const steps = Math.min(distance, sightRange(fixed, view, from, direction));
    let cell = from;
    for (let step = 0; step < steps; step++) {
      cell = neighbours[cell * 4 + direction] as number;
      if (smoke && isSmoked(fixed, game, cell)) {
        // The shooter's own smoked zone hides its cells, not what lies beyond them.
        if (fixed.zoneOf[cell] === own) continue;
        break;
      }
      out[found++] = cell;
    }
  }
  return found;
}

/**
 * The cells at 1..`distance` steps in a straight line from `from` that nothing but smoke would stop
 * (a grenade's throw), in `cellsInLine` order. Shared and never to be modified: one list per
 * cell, distance and `edgeStates` array.
 */
export function lineCells(fixed: R6Fixed, game: R6Game, from: number, distance: number): readonly number[] {
  const view = edgeView(fixed, game);
  const byCell = (view.lines[distance] ??= new Array<readonly number[] | undefined>(fixed.labels.length));
  let cells = byCell[from];
  if (!cells) {
    const found: number[] = [];
    found.length = cellsInLineInto(fixed, game, from, distance, SMOKE_IGNORED, found);
    byCell[from] = cells = found;
  }
  return cells;
}

/**
 * Edge features a cause (its bit in CAUSE_BIT) would change on the sides of `from` and of the
 * cells a straight line reaches within `distance - 1` steps (smoke aside), each once. Shared and
 * never to be modified, like `lineCells`.
 */
export function edgesInReach(fixed: R6Fixed, game: R6Game, from: number, distance: number, causeBit: number): readonly number[] {
  const view = edgeView(fixed, game);
  const byDistance = (view.edgesInReach[causeBit] ??= []);
  const byCell = (byDistance[distance] ??= new Array<readonly number[] | undefined>(fixed.labels.length));
  let edges = byCell[from];
  if (!edges) {
    const found: number[] = [];
    const cells = distance > 1 ? lineCells(fixed, game, from, distance - 1) : [];
    for (let i = -1; i < cells.length; i++) {
      const cell = i < 0 ? from : (cells[i] as number);
      for (let direction = 0; direction < 4; direction++) {
        const edge = fixed.edgeOf[cell * 4 + direction] as number;
        if (edge >= 0 && canChange(view, edge, causeBit) && !found.includes(edge)) found.push(edge);
      }
    }
    byCell[from] = edges = found;
  }
  return edges;
}

/** The same cells in an array of their own. */
export function cellsInLine(fixed: R6Fixed, game: R6Game, from: number, distance: number, rule: SmokeRule): number[] {
  const found: number[] = [];
  found.length = cellsInLineInto(fixed, game, from, distance, rule, found);
  return found;
}

/** Every cell in the line of fire from `from`, whatever the range. */
export function visibleCells(fixed: R6Fixed, game: R6Game, from: number): number[] {
  return cellsInLine(fixed, game, from, Math.max(fixed.columns, fixed.rows), SMOKE_FIRE);
}

/** The square kernel of the game's board (built once per game). */
export const kernelOf = cachedPer((fixed: R6Fixed): SquareKernel => createKernel(fixed.geometry));

const edgeIndexes = cachedPer((fixed: R6Fixed): ReadonlyMap<string, number> => new Map(fixed.edges.map((edge, index) => [edge.key, index])));

/** Index of the edge feature with canonical key `key`, or -1. */
export function edgeIndexByKey(fixed: R6Fixed, key: unknown): number {
  if (typeof key !== 'string') return -1;
  return edgeIndexes(fixed).get(key) ?? -1;
}

/**
 * Cheapest cost in actions to reach every cell from `from` within `budget`, by the board's
 * reachability search with this game's cell and side costs. Cells in `blocked` cannot be entered.
 * Infinity where out of reach.
 */
export function reachCosts(fixed: R6Fixed, game: R6Game, from: number, budget: number, blocked: ReadonlySet<number>): Float64Array {
  const kernel = kernelOf(fixed);
  return reachable(kernel, kernel.cellAt(from), {
    enterCost: (index) => ((fixed.cellCost[index] as number) < 0 ? Infinity : (fixed.cellCost[index] as number)),
    edgeCost: (key) => {
      const edge = edgeIndexByKey(fixed, key);
      if (edge < 0) return 0;
      const rule = edgeRule(fixed, game, edge);
      return rule.passable ? rule.extraCost : Infinity;
    },
    occupiedBy: (index) => blocked.has(index),
    maxCost: budget,
  }).cost;
}
