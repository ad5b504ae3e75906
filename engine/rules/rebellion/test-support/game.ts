/**
 * Test helpers over the real Rebellion data: sample scenarios loaded and validated like any file,
 * the engine, and games played by bots or by scripted actions.
 */
import { createEngine } from '../../core/engine';
import type { ScenarioInput } from '../../core/module';
import type { Action, GameEvent, GameState } from '../../core/types';
import { loadScenario } from '../../../scenario/load';
import type { RulesetData, Scenario } from '../../../scenario/types';
import { playBotGame } from '../../../sim/play';
import { rebellionRuleset } from '../ruleset';
import type { RebAction, RebState } from '../types';

export const engine = createEngine(rebellionRuleset);
export const anyEngine = engine as unknown as Parameters<typeof playBotGame>[0];

/** Validates a scenario document exactly as the app does; a test fixture with problems is a broken test. */
export function loadInput(document: unknown): ScenarioInput {
  const result = loadScenario(JSON.stringify(document));
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (!result.scenario || !result.ruleset || errors.length > 0) throw new Error(`Invalid test scenario: ${JSON.stringify(errors)}`);
  return { scenario: result.scenario as Scenario, ruleset: result.ruleset as RulesetData };
}

export interface Step {
  readonly state: RebState;
  readonly events: readonly GameEvent[];
}

/** Applies an action that must be legal. */
export function play(state: RebState, action: RebAction | Action): Step {
  const result = engine.apply(state, action);
  if (result.refused) throw new Error(`Refused ${JSON.stringify(action)}: ${result.refused.key} ${JSON.stringify(result.refused.params)}`);
  return { state: result.state, events: result.events };
}

/** Every state of a bot game, the first one included. */
export function statesOf(input: ScenarioInput, seed: number, bots: readonly ('random' | 'greedy')[] = ['random']): RebState[] {
  const states: RebState[] = [];
  playBotGame(anyEngine, input, { seed, bots, observe: (state: GameState) => states.push(state as RebState) });
  return states;
}

/** Deep-freezes a state: any later write to it throws (copy-on-write slips). */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value as Record<string, unknown>)) deepFreeze(child);
  return value;
}
