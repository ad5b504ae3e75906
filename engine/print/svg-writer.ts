/**
 * One page of a display document as an SVG string, in millimetres: the viewBox is the page in mm
 * and width/height carry the "mm" unit, so the file opens at true size. Patterns become
 * <pattern> tiles in user space and shared symbols <g> elements drawn with <use>.
 */
import { num } from './pdf-content';
import type { DisplayDocument, DisplayItem, DisplayPage, Fill, Path, Stroke, Transform } from './display-list';
import { cullItems, patternsUsed, symbolWindow } from './display-list';

const FONT_FAMILY = "Helvetica, Arial, 'Liberation Sans', sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** Characters XML 1.0 forbids (controls), which a scenario's free text could still carry. */
function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeXml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ''));
}

const safeId = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '_');

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Bytes as base64, for images written inline (no Buffer or btoa in the engine). */
export function base64(bytes: Uint8Array): string {
  const out: string[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] as number;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out.push(BASE64[(n >> 18) & 63] as string, BASE64[(n >> 12) & 63] as string, b === undefined ? '=' : (BASE64[(n >> 6) & 63] as string), c === undefined ? '=' : (BASE64[n & 63] as string));
  }
  return out.join('');
}

function pathData(path: Path): string {
  const parts: string[] = [];
  for (const subpath of path) {
    const [first, ...rest] = subpath.points;
    if (!first) continue;
    parts.push(`M${num(first.x)} ${num(first.y)}`);
    for (const point of rest) parts.push(`L${num(point.x)} ${num(point.y)}`);
    if (subpath.closed) parts.push('Z');
  }
  return parts.join('');
}

function transformAttr(transform: Transform | undefined): string {
  return transform ? ` transform="translate(${num(transform.offset.x)} ${num(transform.offset.y)}) scale(${num(transform.scale)})${transform.turn ? ` rotate(${transform.turn})` : ''}"` : '';
}

