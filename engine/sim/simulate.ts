/**
 * Batch simulation: many bot games of one scenario, each seeded from the batch seed, with the win
 * rate of each side and its 95% confidence interval.
 */
import { BOT_KINDS, isBotKind, type BotKind } from '../rules/core/bots';
import { hashValue } from '../rules/core/hash';
import type { Action, GameState } from '../rules/core/types';
import { deriveGameSeed } from '../rules/core/prng';
import { engineFor, type ScenarioEngine } from '../rules/index';
import { applyOverrides } from '../scenario/overrides';
import { BUILTIN_RULESETS, mechanicsOf } from '../scenario/rulesets';
import type { RulesetData, Scenario } from '../scenario/types';
import { playBotGame } from './play';
import { wilsonInterval } from './wilson';

export interface SimulateOptions {
  readonly games: number;
  /** Bot kind per side, in the scenario's side order; the last one is repeated for the remaining sides. */
  readonly bots: readonly BotKind[];
  readonly seed: number;
  /** The scenario's ruleset data with its house rules applied; looked up (and house rules applied) when absent. */
  readonly ruleset?: RulesetData;
  readonly maxActions?: number;
  /** Milliseconds; `Date.now` when absent (hosts pass `performance.now`). */
  readonly clock?: () => number;
  /** Called with each game as it ends (to list it, or to save it as a record). */
  readonly onGame?: (game: PlayedGame) => void;
  /** Keep each game's actions for `onGame`, to save it as a record. */
  readonly keepActions?: boolean;
}

/** One game of a batch, whole: enough to list it, or to write its record when its actions are kept. */
export interface PlayedGame {
  /** Its number in the batch, from 0. */
  readonly index: number;
  readonly seed: string;
  readonly bots: readonly BotKind[];
  /** Empty unless the batch keeps actions. */
  readonly actions: readonly Action[];
  readonly state: GameState;
}

/** What a batch is: its scenario and ruleset data as played, and what decides its games. Shards of one batch share it. */
export function batchId(scenario: Scenario, options: SimulateOptions): string {
  return hashValue({ scenario, ruleset: options.ruleset ?? effectiveRuleset(scenario), games: options.games, seed: options.seed, bots: options.bots, maxActions: options.maxActions ?? null });
}

/** The games shard `shard` of `shards` plays (both counted from 1): a contiguous share of the batch. */
export function shardOf(games: number, shard: number, shards: number): { readonly first: number; readonly count: number } {
  const first = Math.floor(((shard - 1) * games) / shards);
  return { first, count: Math.floor((shard * games) / shards) - first };
}

export interface SideResult {
  readonly side: string;
  readonly bot: BotKind;
  readonly wins: number;
  readonly rate: number;
  /** 95% Wilson interval of the win rate. */
  readonly ci95: readonly [number, number];
}

export interface SimulationReport {
  readonly ruleset: string;
  readonly games: number;
  readonly seed: number;
  readonly sides: readonly SideResult[];
  readonly draws: number;
  /** Games stopped at the action limit without an outcome. */
  readonly unfinished: number;
  readonly averageTurns: number;
  readonly averageActions: number;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly actionsPerSecond: number;
}

/** The scenario's ruleset data with its house rules, or an error saying why it cannot be had. */
export function effectiveRuleset(scenario: Scenario): RulesetData {
  const base = BUILTIN_RULESETS.get(scenario.ruleset.id);
  if (!base) throw new Error(`Unknown ruleset "${scenario.ruleset.id}".`);
  const effective = applyOverrides(base, scenario.ruleset.overrides, scenario);
  if (!effective.ruleset) throw new Error(`The house rules of this scenario break the "${scenario.ruleset.id}" ruleset data.`);
  return effective.ruleset;
}

/** What a run of games adds up to, before it is turned into rates (batches played apart add up). */
export interface BatchTally {
  readonly games: number;
  /** Wins by side id. */
  readonly wins: Readonly<Record<string, number>>;
  readonly draws: number;
  readonly unfinished: number;
  readonly turns: number;
  readonly actions: number;
}

