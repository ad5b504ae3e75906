/**
 * The search bot's look-ahead on Rivet Wars (`lookahead` in ruleset.ts): a leaf is judged where the
 * core judges it, its side's next turn within 24 actions, but valued by three answers, each on dice
 * of its own (core/mcts.ts), since one answer's dice sway its value more than the best actions of a
 * decision differ.
 */
import { describe, expect, it } from 'vitest';
import m03 from '../../../scenarios/rivet-wars-m03.scenario.json';
import { searchBot } from '../core/bots';
import { createEngine } from '../core/engine';
import { SEARCH_STRENGTHS } from '../core/mcts';
import { Rng, seedRng } from '../core/prng';
import { answered } from '../core/reply';
import type { GameState } from '../core/types';
import { playBotGame } from '../../sim/play';
import { SEARCH_LOOKAHEAD, rivetWarsRuleset } from './ruleset';
import { engine, loadInput } from './test-support/game';
import type { RwState } from './types';

const anyEngine = engine as unknown as Parameters<typeof answered>[0];

/** States of a greedy game of mission 3 where a side decides in its combat phase, from round 4 on (the turns are long by then). */
function combatStates(): RwState[] {
  const states: RwState[] = [];
  playBotGame(anyEngine, loadInput(m03), {
    seed: 5,
    bots: ['greedy', 'greedy'],
    observe: (state) => {
      const at = state as RwState;
      const side = at.pending[0]?.side;
      if (side && at.turn >= 4 && at.phase === `${side}:combat` && at.game.activeGrid < 0) states.push(at);
    },
  });
  return states;
}

describe('the search bot’s look-ahead on Rivet Wars', () => {
  const states = combatStates();
  const { lookahead, ...plainRules } = rivetWarsRuleset;
  const plain = createEngine(plainRules) as unknown as typeof anyEngine;

  it('values each leaf by three answers', () => {
    expect(SEARCH_LOOKAHEAD.answers).toBe(3);
    expect(lookahead?.(states[0] as RwState, 'allies')).toEqual(SEARCH_LOOKAHEAD);
    expect(lookahead?.(states[0] as RwState, 'blight')).toEqual(SEARCH_LOOKAHEAD);
  });

  it('judges a leaf where the core does: each answer stops at the side’s next turn, or at the core’s bound of 24 actions', () => {
    expect(states.length).toBeGreaterThan(8);
    for (const [index, state] of states.entries()) {
      const side = state.pending[0]?.side as string;
      const sample = rivetWarsRuleset.sample(engine.view(state, side), side, new Rng(seedRng(index)));
      const end = answered(anyEngine, sample, side, SEARCH_STRENGTHS.standard.reply, new Rng(seedRng(index)));
      const plainEnd = answered(plain, sample, side, SEARCH_STRENGTHS.standard.reply, new Rng(seedRng(index)));
      expect(end.step).toBe(plainEnd.step);
      expect(end.step - sample.step).toBeLessThanOrEqual(24);
    }
  });

  it('plays three answers from every leaf of a decision, each on dice of its own', () => {
    const state = states[0] as RwState;
    const side = state.pending[0]?.side as string;
    const answersFrom = new Map<unknown, Set<string>>();
    const counting = {
      ...anyEngine,
      ruleset: {
        ...anyEngine.ruleset,
        lookahead: (at: GameState, who: string) => {
          answersFrom.set(at.game, (answersFrom.get(at.game) ?? new Set<string>()).add(at.rng.join()));
          return lookahead?.(at as RwState, who) ?? null;
        },
      },
    } as typeof anyEngine;
    const legal = engine.legalActions(state, side);
    expect(legal.length).toBeGreaterThan(1);
    searchBot(counting, 1, 'mcts', SEARCH_STRENGTHS.standard).choose(legal, () => engine.view(state, side), side);
    expect(answersFrom.size).toBeGreaterThanOrEqual(SEARCH_STRENGTHS.standard.iterations);
    for (const dice of answersFrom.values()) expect(dice.size).toBe(3);
  });
});
