/**
 * `skirmish print FILE`: the board as a tiled true-scale PDF, a counter sheet, an SVG or a PNG.
 * Reading, writing and rasterising live here; everything drawn comes from engine/print.
 *   skirmish print FILE [--out PATH] [--paper A4|A3|Letter|WIDTHxHEIGHTmm] [--landscape]
 *                       [--margin 10mm] [--overlap 10mm] [--fit] [--labels | --no-labels] [--no-legend] [--no-sheet]
 *                       [--no-cut-marks] [--hidden] [--counters] [--spares] [--counter-size 20mm]
 *                       [--svg] [--png] [--dpi 300] [--force]
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflate } from 'node:zlib';
import { translate, type Language } from '../engine/i18n/index';
import {
  boardBoundsOf,
  boardImagePdf,
  boardSvg,
  boardPrintOptionsFor,
  DEFAULT_BOARD_PRINT_OPTIONS,
  defaultCounterSizeMm,
  IMAGE_MARGIN_MM,
  imageSizePx,
  MAX_DPI,
  MAX_PAGES_WITHOUT_CONFIRMATION,
  MAX_PIXELS_WITHOUT_CONFIRMATION,
  MIN_DPI,
  paperNamed,
  parseLengthMm,
  planBoardPrint,
  planCounterSheet,
  PrintError,
  renderBoardPdf,
  renderCounterSheetPdf,
  type Paper,
  type PrintSource,
} from '../engine/print/index';
import { hasErrors, loadScenario, MAX_FILE_BYTES, type RulesetCatalog } from '../engine/scenario/index';
import { readScenarioArt } from './art';
import type { CliIo } from './main';
import { writeErrorMessage, writeOutput } from './output';
import { CliFailure as SharedFailure } from './play-input';
import { catalogOption } from './rulesets';

export const EXIT_PRINTED = 0;
/** The scenario or the options cannot give a print. */
export const EXIT_REFUSED = 1;
/** A file could not be read or written, or a tool is missing. */
export const EXIT_IO = 2;

type Output = 'pdf' | 'counters' | 'svg' | 'png';

export interface PrintArguments {
  readonly file: string;
  /** A folder of variants (`--rulesets`), besides the built-in games. */
  readonly rulesets: string | null;
  readonly out: string | null;
  readonly output: Output;
  readonly paper: Paper;
  readonly landscape: boolean;
  readonly marginMm: number;
  readonly overlapMm: number;
  readonly fit: boolean;
  /** Cell coordinates asked for or turned off; null: as the game's board shows them (`boardPrintOptionsFor`). */
  readonly labels: boolean | null;
  readonly legend: boolean;
  readonly sheet: boolean;
  readonly spares: boolean;
  readonly cutMarks: boolean;
  readonly showHidden: boolean;
  readonly counterSizeMm: number | null;
  readonly dpi: number;
  readonly force: boolean;
}

/** A failure already worded for the user, with its exit code. */
class CliFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

const FLAGS = ['--landscape', '--portrait', '--fit', '--labels', '--no-labels', '--no-legend', '--no-sheet', '--no-cut-marks', '--hidden', '--counters', '--spares', '--svg', '--png', '--force'] as const;
const VALUED = ['--out', '-o', '--paper', '--margin', '--overlap', '--counter-size', '--dpi', '--rulesets'] as const;

function parsePaper(value: string, language: Language): Paper {
  const named = paperNamed(value);
  if (named) return named;
  const match = /^\s*([\d.,]+)\s*[x×]\s*([\d.,]+)\s*(mm|cm|in)?\s*$/i.exec(value);
  const unit = match?.[3] ?? 'mm';
  const width = match ? parseLengthMm(`${match[1]}${unit}`) : null;
  const height = match ? parseLengthMm(`${match[2]}${unit}`) : null;
  if (width === null || height === null || width <= 0 || height <= 0) throw new CliFailure(translate(language, 'cli.print.badPaper', { value }), EXIT_REFUSED);
  return { widthMm: width, heightMm: height };
}

function parseLength(option: string, value: string, language: Language): number {
  const mm = parseLengthMm(value);
  if (mm === null) throw new CliFailure(translate(language, 'cli.print.badLength', { option, value }), EXIT_REFUSED);
  return mm;
}

