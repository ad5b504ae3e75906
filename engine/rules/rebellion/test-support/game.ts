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

/** Indices of a state's systems, profiles, leaders and cards, by id. */
export function ids(state: RebState) {
  const { fixed } = state;
  const find = (list: readonly { readonly id: string }[], id: string, what: string) => {
    const index = list.findIndex((item) => item.id === id);
    if (index < 0) throw new Error(`No ${what} ${id}`);
    return index;
  };
  return {
    system: (id: string) => (id === '@base' ? fixed.baseSpace : find(fixed.systems, id, 'system')),
    profile: (id: string) => find(fixed.profiles, id, 'profile'),
    leader: (id: string) => find(fixed.leaders, id, 'leader'),
    card: (id: string) => find(fixed.cards, id, 'card'),
  };
}

/** A copy of the state whose game record `change` may write (its arrays are copies too). */
export function edit(state: RebState, change: (game: { -readonly [K in keyof RebState['game']]: RebState['game'][K] extends readonly (infer T)[] ? T[] : RebState['game'][K] }) => void): RebState {
  const game = JSON.parse(JSON.stringify(state.game)) as Parameters<typeof change>[0];
  change(game);
  return { ...state, game: game as unknown as RebState['game'] };
}

/** Sets how many units of a profile stand in a space. */
export function put(state: RebState, space: string, profile: string, count: number): RebState {
  const at = ids(state);
  const stride = state.fixed.profiles.length;
  return edit(state, (game) => {
    game.units[at.system(space) * stride + at.profile(profile)] = count;
  });
}

/** Plays actions that must all be legal, in order; returns the last state and every event. */
export function playAll(state: RebState, actions: readonly (RebAction | Action)[]): Step {
  let current = state;
  const events: GameEvent[] = [];
  for (const action of actions) {
    const step = play(current, action);
    current = step.state;
    events.push(...step.events);
  }
  return { state: current, events };
}

/** Both sides end their assignment at once: the command phase of the same round. */
export function toCommand(state: RebState): RebState {
  let current = state;
  while (current.phase === 'assignment') current = play(current, { type: 'endAssign', side: current.pending[0]?.side as string }).state;
  return current;
}
