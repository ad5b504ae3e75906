import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { playBotGame } from '../../sim/play';
import { engine, loadInput, start } from '../r6-onboard/test-support/game';
import { createEngine } from './engine';
import { hashState } from './hash';
import { verifyReplay as verifyReplayOf } from '../index';
import { play, replay, startMatch, undo, verifyReplay } from './log';
import type { Action } from './types';

const anyEngine = engine as unknown as Parameters<typeof playBotGame>[0];
const input = loadInput(sample);

describe('action log, replay and undo', () => {
  it('records every action with the hash of the state it made', () => {
    let match = startMatch(start(sample, 11));
    for (let i = 0; i < 20; i++) {
      const side = match.state.pending[0]?.side as string;
      match = play(engine, match, engine.legalActions(match.state, side)[0] as Action).match;
    }
    expect(match.log).toHaveLength(20);
    expect(match.log[19]?.hash).toBe(hashState(match.state));
    expect(replay(engine, match.initial, match.log.map((entry) => entry.action))).toEqual(match.state);
  });

  it('does not record a refused action', () => {
    const match = startMatch(start(sample, 11));
    const result = play(engine, match, { type: 'endPhase', side: 'attackers' });
    expect(result.refused?.key).toBe('r6-onboard.refused.notNow');
    expect(result.match).toBe(match);
  });

  it('finds the first step where a tampered log stops matching', () => {
    const game = playBotGame(anyEngine, input, { seed: 4, bots: ['random'], record: true });
    expect(verifyReplay(anyEngine, game.initial, game.log).ok).toBe(true);
    // The same check from the registry, which finds the ruleset by the id in the state.
    expect(verifyReplayOf(game.initial, game.log)).toMatchObject({ ok: true, steps: game.log.length });
    const wrongHash = game.log.map((entry, index) => (index === 30 ? { ...entry, hash: '0000000000000000' } : entry));
    expect(verifyReplay(anyEngine, game.initial, wrongHash)).toMatchObject({ ok: false, step: 31 });
    const otherSeed = playBotGame(anyEngine, input, { seed: 5, bots: ['random'], record: true });
    const report = verifyReplay(anyEngine, otherSeed.initial, game.log);
    expect(report.ok).toBe(false);
  });

  it('undoes by replaying the log without its last actions', () => {
    const game = playBotGame(anyEngine, input, { seed: 8, bots: ['random'], record: true });
    let match = startMatch(game.initial);
    const states = [match.state];
    for (const entry of game.log.slice(0, 40)) {
      match = play(anyEngine, match, entry.action).match;
      states.push(match.state);
    }
    expect(undo(anyEngine, match).state).toEqual(states[39]);
    expect(undo(anyEngine, match, 15).state).toEqual(states[25]);
    expect(undo(anyEngine, match, 15).log).toHaveLength(25);
    expect(undo(anyEngine, match, 99).state).toEqual(game.initial);
  });

  it('lets a ruleset that returns the state it was given fail loudly', () => {
    const lazy = createEngine({ ...engine.ruleset, apply: (state) => state });
    const state = start(sample, 1);
    const side = state.pending[0]?.side as string;
    expect(() => lazy.apply(state, engine.legalActions(state, side)[0])).toThrow(/returned the state it was given/);
  });
});