export function parsePrintArguments(args: readonly string[], language: Language): PrintArguments | 'help' {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  const files: string[] = [];
  let optionsEnded = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (optionsEnded || arg === '-' || !arg.startsWith('-')) {
      files.push(arg);
      continue;
    }
    if (arg === '--') {
      optionsEnded = true;
      continue;
    }
    if (arg === '--help' || arg === '-h') return 'help';
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if ((FLAGS as readonly string[]).includes(name) && inline === undefined) flags.add(name);
    else if ((VALUED as readonly string[]).includes(name)) {
      const value = inline ?? args[++i];
      if (value === undefined) throw new CliFailure(translate(language, 'cli.print.missingValue', { option: name }), EXIT_REFUSED);
      values.set(name === '-o' ? '--out' : name, value);
    } else throw new CliFailure(translate(language, 'cli.unknownOption', { option: arg }), EXIT_REFUSED);
  }
  if (files.length !== 1) throw new CliFailure(translate(language, files.length === 0 ? 'cli.print.noFile' : 'cli.print.oneFile'), EXIT_REFUSED);

  const out = values.get('--out') ?? null;
  const chosen: Output[] = [];
  if (flags.has('--counters')) chosen.push('counters');
  if (flags.has('--svg')) chosen.push('svg');
  if (flags.has('--png')) chosen.push('png');
  if (chosen.length > 1) throw new CliFailure(translate(language, 'cli.print.oneOutput'), EXIT_REFUSED);
  const byExtension = out ? ({ '.svg': 'svg', '.png': 'png' } as const)[extname(out).toLowerCase() as '.svg' | '.png'] : undefined;
  const output: Output = chosen[0] ?? byExtension ?? 'pdf';

  const dpiText = values.get('--dpi');
  const dpi = dpiText === undefined ? 300 : Number(dpiText);
  if (!Number.isInteger(dpi) || dpi < MIN_DPI || dpi > MAX_DPI) throw new CliFailure(translate(language, 'cli.print.badDpi', { value: dpiText ?? '', min: MIN_DPI, max: MAX_DPI }), EXIT_REFUSED);
  const length = (option: string, fallback: number) => {
    const value = values.get(option);
    return value === undefined ? fallback : parseLength(option, value, language);
  };
  const counterSize = values.get('--counter-size');
  return {
    file: files[0] as string,
    rulesets: values.get('--rulesets') ?? null,
    out,
    output,
    paper: values.has('--paper') ? parsePaper(values.get('--paper') as string, language) : DEFAULT_BOARD_PRINT_OPTIONS.paper,
    landscape: flags.has('--landscape'),
    marginMm: length('--margin', DEFAULT_BOARD_PRINT_OPTIONS.marginMm),
    overlapMm: length('--overlap', DEFAULT_BOARD_PRINT_OPTIONS.overlapMm),
    fit: flags.has('--fit'),
    // The last of --labels and --no-labels counts, as a later option overrides an earlier one.
    labels: flags.has('--labels') || flags.has('--no-labels') ? args.findLast((arg) => arg === '--labels' || arg === '--no-labels') === '--labels' : null,
    legend: !flags.has('--no-legend'),
    sheet: !flags.has('--no-sheet'),
    spares: flags.has('--spares'),
    cutMarks: !flags.has('--no-cut-marks'),
    showHidden: flags.has('--hidden'),
    counterSizeMm: counterSize === undefined ? null : parseLength('--counter-size', counterSize, language),
    dpi,
    force: flags.has('--force'),
  };
}

function defaultOut(file: string, output: Output): string {
  const stem = basename(file).replace(/(\.scenario)?\.json$/i, '');
  return output === 'counters' ? `${stem}-counters.pdf` : `${stem}.${output}`;
}

function readErrorKey(code: string | undefined): string {
  if (code === 'ENOENT' || code === 'ENOTDIR') return 'cli.notFound';
  if (code === 'EACCES' || code === 'EPERM') return 'cli.permissionDenied';
  if (code === 'EISDIR') return 'cli.isDirectory';
  return 'cli.unreadable';
}

async function loadSource(file: string, language: Language, io: CliIo, catalog: RulesetCatalog): Promise<PrintSource> {
  let bytes: Buffer;
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw Object.assign(new Error('directory'), { code: 'EISDIR' });
    if (info.size > MAX_FILE_BYTES) throw new CliFailure(`${file}: ${translate(language, 'cli.print.scenarioTooLarge')}`, EXIT_REFUSED);
    bytes = await readFile(file);
  } catch (caught) {
    if (caught instanceof CliFailure) throw caught;
    const code = (caught as { code?: string }).code;
    throw new CliFailure(`${file}: ${translate(language, readErrorKey(code), { detail: code ?? String(caught) })}`, EXIT_IO);
  }
  const result = loadScenario(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), { fileName: file, catalog });
  if (!result.scenario || !result.ruleset) throw new CliFailure(translate(language, 'cli.print.cannotPrint', { file }), EXIT_REFUSED);
  if (hasErrors(result.problems)) io.stderr(`${translate(language, 'cli.print.hasProblems', { file, count: result.problems.length })}\n`);
  if (!result.scenario.art) return { scenario: result.scenario, ruleset: result.ruleset, language };
  const art = await readScenarioArt(file, result.scenario, result.ruleset, language);
  for (const warning of art.warnings) io.stderr(`${warning}\n`);
  return { scenario: result.scenario, ruleset: result.ruleset, language, art: art.book };
}

