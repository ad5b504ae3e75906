/**
 * The board view's options in a real Chromium: coordinate labels and layers hidden and shown again
 * (read back from the pixels of the board layer), kept in the preferences; the menu's zoom
 * continuing from a wheel zoom; the minimap moving the view. Screenshots in e2e/artifacts/.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifactsDir, useBuiltApp } from './browser';
import { openSample } from './support';

const { openApp } = useBuiltApp();

async function openSiege(): Promise<{ page: Page; errors: string[] }> {
  const { page, problems: errors } = await openApp('en-US');
  await openSample(page, 'siege-castle.scenario.json');
  await page.locator('.board-canvas canvas').first().waitFor();
  return { page, errors };
}

const boardCanvas = (page: Page) => page.locator('.board-canvas canvas').first();

/** Keeps the board layer's pixels in the page under `name`. */
async function keepPixels(page: Page, name: string): Promise<void> {
  await boardCanvas(page).evaluate((canvas: HTMLCanvasElement, key) => {
    const store = ((window as unknown as { kept?: Record<string, Uint8ClampedArray> }).kept ??= {});
    store[key] = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
  }, name);
}

/** How many pixels of the board layer differ from those kept under `name`. */
function pixelsChangedSince(page: Page, name: string): Promise<number> {
  return boardCanvas(page).evaluate((canvas: HTMLCanvasElement, key) => {
    const before = (window as unknown as { kept: Record<string, Uint8ClampedArray> }).kept[key]!;
    const now = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    if (now.length !== before.length) return Number.POSITIVE_INFINITY;
    let changed = 0;
    for (let i = 0; i < now.length; i += 4) {
      if (Math.abs(now[i]! - before[i]!) + Math.abs(now[i + 1]! - before[i + 1]!) + Math.abs(now[i + 2]! - before[i + 2]!) > 24) changed++;
    }
    return changed;
  }, name);
}

/** Waits until the board layer stops changing (tiles rendered). */
async function settle(page: Page): Promise<void> {
  await keepPixels(page, 'settling');
  for (let i = 0; i < 50; i++) {
    await page.waitForTimeout(150);
    if ((await pixelsChangedSince(page, 'settling')) === 0) return;
    await keepPixels(page, 'settling');
  }
}

const zoom = (page: Page) => page.getByTestId('status-bar').textContent().then((text) => Number(/Zoom (\d+) %/.exec(text ?? '')?.[1]));
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(artifactsDir, name) });

async function runMenu(page: Page, menu: string, command: string): Promise<void> {
  await page.getByRole('menuitem', { name: menu, exact: true }).click();
  await page.locator(`[data-command="${command}"]`).click();
}

