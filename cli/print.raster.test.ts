/**
 * True scale, checked on real renders: PDFs from engine/print rasterised by poppler's pdftoppm at
 * 254 dpi, which is exactly 10 pixels per millimetre, then measured.
 */
import { describe, expect, it } from 'vitest';
import { createKernel } from '../engine/board/index';
import type { HexGeometry } from '../engine/board/types';
import { planBoardPrint, renderBoardPdf, writePdf, DEFAULT_BOARD_PRINT_OPTIONS, type BoardPrintOptions } from '../engine/print/index';
import { rectSubpath } from '../engine/print/display-list';
import { hexScenario, MARKER, sourceOf, squareScenario } from '../engine/print/fixtures.test-support';
import { boxOf, isDark, near, pdfText, renderPage, type PixelBox, type Raster } from './print.test-support';

const PX_PER_MM = 10;
const DPI = 254;
/** True scale must hold to half a millimetre over the whole board. */
const TOLERANCE_PX = 5;

/** The board's pages alone: these tests measure where the board lands on them. */
const options = (changes: Partial<BoardPrintOptions>): BoardPrintOptions => ({ ...DEFAULT_BOARD_PRINT_OPTIONS, legend: false, sheet: false, ...changes });

const magenta = near(MARKER, 40);

function centre(box: PixelBox): { x: number; y: number } {
  return { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
}

/** The magenta pixels around an expected spot (mm on the page), so two marked cells are told apart. */
function markerNear(raster: Raster, xMm: number, yMm: number, radiusMm: number): PixelBox {
  const box = boxOf(raster, magenta, { x: (xMm - radiusMm) * PX_PER_MM, y: (yMm - radiusMm) * PX_PER_MM, width: 2 * radiusMm * PX_PER_MM, height: 2 * radiusMm * PX_PER_MM });
  if (!box) throw new Error(`No marker near (${xMm}, ${yMm}) mm`);
  return box;
}

describe('true scale on paper', () => {
  it('prints a square cell at its size and place: margin + board position', async () => {
    const source = sourceOf(squareScenario({ columns: 6, rows: 4, cellSizeMm: 25, marked: [{ col: 2, row: 1 }] }));
    const pdf = await renderBoardPdf(planBoardPrint(source, options({ marginMm: 10 })));
    const page = await renderPage(pdf, 1, DPI);
    // An A4 page: pdftoppm rounds its pixel size up.
    expect(Math.abs(page.width - 2100)).toBeLessThanOrEqual(1);
    expect(Math.abs(page.height - 2970)).toBeLessThanOrEqual(1);
    const box = boxOf(page, magenta);
    expect(box).not.toBeNull();
    const { x, y } = centre(box as PixelBox);
    // Cell C2 spans 50..75 mm across and 25..50 mm down the board; the board starts at the 10 mm margin.
    expect(Math.abs(x - (10 + 62.5) * PX_PER_MM)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(Math.abs(y - (10 + 37.5) * PX_PER_MM)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(Math.abs((box as PixelBox).right - (box as PixelBox).left - 250)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(Math.abs((box as PixelBox).bottom - (box as PixelBox).top - 250)).toBeLessThanOrEqual(TOLERANCE_PX);
  });

  it('prints a hex at the size and place the geometry kernel gives it', async () => {
    const geometry: HexGeometry = { kind: 'hex', columns: 6, rows: 5, hexSizeMm: 30, orientation: 'flat', offset: 'odd', labels: 'wargame' };
    const source = sourceOf(hexScenario(6, 5, 30, [{ col: 3, row: 2 }]));
    const pdf = await renderBoardPdf(planBoardPrint(source, options({ marginMm: 10 })));
    const page = await renderPage(pdf, 1, DPI);
    const corners = createKernel(geometry).cellPolygonMm({ col: 3, row: 2 });
    const xs = corners.map((p) => p.x);
    const ys = corners.map((p) => p.y);
    const box = boxOf(page, magenta) as PixelBox;
    expect(box).not.toBeNull();
    // Across the flats a printed hex measures hexSizeMm: 30 mm, 300 px.
    expect(Math.abs(box.bottom - box.top - 300)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(Math.abs(box.left - (10 + Math.min(...xs)) * PX_PER_MM)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(Math.abs(box.right - (10 + Math.max(...xs)) * PX_PER_MM)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(Math.abs(box.top - (10 + Math.min(...ys)) * PX_PER_MM)).toBeLessThanOrEqual(TOLERANCE_PX);
  });

  it('keeps true scale across a whole poster: the far corner cell lands where the tiling puts it', async () => {
    // 1000 × 750 mm on A4 portrait, 10 mm margins and overlap: windows 190 × 277, steps 180 × 267.
    const source = sourceOf(squareScenario({ columns: 40, rows: 30, cellSizeMm: 25, marked: [{ col: 0, row: 0 }, { col: 39, row: 29 }] }));
    const plan = planBoardPrint(source, options({ marginMm: 10, overlapMm: 10 }));
    expect(plan.layout.mode === 'tiles' && [plan.layout.grid.rows, plan.layout.grid.columns]).toEqual([3, 6]);
    const pdf = await renderBoardPdf(plan);
    const first = await renderPage(pdf, 2, DPI);
    const firstBox = markerNear(first, 22.5, 22.5, 20);
    expect(Math.abs(centre(firstBox).x - 225)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(Math.abs(centre(firstBox).y - 225)).toBeLessThanOrEqual(TOLERANCE_PX);
    // Cell (39, 29) spans 975..1000 × 725..750 mm: page row 2 (y from 534), column 5 (x from 900).
    const last = await renderPage(pdf, 1 + 18, DPI);
    const lastBox = markerNear(last, 10 + 987.5 - 900, 10 + 737.5 - 534, 20);
    expect(Math.abs(centre(lastBox).x - (10 + 987.5 - 900) * PX_PER_MM)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(Math.abs(centre(lastBox).y - (10 + 737.5 - 534) * PX_PER_MM)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(Math.abs(lastBox.right - lastBox.left - 250)).toBeLessThanOrEqual(TOLERANCE_PX);
  });
});

describe('poster pages', () => {
  // 300 × 100 mm of 10 mm cells, 20 mm overlap: page 1 shows board x 0..190, page 2 from 170.
  const source = sourceOf(squareScenario({ columns: 30, rows: 10, cellSizeMm: 10, marked: [{ col: 18, row: 2 }] }));
  const plan = planBoardPrint(source, options({ marginMm: 10, overlapMm: 20 }));

  it('prints the overlap strip on both neighbouring pages', async () => {
    const pdf = await renderBoardPdf(plan);
    // Page 1 is the assembly map; the cell at board x 180..190 is in the overlap.
    const left = await renderPage(pdf, 2, DPI);
    const right = await renderPage(pdf, 3, DPI);
    const onLeft = markerNear(left, 195, 35, 12);
    const onRight = markerNear(right, 25, 35, 12);
    expect(Math.abs(centre(onLeft).x - 1950)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(Math.abs(centre(onRight).x - 250)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(Math.abs(centre(onLeft).y - centre(onRight).y)).toBeLessThanOrEqual(1);
  });

  it('draws cut marks outside the window corners and a tick where the next page starts', async () => {
    const pdf = await renderBoardPdf(plan);
    const page = await renderPage(pdf, 2, DPI);
    const darkIn = (x: number, y: number, width: number, height: number) => boxOf(page, isDark, { x, y, width, height });
    // Top-left corner: a vertical mark along x = 10 mm above the window, a horizontal one along y = 10 mm left of it.
    const vertical = darkIn(90, 20, 20, 75);
    expect(vertical && centre(vertical).x).toBeCloseTo(100, -1);
    expect(vertical && vertical.bottom).toBeLessThanOrEqual(92);
    const horizontal = darkIn(20, 90, 75, 20);
    expect(horizontal && centre(horizontal).y).toBeCloseTo(100, -1);
    // Top-right corner at x = 200 mm.
    expect(darkIn(1990, 20, 20, 75)).not.toBeNull();
    // The next page's window starts at board x 170, on this page at 10 + 170 = 180 mm.
    const tick = darkIn(1700, 20, 200, 75);
    expect(tick && centre(tick).x).toBeCloseTo(1800, -1);
    // Nothing else in the top margin.
    expect(darkIn(120, 0, 1560, 95)).toBeNull();
  });

  it('leaves cut marks out when asked, and keeps the dashed tick the next page is laid on', async () => {
    const pdf = await renderBoardPdf(planBoardPrint(source, options({ marginMm: 10, overlapMm: 20, cutMarks: false })));
    const page = await renderPage(pdf, 2, DPI);
    // No corner marks: the top margin is blank but for the tick at 180 mm.
    expect(boxOf(page, isDark, { x: 0, y: 0, width: 1700, height: 95 })).toBeNull();
    expect(boxOf(page, isDark, { x: 1900, y: 0, width: 200, height: 95 })).toBeNull();
    const tick = boxOf(page, isDark, { x: 1700, y: 0, width: 200, height: 95 });
    expect(tick && centre(tick).x).toBeCloseTo(1800, -1);
  });
});

describe('fit to one page', () => {
  it('scales the whole board onto the page and prints the scale', async () => {
    const source = sourceOf(squareScenario({ columns: 40, rows: 20, cellSizeMm: 25, marked: [{ col: 0, row: 0 }, { col: 39, row: 19 }] }));
    const plan = planBoardPrint(source, options({ fit: true }));
    expect(plan.pageCount).toBe(1);
    const pdf = await renderBoardPdf(plan);
    const page = await renderPage(pdf, 1, DPI);
    const marks = boxOf(page, magenta) as PixelBox;
    // 1000 mm wide into a 190 mm window: scale 0.19; the two cell centres are 975 mm apart on the board.
    expect(Math.abs(marks.right - marks.left - 190 * PX_PER_MM)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(await pdfText(pdf)).toContain('scale 19% of true size');
  });
});

describe('text on paper', () => {
  it('prints French labels, titles and legends with their accents, œ and guillemets', async () => {
    const source = sourceOf(squareScenario({ columns: 30, rows: 10, cellSizeMm: 10, title: 'Cœur de l’ambassade « test »' }), 'fr');
    const pdf = await renderBoardPdf(planBoardPrint(source, { ...DEFAULT_BOARD_PRINT_OPTIONS, legend: true, sheet: false }));
    const text = await pdfText(pdf);
    expect(text).toContain('Cœur de l’ambassade « test »');
    expect(text).toContain('Ligne 1, colonne 2');
    expect(text).toContain('Légende');
    expect(text).toContain('Assemblage');
  });
});

describe('turned drawings on paper', () => {
  it('prints a group turned a quarter turn clockwise about its place (a hit agent’s counter)', async () => {
    // A 4 × 20 mm magenta bar, its top-left corner at (0, 0), turned 90° and moved to (50, 30): it lies across, from x 30 to 50, y 30 to 34.
    const bar = { kind: 'path', path: [rectSubpath({ x: 0, y: 0, width: 4, height: 20 })], fill: { colour: MARKER } } as const;
    const pdf = await writePdf({ title: 'turn', patterns: {}, symbols: {}, pages: [{ widthMm: 100, heightMm: 100, items: [{ kind: 'group', items: [bar], transform: { scale: 1, offset: { x: 50, y: 30 }, turn: 90 } }] }] });
    const box = boxOf(await renderPage(pdf, 1, DPI), magenta) as PixelBox;
    expect(box).not.toBeNull();
    expect(Math.abs(box.left - 300)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(Math.abs(box.right - 500)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(Math.abs(box.top - 300)).toBeLessThanOrEqual(TOLERANCE_PX);
    expect(Math.abs(box.bottom - 340)).toBeLessThanOrEqual(TOLERANCE_PX);
  });
});
