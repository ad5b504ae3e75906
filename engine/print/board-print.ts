/**
 * Printing a board: plan first (page count, page grid over the board, no drawing), then build the
 * display document and write it. The app shows the plan's grid over the board and asks before
 * printing more than {@link MAX_PAGES_WITHOUT_CONFIRMATION} pages; the CLI wants --force.
 */
import { rasterImagesOf } from './art';
import { createKernel } from '../board/index';
import { numberText, translate } from '../i18n/index';
import { titleIn } from '../scenario/localized';
import { assemblyPage, BOARD_SYMBOL, checkBar, checkBarCaption, checkBarLength, pageShortName } from './assembly-page';
import { boardModelOf, type PrintSource } from './board-model';
import { sceneOfModel } from './board-scene';
import { INK } from './colour';
import { text, type DisplayDocument, type DisplayItem, type DisplayPage, type RectMm } from './display-list';
import { MAX_PAGES_WITHOUT_CONFIRMATION, PrintError } from './errors';
import { legendPage } from './legend-page';
import { scenarioSheetPage } from './scenario-sheet';
import { fitBoard, FIT_FOOTER_MM, tileAt, tileBoard, type FitLayout, type SheetOptions, type Tile, type TileGrid } from './layout';
import { cutMarks, footer, overlapTicks } from './page-marks';
import { PatternBook } from './patterns';
import { writePdf } from './pdf-writer';
import { rulerOf } from './units';
import { footprintOf } from '../scenario/tiles';
import type { RenderControl } from './progress';
import type { BoardScene, SceneOptions } from './scene-types';

export interface BoardPrintOptions extends SheetOptions, SceneOptions {
  /** Board shared by neighbouring pages, to glue them over each other. */
  readonly overlapMm: number;
  readonly cutMarks: boolean;
  /** The whole board scaled onto one page instead of a true-scale poster. */
  readonly fit: boolean;
  /** A last page explaining the board's colours, patterns and counters. */
  readonly legend: boolean;
  /** A first page with the scenario sheet: its presentation, sides, victory conditions and special rules. */
  readonly sheet: boolean;
}

export const DEFAULT_BOARD_PRINT_OPTIONS: BoardPrintOptions = {
  paper: 'A4',
  orientation: 'portrait',
  marginMm: 10,
  overlapMm: 10,
  cutMarks: true,
  fit: false,
  legend: true,
  sheet: true,
  labels: false,
  showHidden: false,
};

/**
 * The options a print of `source` starts from: the defaults, with the cells' coordinates where the
 * game's board shows them (the ruleset's `look.cellLabels`: R6 numbers its cells A1 to F9).
 */
export function boardPrintOptionsFor(source: PrintSource): BoardPrintOptions {
  return { ...DEFAULT_BOARD_PRINT_OPTIONS, labels: source.ruleset.look?.cellLabels === true };
}

export type BoardLayout =
  | {
      readonly mode: 'tiles';
      readonly grid: TileGrid;
      /**
       * The pages printed, by index in the grid (row × columns + column), when some are left out: a
       * board of game tiles leaves out the pages no tile reaches (Rivet Wars' mission 9). Null: all.
       */
      readonly printed: readonly number[] | null;
    }
  | { readonly mode: 'fit'; readonly fit: FitLayout };

export type PageRole =
  | { readonly role: 'sheet' }
  | { readonly role: 'assembly' }
  | { readonly role: 'tile'; readonly tile: Tile }
  | { readonly role: 'fit' }
  | { readonly role: 'legend' };

export interface BoardPrintPlan {
  readonly kind: 'board';
  readonly source: PrintSource;
  readonly options: BoardPrintOptions;
  /** The board in board mm; tiles' `boardRect`s lie in it. */
  readonly boardBounds: RectMm;
  readonly layout: BoardLayout;
  readonly pageCount: number;
  /** More pages than the limit: render only once the user agreed (`confirmLargePrint`). */
  readonly needsConfirmation: boolean;
}

export function boardBoundsOf(source: PrintSource): RectMm {
  const board = source.scenario.board;
  return createKernel(board.geometry, { areas: board.areas ?? [], links: board.links ?? [], regions: board.regions ?? [] }).boundsMm();
}

/** Cheap: no drawing. Throws a {@link PrintError} for options that cannot work (margin, overlap). */
export function planBoardPrint(source: PrintSource, options: BoardPrintOptions = DEFAULT_BOARD_PRINT_OPTIONS): BoardPrintPlan {
  const boardBounds = boardBoundsOf(source);
  const extra = (options.legend ? 1 : 0) + (options.sheet ? 1 : 0);
  let layout: BoardLayout;
  let pageCount: number;
  if (options.fit) {
    layout = { mode: 'fit', fit: fitBoard(boardBounds, options) };
    pageCount = 1 + extra;
  } else {
    const grid = tileBoard(boardBounds, options);
    const tiles = grid.rows * grid.columns;
    const printed = pagesWithTiles(source, grid);
    layout = { mode: 'tiles', grid, printed };
    pageCount = (printed?.length ?? tiles) + (tiles > 1 ? 1 : 0) + extra;
  }
  return { kind: 'board', source, options, boardBounds, layout, pageCount, needsConfirmation: pageCount > MAX_PAGES_WITHOUT_CONFIRMATION };
}

