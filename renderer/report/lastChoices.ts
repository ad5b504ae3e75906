/**
 * The bots, number of games and seed last played in a balance report, kept for the session by
 * ruleset and sides: a designer who edits the scenario and opens the report again runs the same
 * batch without setting it up anew. What to compare with starts from "nothing" each time: the
 * saved file or another file is a choice about this moment.
 */
import type { BotKind } from '../../engine/rules/core/bots';
import type { SideId } from '../../engine/rules/core/types';
import { sessionMemory } from '../document/sessionMemory';
import type { BalanceChoices } from './BalanceSetup';

const played = sessionMemory<Omit<BalanceChoices, 'compare'>>();

/** The choices last played for these sides of this ruleset; otherwise 400 games of greedy bots, seed 1. */
export function lastChoices(ruleset: string, sides: readonly SideId[]): BalanceChoices {
  const last = played.recall(ruleset, sides);
  return { bots: Object.fromEntries(sides.map((side) => [side, 'greedy' as BotKind])), games: 400, seed: 1, ...last, compare: 'nothing' };
}

export function rememberChoices(ruleset: string, sides: readonly SideId[], choices: BalanceChoices): void {
  played.keep(ruleset, sides, { bots: choices.bots, games: choices.games, seed: choices.seed });
}
