import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveSeed, Rng, seedRng } from './prng';

describe('seeded PRNG (sfc32)', () => {
  it('gives the same numbers for the same seed and different ones for another', () => {
    const draw = (seed: number): number[] => {
      const rng = new Rng(seedRng(seed));
      return Array.from({ length: 8 }, () => rng.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('matches the reference sfc32 sequence for a known state', () => {
    // The first outputs of sfc32 from state (1, 2, 3, 4), by the reference definition run separately.
    const rng = new Rng([1, 2, 3, 4]);
    expect([rng.next(), rng.next(), rng.next()]).toEqual([7, 34, 56623200]);
  });

  it('resumes exactly from a state written to JSON', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 50 }), (seed, skip) => {
        const rng = new Rng(seedRng(seed));
        for (let i = 0; i < skip; i++) rng.next();
        const resumed = new Rng(JSON.parse(JSON.stringify(rng.state())));
        expect([resumed.next(), resumed.next()]).toEqual([rng.next(), rng.next()]);
      }),
    );
  });

  it('draws integers in range, roughly uniformly', () => {
    const rng = new Rng(seedRng(7));
    const counts = new Array<number>(6).fill(0);
    let outside = 0;
    for (let i = 0; i < 60_000; i++) {
      const value = rng.int(6);
      if (!Number.isInteger(value) || value < 0 || value >= 6) outside++;
      else counts[value] = (counts[value] ?? 0) + 1;
    }
    expect(outside).toBe(0);
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });

  it('shuffles into a permutation', () => {
    const rng = new Rng(seedRng(3));
    const items = Array.from({ length: 30 }, (_, i) => i);
    const shuffled = rng.shuffle([...items]);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
  });

  it('derives distinct seeds per index', () => {
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => deriveSeed(1, i)));
    expect(seeds.size).toBe(1000);
  });
});
