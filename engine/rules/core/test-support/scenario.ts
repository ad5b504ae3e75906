/** Test helpers every ruleset shares: scenario documents validated as the app validates them, and frozen states. */
import { loadScenario } from '../../../scenario/load';
import type { ScenarioInput } from '../module';

/** Validates a scenario document exactly as the app does; a test fixture with errors is a broken test. */
export function loadInput(document: unknown): ScenarioInput {
  const result = loadScenario(JSON.stringify(document));
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (!result.scenario || !result.ruleset || errors.length > 0) throw new Error(`Invalid test scenario: ${JSON.stringify(errors)}`);
  return { scenario: result.scenario, ruleset: result.ruleset };
}

/** Freezes a value deeply, so a test fails if anything writes to it afterwards. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

/** The setup input of a scenario document that validates without errors, else null. */
export function loadScenarioDocument(document: unknown): ScenarioInput | null {
  const result = loadScenario(JSON.stringify(document));
  if (!result.scenario || !result.ruleset || result.problems.some((problem) => problem.severity === 'error')) return null;
  return { scenario: result.scenario, ruleset: result.ruleset };
}
