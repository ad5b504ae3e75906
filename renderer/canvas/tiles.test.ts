import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createKernel } from '../../engine/board';
import type { DisplayItem } from '../../engine/print';
import { bareBoardItems } from './bareBoard';
import { itemBox } from './displayBounds';
import { wheelZoomFactor } from './panZoomInput';
import { levelFor, TILE_PX, tileMm, viewOf, visibleTiles, zoomAbout } from './tiles';
import { ZOOM_STEP } from './viewport';

describe('raster levels', () => {
  it('renders at the zoom bucket at or just above the zoom, a bucket every half octave', () => {
    expect(levelFor(1)).toBe(1);
    expect(levelFor(1.2)).toBeCloseTo(Math.SQRT2, 12);
    expect(levelFor(1.5)).toBe(2);
    expect(levelFor(0.3)).toBeCloseTo(Math.SQRT1_2 / 2, 12);
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 200, noNaN: true }), (zoom) => {
        const level = levelFor(zoom);
        expect(level).toBeGreaterThanOrEqual(zoom * (1 - 1e-9));
        expect(level).toBeLessThan(zoom * Math.SQRT2 * (1 + 1e-9));
        // Zooms within one bucket share its tiles.
        expect(levelFor(level)).toBeCloseTo(level, 9);
      }),
    );
  });
});

describe('visible tiles', () => {
  const bounds = { x: 0, y: 0, width: 1000, height: 600 };
  const viewport = { width: 800, height: 500 };

  it('covers exactly the part of the board in view', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 20, noNaN: true }), fc.double({ min: -200, max: 1200, noNaN: true }), fc.double({ min: -200, max: 800, noNaN: true }), (scale, cx, cy) => {
        const view = viewOf({ x: cx, y: cy }, scale, viewport);
        const level = levelFor(scale);
        const range = visibleTiles(view, viewport, level, bounds);
        const left = Math.max(0, -view.x / scale);
        const right = Math.min(bounds.width, (viewport.width - view.x) / scale);
        const top = Math.max(0, -view.y / scale);
        const bottom = Math.min(bounds.height, (viewport.height - view.y) / scale);
        if (right <= left || bottom <= top) {
          expect(range).toBeNull();
          return;
        }
        expect(range).not.toBeNull();
        const size = tileMm(level);
        if (!range) return;
        expect(range.tx0 * size).toBeLessThanOrEqual(left + 1e-9);
        expect((range.tx1 + 1) * size).toBeGreaterThanOrEqual(right - 1e-9);
        expect(range.ty0 * size).toBeLessThanOrEqual(top + 1e-9);
        expect((range.ty1 + 1) * size).toBeGreaterThanOrEqual(bottom - 1e-9);
        // No tile wholly outside the view, and none past the board.
        expect((range.tx0 + 1) * size).toBeGreaterThan(left);
        expect(range.tx1 * size).toBeLessThan(right);
        expect(range.tx1).toBeLessThanOrEqual(Math.ceil(bounds.width / size) - 1);
      }),
    );
  });

  it('adds a ring of tiles around the view when asked', () => {
    const view = viewOf({ x: 500, y: 300 }, 4, viewport);
    const level = levelFor(4);
    const inner = visibleTiles(view, viewport, level, bounds);
    const ring = visibleTiles(view, viewport, level, bounds, 1);
    expect(ring).toEqual({ tx0: (inner?.tx0 ?? 0) - 1, ty0: (inner?.ty0 ?? 0) - 1, tx1: (inner?.tx1 ?? 0) + 1, ty1: (inner?.ty1 ?? 0) + 1 });
    expect(TILE_PX / level).toBe(tileMm(level));
  });
});

describe('zoom about a point', () => {
  it('keeps the board point under the cursor in place', () => {
    const viewport = { width: 900, height: 600 };
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 900, noNaN: true }),
        fc.double({ min: 0, max: 600, noNaN: true }),
        (scale, next, x, y) => {
          const centre = { x: 123, y: 456 };
          const before = viewOf(centre, scale, viewport);
          const after = viewOf(zoomAbout(centre, scale, next, { x, y }, viewport), next, viewport);
          const board = { x: (x - before.x) / scale, y: (y - before.y) / scale };
          expect(board.x * next + after.x).toBeCloseTo(x, 6);
          expect(board.y * next + after.y).toBeCloseTo(y, 6);
        },
      ),
    );
  });

  it('turns one wheel notch into one zoom step, in pixels, lines or pages', () => {
    expect(wheelZoomFactor({ deltaY: -100, deltaMode: 0 })).toBeCloseTo(ZOOM_STEP, 12);
    expect(wheelZoomFactor({ deltaY: 100, deltaMode: 0 })).toBeCloseTo(1 / ZOOM_STEP, 12);
    expect(wheelZoomFactor({ deltaY: -3, deltaMode: 1 })).toBeCloseTo(ZOOM_STEP ** 0.99, 12);
    expect(wheelZoomFactor({ deltaY: 0, deltaMode: 0 })).toBe(1);
  });
});

describe('display item boxes', () => {
  it('bound paths with their stroke, circles, and texts by their anchor', () => {
    const path: DisplayItem = { kind: 'path', path: [{ points: [{ x: 1, y: 2 }, { x: 5, y: 3 }], closed: false }], stroke: { colour: '#000000', widthMm: 0.5 } };
    expect(itemBox(path)).toEqual({ x0: 0, y0: 1, x1: 6, y1: 4 });
    expect(itemBox({ kind: 'circle', centre: { x: 10, y: 10 }, radiusMm: 2, fill: { colour: '#ffffff' } })).toEqual({ x0: 8, y0: 8, x1: 12, y1: 12 });
    const text = (anchor: 'start' | 'middle' | 'end') => itemBox({ kind: 'text', at: { x: 50, y: 20 }, text: 'A1', sizeMm: 4, colour: '#000000', anchor });
    expect(text('start').x0).toBe(50);
    expect(text('end').x1).toBe(50);
    expect((text('middle').x0 + text('middle').x1) / 2).toBeCloseTo(50, 12);
    expect(text('start').y0).toBe(16);
    const group: DisplayItem = { kind: 'group', items: [path], transform: { scale: 2, offset: { x: 100, y: 0 } } };
    expect(itemBox(group)).toEqual({ x0: 100, y0: 2, x1: 112, y1: 8 });
  });

  it('cuts the bare grid of a large board into regions, each a small box', () => {
    const kernel = createKernel({ kind: 'hex', columns: 60, rows: 60, hexSizeMm: 16, orientation: 'flat', offset: 'odd', labels: 'none' });
    const items = bareBoardItems(kernel);
    const bounds = kernel.boundsMm();
    expect(items.length).toBeGreaterThan(20);
    const cells = items.slice(1).filter((item) => item.kind === 'path' && item.fill);
    expect(cells.reduce((sum, item) => sum + (item.kind === 'path' ? item.path.length : 0), 0)).toBe(3600);
    for (const item of cells) {
      const box = itemBox(item);
      expect(box.x1 - box.x0).toBeLessThan(bounds.width / 4);
    }
  });
});