/** Fails early, before a long render, when the output cannot be written where asked. */
async function checkWritable(out: string, language: Language): Promise<void> {
  try {
    const folder = await stat(dirname(resolve(out)));
    if (!folder.isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    const existing = await stat(out).catch(() => null);
    if (existing?.isDirectory()) throw Object.assign(new Error('is a folder'), { code: 'EISDIR' });
  } catch (caught) {
    throw new CliFailure(writeErrorMessage(out, caught, language), EXIT_IO);
  }
}

/** PNG signature, then chunks: length, type, data, CRC of type and data. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(type)) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * PPM (as pdftoppm writes it) to PNG rows: each row gets filter byte 0. Unfiltered rows at zlib
 * level 3 encode five to ten times faster than pdftoppm's own PNG output, and boards, made of flat
 * colours, come out no larger. `size` is filled in once the header is read.
 */
async function* ppmToPngRows(source: AsyncIterable<Buffer>, size: { width: number; height: number }): AsyncGenerator<Buffer> {
  let header = Buffer.alloc(0);
  let rowBytes = 0;
  let column = -1;
  for await (const chunk of source) {
    let data = chunk;
    if (column < 0) {
      header = Buffer.concat([header, chunk]);
      const match = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(header.subarray(0, 64).toString('latin1'));
      if (!match) {
        if (header.length > 64) throw new Error('pdftoppm wrote no PPM image');
        continue;
      }
      size.width = Number(match[1]);
      size.height = Number(match[2]);
      rowBytes = size.width * 3;
      column = 0;
      data = header.subarray(match[0].length);
    }
    const parts: Buffer[] = [];
    let offset = 0;
    while (offset < data.length) {
      if (column === 0) parts.push(Buffer.from([0]));
      const take = Math.min(rowBytes - column, data.length - offset);
      parts.push(data.subarray(offset, offset + take));
      offset += take;
      column = (column + take) % rowBytes;
    }
    yield Buffer.concat(parts);
  }
}

async function* pngChunks(deflated: AsyncIterable<Buffer>, size: { width: number; height: number }): AsyncGenerator<Buffer> {
  let started = false;
  for await (const data of deflated) {
    if (!started) {
      const header = Buffer.alloc(13);
      header.writeUInt32BE(size.width, 0);
      header.writeUInt32BE(size.height, 4);
      header.set([8, 2, 0, 0, 0], 8);
      yield Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header)]);
      started = true;
    }
    yield pngChunk('IDAT', data);
  }
  yield pngChunk('IEND', new Uint8Array(0));
}

/**
 * PNG through poppler's pdftoppm: the same vector drawing as the PDF, rasterised by a mature
 * renderer. Its PPM output is streamed into a PNG written here, so Node never holds the image.
 */
export async function writePng(pdf: Uint8Array, dpi: number, out: string, language: Language): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'skirmish-png-'));
  const temporary = join(dirname(resolve(out)), `.${basename(out)}.${process.pid}.tmp`);
  try {
    await writeFile(join(folder, 'board.pdf'), pdf);
    const child = spawn('pdftoppm', ['-r', String(dpi), '-singlefile', join(folder, 'board.pdf')], { stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => void (errors += text));
    const exited = new Promise<number | null>((done, fail) => {
      child.on('error', fail);
      child.on('close', done);
    });
    const size = { width: 0, height: 0 };
    let code: number | null;
    try {
      [, code] = await Promise.all([
        pipeline(child.stdout, (source) => ppmToPngRows(source, size), createDeflate({ level: 3, chunkSize: 1 << 18 }), (deflated) => pngChunks(deflated, size), createWriteStream(temporary)),
        exited,
      ]);
    } catch (caught) {
      const errno = (caught as { code?: string; syscall?: string }).syscall?.startsWith('spawn') ? (caught as { code?: string }).code : undefined;
      if (errno === 'ENOENT') throw new CliFailure(translate(language, 'cli.print.noPdftoppm'), EXIT_IO);
      if ((caught as { path?: string }).path === temporary) throw new CliFailure(writeErrorMessage(out, caught, language), EXIT_IO);
      throw new CliFailure(translate(language, 'cli.print.rasterFailed', { detail: errors.trim() || String((caught as Error).message ?? caught) }), EXIT_IO);
    }
    if (code !== 0) throw new CliFailure(translate(language, 'cli.print.rasterFailed', { detail: errors.trim() || `exit code ${code}` }), EXIT_IO);
    try {
      await rename(temporary, out);
    } catch (caught) {
      throw new CliFailure(writeErrorMessage(out, caught, language), EXIT_IO);
    }
  } finally {
    await rm(temporary, { force: true }).catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  }
}

function kilobytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

async function execute(options: PrintArguments, language: Language, io: CliIo): Promise<void> {
  const source = await loadSource(options.file, language, io, await catalogOption(options.rulesets ?? undefined, language, io.stderr));
  const out = options.out ?? defaultOut(options.file, options.output);
  await checkWritable(out, language);
  const sheet = { paper: options.paper, orientation: options.landscape ? 'landscape' : 'portrait', marginMm: options.marginMm } as const;
  const scene = { labels: options.labels ?? boardPrintOptionsFor(source).labels, showHidden: options.showHidden };

  if (options.output === 'pdf') {
    const plan = planBoardPrint(source, { ...sheet, ...scene, overlapMm: options.overlapMm, cutMarks: options.cutMarks, fit: options.fit, legend: options.legend, sheet: options.sheet });
    if (plan.needsConfirmation && !options.force) {
      throw new CliFailure(translate(language, 'cli.print.tooManyPages', { file: options.file, pages: plan.pageCount, limit: MAX_PAGES_WITHOUT_CONFIRMATION }), EXIT_REFUSED);
    }
    const pdf = await renderBoardPdf(plan, { confirmLargePrint: options.force });
    await writeOutput(out, pdf, language);
    io.stdout(`${translate(language, 'cli.print.wrotePages', { file: out, pages: plan.pageCount, size: kilobytes(pdf.length) })}\n`);
    return;
  }
  if (options.output === 'counters') {
    const size = options.counterSizeMm ?? defaultCounterSizeMm(source);
    const plan = planCounterSheet(source, { ...sheet, counterSizeMm: size, spares: options.spares });
    if (plan.pageCount > MAX_PAGES_WITHOUT_CONFIRMATION && !options.force) {
      throw new CliFailure(translate(language, 'cli.print.tooManyPages', { file: options.file, pages: plan.pageCount, limit: MAX_PAGES_WITHOUT_CONFIRMATION }), EXIT_REFUSED);
    }
    const pdf = await renderCounterSheetPdf(plan);
    await writeOutput(out, pdf, language);
    io.stdout(`${translate(language, 'cli.print.wroteCounters', { file: out, counters: plan.counters, pages: plan.pageCount, size: kilobytes(pdf.length) })}\n`);
    return;
  }
  if (options.output === 'svg') {
    const svg = boardSvg(source, scene);
    await writeOutput(out, svg, language);
    io.stdout(`${translate(language, 'cli.print.wrote', { file: out, size: kilobytes(Buffer.byteLength(svg)) })}\n`);
    return;
  }
  const bounds = boardBoundsOf(source);
  const pixels = imageSizePx({ width: bounds.width + 2 * IMAGE_MARGIN_MM, height: bounds.height + 2 * IMAGE_MARGIN_MM }, options.dpi);
  if (pixels.width * pixels.height > MAX_PIXELS_WITHOUT_CONFIRMATION && !options.force) {
    throw new CliFailure(translate(language, 'cli.print.tooManyPixels', { file: options.file, width: pixels.width, height: pixels.height, dpi: options.dpi }), EXIT_REFUSED);
  }
  await writePng(await boardImagePdf(source, scene), options.dpi, out, language);
  const written = await stat(out);
  io.stdout(`${translate(language, 'cli.print.wroteImage', { file: out, width: pixels.width, height: pixels.height, dpi: options.dpi, size: kilobytes(written.size) })}\n`);
}

export async function printCommand(args: readonly string[], language: Language, io: CliIo): Promise<number> {
  try {
    const options = parsePrintArguments(args, language);
    if (options === 'help') {
      io.stdout(`${translate(language, 'cli.print.usage')}\n`);
      return EXIT_PRINTED;
    }
    await execute(options, language, io);
    return EXIT_PRINTED;
  } catch (caught) {
    if (caught instanceof CliFailure) {
      io.stderr(`${caught.message}\n`);
      return caught.exitCode;
    }
    if (caught instanceof SharedFailure) {
      io.stderr(`${caught.message}\n`);
      return caught.code;
    }
    if (caught instanceof PrintError) {
      io.stderr(`${caught.messageIn(language)}\n`);
      return EXIT_REFUSED;
    }
    // Anything else is a bug: one line, never a stack trace.
    io.stderr(`${translate(language, 'cli.print.failed', { detail: caught instanceof Error ? caught.message : String(caught) })}\n`);
    return EXIT_IO;
  }
}
