/** Paper sizes and orientation. */

export type PaperName = 'A4' | 'A3' | 'Letter';
export const PAPER_NAMES: readonly PaperName[] = ['A4', 'A3', 'Letter'];

export interface PaperSizeMm {
  readonly widthMm: number;
  readonly heightMm: number;
}

/** Portrait sizes. */
const PAPERS: Readonly<Record<PaperName, PaperSizeMm>> = {
  A4: { widthMm: 210, heightMm: 297 },
  A3: { widthMm: 297, heightMm: 420 },
  Letter: { widthMm: 215.9, heightMm: 279.4 },
};

export type Paper = PaperName | PaperSizeMm;
export type Orientation = 'portrait' | 'landscape';

export function isPaperName(name: string): name is PaperName {
  return (PAPER_NAMES as readonly string[]).includes(name);
}

/** Finds a paper name whatever its case ("a4", "letter"). */
export function paperNamed(name: string): PaperName | null {
  return PAPER_NAMES.find((paper) => paper.toLowerCase() === name.trim().toLowerCase()) ?? null;
}

/** The sheet as it lies under the printer: landscape puts the long side across. */
export function sheetSize(paper: Paper, orientation: Orientation): PaperSizeMm {
  const size = typeof paper === 'string' ? PAPERS[paper] : paper;
  const long = Math.max(size.widthMm, size.heightMm);
  const short = Math.min(size.widthMm, size.heightMm);
  return orientation === 'landscape' ? { widthMm: long, heightMm: short } : { widthMm: short, heightMm: long };
}
