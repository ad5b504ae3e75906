import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PrintError } from './errors';
import { fitBoard, FIT_FOOTER_MM, sheetOf, tileAt, tileBoard, tilesOf } from './layout';
import { sheetSize } from './paper';
import { parseLengthMm } from './units';

const A4 = { paper: 'A4', orientation: 'portrait', marginMm: 10 } as const;

describe('paper', () => {
  it('turns the sheet for landscape', () => {
    expect(sheetSize('A4', 'portrait')).toEqual({ widthMm: 210, heightMm: 297 });
    expect(sheetSize('A4', 'landscape')).toEqual({ widthMm: 297, heightMm: 210 });
    expect(sheetSize('Letter', 'portrait')).toEqual({ widthMm: 215.9, heightMm: 279.4 });
    expect(sheetSize({ widthMm: 600, heightMm: 400 }, 'portrait')).toEqual({ widthMm: 400, heightMm: 600 });
  });

  it('keeps the margins out of the printed window', () => {
    expect(sheetOf(A4).content).toEqual({ x: 10, y: 10, width: 190, height: 277 });
  });

  it('refuses margins too small for the marks or too large for the paper', () => {
    expect(() => sheetOf({ ...A4, marginMm: 2 })).toThrow(PrintError);
    expect(() => sheetOf({ ...A4, marginMm: 90 })).toThrow(PrintError);
  });

  it('reads lengths typed by users', () => {
    expect(parseLengthMm('10mm')).toBe(10);
    expect(parseLengthMm('1.5 cm')).toBe(15);
    expect(parseLengthMm('0,5in')).toBeCloseTo(12.7, 9);
    expect(parseLengthMm('7')).toBe(7);
    expect(parseLengthMm('72pt')).toBeCloseTo(25.4, 9);
    expect(parseLengthMm('-3mm')).toBeNull();
    expect(parseLengthMm('ten')).toBeNull();
  });
});

describe('poster tiling', () => {
  it('covers a board that fits in one window with one page', () => {
    const grid = tileBoard({ x: 0, y: 0, width: 150, height: 200 }, { ...A4, overlapMm: 10 });
    expect([grid.rows, grid.columns]).toEqual([1, 1]);
    expect(tileAt(grid, 0, 0).pageRect).toEqual({ x: 10, y: 10, width: 150, height: 200 });
  });

  it('steps by the window less the overlap', () => {
    // 190 mm windows with 10 mm overlap: 190, then 180 more per page.
    const grid = tileBoard({ x: 0, y: 0, width: 550, height: 277 }, { ...A4, overlapMm: 10 });
    expect([grid.rows, grid.columns, grid.stepX]).toEqual([1, 3, 180]);
    const tiles = tilesOf(grid);
    expect(tiles.map((tile) => tile.boardRect.x)).toEqual([0, 180, 360]);
    expect(tiles[2]?.boardRect.width).toBe(190);
    expect(tileBoard({ x: 0, y: 0, width: 551, height: 277 }, { ...A4, overlapMm: 10 }).columns).toBe(4);
  });

  it('refuses an overlap larger than half a window', () => {
    expect(() => tileBoard({ x: 0, y: 0, width: 500, height: 500 }, { ...A4, overlapMm: 100 })).toThrow(PrintError);
    expect(() => tileBoard({ x: 0, y: 0, width: 500, height: 500 }, { ...A4, overlapMm: -1 })).toThrow(PrintError);
  });

  it('covers every board with the fewest pages, neighbours sharing exactly the overlap', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 10, max: 3000, noNaN: true }),
        fc.double({ min: 10, max: 3000, noNaN: true }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom('A4', 'A3', 'Letter'),
        fc.constantFrom('portrait', 'landscape'),
        (width, height, overlap, paper, orientation) => {
          const grid = tileBoard({ x: 0, y: 0, width, height }, { paper, orientation, marginMm: 8, overlapMm: overlap });
          const window = grid.sheet.content;
          const last = tileAt(grid, grid.rows - 1, grid.columns - 1).boardRect;
          expect(last.x + last.width).toBeCloseTo(width, 6);
          expect(last.y + last.height).toBeCloseTo(height, 6);
          for (let c = 1; c < grid.columns; c++) {
            const left = tileAt(grid, 0, c - 1).boardRect;
            const right = tileAt(grid, 0, c).boardRect;
            expect(left.x + left.width - right.x).toBeCloseTo(overlap, 6);
          }
          // One page fewer in either direction would leave part of the board unprinted.
          if (grid.columns > 1) expect((grid.columns - 1) * grid.stepX + overlap).toBeLessThan(width);
          if (grid.rows > 1) expect((grid.rows - 1) * grid.stepY + overlap).toBeLessThan(height);
          for (const tile of tilesOf(grid)) {
            expect(tile.pageRect.width).toBeLessThanOrEqual(window.width + 1e-9);
            expect(tile.pageRect.height).toBeLessThanOrEqual(window.height + 1e-9);
          }
        },
      ),
    );
  });
});

describe('fit to one page', () => {
  it('scales the board into the window above the scale bar, centred, keeping its proportions', () => {
    const fit = fitBoard({ x: 0, y: 0, width: 1000, height: 500 }, A4);
    expect(fit.scale).toBeCloseTo(0.19, 9);
    expect(fit.pageRect.width).toBeCloseTo(190, 9);
    expect(fit.pageRect.height).toBeCloseTo(95, 9);
    const tall = fitBoard({ x: 0, y: 0, width: 100, height: 2000 }, A4);
    expect(tall.pageRect.height).toBeCloseTo(277 - FIT_FOOTER_MM, 9);
    expect(tall.pageRect.x + tall.pageRect.width / 2).toBeCloseTo(105, 9);
  });
});
