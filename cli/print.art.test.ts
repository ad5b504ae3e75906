/**
 * A designer's own images in a print, through the command line: a tile face (PNG) and a token's
 * picture (SVG) read from the scenario's folder show in the PDF as rendered by poppler; with the
 * PNG removed the print still comes out, says which image is missing and why, and draws the
 * vector drawing in its place.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, type CliIo } from './main';
import { boxOf, near, renderPage } from './print.test-support';
import { solidPng } from '../scripts/png';

const TILE_COLOUR = '#00ff80';
const BUNKER_COLOUR = '#8000ff';

let folder = '';
let scenarioFile = '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'skirmish-art-'));
  await mkdir(join(folder, 'art'));
  const scenario = JSON.parse(await readFile(join(import.meta.dirname, '..', 'scenarios', 'rivet-wars-m01.scenario.json'), 'utf8')) as Record<string, unknown>;
  delete scenario.$schema;
  scenario.art = { tiles: { '9A': 'art/tile-9a.png' }, tokens: { bunker: 'art/bunker.svg' } };
  scenarioFile = join(folder, 'mission.scenario.json');
  await writeFile(scenarioFile, JSON.stringify(scenario));
  await writeFile(join(folder, 'art', 'tile-9a.png'), solidPng(32, [0x00, 0xff, 0x80]));
  await writeFile(join(folder, 'art', 'bunker.svg'), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect x="1" y="1" width="8" height="8" fill="${BUNKER_COLOUR}"/></svg>`);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function print(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { env: { LANG: 'en_GB.UTF-8' }, stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) };
  const code = await run(['print', ...args], io);
  return { code, stdout, stderr };
}

describe('your own art in a print', () => {
  it('shows the tile face and the token picture, then the symbols and a warning once the PNG is gone', async () => {
    const out = join(folder, 'with-art.pdf');
    const first = await print([scenarioFile, '--fit', '--no-legend', '--no-sheet', '--out', out]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const page = await renderPage(new Uint8Array(await readFile(out)), 1, 40);
    // Tile 9A is a third of the board: its face covers a large part of the page.
    const tile = boxOf(page, near(TILE_COLOUR, 30));
    expect(tile?.count ?? 0).toBeGreaterThan(2000);
    expect(boxOf(page, near(BUNKER_COLOUR, 30))?.count ?? 0).toBeGreaterThan(20);

    await rm(join(folder, 'art', 'tile-9a.png'));
    const again = join(folder, 'without-art.pdf');
    const second = await print([scenarioFile, '--fit', '--no-legend', '--no-sheet', '--out', again]);
    expect(second.code).toBe(0);
    expect(second.stderr).toContain('/art/tiles/9A');
    expect(second.stderr).toContain('art/tile-9a.png');
    expect(second.stderr).toMatch(/not found/);
    const fallback = await renderPage(new Uint8Array(await readFile(again)), 1, 40);
    expect(boxOf(fallback, near(TILE_COLOUR, 30))).toBeNull();
    // The bunker's picture still shows: only the missing image falls back.
    expect(boxOf(fallback, near(BUNKER_COLOUR, 30))?.count ?? 0).toBeGreaterThan(20);
  });
});
