/**
 * Canvas performance of the editor on a large board, in headless Chromium, side by side in the same
 * run with a naive baseline page that draws one Konva shape per hex (bench/fixtures/naive-konva.*).
 * The board: 100 × 100 hexes with 2,000 edge features, 500 tokens and 100 units (the validation
 * bench's scenario). Both are opened, then driven by the same script, frame by frame: a pan at
 * 100 % zoom, then zooming in and out about a moving cursor (bench/fixtures/frame-probe.js).
 * Reported: time from open to the first frame, interval between animation frames and drawing work
 * per frame (p50, p95, max). Then, on a fresh page, a terrain brush stroke over 50 neighbouring
 * hexes, one pointer move per frame: for each cell, the time from its pointer event to the overlay
 * showing it, and, on release, the time until the board is drawn with the stroke recorded.
 * Goals (issue 4): frame interval p95 ≤ 20 ms, drawing p95 ≤ 8 ms, open to first frame < 1 s,
 * drawing at least 5 × faster than the baseline, each stroke cell shown at the next frame.
 * Then the same stroke on a 999 × 999 square board (a million cells, issue 20): from the release to
 * the board drawn with the stroke recorded, and from Ctrl+Z to the board drawn without it; goal one
 * frame (16.7 ms) each. Fitting that board must show all of it. Then the 100 × 100 board under a
 * 4,000 × 4,000 pixel scanned map (its background image): the same pan and zoom, same goals. Last,
 * the same board with a detailed SVG (1,200 curves) on each of its 600 counters: same script, same goals.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createKernel } from '../engine/board/index';
import type { CellKernel } from '../engine/board/types';
import { loadScenario } from '../engine/scenario/index';
import type { RulesetData, Scenario } from '../engine/scenario/types';
import { terrainByCell } from '../renderer/editor/edits/terrain';
import { CANVAS_FRAME_MEASURE } from '../renderer/canvas/frameTiming';
import { STROKE_PREVIEW_MARK } from '../renderer/editor/tools/paintOverlay';
import { viewOf } from '../renderer/canvas/tiles';
import { ACTUAL_SIZE, fitScale, MAX_SCALE, MIN_SCALE, ZOOM_STEP } from '../renderer/canvas/viewport';
import { defaultOptions, newScenario } from '../renderer/document/newScenario';
import { squarePng } from '../scripts/png';
import { serveApp } from '../scripts/serveApp';
import { largeHexScenario } from './validate.bench';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const VIEWPORT = { width: 1280, height: 800 };
const SCRIPT = { panFrames: 120, zoomFrames: 120 };
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const GOALS = { frameIntervalP95Ms: 20, drawP95Ms: 8, openToFirstFrameMs: 1000, speedup: 5, strokeCellFrames: 1 };
const STROKE_CELLS = 50;
const LARGE = { columns: 999, rows: 999, frameMs: 16.7, rounds: 7 } as const;
/** The scanned map under the board: 4,000 pixels square. */
const SCAN_PX = 4000;

interface Stats {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

function stats(values: readonly number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (value: number) => Math.round(value * 100) / 100;
  return { count: sorted.length, p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1) ?? 0) };
}

interface Run {
  readonly intervals: number[];
  readonly draws: number[];
}

/** What a stroke reports: each cell's latency, then the release's work until the board frame that shows it. */
interface StrokeResult {
  readonly latencies: number[];
  readonly inFrame: number[];
  readonly framesWaited: number[];
  readonly commitToBoardFrameMs: number | null;
  readonly releaseHandlerMs: number;
  readonly recordedMs: number;
  readonly boardFrameMs: number | null;
  readonly shownAtFrame: number | null;
}

interface UndoResult {
  readonly undoToBoardFrameMs: number | null;
  readonly keyHandlerMs: number;
  readonly recordedMs: number;
  readonly boardFrameMs: number | null;
  readonly shownAtFrame: number | null;
}

/** The measuring functions bench/fixtures/frame-probe.js puts on the page's window. */
type Probe = {
  boardProbe: {
    openEditor(text: string, measure: string): Promise<number>;
    settle(measure: string, quietMs: number, timeoutMs: number): Promise<number>;
    runEditor(config: typeof SCRIPT, measure: string): Promise<Run & { zoomPercent: string }>;
    strokeEditor(path: unknown, mark: string, measure: string): Promise<StrokeResult>;
    undoEditor(measure: string): Promise<UndoResult>;
    openBaseline(board: unknown, scale: number, centre: unknown): number;
    runBaseline(config: unknown, view: unknown, limits: unknown): Promise<Run>;
  };
};

