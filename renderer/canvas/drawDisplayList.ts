/**
 * The canvas back end of the print display list: the editor draws the board exactly as it prints.
 * Coordinates are millimetres; the caller's transform maps them to pixels.
 */
import type { DisplayItem, Fill, Path, PatternTile, Stroke } from '../../engine/print';

/** Resolution pattern tiles are rasterised at, in pixels per millimetre. */
const PATTERN_PX_PER_MM = 8;

export type PatternCache = Map<string, CanvasPattern | null>;

function tracePath(context: CanvasRenderingContext2D, path: Path): void {
  context.beginPath();
  for (const subpath of path) {
    const [first, ...rest] = subpath.points;
    if (!first) continue;
    context.moveTo(first.x, first.y);
    for (const point of rest) context.lineTo(point.x, point.y);
    if (subpath.closed) context.closePath();
  }
}

function patternFor(context: CanvasRenderingContext2D, id: string, tiles: Readonly<Record<string, PatternTile>>, cache: PatternCache): CanvasPattern | null {
  if (cache.has(id)) return cache.get(id) ?? null;
  const tile = tiles[id];
  let pattern: CanvasPattern | null = null;
  if (tile) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(tile.widthMm * PATTERN_PX_PER_MM));
    canvas.height = Math.max(1, Math.round(tile.heightMm * PATTERN_PX_PER_MM));
    const tileContext = canvas.getContext('2d');
    if (tileContext) {
      tileContext.scale(canvas.width / tile.widthMm, canvas.height / tile.heightMm);
      drawItems(tileContext, tile.items, tiles, cache);
      pattern = context.createPattern(canvas, 'repeat');
      pattern?.setTransform(new DOMMatrix().scale(tile.widthMm / canvas.width, tile.heightMm / canvas.height));
    }
  }
  cache.set(id, pattern);
  return pattern;
}

function paint(
  context: CanvasRenderingContext2D,
  fill: Fill | undefined,
  stroke: Stroke | undefined,
  fillRule: CanvasFillRule,
  tiles: Readonly<Record<string, PatternTile>>,
  cache: PatternCache,
  minStrokeMm = 0,
): void {
  if (fill) {
    context.globalAlpha = fill.opacity ?? 1;
    if ('colour' in fill) {
      context.fillStyle = fill.colour;
      context.fill(fillRule);
    } else {
      const tile = tiles[fill.pattern];
      if (tile?.background) {
        context.fillStyle = tile.background;
        context.fill(fillRule);
      }
      const pattern = patternFor(context, fill.pattern, tiles, cache);
      if (pattern) {
        context.fillStyle = pattern;
        context.fill(fillRule);
      }
    }
  }
  if (stroke) {
    context.globalAlpha = stroke.opacity ?? 1;
    context.strokeStyle = stroke.colour;
    context.lineWidth = Math.max(stroke.widthMm, minStrokeMm);
    context.lineCap = stroke.cap ?? 'butt';
    context.lineJoin = stroke.join ?? 'miter';
    context.setLineDash(stroke.dashMm ? [...stroke.dashMm] : []);
    context.stroke();
  }
  context.globalAlpha = 1;
}

export interface DrawOptions {
  /** Texts smaller than this many millimetres are skipped: at the zoom drawn they would be a few unreadable pixels. */
  readonly minTextMm?: number;
  /** Lines are drawn at least this wide, so a zoomed-out grid stays visible instead of fading to nothing. */
  readonly minStrokeMm?: number;
  /** The part of the board being drawn (a raster tile): the parts of large paths and groups wholly outside it are skipped. */
  readonly view?: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };
}

/** Paths and groups with more parts than this are culled part by part against the view. */
const CULL_FROM = 8;

type View = NonNullable<DrawOptions['view']>;

function subpathOutside(subpath: Path[number], view: View, pad: number): boolean {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const p of subpath.points) {
    if (p.x < x0) x0 = p.x;
    if (p.x > x1) x1 = p.x;
    if (p.y < y0) y0 = p.y;
    if (p.y > y1) y1 = p.y;
  }
  return x1 < view.x0 - pad || x0 > view.x1 + pad || y1 < view.y0 - pad || y0 > view.y1 + pad;
}

/** Whether a text surely draws nothing in the view: its anchor is further away than the text can reach. */
function textOutside(item: Extract<DisplayItem, { kind: 'text' }>, view: View): boolean {
  const reach = item.sizeMm * (item.text.length + 1);
  return item.at.x < view.x0 - reach || item.at.x > view.x1 + reach || item.at.y < view.y0 - item.sizeMm || item.at.y > view.y1 + item.sizeMm * 2;
}

export function drawItems(
  context: CanvasRenderingContext2D,
  items: readonly DisplayItem[],
  tiles: Readonly<Record<string, PatternTile>>,
  cache: PatternCache,
  options: DrawOptions = {},
): void {
  const minTextMm = options.minTextMm ?? 0;
  const minStrokeMm = options.minStrokeMm ?? 0;
  const view = options.view;
  let lastFont: string | undefined;
  for (const item of items) {
    switch (item.kind) {
      case 'path':
        if (view && item.path.length > CULL_FROM) {
          const pad = Math.max(item.stroke?.widthMm ?? 0, minStrokeMm);
          tracePath(context, item.path.filter((subpath) => !subpathOutside(subpath, view, pad)));
        } else tracePath(context, item.path);
        paint(context, item.fill, item.stroke, item.fillRule ?? 'nonzero', tiles, cache, minStrokeMm);
        break;
      case 'circle':
        context.beginPath();
        context.arc(item.centre.x, item.centre.y, item.radiusMm, 0, Math.PI * 2);
        paint(context, item.fill, item.stroke, 'nonzero', tiles, cache, minStrokeMm);
        break;
      case 'text': {
        if (item.sizeMm < minTextMm || (view && textOutside(item, view))) break;
        // Setting a font makes the browser parse it: labels of a board share a few, set only on change.
        const font = `${item.bold ? 'bold ' : ''}${item.sizeMm}px "DejaVu Sans", sans-serif`;
        if (font !== lastFont) {
          context.font = font;
          lastFont = font;
        }
        context.textAlign = item.anchor === 'middle' ? 'center' : item.anchor;
        context.textBaseline = 'alphabetic';
        context.fillStyle = item.colour;
        context.fillText(item.text, item.at.x, item.at.y);
        break;
      }
      case 'group':
        context.save();
        if (item.transform) {
          context.translate(item.transform.offset.x, item.transform.offset.y);
          context.scale(item.transform.scale, item.transform.scale);
        }
        if (item.clip) {
          tracePath(context, item.clip);
          context.clip();
        }
        drawItems(context, item.items, tiles, cache, item.transform ? { minTextMm: minTextMm / item.transform.scale, minStrokeMm: minStrokeMm / item.transform.scale } : item.items.length > CULL_FROM ? options : { minTextMm, minStrokeMm });
        context.restore();
        lastFont = undefined;
        break;
      case 'use':
        // Board scenes draw no symbols; those belong to printed pages.
        break;
    }
  }
}
