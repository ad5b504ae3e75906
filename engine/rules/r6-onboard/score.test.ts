/**
 * The bots' score of an R6 state, on the shipped sample: the clock the defence plays for. The other
 * terms are checked through the bots' play (core/bots.test.ts, core/mcts.test.ts).
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { engine, placed, start, toAttackPhase } from './test-support/game';
import type { R6State } from './types';

const score = (state: R6State, side: string) => engine.ruleset.score(state, side);
const inTurn = (state: R6State, turn: number): R6State => ({ ...state, turn });

describe('the R6 score', () => {
  // Ash outside, a few steps from the bomb room of B5; Doc at the other bomb.
  const outside = toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'B9' })));

  it('counts the clock for the attackers: the same position is worth less to them each turn, and least once no defusal can end by the last turn', () => {
    const lost = (turn: number) => score(outside, 'attackers') - score(inTurn(outside, turn), 'attackers');
    const losses = [2, 4, 6, 7, 8, 9].map(lost);
    for (let index = 1; index < losses.length; index++) expect(losses[index]).toBeGreaterThan(losses[index - 1] as number);
    // Ash needs the attack phase of a turn to reach the bomb and the whole next turn on it: from turn
    // 9 on it is too late, the biggest step of all, and no later turn makes it worse.
    expect(lost(9) - lost(8)).toBeGreaterThan(lost(8) - lost(7));
    expect(lost(10)).toBe(lost(9));
    // The defence counts the same clock the other way.
    expect(score(inTurn(outside, 10), 'defenders') - score(outside, 'defenders')).toBeCloseTo(lost(10));
  });

  it('counts an attacker who stood on a bomb site since before the turn as defusing at its end, in time even in the last turn', () => {
    const onSite = toAttackPhase(start(placed(sample, { ash: 'B5', doc: 'B9' })));
    const late = score(onSite, 'attackers') - score(inTurn(onSite, 10), 'attackers');
    const farLate = score(outside, 'attackers') - score(inTurn(outside, 10), 'attackers');
    expect(late).toBeLessThan(farLate);
  });
});
