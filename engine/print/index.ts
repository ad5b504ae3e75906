/**
 * True-scale printing, shared by the app and the CLI. Pure TypeScript: no DOM, no Node.
 *
 * Boards: `planBoardPrint` (page count and page grid, no drawing) → `renderBoardPdf` (or
 * `boardPrintDocument` + `writePdf` / `writeSvg` per page). Counters: `planCounterSheet` →
 * `renderCounterSheetPdf`. Exports of the board alone: `boardSvg`, `boardImagePdf` (rasterised
 * to PNG by the host).
 */
import type { PrintSource } from './board-model';
import { boardImageDocument } from './board-print';
import { counterSheetDocument, type CounterSheetPlan } from './counter-sheet';
import { writePdf } from './pdf-writer';
import type { RenderControl } from './progress';
import type { SceneOptions } from './scene-types';
import { writeSvg } from './svg-writer';

export type { PrintSource, Piece } from './board-model';
export { zoneColour } from './board-model';
export {
  planBoardPrint,
  orientationWithFewestPages,
  pageRole,
  gridPages,
  paperOnBoard,
  boardPrintDocument,
  renderBoardPdf,
  boardImageDocument,
  boardBoundsOf,
  IMAGE_MARGIN_MM,
  boardPrintOptionsFor,
  DEFAULT_BOARD_PRINT_OPTIONS,
  type BoardPrintOptions,
  type BoardPrintPlan,
  type BoardLayout,
  type PageRole,
} from './board-print';
export { planCounterSheet, defaultCounterSizeMm, counterSheetDocument, MIN_COUNTER_MM, MAX_COUNTER_MM, type CounterSheetOptions, type CounterSheetPlan } from './counter-sheet';
export { tileBoard, tileAt, tilesOf, fitBoard, sheetOf, MIN_MARGIN_MM, type Tile, type TileGrid, type FitLayout, type Sheet, type SheetOptions } from './layout';
export { pageShortName } from './assembly-page';
export { PAPER_NAMES, paperNamed, sheetSize, type Paper, type PaperName, type Orientation, type PaperSizeMm } from './paper';
export { parseLengthMm, PT_PER_MM } from './units';
export { imageSizePx, MIN_DPI, MAX_DPI, MAX_PIXELS_WITHOUT_CONFIRMATION } from './image';
export { PrintError, MAX_PAGES_WITHOUT_CONFIRMATION } from './errors';
export { PrintCancelled, type RenderControl, type PrintProgress, type PrintStage } from './progress';
export { printableText } from './text';
export { writePdf } from './pdf-writer';
export { writeSvg } from './svg-writer';
export type * from './display-list';
export type { SceneOptions, LegendEntry } from './scene-types';

export function renderCounterSheetPdf(plan: CounterSheetPlan, control: RenderControl = {}): Promise<Uint8Array> {
  return writePdf(counterSheetDocument(plan), control, { language: plan.source.language });
}

/** The board as an SVG string at true scale (viewBox in mm). */
export function boardSvg(source: PrintSource, options: SceneOptions): string {
  return writeSvg(boardImageDocument(source, options));
}

/** The board alone on one page of its own size: what a host rasterises into a PNG. */
export function boardImagePdf(source: PrintSource, options: SceneOptions, control: RenderControl = {}): Promise<Uint8Array> {
  return writePdf(boardImageDocument(source, options), control, { language: source.language });
}
