/**
 * The search bot's look-ahead on Rivet Wars (`lookahead` in ruleset.ts) and the score's threats:
 * past its tree a line is played to the end of the searching side's own turn, not through the
 * other side's answer, and the score counts what each side's units could attack next at its
 * expected value instead.
 */
import { describe, expect, it } from 'vitest';
import m01 from '../../../scenarios/rivet-wars-m01.scenario.json';
import m03 from '../../../scenarios/rivet-wars-m03.scenario.json';
import { createEngine } from '../core/engine';
import { Rng, seedRng } from '../core/prng';
import { answered } from '../core/reply';
import { copyOf, engine, playUntil, scene, start } from './test-support/game';
import { OWN_TURN_LOOKAHEAD, rivetWarsRuleset } from './ruleset';
import { scoreOf } from './score';
import type { RwState } from './types';

const anyEngine = engine as unknown as Parameters<typeof answered>[0];

function alliesFirst(): RwState {
  const doc = copyOf(m03);
  doc.turns = { ...(doc.turns ?? {}), first: 'allies' };
  return start(doc);
}

describe('the search bot scores a line where its own turn ends', () => {
  it('plays the rest of the Allied turn and stops where the Blight is to decide', () => {
    const turnStart = alliesFirst();
    expect(turnStart.pending[0]?.side).toBe('allies');
    expect(rivetWarsRuleset.lookahead?.(turnStart, 'allies')).toEqual(OWN_TURN_LOOKAHEAD);
    for (let seed = 1; seed <= 4; seed++) {
      const end = answered(anyEngine, turnStart, 'allies', 24, new Rng(seedRng(seed))) as RwState;
      expect(end.outcome).toBeNull();
      expect(end.turn).toBe(turnStart.turn);
      expect(end.pending[0]?.side).toBe('blight');
      expect(end.phase.startsWith('blight:')).toBe(true);
      expect(end.step).toBeGreaterThan(turnStart.step);
    }
  });

  it('without the look-ahead, plays the Blight’s answer on to the Allies’ next turn or its bound', () => {
    const turnStart = alliesFirst();
    const { lookahead, ...answering } = rivetWarsRuleset;
    expect(lookahead).toBeDefined();
    const end = answered(createEngine(answering) as unknown as typeof anyEngine, turnStart, 'allies', 1000, new Rng(seedRng(1))) as RwState;
    expect(end.turn).toBe(turnStart.turn + 1);
    expect(end.pending[0]?.side).toBe('allies');
  });

  it('plays no more actions than the look-ahead’s bound', () => {
    const turnStart = alliesFirst();
    const bounded = createEngine({ ...rivetWarsRuleset, lookahead: () => ({ ...OWN_TURN_LOOKAHEAD, actions: 3 }) }) as unknown as typeof anyEngine;
    const end = answered(bounded, turnStart, 'allies', 24, new Rng(seedRng(1)));
    expect(end.step - turnStart.step).toBe(3);
  });
});

describe('the score counts what the enemy could attack next', () => {
  const movement = (at: string) => playUntil(start(scene(m01, [{ side: 'allies', id: 'c', profile: 'rocket-cycle', at }, { side: 'blight', id: 'm', profile: 'mg08-schlitten', at: '9,1' }])), 'allies:movement');

  it('rates a Rocket Cycle ending its move in the MG08 Schlitten’s range (3 grids) below one a grid further away', () => {
    const inRange = movement('6,1');
    const outOfRange = movement('5,1');
    expect(inRange.phase).toBe('allies:movement');
    expect(outOfRange.phase).toBe('allies:movement');
    // A grid closer to the enemy is worth a point; the Schlitten's expected attack on it far more.
    expect(scoreOf(inRange, 'allies')).toBeLessThan(scoreOf(outOfRange, 'allies') - 2);
    expect(scoreOf(inRange, 'blight')).toBeGreaterThan(scoreOf(outOfRange, 'blight') + 2);
  });
});
