import { describe, expect, it } from 'vitest';
import type { DisplayItem } from '../../engine/print';
import { changedItems, itemBox } from './displayBounds';

const dot = (x: number): DisplayItem => ({ kind: 'circle', centre: { x, y: 0 }, radiusMm: 1, fill: { colour: '#000000' } });

describe('changed items between two scenes', () => {
  it('are the objects only one of them has, whatever their content', () => {
    const [a, b, c] = [dot(1), dot(2), dot(3)];
    const copyOfB = dot(2);
    expect(changedItems([a!, b!], [a!, b!])).toEqual([]);
    const changed = changedItems([a!, b!], [a!, copyOfB, c!])!;
    expect(changed).toHaveLength(3);
    expect(changed).toContain(b);
    expect(changed).toContain(copyOfB);
    expect(changed).toContain(c);
    expect(changedItems([a!], [b!, c!], 1)).toBeNull();
  });

  it('keep the box of each item', () => {
    const item = dot(10);
    expect(itemBox(item)).toBe(itemBox(item));
    expect(itemBox(item)).toEqual({ x0: 9, y0: -1, x1: 11, y1: 1 });
  });
});
