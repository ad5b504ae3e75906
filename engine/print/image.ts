/** Raster exports: the board at a chosen resolution. */
import { MM_PER_INCH } from './units';

export const MIN_DPI = 10;
export const MAX_DPI = 1200;
/** Past this many pixels an image needs confirmation: it takes gigabytes to rasterise. */
export const MAX_PIXELS_WITHOUT_CONFIRMATION = 400_000_000;

/** Pixels of an image `widthMm` × `heightMm` at `dpi` (pdftoppm rounds the same way, up). */
export function imageSizePx(size: { readonly width: number; readonly height: number }, dpi: number): { width: number; height: number } {
  return { width: Math.ceil((size.width / MM_PER_INCH) * dpi), height: Math.ceil((size.height / MM_PER_INCH) * dpi) };
}
