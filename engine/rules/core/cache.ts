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
