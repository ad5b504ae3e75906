import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardExceedsView, minimapLayout, minimapToBoard, viewRectOnMinimap } from './minimap';
import { viewOf } from './tiles';

const bounds = { x: 0, y: 0, width: 600, height: 400 };
const viewport = { width: 800, height: 500 };

describe('minimap', () => {
  it('fits the board into its long side', () => {
    const layout = minimapLayout(bounds, 180);
    expect(layout).toMatchObject({ width: 180, height: 120, scale: 0.3 });
    expect(minimapLayout({ x: 10, y: 0, width: 100, height: 400 }, 180)).toMatchObject({ width: 45, height: 180 });
  });

  it('shows the part of the board in view, clipped to the board', () => {
    const layout = minimapLayout(bounds, 180);
    // 2 px per mm, centred on (300, 200): the view shows 400 × 250 mm around it.
    const centred = viewRectOnMinimap(viewOf({ x: 300, y: 200 }, 2, viewport), viewport, layout);
    expect(centred.left).toBeCloseTo(30);
    expect(centred.top).toBeCloseTo(22.5);
    expect(centred.width).toBeCloseTo(120);
    expect(centred.height).toBeCloseTo(75);
    // Centred on the top-left corner: only the quarter of the view over the board shows.
    const corner = viewRectOnMinimap(viewOf({ x: 0, y: 0 }, 2, viewport), viewport, layout);
    expect(corner).toEqual({ left: 0, top: 0, width: 60, height: 37.5 });
  });

  it('moves the view to the board point clicked, whose rectangle is then centred on the click', () => {
    const layout = minimapLayout({ x: -50, y: 20, width: 600, height: 400 }, 180);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 180, noNaN: true }), fc.double({ min: 0, max: 120, noNaN: true }), fc.double({ min: 0.5, max: 20, noNaN: true }), (x, y, scale) => {
        const point = minimapToBoard({ x, y }, layout);
        const rect = viewRectOnMinimap(viewOf(point, scale, viewport), viewport, layout);
        const halfWidth = (viewport.width / 2 / scale) * layout.scale;
        const halfHeight = (viewport.height / 2 / scale) * layout.scale;
        // Unclipped, the rectangle's middle is the click; clipped, its edge is the minimap's.
        if (x - halfWidth >= 0 && x + halfWidth <= layout.width) expect(rect.left + rect.width / 2).toBeCloseTo(x, 6);
        if (y - halfHeight >= 0 && y + halfHeight <= layout.height) expect(rect.top + rect.height / 2).toBeCloseTo(y, 6);
      }),
    );
    // A drag past its edge stays on the board.
    expect(minimapToBoard({ x: -20, y: 500 }, layout)).toEqual({ x: -50, y: 420 });
  });

  it('is needed only while part of the board is out of view', () => {
    expect(boardExceedsView(viewOf({ x: 300, y: 200 }, 1, viewport), viewport, bounds)).toBe(false);
    expect(boardExceedsView(viewOf({ x: 300, y: 200 }, 1.3, viewport), viewport, bounds)).toBe(true);
    expect(boardExceedsView(viewOf({ x: 100, y: 200 }, 1, viewport), viewport, bounds)).toBe(true);
  });
});