/** Grids larger than this are printed whole: looking at every page of a huge board costs more than paper. */
const MAX_PAGES_LOOKED_AT = 10_000;

/**
 * The pages of a square board built of game tiles that some tile reaches (more than a sliver of
 * glue strip), by index in the grid; null when every page is printed (no tiles, another board).
 */
function pagesWithTiles(source: PrintSource, grid: TileGrid): number[] | null {
  const { geometry, tiles } = source.scenario.board;
  const library = source.ruleset.tiles ?? {};
  if (geometry.kind !== 'square' || !tiles || tiles.length === 0 || grid.rows * grid.columns > MAX_PAGES_LOOKED_AT) return null;
  const size = geometry.cellSizeMm;
  const covered: RectMm[] = [];
  for (const placement of tiles) {
    const tile = library[placement.tile];
    if (!tile) return null;
    const footprint = footprintOf(placement, tile);
    covered.push({ x: footprint.col * size, y: footprint.row * size, width: footprint.columns * size, height: footprint.rows * size });
  }
  const sliver = 1;
  const printed: number[] = [];
  for (let index = 0; index < grid.rows * grid.columns; index++) {
    const page = tileAt(grid, Math.floor(index / grid.columns), index % grid.columns).boardRect;
    const reached = covered.some((rect) => Math.min(rect.x + rect.width, page.x + page.width) - Math.max(rect.x, page.x) > sliver && Math.min(rect.y + rect.height, page.y + page.height) - Math.max(rect.y, page.y) > sliver);
    if (reached) printed.push(index);
  }
  return printed.length === grid.rows * grid.columns ? null : printed;
}

/** The page of the grid shown `t`-th among the printed ones. */
export function printedTile(layout: Extract<BoardLayout, { mode: 'tiles' }>, t: number): Tile {
  const index = layout.printed ? (layout.printed[t] as number) : t;
  return tileAt(layout.grid, Math.floor(index / layout.grid.columns), index % layout.grid.columns);
}

/** Every page of the grid with whether it is printed, row by row. */
export function gridPages(layout: Extract<BoardLayout, { mode: 'tiles' }>): { readonly tile: Tile; readonly printed: boolean }[] {
  const printed = layout.printed ? new Set(layout.printed) : null;
  const pages: { tile: Tile; printed: boolean }[] = [];
  for (let index = 0; index < layout.grid.rows * layout.grid.columns; index++) {
    pages.push({ tile: tileAt(layout.grid, Math.floor(index / layout.grid.columns), index % layout.grid.columns), printed: !printed || printed.has(index) });
  }
  return pages;
}

/**
 * Each printed board page's sheet of paper, in board mm: where its edges fall around the part of
 * the board it carries (a fitted page, scaled back to the board's size), in page order.
 */
export function paperOnBoard(plan: BoardPrintPlan): RectMm[] {
  const { layout, boardBounds } = plan;
  if (layout.mode === 'fit') {
    const { sheet, scale, pageRect } = layout.fit;
    return [{ x: boardBounds.x - pageRect.x / scale, y: boardBounds.y - pageRect.y / scale, width: sheet.size.widthMm / scale, height: sheet.size.heightMm / scale }];
  }
  const { content, size } = layout.grid.sheet;
  return gridPages(layout)
    .filter((page) => page.printed)
    .map(({ tile }) => ({ x: tile.boardRect.x - content.x, y: tile.boardRect.y - content.y, width: size.widthMm, height: size.heightMm }));
}

/**
 * The orientation a print starts with: the one needing fewer pages for these options (a 225 × 150 mm
 * board fits one landscape A4 but needs two portrait ones); portrait when both need as many, or when
 * the options do not work in one of them.
 */
export function orientationWithFewestPages(source: PrintSource, options: BoardPrintOptions): BoardPrintOptions['orientation'] {
  const pages = (orientation: BoardPrintOptions['orientation']) => {
    try {
      return planBoardPrint(source, { ...options, orientation }).pageCount;
    } catch {
      return Number.POSITIVE_INFINITY;
    }
  };
  return pages('landscape') < pages('portrait') ? 'landscape' : 'portrait';
}