function checkOptions(scenario: Scenario, options: SimulateOptions): ScenarioEngine {
  // A variant comes with its data (options.ruleset); a built-in game's data is looked up.
  const data = options.ruleset ?? (BUILTIN_RULESETS.has(scenario.ruleset.id) ? effectiveRuleset(scenario) : undefined);
  const engine = data ? engineFor(mechanicsOf(data)) : undefined;
  if (!engine) throw new Error(`The ruleset "${scenario.ruleset.id}" cannot be played yet: it has no mechanics module.`);
  if (!Number.isInteger(options.games) || options.games < 1) throw new Error('The number of games must be a whole number of at least 1.');
  if (options.bots.length === 0 || !options.bots.every(isBotKind)) throw new Error(`Each side needs a bot: ${BOT_KINDS.join(', ')}.`);
  return engine;
}

function botOf(options: Pick<SimulateOptions, 'bots'>, index: number): BotKind {
  return options.bots[index] ?? (options.bots[options.bots.length - 1] as BotKind);
}

/**
 * Plays games `first` to `first + count - 1` of the batch `options` describes (game `n` is seeded
 * from the batch seed and `n`, so any split of a batch plays the very same games).
 */
export function playBatch(scenario: Scenario, options: SimulateOptions, first: number, count: number): BatchTally {
  let next = first;
  return playGames(scenario, options, () => (next < first + count ? next++ : -1));
}

/**
 * Plays the games of the batch that `take` hands out one after the other, until it gives -1:
 * threads that share a batch take its games as they finish one, so that none waits for another
 * to play out a longer share. The tally is the same in any order.
 */
export function playGames(scenario: Scenario, options: SimulateOptions, take: () => number): BatchTally {
  const engine = checkOptions(scenario, options);
  const input = { scenario, ruleset: options.ruleset ?? effectiveRuleset(scenario) };
  const sides = scenario.sides.map((side) => side.id);
  const bots = sides.map((_, index) => botOf(options, index));
  const wins: Record<string, number> = Object.fromEntries(sides.map((side) => [side, 0]));
  let draws = 0;
  let unfinished = 0;
  let turns = 0;
  let actions = 0;
  let count = 0;
  for (let game = take(); game >= 0; game = take()) {
    count++;
    const seed = deriveGameSeed(options.seed, game);
    const result = playBotGame(engine, input, { seed, bots, maxActions: options.maxActions, record: options.keepActions === true });
    options.onGame?.({ index: game, seed, bots, actions: result.log.map((entry) => entry.action), state: result.state });
    actions += result.actions;
    turns += result.state.turn;
    const outcome = result.state.outcome;
    if (!outcome) unfinished++;
    else if (outcome.winner === null) draws++;
    else wins[outcome.winner] = (wins[outcome.winner] ?? 0) + 1;
  }
  return { games: count, wins, draws, unfinished, turns, actions };
}

/** Two tallies of the same batch added up. */
export function addTallies(a: BatchTally, b: BatchTally): BatchTally {
  const wins: Record<string, number> = { ...a.wins };
  for (const [side, count] of Object.entries(b.wins)) wins[side] = (wins[side] ?? 0) + count;
  return { games: a.games + b.games, wins, draws: a.draws + b.draws, unfinished: a.unfinished + b.unfinished, turns: a.turns + b.turns, actions: a.actions + b.actions };
}

/** What a report names of the scenario: its ruleset and its sides. */
export interface BatchSubject {
  readonly ruleset: { readonly id: string };
  readonly sides: readonly { readonly id: string }[];
}

/** The report of a whole batch from its tally and the seconds it took. */
export function reportOf(scenario: BatchSubject, options: Pick<SimulateOptions, 'seed' | 'bots'>, tally: BatchTally, elapsedSeconds: number): SimulationReport {
  const seconds = Math.max(1e-9, elapsedSeconds);
  const games = tally.games;
  return {
    ruleset: scenario.ruleset.id,
    games,
    seed: options.seed,
    sides: scenario.sides.map((side, index) => {
      const count = tally.wins[side.id] ?? 0;
      return { side: side.id, bot: botOf(options, index), wins: count, rate: count / games, ci95: wilsonInterval(count, games) };
    }),
    draws: tally.draws,
    unfinished: tally.unfinished,
    averageTurns: tally.turns / games,
    averageActions: tally.actions / games,
    seconds,
    gamesPerSecond: games / seconds,
    actionsPerSecond: tally.actions / seconds,
  };
}

export function simulate(scenario: Scenario, options: SimulateOptions): SimulationReport {
  checkOptions(scenario, options);
  const clock = options.clock ?? Date.now;
  const started = clock();
  const tally = playBatch(scenario, options, 0, options.games);
  return reportOf(scenario, options, tally, (clock() - started) / 1000);
}
