/**
 * Derived tables (reach, occupancy, shots) are cached by the identity of the immutable arrays they
 * come from. A draft copies an array before writing it; an array it already copied may still be
 * written in place, unless something looked it up in a cache meanwhile: `observe` counts the
 * arrays looked up, and a draft copies its array once more before writing when the count moved
 * since its copy (see draft.ts). Another array looked up meanwhile costs a needless copy of a few
 * dozen references, far less than remembering which arrays were looked up.
 */
let observations = 0;
/** The array last observed: the rules observe the same figures array many times in a row. */
let last: object | null = null;

export function observe<T extends object>(value: T): T {
  if (value !== last) {
    observations++;
    last = value;
  }
  return value;
}

/** How many times a new array was observed so far. */
export function observedCount(): number {
  return observations;
}
