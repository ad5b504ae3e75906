/**
 * Several edits made as one: each step sees the scenario the previous one produced, the first
 * refusal stops everything, and the caller records the end result as a single undo step (a drag
 * moving five pieces, a paste, deleting a selection).
 */
import { accept, type EditResult } from '../edits';
import type { Id, Scenario } from '../../../engine/scenario/types';

export type Step = (scenario: Scenario) => EditResult;

export interface Composed {
  readonly result: EditResult;
  /** What each step created, in order (undefined where a step created nothing). */
  readonly created: readonly (Id | undefined)[];
}

export function composeEdits(scenario: Scenario, steps: readonly Step[]): Composed {
  let current = scenario;
  const created: (Id | undefined)[] = [];
  for (const step of steps) {
    const result = step(current);
    if (!result.ok) return { result, created };
    current = result.scenario;
    created.push(result.created);
  }
  return { result: accept(current, created.find((id) => id !== undefined)), created };
}
