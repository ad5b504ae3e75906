/**
 * Illegal actions are refused with a reason in words, and the state given is handed back untouched
 * (the very same object, deep-frozen, with the same hash).
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import { translate } from '../../i18n/index';
import { hashState } from '../core/hash';
import type { Action } from '../core/types';
import { describe as describeMessage } from './describe';
import { cellIndex, deepFreeze, engine, placed, play, playUntil, start } from './test-support/game';
import type { SiegeAction, SiegeState } from './types';

function expectRefused(state: SiegeState, action: SiegeAction | Action, key: string): void {
  const frozen = deepFreeze(state);
  const before = hashState(frozen);
  const result = engine.apply(frozen, action);
  expect(result.refused?.key).toBe(key);
  expect(result.state).toBe(frozen);
  expect(result.events).toEqual([]);
  expect(hashState(result.state)).toBe(before);
  for (const language of ['en', 'fr'] as const) {
    expect(translate(language, key)).not.toBe(key);
    expect(describeMessage(frozen.fixed, result.refused!, language)).not.toMatch(/\{\{|\}\}/);
  }
}

// Besiegers on the west berm and in the fields, defenders on the west ramparts and in the keep.
const doc = placed(sample, {
  'crossbow-b1': '1009',
  'longbow-1': '1010',
  'soldier-b1': '1310',
  'engineer-b': '1312',
  baron: '0509',
  'archer-1': '1410',
  'crossbow-2': '1408',
  lord: '1911',
  'soldier-1': '1311',
});

describe('illegal actions', () => {
  it('refuses a side that is not to play', () => {
    const state = start(doc);
    expect(state.phase).toBe('besiegers:fire-1');
    expectRefused(state, { type: 'fire', side: 'defenders', unit: 'archer-1', target: 'longbow-1' }, 'core.refused.notYourTurn');
  });

  it('refuses an action of another step', () => {
    const state = start(doc);
    expectRefused(state, { type: 'move', side: 'besiegers', unit: 'soldier-b1', cell: cellIndex(state, '1309') }, 'siege.refused.notNow');
    expectRefused(state, { type: 'melee', side: 'besiegers', attackers: ['soldier-b1'], defenders: ['soldier-1'] } as Action, 'siege.refused.notNow');
  });

  it('refuses a hex out of reach, an occupied hex and a hex behind a wall', () => {
    const state = playUntil(start(doc), 'besiegers:move');
    expectRefused(state, { type: 'move', side: 'besiegers', unit: 'soldier-b1', cell: cellIndex(state, '2020') }, 'siege.refused.unreachable');
    expectRefused(state, { type: 'move', side: 'besiegers', unit: 'soldier-b1', cell: cellIndex(state, '1410') }, 'siege.refused.occupied');
    expectRefused(state, { type: 'move', side: 'besiegers', unit: 'soldier-b1', cell: cellIndex(state, '1409') }, 'siege.refused.unreachable');
    // Enemies are not passed through: the soldier on 1311 bars the berm southwards.
    const blocked = engine.legalActions(state, 'besiegers').filter((action) => action.type === 'move' && (action as { unit: string }).unit === 'soldier-b1');
    expect(blocked.map((action) => state.fixed.labels[(action as { cell: number }).cell])).not.toContain('1313');
  });

  it('refuses a melee at less than 1-1', () => {
    // The engineer (attack 4) against a soldier (defence 7).
    const state = playUntil(start(doc), 'besiegers:melee');
    expectRefused(state, { type: 'melee', side: 'besiegers', attackers: ['engineer-b'], defenders: ['soldier-1'] } as Action, 'siege.refused.melee.oddsTooLow');
    expect(engine.legalActions(state, 'besiegers').some((action) => action.type === 'melee' && (action as { attackers: readonly string[] }).attackers.join() === 'engineer-b')).toBe(false);
  });

  it('refuses a melee through a wall', () => {
    const state = playUntil(start(doc), 'besiegers:melee');
    expectRefused(state, { type: 'melee', side: 'besiegers', attackers: ['soldier-b1'], defenders: ['archer-1'] } as Action, 'siege.refused.cannotFightThere');
  });

  it('refuses a shot with no line of fire', () => {
    // The lord in the keep is out of every line of fire from outside.
    const state = start(doc);
    expectRefused(state, { type: 'fire', side: 'besiegers', unit: 'longbow-1', target: 'lord' }, 'siege.refused.noLineOfFire');
    const refusal = engine.check(state, { type: 'fire', side: 'besiegers', unit: 'longbow-1', target: 'lord' });
    expect(String(refusal?.params.reason)).not.toBe('');
  });

  it('refuses a crossbowman who shot in the first fire step a move', () => {
    let state = start(doc);
    state = play(state, { type: 'fire', side: 'besiegers', unit: 'crossbow-b1', target: 'archer-1' }).state;
    state = play(state, { type: 'roll', side: 'besiegers' }).state;
    state = playUntil(state, 'besiegers:move');
    expectRefused(state, { type: 'move', side: 'besiegers', unit: 'crossbow-b1', cell: cellIndex(state, '0909') }, 'siege.refused.crossbowFired');
  });

  it('refuses another side’s figure, an unknown figure, a friend as a target and a malformed action', () => {
    const state = start(doc);
    expectRefused(state, { type: 'fire', side: 'besiegers', unit: 'archer-1', target: 'longbow-1' }, 'siege.refused.notYourUnit');
    expectRefused(state, { type: 'fire', side: 'besiegers', unit: 'robin', target: 'archer-1' }, 'siege.refused.unknownUnit');
    expectRefused(state, { type: 'fire', side: 'besiegers', unit: 'longbow-1', target: 'soldier-b1' }, 'siege.refused.notAnEnemy');
    expectRefused(state, { type: 'dance', side: 'besiegers' }, 'siege.refused.unknownAction');
    expectRefused(state, { side: 'besiegers' } as unknown as Action, 'core.refused.malformed');
  });
});
