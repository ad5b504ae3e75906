/**
 * Where the board goes on paper. Poster tiling: each page shows a window of the board at true
 * scale; consecutive windows share `overlap` mm so pages can be glued over each other. Fit: the
 * whole board scaled onto one page. Pure arithmetic, cheap enough to run on every option change.
 */
import type { RectMm } from '../board/types';
import { PrintError } from './errors';
import { sheetSize, type Orientation, type Paper, type PaperSizeMm } from './paper';

export interface SheetOptions {
  readonly paper: Paper;
  readonly orientation: Orientation;
  /** White border on every side, where printers cannot print and page labels go. */
  readonly marginMm: number;
}

/** Labels and cut marks need this much room in the margin. */
export const MIN_MARGIN_MM = 5;
/** Smallest printable window worth a page. */
const MIN_CONTENT_MM = 40;

export interface Sheet {
  readonly size: PaperSizeMm;
  /** The printable window inside the margins, in page mm. */
  readonly content: RectMm;
}

export function sheetOf(options: SheetOptions): Sheet {
  const size = sheetSize(options.paper, options.orientation);
  if (!(size.widthMm > 0 && size.heightMm > 0 && size.widthMm <= 5000 && size.heightMm <= 5000)) {
    throw new PrintError('print.error.paper', { width: size.widthMm, height: size.heightMm });
  }
  const maxMargin = Math.floor((Math.min(size.widthMm, size.heightMm) - MIN_CONTENT_MM) / 2);
  if (!(options.marginMm >= MIN_MARGIN_MM && options.marginMm <= maxMargin)) {
    throw new PrintError('print.error.margin', { min: MIN_MARGIN_MM, max: Math.max(MIN_MARGIN_MM, maxMargin) });
  }
  const m = options.marginMm;
  return { size, content: { x: m, y: m, width: size.widthMm - 2 * m, height: size.heightMm - 2 * m } };
}

export interface Tile {
  /** 0-based. */
  readonly row: number;
  readonly column: number;
  /** The part of the board on this page, in board mm (clipped to the board). */
  readonly boardRect: RectMm;
  /** Where that part lands on the page, in page mm: same size, true scale. */
  readonly pageRect: RectMm;
}

export interface TileGrid {
  readonly sheet: Sheet;
  readonly board: RectMm;
  readonly rows: number;
  readonly columns: number;
  readonly overlapMm: number;
  /** Board distance between the left (top) edges of neighbouring pages. */
  readonly stepX: number;
  readonly stepY: number;
}

/** Pages needed to cover `length` with windows of `window` that overlap by `overlap`. */
function count(length: number, window: number, overlap: number): number {
  if (length <= window) return 1;
  return Math.ceil((length - overlap) / (window - overlap) - 1e-9);
}

/**
 * The grid of pages covering the board. Tiles are not listed here (a huge board at small paper
 * has millions): get them with {@link tileAt} or {@link tilesOf} once the count is acceptable.
 */
export function tileBoard(board: RectMm, options: SheetOptions & { readonly overlapMm: number }): TileGrid {
  const sheet = sheetOf(options);
  const { width, height } = sheet.content;
  const maxOverlap = Math.floor(Math.min(width, height) / 2);
  const overlap = options.overlapMm;
  if (!(overlap >= 0 && overlap <= maxOverlap)) throw new PrintError('print.error.overlap', { max: maxOverlap });
  return {
    sheet,
    board,
    rows: count(board.height, height, overlap),
    columns: count(board.width, width, overlap),
    overlapMm: overlap,
    stepX: width - overlap,
    stepY: height - overlap,
  };
}

export function tileAt(grid: TileGrid, row: number, column: number): Tile {
  const { board, sheet } = grid;
  const x = board.x + column * grid.stepX;
  const y = board.y + row * grid.stepY;
  const width = Math.min(sheet.content.width, board.x + board.width - x);
  const height = Math.min(sheet.content.height, board.y + board.height - y);
  return { row, column, boardRect: { x, y, width, height }, pageRect: { x: sheet.content.x, y: sheet.content.y, width, height } };
}

/** Every tile, row by row, left to right. */
export function tilesOf(grid: TileGrid): Tile[] {
  const tiles: Tile[] = [];
  for (let row = 0; row < grid.rows; row++) for (let column = 0; column < grid.columns; column++) tiles.push(tileAt(grid, row, column));
  return tiles;
}

export interface FitLayout {
  readonly sheet: Sheet;
  /** Paper mm per board mm. */
  readonly scale: number;
  /** Where the whole board lands on the page. */
  readonly pageRect: RectMm;
}

/** Room kept under a fitted board for its scale bar and note. */
export const FIT_FOOTER_MM = 12;

export function fitBoard(board: RectMm, options: SheetOptions): FitLayout {
  const sheet = sheetOf(options);
  const area = { ...sheet.content, height: sheet.content.height - FIT_FOOTER_MM };
  const scale = Math.min(area.width / board.width, area.height / board.height);
  const width = board.width * scale;
  const height = board.height * scale;
  return { sheet, scale, pageRect: { x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width, height } };
}
