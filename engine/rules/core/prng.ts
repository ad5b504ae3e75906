/**
 * Seeded pseudo-random numbers: sfc32 (Chris Doty-Humphrey's Small Fast Counting generator),
 * 128 bits of state kept as four unsigned 32-bit numbers so the state is plain JSON and lives in
 * the game state. Same seed, same numbers, on every JavaScript engine.
 */

/** Four unsigned 32-bit integers. */
export type RngState = readonly [number, number, number, number];

/** splitmix32: spreads a small seed over the whole state so that seeds 1 and 2 diverge at once. */
function splitmix32(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** Initial state for a seed (any number; only its low 32 bits count). */
export function seedRng(seed: number): RngState {
  const mix = splitmix32(seed);
  const rng = new Rng([mix(), mix(), mix(), 1]);
  // The recommended warm-up: the first outputs of a fresh sfc32 are weakly mixed.
  for (let i = 0; i < 12; i++) rng.next();
  return rng.state();
}

/** A working copy of a PRNG state; read `state()` back into the game state when done. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  /** Next unsigned 32-bit integer. */
  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Integer in [0, n) for 1 <= n <= 2^21, by multiply-shift (exact enough for game sizes, and fast). */
  int(n: number): number {
    return Math.floor((this.next() * n) / 4294967296);
  }

  /** Fisher-Yates shuffle in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const swap = items[i] as T;
      items[i] = items[j] as T;
      items[j] = swap;
    }
    return items;
  }

  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }
}

/** A 32-bit seed derived from a base seed and an index (game number, bot number...). */
export function deriveSeed(base: number, index: number): number {
  return splitmix32((base ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0)();
}
