/** Every shipped sample scenario prints: tiled PDF, fitted PDF, counter sheet and SVG. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../scenario/index';
import { boardSvg, DEFAULT_BOARD_PRINT_OPTIONS, planBoardPrint, planCounterSheet, renderBoardPdf, renderCounterSheetPdf, type PrintSource } from './index';
import { parseXml } from './xml-reader.test-support';

const folder = join(import.meta.dirname, '..', '..', 'scenarios');
const samples = readdirSync(folder).filter((file) => file.endsWith('.scenario.json')).sort();

function sourceOf(file: string): PrintSource {
  const result = loadScenario(readFileSync(join(folder, file), 'utf8'), { fileName: file });
  if (!result.scenario || !result.ruleset) throw new Error(`${file} does not load: ${JSON.stringify(result.problems.slice(0, 3))}`);
  return { scenario: result.scenario, ruleset: result.ruleset, language: 'fr' };
}

describe('sample scenarios', () => {
  it('include one of each kind of board', () => {
    const kinds = new Set(samples.map((file) => sourceOf(file).scenario.board.geometry.kind));
    expect(kinds).toEqual(new Set(['square', 'hex', 'free', 'area']));
  });

  it.each(samples)('%s prints as a poster, fitted, as counters and as SVG', async (file) => {
    const source = sourceOf(file);
    const plan = planBoardPrint(source, { ...DEFAULT_BOARD_PRINT_OPTIONS, labels: true });
    const poster = await PDFDocument.load(await renderBoardPdf(plan));
    expect(poster.getPageCount()).toBe(plan.pageCount);
    const fitted = await PDFDocument.load(await renderBoardPdf(planBoardPrint(source, { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true, orientation: 'landscape' })));
    // The scenario sheet, the board, the legend.
    expect(fitted.getPageCount()).toBe(3);
    const counters = planCounterSheet(source, { paper: 'A4', orientation: 'portrait', marginMm: 10, counterSizeMm: 18 });
    expect((await PDFDocument.load(await renderCounterSheetPdf(counters))).getPageCount()).toBe(counters.pageCount);
    const svg = parseXml(boardSvg(source, { labels: true, showHidden: true }));
    expect(svg.attributes.viewBox).toMatch(/^0 0 [\d.]+ [\d.]+$/);
  });
});
