/**
 * Stable 64-bit hash of plain JSON values, written as 16 hex digits.
 *
 * The value is walked in a canonical order (object keys sorted, `undefined` members skipped as
 * JSON does) and every character is fed to two independent multiplicative lanes (FNV-1a style with
 * different primes), so the hash does not depend on key insertion order, survives a JSON round
 * trip, and needs no intermediate string.
 */
import type { GameState } from './types';

class Hasher {
  h1 = 0x811c9dc5;
  h2 = 0x2f0e1ba9;

  char(code: number): void {
    this.h1 = Math.imul(this.h1 ^ code, 0x01000193);
    this.h2 = Math.imul(this.h2 ^ code, 0x5bd1e995);
  }

  text(text: string): void {
    for (let i = 0; i < text.length; i++) this.char(text.charCodeAt(i));
  }

  value(value: unknown): void {
    if (value === null) return this.char(0x6e); // n
    switch (typeof value) {
      case 'boolean':
        return this.char(value ? 0x74 : 0x66);
      case 'number':
        if (!Number.isFinite(value)) throw new Error(`Cannot hash ${value}: game states hold finite numbers only.`);
        this.char(0x64);
        this.text(String(value));
        return this.char(0x3b);
      case 'string':
        this.char(0x73);
        this.text(String(value.length));
        this.char(0x3a);
        return this.text(value);
      case 'object':
        return Array.isArray(value) ? this.array(value) : this.object(value as Record<string, unknown>);
      default:
        throw new Error(`Cannot hash a ${typeof value}: game states are plain JSON.`);
    }
  }

  private array(items: readonly unknown[]): void {
    this.char(0x5b);
    for (const item of items) this.value(item === undefined ? null : item);
    this.char(0x5d);
  }

  private object(record: Record<string, unknown>): void {
    this.char(0x7b);
    for (const key of Object.keys(record).sort()) {
      const member = record[key];
      if (member === undefined) continue;
      this.value(key);
      this.value(member);
    }
    this.char(0x7d);
  }

  digest(): string {
    // A final avalanche so that nearby inputs differ in every digit.
    let a = this.h1 ^ (this.h2 >>> 15);
    let b = this.h2 ^ (this.h1 >>> 13);
    a = Math.imul(a ^ (a >>> 16), 0x85ebca6b);
    b = Math.imul(b ^ (b >>> 16), 0xc2b2ae35);
    a ^= a >>> 13;
    b ^= b >>> 16;
    return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
  }
}

export function hashValue(value: unknown): string {
  const hasher = new Hasher();
  hasher.value(value);
  return hasher.digest();
}

// `fixed` is shared, never modified, by every state of a game: hash it once per object.
const fixedDigests = new WeakMap<object, string>();

function fixedDigest(fixed: unknown): string {
  if (typeof fixed !== 'object' || fixed === null) return hashValue(fixed);
  let digest = fixedDigests.get(fixed);
  if (digest === undefined) {
    digest = hashValue(fixed);
    fixedDigests.set(fixed, digest);
  }
  return digest;
}

/** Hash of a whole game state; equal to `hashValue(state)` with `fixed` replaced by its own hash. */
export function hashState(state: GameState): string {
  return hashValue({ ...state, fixed: fixedDigest(state.fixed) });
}
