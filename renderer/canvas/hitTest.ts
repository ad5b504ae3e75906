/**
 * Hit testing by arithmetic: screen point -> board millimetres (the view transform undone) -> the
 * cell, the nearest cell side, the piece, the area or the terrain polygon under it. No Konva shape
 * listens per cell; one pointer move costs a few multiplications and a kernel lookup.
 */
import type { AreaKernel, Cell, CellKernel, EdgeKey, FreeKernel, HexKernel, PointMm, SquareKernel } from '../../engine/board/types';
import { pointInPolygon } from '../../engine/board';
import type { PrintSource } from '../../engine/print';
import { boardModelOf, SETUP_PREFIX, type BoardModel, type Piece } from '../../engine/print/board-model';
import { cellSizeOf, pieceSlotMm, piecesByCell } from '../../engine/print/scene-cells';
import { FREE_COUNTER_MM } from '../../engine/print/scene-free';
import { areaCounterMm, areaPieceLayout, areaRadiusMm } from '../../engine/print/scene-area';
import { hullOutlineMm, slotBoxes, unitBases, type CounterBox } from '../../engine/print/scene-pieces';
import type { Scenario } from '../../engine/scenario/types';

/** Screen pixel = board millimetre × scale + offset: how the canvas maps the board to the view. */
export interface ViewTransform {
  /** Pixels per millimetre. */
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

/** How far from a cell side, in screen pixels, a click still picks that side: the same at every zoom. */
export const EDGE_TOLERANCE_PX = 8;

export function screenToBoard(view: ViewTransform, screen: PointMm): PointMm {
  return { x: (screen.x - view.x) / view.scale, y: (screen.y - view.y) / view.scale };
}

export function boardToScreen(view: ViewTransform, board: PointMm): PointMm {
  return { x: board.x * view.scale + view.x, y: board.y * view.scale + view.y };
}

/** The cell under a screen point, or null off the board. On tiled boards the caller checks the cell is under a tile. */
export function cellAt(kernel: CellKernel, view: ViewTransform, screen: PointMm): Cell | null {
  return kernel.mmToCell(screenToBoard(view, screen));
}

/** The cell side nearest a screen point, within `tolerancePx` screen pixels; null when none is that close. */
export function edgeAt(kernel: CellKernel, view: ViewTransform, screen: PointMm, tolerancePx = EDGE_TOLERANCE_PX): EdgeKey | null {
  return kernel.nearestEdge(screenToBoard(view, screen), tolerancePx / view.scale);
}

/** Radius of an area's disc as the board scene draws it (engine/print/scene-area.ts). */
export function areaDiscRadiusMm(kernel: AreaKernel): number {
  return areaRadiusMm(kernel);
}

/** The area whose disc is under a screen point (a few pixels of slack around small discs); null elsewhere. */
export function areaAt(kernel: AreaKernel, view: ViewTransform, screen: PointMm, slackPx = 4): string | null {
  return kernel.nearestArea(screenToBoard(view, screen), areaDiscRadiusMm(kernel) + slackPx / view.scale);
}

/** The topmost terrain polygon of a free table under a screen point (patches later in the file are drawn on top). */
export function terrainPolygonAt(scenario: Scenario, kernel: FreeKernel, view: ViewTransform, screen: PointMm): string | null {
  return polygonAt(scenario.board.terrain ?? [], kernel, view, screen);
}

/** The zone of a free table under a screen point, the last drawn first. */
export function zonePolygonAt(scenario: Scenario, kernel: FreeKernel, view: ViewTransform, screen: PointMm): string | null {
  return polygonAt(scenario.board.zones ?? [], kernel, view, screen);
}

function polygonAt(items: readonly { readonly id: string; readonly polygon?: readonly { readonly x: number; readonly y: number }[] }[], kernel: FreeKernel, view: ViewTransform, screen: PointMm): string | null {
  const point = kernel.pointFromMm(screenToBoard(view, screen));
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i];
    if (item?.polygon && pointInPolygon(point, item.polygon)) return item.id;
  }
  return null;
}

/** Where a token or unit is drawn: a rectangle (counters) or a disc (bases), centred, in board mm. */
export interface PieceBox {
  readonly id: string;
  readonly what: 'token' | 'unit';
  /** The side of a unit; null for tokens. */
  readonly side: string | null;
  /** Not the scenario's own, so not edited on their own: tokens a tile stamps, units setup lays (a mission's garrison). */
  readonly derived: boolean;
  readonly centre: PointMm;
  readonly halfWidth: number;
  readonly halfHeight: number;
  readonly round: boolean;
  /** Standing on a cell off the board: drawn at the board's edge with a warning, so it can be dragged back on. */
  readonly offBoard?: { readonly label: string };
  /** A vehicle on a free table: the way its hull is drawn facing (any length), which turning it starts from. */
  readonly facing?: PointMm;
}

type Slot = (piece: Piece, centre: PointMm, halfWidth: number, halfHeight: number, round: boolean, offBoard?: boolean, facing?: PointMm) => void;

/**
 * Where a piece on a cell off the board is shown: beside the board, just past its edge nearest the
 * cell (half out, half over the edge cell), so the designer sees it and can drag it back on.
 */
export function offBoardCentre(kernel: SquareKernel | HexKernel, cell: Cell): PointMm {
  const clamped = { col: Math.min(Math.max(cell.col, 0), kernel.columns - 1), row: Math.min(Math.max(cell.row, 0), kernel.rows - 1) };
  const centre = kernel.cellToMm(clamped);
  const bounds = kernel.boundsMm();
  const reach = pieceSlotMm(kernel) * 0.6;
  return {
    x: cell.col < 0 ? bounds.x - reach * 0.2 : cell.col >= kernel.columns ? bounds.x + bounds.width + reach * 0.2 : centre.x,
    y: cell.row < 0 ? bounds.y - reach * 0.2 : cell.row >= kernel.rows ? bounds.y + bounds.height + reach * 0.2 : centre.y,
  };
}

