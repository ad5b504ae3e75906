/**
 * The designer's raster images decoded for the canvas, once each, by content (an art id is a hash
 * of the file): a 4,000-pixel scan is decoded when the scenario is read, never while panning.
 */
import type { Art } from '../../engine/print/art';
import type { DecodedImage } from './drawDisplayList';

const decoded = new Map<string, DecodedImage>();

/** The decoded image of a raster art id; undefined until decoded (then nothing is drawn for it). */
export function decodedImage(id: string): DecodedImage | undefined {
  return decoded.get(id);
}

/** Decodes a raster art if it is not yet; false when the browser cannot decode it. */
export async function decodeArt(art: Art): Promise<boolean> {
  if (art.kind !== 'raster' || decoded.has(art.id)) return true;
  try {
    const bitmap = await createImageBitmap(new Blob([art.image.bytes as BlobPart], { type: `image/${art.image.format}` }));
    decoded.set(art.id, { source: bitmap, widthPx: bitmap.width, heightPx: bitmap.height });
    return true;
  } catch {
    return false;
  }
}
