import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/index';
import { counterSheetDocument, planCounterSheet } from './counter-sheet';
import { boardImageDocument, boardPrintDocument, DEFAULT_BOARD_PRINT_OPTIONS, IMAGE_MARGIN_MM, orientationWithFewestPages, pageRole, paperOnBoard, planBoardPrint, renderBoardPdf } from './board-print';
import type { DisplayItem, TextItem, UseItem } from './display-list';
import { MAX_PAGES_WITHOUT_CONFIRMATION, PrintError } from './errors';
import { PrintCancelled } from './progress';
import { sourceOf, squareScenario } from './fixtures.test-support';
import { writeSvg } from './svg-writer';
import { parseXml } from './xml-reader.test-support';
import { textsIn } from './labels';
import { buildBoardScene } from './board-scene';
import mission9Json from '../../scenarios/rivet-wars-m09.scenario.json';

const textsOf = (items: readonly DisplayItem[]) => textsIn(items).map((item) => item.text);

const texts = (items: readonly DisplayItem[]): string[] =>
  items.flatMap((item) => (item.kind === 'group' ? texts(item.items) : item.kind === 'text' ? [(item as TextItem).text] : []));

/** 60 × 40 cells of 100 mm: a 6 × 4 m board, 34 × 15 = 510 A4 pages. */
const huge = () => sourceOf(squareScenario({ columns: 60, rows: 40, cellSizeMm: 100 }));

/** The board's own pages: these tests count and place them; the scenario sheet before them has tests of its own. */
const BOARD_PAGES = { ...DEFAULT_BOARD_PRINT_OPTIONS, sheet: false };

