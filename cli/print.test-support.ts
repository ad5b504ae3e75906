/**
 * Renders PDF pages with poppler's pdftoppm for the print tests, and finds things in the pixels.
 * Pages are read as PPM (a header and raw RGB), so no image decoder is needed.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Raster {
  readonly width: number;
  readonly height: number;
  /** RGB, row by row. */
  readonly data: Uint8Array;
}

export interface PixelBox {
  readonly left: number;
  readonly top: number;
  /** Exclusive. */
  readonly right: number;
  readonly bottom: number;
  readonly count: number;
}

function parsePpm(bytes: Uint8Array): Raster {
  let offset = 0;
  const fields: string[] = [];
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[offset] as number))) offset++;
    let field = '';
    while (!/\s/.test(String.fromCharCode(bytes[offset] as number))) field += String.fromCharCode(bytes[offset++] as number);
    fields.push(field);
  }
  offset++;
  if (fields[0] !== 'P6' || fields[3] !== '255') throw new Error(`Not an 8-bit PPM: ${fields.join(' ')}`);
  const width = Number(fields[1]);
  const height = Number(fields[2]);
  return { width, height, data: bytes.subarray(offset, offset + width * height * 3) };
}

/** Page `page` (1-based) of a PDF at `dpi`. 254 dpi is exactly 10 pixels per millimetre. */
export async function renderPage(pdf: Uint8Array, page: number, dpi: number): Promise<Raster> {
  const folder = await mkdtemp(join(tmpdir(), 'skirmish-raster-'));
  try {
    await writeFile(join(folder, 'in.pdf'), pdf);
    await run('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', join(folder, 'in.pdf'), join(folder, 'out')]);
    return parsePpm(new Uint8Array(await readFile(join(folder, 'out.ppm'))));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The text of a PDF as poppler extracts it. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'skirmish-text-'));
  try {
    await writeFile(join(folder, 'in.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', join(folder, 'in.pdf'), '-']);
    return stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export function pixel(raster: Raster, x: number, y: number): [number, number, number] {
  const i = (y * raster.width + x) * 3;
  return [raster.data[i] as number, raster.data[i + 1] as number, raster.data[i + 2] as number];
}

export function near(colour: string, tolerance = 24): (rgb: readonly [number, number, number]) => boolean {
  const value = parseInt(colour.slice(1), 16);
  const target = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return (rgb) => rgb.every((channel, i) => Math.abs(channel - (target[i] as number)) <= tolerance);
}

export const isDark = (rgb: readonly [number, number, number]) => rgb[0] + rgb[1] + rgb[2] < 3 * 110;

/** The bounding box of the pixels matching `test` inside a region (the whole raster by default). */
export function boxOf(raster: Raster, test: (rgb: [number, number, number]) => boolean, region?: { x: number; y: number; width: number; height: number }): PixelBox | null {
  const x0 = Math.max(0, region?.x ?? 0);
  const y0 = Math.max(0, region?.y ?? 0);
  const x1 = Math.min(raster.width, region ? region.x + region.width : raster.width);
  const y1 = Math.min(raster.height, region ? region.y + region.height : raster.height);
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (!test(pixel(raster, x, y))) continue;
      count++;
      if (x < left) left = x;
      if (x >= right) right = x + 1;
      if (y < top) top = y;
      if (y >= bottom) bottom = y + 1;
    }
  }
  return count === 0 ? null : { left, top, right, bottom, count };
}

/** Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what pdftoppm writes) with Node's zlib. */
export async function decodePng(bytes: Uint8Array): Promise<Raster> {
  const { inflateSync } = await import('node:zlib');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 3;
  const chunks: Uint8Array[] = [];
  while (offset < bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
      const [depth, colourType, , , interlace] = body.subarray(8, 13);
      if (depth !== 8 || (colourType !== 2 && colourType !== 6) || interlace !== 0) throw new Error('Unsupported PNG');
      channels = colourType === 6 ? 4 : 3;
    } else if (type === 'IDAT') chunks.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] as number;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (rows[y * stride + x - channels] as number) : 0;
      const b = y > 0 ? (rows[(y - 1) * stride + x] as number) : 0;
      const c = x >= channels && y > 0 ? (rows[(y - 1) * stride + x - channels] as number) : 0;
      const p = a + b - c;
      const predictor = [0, a, b, (a + b) >> 1, Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c][filter] as number;
      rows[y * stride + x] = ((line[x] as number) + predictor) & 255;
    }
  }
  if (channels === 3) return { width, height, data: rows };
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; i < rows.length; i += 4, j += 3) rgb.set(rows.subarray(i, i + 3), j);
  return { width, height, data: rgb };
}
