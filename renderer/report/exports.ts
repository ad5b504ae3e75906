/**
 * What a balance report exports: the report as JSON, its games as CSV, and its figures (the chart
 * of game lengths, the heat map) as SVG, or as PNG drawn from that SVG by the browser.
 */
import type { DisplayDocument } from '../../engine/print/display-list';
import { writeSvg } from '../../engine/print/svg-writer';
import type { BalanceReport } from '../../engine/sim/balance';
import type { GameResult } from '../../engine/sim/play';

export function reportJson(report: BalanceReport, settings: Readonly<Record<string, unknown>>): string {
  return `${JSON.stringify({ ...settings, ...report }, null, 2)}\n`;
}

/** The words of the games' CSV, in the reader's language. */
export interface CsvWords {
  readonly language: string;
  /** The columns' headings: game, seed, winner, turns, actions, end. */
  readonly headings: readonly string[];
  /** The winner's name, or a draw or an unfinished game in words. */
  readonly winner: (game: GameResult) => string;
  /** How the game ended, in words. */
  readonly end: (game: GameResult) => string;
}

/**
 * One row per game: its number (from 1), seed, winner, turns, actions and how it ended, in the
 * reader's words. Where a comma marks decimals (French), spreadsheets split a row's cells on semicolons: so
 * does the file. UTF-8 with a byte order mark, which spreadsheets need to read accents right.
 */
export function gamesCsv(report: BalanceReport, words: CsvWords): string {
  const separator = new Intl.NumberFormat(words.language).format(1.5).includes(',') ? ';' : ',';
  const cell = (value: string | number) => {
    const text = String(value);
    return text.includes(separator) || /["\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const rows = [words.headings, ...report.list.map((game) => [game.index + 1, game.seed, words.winner(game), game.turns, game.actions, words.end(game)])];
  return `\ufeff${rows.map((row) => row.map(cell).join(separator)).join('\n')}\n`;
}

export function svgOf(document: DisplayDocument): string {
  return writeSvg(document);
}

/** The longest side of an exported PNG: a 6-foot table at 8 pixels a millimetre would be 15,000 pixels wide. */
const PNG_MAX_PX = 4096;

/** The SVG drawn into a PNG at `pixelsPerMm` (less where the picture would pass PNG_MAX_PX), by the browser's own renderer. */
export async function pngOf(document: DisplayDocument, pixelsPerMm = 8): Promise<Uint8Array> {
  const page = document.pages[0];
  if (!page) throw new Error('Nothing to draw.');
  const scale = Math.min(pixelsPerMm, PNG_MAX_PX / Math.max(page.widthMm, page.heightMm));
  const url = URL.createObjectURL(new Blob([writeSvg(document)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = window.document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(page.widthMm * scale));
    canvas.height = Math.max(1, Math.round(page.heightMm * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas to draw on.');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('The picture could not be made.');
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    URL.revokeObjectURL(url);
  }
}
