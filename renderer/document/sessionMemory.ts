/**
 * What a designer last chose for a game, kept for the session by ruleset and sides: the playtest's
 * seats and the balance report's batch. Closing the app forgets it.
 */
import type { SideId } from '../../engine/rules/core/types';

export interface SessionMemory<T> {
  readonly recall: (ruleset: string, sides: readonly SideId[]) => T | undefined;
  readonly keep: (ruleset: string, sides: readonly SideId[], value: T) => void;
}

export function sessionMemory<T>(): SessionMemory<T> {
  const kept = new Map<string, T>();
  const keyOf = (ruleset: string, sides: readonly SideId[]) => `${ruleset}|${sides.join('|')}`;
  return { recall: (ruleset, sides) => kept.get(keyOf(ruleset, sides)), keep: (ruleset, sides, value) => void kept.set(keyOf(ruleset, sides), value) };
}