describe('planning a board print', () => {
  const source = sourceOf(squareScenario({ columns: 30, rows: 20, cellSizeMm: 25 }));

  it('counts tiles, the assembly map and the legend before drawing anything', () => {
    // 750 × 500 mm, 10 mm margins and overlap. Portrait: 190 × 277 windows stepping 180 × 267;
    // landscape: 277 × 190 stepping 267 × 180, 3 × 3 pages.
    const plan = planBoardPrint(source, BOARD_PAGES);
    expect(plan.layout.mode).toBe('tiles');
    if (plan.layout.mode !== 'tiles') return;
    expect([plan.layout.grid.rows, plan.layout.grid.columns]).toEqual([2, 5]);
    expect(plan.pageCount).toBe(1 + 10 + 1);
    expect(plan.needsConfirmation).toBe(false);
    expect(planBoardPrint(source, { ...BOARD_PAGES, legend: false, orientation: 'landscape' }).pageCount).toBe(1 + 3 * 3);
  });

  it('starts with the orientation that needs fewer pages, portrait on a tie', () => {
    // 225 × 150 mm (the R6 sample's size): two portrait A4 windows of 190 × 277, one landscape 277 × 190.
    const wide = sourceOf(squareScenario({ columns: 9, rows: 6, cellSizeMm: 25 }));
    const options = { ...BOARD_PAGES, legend: false };
    expect(planBoardPrint(wide, { ...options, orientation: 'portrait' }).pageCount).toBeGreaterThan(planBoardPrint(wide, { ...options, orientation: 'landscape' }).pageCount);
    expect(orientationWithFewestPages(wide, options)).toBe('landscape');
    const tall = sourceOf(squareScenario({ columns: 6, rows: 9, cellSizeMm: 25 }));
    expect(orientationWithFewestPages(tall, options)).toBe('portrait');
    const small = sourceOf(squareScenario({ columns: 4, rows: 4, cellSizeMm: 25 }));
    expect(orientationWithFewestPages(small, options)).toBe('portrait');
  });

  it('needs no assembly map for a board on one page, and one page when fitted', () => {
    const small = sourceOf(squareScenario({ columns: 4, rows: 4, cellSizeMm: 25 }));
    expect(planBoardPrint(small, { ...BOARD_PAGES, legend: false }).pageCount).toBe(1);
    expect(planBoardPrint(source, { ...BOARD_PAGES, fit: true }).pageCount).toBe(2);
  });

  it('puts each sheet of paper around the part of the board it carries, margins included (the preview draws them)', () => {
    const plan = planBoardPrint(source, BOARD_PAGES);
    const { x, y } = plan.boardBounds;
    const sheets = paperOnBoard(plan);
    expect(sheets).toHaveLength(10);
    // Portrait A4 with 10 mm margins: the first window starts at the board's corner, its paper 10 mm before.
    expect(sheets[0]).toEqual({ x: x - 10, y: y - 10, width: 210, height: 297 });
    // The next page along the row starts one step (the window less the 10 mm overlap) further.
    expect(sheets[1]).toEqual({ x: x - 10 + 180, y: y - 10, width: 210, height: 297 });
    expect(sheets[5]).toEqual({ x: x - 10, y: y - 10 + 267, width: 210, height: 297 });
    // Fitted, the one sheet is scaled back to the board's size: the board (750 mm wide) fills the 190 mm window.
    const fitted = planBoardPrint(source, { ...BOARD_PAGES, fit: true });
    const [paper] = paperOnBoard(fitted);
    expect(paper?.width).toBeCloseTo((210 * 750) / 190, 6);
    expect(paper?.x).toBeCloseTo(x - (10 * 750) / 190, 6);
    expect((paper?.y ?? 0) + (paper?.height ?? 0)).toBeGreaterThan(y + plan.boardBounds.height);
  });

  it('says what each page is: assembly map, tiles row by row, legend last', () => {
    const plan = planBoardPrint(source, BOARD_PAGES);
    expect(pageRole(plan, 0)).toEqual({ role: 'assembly' });
    const second = pageRole(plan, 2);
    expect(second.role === 'tile' && [second.tile.row, second.tile.column]).toEqual([0, 1]);
    const sixth = pageRole(plan, 6);
    expect(sixth.role === 'tile' && [sixth.tile.row, sixth.tile.column]).toEqual([1, 0]);
    expect(pageRole(plan, plan.pageCount - 1)).toEqual({ role: 'legend' });
  });

  it('leaves out the pages no game tile reaches, numbering the others in a row, and says so on the assembly map (Rivet Wars, mission 9)', () => {
    const mission9 = sourceOf(mission9Json, 'fr');
    const plan = planBoardPrint(mission9, BOARD_PAGES);
    if (plan.layout.mode !== 'tiles') throw new Error('a tiled print was expected');
    const { grid, printed } = plan.layout;
    expect(printed).not.toBeNull();
    const skipped = grid.rows * grid.columns - (printed?.length ?? 0);
    expect(skipped).toBeGreaterThan(0);
    expect(plan.pageCount).toBe(grid.rows * grid.columns - skipped + 2);
    // Every printed page has some tile on it; none of the left-out ones has.
    const pages = Array.from({ length: plan.pageCount - 2 }, (_, t) => pageRole(plan, t + 1));
    expect(pages.every((page) => page.role === 'tile')).toBe(true);
    const document = boardPrintDocument(plan);
    const assembly = textsOf(document.pages[0]!.items);
    expect(assembly.filter((text) => text === 'aucune tuile, non imprimée')).toHaveLength(skipped);
    expect(assembly).toContain(`Assemblage\u00a0: ${grid.rows} lignes × ${grid.columns} colonnes, ${printed?.length} pages imprimées, ${skipped} sans tuile laissées de côté`);
    // The footer numbers the printed pages one after the other.
    expect(textsOf(document.pages[1]!.items).some((text) => text.includes(`page 2 sur ${plan.pageCount}`))).toBe(true);
    // A board with no game tiles prints every page.
    const whole = planBoardPrint(source, BOARD_PAGES);
    expect(whole.layout.mode === 'tiles' && whole.layout.printed).toBeNull();
  });

  it('counts the plugs fitted to a Rivet Wars unit in a corner of its counter on the board', () => {
    const doc = JSON.parse(JSON.stringify(mission9Json)) as { sides: { units?: unknown[] }[] };
    doc.sides[0]!.units = [{ id: 'w', profile: 'm2-wolverine', at: { col: 6, row: 0 }, plugs: ['general-patston'] }];
    const plain = JSON.parse(JSON.stringify(doc)) as typeof doc;
    plain.sides[0]!.units = [{ id: 'w', profile: 'm2-wolverine', at: { col: 6, row: 0 } }];
    const texts = (document: unknown) => textsOf(buildBoardScene(sourceOf(document, 'fr'), { labels: false, showHidden: false }).items);
    expect(texts(doc)).toContain('+1');
    expect(texts(plain)).not.toContain('+1');
  });

  it('refuses impossible options with a message in both languages', () => {
    try {
      planBoardPrint(source, { ...BOARD_PAGES, overlapMm: 150 });
      expect.unreachable();
    } catch (caught) {
      expect(caught).toBeInstanceOf(PrintError);
      expect((caught as PrintError).messageIn('fr')).toContain('recouvrement');
      expect((caught as PrintError).messageIn('en')).toContain('overlap');
    }
  });
});

