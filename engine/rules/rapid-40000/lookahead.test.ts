/**
 * The search bot's look-ahead on Rapid' 40000 (`lookahead` in ruleset.ts): in the last turn a
 * line is played on to the game's end, where the zone held alone or the points destroyed decide
 * (R15, R86); sooner, it stops at the side's next activation, as in the other games. Every
 * decision gets twice the iterations and compares its actions on the same luck.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/rapid40k-skirmish.scenario.json';
import { createEngine } from '../core/engine';
import { Rng, seedRng } from '../core/prng';
import { answered } from '../core/reply';
import { ENDGAME_LOOKAHEAD, rapidRuleset, SAME_LUCK } from './ruleset';
import { engine, start } from './test-support/game';
import type { R40State } from './types';

const anyEngine = engine as unknown as Parameters<typeof answered>[0];

/** The sample cut to `limit` turns, at the first activation of its first turn. */
function sampleOf(limit: number): R40State {
  const doc = JSON.parse(JSON.stringify(sample)) as typeof sample;
  doc.turns = { ...doc.turns, limit };
  const state = start(doc);
  expect(state.turn).toBe(1);
  expect(state.pending[0]?.kind).toBe('activate');
  return state;
}

describe('the search bot looks ahead to the game’s end in its last turn (R15, R86)', () => {
  it('plays a line from the last turn to the outcome, for either side', () => {
    const last = sampleOf(1);
    for (const side of last.sides) {
      expect(rapidRuleset.lookahead?.(last, side)).toEqual(ENDGAME_LOOKAHEAD);
      for (let seed = 1; seed <= 4; seed++) {
        const end = answered(anyEngine, last, side, 24, new Rng(seedRng(seed))) as R40State;
        expect(end.turn).toBe(1);
        expect(end.outcome).not.toBeNull();
      }
    }
  });

  it('stops a line at the side’s next activation in the same turn before then, as without the look-ahead', () => {
    // The penultimate turn already stops there.
    for (const side of sampleOf(2).sides) expect(rapidRuleset.lookahead?.(sampleOf(2), side)).toEqual(SAME_LUCK);
    const early = sampleOf(6);
    const { lookahead, ...shortSighted } = rapidRuleset;
    expect(lookahead).toBeDefined();
    const plain = createEngine(shortSighted) as unknown as typeof anyEngine;
    for (const side of early.sides) {
      expect(rapidRuleset.lookahead?.(early, side)).toEqual(SAME_LUCK);
      const end = answered(anyEngine, early, side, 24, new Rng(seedRng(1))) as R40State;
      expect(end.outcome).toBeNull();
      expect(end.turn).toBe(1);
      expect(end.pending[0]).toEqual({ side, kind: 'activate' });
      expect(end.step).toBe(answered(plain, early, side, 24, new Rng(seedRng(1))).step);
    }
  });

  it('gives every decision twice the iterations, its actions compared on the same luck', () => {
    for (const limit of [1, 2, 6]) {
      const state = sampleOf(limit);
      for (const side of state.sides) {
        const found = rapidRuleset.lookahead?.(state, side);
        expect(found?.iterations).toBe(2);
        expect(found?.sameDice).toBe(true);
      }
    }
  });

  it('plays no more actions than the look-ahead’s bound', () => {
    const bounded = createEngine({ ...rapidRuleset, lookahead: () => ({ turns: 2, actions: 3 }) }) as unknown as typeof anyEngine;
    const penultimate = sampleOf(2);
    const end = answered(bounded, penultimate, penultimate.sides[0] as string, 24, new Rng(seedRng(1)));
    expect(end.step - penultimate.step).toBe(3);
  });
});
