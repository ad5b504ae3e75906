/**
 * Values worked out once per object: a game's fixed tables, an immutable array of a state, a
 * scenario. States and scenarios are never modified, so their identity is a safe key, and a weak
 * map lets the value go with the object. The last key is kept aside: rules ask about the same
 * object many times in a row, and comparing it costs less than a map lookup.
 */
export function cachedPer<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  let lastKey: K | null = null;
  let lastValue: V | undefined;
  return (key) => {
    if (key === lastKey) return lastValue as V;
    // One lookup, as a hand-written cache does (a value of undefined is worked out again each time).
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(key);
      cache.set(key, value);
    }
    lastKey = key;
    lastValue = value;
    return value as V;
  };
}

/** The same, keyed by two objects (a scenario and its ruleset data, a fixed table and a board). */
export function cachedPerPair<A extends object, B extends object, V>(compute: (a: A, b: B) => V): (a: A, b: B) => V {
  const outer = cachedPer((a: A) => cachedPer((b: B) => compute(a, b)));
  return (a, b) => outer(a)(b);
}

/**
 * Values worked out per object, for objects a game makes by the thousand a second (the arrays a
 * draft hands out when a door opens or a figure moves): the most recent are held in a small ring,
 * and one asked about after it left the ring is worked out again, since as many weak entries would
 * cost the garbage collector more. Objects that live long (those a game starts from, a sampled
 * state's) are kept in a weak map instead. The last lookup is kept aside, as in `cachedPer`.
 */
export class RecentValues<K extends object, V> {
  private readonly keys: (K | null)[];
  private readonly values: (V | undefined)[];
  private next = 0;
  private readonly lasting = new WeakMap<K, V>();
  private lastKey: K | null = null;
  private lastValue: V | undefined;

  constructor(private readonly size = 32) {
    this.keys = new Array<K | null>(size).fill(null);
    this.values = new Array<V | undefined>(size).fill(undefined);
  }

  get(key: K): V | undefined {
    if (key === this.lastKey) return this.lastValue;
    let value: V | undefined;
    for (let i = 0; i < this.size; i++) {
      if (this.keys[i] === key) {
        value = this.values[i];
        break;
      }
    }
    value ??= this.lasting.get(key);
    if (value !== undefined) {
      this.lastKey = key;
      this.lastValue = value;
    }
    return value;
  }

  /** Holds the value of a short-lived object in the ring (in place of its own entry when it has one). */
  remember(key: K, value: V): void {
    this.lastKey = key;
    this.lastValue = value;
    for (let i = 0; i < this.size; i++) {
      if (this.keys[i] === key) {
        this.values[i] = value;
        return;
      }
    }
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.size;
  }

  /** Keeps the value of a long-lived object. */
  keep(key: K, value: V): void {
    this.lastKey = key;
    this.lastValue = value;
    this.lasting.set(key, value);
  }
}

