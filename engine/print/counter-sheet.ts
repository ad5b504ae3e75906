/**
 * Counter sheets: every token and unit of the scenario, and every reversible edge piece, as
 * counters to cut out. A reversible counter prints its two faces side by side (front, then the
 * face after it is flipped) with a dotted fold line between them: fold, glue, cut.
 *
 * Edge features get counters when their kind is physical pieces in the box (it has a `supply`)
 * with more than one state, or when it has exactly two states (a gate that opens): doors and
 * windows, not the walls printed on the board.
 */
import { rasterImagesOf } from './art';
import { translate, type Language } from '../i18n/index';
import type { EdgeKind } from '../scenario/types';
import { boardModelOf, edgeStateOf, spareTokens, type BoardModel, type PrintSource } from './board-model';
import { INK, normalColour } from './colour';
import { rectCounter, type CounterFace } from './counter-face';
import { drawnAsSymbol, edgeRole, edgeStateLook } from './edge-symbols';
import type { DisplayDocument, DisplayItem, DisplayPage, Subpath } from './display-list';
import { text } from './display-list';
import { PrintError } from './errors';
import { sheetOf, type Sheet, type SheetOptions } from './layout';
import { localized, titleIn } from '../scenario/localized';
import { footer } from './page-marks';
import { fitText } from './text';

export interface CounterSheetOptions extends SheetOptions {
  /** Side of a counter; edge pieces are this long and 40 % as wide. */
  readonly counterSizeMm: number;
  /** Also the box's tokens the scenario does not lay (`spareTokens`): what a game on paper lays as it goes. */
  readonly spares?: boolean;
}

export const MIN_COUNTER_MM = 8;
export const MAX_COUNTER_MM = 100;
const GAP_MM = 2;
const HEADER_MM = 7;

export interface CounterSpec {
  readonly front: CounterFace;
  readonly back: CounterFace | null;
  /** Counters of one group (a unit and the plugs fitted to it) go on one row, side by side. */
  readonly group?: number;
  /** Of one face. */
  readonly widthMm: number;
  readonly heightMm: number;
}

export interface PlacedCounter {
  readonly spec: CounterSpec;
  readonly x: number;
  readonly y: number;
}

const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined => (record && Object.hasOwn(record, key) ? record[key] : undefined);

function otherState(states: readonly string[], current: string): string | undefined {
  return states.find((state) => state !== current);
}

function edgeHasCounters(kind: EdgeKind): boolean {
  const states = Object.keys(kind.states).length;
  return (kind.supply !== undefined && states > 1) || states === 2;
}

function edgeFace(kind: EdgeKind, kindId: string, state: string, language: Language): CounterFace {
  const fill = normalColour(own(kind.states, state)?.colour ?? kind.colour, '#9e9e9e');
  const role = edgeRole(kind, kindId);
  const look = edgeStateLook(kind, state);
  return {
    label: localized(kind.name, language, kindId),
    detail: localized(own(kind.states, state)?.name, language, state),
    fill,
    // Its floor-plan symbol says what it is; the strip names its state.
    ...(drawnAsSymbol(role, look) ? { feature: { role, look, colour: fill } } : {}),
  };
}

/** Every counter of the scenario, units first, then tokens, then edge pieces; copies spelled out. */
export function counterSpecs(model: BoardModel, sizeMm: number, spares = false): CounterSpec[] {
  const { ruleset, language } = model.source;
  const specs: CounterSpec[] = [];
  const pieces = [...model.pieces, ...(spares ? spareTokens(model) : [])].sort((a, b) => (a.what === b.what ? 0 : a.what === 'unit' ? -1 : 1));
  for (const piece of pieces) {
    const { front, back } = piece.faces;
    // A unit across several parts of its cell (a Rivet Wars tank across a row of two) is that many counters wide.
    const [across, down] = piece.part ? [piece.part.width, piece.part.height] : [1, 1];
    const plugs = piece.plugFaces ?? [];
    const group = plugs.length > 0 ? { group: specs.length } : {};
    for (let copy = 0; copy < piece.count; copy++) specs.push({ front, back, widthMm: sizeMm * across, heightMm: sizeMm * down, ...(copy === piece.count - 1 ? group : {}) });
    for (const plug of plugs) specs.push({ front: plug.front, back: plug.back, widthMm: sizeMm, heightMm: sizeMm, ...group });
  }
  if (model.kind === 'cells') {
    const stripHeight = Math.max(MIN_COUNTER_MM * 0.75, sizeMm * 0.4);
    for (const edge of model.edges) {
      const kind = own(ruleset.edges, edge.kind);
      if (!kind || !edgeHasCounters(kind)) continue;
      const state = edgeStateOf(kind, edge.state);
      const flipped = otherState(Object.keys(kind.states), state);
      const back = flipped === undefined ? null : edgeFace(kind, edge.kind, flipped, language);
      specs.push({ front: edgeFace(kind, edge.kind, state, language), back, widthMm: sizeMm, heightMm: stripHeight });
    }
  }
  return specs;
}

