/** What the end-to-end tests of the editor share: opening a scenario as a user would, where things are on screen, saving. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createKernel } from '../engine/board';
import type { BoardGeometry, Cell, CellKernel, PointMm } from '../engine/board/types';
import { viewOf } from '../renderer/canvas/tiles';
import { fitScale } from '../renderer/canvas/viewport';
import { artifactsDir } from './browser';

export const shot = (page: Page, name: string) => page.screenshot({ path: path.join(artifactsDir, name) });

/** Without the File System Access pickers, the browser host saves by download and opens through a file input. */
export function withoutPickers() {
  const win = window as unknown as Record<string, unknown>;
  win.showSaveFilePicker = undefined;
  win.showOpenFilePicker = undefined;
}

/** Opens a file as a dropped one would be. */
export async function dropFile(page: Page, text: string, name: string) {
  const transfer = await page.evaluateHandle(
    ([content, file]) => {
      const data = new DataTransfer();
      data.items.add(new File([content], file, { type: 'application/json' }));
      return data;
    },
    [text, name] as const,
  );
  await page.dispatchEvent('.app', 'drop', { dataTransfer: transfer });
}

/** Opens a sample from the start page's list by its file name, and waits for its document. */
export async function openSample(page: Page, file: string) {
  await page.getByTestId('sample-list').locator(`[data-sample="${file}"]`).click();
  await page.getByTestId('workspace').waitFor();
}

/**
 * Drops a file over the document open, and waits until the document it opens has replaced it: the
 * new one starts afresh (its panels as a new document's), and what the old one showed is gone.
 */
export async function reopenFile(page: Page, text: string, name: string) {
  const before = await page.getByTestId('workspace').elementHandle();
  await dropFile(page, text, name);
  await page.waitForFunction((node) => !node?.isConnected, before);
  await page.getByTestId('workspace').waitFor();
}

/** Opens a scenario as a dropped file would be, and waits for its board and tool bar. */
export async function openScenario(page: Page, scenario: unknown, name: string) {
  await dropFile(page, JSON.stringify(scenario), name);
  await page.getByTestId('tool-bar').waitFor();
  await page.locator('canvas').first().waitFor();
}

/** Screen positions of the board's cells, sides and points: the board centred in the canvas, fitted or at `scale`. */
export async function boardOnScreen(page: Page, geometry: BoardGeometry, scale?: number) {
  const kernel = createKernel(geometry) as CellKernel;
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  const size = { width: Math.floor(box.width), height: Math.floor(box.height) };
  const bounds = kernel.boundsMm();
  const view = viewOf({ x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 }, scale ?? fitScale(bounds, size), size);
  const point = (p: PointMm) => ({ x: box.x + p.x * view.scale + view.x, y: box.y + p.y * view.scale + view.y });
  return {
    kernel,
    box,
    scale: view.scale,
    point,
    cell: (cell: Cell) => point(kernel.cellToMm(cell)),
    edge: (key: string) => {
      const { a, b } = kernel.edgeSegmentMm(key);
      return point({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
    },
  };
}

export async function drag(page: Page, points: readonly { x: number; y: number }[], steps = 6) {
  const [first, ...rest] = points;
  await page.mouse.move(first!.x, first!.y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(point.x, point.y, { steps });
  await page.mouse.up();
}

/** Saves with Save As (a download in the browser host) and gives back the file's text and path. */
export async function saveAs(page: Page): Promise<{ text: string; file: string }> {
  const download = page.waitForEvent('download');
  await page.keyboard.press('Control+Shift+S');
  const saved = await download;
  const file = (await saved.path())!;
  // The download starts before the document is marked saved; a command sent in between would ask to save it again.
  await page.waitForFunction(() => !document.title.startsWith('• '));
  return { text: await readFile(file, 'utf8'), file };
}

/** Konva draws a changed board's hit regions on the next animation frame; a click sent before that lands on the old ones. */
export const nextFrame = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
