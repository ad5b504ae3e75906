/**
 * The search bot's look-ahead on R6 (`lookahead` in ruleset.ts): a line is scored at the start of
 * the next turn; the defence's decisions in its own phase get three times the strength's
 * iterations, its other decisions the strength's own, the attackers' decisions half of it.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { createEngine } from '../core/engine';
import { Rng, seedRng } from '../core/prng';
import { answered } from '../core/reply';
import { ATTACK_LOOKAHEAD, DEFENCE_LOOKAHEAD, DEFENCE_ASIDE_LOOKAHEAD, r6Ruleset } from './ruleset';
import { engine, placed, play, start, toAttackPhase } from './test-support/game';
import type { R6State } from './types';

const anyEngine = engine as unknown as Parameters<typeof answered>[0];
// The same rules without the look-ahead: the core's own horizon.
const { lookahead, ...shortSighted } = r6Ruleset;
const plain = createEngine(shortSighted) as unknown as typeof anyEngine;

/** The attack phase of the first turn, two agents a side on the board. */
function attackPhase(): R6State {
  return toAttackPhase(start(placed(sample, { ash: 'A1', 'attacker-2': 'A2', doc: 'B9', castle: 'B5' })));
}

/** The defence phase of the first turn, the attackers' agents having passed theirs. */
function defencePhase(): R6State {
  const attack = attackPhase();
  const state = play(attack, { type: 'endPhase', side: attack.fixed.attackers }).state;
  expect(state.phase).toBe('defense');
  expect(state.pending[0]?.side).toBe(state.fixed.defenders);
  return state;
}

describe('the R6 search looks ahead to the next turn, the defence in its phase with three times the iterations', () => {
  it('gives the defence three times the iterations in its phase, the attackers half the strength’s', () => {
    const state = defencePhase();
    expect(r6Ruleset.lookahead?.(state, state.fixed.defenders)).toBe(DEFENCE_LOOKAHEAD);
    expect(DEFENCE_LOOKAHEAD.iterations).toBe(3);
    expect(r6Ruleset.lookahead?.(state, state.fixed.attackers)).toBe(ATTACK_LOOKAHEAD);
    expect(ATTACK_LOOKAHEAD.iterations).toBe(0.5);
  });

  it('gives the defence the strength’s own iterations in its preparation and the attackers’ phase, to the same horizon', () => {
    const setup = start(sample);
    expect(setup.turn).toBe(0);
    expect(setup.fixed.setupPhases).toContain(setup.phase);
    expect(r6Ruleset.lookahead?.(setup, setup.fixed.defenders)).toBe(DEFENCE_ASIDE_LOOKAHEAD);
    const attack = attackPhase();
    expect(r6Ruleset.lookahead?.(attack, attack.fixed.defenders)).toBe(DEFENCE_ASIDE_LOOKAHEAD);
    expect(DEFENCE_ASIDE_LOOKAHEAD.iterations ?? 1).toBe(1);
    expect({ ...DEFENCE_ASIDE_LOOKAHEAD, iterations: 3 }).toEqual(DEFENCE_LOOKAHEAD);
    expect(r6Ruleset.lookahead?.(setup, setup.fixed.attackers)).toBe(ATTACK_LOOKAHEAD);
  });

  it('scores an attack line where it did without the look-ahead, once the defence has answered', () => {
    const attack = attackPhase();
    for (let seed = 1; seed <= 4; seed++) {
      const end = answered(anyEngine, attack, attack.fixed.attackers, 24, new Rng(seedRng(seed))) as R6State;
      expect(end.turn).toBe(attack.turn + 1);
      expect(end).toEqual(answered(plain, attack, attack.fixed.attackers, 24, new Rng(seedRng(seed))));
    }
  });

  it('scores a defence line at the start of the next turn, where without the look-ahead the attackers’ answer is played', () => {
    const state = defencePhase();
    expect(lookahead).toBeDefined();
    for (let seed = 1; seed <= 4; seed++) {
      const end = answered(anyEngine, state, state.fixed.defenders, 24, new Rng(seedRng(seed))) as R6State;
      expect(end.outcome).toBeNull();
      expect(end.turn).toBe(state.turn + 1);
      expect(end.phase).toBe('attack');
      // No attacker has acted in the new turn yet.
      expect(end.game.units.every((unit, index) => state.fixed.units[index]?.side !== state.fixed.attackers || unit.actions === state.fixed.units[index]?.actions)).toBe(true);
      const far = answered(plain, state, state.fixed.defenders, 24, new Rng(seedRng(seed))) as R6State;
      expect(far.step).toBeGreaterThan(end.step);
      expect(far.pending[0]?.side).toBe(state.fixed.defenders);
    }
  });
});