/** Where counters go: left to right in shelves, a new page when a shelf no longer fits. */
export function packCounters(specs: readonly CounterSpec[], area: { x: number; y: number; width: number; height: number }): PlacedCounter[][] {
  const pages: PlacedCounter[][] = [];
  let page: PlacedCounter[] = [];
  let x = area.x;
  let y = area.y;
  let shelf = 0;
  const widthOf = (spec: CounterSpec) => spec.widthMm * (spec.back ? 2 : 1);
  specs.forEach((spec, index) => {
    // A group's first counter starts a new row unless the whole group fits on this one.
    const starts = spec.group !== undefined && specs[index - 1]?.group !== spec.group;
    let width = widthOf(spec);
    if (starts) for (let next = index + 1; specs[next]?.group === spec.group; next++) width += GAP_MM + widthOf(specs[next] as CounterSpec);
    if (x > area.x && x + width > area.x + area.width + 1e-9) {
      x = area.x;
      y += shelf + GAP_MM;
      shelf = 0;
    }
    if (y > area.y && y + spec.heightMm > area.y + area.height + 1e-9) {
      pages.push(page);
      page = [];
      x = area.x;
      y = area.y;
      shelf = 0;
    }
    page.push({ spec, x, y });
    x += widthOf(spec) + GAP_MM;
    shelf = Math.max(shelf, spec.heightMm);
  });
  if (page.length > 0 || pages.length === 0) pages.push(page);
  return pages;
}

function counterItems({ spec, x, y }: PlacedCounter): DisplayItem[] {
  const { widthMm: w, heightMm: h } = spec;
  const items = rectCounter(spec.front, { x: x + w / 2, y: y + h / 2 }, w, h, 0);
  if (!spec.back) return items;
  items.push(...rectCounter(spec.back, { x: x + w * 1.5, y: y + h / 2 }, w, h, 0));
  const fold: Subpath = { points: [{ x: x + w, y }, { x: x + w, y: y + h }], closed: false };
  items.push({ kind: 'path', path: [fold], stroke: { colour: '#ffffff', widthMm: 0.5 } }, { kind: 'path', path: [fold], stroke: { colour: INK, widthMm: 0.3, dashMm: [0.6, 0.9], cap: 'round' } });
  return items;
}

export interface CounterSheetPlan {
  readonly kind: 'counters';
  readonly source: PrintSource;
  readonly options: CounterSheetOptions;
  readonly sheet: Sheet;
  readonly counters: number;
  readonly pages: readonly (readonly PlacedCounter[])[];
  readonly pageCount: number;
}

/**
 * A counter that sits inside one cell: 0.9 of a square; 0.7 of a hex's width across the flats, just
 * inside the largest square a hex holds (2 / (1 + √3), 0.73), corners and all. 20 mm where there are
 * no cells.
 */
export function defaultCounterSizeMm(source: PrintSource): number {
  const geometry = source.scenario.board.geometry;
  const size = geometry.kind === 'square' ? geometry.cellSizeMm * 0.9 : geometry.kind === 'hex' ? geometry.hexSizeMm * 0.7 : 20;
  return Math.min(40, Math.max(10, Math.round(size)));
}

export function planCounterSheet(source: PrintSource, options: CounterSheetOptions): CounterSheetPlan {
  const sheet = sheetOf(options);
  const size = options.counterSizeMm;
  const model = boardModelOf(source);
  // A counter and its back side by side, the widest unit's (two parts of a cell across) as wide as any.
  const parts = Math.max(1, ...model.pieces.map((piece) => Math.max(piece.part?.width ?? 1, piece.part?.height ?? 1)));
  const widest = Math.min(sheet.content.width / 2, sheet.content.height - HEADER_MM) / parts;
  if (!(size >= MIN_COUNTER_MM && size <= Math.min(MAX_COUNTER_MM, widest))) {
    throw new PrintError('print.error.counterSize', { min: MIN_COUNTER_MM, max: Math.floor(Math.min(MAX_COUNTER_MM, widest)) });
  }
  const specs = counterSpecs(model, size, options.spares === true);
  const area = { ...sheet.content, y: sheet.content.y + HEADER_MM, height: sheet.content.height - HEADER_MM };
  const pages = packCounters(specs, area);
  return { kind: 'counters', source, options, sheet, counters: specs.length, pages, pageCount: pages.length };
}

export function counterSheetDocument(plan: CounterSheetPlan): DisplayDocument {
  const { sheet } = plan;
  const { language, scenario } = plan.source;
  const title = titleIn(scenario.meta, language);
  const pages: DisplayPage[] = plan.pages.map((placed, i) => {
    const items: DisplayItem[] = [];
    const folds = placed.some((counter) => counter.spec.back);
    const heading = fitText(`${title} · ${translate(language, 'print.counters.title', { count: plan.counters })}`, sheet.content.width * (folds ? 0.5 : 1), 4, 2, true);
    items.push(text({ x: sheet.content.x, y: sheet.content.y + heading.sizeMm * 0.718 }, heading.text, heading.sizeMm, INK, 'start', true));
    if (folds) {
      const note = fitText(translate(language, 'print.counters.fold'), sheet.content.width * 0.48, 3, 1.5);
      items.push(text({ x: sheet.content.x + sheet.content.width, y: sheet.content.y + note.sizeMm * 0.718 }, note.text, note.sizeMm, INK, 'end'));
    }
    for (const counter of placed) items.push(...counterItems(counter));
    items.push(footer(sheet, translate(language, 'print.counters.label', { title, page: i + 1, pages: plan.pageCount })));
    return { widthMm: sheet.size.widthMm, heightMm: sheet.size.heightMm, items };
  });
  return { title, patterns: {}, symbols: {}, pages, images: rasterImagesOf(plan.source.art?.values() ?? []) };
}
