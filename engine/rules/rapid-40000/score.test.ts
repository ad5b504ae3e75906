/**
 * The bots' score (score.ts) against exact dice maths: a declared template volley counts at its
 * expected value (R36–R39), and what each side's units could shoot at their next activation counts
 * at the expected value of the best shot of each (R29–R35).
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/rapid40k-skirmish.scenario.json';
import type { Action } from '../core/types';
import { atLeast, contest } from './dice';
import { scoreOf } from './score';
import { ci, play, scene, start } from './test-support/game';
import type { R40State } from './types';

const BOY = 56;
const MARINE = 68;

/** The state with its declared roll taken back: what the roll itself adds to the score. */
const undeclared = (state: R40State): R40State => ({ ...state, game: { ...state.game, roll: null } });

describe('the bots’ score', () => {
  it('prices a declared flamer volley at its exact odds (1d6 + 3 + 2 against a d6 + 3 per boy under it)', () => {
    for (const k of [1, 2]) {
      const boyz = Array.from({ length: k }, (_, i): [number, number] => [30 + i * 1.0, 14]);
      const doc = scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1], ['sm-flamer', 1]], at: [[28.8, 10], [30, 10]] }, { side: 'orks', id: 'boyz', models: [['ork-boy', k]], at: boyz }], { bare: true });
      const declared = play(start(doc), { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(30), ci(14)] }], aimed: false } as Action).state;
      const gain = scoreOf(declared, 'marines') - scoreOf(undeclared(declared), 'marines');
      expect(gain).toBeCloseTo(contest(1, 5, k, 3).win * BOY, 9);
      expect(scoreOf(declared, 'orks') - scoreOf(undeclared(declared), 'orks')).toBeCloseTo(-gain, 9);
    }
  });

  it('prices a declared missile blast at its aim (fewer than two failures on 3d6 against 3+) times its contest', () => {
    const doc = scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1], ['sm-missile', 1]], at: [[28.8, 10], [30, 10]] }, { side: 'orks', id: 'boy', models: [['ork-boy', 1]], at: [[30, 30]] }], { bare: true });
    const declared = play(start(doc), { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(30), ci(30)] }], aimed: false } as Action).state;
    expect(scoreOf(declared, 'marines') - scoreOf(undeclared(declared), 'marines')).toBeCloseTo(atLeast(3, 3, 2) * contest(1, 5, 1, 3).win * BOY, 9);
  });

  it('counts what each side could shoot next: two marines and two boyz facing each other in the open, within their 18" and beyond', () => {
    // The sides stand alike about the central zone, so only the points and the shots differ.
    const facing = (gap: number) =>
      start(
        scene(sample, [
          { side: 'marines', id: 'squad', models: [['sm-marine', 2]], at: [[35, 24 - gap / 2], [37, 24 - gap / 2]] },
          { side: 'orks', id: 'boyz', models: [['ork-boy', 2]], at: [[35, 24 + gap / 2], [37, 24 + gap / 2]] },
        ], { bare: true }),
      );
    const points = 2 * MARINE - 2 * BOY;
    // Bolters and fling's alike: 2d6 + 3 + 1 against 2d6 + 3, a model lost on a win.
    const odds = contest(2, 4, 2, 3).win;
    expect(scoreOf(facing(24), 'marines')).toBeCloseTo(points, 9);
    expect(scoreOf(facing(18), 'marines')).toBeCloseTo(points + odds * BOY - odds * MARINE, 9);
    expect(scoreOf(facing(18), 'orks')).toBeCloseTo(-(points + odds * BOY - odds * MARINE), 9);
  });
});
