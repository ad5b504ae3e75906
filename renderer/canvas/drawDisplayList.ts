/**
 * The canvas back end of the print display list: the editor draws the board exactly as it prints.
 * Coordinates are millimetres; the caller's transform maps them to pixels.
 */
import type { DisplayItem, Fill, GroupItem, ImageItem, Path, PatternTile, Stroke, TextItem } from '../../engine/print';
import { textWidthMm } from '../../engine/print/text';
import { itemBox, type Box } from './displayBounds';

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
  /** Symbols (groups drawn under a scale) smaller than this are left out: a smudge of a few pixels. */
  readonly minSymbolMm?: number;
  /** The decoded image of an image id (see artImages.ts); an image not decoded is not drawn. */
  readonly images?: (id: string) => DecodedImage | undefined;
  /** A bitmap of a vector image (an art group) at a size in device pixels (see artImages.ts); the vectors are drawn where there is none. */
  readonly sprites?: (id: string, widthPx: number, heightPx: number) => CanvasImageSource | undefined;
}

/** Draws a designer's vector image from its bitmap under the image's matrix; false when it must be drawn as vectors. */
function drawArtSprite(context: CanvasRenderingContext2D, art: NonNullable<GroupItem['art']>, sprites: NonNullable<DrawOptions['sprites']>): boolean {
  const [a, b, c, d, e, f] = art.matrix;
  const m = context.getTransform();
  // The unit square's sides in device pixels.
  const widthPx = Math.sqrt((m.a * a + m.c * b) ** 2 + (m.b * a + m.d * b) ** 2);
  const heightPx = Math.sqrt((m.a * c + m.c * d) ** 2 + (m.b * c + m.d * d) ** 2);
  const sprite = sprites(art.id, widthPx, heightPx);
  if (!sprite) return false;
  const { width, height } = sprite as HTMLCanvasElement;
  context.save();
  context.transform(a / width, b / width, c / height, d / height, e, f);
  context.drawImage(sprite, 0, 0);
  context.restore();
  return true;
}

export interface DecodedImage {
  readonly source: CanvasImageSource;
  readonly widthPx: number;
  readonly heightPx: number;
}

/**
 * An image under its matrix. Unturned images (most: backgrounds, tile faces) copy only the pixels
 * under the view, so a 4,000-pixel scan costs a tile's worth of pixels per tile.
 */
function drawImage(context: CanvasRenderingContext2D, item: ImageItem, image: DecodedImage, view: View | undefined): void {
  const [a, b, c, d, e, f] = item.matrix;
  const { widthPx: w, heightPx: h } = image;
  context.save();
  if (item.opacity !== undefined && item.opacity < 1) context.globalAlpha = item.opacity;
  context.transform(a / w, b / w, c / h, d / h, e, f);
  if (view && b === 0 && c === 0 && a > 0 && d > 0) {
    const sx = Math.max(0, Math.floor(((view.x0 - e) / a) * w) - 1);
    const sy = Math.max(0, Math.floor(((view.y0 - f) / d) * h) - 1);
    const ex = Math.min(w, Math.ceil(((view.x1 - e) / a) * w) + 1);
    const ey = Math.min(h, Math.ceil(((view.y1 - f) / d) * h) + 1);
    if (ex > sx && ey > sy) context.drawImage(image.source, sx, sy, ex - sx, ey - sy, sx, sy, ex - sx, ey - sy);
  } else context.drawImage(image.source, 0, 0, w, h);
  context.restore();
}

/**
 * Symbols drawn as sprites: a symbol's items (shared by every cell and counter showing it) are
 * rasterised once per on-screen size, then copied. A board of thousands of trees then costs a
 * thousand image copies, not a thousand sets of curves.
 */
const sprites = new WeakMap<readonly DisplayItem[], { readonly box: Box | null; readonly sizes: Map<number, HTMLCanvasElement> }>();
/** Sprites are made up to this size in device pixels; larger symbols are drawn as vectors. */
const MAX_SPRITE_PX = 160;

function spriteable(items: readonly DisplayItem[]): boolean {
  return items.every((item) => (item.kind === 'path' || item.kind === 'circle') && !(item.fill && 'pattern' in item.fill));
}

function spriteEntry(items: readonly DisplayItem[]) {
  let entry = sprites.get(items);
  if (!entry) {
    let box: Box | null = null;
    if (spriteable(items) && items.length > 0) {
      for (const item of items) {
        const b = itemBox(item);
        box = box ? { x0: Math.min(box.x0, b.x0), y0: Math.min(box.y0, b.y0), x1: Math.max(box.x1, b.x1), y1: Math.max(box.y1, b.y1) } : b;
      }
    }
    sprites.set(items, (entry = { box: box && box.x0 < box.x1 && box.y0 < box.y1 ? box : null, sizes: new Map() }));
  }
  return entry;
}

