/**
 * A designer's own images (PNG, JPEG, SVG from the scenario's folder) as the print engine uses
 * them: raster images embedded with their own pixels, SVG read as vectors (svg-art.ts). The host
 * reads the files (inside the scenario's folder only) and hands the bytes over; this module only
 * reads them, so the engine stays free of files and the DOM.
 */
import type { DisplayItem, Matrix, Path, RasterImage, RectMm } from './display-list';
import { applyMatrix } from './display-list';
import { decodeUtf8 } from '../scenario/text-input';
import { readSvgArt, type VectorArt } from './svg-art';

export type Art =
  | { readonly kind: 'raster'; readonly id: string; readonly image: RasterImage }
  | { readonly kind: 'vector'; readonly id: string; readonly vector: VectorArt };

/** Why a file could not be used: not a PNG, JPEG or SVG, or one that is damaged or empty. */
export type ArtFailure = 'format' | 'unreadable';

/** The images of a scenario by the reference the scenario gives them (a path relative to its file). */
export type ArtBook = ReadonlyMap<string, Art>;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function isPng(bytes: Uint8Array): boolean {
  return bytes.length > 24 && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);
}

const u32 = (bytes: Uint8Array, at: number) => ((bytes[at] as number) * 0x1000000 + ((bytes[at + 1] as number) << 16) + ((bytes[at + 2] as number) << 8) + (bytes[at + 3] as number)) >>> 0;
const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] as number) << 8) + (bytes[at + 1] as number);

/** Width and height of a JPEG from its start-of-frame marker, or null when there is none. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at++;
      continue;
    }
    // Start-of-frame markers (not DHT C4, JPG C8 or DAC CC) carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { height: u16(bytes, at + 5), width: u16(bytes, at + 7) };
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    at += 2 + u16(bytes, at + 2);
  }
  return null;
}

/** A content hash for ids: the same picture under two names is decoded and embedded once. */
function hashOf(bytes: Uint8Array): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < bytes.length; i++) {
    h1 = Math.imul(h1 ^ (bytes[i] as number), 0x01000193);
    h2 = Math.imul(h2 ^ (bytes[i] as number), 0x5bd1e995);
  }
  return `${(h1 >>> 0).toString(36)}${(h2 >>> 0).toString(36)}${bytes.length.toString(36)}`;
}

/** The start of a file as Latin-1, enough to tell an SVG by its markup. */
function head(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < Math.min(bytes.length, 4096); i++) text += String.fromCharCode(bytes[i] as number);
  return text;
}

/** The art in a file's bytes, or why it cannot be used. */
export function readArt(bytes: Uint8Array): Art | { readonly failure: ArtFailure } {
  if (bytes.length === 0) return { failure: 'unreadable' };
  const id = `art-${hashOf(bytes)}`;
  if (isPng(bytes)) {
    const widthPx = u32(bytes, 16);
    const heightPx = u32(bytes, 20);
    if (widthPx === 0 || heightPx === 0) return { failure: 'unreadable' };
    return { kind: 'raster', id, image: { format: 'png', bytes, widthPx, heightPx } };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    const size = jpegSize(bytes);
    if (!size || size.width === 0 || size.height === 0) return { failure: 'unreadable' };
    return { kind: 'raster', id, image: { format: 'jpeg', bytes, widthPx: size.width, heightPx: size.height } };
  }
  const start = head(bytes);
  if (/<svg[\s>]/i.test(start) || /^(\ufeff|\u00ef\u00bb\u00bf)?\s*(<\?xml|<!--|<!DOCTYPE\s+svg)/i.test(start)) {
    const text = decodeUtf8(bytes);
    const vector = text === null ? null : readSvgArt(text);
    if (!vector || vector.items.length === 0) return { failure: 'unreadable' };
    return { kind: 'vector', id, vector };
  }
  return { failure: 'format' };
}

/** The art's own proportions, width over height. */
export function artAspect(art: Art): number {
  return art.kind === 'raster' ? art.image.widthPx / art.image.heightPx : art.vector.box.width / art.vector.box.height;
}

