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

export const BOARD_SYMBOL = 'board';

/** A ruler of `length` mm with a tick every 10 mm and a caption under it. */
export function checkBar(at: { x: number; y: number }, length: number, caption: string): DisplayItem[] {
  const ticks = [];
  for (let mm = 0; mm <= length + 1e-9; mm += 10) ticks.push({ points: [{ x: at.x + mm, y: at.y - (mm % 50 === 0 ? 3 : 1.8) }, { x: at.x + mm, y: at.y }], closed: false });
  return [
    { kind: 'path', path: [{ points: [at, { x: at.x + length, y: at.y }], closed: false }, ...ticks], stroke: { colour: INK, widthMm: 0.3 } },
    text({ x: at.x, y: at.y + 4 }, caption, 3, INK),
  ];
}

export function pageShortName(language: Language, row: number, column: number): string {
  return translate(language, 'print.page.short', { row: row + 1, column: column + 1 });
}

/** `page` ends the footer: « page 1 sur 12 ». */
export function assemblyPage(grid: TileGrid, title: string, language: Language, cutMarks: boolean, page: string): DisplayPage {
  const { sheet } = grid;
  const { content } = sheet;
  const items: DisplayItem[] = [];
  let y = content.y;
  const heading = fitText(title, content.width, 6, 3, true);
  y += heading.sizeMm * 0.718;
  items.push(text({ x: content.x, y }, heading.text, heading.sizeMm, INK, 'start', true));
  y += 6;
  const pages = grid.rows * grid.columns;
  items.push(text({ x: content.x, y }, translate(language, 'print.assembly.title', { rows: grid.rows, columns: grid.columns, pages }), 4, INK, 'start', true));
  y += 3;
  for (const line of wrapText(translate(language, cutMarks ? 'print.assembly.instructions' : 'print.assembly.instructionsNoMarks', { overlap: numberText(language, grid.overlapMm) }), content.width, 3.2)) {
    y += 4.4;
    items.push(text({ x: content.x, y }, line, 3.2, INK));
  }
  y += 6;

  const barLength = Math.min(100, Math.floor(content.width / 10) * 10);
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

  items.push(...checkBar({ x: content.x, y: barY }, barLength, translate(language, 'print.check.bar', { length: barLength })));
  items.push(footer(sheet, `${title} · ${translate(language, 'print.scale.true')} · ${page}`));
  return { widthMm: sheet.size.widthMm, heightMm: sheet.size.heightMm, items };
}
