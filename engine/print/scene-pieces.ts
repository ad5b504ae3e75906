/** Tokens and units on the board: counters laid out inside the place they stand on. */
import { hullAt, hullCorners } from '../board/free/hull';
import { rectCounter, roundCounter, type CounterFace } from './counter-face';
import { darker, INK, mix, normalColour, PAPER_WHITE } from './colour';
import type { HullSize, Piece } from './board-model';
import { rectSubpath, type DisplayItem, type Fill, type PointMm, type Stroke } from './display-list';
import type { SymbolData } from './symbols';
import type { SceneContext } from './scene-types';

export function faceOf(piece: Piece): CounterFace {
  return piece.face;
}

/** Symbols and pictures are shared objects: a face's key names them by a number, not by their content. */
const shared = new WeakMap<object, number>();
let sharedCount = 0;
const sharedId = (value: object | null | undefined): number | null => {
  if (!value) return null;
  let id = shared.get(value);
  if (id === undefined) shared.set(value, (id = ++sharedCount));
  return id;
};

/** A key telling two faces apart by what they show, cheap to make for every counter of a board. */
export function faceKey(face: CounterFace): string {
  return JSON.stringify([face.label, face.detail, face.fill, face.rim, face.count, face.plugs ?? 0, face.accent, face.stats, face.band, face.turned ?? false, sharedId(face.symbol), face.art?.id ?? null]);
}

/**
 * A unit the scenario deploys in a zone stands on no cell until its side places it: it is
 * shown in the zone as a ghost of its counter, paler and framed by a dashed line, so that nobody
 * sets it up where it is drawn.
 */
export function deploysInZone(piece: Piece): boolean {
  return piece.what === 'unit' && piece.at !== null && 'zone' in piece.at;
}

const GHOST_FADE = 0.6;
const paler = (colour: string) => mix(normalColour(colour, '#808080'), PAPER_WHITE, GHOST_FADE);
const palerFill = (fill: Fill | undefined): Fill | undefined => (fill === undefined ? undefined : 'colour' in fill ? { ...fill, colour: paler(fill.colour) } : { ...fill, opacity: (fill.opacity ?? 1) * (1 - GHOST_FADE) });
const palerStroke = (stroke: Stroke | undefined): Stroke | undefined => (stroke === undefined ? undefined : { ...stroke, colour: paler(stroke.colour) });

function paled(item: DisplayItem): DisplayItem {
  switch (item.kind) {
    case 'path':
    case 'circle': {
      const fill = palerFill(item.fill);
      const stroke = palerStroke(item.stroke);
      return { ...item, ...(fill ? { fill } : {}), ...(stroke ? { stroke } : {}) };
    }
    case 'text':
      return { ...item, colour: paler(item.colour) };
    case 'group':
      return { ...item, items: item.items.map(paled) };
    case 'image':
      return { ...item, opacity: (item.opacity ?? 1) * (1 - GHOST_FADE) };
    case 'use':
      return item;
  }
}

/** The ghost of a counter drawn in `box`: its items paler, inside a dashed frame of its side's colour. */
export function ghostCounter(items: readonly DisplayItem[], box: CounterBox, colour: string): DisplayItem[] {
  const pad = Math.min(box.width, box.height) * 0.06;
  const width = Math.max(0.25, Math.min(box.width, box.height) * 0.035);
  const frame: DisplayItem = {
    kind: 'path',
    path: [rectSubpath({ x: box.at.x - box.width / 2 - pad, y: box.at.y - box.height / 2 - pad, width: box.width + pad * 2, height: box.height + pad * 2 })],
    stroke: { colour: darker(normalColour(colour, '#808080'), 0.2), widthMm: width, dashMm: [width * 3, width * 2] },
  };
  return [...items.map(paled), frame];
}

export function visiblePieces(pieces: readonly Piece[], context: SceneContext): Piece[] {
  return pieces.filter((piece) => context.options.showHidden || !piece.hidden);
}

export function noteInLegend(piece: Piece, context: SceneContext, round: boolean): void {
  if (piece.what === 'unit') {
    context.legend.add(`unit:${piece.fill}`, { section: 'pieces', label: piece.sideName ?? piece.label, swatch: { type: 'counter', face: { label: '', fill: piece.fill }, round } });
  } else {
    // A token is listed by its kind, with its picture: « Bombe », not the label of the first one placed.
    const { front } = piece.faces;
    const face = { label: '', fill: front.fill, rim: front.rim ?? null, ...(front.symbol ? { symbol: front.symbol } : {}), ...(front.accent ? { accent: front.accent } : {}), ...(front.art ? { art: front.art } : {}) };
    context.legend.add(`token:${piece.kind}:${piece.fill}`, { section: 'pieces', label: piece.kindName ?? piece.label, swatch: { type: 'counter', face, round } });
  }
}