/** What page `index` (0-based) of the plan shows. */
export function pageRole(plan: BoardPrintPlan, index: number): PageRole {
  const legendIndex = plan.options.legend ? plan.pageCount - 1 : -1;
  if (index === legendIndex) return { role: 'legend' };
  const sheet = plan.options.sheet ? 1 : 0;
  if (index < sheet) return { role: 'sheet' };
  const { layout } = plan;
  if (layout.mode === 'fit') return { role: 'fit' };
  const tiles = layout.grid.rows * layout.grid.columns;
  const first = sheet + (tiles > 1 ? 1 : 0);
  if (index < first) return { role: 'assembly' };
  return { role: 'tile', tile: printedTile(layout, index - first) };
}

/** Room outside the board's own edges for the half of its border line that lies outside it. */
const EDGE_BLEED_MM = 2;

/** The window, widened on the sides where the board ends (inner sides stay exact for gluing). */
function tileClip(grid: TileGrid, tile: Tile): RectMm {
  const window = tile.pageRect;
  const left = tile.column === 0 ? EDGE_BLEED_MM : 0;
  const top = tile.row === 0 ? EDGE_BLEED_MM : 0;
  const right = tile.column === grid.columns - 1 ? EDGE_BLEED_MM : 0;
  const bottom = tile.row === grid.rows - 1 ? EDGE_BLEED_MM : 0;
  return { x: window.x - left, y: window.y - top, width: window.width + left + right, height: window.height + top + bottom };
}

/** How far a one-page board's check bar keeps from the board's corner, clear of its cut marks. */
const CHECK_BAR_INSET_MM = 12;

/** `page` ends the footer: « page 3 sur 12 ». */
function tilePage(plan: BoardPrintPlan, grid: TileGrid, tile: Tile, page: string): DisplayPage {
  const { sheet } = grid;
  const { language, scenario } = plan.source;
  const window = tile.pageRect;
  const items: DisplayItem[] = [
    {
      kind: 'use',
      symbol: BOARD_SYMBOL,
      transform: { scale: 1, offset: { x: window.x - tile.boardRect.x, y: window.y - tile.boardRect.y } },
      clip: tileClip(grid, tile),
    },
  ];
  if (plan.options.cutMarks) items.push(cutMarks(window, sheet));
  // Where the next page's window begins: its cut edge goes on this line. Assembly needs them, cut marks or not.
  const nextX = tile.column < grid.columns - 1 ? window.x + grid.stepX : null;
  const nextY = tile.row < grid.rows - 1 ? window.y + grid.stepY : null;
  const ticks = overlapTicks(window, sheet, nextX, nextY);
  if (ticks) items.push(ticks);
  const tiles = grid.rows * grid.columns;
  // A board on one page has no assembly map: its page says it is true to scale, with a bar to check it by.
  if (tiles === 1) {
    const ruler = rulerOf(scenario.board.geometry);
    const left = window.x + CHECK_BAR_INSET_MM;
    const length = checkBarLength(ruler, sheet.content.x + sheet.content.width - left);
    const lineY = window.y + window.height + CHECK_BAR_INSET_MM;
    if (length > 0 && lineY + 5 <= sheet.content.y + sheet.content.height) items.push(...checkBar({ x: left, y: lineY }, length, ruler, checkBarCaption(language, length, ruler)));
  }
  const where = tiles > 1 ? ` · ${translate(language, 'print.page.position', { row: tile.row + 1, column: tile.column + 1 })} (${pageShortName(language, tile.row, tile.column)})` : ` · ${translate(language, 'print.scale.true')}`;
  items.push(footer(sheet, `${titleIn(scenario.meta, language)}${where} · ${page}`));
  return { widthMm: sheet.size.widthMm, heightMm: sheet.size.heightMm, items };
}

function fitPage(plan: BoardPrintPlan, fit: FitLayout, page: string): DisplayPage {
  const { sheet, scale, pageRect } = fit;
  const { language, scenario } = plan.source;
  const bounds = plan.boardBounds;
  const items: DisplayItem[] = [
    {
      kind: 'use',
      symbol: BOARD_SYMBOL,
      transform: { scale, offset: { x: pageRect.x - bounds.x * scale, y: pageRect.y - bounds.y * scale } },
      clip: { x: pageRect.x - EDGE_BLEED_MM, y: pageRect.y - EDGE_BLEED_MM, width: pageRect.width + 2 * EDGE_BLEED_MM, height: pageRect.height + 2 * EDGE_BLEED_MM },
    },
  ];
  // A bar of a round board length, in the table's unit, drawn at the print's scale.
  const ruler = rulerOf(scenario.board.geometry);
  const boardLength = ruler.boardLengths.find((units) => units * ruler.mm * scale <= sheet.content.width * 0.4) ?? (ruler.boardLengths.at(-1) as number);
  const barY = sheet.content.y + sheet.content.height - FIT_FOOTER_MM + 6;
  items.push(...scaledBar({ x: sheet.content.x, y: barY }, boardLength * ruler.mm, scale, translate(language, ruler.unit === 'in' ? 'print.scale.barInches' : 'print.scale.bar', { length: boardLength })));
  const percent = numberText(language, scale * 100, scale * 100 >= 10 ? 1 : 2);
  items.push(footer(sheet, `${titleIn(scenario.meta, language)} · ${translate(language, 'print.scale.fit', { percent })} · ${page}`));
  return { widthMm: sheet.size.widthMm, heightMm: sheet.size.heightMm, items };
}

