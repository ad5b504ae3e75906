import type { RulesetData } from './types';

/** The id of the game whose mechanics play this data: its own, or the one a variant names. */
export function mechanicsOf(ruleset: RulesetData): string {
  return ruleset.mechanics ?? ruleset.id;
}
