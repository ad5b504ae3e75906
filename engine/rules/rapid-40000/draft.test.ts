/**
 * The copy-on-write draft and the values cached by the identity of a units array (the bases on the
 * table, who touches whom): a write always hands the game a fresh array, so a value worked out in
 * the middle of an action is never read again once a unit has moved or lost a model.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/rapid40k-skirmish.scenario.json';
import { silent } from '../core/engine';
import { Draft } from './draft';
import { basesOf, touching } from './table';
import { start } from './test-support/game';

describe('the draft of an action', () => {
  it('hands the game a fresh units array on every write', () => {
    const state = start(sample);
    const d = new Draft(state, silent);
    const before = d.game.units;
    expect(basesOf(state.fixed, before).x[0]).toBe(state.game.units[0]?.pos[0]);
    const unit = d.unit(0);
    unit.pos = [1000, 1000, ...unit.pos.slice(2)];
    expect(d.game.units).not.toBe(before);
    expect(basesOf(state.fixed, d.game.units).x[0]).toBe(1000);
    // Two units apart, then one brought into contact: the contact is seen at once.
    expect(touching(state.fixed, d.game.units, 0, 3)).toBe(false);
    const orks = state.game.units[3]?.pos ?? [];
    const moved = d.unit(0);
    moved.pos = [(orks[0] as number) - 98, orks[1] as number, ...moved.pos.slice(2)];
    expect(touching(state.fixed, d.game.units, 0, 3)).toBe(true);
    // The state the draft started from is untouched.
    expect(state.game.units).toBe(before);
    expect(state.game.units[0]?.pos[0]).not.toBe(1000);
  });
});
