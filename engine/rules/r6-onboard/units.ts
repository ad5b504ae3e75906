/** Agents: lookup by id, who stands where, damage. */
import type { Draft } from './draft';
import type { R6Fixed, R6Game, R6State, UnitState } from './types';

const indexCache = new WeakMap<R6Fixed, ReadonlyMap<string, number>>();

/** Index of the unit called `id`, or -1. */
export function unitIndex(fixed: R6Fixed, id: unknown): number {
  if (typeof id !== 'string') return -1;
  let map = indexCache.get(fixed);
  if (!map) {
    map = new Map(fixed.units.map((unit, index) => [unit.id, index]));
    indexCache.set(fixed, map);
  }
  return map.get(id) ?? -1;
}

/** Alive and standing on the board. */
export function isOnBoard(game: R6Game, unit: number): boolean {
  const state = game.units[unit];
  return state !== undefined && state.hp > 0 && state.cell >= 0;
}

/** Whether `cell` holds as many agents as a cell may. */
export function isFull(fixed: R6Fixed, game: R6Game, cell: number): boolean {
  const limit = fixed.constants.agentsPerCell;
  let count = 0;
  for (const unit of game.units) if (unit.cell === cell && unit.hp > 0 && ++count >= limit) return true;
  return false;
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

export function otherSide(fixed: R6Fixed, side: string): string {
  return side === fixed.attackers ? fixed.defenders : fixed.attackers;
}

/** Whether every unit of `side` is dead. */
export function isEliminated(fixed: R6Fixed, game: R6Game, side: string): boolean {
  for (let i = 0; i < fixed.units.length; i++) {
    if (fixed.units[i]?.side === side && (game.units[i]?.hp ?? 0) > 0) return false;
  }
  return true;
}

/** The first eliminated side, or null. */
export function eliminatedSide(state: R6State): string | null {
  const { fixed, game } = state;
  if (isEliminated(fixed, game, fixed.attackers)) return fixed.attackers;
  if (isEliminated(fixed, game, fixed.defenders)) return fixed.defenders;
  return null;
}

/** Takes `amount` health points from a unit; at zero it is killed and leaves the board. */
export function damage(d: Draft, unit: number, amount: number): void {
  const id = d.fixed.units[unit]?.id ?? '';
  const writable = d.unit(unit);
  writable.hp = Math.max(0, writable.hp - amount);
  if (writable.hp > 0) {
    d.emit({ key: 'r6.event.wounded', params: { unit: id, hp: writable.hp } });
    return;
  }
  writable.cell = -1;
  writable.actions = 0;
  d.emit({ key: 'r6.event.killed', params: { unit: id } });
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
