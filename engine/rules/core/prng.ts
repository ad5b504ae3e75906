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

/**
 * A game's seed: a number (its low 32 bits count; tests and command-line batches) or a string of
 * 1 to 32 hex digits (up to 128 bits). Games people play get 64 random bits, so that nobody can
 * work a shuffle out from the seeds a small number would allow.
 */
export type Seed = number | string;

const HEX_SEED = /^[0-9a-f]{1,32}$/i;

export function isSeed(value: unknown): value is Seed {
  return (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && HEX_SEED.test(value));
}

/** The 32-bit words of a hex seed, the lowest first. */
function seedWords(seed: string): number[] {
  const digits = seed.padStart(32, '0');
  return [24, 16, 8, 0].map((at) => Number.parseInt(digits.slice(at, at + 8), 16) >>> 0);
}

/** Initial state for a seed (see {@link Seed}). A number seeds as its hex string of the same value would not: numbers keep their historical streams. */
export function seedRng(seed: Seed): RngState {
  let mix: () => number;
  if (typeof seed === 'number') mix = splitmix32(seed);
  else {
    if (!HEX_SEED.test(seed)) throw new Error(`"${seed}" is not a seed: use 1 to 32 hex digits.`);
    // Each word of the seed is spread on its own, then the streams are folded together.
    const streams = seedWords(seed).map((word, index) => splitmix32((word ^ Math.imul(index + 1, 0x632be5ab)) >>> 0));
    mix = () => streams.reduce((acc, next) => (Math.imul(acc ^ next(), 0x9e3779b1) + 0x7f4a7c15) >>> 0, 0x2545f491);
  }
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

/** A 32-bit seed derived from a base seed and an index (bot number...). */
export function deriveSeed(base: number, index: number): number {
  return splitmix32((base ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0)();
}

/** 32 bits that stand for a seed (its words folded), to derive the seeds of a game's bots from. */
export function seedWord(seed: Seed): number {
  if (typeof seed === 'number') return seed >>> 0;
  return seedWords(seed).reduce((acc, word, index) => (acc ^ Math.imul(word, (index << 1) + 0x9e3779b1)) >>> 0, 0);
}

/** A 64-bit game seed (16 hex digits) derived from a batch seed and a game number. */
export function deriveGameSeed(base: Seed, index: number): string {
  const words = typeof base === 'number' ? [base >>> 0, 0, 0, 0] : seedWords(base);
  const low = splitmix32((Math.imul(words[0] as number, 0x85ebca6b) ^ (words[2] as number) ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0)();
  const high = splitmix32((Math.imul(words[1] as number, 0xc2b2ae35) ^ (words[3] as number) ^ Math.imul(index + 1, 0x7feb352d) ^ low) >>> 0)();
  return hex32(high) + hex32(low);
}

/** 64 bits from a source of random 32-bit words (the host's crypto), as a seed. */
export function randomSeed(words: () => number): string {
  return hex32(words()) + hex32(words());
}

function hex32(word: number): string {
  return (word >>> 0).toString(16).padStart(8, '0');
}
