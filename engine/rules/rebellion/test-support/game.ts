/**
 * Test helpers over the real Rebellion data: sample scenarios loaded and validated like any file,
 * the engine, and games played by bots or by scripted actions.
 */
import { createEngine } from '../../core/engine';
import type { ScenarioInput } from '../../core/module';
import type { Action, GameEvent, GameState } from '../../core/types';
import { playBotGame } from '../../../sim/play';
import { rebellionRuleset } from '../ruleset';
import type { RebAction, RebState } from '../types';

export const engine = createEngine(rebellionRuleset);
export const anyEngine = engine as unknown as Parameters<typeof playBotGame>[0];

export { deepFreeze, loadInput } from '../../core/test-support/scenario';

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
