/**
 * The designer's images for the canvas, by content (an art id is a hash of the file): a raster is
 * decoded once, when the scenario is read, never while panning; a vector image (SVG) is drawn
 * into a bitmap once per size it shows at, then copied, so a detailed SVG on a hundred counters
 * costs a hundred image copies per frame, not a hundred sets of curves. Paper keeps the vectors.
 */
import type { Art } from '../../engine/print/art';
import type { VectorArt } from '../../engine/print/svg-art';
import { drawItems, type DecodedImage, type PatternCache } from './drawDisplayList';

const decoded = new Map<string, DecodedImage>();
const vectors = new Map<string, VectorArt>();

/** The decoded image of a raster art id; undefined until decoded (then nothing is drawn for it). */
export function decodedImage(id: string): DecodedImage | undefined {
  return decoded.get(id);
}

/** Decodes a raster art if it is not yet (a vector one is kept to be drawn at its sizes); false when the browser cannot decode it. */
export async function decodeArt(art: Art): Promise<boolean> {
  if (art.kind === 'vector') {
    vectors.set(art.id, art.vector);
    return true;
  }
  if (decoded.has(art.id)) return true;
  try {
    const bitmap = await createImageBitmap(new Blob([art.image.bytes as BlobPart], { type: `image/${art.image.format}` }));
    decoded.set(art.id, { source: bitmap, widthPx: bitmap.width, heightPx: bitmap.height });
    return true;
  } catch {
    return false;
  }
}

/** Bitmaps are made in steps of this ratio, so a zoom reuses one for several levels and redraws it seldom. */
const STEP = 1.25;
/** Past this many device pixels a side, the image is drawn as vectors (a bitmap would take too much memory). */
const MAX_SPRITE_PX = 2048;
/** Sizes kept per image: the zoom levels in use. */
const SIZES_KEPT = 6;

const sprites = new Map<string, Map<string, HTMLCanvasElement>>();
const patternCache: PatternCache = new Map();

/** The next size step at or above `px`. */
const stepUp = (px: number) => Math.max(1, Math.ceil(STEP ** Math.ceil(Math.log(Math.max(1, px)) / Math.log(STEP)) - 1e-9));

/**
 * A bitmap of vector art `id` at least `widthPx` × `heightPx` device pixels, its whole unit square;
 * undefined when the art is not a known vector image or would be too large a bitmap.
 */
export function artSprite(id: string, widthPx: number, heightPx: number): HTMLCanvasElement | undefined {
  const vector = vectors.get(id);
  if (!vector || !(widthPx > 0) || !(heightPx > 0)) return undefined;
  const width = stepUp(widthPx);
  const height = stepUp(heightPx);
  if (width > MAX_SPRITE_PX || height > MAX_SPRITE_PX) return undefined;
  let sizes = sprites.get(id);
  if (!sizes) sprites.set(id, (sizes = new Map()));
  const key = `${width}x${height}`;
  let sprite = sizes.get(key);
  if (!sprite) {
    sprite = document.createElement('canvas');
    sprite.width = width;
    sprite.height = height;
    const context = sprite.getContext('2d');
    if (!context) return undefined;
    const { x, y, width: w, height: h } = vector.box;
    context.setTransform(width / w, 0, 0, height / h, (-x * width) / w, (-y * height) / h);
    drawItems(context, vector.items, {}, patternCache);
    if (sizes.size >= SIZES_KEPT) sizes.delete(sizes.keys().next().value as string);
    sizes.set(key, sprite);
  }
  return sprite;
}
