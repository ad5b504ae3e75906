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
import { boardOnScreen, nextFrame, openScenario, reopenFile, saveAs, shot, withoutPickers } from './support';
import type { BoardGeometry, PointMm } from '../engine/board/types';
import { solidPng, squarePng } from '../scripts/png';
import { loadScenario } from '../engine/scenario';
import { layoutPieces } from '../renderer/canvas/hitTest';

const run = promisify(execFile);
const app = useBuiltApp();

const TILE: readonly [number, number, number] = [0x00, 0xff, 0x80];
const RIFLEMAN: readonly [number, number, number] = [0xff, 0x00, 0xc0];
const SCAN_LEFT: readonly [number, number, number] = [0x20, 0xc0, 0xe0];
const SCAN_RIGHT: readonly [number, number, number] = [0xe0, 0x80, 0x10];
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

/** Counts pixels of a PDF's first page near a colour (rendered by poppler). */
async function pdfPixelsNear(bytes: Uint8Array, rgb: readonly number[]): Promise<number> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'skirmish-art-pdf-'));
  try {
    await writeFile(path.join(scratch, 'art.pdf'), bytes);
    await run('pdftoppm', ['-r', '30', '-f', '1', '-l', '1', '-singlefile', path.join(scratch, 'art.pdf'), path.join(scratch, 'page')]);
    const ppm = await readFile(path.join(scratch, 'page.ppm'));
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString('latin1', 0, 40));
    const pixels = ppm.subarray(header?.[0].length ?? 0);
    let count = 0;
    for (let i = 0; i + 2 < pixels.length; i += 3) if (close([pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0], rgb)) count++;
    return count;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The print dialog's one-page PDF of the board. */
async function printedPdf(page: Page): Promise<Uint8Array> {
  await page.keyboard.press('Control+p');
  const dialog = page.getByTestId('print-dialog');
  await dialog.waitFor();
  await dialog.getByLabel('Fit the board to one page').check();
  await dialog.getByLabel('Scenario sheet').uncheck();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Save PDF' }).click();
  const bytes = await readFile((await (await download).path())!);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return bytes;
}

/** Rivet Wars mission 2 with a rifleman in the Allies' deployment zone and no images. */
async function mission(): Promise<Record<string, unknown>> {
  const scenario = JSON.parse(await readFile(path.join(projectRoot, 'scenarios', 'rivet-wars-m02.scenario.json'), 'utf8')) as Record<string, unknown>;
  const allies = (scenario.sides as { id: string; units?: unknown[] }[]).find((side) => side.id === 'allies');
  if (allies) allies.units = [{ id: 'rifleman-1', profile: 'rifleman', at: { col: 4, row: 0 } }];
  return scenario;
}

