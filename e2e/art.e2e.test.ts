/**
 * Your own art in the browser: a mission whose tile 8A and riflemen have images. Opened from a
 * dropped file, the browser cannot read the scenario's folder, so each image is a problem naming
 * its path and the board draws the symbols; the user adds the images with the Problems panel's
 * picker, and the board and the printed PDF show them; an image the scenario names that was not
 * picked stays a problem with its path, the board drawing the symbol in its place.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot, useBuiltApp } from './browser';
import { openScenario, shot, withoutPickers } from './support';
import { solidPng } from '../scripts/png';

const run = promisify(execFile);
const app = useBuiltApp();

const TILE: readonly [number, number, number] = [0x00, 0xff, 0x80];
const RIFLEMAN: readonly [number, number, number] = [0xff, 0x00, 0xc0];
const close = (a: readonly number[], b: readonly number[]) => a.every((value, i) => Math.abs(value - (b[i] ?? 0)) <= 30);

/** How many pixels of the board canvas are near a colour. */
async function countNear(page: Page, rgb: readonly number[]): Promise<number> {
  return page.getByTestId('board-canvas').evaluate((element, colour) => {
    const canvases = [...element.querySelectorAll('canvas')];
    let count = 0;
    for (const canvas of canvases) {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) continue;
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < data.length; i += 4) if (Math.abs((data[i] ?? 0) - (colour[0] ?? 0)) <= 30 && Math.abs((data[i + 1] ?? 0) - (colour[1] ?? 0)) <= 30 && Math.abs((data[i + 2] ?? 0) - (colour[2] ?? 0)) <= 30) count++;
    }
    return count;
  }, rgb as number[]);
}

describe('your own art', () => {
  it('names a missing image in Problems with the symbol drawn, then shows the picked images on the board and in the PDF', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    const scenario = JSON.parse(await readFile(path.join(projectRoot, 'scenarios', 'rivet-wars-m02.scenario.json'), 'utf8')) as Record<string, unknown>;
    // A rifleman in the Allies' deployment zone (the sample deploys its units during play).
    const sides = scenario.sides as { id: string; units?: unknown[] }[];
    const allies = sides.find((side) => side.id === 'allies');
    if (allies) allies.units = [{ id: 'rifleman-1', profile: 'rifleman', at: { col: 4, row: 0 } }];
    scenario.art = { tiles: { '8A': 'art/tile-8a.png' }, units: { rifleman: 'art/rifleman.png' }, tokens: { bunker: 'art/bunker.png' } };
    await openScenario(page, scenario, 'art.scenario.json');
    const list = page.getByTestId('problems-list');
    await expect.poll(() => list.textContent()).toContain('art/tile-8a.png');
    expect(await list.textContent()).toContain('art/rifleman.png');
    expect(await countNear(page, TILE)).toBe(0);

    // The picker: the tile and the unit; the bunker's image is not among them.
    await page.getByTestId('add-images').setInputFiles([
      { name: 'tile-8a.png', mimeType: 'image/png', buffer: solidPng(64, TILE) },
      { name: 'rifleman.png', mimeType: 'image/png', buffer: solidPng(16, RIFLEMAN) },
    ]);
    await expect.poll(() => countNear(page, TILE), { timeout: 10_000 }).toBeGreaterThan(1000);
    await expect.poll(() => countNear(page, RIFLEMAN), { timeout: 10_000 }).toBeGreaterThan(10);
    const text = (await list.textContent()) ?? '';
    expect(text).not.toContain('tile-8a.png');
    expect(text).toContain('art/bunker.png');
    await shot(page, 'art-picked.png');

    // The PDF shows them too.
    await page.keyboard.press('Control+p');
    const dialog = page.getByTestId('print-dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Fit the board to one page').check();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Save PDF' }).click();
    const bytes = await readFile((await (await download).path())!);
    const scratch = await mkdtemp(path.join(tmpdir(), 'skirmish-art-pdf-'));
    try {
      await writeFile(path.join(scratch, 'art.pdf'), bytes);
      await run('pdftoppm', ['-r', '30', '-f', '1', '-l', '1', '-singlefile', path.join(scratch, 'art.pdf'), path.join(scratch, 'page')]);
      const ppm = await readFile(path.join(scratch, 'page.ppm'));
      const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString('latin1', 0, 40));
      const pixels = ppm.subarray(header?.[0].length ?? 0);
      let tile = 0;
      for (let i = 0; i + 2 < pixels.length; i += 3) if (close([pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0], TILE)) tile++;
      expect(tile).toBeGreaterThan(500);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
    expect(problems).toEqual([]);
  });
});
