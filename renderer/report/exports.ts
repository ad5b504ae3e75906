/**
 * What a balance report exports: the report as JSON, its games as CSV, and its figures (the chart
 * of game lengths, the heat map) as SVG, or as PNG drawn from that SVG by the browser.
 */
import type { DisplayDocument } from '../../engine/print/display-list';
import { writeSvg } from '../../engine/print/svg-writer';
import type { BalanceReport } from '../../engine/sim/balance';

export function reportJson(report: BalanceReport, settings: Readonly<Record<string, unknown>>): string {
  return `${JSON.stringify({ ...settings, ...report }, null, 2)}\n`;
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * One row per game: its number (from 1), seed, winner, turns, actions and how it ended in words.
 * UTF-8 with a byte order mark, which spreadsheets need to read accents right.
 */
export function gamesCsv(report: BalanceReport, reasonOf: (game: BalanceReport['list'][number]) => string): string {
  const rows = [['game', 'seed', 'winner', 'turns', 'actions', 'end'], ...report.list.map((game) => [game.index + 1, game.seed, game.winner ?? '', game.turns, game.actions, reasonOf(game)])];
  return `\ufeff${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
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