/** Where one counter of a cell stands: its centre and its size, in board millimetres. */
export interface CounterBox {
  readonly at: PointMm;
  readonly width: number;
  readonly height: number;
}

/** The gap between counters sharing a slot, as a share of the pitch. */
const COUNTER_GAP = 0.08;
/** The margin about a counter in its part of a cell, as a share of the part: the lines between parts show. */
const PART_MARGIN = 0.08;

/**
 * Where the pieces standing in one square slot of side `sizeMm` centred on `centre` are drawn: a
 * piece given a part of its cell (a Rivet Wars unit in its quarter of a grid, a tank across a row of
 * two) covers that part of the cell, of side `cellMm`; the others share the slot in a grid of them.
 */
export function slotBoxes(pieces: readonly Piece[], centre: PointMm, sizeMm: number, cellMm = sizeMm): CounterBox[] {
  const { pitch, centres } = squareGrid(centre, sizeMm, pieces.filter((piece) => !piece.part).length);
  const counter = pitch * (pitch === sizeMm ? 1 : 1 - COUNTER_GAP);
  const left = centre.x - cellMm / 2;
  const top = centre.y - cellMm / 2;
  let i = 0;
  return pieces.map((piece) => {
    const part = piece.part;
    if (part) {
      const step = cellMm / Math.max(1, part.of);
      const margin = step * PART_MARGIN * 2;
      return { at: { x: left + (part.col + part.width / 2) * step, y: top + (part.row + part.height / 2) * step }, width: step * part.width - margin, height: step * part.height - margin };
    }
    return { at: centres[i++] as PointMm, width: counter, height: counter };
  });
}

/** `count` squares sharing a square of side `sizeMm` about `centre`: ⌈√count⌉ to a row, each `pitch` wide, row after row. */
export function squareGrid(centre: PointMm, sizeMm: number, count: number): { readonly pitch: number; readonly centres: PointMm[] } {
  const perRow = Math.max(1, Math.ceil(Math.sqrt(count)));
  const rows = Math.ceil(count / perRow);
  const pitch = sizeMm / perRow;
  const centres = Array.from({ length: count }, (_, i) => ({ x: centre.x + ((i % perRow) - (perRow - 1) / 2) * pitch, y: centre.y + (Math.floor(i / perRow) - (rows - 1) / 2) * pitch }));
  return { pitch, centres };
}

/** The counters of the pieces standing in one square slot of side `sizeMm` centred on `centre` (see `slotBoxes`), one list per piece. */
export function slotCounters(pieces: readonly Piece[], centre: PointMm, sizeMm: number, cellMm = sizeMm): DisplayItem[][] {
  return slotBoxes(pieces, centre, sizeMm, cellMm).map((box, i) => {
    const piece = pieces[i] as Piece;
    const counter = rectCounter(faceOf(piece), box.at, box.width, box.height);
    return deploysInZone(piece) ? ghostCounter(counter, box, piece.fill) : counter;
  });
}

/** Lays out the pieces standing in one square slot of side `sizeMm` centred on `centre`: a grid of counters. */
export function piecesInSlot(pieces: readonly Piece[], centre: PointMm, sizeMm: number, context: SceneContext): DisplayItem[] {
  for (const piece of pieces) noteInLegend(piece, context, false);
  return slotCounters(pieces, centre, sizeMm).flat();
}

/**
 * The centres of a unit's bases about its point where its game has no formation of its own (or
 * its rules cannot place it): rows of five, the leader in the front row's middle.
 */
function rowsAbout(piece: Piece, centre: PointMm, defaultSizeMm: number): PointMm[] {
  const models = piece.models;
  if (models.length <= 1) return [centre];
  const largest = Math.max(...models.map((model) => model.baseMm ?? piece.baseMm ?? defaultSizeMm));
  const pitch = largest * 1.2;
  const perRow = Math.min(5, models.length);
  const rows = Math.ceil(models.length / perRow);
  const slots: PointMm[] = [];
  for (let row = 0; row < rows; row++) {
    const inRow = Math.min(perRow, models.length - row * perRow);
    const order = Array.from({ length: inRow }, (_, i) => i).sort((a, b) => Math.abs(a - (inRow - 1) / 2) - Math.abs(b - (inRow - 1) / 2) || a - b);
    for (const i of order) slots.push({ x: centre.x + (i - (inRow - 1) / 2) * pitch, y: centre.y + (row - (rows - 1) / 2) * pitch });
  }
  return slots;
}

