import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { start } from '../r6-onboard/test-support/game';
import { hashState, hashValue } from './hash';

describe('state hash', () => {
  it('is 16 hex digits, stable, and ignores key order', () => {
    expect(hashValue({ a: 1, b: [true, null, 'x'] })).toMatch(/^[0-9a-f]{16}$/);
    expect(hashValue({ a: 1, b: [true, null, 'x'] })).toBe(hashValue({ b: [true, null, 'x'], a: 1 }));
    expect(hashValue({ a: 1, skipped: undefined })).toBe(hashValue({ a: 1 }));
  });

  it('tells apart values that a careless serialisation would confuse', () => {
    const values = [1, '1', [1], { 1: 1 }, [[1]], ['1'], null, 'null', true, 'true', ['a', 'b'], ['ab'], ['a,b'], { a: 'b' }, { ab: '' }, 0, -1, 1.5];
    expect(new Set(values.map(hashValue)).size).toBe(values.length);
  });

  it('survives a JSON round trip of any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(hashValue(JSON.parse(JSON.stringify(value)))).toBe(hashValue(value));
      }),
    );
  });

  it('changes when any part of a game state changes, the fixed part included', () => {
    const state = start(sample, 5);
    const base = hashState(state);
    expect(hashState(JSON.parse(JSON.stringify(state)))).toBe(base);
    expect(hashState({ ...state, step: state.step + 1 })).not.toBe(base);
    expect(hashState({ ...state, game: { ...state.game, smoke: state.game.smoke.map((s, i) => (i === 0 ? s + 1 : s)) } })).not.toBe(base);
    expect(hashState({ ...state, fixed: { ...state.fixed, labels: state.fixed.labels.map((l, i) => (i === 0 ? 'Z9' : l)) } })).not.toBe(base);
    expect(hashState(start(sample, 6))).not.toBe(base);
  });

  it('refuses what JSON cannot hold', () => {
    expect(() => hashValue({ n: Number.NaN })).toThrow(/finite/);
    expect(() => hashValue({ f: () => 1 })).toThrow(/plain JSON/);
  });
});
