import { describe, expect, it } from 'vitest';
import { RecentValues } from './cache';

describe('RecentValues', () => {
  it('holds the recent short-lived objects in its ring, forgets the oldest, and keeps the long-lived ones', () => {
    const values = new RecentValues<object, number>(3);
    const lasting = {};
    values.keep(lasting, 0);
    const recent = [{}, {}, {}, {}];
    recent.forEach((key, at) => values.remember(key, at + 1));
    // The ring holds three: the first one made room for the fourth.
    expect(values.get(recent[0]!)).toBeUndefined();
    expect(recent.slice(1).map((key) => values.get(key))).toEqual([2, 3, 4]);
    expect(values.get(lasting)).toBe(0);
    expect(values.get({})).toBeUndefined();
  });

  it('gives the value last remembered for an object, even the one it just gave', () => {
    const values = new RecentValues<object, string>(2);
    const key = {};
    values.remember(key, 'first');
    expect(values.get(key)).toBe('first');
    values.remember(key, 'patched');
    expect(values.get(key)).toBe('patched');
    // Remembered again, it keeps its one place: the ring still has room for another.
    const other = {};
    values.remember(other, 'other');
    expect([values.get(key), values.get(other)]).toEqual(['patched', 'other']);
  });
});