function summary(run: Run) {
  return { frameIntervalMs: stats(run.intervals), drawMs: stats(run.draws) };
}

/** The board as the naive page draws it: hex outlines with their terrain colour, edge segments, counters. */
function naiveBoard(scenario: Scenario, ruleset: RulesetData) {
  const kernel = createKernel(scenario.board.geometry) as CellKernel;
  const kinds = terrainByCell(scenario, kernel);
  const colour = (record: Readonly<Record<string, { colour: string }>> | undefined, id: string, fallback: string) => (record && Object.hasOwn(record, id) ? (record[id]?.colour ?? fallback) : fallback);
  const cells = kernel.cells().map((cell, index) => ({ points: kernel.cellPolygonMm(cell).flatMap((p) => [p.x, p.y]), fill: colour(ruleset.terrain, kinds[index] ?? '', '#fffdf8') }));
  const edges = (scenario.board.edges ?? []).map((feature) => {
    const { a, b } = kernel.edgeSegmentMm(feature.edge);
    return { points: [a.x, a.y, b.x, b.y], colour: colour(ruleset.edges, feature.kind, '#3d3a33') };
  });
  const size = scenario.board.geometry.kind === 'hex' ? scenario.board.geometry.hexSizeMm * 0.6 : 10;
  const pieces = [
    ...(scenario.board.tokens ?? []).map((token) => ({ at: token.at, fill: colour(ruleset.tokens, token.kind, '#9e9e9e') })),
    ...scenario.sides.flatMap((side) => (side.units ?? []).map((unit) => ({ at: unit.at, fill: side.colour }))),
  ];
  const tokens = pieces.flatMap(({ at, fill }) => (at && 'col' in at ? [{ ...kernel.cellToMm(at), size, fill }] : []));
  return { board: { cells, edges, tokens }, bounds: kernel.boundsMm() };
}

