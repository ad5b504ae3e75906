/** Lengths on paper. Everything in engine/print is in millimetres; PDF points only appear in the PDF writer. */
import { MM_PER_INCH } from '../board/types';

export { MM_PER_INCH };
export const PT_PER_MM = 72 / MM_PER_INCH;

const UNIT_MM: Readonly<Record<string, number>> = { mm: 1, cm: 10, in: MM_PER_INCH, '"': MM_PER_INCH, pt: 1 / PT_PER_MM };

/**
 * Reads a length typed by a user: "10mm", "1.5 cm", "0.5in", "12pt", or a bare number taken as mm.
 * Null when it is not a finite, non-negative length.
 */
export function parseLengthMm(text: string): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?|[.,]\d+)\s*(mm|cm|in|"|pt)?\s*$/i.exec(text);
  if (!match) return null;
  const value = Number((match[1] as string).replace(',', '.'));
  const unit = (match[2] ?? 'mm').toLowerCase();
  const factor = UNIT_MM[unit];
  return factor === undefined || !Number.isFinite(value) ? null : value * factor;
}

/**
 * What the bars that check a print's scale measure in: millimetres, ticked every 10; or inches,
 * ticked every inch, on a table measured in inches (Rapid 40000), where a player checks with a tape.
 */
export interface Ruler {
  readonly unit: 'mm' | 'in';
  /** Millimetres in one unit. */
  readonly mm: number;
  /** Units between two ticks, and between two long ones. */
  readonly tick: number;
  readonly longTick: number;
  /** The longest check bar, in units. */
  readonly checkLength: number;
  /** Round board lengths a fitted print's bar may show, longest first. */
  readonly boardLengths: readonly number[];
}

const MM_RULER: Ruler = { unit: 'mm', mm: 1, tick: 10, longTick: 50, checkLength: 100, boardLengths: [1000, 500, 200, 100, 50, 20, 10] };
const INCH_RULER: Ruler = { unit: 'in', mm: MM_PER_INCH, tick: 1, longTick: 1, checkLength: 4, boardLengths: [48, 24, 12, 6, 3, 1] };

export function rulerOf(geometry: { readonly kind: string; readonly unit?: string }): Ruler {
  return geometry.kind === 'free' && geometry.unit === 'in' ? INCH_RULER : MM_RULER;
}
