/**
 * The first page of a poster: how the pages fit together (the board in miniature under the grid
 * of pages, overlaps shaded, each page named as on its own label), how to assemble them, and a
 * bar to check that the printer kept the true scale.
 */
import { numberText, translate, type Language } from '../i18n/index';
import { INK } from './colour';
import { rectSubpath, text, type DisplayItem, type DisplayPage, type RectMm } from './display-list';
import { tileAt, type TileGrid } from './layout';
import { footer } from './page-marks';
import { fitText, wrapText } from './text';
import type { Ruler } from './units';

export const BOARD_SYMBOL = 'board';

/** A bar of `length` units of the ruler, ticked as the ruler is, with a caption under it. */
export function checkBar(at: { x: number; y: number }, length: number, ruler: Ruler, caption: string): DisplayItem[] {
  const ticks = [];
  for (let units = 0; units <= length + 1e-9; units += ruler.tick) {
    const x = at.x + units * ruler.mm;
    ticks.push({ points: [{ x, y: at.y - (units % ruler.longTick === 0 ? 3 : 1.8) }, { x, y: at.y }], closed: false });
  }
  return [
    { kind: 'path', path: [{ points: [at, { x: at.x + length * ruler.mm, y: at.y }], closed: false }, ...ticks], stroke: { colour: INK, widthMm: 0.3 } },
    text({ x: at.x, y: at.y + 4 }, caption, 3, INK),
  ];
}

/** The longest bar of the ruler, up to its check length (100 mm, 4 inches), that fits `room` mm; 0 when none of 2 ticks does. */
export function checkBarLength(ruler: Ruler, room: number): number {
  const length = Math.min(ruler.checkLength, Math.floor(room / (ruler.mm * ruler.tick)) * ruler.tick);
  return length >= 2 * ruler.tick ? length : 0;
}

/** The caption of a check bar: its length in the ruler's unit. */
export function checkBarCaption(language: Language, length: number, ruler: Ruler): string {
  return translate(language, ruler.unit === 'in' ? 'print.check.barInches' : 'print.check.bar', { length, mm: numberText(language, length * ruler.mm) });
}

export function pageShortName(language: Language, row: number, column: number): string {
  return translate(language, 'print.page.short', { row: row + 1, column: column + 1 });
}

/** A page left out, on the map: greyed. */
const BLANK_INK = '#8a8a8a';

/** `page` ends the footer: « page 1 sur 12 ». */
export function assemblyPage(grid: TileGrid, printed: readonly number[] | null, title: string, language: Language, cutMarks: boolean, page: string, ruler: Ruler): DisplayPage {
  const kept = printed ? new Set(printed) : null;
  const { sheet } = grid;
  const { content } = sheet;
  const items: DisplayItem[] = [];
  let y = content.y;
  const heading = fitText(title, content.width, 6, 3, true);
  y += heading.sizeMm * 0.718;
  items.push(text({ x: content.x, y }, heading.text, heading.sizeMm, INK, 'start', true));
  y += 6;
  const pages = grid.rows * grid.columns;
  const heading2 = kept
    ? translate(language, 'print.assembly.titleSkipped', { rows: grid.rows, columns: grid.columns, pages: kept.size, skipped: pages - kept.size })
    : translate(language, 'print.assembly.title', { rows: grid.rows, columns: grid.columns, pages });
  items.push(text({ x: content.x, y }, heading2, 4, INK, 'start', true));
  y += 3;
  for (const line of wrapText(translate(language, cutMarks ? 'print.assembly.instructions' : 'print.assembly.instructionsNoMarks', { overlap: numberText(language, grid.overlapMm) }), content.width, 3.2)) {
    y += 4.4;
    items.push(text({ x: content.x, y }, line, 3.2, INK));
  }
  y += 6;

  const barLength = checkBarLength(ruler, content.width);
  const barY = content.y + content.height - 6;
  const mapArea: RectMm = { x: content.x, y, width: content.width, height: barY - 8 - y };
  const posterWidth = (grid.columns - 1) * grid.stepX + Math.min(grid.board.width, sheet.content.width);
  const posterHeight = (grid.rows - 1) * grid.stepY + Math.min(grid.board.height, sheet.content.height);
  const scale = Math.min(mapArea.width / posterWidth, mapArea.height / posterHeight);
  const origin = { x: mapArea.x + (mapArea.width - posterWidth * scale) / 2, y: mapArea.y };
  const toMap = (r: RectMm): RectMm => ({ x: origin.x + (r.x - grid.board.x) * scale, y: origin.y + (r.y - grid.board.y) * scale, width: r.width * scale, height: r.height * scale });

  items.push({
    kind: 'use',
    symbol: BOARD_SYMBOL,
    transform: { scale, offset: { x: origin.x - grid.board.x * scale, y: origin.y - grid.board.y * scale } },
    clip: toMap(grid.board),
  });
  const outlines = [];
  const labels: DisplayItem[] = [];
  for (let row = 0; row < grid.rows; row++) {
    for (let column = 0; column < grid.columns; column++) {
      const rect = toMap(tileAt(grid, row, column).boardRect);
      // A page no game tile reaches is not printed: its place on the map says so.
      if (kept && !kept.has(row * grid.columns + column)) {
        const name = fitText(pageShortName(language, row, column), rect.width * 0.8, Math.min(5, rect.height * 0.3), 0.8, true);
        const blank = fitText(translate(language, 'print.assembly.blank'), rect.width * 0.9, Math.min(3, rect.height * 0.2), 0.8, false);
        labels.push(text({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }, name.text, name.sizeMm, BLANK_INK, 'middle', true));
        labels.push(text({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 + blank.sizeMm * 1.4 }, blank.text, blank.sizeMm, BLANK_INK, 'middle', false));
        continue;
      }
      outlines.push(rectSubpath(rect));
      const name = fitText(pageShortName(language, row, column), rect.width * 0.8, Math.min(5, rect.height * 0.3), 0.8, true);
      labels.push(text({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 + (name.sizeMm * 0.718) / 2 }, name.text, name.sizeMm, INK, 'middle', true));
    }
  }
  // A light veil per page: where two pages overlap it doubles, which shows the glue strips.
  items.push({ kind: 'path', path: outlines, fill: { colour: '#ffffff', opacity: 0.35 } });
  for (const outline of outlines) items.push({ kind: 'path', path: [outline], fill: { colour: '#000000', opacity: 0.08 } });
  items.push({ kind: 'path', path: outlines, stroke: { colour: INK, widthMm: 0.35 } });
  items.push(...labels);

  if (barLength > 0) items.push(...checkBar({ x: content.x, y: barY }, barLength, ruler, checkBarCaption(language, barLength, ruler)));
  items.push(footer(sheet, `${title} · ${translate(language, 'print.scale.true')} · ${page}`));
  return { widthMm: sheet.size.widthMm, heightMm: sheet.size.heightMm, items };
}
