/** Binary min-heap of integer items keyed by a number, on growable typed arrays (no per-push objects). */
export class MinHeap {
  private keys: Float64Array;
  private items: Int32Array;
  private count = 0;

  constructor(capacity = 64) {
    this.keys = new Float64Array(Math.max(1, capacity));
    this.items = new Int32Array(Math.max(1, capacity));
  }

  get size(): number {
    return this.count;
  }

  /** Empties the heap, keeping its storage for the next search. */
  clear(): void {
    this.count = 0;
  }

  push(item: number, key: number): void {
    if (this.count === this.keys.length) this.grow();
    let i = this.count++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.keys[i] = this.keys[parent]!;
      this.items[i] = this.items[parent]!;
      i = parent;
    }
    this.keys[i] = key;
    this.items[i] = item;
  }

  /** Key of the smallest item; Infinity when empty. */
  peekKey(): number {
    return this.count === 0 ? Infinity : this.keys[0]!;
  }

  /** Removes and returns the item with the smallest key; -1 when empty. */
  pop(): number {
    if (this.count === 0) return -1;
    const top = this.items[0]!;
    const last = --this.count;
    const key = this.keys[last]!;
    const item = this.items[last]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      if (child + 1 < last && this.keys[child + 1]! < this.keys[child]!) child++;
      if (this.keys[child]! >= key) break;
      this.keys[i] = this.keys[child]!;
      this.items[i] = this.items[child]!;
      i = child;
    }
    this.keys[i] = key;
    this.items[i] = item;
    return top;
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    const items = new Int32Array(this.items.length * 2);
    keys.set(this.keys);
    items.set(this.items);
    this.keys = keys;
    this.items = items;
  }
}
