/**
 * Bots. A bot sees only its side's view and picks one of the legal actions. Each bot draws from
 * its own seeded PRNG, never from the game's, so a game between bots replays from its seeds alone
 * and a bot's choices do not change the dice.
 */
import type { Engine } from './engine';
import { greedyChoice } from './greedy';
import { searchDecision, SEARCH_STRENGTHS, type SearchSettings, type SearchStrength } from './mcts';
import { Rng, seedRng } from './prng';
import type { Action, GameState, SideId } from './types';

export interface Bot {
  readonly kind: BotKind;
  /**
   * Which of `legal` (never empty) `side` plays: its index, so that the action is one listed by
   * construction. `view` gives what `side` sees (it is built only for the bots that look at it).
   */
  pick(legal: readonly Action[], view: () => GameState, side: SideId): number;
}

/** The bots: `mcts` is the search bot at its standard strength, `mcts:fast` and `mcts:strong` the others. */
export const BOT_KINDS = ['random', 'greedy', 'mcts:fast', 'mcts', 'mcts:strong'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

/** The search settings of a search bot's kind; null for the others. */
export function searchStrength(kind: BotKind): SearchStrength | null {
  return kind === 'mcts' ? 'standard' : kind === 'mcts:fast' ? 'fast' : kind === 'mcts:strong' ? 'strong' : null;
}

export function isBotKind(value: string): value is BotKind {
  return (BOT_KINDS as readonly string[]).includes(value);
}

/** Uniform choice among the legal actions. */
export function randomBot(seed: number): Bot {
  const rng = new Rng(seedRng(seed));
  return {
    kind: 'random',
    pick: (legal) => rng.int(legal.length),
  };
}

/**
 * One-step lookahead (see `greedyChoice`): applies each legal action to a state drawn from the
 * bot's own view (the ruleset's `sample`: what it cannot see dealt at random, the dice reseeded
 * from the bot's own PRNG) and keeps the one the ruleset's `score` rates best for the bot's side.
 */
export function greedyBot(engine: Engine<unknown, unknown, Action, unknown>, seed: number): Bot {
  const rng = new Rng(seedRng(seed));
  return {
    kind: 'greedy',
    pick: (legal, viewOf, side) => (legal.length === 1 ? 0 : legal.indexOf(greedyChoice(engine, engine.ruleset.sample(viewOf(), side, rng), side, legal, rng))),
  };
}

/** The search bot (see mcts.ts) at a strength, or with settings of its own. */
export function searchBot(engine: Engine<unknown, unknown, Action, unknown>, seed: number, kind: BotKind, settings: SearchSettings): Bot {
  const rng = new Rng(seedRng(seed));
  return {
    kind,
    pick: (legal, viewOf, side) => (legal.length === 1 ? 0 : legal.indexOf(searchDecision(engine, viewOf(), side, legal, settings, rng))),
  };
}

export function createBot(kind: BotKind, engine: Engine<unknown, unknown, Action, unknown>, seed: number): Bot {
  const strength = searchStrength(kind);
  if (strength) return searchBot(engine, seed, kind, SEARCH_STRENGTHS[strength]);
  return kind === 'random' ? randomBot(seed) : greedyBot(engine, seed);
}
