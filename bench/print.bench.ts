/**
 * Printing a large board: a 100 × 100 SIEGE hex map (16 mm hexes, about 1.4 × 1.6 m) with 80
 * patches of patterned terrain, 1,500 walls and gates, 300 tokens and 200 units, coordinates on.
 * Side by side in the same run: the tiled A4 vector PDF (with its legend) and the same board as a
 * 300 dpi PNG, made as `skirmish print --png` makes it (single-page PDF, pdftoppm, PNG streamed by
 * the CLI). The vector PDF should be much smaller than the PNG.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePng } from '../cli/print';
import { createKernel } from '../engine/board/index';
import { boardImagePdf, boardSvg, DEFAULT_BOARD_PRINT_OPTIONS, IMAGE_MARGIN_MM, imageSizePx, planBoardPrint, renderBoardPdf, type PrintSource } from '../engine/print/index';
import { loadScenario } from '../engine/scenario/index';

const SIZE = 100;
const HEX_MM = 16;
const DPI = 300;
const PDF_RUNS = 3;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function largeHexSource(): PrintSource {
  const geometry = { kind: 'hex', columns: SIZE, rows: SIZE, hexSizeMm: HEX_MM, orientation: 'flat', offset: 'odd', labels: 'wargame' } as const;
  const kernel = createKernel(geometry);
  const next = random(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const cells = kernel.cells();
  const kinds = ['moat', 'courtyard', 'brush', 'tree', 'rampart', 'slope', 'bridge', 'trench'];
  // Terrain comes in patches, as on a real map: a hill, a wood, a stretch of moat.
  const terrain = Array.from({ length: 80 }, (_, i) => ({ id: `terrain-${i}`, kind: pick(kinds), cells: kernel.range(pick(cells), 1 + Math.floor(next() * 6)) }));
  const edgeKeys = kernel.allEdges();
  const edges = Array.from(new Set(Array.from({ length: 1500 }, () => pick(edgeKeys)))).map((edge, i) => ({ id: `wall-${i}`, edge, kind: i % 10 === 0 ? 'gate' : 'wall' }));
  const tokens = Array.from({ length: 300 }, (_, i) => ({ id: `token-${i}`, kind: pick(['ladder', 'ram', 'flames', 'mantlet', 'drawbridge']), at: pick(cells) }));
  const units = (side: string, profiles: readonly string[]) => Array.from({ length: 100 }, (_, i) => ({ id: `${side}-${i}`, profile: pick(profiles), at: pick(cells) }));
  const document = {
    version: 1,
    meta: { title: 'Benchmark: 100 × 100 hexes', language: 'en' },
    ruleset: { id: 'siege' },
    board: { geometry, terrain, edges, tokens },
    sides: [
      { id: 'besiegers', name: 'Besiegers', colour: '#b03a2e', units: units('besiegers', ['soldier', 'knight', 'crossbowman']) },
      { id: 'defenders', name: 'Defenders', colour: '#2e5cb0', units: units('defenders', ['soldier', 'sergeant', 'crossbowman']) },
    ],
  };
  const result = loadScenario(JSON.stringify(document));
  if (!result.scenario || !result.ruleset) throw new Error(`The benchmark scenario does not load: ${JSON.stringify(result.problems.slice(0, 3))}`);
  return { scenario: result.scenario, ruleset: result.ruleset, language: 'en' };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const round = (value: number) => Math.round(value * 10) / 10;

export async function run() {
  const source = largeHexSource();
  const plan = planBoardPrint(source, { ...DEFAULT_BOARD_PRINT_OPTIONS, labels: true });
  const pdfTimes: number[] = [];
  let pdfBytes = 0;
  for (let i = 0; i < PDF_RUNS; i++) {
    const start = performance.now();
    const pdf = await renderBoardPdf(plan);
    pdfTimes.push(performance.now() - start);
    pdfBytes = pdf.length;
  }

  const svgStart = performance.now();
  const svg = boardSvg(source, { labels: true, showHidden: false });
  const svgMs = performance.now() - svgStart;

  const folder = await mkdtemp(join(tmpdir(), 'skirmish-bench-'));
  try {
    const pngStart = performance.now();
    const single = await boardImagePdf(source, { labels: true, showHidden: false });
    const singleMs = performance.now() - pngStart;
    await writePng(single, DPI, join(folder, 'board.png'), 'en');
    const pngMs = performance.now() - pngStart;
    const pngBytes = (await stat(join(folder, 'board.png'))).size;
    const bounds = plan.boardBounds;
    const pixels = imageSizePx({ width: bounds.width + 2 * IMAGE_MARGIN_MM, height: bounds.height + 2 * IMAGE_MARGIN_MM }, DPI);
    return {
      board: `${SIZE} × ${SIZE} hexes of ${HEX_MM} mm, ${round(bounds.width)} × ${round(bounds.height)} mm`,
      pdfTiledA4: { pages: plan.pageCount, medianMs: round(median(pdfTimes)), runsMs: pdfTimes.map(round), bytes: pdfBytes },
      png: { dpi: DPI, pixels: `${pixels.width} × ${pixels.height}`, ms: round(pngMs), singlePagePdfMs: round(singleMs), bytes: pngBytes },
      svg: { ms: round(svgMs), bytes: Buffer.byteLength(svg) },
      pdfToPngSize: round((pdfBytes / pngBytes) * 1000) / 1000,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
