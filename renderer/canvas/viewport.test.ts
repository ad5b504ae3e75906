import { describe, expect, it } from 'vitest';
import { wheelZoomFactor, zoomedScale } from './panZoomInput';
import { ACTUAL_SIZE, MAX_SCALE, MIN_SCALE, fitScale, menuZoom, zoomIn, zoomOut, zoomPercent } from './viewport';

describe('viewport', () => {
  it('fits the board inside the view with a margin, on its limiting side', () => {
    const scale = fitScale({ x: 0, y: 0, width: 225, height: 150 }, { width: 900, height: 300 });
    expect(scale).toBeCloseTo((300 / 150) * 0.92, 10);
    expect(fitScale({ x: 0, y: 0, width: 0, height: 10 }, { width: 100, height: 100 })).toBe(0);
  });

  it('zooms in steps, within limits', () => {
    expect(zoomIn(ACTUAL_SIZE)).toBeCloseTo(ACTUAL_SIZE * 1.25, 10);
    expect(zoomOut(zoomIn(ACTUAL_SIZE))).toBeCloseTo(ACTUAL_SIZE, 10);
    expect(zoomIn(MAX_SCALE)).toBe(MAX_SCALE);
    expect(zoomOut(MIN_SCALE)).toBe(MIN_SCALE);
    expect(zoomPercent(ACTUAL_SIZE)).toBe(100);
  });

  it('continues the menu zoom from the zoom the wheel left, not from the fitted one', () => {
    const fit = 0.8;
    // Two wheel notches in from the fitted view, as the canvas reports them.
    const wheeled = zoomedScale(zoomedScale(fit, wheelZoomFactor({ deltaY: -100, deltaMode: 0 })), wheelZoomFactor({ deltaY: -100, deltaMode: 0 }));
    expect(wheeled).toBeCloseTo(fit * 1.25 ** 2, 10);
    expect(menuZoom('view.zoomIn', wheeled, fit)).toBeCloseTo(fit * 1.25 ** 3, 10);
    expect(menuZoom('view.zoomOut', wheeled, fit)).toBeCloseTo(fit * 1.25, 10);
    // Nothing reported yet (the board fitted): from the fitted zoom.
    expect(menuZoom('view.zoomIn', null, fit)).toBeCloseTo(fit * 1.25, 10);
    expect(menuZoom('view.zoomReset', wheeled, fit)).toBe(ACTUAL_SIZE);
  });
});