/** Draws a scaled symbol group from its sprite; false when it must be drawn as vectors. */
function drawSprite(context: CanvasRenderingContext2D, items: readonly DisplayItem[], scale: number, offset: { x: number; y: number }, tiles: Readonly<Record<string, PatternTile>>, cache: PatternCache): boolean {
  const m = context.getTransform();
  if (m.b !== 0 || m.c !== 0 || m.a <= 0 || Math.abs(m.a - m.d) > 1e-9) return false;
  const entry = spriteEntry(items);
  const box = entry.box;
  if (!box) return false;
  const pxPerUnit = m.a * scale;
  const widthPx = (box.x1 - box.x0) * pxPerUnit;
  const heightPx = (box.y1 - box.y0) * pxPerUnit;
  if (widthPx > MAX_SPRITE_PX || heightPx > MAX_SPRITE_PX) return false;
  // One sprite per size to a hundredth of a pixel per unit: tile levels are few.
  const key = Math.round(pxPerUnit * 100);
  let sprite = entry.sizes.get(key);
  const unit = key / 100;
  if (!sprite) {
    sprite = document.createElement('canvas');
    sprite.width = Math.max(1, Math.ceil((box.x1 - box.x0) * unit) + 2);
    sprite.height = Math.max(1, Math.ceil((box.y1 - box.y0) * unit) + 2);
    const spriteContext = sprite.getContext('2d');
    if (!spriteContext) return false;
    spriteContext.setTransform(unit, 0, 0, unit, 1 - box.x0 * unit, 1 - box.y0 * unit);
    drawItems(spriteContext, items, tiles, cache);
    entry.sizes.set(key, sprite);
  }
  // Back to device pixels to copy it unscaled.
  const x = m.a * (offset.x + (box.x0 - 1 / unit) * scale) + m.e;
  const y = m.d * (offset.y + (box.y0 - 1 / unit) * scale) + m.f;
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.drawImage(sprite, Math.round(x), Math.round(y));
  context.restore();
  return true;
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

/** The options that say how pictures are drawn, passed on into groups. */
const pictures = (options: DrawOptions) => ({ ...(options.images ? { images: options.images } : {}), ...(options.sprites ? { sprites: options.sprites } : {}) });

/**
 * Texts are laid out with the print font's widths (Helvetica): the screen takes a font of the same
 * widths where it has one, and never draws a text wider than planned, so names that do not
 * overlap on paper do not overlap on screen.
 */
const SCREEN_FONTS = 'Arial, "Liberation Sans", Helvetica, "DejaVu Sans Condensed", "DejaVu Sans", sans-serif';
const planned = new WeakMap<TextItem, number>();
function plannedWidth(item: TextItem): number {
  let width = planned.get(item);
  if (width === undefined) planned.set(item, (width = textWidthMm(item.text, item.sizeMm, item.bold ?? false) * 1.02));
  return width;
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
        const font = `${item.bold ? 'bold ' : ''}${item.sizeMm}px ${SCREEN_FONTS}`;
        if (font !== lastFont) {
          context.font = font;
          lastFont = font;
        }
        context.textAlign = item.anchor === 'middle' ? 'center' : item.anchor;
        context.textBaseline = 'alphabetic';
        context.fillStyle = item.colour;
        context.fillText(item.text, item.at.x, item.at.y, plannedWidth(item));
        break;
      }
      case 'group':
        if (item.art && options.sprites && drawArtSprite(context, item.art, options.sprites)) break;
        if (view && item.items.length > 0) {
          // Groups off the view (a chunk's symbols, a counter) are skipped whole, by their kept box.
          const box = itemBox(item);
          if (box.x1 < view.x0 || box.x0 > view.x1 || box.y1 < view.y0 || box.y0 > view.y1) break;
        }
        if (item.transform && !item.clip && !item.transform.turn) {
          // A symbol: left out when tiny, copied from its sprite when small.
          const box = itemBox(item);
          if (options.minSymbolMm !== undefined && Math.max(box.x1 - box.x0, box.y1 - box.y0) < options.minSymbolMm) break;
          if (drawSprite(context, item.items, item.transform.scale, item.transform.offset, tiles, cache)) break;
        }
        context.save();
        if (item.transform) {
          context.translate(item.transform.offset.x, item.transform.offset.y);
          context.scale(item.transform.scale, item.transform.scale);
          if (item.transform.turn) context.rotate((item.transform.turn * Math.PI) / 180);
        }
        if (item.clip) {
          tracePath(context, item.clip);
          context.clip();
        }
        drawItems(
          context,
          item.items,
          tiles,
          cache,
          item.transform
            ? { minTextMm: minTextMm / item.transform.scale, minStrokeMm: minStrokeMm / item.transform.scale, ...pictures(options) }
            : item.items.length > CULL_FROM
              ? options
              : { minTextMm, minStrokeMm, ...(options.minSymbolMm !== undefined ? { minSymbolMm: options.minSymbolMm } : {}), ...pictures(options) },
        );
        context.restore();
        lastFont = undefined;
        break;
      case 'image': {
        const image = options.images?.(item.image);
        if (image) drawImage(context, item, image, view);
        break;
      }
      case 'use':
        // Board scenes draw no symbols; those belong to printed pages.
        break;
    }
  }
}
