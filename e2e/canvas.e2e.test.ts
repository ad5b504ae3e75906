/**
 * The board view in a real Chromium: the wheel zooms about the cursor, the middle button and
 * Space+drag pan, and the menu's zoom commands still set the zoom. Positions are read back from
 * the pixels of the board layer (the board's table fills exactly its bounds; outside it the layer
 * is transparent).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBuiltApp } from './browser';
import { openSample } from './support';

const { openApp } = useBuiltApp();

async function openSiege(): Promise<{ page: Page; errors: string[] }> {
  const { page, problems: errors } = await openApp('en-US');
  await openSample(page, 'siege-castle.scenario.json');
  await page.locator('canvas').first().waitFor();
  return { page, errors };
}

/** The board's rectangle on the screen, from the opaque pixels of the board layer. */
async function boardRect(page: Page) {
  const local = await page.locator('canvas').first().evaluate((canvas: HTMLCanvasElement) => {
    const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let [left, top, right, bottom] = [width, height, -1, -1];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (data[(y * width + x) * 4 + 3]! < 128) continue;
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
    return { left, top, right: right + 1, bottom: bottom + 1, ratio: canvas.width / canvas.getBoundingClientRect().width };
  });
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  const r = local.ratio;
  return { left: box.x + local.left / r, top: box.y + local.top / r, width: (local.right - local.left) / r, height: (local.bottom - local.top) / r };
}

/** The rectangle once the view has drawn its next frames. */
async function settledRect(page: Page) {
  let previous = await boardRect(page);
  for (;;) {
    await page.waitForTimeout(120);
    const next = await boardRect(page);
    if (JSON.stringify(next) === JSON.stringify(previous)) return next;
    previous = next;
  }
}

const zoom = (page: Page) => page.getByTestId('status-bar').textContent().then((text) => Number(/Zoom (\d+) %/.exec(text ?? '')?.[1]));

describe('board view', () => {
  it('zooms about the cursor with the wheel, and reports the zoom', async () => {
    const { page, errors } = await openSiege();
    const before = await settledRect(page);
    const percent = await zoom(page);
    // The cursor near the board's top-left corner: the board point under it must stay there. Zooming
    // out first keeps the whole board in view (zoomed in, side panels may hide part of it).
    await page.mouse.move(before.left + 40, before.top + 30);
    await page.mouse.wheel(0, 100);
    const after = await settledRect(page);
    expect(after.width / before.width).toBeCloseTo(0.8, 1);
    expect(Math.abs(after.left - (40 - 40 / 1.25) - before.left)).toBeLessThan(2);
    expect(Math.abs(after.top - (30 - 30 / 1.25) - before.top)).toBeLessThan(2);
    // The status bar rounds: 41 % shown may be 41.4 %, and 0.8 times it 33 %.
    await expect.poll(async () => Math.abs((await zoom(page)) - percent / 1.25)).toBeLessThanOrEqual(1);
    await page.mouse.wheel(0, -100);
    const back = await settledRect(page);
    expect(Math.abs(back.left - before.left)).toBeLessThan(2);
    expect(Math.abs(back.width - before.width)).toBeLessThan(2);
    expect(errors).toEqual([]);
  });

  it('pans with the middle button and with Space and the left button', async () => {
    const { page, errors } = await openSiege();
    const start = await settledRect(page);
    const x = start.left + start.width / 2;
    const y = start.top + start.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down({ button: 'middle' });
    await page.mouse.move(x - 150, y - 80, { steps: 6 });
    await page.mouse.up({ button: 'middle' });
    // Edges that stay inside the canvas are compared: the far ones may leave the view.
    const right = (rect: { left: number; width: number }) => rect.left + rect.width;
    const bottom = (rect: { top: number; height: number }) => rect.top + rect.height;
    const panned = await settledRect(page);
    expect(right(panned) - right(start)).toBeCloseTo(-150, 0);
    expect(bottom(panned) - bottom(start)).toBeCloseTo(-80, 0);

    await page.mouse.move(x, y);
    await page.keyboard.down(' ');
    await page.mouse.down();
    await page.mouse.move(x + 60, y + 40, { steps: 4 });
    await page.mouse.up();
    await page.keyboard.up(' ');
    const again = await settledRect(page);
    expect(right(again) - right(panned)).toBeCloseTo(60, 0);
    expect(bottom(again) - bottom(panned)).toBeCloseTo(40, 0);
    expect(errors).toEqual([]);
  });

  it('draws at true scale, and keeps the menu zoom commands after a wheel zoom', async () => {
    const { page } = await openSiege();
    const fit = await settledRect(page);
    // 30 flat-top hexes of 20 mm across the flats are 22.75 hex widths of 40/√3 mm; 96 CSS pixels per inch at 100 %.
    const atActualSize = ((29 * 0.75 + 1) * (40 / Math.sqrt(3)) * 96) / 25.4;
    expect(fit.width / ((await zoom(page)) / 100) / atActualSize).toBeCloseTo(1, 1);
    const box = (await page.getByTestId('board-canvas').boundingBox())!;
    await page.mouse.move(box.x + 200, box.y + 150);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => zoom(page)).toBeGreaterThan(60);
    await page.keyboard.press('Control+0');
    await expect.poll(() => zoom(page)).toBe(100);
    await page.keyboard.press('Control+=');
    await expect.poll(() => zoom(page)).toBe(125);
  });
});
