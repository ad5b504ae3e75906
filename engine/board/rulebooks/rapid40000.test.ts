/**
 * Rapid 40000 (seed 003): a free table of 1.8 m x 1.2 m, distances in "pas" of one inch (2.54 cm)
 * measured between the closest points of the bases, move 6", charge 8", coherency 2",
 * overwatch 3" from the base edge, deployment 12" deep along a long edge.
 */
import { describe, expect, it } from 'vitest';
import type { Base, Polygon } from '../types';
import { createKernel } from '../index';

const table = createKernel({ kind: 'free', unit: 'in', widthIn: 72, heightIn: 48 });
/** A round base from its diameter in millimetres, placed in inches. */
const base = (x: number, y: number, diameterMm: number): Base => ({ x, y, radius: table.fromMm(diameterMm / 2) });

describe('Rapid 40000: measuring', () => {
  it('measures in inches of 2.54 cm on a 1.8 m x 1.2 m table', () => {
    expect(table.toMm(1)).toBe(25.4);
    const metric = createKernel({ kind: 'free', unit: 'mm', widthMm: 1800, heightMm: 1200 });
    expect(table.fromMm(metric.width)).toBeCloseTo(70.87, 2);
    expect(table.fromMm(metric.height)).toBeCloseTo(47.24, 2);
  });

  it('measures between the closest points of two bases', () => {
    const a = base(10, 10, 25);
    const b = base(13, 10, 25);
    // 3" between centres, minus two 12.5 mm radii (0.492" each).
    expect(table.baseGap(a, b)).toBeCloseTo(3 - 25 / 25.4, 12);
  });

  it('keeps a unit coherent only when models are within 2" of each other', () => {
    const leader = base(10, 10, 32);
    expect(table.baseGap(leader, base(12.9, 10, 32))).toBeLessThanOrEqual(2);
    expect(table.baseGap(leader, base(13.4, 10, 32))).toBeGreaterThan(2);
  });

  it('moves 6" and charges 8"', () => {
    const start = { x: 20, y: 20 };
    expect(table.distance(start, { x: 20 + 3.6, y: 20 + 4.8 })).toBeCloseTo(6, 12);
    expect(table.distance(start, { x: 26.01, y: 20 }) <= 6).toBe(false);
    expect(table.distance(start, { x: 28, y: 20 }) <= 8).toBe(true);
  });

  it('cannot pass between two friends closer together than its own base', () => {
    const mover = base(0, 0, 32);
    const left = base(20, 20, 25);
    const canPass = (right: Base) => table.baseGap(left, right) >= 2 * mover.radius;
    expect(canPass(base(21.5, 20, 25))).toBe(false);
    expect(canPass(base(22.5, 20, 25))).toBe(true);
  });

  it('watches 3" from the edge of the base in overwatch', () => {
    const sentry = base(30, 30, 40);
    const edge = sentry.radius;
    expect(table.withinRangeOfBase(sentry, { x: 30 + edge + 3, y: 30 }, 3)).toBe(true);
    expect(table.withinRangeOfBase(sentry, { x: 30 + edge + 3.01, y: 30 }, 3)).toBe(false);
  });

  it('deploys in a zone 12" deep along a long edge', () => {
    const deployment: Polygon = [
      { x: 0, y: 0 },
      { x: 72, y: 0 },
      { x: 72, y: 12 },
      { x: 0, y: 12 },
    ];
    expect(table.pointInPolygon({ x: 40, y: 12 }, deployment)).toBe(true);
    expect(table.pointInPolygon({ x: 40, y: 12.5 }, deployment)).toBe(false);
  });

  it('draws a line of sight cut by an obstacle or by another model', () => {
    const ruin: Polygon = [
      { x: 30, y: 20 },
      { x: 36, y: 20 },
      { x: 36, y: 26 },
      { x: 30, y: 26 },
    ];
    const shooter = { x: 10, y: 23 };
    expect(table.lineOfSight(shooter, { x: 60, y: 23 }, [ruin])).toBe(false);
    expect(table.lineOfSight(shooter, { x: 60, y: 10 }, [ruin])).toBe(true);
    expect(table.lineOfSight(shooter, { x: 60, y: 10 }, [ruin], [base(35, 16.5, 25)])).toBe(false);
  });
});