/** Counters in a cell: where the board scene draws them (`slotBoxes`, engine/print/scene-pieces.ts). */
function layoutCells(model: BoardModel & { kind: 'cells' }, add: Slot): void {
  const { kernel } = model;
  const byCell = piecesByCell(model, model.pieces);
  const slot = pieceSlotMm(kernel);
  for (const [index, pieces] of byCell) {
    const boxes = slotBoxes(pieces, kernel.cellToMm(kernel.cellAt(index)), slot, cellSizeOf(kernel));
    pieces.forEach((piece, i) => {
      const box = boxes[i] as CounterBox;
      add(piece, box.at, box.width / 2, box.height / 2, false);
    });
  }
  // Pieces on cells off the board (a typo in the file, a board made smaller): beside its edge, a little apart from each other.
  const shown = new Map<string, number>();
  for (const piece of model.pieces) {
    const at = piece.at;
    if (!at || !('col' in at) || kernel.indexOf(at) >= 0) continue;
    const centre = offBoardCentre(kernel, at);
    const key = `${Math.round(centre.x)},${Math.round(centre.y)}`;
    const n = shown.get(key) ?? 0;
    shown.set(key, n + 1);
    add(piece, { x: centre.x + n * slot * 0.25, y: centre.y + n * slot * 0.25 }, (slot * 0.8) / 2, (slot * 0.8) / 2, false, true);
  }
}

/** Pieces on a free table: units on round bases of their profile's size (vehicles on their hulls), tokens as square counters. */
function layoutFree(model: BoardModel & { kind: 'free' }, add: Slot): void {
  for (const piece of model.pieces) {
    if (!piece.at || !('x' in piece.at)) continue;
    const at = model.kernel.pointToMm(piece.at);
    if (piece.what !== 'unit') {
      add(piece, at, FREE_COUNTER_MM / 2, FREE_COUNTER_MM / 2, false);
      continue;
    }
    const bases = unitBases(piece, at, FREE_COUNTER_MM);
    const [only] = bases;
    if (bases.length <= 1 && !only?.hull) {
      const size = piece.models[0]?.baseMm ?? piece.baseMm ?? FREE_COUNTER_MM;
      add(piece, piece.modelsMm?.[0] ?? at, size / 2, size / 2, true);
      continue;
    }
    // A vehicle, or a unit of several models: anywhere in the box about its bases and hulls.
    const points = bases.flatMap((base) => {
      if (base.hull) return hullOutlineMm(base.hull.size, base.at, base.hull.facing);
      const r = base.sizeMm / 2;
      return [{ x: base.at.x - r, y: base.at.y - r }, { x: base.at.x + r, y: base.at.y + r }];
    });
    const xs = points.map((point) => point.x);
    const ys = points.map((point) => point.y);
    const centre = { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
    add(piece, centre, (Math.max(...xs) - Math.min(...xs)) / 2, (Math.max(...ys) - Math.min(...ys)) / 2, false, false, bases.find((base) => base.hull)?.hull?.facing);
  }
}

/** Pieces on an area map: small discs by their area, where the board scene draws them. */
function layoutAreas(model: BoardModel & { kind: 'area' }, add: Slot): void {
  const counter = areaCounterMm(areaDiscRadiusMm(model.kernel));
  for (const { piece, centre } of areaPieceLayout(model, model.pieces)) add(piece, centre, counter / 2, counter / 2, true);
}

/** Every token and unit with the box it is drawn in, in drawing order (the last is on top). */
export function layoutPieces(source: PrintSource): PieceBox[] {
  const model = boardModelOf(source);
  const sideOf = new Map(source.scenario.sides.flatMap((side) => (side.units ?? []).map((unit) => [unit.id, side.id] as const)));
  const tokenIds = new Set((source.scenario.board.tokens ?? []).map((token) => token.id));
  const boxes: PieceBox[] = [];
  const add: Slot = (piece, centre, halfWidth, halfHeight, round, offBoard, facing) => {
    const derived = piece.what === 'token' ? !tokenIds.has(piece.id) : piece.id.startsWith(SETUP_PREFIX);
    const box: PieceBox = { id: piece.id, what: piece.what, side: piece.what === 'unit' ? (sideOf.get(piece.id) ?? null) : null, derived, centre, halfWidth, halfHeight, round, ...(facing ? { facing } : {}) };
    boxes.push(offBoard ? { ...box, offBoard: { label: piece.label } } : box);
  };
  if (model.kind === 'cells') layoutCells(model, add);
  else if (model.kind === 'free') layoutFree(model, add);
  else layoutAreas(model, add);
  return boxes;
}

/** The topmost piece under a screen point; null when there is none. */
export function pieceAt(pieces: readonly PieceBox[], view: ViewTransform, screen: PointMm): PieceBox | null {
  const { x, y } = screenToBoard(view, screen);
  for (let i = pieces.length - 1; i >= 0; i--) {
    const box = pieces[i] as PieceBox;
    const dx = x - box.centre.x;
    const dy = y - box.centre.y;
    const inside = box.round ? dx * dx + dy * dy <= box.halfWidth * box.halfWidth : Math.abs(dx) <= box.halfWidth && Math.abs(dy) <= box.halfHeight;
    if (inside) return box;
  }
  return null;
}
