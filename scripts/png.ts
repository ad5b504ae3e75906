/**
 * PNG files written from pixels, for the tests and benchmarks that hand the app images: an 8-bit
 * RGB image, every row unfiltered.
 */
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
}

/** A `size` × `size` PNG whose pixel at (x, y) is `colour(x, y)`; `level` is the deflate level (a large image compresses faster at 1). */
export function squarePng(size: number, colour: (x: number, y: number) => readonly [number, number, number], level = 6): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const stride = size * 3 + 1;
  const rows = Buffer.alloc(stride * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) rows.set(colour(x, y), y * stride + 1 + x * 3);
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level })), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG of one colour, `size` pixels square. */
export function solidPng(size: number, rgb: readonly [number, number, number]): Buffer {
  return squarePng(size, () => rgb);
}