/** Serves the baseline page and Konva's browser build from node_modules. */
function serveBaseline(): Promise<{ server: Server; url: string }> {
  const files: Record<string, [string, string]> = {
    '/': [join(here, 'fixtures', 'naive-konva.html'), 'text/html; charset=utf-8'],
    '/naive-konva.js': [join(here, 'fixtures', 'naive-konva.js'), 'text/javascript; charset=utf-8'],
    '/konva.min.js': [join(root, 'node_modules', 'konva', 'konva.min.js'), 'text/javascript; charset=utf-8'],
  };
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    readFile(file[0]).then(
      (body) => response.writeHead(200, { 'Content-Type': file[1] }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` })));
}

async function probe(page: Page): Promise<void> {
  // Evaluated as a string: it is plain JavaScript for the browser, and the result is left out.
  await page.evaluate(`${await readFile(join(here, 'fixtures', 'frame-probe.js'), 'utf8')}\n;undefined`);
}

/** A fresh page of the app on its start page, with the probe loaded and the page's errors collected. */
async function openApp(browser: Browser, appUrl: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(appUrl);
  await page.getByTestId('sample-list').waitFor();
  await probe(page);
  return { context, page, errors };
}

async function measureEditor(browser: Browser, appUrl: string, text: string) {
  const { context, page, errors } = await openApp(browser, appUrl);
  const openToFirstFrameMs = await page.evaluate(([scenario, name]) => (window as never as Probe).boardProbe.openEditor(scenario, name), [text, CANVAS_FRAME_MEASURE] as const);
  await page.evaluate((name) => (window as never as Probe).boardProbe.settle(name, 500, 20_000), CANVAS_FRAME_MEASURE);
  // The script starts at 100 %, as the baseline does: the menu's actual-size command.
  await page.keyboard.press('Control+0');
  await page.evaluate((name) => (window as never as Probe).boardProbe.settle(name, 500, 20_000), CANVAS_FRAME_MEASURE);
  const run = await page.evaluate(([config, name]) => (window as never as Probe).boardProbe.runEditor(config, name), [SCRIPT, CANVAS_FRAME_MEASURE] as const);
  const status = (await page.getByTestId('status-bar').textContent()) ?? '';
  await context.close();
  return { openToFirstFrameMs: Math.round(openToFirstFrameMs), run, status, errors };
}

/** A PNG of `size` × `size` pixels with a gradient and a grid in it, like a scanned map (nothing a decoder can skip). */
function scanPng(size: number): Buffer {
  return squarePng(
    size,
    (x, y) => {
      const line = x % 100 === 0 || y % 100 === 0 ? 60 : 0;
      return [(x * 255) / size - line, (y * 255) / size - line, 160 - line];
    },
    1,
  );
}

/**
 * The same board under a 4,000 × 4,000 pixel scan (its background image, added with the Problems
 * panel's picker as a browser user would): opened, then the same pan and zoom script at 100 %.
 */
async function measureBackground(browser: Browser, appUrl: string, scenario: Scenario) {
  const withScan = { ...scenario, art: { background: { image: 'art/scan.png' } } };
  const { context, page, errors } = await openApp(browser, appUrl);
  await page.evaluate(([text, name]) => (window as never as Probe).boardProbe.openEditor(text, name), [JSON.stringify(withScan), CANVAS_FRAME_MEASURE] as const);
  const picked = performance.now();
  await page.getByTestId('add-images').setInputFiles([{ name: 'scan.png', mimeType: 'image/png', buffer: scanPng(SCAN_PX) }]);
  await page.getByTestId('add-images').waitFor({ state: 'detached', timeout: 60_000 });
  const pickToShownMs = performance.now() - picked;
  await page.keyboard.press('Control+0');
  await page.evaluate((name) => (window as never as Probe).boardProbe.settle(name, 500, 20_000), CANVAS_FRAME_MEASURE);
  const run = await page.evaluate(([config, name]) => (window as never as Probe).boardProbe.runEditor(config, name), [SCRIPT, CANVAS_FRAME_MEASURE] as const);
  await context.close();
  return { imagePx: `${SCAN_PX} × ${SCAN_PX}`, pickToShownMs: Math.round(pickToShownMs), ...summary(run), errors };
}

/** Curves in the detailed SVG the counters carry: an engraved emblem, not a flat icon. */
const SVG_PATHS = 1200;

/** An SVG of `paths` small curved strokes and fills in rings, like a detailed emblem. */
function emblemSvg(paths: number): string {
  const parts: string[] = [];
  for (let i = 0; i < paths; i++) {
    const ring = 8 + (i % 40) * 1.1;
    const angle = (i * 137.5 * Math.PI) / 180;
    const x = 50 + ring * Math.cos(angle);
    const y = 50 + ring * Math.sin(angle);
    const colour = ['#7a2e1f', '#c9a227', '#1f4e79', '#2d6a4f'][i % 4];
    parts.push(`<path d="M${x.toFixed(2)} ${y.toFixed(2)} q 2.5 -3 5 0 t 5 0" fill="${i % 3 === 0 ? colour : 'none'}" stroke="${colour}" stroke-width="0.6"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="48" fill="#f3ead2" stroke="#3b2f1e" stroke-width="2"/>${parts.join('')}</svg>`;
}

/**
 * The same board with a detailed SVG (1,200 curves) as the picture of every token kind and unit
 * profile on it (600 counters), added with the picker: the same pan and zoom script at 100 %.
 */
async function measureVectorArt(browser: Browser, appUrl: string, scenario: Scenario) {
  const kinds = [...new Set((scenario.board.tokens ?? []).map((token) => token.kind))];
  const profiles = [...new Set(scenario.sides.flatMap((side) => (side.units ?? []).map((unit) => unit.profile ?? '')))];
  const art = { tokens: Object.fromEntries(kinds.map((kind) => [kind, 'art/emblem.svg'])), units: Object.fromEntries(profiles.map((profile) => [profile, 'art/emblem.svg'])) };
  const { context, page, errors } = await openApp(browser, appUrl);
  await page.evaluate(([text, name]) => (window as never as Probe).boardProbe.openEditor(text, name), [JSON.stringify({ ...scenario, art }), CANVAS_FRAME_MEASURE] as const);
  const picked = performance.now();
  await page.getByTestId('add-images').setInputFiles([{ name: 'emblem.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(emblemSvg(SVG_PATHS)) }]);
  await page.getByTestId('add-images').waitFor({ state: 'detached', timeout: 60_000 });
  const pickToShownMs = performance.now() - picked;
  await page.keyboard.press('Control+0');
  await page.evaluate((name) => (window as never as Probe).boardProbe.settle(name, 500, 20_000), CANVAS_FRAME_MEASURE);
  const run = await page.evaluate(([config, name]) => (window as never as Probe).boardProbe.runEditor(config, name), [SCRIPT, CANVAS_FRAME_MEASURE] as const);
  await context.close();
  return { svgPaths: SVG_PATHS, counters: (scenario.board.tokens?.length ?? 0) + scenario.sides.reduce((n, side) => n + (side.units?.length ?? 0), 0), pickToShownMs: Math.round(pickToShownMs), ...summary(run), errors };
}

/**
 * Fifty hexes, each a neighbour of the one before (ten along a row, one down, ten back ...), around
 * the middle of the board, in canvas pixels at 100 % zoom on a board centred in the view.
 */
function strokePath(scenario: Scenario, size: { width: number; height: number }) {
  const kernel = createKernel(scenario.board.geometry) as CellKernel;
  const bounds = kernel.boundsMm();
  const centre = { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 };
  const view = viewOf(centre, ACTUAL_SIZE, size);
  const middle = kernel.mmToCell(centre) as { col: number; row: number };
  const cells = Array.from({ length: STROKE_CELLS }, (_, i) => {
    const row = Math.floor(i / 10);
    const along = i % 10;
    return { col: middle.col - 5 + (row % 2 === 0 ? along : 9 - along), row: middle.row - 2 + row };
  });
  return cells.map((cell) => {
    const mm = kernel.cellToMm(cell);
    return { x: mm.x * view.scale + view.x, y: mm.y * view.scale + view.y };
  });
}

async function measureStroke(browser: Browser, appUrl: string, text: string, scenario: Scenario) {
  const { context, page, errors } = await openApp(browser, appUrl);
  await page.evaluate(([scenarioText, name]) => (window as never as Probe).boardProbe.openEditor(scenarioText, name), [text, CANVAS_FRAME_MEASURE] as const);
  await page.keyboard.press('Control+0');
  await page.evaluate((name) => (window as never as Probe).boardProbe.settle(name, 500, 20_000), CANVAS_FRAME_MEASURE);
  await page.keyboard.press('b');
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  const points = strokePath(scenario, { width: Math.floor(box.width), height: Math.floor(box.height) });
  const result = await page.evaluate(([path, mark, measure]) => (window as never as Probe).boardProbe.strokeEditor(path, mark, measure), [points, STROKE_PREVIEW_MARK, CANVAS_FRAME_MEASURE] as const);
  const status = (await page.getByTestId('status-bar').textContent()) ?? '';
  await context.close();
  return { ...result, status, errors };
}

/** The 999 × 999 board: a new R6 scenario of that size, as File › New makes it. */
function largeSquareScenario(): Scenario {
  const options = { ...defaultOptions('r6-onboard', 'Million cells', 'en'), geometry: 'square' as const, columns: LARGE.columns, rows: LARGE.rows, cellSize: 20, unit: 'mm' as const };
  return newScenario(options) as unknown as Scenario;
}

async function measureLarge(browser: Browser, appUrl: string) {
  const scenario = largeSquareScenario();
  const text = JSON.stringify(scenario);
  const { context, page, errors } = await openApp(browser, appUrl);
  const openToFirstFrameMs = await page.evaluate(([scenarioText, name]) => (window as never as Probe).boardProbe.openEditor(scenarioText, name), [text, CANVAS_FRAME_MEASURE] as const);
  await page.evaluate((name) => (window as never as Probe).boardProbe.settle(name, 500, 30_000), CANVAS_FRAME_MEASURE);
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  const kernel = createKernel(scenario.board.geometry) as CellKernel;
  const bounds = kernel.boundsMm();
  const fit = fitScale(bounds, { width: Math.floor(box.width), height: Math.floor(box.height) });
  const fitStatus = (await page.getByTestId('status-bar').textContent()) ?? '';
  const fitsWhole = bounds.width * fit <= box.width && bounds.height * fit <= box.height;
  await page.keyboard.press('Control+0');
  await page.evaluate((name) => (window as never as Probe).boardProbe.settle(name, 500, 30_000), CANVAS_FRAME_MEASURE);
  await page.keyboard.press('b');
  const points = strokePath(scenario, { width: Math.floor(box.width), height: Math.floor(box.height) });
  // The same stroke and its undo, LARGE.rounds times: one of each on a shared machine says little.
  const strokes: StrokeResult[] = [];
  const undos: UndoResult[] = [];
  for (let round = 0; round < LARGE.rounds; round++) {
    strokes.push(await page.evaluate(([path, mark, measure]) => (window as never as Probe).boardProbe.strokeEditor(path, mark, measure), [points, STROKE_PREVIEW_MARK, CANVAS_FRAME_MEASURE] as const));
    await page.evaluate((name) => (window as never as Probe).boardProbe.settle(name, 300, 30_000), CANVAS_FRAME_MEASURE);
    undos.push(await page.evaluate((measure) => (window as never as Probe).boardProbe.undoEditor(measure), CANVAS_FRAME_MEASURE));
    await page.evaluate((name) => (window as never as Probe).boardProbe.settle(name, 300, 30_000), CANVAS_FRAME_MEASURE);
  }
  const status = (await page.getByTestId('status-bar').textContent()) ?? '';
  await context.close();
  const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
  const median = (values: readonly (number | null)[]) => {
    const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
    return known.length === values.length ? round(known[known.length >> 1] as number) : null;
  };
  // An edit's work: the handler and React showing it (validation deferred), then the board frame that draws it;
  // the wait for that frame's turn in between is not work. Within one frame's budget, no frame is dropped.
  const work = (handled: number, frame: number | null) => (frame === null ? null : handled + frame);
  const summaryOf = (latencies: (number | null)[], recorded: number[], frames: (number | null)[], shownAt: (number | null)[]) => ({
    latencyMs: median(latencies),
    workMs: median(recorded.map((value, i) => work(value, frames[i] ?? null))),
    recordedMs: median(recorded),
    boardFrameMs: median(frames),
    shownAtFrame: Math.max(...shownAt.map((at) => at ?? Infinity)),
    latenciesMs: latencies.map(round),
  });
  const stroke = summaryOf(strokes.map((s) => s.commitToBoardFrameMs), strokes.map((s) => s.recordedMs), strokes.map((s) => s.boardFrameMs), strokes.map((s) => s.shownAtFrame));
  const undo = summaryOf(undos.map((u) => u.undoToBoardFrameMs), undos.map((u) => u.recordedMs), undos.map((u) => u.boardFrameMs), undos.map((u) => u.shownAtFrame));
  return {
    cells: LARGE.columns * LARGE.rows,
    openToFirstFrameMs: Math.round(openToFirstFrameMs),
    fit: { zoomPercent: Math.round((fit / ACTUAL_SIZE) * 1000) / 10, showsWholeBoard: fitsWhole, statusBar: fitStatus },
    strokeCells: STROKE_CELLS,
    rounds: LARGE.rounds,
    // Medians over the rounds. latency: from the release (the key) to the end of the board frame showing the edit,
    // the wait for the frame's turn included; work: that latency less the wait; shownAtFrame: the latest animation
    // frame after the release (the key) that drew it, 1 being the very next one.
    stroke,
    undo,
    strokeCellFramesWaitedMax: Math.max(...strokes.flatMap((s) => s.framesWaited)),
    pageErrors: errors,
    statusBar: status,
  };
}

async function measureBaseline(browser: Browser, url: string, scenario: Scenario, ruleset: RulesetData) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(url);
  await probe(page);
  const { board, bounds } = naiveBoard(scenario, ruleset);
  const centre = { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 };
  const fit = fitScale(bounds, VIEWPORT);
  const openToFirstFrameMs = await page.evaluate(([b, s, c]) => (window as never as Probe).boardProbe.openBaseline(b, s, c), [board, fit, centre] as const);
  const run = await page.evaluate(
    ([config, view, limits]) => (window as never as Probe).boardProbe.runBaseline(config, view, limits),
    [SCRIPT, { scale: ACTUAL_SIZE, ...centre }, { min: MIN_SCALE, max: MAX_SCALE, step: ZOOM_STEP }] as const,
  );
  await context.close();
  return { openToFirstFrameMs: Math.round(openToFirstFrameMs), run, shapes: board.cells.length + board.edges.length + board.tokens.length };
}

export async function run() {
  const appRoot = join(root, 'dist', 'renderer');
  if (!existsSync(join(appRoot, 'index.html'))) return { error: 'The app is not built: run "npm run build" before this benchmark.' };
  const scenario = largeHexScenario();
  const loaded = loadScenario(JSON.stringify(scenario));
  if (!loaded.scenario || !loaded.ruleset) throw new Error('The benchmark scenario does not load.');
  const text = JSON.stringify(scenario);
  const app = await serveApp(appRoot, 0);
  const baselineServer = await serveBaseline();
  const browser = await chromium.launch({ executablePath: process.env.SKIRMISH_BROWSER ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const editor = await measureEditor(browser, app.url, text);
    const stroke = await measureStroke(browser, app.url, text, scenario);
    const baseline = await measureBaseline(browser, baselineServer.url, loaded.scenario, loaded.ruleset);
    const large = await measureLarge(browser, app.url);
    const background = await measureBackground(browser, app.url, scenario);
    const vectorArt = await measureVectorArt(browser, app.url, scenario);
    const editorAll = summary(editor.run);
    const baselineAll = summary(baseline.run);
    const phases = (run: Run, drawsOffset: number) => ({
      pan: summary({ intervals: run.intervals.slice(0, SCRIPT.panFrames), draws: run.draws.slice(0, SCRIPT.panFrames + drawsOffset) }),
      zoom: summary({ intervals: run.intervals.slice(SCRIPT.panFrames), draws: run.draws.slice(SCRIPT.panFrames + drawsOffset) }),
    });
    const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10) / 10 : null);
    const speedup = { drawP95: ratio(baselineAll.drawMs.p95, editorAll.drawMs.p95), frameIntervalP95: ratio(baselineAll.frameIntervalMs.p95, editorAll.frameIntervalMs.p95) };
    return {
      board: { hexes: 10_000, edgeFeatures: scenario.board.edges?.length ?? 0, tokens: scenario.board.tokens?.length ?? 0, units: scenario.sides.reduce((n, side) => n + (side.units?.length ?? 0), 0) },
      browser: browser.version(),
      viewport: VIEWPORT,
      script: SCRIPT,
      editor: { openToFirstFrameMs: editor.openToFirstFrameMs, ...editorAll, ...phases(editor.run, 1), pageErrors: editor.errors, statusBar: editor.status },
      baseline: { openToFirstFrameMs: baseline.openToFirstFrameMs, shapes: baseline.shapes, ...baselineAll, ...phases(baseline.run, 0) },
      speedup,
      brushStroke: {
        cells: STROKE_CELLS,
        // From a cell's pointer event to the overlay showing it: at most one frame interval when it shows at the next frame.
        perCellUpdateMs: stats(stroke.latencies),
        // How far into that frame the stroke was drawn (the overlay's work).
        drawnIntoFrameMs: stats(stroke.inFrame),
        // Frames that began between a cell's event and its drawing: 1 is the very next frame.
        framesWaitedMax: Math.max(...stroke.framesWaited),
        commitToBoardFrameMs: stroke.commitToBoardFrameMs === null ? null : Math.round(stroke.commitToBoardFrameMs),
        pageErrors: stroke.errors,
        statusBar: stroke.status,
      },
      // The same stroke and its undo on a million cells, beside the 100 × 100 figures above.
      largeBoard: large,
      // The 100 × 100 board under a 4,000 × 4,000 scan: the same script, beside the editor's figures.
      background,
      // The same board with a detailed SVG on every counter, drawn from bitmaps made once per size.
      vectorArt,
      goals: {
        ...GOALS,
        largeBoardFrameMs: LARGE.frameMs,
        met: {
          frameIntervalP95: editorAll.frameIntervalMs.p95 <= GOALS.frameIntervalP95Ms,
          drawP95: editorAll.drawMs.p95 <= GOALS.drawP95Ms,
          openToFirstFrame: editor.openToFirstFrameMs < GOALS.openToFirstFrameMs,
          speedup: (speedup.drawP95 ?? 0) >= GOALS.speedup,
          strokeCell: Math.max(...stroke.framesWaited) <= GOALS.strokeCellFrames,
          // Shown at the next frame, with no more work than that frame's budget: the edit costs no dropped frame.
          largeStroke: large.stroke.shownAtFrame === 1 && large.stroke.workMs !== null && large.stroke.workMs <= LARGE.frameMs,
          largeUndo: large.undo.shownAtFrame === 1 && large.undo.workMs !== null && large.undo.workMs <= LARGE.frameMs,
          largeFitShowsWholeBoard: large.fit.showsWholeBoard,
          vectorArtFrameIntervalP95: vectorArt.frameIntervalMs.p95 <= GOALS.frameIntervalP95Ms,
          vectorArtDrawP95: vectorArt.drawMs.p95 <= GOALS.drawP95Ms,
        },
      },
    };
  } finally {
    await browser.close();
    await new Promise((resolve) => app.server.close(resolve));
    await new Promise((resolve) => baselineServer.server.close(resolve));
  }
}

// Run on its own: node --import tsx bench/canvas.bench.ts
if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(`${JSON.stringify(await run(), null, 2)}\n`);
