/**
 * Derived tables (reach, occupancy, shots) are cached by the identity of the immutable arrays they
 * come from. A draft copies an array before writing it; an array it already copied may still be
 * written in place, unless something looked it up in a cache meanwhile: `observe` marks such
 * arrays, and the draft then copies them once more before writing (see draft.ts).
 */
const observed = new WeakSet<object>();
/** The value last observed: the rules observe the same figures array many times in a row. */
let last: object | null = null;

export function observe<T extends object>(value: T): T {
  if (value !== last) {
    observed.add(value);
    last = value;
  }
  return value;
}

export function isObserved(value: object): boolean {
  return observed.has(value);
}
