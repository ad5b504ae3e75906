/** One game between bots, from setup to the end. */
import { createBot, type Bot, type BotKind } from '../rules/core/bots';
import type { Engine } from '../rules/core/engine';
import { hashState } from '../rules/core/hash';
import type { LogEntry } from '../rules/core/log';
import { deriveSeed, seedWord, type Seed } from '../rules/core/prng';
import type { Action, GameState, SideId } from '../rules/core/types';

export interface BotGameOptions {
  readonly seed: Seed;
  /** Bot kind per side, in the state's side order. */
  readonly bots: readonly BotKind[];
  /** Keep the log with the hash of every state (for replay checks); off for speed. */
  readonly record?: boolean;
  /** A game still running after this many actions is stopped and reported unfinished. */
  readonly maxActions?: number;
  /** Called with every state reached, the initial one included (for invariant checks). */
  readonly observe?: (state: GameState, action: Action | null) => void;
  /** Called after every decision, with what it was made among (the balance report reads them). */
  readonly onStep?: (step: BotStep) => void;
}

/** One decision of a bot game: the state before, the legal actions, the choice, the state after. */
export interface BotStep {
  readonly before: GameState;
  readonly legal: readonly Action[];
  readonly action: Action;
  readonly after: GameState;
}

export interface BotGame {
  readonly initial: GameState;
  readonly state: GameState;
  readonly actions: number;
  readonly finished: boolean;
  readonly log: readonly LogEntry[];
}

/** A game of a batch as reports list it: `skirmish simulate`'s and the balance report's. */
export interface GameResult {
  /** Its number in the batch, from 0; its seed follows from the batch seed and this number. */
  readonly index: number;
  readonly seed: string;
  /** The side that won; null for a draw or a game stopped unfinished. */
  readonly winner: SideId | null;
  readonly finished: boolean;
  readonly turns: number;
  readonly actions: number;
  /** Message key of how it ended ('' when unfinished), with its parameters. */
  readonly reason: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** How game `index` of a batch, played from `seed`, stands in `state`. */
export function resultOf(game: { readonly index: number; readonly seed: string; readonly state: GameState }): GameResult {
  const { outcome } = game.state;
  return { index: game.index, seed: game.seed, winner: outcome?.winner ?? null, finished: outcome !== null, turns: game.state.turn, actions: game.state.step, reason: outcome?.key ?? '', params: outcome?.params ?? {} };
}

export const DEFAULT_MAX_ACTIONS = 100_000;
// Bot games are read from their states: the events are not built. A bot picks one of the legal
// actions the engine has just listed for this state, by its index, so it needs no second check.
const QUIET_LISTED = { events: false, listed: true } as const;

/** Seed of the bot playing side number `sideIndex` in a game seeded `seed`. */
export function botSeed(seed: Seed, sideIndex: number): number {
  return deriveSeed(seedWord(seed), 1000 + sideIndex);
}

export function playBotGame<I>(engine: Engine<unknown, unknown, Action, I>, input: I, options: BotGameOptions): BotGame {
  const initial = engine.setup(input, options.seed);
  let state = initial;
  // Each seat: its bot, and the side's view of the current state, built only if the bot asks.
  const seats = new Map<SideId, { readonly bot: Bot; readonly view: () => GameState }>();
  initial.sides.forEach((side, index) => {
    const kind = options.bots[index] ?? options.bots[options.bots.length - 1] ?? 'random';
    const bot = createBot(kind, engine as Engine<unknown, unknown, Action, unknown>, botSeed(options.seed, index));
    seats.set(side, { bot, view: () => engine.view(state, side) });
  });
  const log: LogEntry[] = [];
  const limit = options.maxActions ?? DEFAULT_MAX_ACTIONS;
  options.observe?.(initial, null);
  let actions = 0;
  while (!state.outcome && actions < limit) {
    // Several sides may owe a decision (secret simultaneous choices): the first in side order answers first.
    const decision = state.pending[0];
    if (!decision) break;
    const side = decision.side;
    const legal = engine.legalActions(state, side);
    // A dead end of the rules (a house rule may make one) leaves the game unfinished where it stuck, to be opened and looked at.
    if (legal.length === 0) break;
    const seat = seats.get(side) as { readonly bot: Bot; readonly view: () => GameState };
    const action = legal[seat.bot.pick(legal, seat.view, side)];
    if (action === undefined) throw new Error(`A bot picked no listed action at step ${state.step}.`);
    const result = engine.apply(state, action, QUIET_LISTED);
    if (result.refused) throw new Error(`A bot's action was refused (${result.refused.key}) at step ${state.step}.`);
    options.onStep?.({ before: state, legal, action, after: result.state });
    state = result.state;
    actions++;
    if (options.record) log.push({ action, hash: hashState(state) });
    options.observe?.(state, action);
  }
  return { initial, state, actions, finished: state.outcome !== null, log };
}
