/** Shared checks of the editing command tests: loading samples, applying, undoing and redoing through the history. */
import { expect } from 'vitest';
import { createHistory, redo, undo } from '../../document/history';
import { engineMessages } from '../../../engine/i18n';
import { loadScenario, type Problem } from '../../../engine/scenario';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import type { Scenario } from '../../../engine/scenario/types';
import { commitEdit, type EditResult } from './index';

/** A scenario from JSON, which must load with no error. */
export function loaded(json: unknown): Scenario {
  const result = loadScenario(JSON.stringify(json));
  expect(result.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  return result.scenario as Scenario;
}

export function errorsOf(scenario: Scenario): Problem[] {
  return loadScenario(JSON.stringify(scenario)).problems.filter((problem) => problem.severity === 'error');
}

/** The scenario of an accepted edit that changed something; fails the test otherwise. */
export function applied(result: EditResult, before: Scenario): Scenario {
  if (!result.ok) expect.fail(`refused: ${result.refusal.key} ${JSON.stringify(result.refusal.params)}`);
  expect(result.scenario).not.toBe(before);
  return result.scenario;
}

const catalogs: readonly Readonly<Record<string, string>>[] = [
  { ...engineMessages('en'), ...en },
  { ...engineMessages('fr'), ...fr },
];

/** The refusal of a refused edit; its message must exist in both languages with every placeholder given. */
export function refusal(result: EditResult): { key: string; params: unknown } {
  if (result.ok) expect.fail('the edit was accepted');
  const { key, params } = result.refusal;
  for (const catalog of catalogs) {
    // A counted message has its plural forms only (i18next picks one by `count`).
    const text = catalog[key] ?? catalog[`${key}_other`];
    expect(text, key).toBeDefined();
    for (const [, name] of (text ?? '').matchAll(/\{\{(\w+)\}\}/g)) expect(params, `${key} {{${name}}}`).toHaveProperty(name as string);
  }
  return { key, params };
}

/**
 * Applies an edit through the undo history and checks the round trip: undo gives back the very
 * object edited, redo the very result; the result still loads with no error (but those named, which
 * the edit is expected to leave for the user to resolve next).
 */
export function roundTrip(before: Scenario, result: EditResult, expectedErrors: readonly string[] = []): Scenario {
  const after = applied(result, before);
  let history = commitEdit(createHistory(before), result).history;
  expect(history.present).toBe(after);
  history = undo(history);
  expect(history.present).toBe(before);
  history = redo(history);
  expect(history.present).toBe(after);
  expect(errorsOf(after).map((problem) => problem.key)).toEqual(expectedErrors);
  return after;
}