describe('the page limit', () => {
  it(`asks for confirmation above ${MAX_PAGES_WITHOUT_CONFIRMATION} pages, before drawing`, () => {
    const plan = planBoardPrint(huge(), BOARD_PAGES);
    expect(plan.pageCount).toBe(1 + 510 + 1);
    expect(plan.needsConfirmation).toBe(true);
    expect(() => boardPrintDocument(plan)).toThrow(PrintError);
    expect(() => boardPrintDocument(plan)).toThrow(/512 pages/);
    expect(boardPrintDocument(plan, { confirmLargePrint: true }).pages).toHaveLength(512);
  });

  it('lets a fitted print of the same board through', () => {
    expect(planBoardPrint(huge(), { ...BOARD_PAGES, fit: true }).needsConfirmation).toBe(false);
  });
});

describe('the printed document', () => {
  it('draws the board once and shows a window of it on every tile page', async () => {
    const source = sourceOf(squareScenario({ columns: 30, rows: 20, cellSizeMm: 25 }));
    const plan = planBoardPrint(source, BOARD_PAGES);
    const document = boardPrintDocument(plan);
    expect(Object.keys(document.symbols)).toEqual(['board']);
    const uses = document.pages.map((page) => page.items.filter((item): item is UseItem => item.kind === 'use'));
    expect(uses.slice(1, 11).every((list) => list.length === 1)).toBe(true);
    // Page R1 C2 shows board x from 180 mm at the 10 mm margin.
    expect(uses[2]?.[0]?.transform?.offset.x).toBeCloseTo(10 - 180, 9);
    const pdf = await PDFDocument.load(await renderBoardPdf(plan));
    expect(pdf.getPageCount()).toBe(12);
  });

  it('reports progress page by page up to the plan’s page count, and can be cancelled', async () => {
    const plan = planBoardPrint(sourceOf(squareScenario({ columns: 30, rows: 20, cellSizeMm: 25 })), BOARD_PAGES);
    const pages: number[] = [];
    await renderBoardPdf(plan, { onProgress: (progress) => progress.stage === 'pages' && pages.push(progress.done) });
    expect(pages.at(-1)).toBe(plan.pageCount);
    expect(new Set(pages).size).toBeGreaterThanOrEqual(plan.pageCount);
    const signal = { aborted: false };
    const cancelled = renderBoardPdf(plan, { signal, onProgress: (progress) => void (signal.aborted = progress.stage === 'pages' && progress.done >= 3) });
    await expect(cancelled).rejects.toBeInstanceOf(PrintCancelled);
  });

  it('keeps a dashed tick for every join in a margin that is not cut away: the bottom one for the next column', () => {
    const plan = planBoardPrint(sourceOf(squareScenario({ columns: 30, rows: 20, cellSizeMm: 25 })), BOARD_PAGES);
    const document = boardPrintDocument(plan);
    // Page L2 C1 (the sixth): pasted under L1 C1, its top margin is cut away.
    const page = document.pages[6]!;
    const margin = 10;
    const dashed = page.items.flatMap((item) => (item.kind === 'path' && item.stroke?.dashMm ? item.path : []));
    // Where L2 C2's cut edge goes: at 180 mm of board from this page's left edge, above the board and below it.
    const atNextColumn = dashed.filter((line) => line.points.every((point) => Math.abs(point.x - (margin + 180)) < 1e-9));
    expect(atNextColumn.map((line) => (line.points[0]!.y < margin ? 'above' : 'below'))).toEqual(['above', 'below']);
  });

  it('gives a board on one page, which has no assembly map, a bar to check the scale and says it is true to scale', () => {
    const plan = planBoardPrint(sourceOf(squareScenario({ columns: 9, rows: 6, cellSizeMm: 25, title: 'Ambassade' }), 'fr'), { ...BOARD_PAGES, orientation: 'landscape' });
    const words = texts(boardPrintDocument(plan).pages[0]!.items);
    expect(words).toContain(translate('fr', 'print.check.bar', { length: 100 }));
    expect(words.join(' ')).toContain('Ambassade · taille réelle (100\u00a0%) · page 1 sur 2');
  });

  it('checks the scale of a table measured in inches with a bar in inches, ticked every inch', async () => {
    const rapid = (await import('../../scenarios/rapid40k-skirmish.scenario.json')).default;
    const plan = planBoardPrint(sourceOf(rapid, 'fr'), BOARD_PAGES);
    const assembly = boardPrintDocument(plan).pages[0]!;
    expect(texts(assembly.items)).toContain('Cette barre doit mesurer 4 pouces (101,6 mm)\u00a0: sinon, l’imprimante a changé l’échelle.');
    const bar = assembly.items.find((item) => item.kind === 'path' && item.stroke?.widthMm === 0.3 && item.path.length === 6);
    expect(bar && bar.kind === 'path' && bar.path[0]!.points[1]!.x - bar.path[0]!.points[0]!.x).toBeCloseTo(101.6, 9);
  });

  it('labels pages with their row and column in the user’s language', () => {
    const plan = planBoardPrint(sourceOf(squareScenario({ columns: 30, rows: 20, cellSizeMm: 25, title: 'Ambassade' }), 'fr'), BOARD_PAGES);
    const document = boardPrintDocument(plan);
    expect(texts(document.pages[7]?.items ?? []).join(' ')).toContain('Ligne 2, colonne 2');
    expect(texts(document.pages[0]?.items ?? []).join(' ')).toContain(translate('fr', 'print.assembly.title', { rows: 2, columns: 5, pages: 10 }));
    expect(texts(document.pages[11]?.items ?? [])).toContain('Légende · Ambassade');
  });

  it('titles the print in its language when the scenario has the title in it, else in the scenario’s own', () => {
    const french = { ...squareScenario({ columns: 30, rows: 20, cellSizeMm: 25 }), meta: { title: 'Ambassade', language: 'fr', translations: { en: { title: 'Embassy' } } } };
    const english = boardPrintDocument(planBoardPrint(sourceOf(french, 'en'), BOARD_PAGES));
    expect(english.title).toBe('Embassy');
    expect(texts(english.pages[0]?.items ?? [])).toContain('Embassy');
    expect(texts(english.pages[7]?.items ?? []).join(' ')).toContain('Embassy · Row 2, column 2');
    expect(texts(english.pages[11]?.items ?? [])).toContain('Legend · Embassy');
    expect(texts(english.pages.flatMap((page) => page.items)).join(' ')).not.toContain('Ambassade');
    expect(texts(boardPrintDocument(planBoardPrint(sourceOf(french, 'fr'), BOARD_PAGES)).pages[11]?.items ?? [])).toContain('Légende · Ambassade');
    expect(boardImageDocument(sourceOf(french, 'en'), { labels: true, showHidden: false }).title).toBe('Embassy');
    const counters = counterSheetDocument(planCounterSheet(sourceOf(french, 'en'), { paper: 'A4', orientation: 'portrait', marginMm: 10, counterSizeMm: 20 }));
    expect(texts(counters.pages[0]?.items ?? []).join(' ')).toContain('Embassy · ');
    const untranslated = { ...french, meta: { title: 'Ambassade', language: 'fr' } };
    expect(boardPrintDocument(planBoardPrint(sourceOf(untranslated, 'en'), BOARD_PAGES)).title).toBe('Ambassade');
  });

  it('exports the board alone as SVG at true scale, in millimetres', () => {
    const source = sourceOf(squareScenario({ columns: 6, rows: 4, cellSizeMm: 25 }));
    const svg = parseXml(writeSvg(boardImageDocument(source, { labels: true, showHidden: false })));
    const width = 150 + 2 * IMAGE_MARGIN_MM;
    const height = 100 + 2 * IMAGE_MARGIN_MM;
    expect(svg.attributes.viewBox).toBe(`0 0 ${width} ${height}`);
    expect(svg.attributes.width).toBe(`${width}mm`);
    expect(svg.attributes.height).toBe(`${height}mm`);
  });
});
