import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKER, squareScenario } from '../engine/print/fixtures.test-support';
import { parseXml } from '../engine/print/xml-reader.test-support';
import { run, type CliIo } from './main';
import { EXIT_IO, EXIT_PRINTED, EXIT_REFUSED, parsePrintArguments } from './print';
import { boxOf, decodePng, near, type PixelBox } from './print.test-support';

const exec = promisify(execFile);
const BIN = join(import.meta.dirname, '..', 'dist', 'cli', 'skirmish.mjs');

let folder = '';
let small = '';
let huge = '';

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'skirmish-print-'));
  small = join(folder, 'small.scenario.json');
  huge = join(folder, 'huge.scenario.json');
  await writeFile(small, JSON.stringify(squareScenario({ columns: 12, rows: 8, cellSizeMm: 25, marked: [{ col: 3, row: 2 }], title: 'Cœur « test »' })));
  // 6 × 4 m: 510 A4 pages, more than the 500 allowed without --force.
  await writeFile(huge, JSON.stringify(squareScenario({ columns: 60, rows: 40, cellSizeMm: 100 })));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function print(args: readonly string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { env, stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) };
  const code = await run(['print', ...args], io);
  return { code, stdout, stderr };
}

describe('skirmish print arguments', () => {
  it('reads lengths, paper and switches, with = or a separate value', () => {
    const options = parsePrintArguments(['x.scenario.json', '--paper=a3', '--landscape', '--margin', '1cm', '--overlap=0.5in', '--labels', '--fit'], 'en');
    expect(options).toMatchObject({ paper: 'A3', landscape: true, marginMm: 10, overlapMm: 12.7, labels: true, fit: true, output: 'pdf', legend: true, cutMarks: true });
    expect(parsePrintArguments(['x', '--paper', '600x400mm'], 'en')).toMatchObject({ paper: { widthMm: 600, heightMm: 400 } });
    expect(parsePrintArguments(['x', '--out', 'board.svg'], 'en')).toMatchObject({ output: 'svg' });
    // Coordinates as the game's board shows them unless asked, the last of --labels and --no-labels counting.
    expect(parsePrintArguments(['x'], 'en')).toMatchObject({ labels: null });
    expect(parsePrintArguments(['x', '--no-labels'], 'en')).toMatchObject({ labels: false });
    expect(parsePrintArguments(['x', '--labels', '--no-labels'], 'en')).toMatchObject({ labels: false });
    expect(parsePrintArguments(['x', '--no-labels', '--labels'], 'en')).toMatchObject({ labels: true });
    expect(parsePrintArguments(['x', '--png', '--dpi', '150'], 'en')).toMatchObject({ output: 'png', dpi: 150 });
  });

  it('refuses unknown options, bad values and two outputs at once, in one sentence', async () => {
    for (const args of [[small, '--colour'], [small, '--margin', 'wide'], [small, '--paper', 'A9'], [small, '--svg', '--png'], [small, '--dpi', '5'], [small, '--out'], [small, '--margin', '2mm'], [small, '--overlap', '200mm'], [small, '--counters', '--counter-size', '2mm'], []]) {
      const result = await print(args);
      expect(result.code).toBe(EXIT_REFUSED);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('prints its help in the user’s language', async () => {
    expect((await print(['--help'], { LANG: 'fr_FR.UTF-8' })).stdout).toContain('Imprime le plateau');
    expect((await print(['--help'])).stdout).toContain('--overlap LENGTH');
  });
});

describe('skirmish print outputs', () => {
  it('writes a tiled PDF: pages and paper size as asked', async () => {
    const out = join(folder, 'board.pdf');
    const result = await print([small, '--paper', 'A3', '--landscape', '--overlap', '10mm', '--out', out]);
    expect(result.code).toBe(EXIT_PRINTED);
    expect(result.stdout).toContain('board.pdf');
    const pdf = await PDFDocument.load(await readFile(out));
    // 300 × 200 mm fits one A3 landscape window: the scenario sheet, one tile and the legend.
    expect(pdf.getPageCount()).toBe(3);
    expect(pdf.getPage(0).getWidth()).toBeCloseTo((420 / 25.4) * 72, 2);
    expect(pdf.getPage(0).getHeight()).toBeCloseTo((297 / 25.4) * 72, 2);
  });

  it('writes a counter sheet', async () => {
    const out = join(folder, 'counters.pdf');
    const result = await print([small, '--counters', '--counter-size', '20mm', '--out', out]);
    expect(result.code).toBe(EXIT_PRINTED);
    expect((await PDFDocument.load(await readFile(out))).getPageCount()).toBe(1);
  });

  it('writes an SVG whose viewBox is the board in millimetres', async () => {
    const out = join(folder, 'board.svg');
    expect((await print([small, '--svg', '--out', out])).code).toBe(EXIT_PRINTED);
    const svg = parseXml(await readFile(out, 'utf8'));
    expect(svg.attributes.viewBox).toBe('0 0 304 204');
    expect(svg.attributes.width).toBe('304mm');
  });

  it('prints the cells’ coordinates of a game whose board numbers them (R6) unless told not to, and of another game only when asked', async () => {
    const samples = join(import.meta.dirname, '..', 'scenarios');
    const svgOf = async (file: string, ...args: string[]) => {
      const out = join(folder, `${file}-${args.join('') || 'default'}.svg`);
      expect((await print([join(samples, file), '--svg', '--out', out, ...args])).code).toBe(EXIT_PRINTED);
      const svg = await readFile(out, 'utf8');
      return { texts: svg.split('<text').length - 1, corners: svg.match(/>(A1|F9)</g)?.length ?? 0 };
    };
    const embassy = await svgOf('r6-ambassade.scenario.json');
    expect(embassy.corners).toBe(2);
    expect(await svgOf('r6-ambassade.scenario.json', '--labels')).toEqual(embassy);
    const without = await svgOf('r6-ambassade.scenario.json', '--no-labels');
    expect(without.corners).toBe(0);
    expect(without.texts).toBeLessThanOrEqual(embassy.texts - 54);
    const castle = await svgOf('siege-castle.scenario.json');
    expect((await svgOf('siege-castle.scenario.json', '--labels')).texts).toBeGreaterThan(castle.texts);
  });

  it('writes a PNG at the chosen resolution, at true scale', async () => {
    const out = join(folder, 'board.png');
    const result = await print([small, '--png', '--dpi', '254', '--out', out]);
    expect(result.code).toBe(EXIT_PRINTED);
    const image = await decodePng(new Uint8Array(await readFile(out)));
    // 304 × 204 mm (the board and a 2 mm border) at 10 px/mm.
    expect(Math.abs(image.width - 3040)).toBeLessThanOrEqual(1);
    expect(Math.abs(image.height - 2040)).toBeLessThanOrEqual(1);
    // Cell (3, 2) spans 75..100 × 50..75 mm of the board, plus the border.
    const box = boxOf(image, near(MARKER, 40)) as PixelBox;
    expect(Math.abs((box.left + box.right) / 2 - 895)).toBeLessThanOrEqual(5);
    expect(Math.abs((box.top + box.bottom) / 2 - 645)).toBeLessThanOrEqual(5);
    expect(Math.abs(box.right - box.left - 250)).toBeLessThanOrEqual(5);
  });
});

describe('skirmish print limits and failures', () => {
  it('refuses more than 500 pages without --force, and prints them with it', async () => {
    const out = join(folder, 'huge.pdf');
    const refused = await print([huge, '--out', out]);
    expect(refused.code).toBe(EXIT_REFUSED);
    // The scenario sheet, the assembly map, 510 board pages and the legend.
    expect(refused.stderr).toContain('513 pages');
    expect(refused.stderr).toContain('--force');
    await expect(stat(out)).rejects.toThrow();
    const forced = await print([huge, '--out', out, '--force']);
    expect(forced.code).toBe(EXIT_PRINTED);
    expect((await PDFDocument.load(await readFile(out))).getPageCount()).toBe(513);
  });

  it('refuses a huge PNG without --force', async () => {
    const result = await print([huge, '--png', '--dpi', '300', '--out', join(folder, 'huge.png')]);
    expect(result.code).toBe(EXIT_REFUSED);
    expect(result.stderr).toContain('pixels');
    expect(result.stderr).toContain('--force');
  });

  it('says in one line when the output cannot be written, and writes nothing', async () => {
    const missing = await print([small, '--out', join(folder, 'no', 'such', 'folder', 'board.pdf')]);
    expect(missing.code).toBe(EXIT_IO);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    expect(missing.stderr).toContain('its folder does not exist');
    await mkdir(join(folder, 'taken.pdf'));
    const directory = await print([small, '--out', join(folder, 'taken.pdf')], { LANG: 'fr_FR.UTF-8' });
    expect(directory.code).toBe(EXIT_IO);
    expect(directory.stderr).toContain('c’est un dossier');
  });

  it('says in one line when the scenario cannot be read', async () => {
    const result = await print([join(folder, 'missing.scenario.json')]);
    expect(result.code).toBe(EXIT_IO);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('the skirmish command', () => {
  it('exits non-zero with one line and no stack trace for an unwritable output', async () => {
    const failure = await exec(process.execPath, [BIN, 'print', small, '--out', '/proc/no-such-dir/board.pdf']).then(
      () => null,
      (caught: { code: number; stderr: string }) => caught,
    );
    expect(failure?.code).toBe(EXIT_IO);
    expect(failure?.stderr.trim().split('\n')).toHaveLength(1);
    expect(failure?.stderr).not.toMatch(/\n\s+at /);
  });

  it('writes next to where it runs by default, named after the scenario', async () => {
    const here = await mkdtemp(join(folder, 'cwd-'));
    await exec(process.execPath, [BIN, 'print', small, '--fit'], { cwd: here });
    expect(await readdir(here)).toEqual(['small.pdf']);
  });

  it('explains how to get pdftoppm when it is missing', async () => {
    const failure = await exec(process.execPath, [BIN, 'print', small, '--png', '--out', join(folder, 'x.png')], { env: { PATH: '/nonexistent' } }).then(
      () => null,
      (caught: { code: number; stderr: string }) => caught,
    );
    expect(failure?.code).toBe(EXIT_IO);
    expect(failure?.stderr).toContain('poppler-utils');
  });
});