export type ArtFit = 'contain' | 'cover' | 'stretch';

/** Quarter turns, exact (no trigonometry rounding on the common case). */
const TURNS: Readonly<Record<number, readonly [number, number]>> = { 0: [1, 0], 90: [0, 1], 180: [-1, 0], 270: [0, -1] };

/**
 * The matrix that takes the art's unit square onto `box`: fitted inside it, covering it, or
 * stretched to it; turned by `rotation` degrees clockwise about the box's centre (a tile laid
 * turned shows its art turned with it).
 */
export function artMatrix(aspect: number, box: RectMm, fit: ArtFit, rotation = 0): Matrix {
  const quarter = rotation === 90 || rotation === 270;
  // The box as the art sees it, before turning.
  const boxWidth = quarter ? box.height : box.width;
  const boxHeight = quarter ? box.width : box.height;
  let width = boxWidth;
  let height = boxHeight;
  if (fit !== 'stretch') {
    const wide = boxWidth / boxHeight < aspect;
    if ((fit === 'contain') === wide) height = width / aspect;
    else width = height * aspect;
  }
  const [cos, sin] = TURNS[rotation] ?? [Math.cos((rotation * Math.PI) / 180), Math.sin((rotation * Math.PI) / 180)];
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  // p = centre + R · ((u − ½)·width, (v − ½)·height)
  const a = cos * width;
  const b = sin * width;
  const c = -sin * height;
  const d = cos * height;
  return [a, b, c, d, cx - (a + c) / 2, cy - (b + d) / 2];
}

/** Vector art's items under a matrix from its unit square: points moved, stroke widths scaled. */
function mappedVector(vector: VectorArt, unit: Matrix): DisplayItem[] {
  const { x, y, width, height } = vector.box;
  // From the art's own coordinates to its unit square, then on.
  const m: Matrix = [unit[0] / width, unit[1] / width, unit[2] / height, unit[3] / height, unit[4] - (unit[0] * x) / width - (unit[2] * y) / height, unit[5] - (unit[1] * x) / width - (unit[3] * y) / height];
  const scale = Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
  const map = (item: DisplayItem): DisplayItem => {
    switch (item.kind) {
      case 'path':
        return { ...item, path: item.path.map((subpath) => ({ points: subpath.points.map((p) => applyMatrix(m, p)), closed: subpath.closed })), ...(item.stroke ? { stroke: { ...item.stroke, widthMm: item.stroke.widthMm * scale } } : {}) };
      case 'group':
        return { ...item, items: item.items.map(map) };
      default:
        return item;
    }
  };
  return vector.items.map(map);
}

/** The art drawn into `box` (see artMatrix), clipped to `clip` when given. */
export function artItems(art: Art, box: RectMm, fit: ArtFit, options: { readonly rotation?: number; readonly clip?: Path; readonly opacity?: number } = {}): DisplayItem[] {
  const matrix = artMatrix(artAspect(art), box, fit, options.rotation ?? 0);
  const drawn: DisplayItem[] =
    art.kind === 'raster' ? [{ kind: 'image', image: art.id, matrix, ...(options.opacity !== undefined && options.opacity < 1 ? { opacity: options.opacity } : {}) }] : [{ kind: 'group', items: mappedVector(art.vector, matrix), art: { id: art.id, matrix } }];
  return options.clip || fit === 'cover' ? [{ kind: 'group', items: drawn, clip: options.clip ?? [{ points: [{ x: box.x, y: box.y }, { x: box.x + box.width, y: box.y }, { x: box.x + box.width, y: box.y + box.height }, { x: box.x, y: box.y + box.height }], closed: true }] }] : drawn;
}

/** The images a set of art needs in a document, by id. */
export function rasterImagesOf(arts: Iterable<Art>): Record<string, RasterImage> {
  const images: Record<string, RasterImage> = {};
  for (const art of arts) if (art.kind === 'raster') images[art.id] = art.image;
  return images;
}
