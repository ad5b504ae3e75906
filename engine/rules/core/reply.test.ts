/**
 * Past the search's tree: the rest of the turn and the other side's answer played greedily, up to
 * the searching side's next turn, on the R6 sample (its ruleset without the look-ahead of its own).
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import siegeSample from '../../../scenarios/siege-castle.scenario.json';
import { loadScenario } from '../../scenario/load';
import { engineFor } from '../index';
import { r6Ruleset } from '../r6-onboard/ruleset';
import { engine, placed, start, toAttackPhase } from '../r6-onboard/test-support/game';
import { createEngine } from './engine';
import { Rng, seedRng } from './prng';
import { ANSWER_WIDTH, answered, othersTurn } from './reply';
import type { GameState } from './types';

// The core's own horizon: R6's look-ahead (r6-onboard/lookahead.test.ts) left out.
const { lookahead: _lookahead, ...shortSighted } = r6Ruleset;
const anyEngine = createEngine(shortSighted) as unknown as Parameters<typeof answered>[0];

describe('the answer past the search tree', () => {
  const positions = { ash: 'A1', 'attacker-2': 'B1', 'attacker-3': 'C1', 'attacker-4': 'D1', doc: 'A5', 'defender-2': 'B4', castle: 'B9', 'defender-4': 'C9' };
  const attack = toAttackPhase(start(placed(sample, positions)));

  it('plays the rest of the attack and the whole defence, and stops at the attackers’ next turn', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const end = answered(anyEngine, attack, 'attackers', 1000, new Rng(seedRng(seed))) as typeof attack;
      expect(end.outcome).toBeNull(); // nobody wins in the first turn
      expect(end.turn).toBe(attack.turn + 1);
      expect(end.phase).toBe('attack');
      expect(end.pending.map((owed) => owed.side)).toEqual(['attackers']);
    }
  });

  it('for the defence, plays the attack through and stops where the defence decides', () => {
    const end = answered(anyEngine, attack, 'defenders', 1000, new Rng(seedRng(3))) as typeof attack;
    expect(end.outcome).toBeNull();
    expect(end.turn).toBe(attack.turn);
    expect(end.phase).toBe('defense');
  });

  it('keeps its horizon under a look-ahead that names no turn (one that asks only for iterations or the same luck)', () => {
    const luck = createEngine({ ...shortSighted, lookahead: () => ({ iterations: 2, sameDice: true }) }) as unknown as typeof anyEngine;
    const named = createEngine({ ...shortSighted, lookahead: () => ({ turns: 1, actions: 400 }) }) as unknown as typeof anyEngine;
    for (const side of ['attackers', 'defenders']) {
      for (let seed = 1; seed <= 3; seed++) {
        const plain = answered(anyEngine, attack, side, 1000, new Rng(seedRng(seed)));
        expect(answered(luck, attack, side, 1000, new Rng(seedRng(seed)))).toEqual(plain);
        // Within the strength's bound too.
        expect(answered(luck, attack, side, 3, new Rng(seedRng(seed))).step - attack.step).toBe(3);
      }
    }
    // A named turn moves it: the defence's line goes on to the next turn's start.
    expect(answered(named, attack, 'defenders', 1000, new Rng(seedRng(3))).turn).toBe(attack.turn + 1);
  });

  it('plays no more actions than its bound', () => {
    const end = answered(anyEngine, attack, 'attackers', 4, new Rng(seedRng(3)));
    expect(end.step - attack.step).toBe(4);
  });

  it('looks at a sample of a long list of actions, not at every one', () => {
    const loaded = loadScenario(JSON.stringify(siegeSample));
    const siege = engineFor('siege') as unknown as Parameters<typeof answered>[0];
    let state = siege.setup({ scenario: loaded.scenario, ruleset: loaded.ruleset }, '5');
    const rng = new Rng(seedRng(5));
    const listed = () => siege.legalActions(state, state.pending[0]?.side as string);
    let legal = listed();
    while (!state.outcome && legal.length <= ANSWER_WIDTH * 2) {
      state = siege.apply(state, legal[rng.int(legal.length)] as never).state;
      legal = listed();
    }
    expect(legal.length).toBeGreaterThan(ANSWER_WIDTH * 2);
    let applied = 0;
    const counting = { ...siege, apply: (...args: Parameters<typeof siege.apply>) => (applied++, siege.apply(...args)) };
    answered(counting, state, state.pending[0]?.side === 'besiegers' ? 'defenders' : 'besiegers', 1, new Rng(seedRng(1)));
    // Each action looked at is tried once, then the one chosen is played.
    expect(applied).toBeGreaterThan(1);
    expect(applied).toBeLessThanOrEqual(ANSWER_WIDTH + 1);
  });

  it('tells the other side’s open turn from the searching side’s and from a round of secret choices', () => {
    const defence = engine.apply(attack, { type: 'endPhase', side: 'attackers' }).state as GameState;
    expect(othersTurn(attack, 'attackers')).toBe(false);
    expect(othersTurn(defence, 'attackers')).toBe(true);
    const secret: GameState = { ...defence, pending: [{ side: 'defenders', kind: 'commit', secret: true }] };
    expect(othersTurn(secret, 'attackers')).toBe(false);
  });
});
