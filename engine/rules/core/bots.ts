/**
 * Bots. A bot sees only its side's view and picks one of the legal actions. Each bot draws from
 * its own seeded PRNG, never from the game's, so a game between bots replays from its seeds alone
 * and a bot's choices do not change the dice.
 */
import type { Engine } from './engine';
import { searchDecision, SEARCH_STRENGTHS, type SearchSettings, type SearchStrength } from './mcts';
import { Rng, seedRng } from './prng';
import type { Action, GameState, SideId } from './types';

export interface Bot {
  readonly kind: BotKind;
  /**
   * One of `legal` (never empty), chosen for `side`. `view` gives what `side` sees (it is built
   * only for the bots that look at it).
   */
  choose(legal: readonly Action[], view: () => GameState, side: SideId): Action;
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
    choose: (legal) => legal[rng.int(legal.length)] as Action,
  };
}

const WIN = 1e9;
/** Looking ahead needs the states, not the events. */
const LOOK_AHEAD = { events: false } as const;

/**
 * One-step lookahead: applies each legal action to a state drawn from the bot's own view (the
 * ruleset's `sample`: what it cannot see dealt at random, the dice reseeded from the bot's own
 * PRNG) and keeps the one whose result the ruleset's `score` rates best for the bot's side (a won
 * game above all, a lost one below all). Every action is tried on the same sample, so they are
 * compared under the same luck. Among equal scores, an action that hands the decision over (ends
 * the side's phase or turn) comes first, so a bot with nothing to gain stops rather than walking
 * back and forth; other ties are broken at random.
 */
export function greedyBot(engine: Engine<unknown, unknown, Action, unknown>, seed: number): Bot {
  const rng = new Rng(seedRng(seed));
  return {
    kind: 'greedy',
    choose(legal, viewOf, side) {
      if (legal.length === 1) return legal[0] as Action;
      const view = engine.ruleset.sample(viewOf(), side, rng);
      let best = legal[0] as Action;
      let bestScore = -Infinity;
      let bestHandsOver = false;
      let ties = 0;
      for (const action of legal) {
        const result = engine.apply(view, action, LOOK_AHEAD);
        if (result.refused) continue;
        const outcome = result.state.outcome;
        const score = outcome ? (outcome.winner === side ? WIN : outcome.winner === null ? 0 : -WIN) : engine.ruleset.score(result.state, side);
        if (score < bestScore) continue;
        const handsOver = !engine.pendingSides(result.state).includes(side);
        if (score > bestScore || (handsOver && !bestHandsOver)) {
          best = action;
          bestScore = score;
          bestHandsOver = handsOver;
          ties = 1;
        } else if (handsOver === bestHandsOver && rng.int(++ties) === 0) {
          best = action; // reservoir sampling: each tied action is kept with equal probability
        }
      }
      return best;
    },
  };
}

/** The search bot (see mcts.ts) at a strength, or with settings of its own. */
export function searchBot(engine: Engine<unknown, unknown, Action, unknown>, seed: number, kind: BotKind, settings: SearchSettings): Bot {
  const rng = new Rng(seedRng(seed));
  return {
    kind,
    choose: (legal, viewOf, side) => (legal.length === 1 ? (legal[0] as Action) : searchDecision(engine, viewOf(), side, legal, settings, rng)),
  };
}

export function createBot(kind: BotKind, engine: Engine<unknown, unknown, Action, unknown>, seed: number): Bot {
  const strength = searchStrength(kind);
  if (strength) return searchBot(engine, seed, kind, SEARCH_STRENGTHS[strength]);
  return kind === 'random' ? randomBot(seed) : greedyBot(engine, seed);
}