function scaledBar(at: { x: number; y: number }, boardLength: number, scale: number, caption: string): DisplayItem[] {
  const length = boardLength * scale;
  return [
    { kind: 'path', path: [{ points: [{ x: at.x, y: at.y - 2 }, at, { x: at.x + length, y: at.y }, { x: at.x + length, y: at.y - 2 }], closed: false }], stroke: { colour: INK, widthMm: 0.3 } },
    text({ x: at.x + length + 2, y: at.y }, caption, 3, INK),
  ];
}

function sheetOfPlan(plan: BoardPrintPlan) {
  return plan.layout.mode === 'fit' ? plan.layout.fit.sheet : plan.layout.grid.sheet;
}

/** The board's drawing on its own, shared by every page that shows it. */
export function boardScene(plan: Pick<BoardPrintPlan, 'source' | 'options'>, patterns: PatternBook): BoardScene {
  return sceneOfModel(boardModelOf(plan.source), plan.options, patterns);
}

/** Every page of the plan as display lists (the print preview can draw them). */
export function boardPrintDocument(plan: BoardPrintPlan, options: { readonly confirmLargePrint?: boolean } = {}): DisplayDocument {
  if (plan.needsConfirmation && !options.confirmLargePrint) {
    throw new PrintError('print.error.tooManyPages', { pages: plan.pageCount, limit: MAX_PAGES_WITHOUT_CONFIRMATION });
  }
  const patterns = new PatternBook();
  const scene = boardScene(plan, patterns);
  const { language, scenario } = plan.source;
  const title = titleIn(scenario.meta, language);
  const pages: DisplayPage[] = [];
  for (let index = 0; index < plan.pageCount; index++) {
    const role = pageRole(plan, index);
    const layout = plan.layout;
    const page = translate(language, 'print.page.number', { page: index + 1, pages: plan.pageCount });
    if (role.role === 'legend') pages.push(legendPage(scene.legend, sheetOfPlan(plan), title, language, page));
    else if (role.role === 'sheet') pages.push(scenarioSheetPage(plan.source, sheetOfPlan(plan), page));
    else if (role.role === 'fit' && layout.mode === 'fit') pages.push(fitPage(plan, layout.fit, page));
    else if (role.role === 'assembly' && layout.mode === 'tiles') pages.push(assemblyPage(layout.grid, layout.printed, title, language, plan.options.cutMarks, page, rulerOf(scenario.board.geometry)));
    else if (role.role === 'tile' && layout.mode === 'tiles') pages.push(tilePage(plan, layout.grid, role.tile, page));
  }
  return { title, patterns: patterns.all(), symbols: { [BOARD_SYMBOL]: { bounds: scene.bounds, items: scene.items } }, pages, images: rasterImagesOf(plan.source.art?.values() ?? []) };
}

export async function renderBoardPdf(plan: BoardPrintPlan, control: RenderControl & { readonly confirmLargePrint?: boolean } = {}): Promise<Uint8Array> {
  const document = boardPrintDocument(plan, control);
  return writePdf(document, control, { language: plan.source.language, ...(plan.source.scenario.meta.author ? { author: plan.source.scenario.meta.author } : {}) });
}

/** White border around an exported image, so the board's outline is drawn whole. */
export const IMAGE_MARGIN_MM = 2;

/**
 * The board alone at true scale on a page of its own size plus {@link IMAGE_MARGIN_MM} on every
 * side: the source of SVG and PNG exports. Board point (x, y) lands at (x + margin, y + margin).
 */
export function boardImageDocument(source: PrintSource, options: SceneOptions): DisplayDocument {
  const patterns = new PatternBook();
  const scene = sceneOfModel(boardModelOf(source), options, patterns);
  const { x, y, width, height } = scene.bounds;
  const items: DisplayItem[] = [{ kind: 'group', items: scene.items, transform: { scale: 1, offset: { x: IMAGE_MARGIN_MM - x, y: IMAGE_MARGIN_MM - y } } }];
  const page = { widthMm: width + 2 * IMAGE_MARGIN_MM, heightMm: height + 2 * IMAGE_MARGIN_MM, items };
  return { title: titleIn(source.scenario.meta, source.language), patterns: patterns.all(), symbols: {}, pages: [page], images: rasterImagesOf(source.art?.values() ?? []) };
}
