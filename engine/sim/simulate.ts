/**
 * Batch simulation: many bot games of one scenario, each seeded from the batch seed, with the win
 * rate of each side and its 95% confidence interval.
 */
import { isBotKind, type BotKind } from '../rules/core/bots';
import { deriveSeed } from '../rules/core/prng';
import { engineFor } from '../rules/index';
import { applyOverrides } from '../scenario/overrides';
import { BUILTIN_RULESETS } from '../scenario/rulesets';
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

export function simulate(scenario: Scenario, options: SimulateOptions): SimulationReport {
  const engine = engineFor(scenario.ruleset.id);
  if (!engine) throw new Error(`The ruleset "${scenario.ruleset.id}" cannot be played yet: it has no mechanics module.`);
  if (!Number.isInteger(options.games) || options.games < 1) throw new Error('The number of games must be a whole number of at least 1.');
  if (options.bots.length === 0 || !options.bots.every(isBotKind)) throw new Error('Each side needs a bot: random or greedy.');
  const input = { scenario, ruleset: options.ruleset ?? effectiveRuleset(scenario) };
  const clock = options.clock ?? Date.now;
  const sides = scenario.sides.map((side) => side.id);
  const botOf = (index: number): BotKind => options.bots[index] ?? (options.bots[options.bots.length - 1] as BotKind);
  const wins = new Map<string, number>(sides.map((side) => [side, 0]));
  let draws = 0;
  let unfinished = 0;
  let turns = 0;
  let actions = 0;
  const started = clock();
  for (let game = 0; game < options.games; game++) {
    const seed = deriveSeed(options.seed, game);
    const result = playBotGame(engine, input, { seed, bots: sides.map((_, index) => botOf(index)), maxActions: options.maxActions });
    actions += result.actions;
    turns += result.state.turn;
    const outcome = result.state.outcome;
    if (!outcome) unfinished++;
    else if (outcome.winner === null) draws++;
    else wins.set(outcome.winner, (wins.get(outcome.winner) ?? 0) + 1);
  }
  const seconds = Math.max(1e-9, (clock() - started) / 1000);
  return {
    ruleset: scenario.ruleset.id,
    games: options.games,
    seed: options.seed,
    sides: sides.map((side, index) => {
      const count = wins.get(side) ?? 0;
      return { side, bot: botOf(index), wins: count, rate: count / options.games, ci95: wilsonInterval(count, options.games) };
    }),
    draws,
    unfinished,
    averageTurns: turns / options.games,
    averageActions: actions / options.games,
    seconds,
    gamesPerSecond: options.games / seconds,
    actionsPerSecond: actions / seconds,
  };
}
