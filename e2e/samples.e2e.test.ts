/**
 * Every shipped sample as a designer first sees it: opened from the start page, at the fitted zoom
 * and at 100 %, and printed (the fitted board's first page and the counter sheet's), all saved in
 * e2e/artifacts/ to be looked at. The board must draw (not a blank canvas) and the page must stay
 * free of errors.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOARD_PRINT_OPTIONS, defaultCounterSizeMm, planBoardPrint, planCounterSheet, renderBoardPdf, renderCounterSheetPdf } from '../engine/print/index';
import { loadScenario } from '../engine/scenario/index';
import { artifactsDir, projectRoot, useBuiltApp } from './browser';

const run = promisify(execFile);
const app = useBuiltApp();
const folder = path.join(projectRoot, 'scenarios');
const samples = readdirSync(folder).filter((file) => file.endsWith('.scenario.json')).sort();
const stem = (file: string) => file.replace(/\.scenario\.json$/, '');

/** How many distinct colours a screenshot's board area holds: a drawn board has many. */
async function boardColours(png: Buffer): Promise<number> {
  const { inflateSync } = await import('node:zlib');
  let offset = 8;
  let width = 0;
  let height = 0;
  const chunks: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (type === 'IHDR') {
      width = png.readUInt32BE(offset + 8);
      height = png.readUInt32BE(offset + 12);
    } else if (type === 'IDAT') chunks.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  // Sample the raw scanlines (filter bytes included): enough to tell a drawing from a flat fill.
  const raw = inflateSync(Buffer.concat(chunks));
  const seen = new Set<number>();
  const stride = Math.floor(raw.length / Math.max(1, height));
  for (let y = 0; y < height; y += 7) for (let x = 1; x + 3 < Math.min(stride, width * 4); x += 13) seen.add(raw.readUInt32BE(y * stride + x));
  return seen.size;
}

describe('every sample on screen', () => {
  it.each(samples)('%s at fit zoom and at actual size', async (file) => {
    const { page, problems } = await app.openApp('en-US');
    await page.getByTestId('sample-list').locator(`[data-sample="${file}"]`).click();
    await page.getByTestId('tool-bar').waitFor();
    const canvas = page.getByTestId('board-canvas');
    await canvas.waitFor();
    await page.waitForTimeout(800);
    const fitted = await canvas.screenshot();
    await page.screenshot({ path: path.join(artifactsDir, `sample-${stem(file)}-fit.png`) });
    expect(await boardColours(fitted)).toBeGreaterThan(20);
    await page.getByRole('menuitem', { name: 'View', exact: true }).click();
    await page.locator('[data-command="view.zoomReset"]').click();
    await expect.poll(() => page.getByTestId('status-bar').textContent()).toContain('Zoom 100 %');
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(artifactsDir, `sample-${stem(file)}-100.png`) });
    expect(problems).toEqual([]);
  });
});

describe('every sample on paper', () => {
  it.each(samples)('%s: the fitted board and the counter sheet, first pages', async (file) => {
    const loaded = loadScenario(readFileSync(path.join(folder, file), 'utf8'), { fileName: file });
    if (!loaded.scenario || !loaded.ruleset) throw new Error(`${file} does not load`);
    const source = { scenario: loaded.scenario, ruleset: loaded.ruleset, language: 'en' as const };
    const board = await renderBoardPdf(planBoardPrint(source, { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true, labels: true, orientation: 'landscape', sheet: false }));
    const counters = await renderCounterSheetPdf(planCounterSheet(source, { paper: 'A4', orientation: 'portrait', marginMm: 10, counterSizeMm: defaultCounterSizeMm(source) }));
    const scratch = await mkdtemp(path.join(tmpdir(), 'skirmish-sample-print-'));
    try {
      for (const [name, pdf] of [['board', board], ['counters', counters]] as const) {
        const input = path.join(scratch, `${name}.pdf`);
        await writeFile(input, pdf);
        // The first page as PNG, as a person opening the PDF sees it.
        await run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', input, path.join(artifactsDir, `print-${stem(file)}-${name}`)]);
        const shot = readFileSync(path.join(artifactsDir, `print-${stem(file)}-${name}.png`));
        expect(await boardColours(shot)).toBeGreaterThan(5);
      }
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