/** Where a unit's bases stand: where its rules' setup stands them (`modelsMm`), else in rows about its point. */
export function modelCentres(piece: Piece, centre: PointMm, defaultSizeMm: number): readonly PointMm[] {
  return piece.modelsMm ?? rowsAbout(piece, centre, defaultSizeMm);
}

/** One base of a unit: where it stands, its diameter, its model's symbol; a vehicle's hull and the way it faces. */
export interface BaseSpot {
  readonly at: PointMm;
  readonly sizeMm: number;
  readonly symbol?: SymbolData | null;
  readonly hull?: { readonly size: HullSize; readonly facing: PointMm };
}

/** The corners of a hull of `size` about `at` facing `facing` (any length): front-left, front-right, rear-right, rear-left. */
export function hullOutlineMm(size: HullSize, at: PointMm, facing: PointMm): PointMm[] {
  const flat = hullCorners(hullAt(at.x, at.y, facing.x, facing.y, size.length / 2, size.width / 2));
  const corners: PointMm[] = [];
  for (let i = 0; i < flat.length; i += 2) corners.push({ x: flat[i] as number, y: flat[i + 1] as number });
  return corners;
}

/**
 * A vehicle on its hull, as the playtest draws it: the rectangle at its true size turned the way
 * it faces, in the side's colour, a white stroke from its middle to its front; its counter (or its
 * model's symbol) on a disc in the middle.
 */
function hullCounter(face: CounterFace, base: BaseSpot & { readonly hull: NonNullable<BaseSpot['hull']> }): DisplayItem[] {
  const { size, facing } = base.hull;
  const corners = hullOutlineMm(size, base.at, facing);
  const [left, right] = corners as [PointMm, PointMm];
  const front = { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 };
  const across = Math.min(size.length, size.width);
  return [
    { kind: 'path', path: [{ points: corners, closed: true }], fill: { colour: face.fill }, stroke: { colour: INK, widthMm: Math.max(0.4, across * 0.008), join: 'round' } },
    { kind: 'path', path: [{ points: [base.at, front], closed: false }], stroke: { colour: '#ffffff', widthMm: Math.max(1, across * 0.06), cap: 'round' } },
    ...roundCounter(face, base.at, across * 0.55),
  ];
}

/**
 * A unit as one round base per model at its true size (a vehicle on its hull): the first carries
 * the unit's counter (its name and numbers), the others their model's symbol on the side's
 * colour. The board, the print and the playtest draw free-table units with it.
 */
export function baseCounters(face: CounterFace, bases: readonly BaseSpot[]): DisplayItem[] {
  const items: DisplayItem[] = [];
  bases.forEach((base, i) => {
    const shown = i === 0 ? face : { label: '', fill: face.fill, symbol: base.symbol ?? face.symbol ?? null, ...(face.accent ? { accent: face.accent } : {}), ...(face.turned ? { turned: true } : {}) };
    const hull = base.hull;
    items.push(...(hull ? hullCounter(shown, { ...base, hull }) : roundCounter(shown, base.at, base.sizeMm)));
  });
  return items;
}

/** The bases of a unit standing about `centre`: each model's place, size, symbol and hull. */
export function unitBases(piece: Piece, centre: PointMm, defaultSizeMm: number, symbols?: (profile: string) => SymbolData | null): BaseSpot[] {
  const slots = modelCentres(piece, centre, defaultSizeMm);
  return piece.models.map((model, i) => {
    const facing = piece.facings?.[i];
    const base = { at: slots[i] as PointMm, sizeMm: model.baseMm ?? piece.baseMm ?? defaultSizeMm, symbol: symbols?.(model.profile) ?? null };
    return model.hullMm && facing ? { ...base, hull: { size: model.hullMm, facing } } : base;
  });
}

/**
 * A piece on a free table: a token as a square counter; a unit as one round base per model at its
 * true size, where its rules' setup stands them, the first base carrying the unit's name and
 * numbers, the others their model's symbol.
 */
export function pieceAtPoint(piece: Piece, centre: PointMm, defaultSizeMm: number, context: SceneContext, symbols?: (profile: string) => SymbolData | null): DisplayItem[] {
  const round = piece.what === 'unit';
  noteInLegend(piece, context, round);
  if (!round) return rectCounter(faceOf(piece), centre, defaultSizeMm, defaultSizeMm);
  if (piece.models.length === 0) return roundCounter(faceOf(piece), piece.modelsMm?.[0] ?? centre, piece.baseMm ?? defaultSizeMm);
  return baseCounters(faceOf(piece), unitBases(piece, centre, defaultSizeMm, symbols));
}