function paintAttrs(fill: Fill | undefined, stroke: Stroke | undefined): string {
  let attrs = fill ? ` fill="${'pattern' in fill ? `url(#p-${safeId(fill.pattern)})` : fill.colour}"` : ' fill="none"';
  if (fill?.opacity !== undefined && fill.opacity < 1) attrs += ` fill-opacity="${num(fill.opacity)}"`;
  if (stroke) {
    attrs += ` stroke="${stroke.colour}" stroke-width="${num(stroke.widthMm)}"`;
    if (stroke.cap && stroke.cap !== 'butt') attrs += ` stroke-linecap="${stroke.cap}"`;
    if (stroke.join && stroke.join !== 'miter') attrs += ` stroke-linejoin="${stroke.join}"`;
    if (stroke.dashMm && stroke.dashMm.length > 0) attrs += ` stroke-dasharray="${stroke.dashMm.map(num).join(' ')}"`;
    if (stroke.opacity !== undefined && stroke.opacity < 1) attrs += ` stroke-opacity="${num(stroke.opacity)}"`;
  }
  return attrs;
}

class SvgBuilder {
  private readonly defs: string[] = [];
  private clips = 0;

  constructor(private readonly document: DisplayDocument) {}

  /** Definitions collected while writing (clip paths), plus the given patterns and symbols. */
  definitions(patternIds: Iterable<string>, symbolIds: Iterable<string>): string {
    const parts: string[] = [];
    for (const id of patternIds) {
      const tile = this.document.patterns[id];
      if (!tile) continue;
      parts.push(`<pattern id="p-${safeId(id)}" patternUnits="userSpaceOnUse" width="${num(tile.widthMm)}" height="${num(tile.heightMm)}">${this.items(tile.items)}</pattern>`);
    }
    for (const id of symbolIds) {
      const symbol = this.document.symbols[id];
      if (symbol) parts.push(`<g id="s-${safeId(id)}">${this.items(symbol.items)}</g>`);
    }
    return parts.join('\n') + this.defs.join('\n');
  }

  /** The plain fill under a pattern's marks, as in the PDF writer. */
  private background(fill: Fill | undefined, shape: (paint: string) => string): string {
    const colour = fill && 'pattern' in fill ? this.document.patterns[fill.pattern]?.background : undefined;
    if (colour === undefined) return '';
    const opacity = fill?.opacity !== undefined && fill.opacity < 1 ? ` fill-opacity="${num(fill.opacity)}"` : '';
    return shape(` fill="${colour}"${opacity}`);
  }

  private clipPath(d: string): string {
    const id = `c${this.clips++}`;
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return id;
  }

  items(items: readonly DisplayItem[]): string {
    return items.map((item) => this.item(item)).join('\n');
  }

  private item(item: DisplayItem): string {
    switch (item.kind) {
      case 'path': {
        const d = pathData(item.path);
        const rule = item.fillRule === 'evenodd' ? ' fill-rule="evenodd"' : '';
        return `${this.background(item.fill, (paint) => `<path d="${d}"${paint}${rule}/>`)}<path d="${d}"${paintAttrs(item.fill, item.stroke)}${rule}/>`;
      }
      case 'circle': {
        const circle = `cx="${num(item.centre.x)}" cy="${num(item.centre.y)}" r="${num(item.radiusMm)}"`;
        return `${this.background(item.fill, (paint) => `<circle ${circle}${paint}/>`)}<circle ${circle}${paintAttrs(item.fill, item.stroke)}/>`;
      }
      case 'text': {
        const anchor = item.anchor === 'start' ? '' : ` text-anchor="${item.anchor}"`;
        const weight = item.bold ? ' font-weight="bold"' : '';
        return `<text x="${num(item.at.x)}" y="${num(item.at.y)}" font-family="${FONT_FAMILY}" font-size="${num(item.sizeMm)}" fill="${item.colour}"${anchor}${weight} xml:space="preserve">${xmlText(item.text)}</text>`;
      }
      case 'group': {
        // The clip sits inside the transform, like the group's items; nested <g> keeps that order.
        const inner = item.clip ? `<g clip-path="url(#${this.clipPath(pathData(item.clip))})">${this.items(item.items)}</g>` : this.items(item.items);
        return `<g${transformAttr(item.transform)}>${inner}</g>`;
      }
      case 'image': {
        const image = this.document.images?.[item.image];
        if (!image) return '';
        const opacity = item.opacity !== undefined && item.opacity < 1 ? ` opacity="${num(item.opacity)}"` : '';
        const href = `data:image/${image.format};base64,${base64(image.bytes)}`;
        return `<image href="${href}" width="1" height="1" preserveAspectRatio="none" transform="matrix(${item.matrix.map((value) => String(Math.round(value * 1e6) / 1e6)).join(' ')})"${opacity}/>`;
      }
      case 'use': {
        const symbol = this.document.symbols[item.symbol];
        const window = symbol ? symbolWindow(item, symbol) : null;
        const href = `#s-${safeId(item.symbol)}`;
        const use = symbol && window ? `<g${transformAttr(item.transform)}>${this.items(cullItems(symbol.items, window))}</g>` : `<use href="${href}" xlink:href="${href}"${transformAttr(item.transform)}/>`;
        if (!item.clip) return use;
        const { x, y, width, height } = item.clip;
        const clip = this.clipPath(`M${num(x)} ${num(y)}H${num(x + width)}V${num(y + height)}H${num(x)}Z`);
        return `<g clip-path="url(#${clip})">${use}</g>`;
      }
    }
  }
}

/** Symbols a page shows whole (windows onto a symbol are written inline). */
function symbolsUsed(document: DisplayDocument, items: readonly DisplayItem[], into = new Set<string>()): Set<string> {
  for (const item of items) {
    if (item.kind === 'group') symbolsUsed(document, item.items, into);
    else if (item.kind === 'use') {
      const symbol = document.symbols[item.symbol];
      if (symbol && !symbolWindow(item, symbol)) into.add(item.symbol);
    }
  }
  return into;
}

/** The SVG of one page of the document. */
export function writeSvg(document: DisplayDocument, pageIndex = 0): string {
  const page: DisplayPage | undefined = document.pages[pageIndex];
  if (!page) throw new RangeError(`The document has no page ${pageIndex + 1}.`);
  const builder = new SvgBuilder(document);
  const body = builder.items(page.items);
  const symbolIds = symbolsUsed(document, page.items);
  // Patterns of every symbol the page shows, whole or through a window.
  const patternIds = patternsUsed(page.items);
  for (const id of Object.keys(document.symbols)) patternsUsed(document.symbols[id]?.items ?? [], patternIds);
  const defs = builder.definitions(patternIds, symbolIds);
  const width = num(page.widthMm);
  const height = num(page.heightMm);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}">`,
    `<title>${xmlText(document.title)}</title>`,
    `<defs>${defs}</defs>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}
