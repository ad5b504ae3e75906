/** Agents: lookup by id, who stands where, damage. */
import type { Draft } from './draft';
import type { R6Fixed, R6Game, R6State, UnitState } from './types';

const indexCache = new WeakMap<R6Fixed, ReadonlyMap<string, number>>();
let lastIndexFixed: R6Fixed | null = null;
let lastIndex: ReadonlyMap<string, number> = new Map();

/** Index of the unit called `id`, or -1. */
export function unitIndex(fixed: R6Fixed, id: unknown): number {
  if (typeof id !== 'string') return -1;
  if (fixed !== lastIndexFixed) {
    let map = indexCache.get(fixed);
    if (!map) {
      map = new Map(fixed.units.map((unit, index) => [unit.id, index]));
      indexCache.set(fixed, map);
    }
    lastIndexFixed = fixed;
    lastIndex = map;
  }
  return lastIndex.get(id) ?? -1;
}

/** Alive and standing on the board. */
export function isOnBoard(game: R6Game, unit: number): boolean {
  const state = game.units[unit];
  return state !== undefined && state.hp > 0 && state.cell >= 0;
}

// The agents on each cell, for the last units array asked about: consecutive questions (legal
// actions, then the check of the one chosen) are about one state. Units arrays are never modified.
let countedFixed: R6Fixed | null = null;
let countedUnits: readonly UnitState[] | null = null;
let counts: number[] = [];
/** Of them, each side's (for a stacking limit per side). */
let attackerCounts: number[] = [];
let defenderCounts: number[] = [];
/** The cells counted last (the first `countedCount`), to clear them rather than the whole board. */
const countedCells: number[] = [];
let countedCount = 0;

/** How many living agents stand on each cell (read it before asking about another state). */
export function occupancy(fixed: R6Fixed, units: readonly UnitState[]): readonly number[] {
  if (units === countedUnits && fixed === countedFixed) return counts;
  if (fixed !== countedFixed) {
    counts = new Array<number>(fixed.labels.length).fill(0);
    attackerCounts = new Array<number>(fixed.labels.length).fill(0);
    defenderCounts = new Array<number>(fixed.labels.length).fill(0);
  } else {
    for (let i = 0; i < countedCount; i++) {
      const cell = countedCells[i] as number;
      counts[cell] = 0;
      attackerCounts[cell] = 0;
      defenderCounts[cell] = 0;
    }
  }
  countedCount = 0;
  const attackers = fixed.attackers;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i] as UnitState;
    if (unit.hp <= 0 || unit.cell < 0) continue;
    counts[unit.cell] = (counts[unit.cell] as number) + 1;
    const own = fixed.units[i]?.side === attackers ? attackerCounts : defenderCounts;
    own[unit.cell] = (own[unit.cell] as number) + 1;
    countedCells[countedCount++] = unit.cell;
  }
  countedFixed = fixed;
  countedUnits = units;
  return counts;
}

/**
 * Per cell, how many agents count towards the stacking limit for an agent of `side`: all, or its
 * side's when the limit is per side (read it before asking about another state).
 */
export function stackCounts(fixed: R6Fixed, units: readonly UnitState[], side: string): readonly number[] {
  const all = occupancy(fixed, units);
  if (!fixed.constants.stackBySide) return all;
  return side === fixed.attackers ? attackerCounts : defenderCounts;
}

/** Whether `cell` holds as many agents as a cell may for an agent of `side`. */
export function isFull(fixed: R6Fixed, game: R6Game, cell: number, side: string): boolean {
  return (stackCounts(fixed, game.units, side)[cell] ?? 0) >= fixed.constants.agentsPerCell;
}

/** The first unit standing on `cell`, or -1. */
export function occupantOf(game: R6Game, cell: number): number {
  const units = game.units;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i] as R6Game['units'][number];
    if (unit.cell === cell && unit.hp > 0) return i;
  }
  return -1;
}

interface Roster {
  readonly attackers: readonly number[];
  readonly defenders: readonly number[];
}