describe('attaching your own art in the editor', () => {
  it('attaches an image to a tile face (palette) and to a unit (inspector), shows them on the board and in the PDF, saves them, then reopened without the files names them and draws the symbols', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    const scenario = await mission();
    await openScenario(page, scenario, 'art-ui.scenario.json');
    expect(await countNear(page, TILE)).toBe(0);

    // The tile face, from the tile tool's palette.
    await page.keyboard.press('l');
    await page.getByTestId('palette-tile-8A').click();
    const tileField = page.getByTestId('palette').getByTestId('art-field-tiles');
    expect(await tileField.getByTestId('art-status').textContent()).toBe('No image: the board draws the symbol.');
    let chooser = page.waitForEvent('filechooser');
    await tileField.getByRole('button', { name: 'Attach an image…' }).click();
    await (await chooser).setFiles([{ name: 'tile-8a.png', mimeType: 'image/png', buffer: solidPng(64, TILE) }]);
    await expect.poll(() => countNear(page, TILE), { timeout: 10_000 }).toBeGreaterThan(1000);
    await expect.poll(() => tileField.getByTestId('art-status').textContent()).toBe('tile-8a.png');
    await tileField.getByTestId('art-thumbnail').waitFor();

    // The unit's picture, from the inspector of the unit selected on the board.
    await page.keyboard.press('v');
    const board = await boardOnScreen(page, (scenario.board as { geometry: BoardGeometry }).geometry);
    // The rifleman stands in the cell of grid 5,1 setup gives it, where the board draws it.
    const loaded = loadScenario(JSON.stringify(scenario));
    const drawn = layoutPieces({ scenario: loaded.scenario!, ruleset: loaded.ruleset!, language: 'en' }).find((piece) => piece.id === 'rifleman-1')!;
    const rifleman = board.point(drawn.centre);
    await nextFrame(page);
    await page.mouse.click(rifleman.x, rifleman.y);
    await expect.poll(() => page.getByTestId('inspector-heading').textContent()).toContain('Rifleman');
    const unitField = page.getByTestId('inspector').getByTestId('art-field-units');
    chooser = page.waitForEvent('filechooser');
    await unitField.getByRole('button', { name: 'Attach an image…' }).click();
    await (await chooser).setFiles([{ name: 'rifleman.png', mimeType: 'image/png', buffer: solidPng(16, RIFLEMAN) }]);
    await expect.poll(() => countNear(page, RIFLEMAN), { timeout: 10_000 }).toBeGreaterThan(10);
    await shot(page, 'art-ui-attached.png');

    // Each attachment is one undo step.
    await page.keyboard.press('Control+z');
    await expect.poll(() => countNear(page, RIFLEMAN)).toBe(0);
    await page.keyboard.press('Control+y');
    await expect.poll(() => countNear(page, RIFLEMAN), { timeout: 10_000 }).toBeGreaterThan(10);

    // The PDF shows them.
    const pdf = await printedPdf(page);
    expect(await pdfPixelsNear(pdf, TILE)).toBeGreaterThan(500);
    expect(await pdfPixelsNear(pdf, RIFLEMAN)).toBeGreaterThan(3);

    // Saved in the scenario.
    const saved = await saveAs(page);
    expect(JSON.parse(saved.text).art).toEqual({ tiles: { '8A': 'tile-8a.png' }, units: { rifleman: 'rifleman.png' } });

    // Opened again, the image files are gone (a browser holds only what was picked for the open
    // file): each is a problem naming its path, and the board draws the symbols in their place.
    await reopenFile(page, saved.text, 'art-ui.scenario.json');
    const list = page.getByTestId('problems-list');
    await expect.poll(() => list.textContent()).toContain('tile-8a.png');
    expect(await list.textContent()).toContain('rifleman.png');
    await expect.poll(() => countNear(page, TILE)).toBe(0);
    expect(await countNear(page, RIFLEMAN)).toBe(0);
    await shot(page, 'art-ui-missing.png');

    // Removed from the inspector: no image, no problem; the symbol stays.
    await page.keyboard.press('v');
    await nextFrame(page);
    await page.mouse.click(rifleman.x, rifleman.y);
    await page.getByTestId('inspector').getByTestId('art-field-units').getByRole('button', { name: 'Remove the image' }).click();
    await expect.poll(async () => (await list.textContent()) ?? '').not.toContain('rifleman.png');
    expect(await page.getByTestId('inspector').getByTestId('art-field-units').getByTestId('art-status').textContent()).toBe('No image: the board draws the symbol.');
    expect(problems).toEqual([]);
  });

  it('places a scan under the board by two points clicked on the image and on the board', async () => {
    const { page, problems } = await app.openApp('en-US', withoutPickers);
    const scenario = await mission();
    await openScenario(page, scenario, 'scan.scenario.json');
    await page.getByTestId('open-background').click();
    const dialog = page.getByTestId('background-dialog');
    await dialog.waitFor();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Attach an image…' }).click();
    // A 200 × 200 scan: its left half one colour, its right half another.
    await (await chooser).setFiles([{ name: 'scan.png', mimeType: 'image/png', buffer: squarePng(200, (x) => (x < 100 ? SCAN_LEFT : SCAN_RIGHT)) }]);
    await expect.poll(() => dialog.getByTestId('art-status').textContent()).toBe('scan.png');
    await dialog.getByTestId('background-by-points').check();
    // The preview fits the square image in 360 × 240: 240 px square, from x 60.
    const image = (await dialog.getByTestId('background-image').boundingBox())!;
    const onImage = (x: number, y: number) => ({ x: image.x + ((60 + (x / 200) * 240) / 360) * image.width, y: image.y + (((y / 200) * 240) / 240) * image.height });
    for (const [x, y] of [[0, 0], [200, 200]] as const) {
      const at = onImage(x === 0 ? 1 : 199, y === 0 ? 1 : 199);
      await page.mouse.click(at.x, at.y);
    }
    expect(Number(await dialog.locator('#background-image-2-x').inputValue())).toBeGreaterThan(190);
    await shot(page, 'art-ui-background-dialog.png');
    await dialog.getByTestId('background-pick-board').click();
    await page.getByTestId('anchor-banner').waitFor();
    // Its corners on the board: the top left of cell 3,3 and the bottom right of cell 5,5 (three cells of 80 mm).
    const board = await boardOnScreen(page, (scenario.board as { geometry: BoardGeometry }).geometry);
    await nextFrame(page);
    for (const corner of [board.point({ x: 240, y: 240 }), board.point({ x: 480, y: 480 })]) await page.mouse.click(corner.x, corner.y);
    await dialog.waitFor();
    expect(Number(await dialog.locator('#background-board-1-x').inputValue())).toBeCloseTo(240, -1);
    await shot(page, 'art-ui-background-points.png');
    await dialog.getByTestId('background-apply').click();
    // The scan's left half (blue) and right half (orange) lie on the tile 8A, tinted by its terrain.
    const pixel = (point: PointMm) =>
      page.getByTestId('board-canvas').evaluate((element, at) => {
        const canvas = element.querySelector('canvas')!;
        const box = canvas.getBoundingClientRect();
        const ratio = canvas.width / box.width;
        return [...canvas.getContext('2d')!.getImageData(Math.round((at.x - box.left) * ratio), Math.round((at.y - box.top) * ratio), 1, 1).data];
      }, point);
    await expect.poll(async () => { const [r, , b] = await pixel(board.point({ x: 300, y: 460 })); return (b ?? 0) - (r ?? 0); }, { timeout: 10_000 }).toBeGreaterThan(60);
    const [r, , b] = await pixel(board.point({ x: 420, y: 460 }));
    expect((r ?? 0) - (b ?? 0)).toBeGreaterThan(60);
    await shot(page, 'art-ui-scan.png');
    const saved = JSON.parse((await saveAs(page)).text) as { art: { background: { image: string; anchors: { image: PointMm; board: PointMm }[] } } };
    expect(saved.art.background.image).toBe('scan.png');
    const [first, second] = saved.art.background.anchors;
    expect(Math.abs(first!.board.x - 240)).toBeLessThan(8);
    expect(Math.abs(second!.board.y - 480)).toBeLessThan(8);
    expect(first!.image.x).toBeLessThan(3);
    expect(second!.image.x).toBeGreaterThan(197);
    expect(problems).toEqual([]);
  });
});

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
    expect(await pdfPixelsNear(await printedPdf(page), TILE)).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  });
});
