/**
 * Structural sharing for immutable scenarios: copy the path to what changed, keep every untouched
 * subtree as the same object, and leave absent fields absent (never `undefined`), so snapshots
 * compare and serialise exactly.
 */
import type { Board, Scenario, Side, Unit } from '../../../engine/scenario/types';

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** A copy of `object` with `changes` applied; a change to `undefined` removes the field. */
export function assign<T extends object>(object: T, changes: { readonly [K in keyof T]?: T[K] | undefined }): T {
  const next = { ...object } as Writable<T>;
  for (const key of Object.keys(changes) as (keyof T)[]) {
    const value = changes[key];
    if (value === undefined) delete next[key];
    else next[key] = value as T[keyof T];
  }
  return next;
}

type BoardList = 'tiles' | 'terrain' | 'areas' | 'links' | 'regions' | 'edges' | 'zones' | 'tokens';

/** The scenario with one of the board's lists replaced; an empty list is dropped from the file. */
export function withBoardList<K extends BoardList>(scenario: Scenario, key: K, list: Board[K]): Scenario {
  if (list === scenario.board[key]) return scenario;
  const value = list && list.length > 0 ? list : undefined;
  return { ...scenario, board: assign<Board>(scenario.board, { [key]: value } as Partial<Board>) };
}

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  const next = list.slice();
  next[index] = item;
  return next;
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return [...list.slice(0, index), ...list.slice(index + 1)];
}

export function withSide(scenario: Scenario, index: number, side: Side): Scenario {
  return { ...scenario, sides: replaceAt(scenario.sides, index, side) };
}

/** Where a unit is: the index of its side and its index in that side's list; null when unknown. */
export function findUnit(scenario: Scenario, id: string): { side: number; unit: number; value: Unit } | null {
  for (let s = 0; s < scenario.sides.length; s++) {
    const units = scenario.sides[s]?.units ?? [];
    const u = units.findIndex((unit) => unit.id === id);
    if (u >= 0) return { side: s, unit: u, value: units[u] as Unit };
  }
  return null;
}

export function withUnit(scenario: Scenario, at: { side: number; unit: number }, unit: Unit | null): Scenario {
  const side = scenario.sides[at.side] as Side;
  const units = side.units ?? [];
  const next = unit ? replaceAt(units, at.unit, unit) : removeAt(units, at.unit);
  return withSide(scenario, at.side, assign(side, { units: next.length > 0 ? next : undefined }));
}
