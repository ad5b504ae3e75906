import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MinHeap } from './minHeap';

describe('MinHeap', () => {
  it('pops items in key order, growing past its initial capacity', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { maxLength: 200 }), (keys) => {
        const heap = new MinHeap(2);
        keys.forEach((key, item) => heap.push(item, key));
        expect(heap.size).toBe(keys.length);
        const popped: number[] = [];
        while (heap.size > 0) {
          const key = heap.peekKey();
          const item = heap.pop();
          expect(keys[item]).toBe(key);
          popped.push(key);
        }
        // 0 and -0 are the same key, popped in either order: compare them as one.
        const same = (list: readonly number[]) => list.map((key) => key + 0);
        expect(same(popped)).toEqual(same([...keys].sort((a, b) => a - b)));
        expect(heap.pop()).toBe(-1);
        expect(heap.peekKey()).toBe(Infinity);
      }),
      { numRuns: 100 },
    );
  });
});