const rosters = new WeakMap<R6Fixed, Roster>();
let lastRosterFixed: R6Fixed | null = null;
let lastRoster: Roster = { attackers: [], defenders: [] };

/** Indices of the units of `side`, in unit order. */
export function unitsOfSide(fixed: R6Fixed, side: string): readonly number[] {
  if (fixed !== lastRosterFixed) {
    let roster = rosters.get(fixed);
    if (!roster) {
      const of = (owner: string) => fixed.units.flatMap((unit, index) => (unit.side === owner ? [index] : []));
      roster = { attackers: of(fixed.attackers), defenders: of(fixed.defenders) };
      rosters.set(fixed, roster);
    }
    lastRosterFixed = fixed;
    lastRoster = roster;
  }
  return side === fixed.attackers ? lastRoster.attackers : side === fixed.defenders ? lastRoster.defenders : [];
}

export function otherSide(fixed: R6Fixed, side: string): string {
  return side === fixed.attackers ? fixed.defenders : fixed.attackers;
}

/** Whether every unit of `side` is dead. */
export function isEliminated(fixed: R6Fixed, game: R6Game, side: string): boolean {
  for (const unit of unitsOfSide(fixed, side)) if ((game.units[unit] as UnitState).hp > 0) return false;
  return true;
}

/** The first eliminated side, or null. */
export function eliminatedSide(state: R6State): string | null {
  const { fixed, game } = state;
  if (isEliminated(fixed, game, fixed.attackers)) return fixed.attackers;
  if (isEliminated(fixed, game, fixed.defenders)) return fixed.defenders;
  return null;
}

/**
 * Puts a unit on `cell`. Coming onto a bomb site (or onto one more site than it stood on) starts
 * its whole turn there anew; stepping within a site keeps it; off every site there is none.
 */
export function placeUnit(d: Draft, unit: number, cell: number): void {
  const writable = d.unit(unit);
  const siteOf = d.fixed.siteOf;
  const before = writable.cell >= 0 ? (siteOf[writable.cell] as number) : 0;
  const after = siteOf[cell] as number;
  writable.cell = cell;
  if (after === 0) writable.onSiteSince = -1;
  else if ((after & ~before) !== 0 || writable.onSiteSince < 0) writable.onSiteSince = d.state.turn;
}

/** Takes `amount` health points from a unit; at zero it is killed and leaves the board. */
export function damage(d: Draft, unit: number, amount: number): void {
  const id = d.fixed.units[unit]?.id ?? '';
  const writable = d.unit(unit);
  writable.hp = Math.max(0, writable.hp - amount);
  if (writable.hp > 0) {
    if (d.loud) d.emit({ key: 'r6-onboard.event.wounded', params: { unit: id, hp: writable.hp } });
    return;
  }
  writable.cell = -1;
  writable.onSiteSince = -1;
  writable.actions = 0;
  if (d.loud) d.emit({ key: 'r6-onboard.event.killed', params: { unit: id } });
}

/** Whether a flash keeps the unit from acting in `turn` (0 means never flashed). */
export function isFlashed(unit: UnitState, turn: number): boolean {
  return unit.flashedUntil !== 0 && unit.flashedUntil >= turn;
}

/** Whether cover fire keeps the unit from moving in `turn` (0 means never disoriented). */
export function isDisoriented(unit: UnitState, turn: number): boolean {
  return unit.disorientedUntil !== 0 && unit.disorientedUntil >= turn;
}

/** The turn whose own phase an effect on `side` lands on: the current one if `side` is acting now. */
export function nextOwnTurn(state: R6State, side: string): number {
  const { fixed } = state;
  const phaseOfSide = side === fixed.attackers ? 'attack' : 'defense';
  if (state.turn === 0) return 1;
  if (state.phase === phaseOfSide) return state.turn;
  const order = fixed.turnPhases;
  return order.indexOf(phaseOfSide) > order.indexOf(state.phase) ? state.turn : state.turn + 1;
}
