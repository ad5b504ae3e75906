/** A cache of what a ruleset compiles from a scenario before setting up a game. */
import type { RulesetData, Scenario } from '../../scenario/types';

interface CompileInput {
  readonly scenario: Scenario;
  readonly ruleset: RulesetData;
}

/**
 * Wraps `compile` so each scenario and ruleset pair is compiled once: batches set up thousands of
 * games of one scenario. Scenarios and ruleset data are read-only values throughout the engine, so
 * their identity is a safe key.
 */
export function compiledPerScenario<I extends CompileInput, C>(compile: (input: I) => C): (input: I) => C {
  const compiled = new WeakMap<Scenario, WeakMap<RulesetData, C>>();
  return (input) => {
    let byRuleset = compiled.get(input.scenario);
    if (!byRuleset) {
      byRuleset = new WeakMap();
      compiled.set(input.scenario, byRuleset);
    }
    let entry = byRuleset.get(input.ruleset);
    if (!entry) {
      entry = compile(input);
      byRuleset.set(input.ruleset, entry);
    }
    return entry;
  };
}
