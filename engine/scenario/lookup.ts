/** Own-property lookups: ids come from user files and must never reach Object.prototype. */
import type { Scenario, Side, Token, TokenKind } from './types';

export function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

export function ownKeys(record: Readonly<Record<string, unknown>> | undefined): string[] {
  return record === undefined ? [] : Object.keys(record);
}

/** "“a”, “b”, “c”" (the first few, then "..."), for messages listing what is allowed. */
export function listForMessage(names: Iterable<string>, max = 12): string {
  const all = [...names];
  const shown = all.slice(0, max).map((name) => `“${name}”`);
  return all.length > max ? `${shown.join(', ')}, ...` : shown.join(', ');
}

/**
 * Whether each side has its own counters of this kind (`supply` counts them per side): a kind any
 * side may own, as Rebellion's loyalty markers, each faction's in its colour.
 */
export function suppliedPerSide(kind: Pick<TokenKind, 'owned' | 'ownerFaction'> | undefined): boolean {
  return kind?.owned === true && kind.ownerFaction === undefined;
}

/** The counters each side has laid (its tokens, by `owner`), by kind then side. */
export function countersLaidBySide(tokens: readonly Pick<Token, 'kind' | 'owner' | 'count'>[]): Map<string, Map<string, number>> {
  const laid = new Map<string, Map<string, number>>();
  for (const token of tokens) {
    if (token.owner === undefined) continue;
    let bySide = laid.get(token.kind);
    if (!bySide) laid.set(token.kind, (bySide = new Map()));
    bySide.set(token.owner, (bySide.get(token.owner) ?? 0) + (token.count ?? 1));
  }
  return laid;
}

/** The side whose faction alone lays tokens of this kind (its `ownerFaction`: R6's traps, Rebellion's base), if the scenario has it. */
export function ownerSideOf(scenario: Pick<Scenario, 'sides'>, kind: Pick<TokenKind, 'ownerFaction'> | undefined): Side | undefined {
  const faction = kind?.ownerFaction;
  return faction === undefined ? undefined : scenario.sides.find((side) => (side.faction ?? side.id) === faction);
}
