import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { playBotGame } from '../../sim/play';
import { engine, loadInput } from '../r6-onboard/test-support/game';
import { createEngine, silent } from './engine';
import { hashState } from './hash';
import type { Action, Emit, GameState } from './types';

const anyEngine = engine as unknown as Parameters<typeof playBotGame>[0];
const input = loadInput(sample);

describe('apply options for batch work', () => {
  it('without events, gives the very same states, no events, and hands the ruleset the silent emit', () => {
    const game = playBotGame(anyEngine, input, { seed: 12, bots: ['random'], record: true });
    const emits: Emit[] = [];
    const watched = createEngine({
      ...engine.ruleset,
      apply: (state, action, emit) => {
        emits.push(emit);
        return engine.ruleset.apply(state, action, emit);
      },
    });
    let loud = game.initial as GameState;
    let quiet = game.initial as GameState;
    let heard = 0;
    for (const { action } of game.log) {
      const withEvents = watched.apply(loud as never, action);
      const withoutEvents = watched.apply(quiet as never, action, { events: false });
      heard += withEvents.events.length;
      expect(withoutEvents.events).toEqual([]);
      expect(hashState(withoutEvents.state)).toBe(hashState(withEvents.state));
      loud = withEvents.state;
      quiet = withoutEvents.state;
    }
    expect(heard).toBeGreaterThan(game.log.length);
    expect(emits.filter((emit) => emit === silent)).toHaveLength(game.log.length);
    expect(loud.outcome).not.toBeNull();
  });

  it('skips the check only for an action said to be listed, and a refused action still leaves the state as it was', () => {
    let checked = 0;
    const counting = createEngine({
      ...engine.ruleset,
      check: (state, action) => {
        checked++;
        return engine.ruleset.check(state, action);
      },
    });
    const state = engine.setup(input, 3);
    const side = state.pending[0]?.side as string;
    const legal = counting.legalActions(state, side);
    const listed = counting.apply(state, legal[0] as Action, { events: false, listed: true });
    expect(checked).toBe(0);
    const unlisted = counting.apply(state, legal[0] as Action, { events: false });
    expect(checked).toBe(1);
    expect(hashState(listed.state)).toBe(hashState(unlisted.state));
    const refused = counting.apply(state, { type: 'endPhase', side: 'nobody' }, { events: false });
    expect(refused.refused?.key).toBe('core.refused.unknownSide');
    expect(refused.state).toBe(state);
  });
});
