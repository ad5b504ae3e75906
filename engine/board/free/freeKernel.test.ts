import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFreeKernel } from './freeKernel';

const inches = createFreeKernel({ kind: 'free', unit: 'in', widthIn: 72, heightIn: 48 });
const millimetres = createFreeKernel({ kind: 'free', unit: 'mm', widthMm: 1800, heightMm: 1200 });
const pointArb = fc.record({ x: fc.double({ min: -100, max: 100, noNaN: true }), y: fc.double({ min: -100, max: 100, noNaN: true }) });
const baseArb = fc.record({
  x: fc.double({ min: -100, max: 100, noNaN: true }),
  y: fc.double({ min: -100, max: 100, noNaN: true }),
  radius: fc.double({ min: 0, max: 3, noNaN: true }),
});

describe('free kernel', () => {
  it('converts inches to millimetres at exactly 25.4', () => {
    expect(inches.toMm(1)).toBe(25.4);
    expect(inches.toMm(6)).toBeCloseTo(152.4, 12);
    const p = inches.pointToMm({ x: 2, y: 3 });
    expect(p.x).toBeCloseTo(50.8, 12);
    expect(p.y).toBeCloseTo(76.2, 12);
    expect(inches.boundsMm()).toEqual({ x: 0, y: 0, width: 72 * 25.4, height: 48 * 25.4 });
    expect(millimetres.toMm(25.4)).toBe(25.4);
    expect(millimetres.boundsMm()).toEqual({ x: 0, y: 0, width: 1800, height: 1200 });
    fc.assert(
      fc.property(pointArb, (p) => {
        const back = inches.pointFromMm(inches.pointToMm(p));
        expect(back.x).toBeCloseTo(p.x, 9);
        expect(back.y).toBeCloseTo(p.y, 9);
        expect(inches.fromMm(inches.toMm(p.x))).toBeCloseTo(p.x, 9);
      }),
      { numRuns: 100 },
    );
  });

  it('measures distances that are a metric', () => {
    fc.assert(
      fc.property(pointArb, pointArb, pointArb, (a, b, c) => {
        expect(inches.distance(a, a)).toBe(0);
        expect(inches.distance(a, b)).toBe(inches.distance(b, a));
        expect(inches.distance(a, c)).toBeLessThanOrEqual(inches.distance(a, b) + inches.distance(b, c) + 1e-9);
      }),
      { numRuns: 100 },
    );
  });

  it('measures the gap between bases edge to edge, never below zero', () => {
    fc.assert(
      fc.property(baseArb, baseArb, (a, b) => {
        const gap = inches.baseGap(a, b);
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(gap).toBe(inches.baseGap(b, a));
        expect(gap).toBeCloseTo(Math.max(0, inches.distance(a, b) - a.radius - b.radius), 12);
        expect(gap).toBeLessThanOrEqual(inches.distance(a, b));
      }),
      { numRuns: 100 },
    );
    expect(inches.baseGap({ x: 0, y: 0, radius: 1 }, { x: 1.5, y: 0, radius: 1 })).toBe(0);
    // Found by the property above: radii of very different sizes, subtracted one by one, gave a gap that depended on the order.
    const small = { x: 0, y: 0, radius: 1.6704779438076226e-52 };
    const larger = { x: 0, y: -3.009265538105057e-36, radius: 3.3409558876152446e-52 };
    expect(inches.baseGap(small, larger)).toBe(inches.baseGap(larger, small));
  });

  it('knows what lies on the table', () => {
    expect(inches.contains({ x: 0, y: 0 })).toBe(true);
    expect(inches.contains({ x: 72, y: 48 })).toBe(true);
    expect(inches.contains({ x: 72.01, y: 10 })).toBe(false);
    expect(inches.width).toBe(72);
    expect(millimetres.height).toBe(1200);
  });

  it('blocks the line of sight with terrain polygons and bases', () => {
    const wood = [
      { x: 10, y: 10 },
      { x: 20, y: 10 },
      { x: 20, y: 20 },
      { x: 10, y: 20 },
    ];
    expect(inches.lineOfSight({ x: 0, y: 15 }, { x: 30, y: 15 }, [wood])).toBe(false);
    expect(inches.lineOfSight({ x: 0, y: 5 }, { x: 30, y: 5 }, [wood])).toBe(true);
    expect(inches.lineOfSight({ x: 0, y: 5 }, { x: 30, y: 5 }, [wood], [{ x: 15, y: 5.4, radius: 0.5 }])).toBe(false);
    expect(inches.lineOfSight({ x: 0, y: 5 }, { x: 30, y: 5 }, [wood], [{ x: 15, y: 6, radius: 0.5 }])).toBe(true);
  });
});
