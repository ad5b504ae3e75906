/** A cache of what a ruleset compiles from a scenario before setting up a game. */
import type { RulesetData, Scenario } from '../../scenario/types';
import { cachedPerPair } from './cache';

interface CompileInput {
  readonly scenario: Scenario;
  readonly ruleset: RulesetData;
}

/**
 * Wraps `compile` so each scenario and ruleset pair is compiled once: batches set up thousands of
 * games of one scenario. Scenarios and ruleset data are read-only values throughout the engine, so
 * their identity is a safe key.
 */
export function compiledPerScenario<C>(compile: (input: CompileInput) => C): (input: CompileInput) => C {
  const byPair = cachedPerPair((scenario: Scenario, ruleset: RulesetData) => compile({ scenario, ruleset }));
  return (input) => byPair(input.scenario, input.ruleset);
}