describe('view options', () => {
  it('hides and shows coordinate labels and layers, and remembers them', async () => {
    const { page, errors } = await openSiege();
    await page.keyboard.press('Control+0');
    await settle(page);
    await keepPixels(page, 'everything');
    await shot(page, 'view-everything.png');

    const labels = page.getByTestId('view-toggle-view.labels');
    expect(await labels.getAttribute('aria-pressed')).toBe('true');
    await labels.click();
    expect(await labels.getAttribute('aria-pressed')).toBe('false');
    await settle(page);
    // Every hex loses its label ("0304"): a few pixels per hex, over most of the view.
    const withoutLabels = await pixelsChangedSince(page, 'everything');
    expect(withoutLabels).toBeGreaterThan(2000);
    await shot(page, 'view-labels-off.png');
    await labels.click();
    await settle(page);
    expect(await pixelsChangedSince(page, 'everything')).toBeLessThan(50);

    // The View menu hides the terrain: far more pixels change than for the labels.
    await runMenu(page, 'View', 'view.layer.terrain');
    await settle(page);
    expect(await pixelsChangedSince(page, 'everything')).toBeGreaterThan(withoutLabels);
    await shot(page, 'view-terrain-hidden.png');
    await page.getByRole('menuitem', { name: 'View', exact: true }).click();
    expect(await page.locator('[data-command="view.layer.terrain"]').getAttribute('aria-checked')).toBe('false');
    expect(await page.locator('[data-command="view.layer.units"]').getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('skirmish.preferences') ?? 'null') as { view?: unknown });
    expect(stored.view).toEqual({ hiddenLayers: ['terrain'], minimap: false });
    // Its shortcut shows the terrain again.
    await page.keyboard.press('Control+Alt+1');
    await settle(page);
    expect(await pixelsChangedSince(page, 'everything')).toBeLessThan(50);
    expect(errors).toEqual([]);
  });

  it('continues the menu zoom from where the wheel left it', async () => {
    const { page, errors } = await openSiege();
    await settle(page);
    const fitted = await zoom(page);
    const box = (await page.getByTestId('board-canvas').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // Two notches in: 1.25² of the fitted zoom.
    await page.mouse.wheel(0, -100);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => zoom(page)).toBeGreaterThanOrEqual(Math.floor(fitted * 1.5625) - 1);
    const wheeled = await zoom(page);
    expect(Math.abs(wheeled - fitted * 1.5625)).toBeLessThanOrEqual(1);
    await page.keyboard.press('Control+=');
    // From the wheel's zoom, not from the fitted one (which would give fitted × 1.25).
    await expect.poll(() => zoom(page)).toBeGreaterThan(wheeled);
    expect(Math.abs((await zoom(page)) - wheeled * 1.25)).toBeLessThanOrEqual(2);
    await page.keyboard.press('Control+-');
    await page.keyboard.press('Control+-');
    await expect.poll(async () => Math.abs((await zoom(page)) - wheeled / 1.25)).toBeLessThanOrEqual(2);
    // Fit to Window goes back to the fitted zoom.
    await runMenu(page, 'View', 'view.fit');
    await expect.poll(() => zoom(page)).toBe(fitted);
    expect(errors).toEqual([]);
  });

  it('shows a minimap when asked for, on a board larger than the view; a click on it moves the view there', async () => {
    const { page, errors } = await openSiege();
    await settle(page);
    const minimap = page.getByTestId('minimap');
    // Not shown until asked for, even zoomed in.
    await page.keyboard.press('Control+0');
    await page.keyboard.press('Control+=');
    await settle(page);
    expect(await minimap.count()).toBe(0);
    await page.keyboard.press('Control+Shift+M');
    await runMenu(page, 'View', 'view.fit');
    await settle(page);
    // The whole board fits: no minimap.
    expect(await minimap.evaluate((element) => getComputedStyle(element).visibility)).toBe('hidden');
    await page.keyboard.press('Control+0');
    await page.keyboard.press('Control+=');
    await expect.poll(() => minimap.evaluate((element) => getComputedStyle(element).visibility)).toBe('visible');
    await expect.poll(() => minimap.getAttribute('data-thumbnail')).toBe('complete');
    await settle(page);
    const map = (await minimap.boundingBox())!;
    const frame = page.locator('.minimap__view');
    const before = (await frame.boundingBox())!;
    // The view starts centred: its rectangle is in the middle of the minimap.
    expect(Math.abs(before.x + before.width / 2 - (map.x + map.width / 2))).toBeLessThan(2);
    await keepPixels(page, 'centred');

    // A click near the top-left corner brings that corner of the board into view.
    const target = { x: map.x + map.width * 0.15, y: map.y + map.height * 0.15 };
    await page.mouse.click(target.x, target.y);
    await settle(page);
    expect(await pixelsChangedSince(page, 'centred')).toBeGreaterThan(10_000);
    const moved = (await frame.boundingBox())!;
    // The rectangle is clipped at the minimap's edges: its inner corner tells where the view is.
    expect(moved.x).toBeCloseTo(map.x, -1);
    const canvas = (await page.getByTestId('board-canvas').boundingBox())!;
    const topLeft = await boardCanvas(page).evaluate((element: HTMLCanvasElement) => {
      const { data, width, height } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
      const ratio = element.width / element.getBoundingClientRect().width;
      let left = width;
      let top = height;
      for (let y = 0; y < height; y += 2) {
        for (let x = 0; x < width; x += 2) {
          if (data[(y * width + x) * 4 + 3]! < 128) continue;
          left = Math.min(left, x);
          top = Math.min(top, y);
        }
      }
      return { left: left / ratio, top: top / ratio };
    });
    // The board's top-left corner is on screen now, up and left of the middle of the view.
    expect(topLeft.left).toBeGreaterThan(2);
    expect(topLeft.top).toBeGreaterThan(2);
    expect(topLeft.left).toBeLessThan(canvas.width / 2);
    expect(topLeft.top).toBeLessThan(canvas.height / 2);
    await shot(page, 'view-minimap.png');

    // A drag on the minimap pans the view along.
    await page.mouse.move(target.x, target.y);
    await page.mouse.down();
    await page.mouse.move(map.x + map.width * 0.5, map.y + map.height * 0.5, { steps: 5 });
    await page.mouse.up();
    await settle(page);
    const dragged = (await frame.boundingBox())!;
    expect(Math.abs(dragged.x + dragged.width / 2 - (map.x + map.width / 2))).toBeLessThan(2);
    expect(Math.abs(dragged.y + dragged.height / 2 - (map.y + map.height / 2))).toBeLessThan(2);
    expect(errors).toEqual([]);
  });
});
