/** "#rrggbb" colours: reading, mixing, and picking a readable ink for text on a fill. */

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

export const INK = '#1f1d1a';
export const PAPER_WHITE = '#ffffff';

const HEX = /^#([0-9a-f]{6})$/i;

/** 0..255 channels; a malformed colour reads as mid grey rather than failing a print. */
export function rgbOf(colour: string): Rgb {
  const match = HEX.exec(colour);
  if (!match) return { r: 128, g: 128, b: 128 };
  const value = parseInt(match[1] as string, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

export function hexOf({ r, g, b }: Rgb): string {
  const channel = (v: number) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** A well-formed "#rrggbb" in lower case, or the fallback. */
export function normalColour(colour: string | undefined, fallback: string): string {
  return colour !== undefined && HEX.test(colour) ? colour.toLowerCase() : fallback;
}

/** `amount` 0 keeps `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf({ r: x.r + (y.r - x.r) * amount, g: x.g + (y.g - x.g) * amount, b: x.b + (y.b - x.b) * amount });
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(colour: string): number {
  const { r, g, b } = rgbOf(colour);
  const linear = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Dark ink on light fills, white on dark ones. */
export function inkOn(fill: string): string {
  return luminance(fill) > 0.22 ? INK : PAPER_WHITE;
}

/** A darker shade of the colour for pattern strokes and outlines drawn over it. */
export function darker(colour: string, amount = 0.35): string {
  return mix(colour, '#000000', amount);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour, darkened as little as needed for text in it to read on `paper` (contrast 4.5 or more). */
export function readableOn(colour: string, paper = PAPER_WHITE): string {
  for (let step = 0; step <= 10; step++) {
    const shade = darker(colour, step * 0.08);
    if (contrast(shade, paper) >= 4.5) return shade;
  }
  return INK;
}
