/**
 * The legend page: every terrain, edge look, zone and kind of counter the board shows, with the
 * very swatch drawn on the board. Always one page: it shrinks rows and adds columns as needed.
 */
import { translate, type Language } from '../i18n/index';
import { INK } from './colour';
import { rectCounter, roundCounter } from './counter-face';
import { featureInBox } from './edge-symbols';
import { rectSubpath, text, type DisplayItem, type DisplayPage, type RectMm } from './display-list';
import type { Sheet } from './layout';
import { footer } from './page-marks';
import { ghostCounter } from './scene-pieces';
import type { LegendEntry, LegendSection, LegendSwatch } from './scene-types';
import { fitText } from './text';

const SWATCH_W = 12;
const SWATCH_H = 7;

export function swatchItems(swatch: LegendSwatch, box: RectMm): DisplayItem[] {
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  switch (swatch.type) {
    case 'area':
      return [{ kind: 'path', path: [rectSubpath(box)], fill: swatch.fill, stroke: { colour: INK, widthMm: 0.2 } }];
    case 'edge':
      return swatch.strokes.map((stroke) => ({ kind: 'path', path: [{ points: [{ x: box.x + 1, y: centre.y }, { x: box.x + box.width - 1, y: centre.y }], closed: false }], stroke }));
    case 'feature':
      return featureInBox(swatch.role, swatch.look, swatch.colour, box);
    case 'zone':
      return [swatch.fill ? { kind: 'path', path: [rectSubpath(box)], fill: swatch.fill, stroke: swatch.stroke } : { kind: 'path', path: [rectSubpath(box)], stroke: swatch.stroke }];
    case 'counter': {
      const size = Math.min(box.width, box.height);
      if (swatch.ghost) return ghostCounter(rectCounter(swatch.face, centre, size * 0.85, size * 0.85), { at: centre, width: size * 0.85, height: size * 0.85 }, swatch.face.fill);
      return swatch.round ? roundCounter(swatch.face, centre, size) : rectCounter(swatch.face, centre, size, size);
    }
    case 'dot':
      return [{ kind: 'circle', centre, radiusMm: Math.min(box.width, box.height) * 0.35, fill: swatch.fill, stroke: { colour: INK, widthMm: 0.2 } }];
    case 'badge': {
      const side = Math.min(box.width, box.height);
      return [
        { kind: 'path', path: [rectSubpath({ x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side })], fill: swatch.fill, stroke: { colour: INK, widthMm: 0.2 } },
        text({ x: centre.x, y: centre.y + side * 0.22 }, swatch.letters, side * 0.6, INK, 'middle', true),
      ];
    }
  }
}

type Line = { readonly heading: LegendSection } | { readonly entry: LegendEntry };

function linesOf(entries: readonly LegendEntry[]): Line[] {
  const lines: Line[] = [];
  let section: LegendSection | null = null;
  for (const entry of entries) {
    if (entry.section !== section) {
      section = entry.section;
      lines.push({ heading: section });
    }
    lines.push({ entry });
  }
  return lines;
}

/** `page` ends the footer: « page 12 sur 12 ». */
export function legendPage(entries: readonly LegendEntry[], sheet: Sheet, title: string, language: Language, page: string): DisplayPage {
  const { content } = sheet;
  const items: DisplayItem[] = [];
  const heading = fitText(`${translate(language, 'print.legend.title')} · ${title}`, content.width, 6, 3, true);
  items.push(text({ x: content.x, y: content.y + heading.sizeMm * 0.718 }, heading.text, heading.sizeMm, INK, 'start', true));
  const top = content.y + heading.sizeMm + 4;
  const height = content.y + content.height - top;

  let lines = linesOf(entries);
  let columns = 1;
  let rowHeight = 9;
  const rowsFit = () => Math.max(1, Math.floor(height / rowHeight));
  while (lines.length > rowsFit() * columns && columns < 3) columns++;
  while (lines.length > rowsFit() * columns && rowHeight > 6) rowHeight -= 0.5;
  const capacity = rowsFit() * columns;
  let dropped = 0;
  if (lines.length > capacity) {
    dropped = lines.slice(capacity - 1).filter((line) => 'entry' in line).length;
    lines = lines.slice(0, capacity - 1);
  }

  const columnWidth = content.width / columns;
  const perColumn = rowsFit();
  const swatchH = Math.min(SWATCH_H, rowHeight - 1.5);
  const textSize = Math.min(3.5, rowHeight * 0.4);
  lines.forEach((line, i) => {
    const x = content.x + Math.floor(i / perColumn) * columnWidth;
    const y = top + (i % perColumn) * rowHeight;
    if ('heading' in line) {
      const label = fitText(translate(language, `print.legend.${line.heading}`), columnWidth - 4, textSize * 1.1, 1.5, true);
      items.push(text({ x, y: y + rowHeight - 2 }, label.text, label.sizeMm, INK, 'start', true));
      return;
    }
    const box = { x, y: y + (rowHeight - swatchH) / 2, width: SWATCH_W, height: swatchH };
    items.push(...swatchItems(line.entry.swatch, box));
    const label = fitText(line.entry.label, columnWidth - SWATCH_W - 6, textSize, 1.5);
    items.push(text({ x: x + SWATCH_W + 2.5, y: y + rowHeight / 2 + (label.sizeMm * 0.718) / 2 }, label.text, label.sizeMm, INK));
  });
  if (dropped > 0) {
    const i = lines.length;
    const x = content.x + Math.floor(i / perColumn) * columnWidth;
    const y = top + (i % perColumn) * rowHeight;
    items.push(text({ x, y: y + rowHeight / 2 }, translate(language, 'print.legend.more', { count: dropped }), textSize, INK));
  }
  items.push(footer(sheet, `${title} · ${page}`));
  return { widthMm: sheet.size.widthMm, heightMm: sheet.size.heightMm, items };
}
