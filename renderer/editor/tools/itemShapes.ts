/**
 * Where each selectable thing is on the board, in millimetres: counters and bases, cell sides,
 * tile footprints, terrain polygons, zones and areas. Used to pick an item under the pointer, to
 * gather the items inside a marquee, and to draw the selection.
 */
import type { Cell, CellKernel, PointMm, RectMm } from '../../../engine/board/types';
import { footprintOf } from '../../../engine/scenario';
import { own } from '../../../engine/scenario/lookup';
import type { Scenario, TilePlacement } from '../../../engine/scenario/types';
import { areaAt, areaDiscRadiusMm, edgeAt, pieceAt, screenToBoard, terrainPolygonAt, zonePolygonAt, type ViewTransform } from '../../canvas/hitTest';
import { rulesetOf } from '../edits';
import type { SelectedItem } from '../selection';
import { cellKernelOf } from './targets';
import type { BoardContext } from './types';

export type ItemShape =
  | { readonly kind: 'box'; readonly centre: PointMm; readonly halfWidth: number; readonly halfHeight: number; readonly round: boolean }
  | { readonly kind: 'segment'; readonly a: PointMm; readonly b: PointMm }
  | { readonly kind: 'polygon'; readonly points: readonly PointMm[] }
  | { readonly kind: 'cells'; readonly cells: readonly Cell[] }
  | { readonly kind: 'disc'; readonly centre: PointMm; readonly radius: number };

/** The cells a placed tile covers; empty when its tile is not in the library. */
export function tileCells(scenario: Scenario, placement: TilePlacement): Cell[] {
  const tile = own(rulesetOf(scenario)?.tiles, placement.tile);
  if (!tile) return [];
  const print = footprintOf(placement, tile);
  const cells: Cell[] = [];
  for (let row = print.row; row < print.row + print.rows; row++) for (let col = print.col; col < print.col + print.columns; col++) cells.push({ col, row });
  return cells;
}

/** Lookups by id, built once per list: the overlay draws a selection of thousands of items every frame. */
const indexes = new WeakMap<readonly object[], Map<string, unknown>>();
function byId<T extends { readonly id: string }>(list: readonly T[] | undefined, id: string, key: (item: T) => string = (item) => item.id): T | undefined {
  if (!list) return undefined;
  let index = indexes.get(list) as Map<string, T> | undefined;
  if (!index) {
    index = new Map(list.map((item) => [key(item), item]));
    indexes.set(list, index);
  }
  return index.get(id);
}

function tileUnder(scenario: Scenario, cell: Cell): TilePlacement | undefined {
  const placements = scenario.board.tiles ?? [];
  for (let i = placements.length - 1; i >= 0; i--) {
    const placement = placements[i] as TilePlacement;
    const tile = own(rulesetOf(scenario)?.tiles, placement.tile);
    if (!tile) continue;
    const print = footprintOf(placement, tile);
    if (cell.col >= print.col && cell.col < print.col + print.columns && cell.row >= print.row && cell.row < print.row + print.rows) return placement;
  }
  return undefined;
}

export function shapeOf(context: BoardContext, item: SelectedItem): ItemShape | null {
  const { scenario, kernel } = context;
  const board = scenario.board;
  switch (item.kind) {
    case 'unit':
    case 'token': {
      const box = byId(context.pieces, `${item.kind}:${item.id}`, (piece) => `${piece.what}:${piece.id}`);
      return box ? { kind: 'box', centre: box.centre, halfWidth: box.halfWidth, halfHeight: box.halfHeight, round: box.round } : null;
    }
    case 'edge': {
      const feature = byId(board.edges, item.id);
      const cells = cellKernelOf(context);
      if (!feature || !cells || !cells.isEdge(feature.edge)) return null;
      const { a, b } = cells.edgeSegmentMm(feature.edge);
      return { kind: 'segment', a, b };
    }
    case 'tile': {
      const placement = board.tiles?.find((tile) => tile.id === item.id);
      const cells = placement ? tileCells(scenario, placement) : [];
      return cells.length > 0 ? { kind: 'cells', cells } : null;
    }
    case 'terrain': {
      const patch = board.terrain?.find((terrain) => terrain.id === item.id);
      if (patch?.polygon && kernel.kind === 'free') return { kind: 'polygon', points: patch.polygon.map((p) => kernel.pointToMm(p)) };
      return patch?.cells ? { kind: 'cells', cells: patch.cells } : null;
    }
    case 'zone': {
      const zone = board.zones?.find((z) => z.id === item.id);
      if (zone?.polygon && kernel.kind === 'free') return { kind: 'polygon', points: zone.polygon.map((p) => kernel.pointToMm(p)) };
      return zone?.cells ? { kind: 'cells', cells: zone.cells } : null;
    }
    case 'area': {
      if (kernel.kind !== 'area') return null;
      const centre = kernel.areaToMm(item.id);
      return centre ? { kind: 'disc', centre, radius: areaDiscRadiusMm(kernel) } : null;
    }
  }
}

function mean(points: readonly PointMm[]): PointMm {
  const n = Math.max(1, points.length);
  return { x: points.reduce((sum, p) => sum + p.x, 0) / n, y: points.reduce((sum, p) => sum + p.y, 0) / n };
}

export function shapeCentre(kernel: CellKernel | null, shape: ItemShape): PointMm {
  switch (shape.kind) {
    case 'box':
    case 'disc':
      return shape.centre;
    case 'segment':
      return mean([shape.a, shape.b]);
    case 'polygon':
      return mean(shape.points);
    case 'cells':
      return kernel ? mean(shape.cells.map((cell) => kernel.cellToMm(cell))) : { x: 0, y: 0 };
  }
}

/** The topmost editable item under a screen point: a piece, then a cell side, a tile, a terrain polygon, a free table's zone or an area. */
export function pickItem(context: BoardContext, view: ViewTransform, screen: PointMm): SelectedItem | null {
  const piece = pieceAt(
    context.pieces.filter((box) => !box.derived),
    view,
    screen,
  );
  if (piece) return { kind: piece.what, id: piece.id };
  const { kernel, scenario } = context;
  if (kernel.kind === 'square' || kernel.kind === 'hex') {
    const edge = edgeAt(kernel, view, screen);
    const feature = edge === null ? undefined : scenario.board.edges?.find((f) => f.edge === edge);
    if (feature) return { kind: 'edge', id: feature.id };
    const cell = kernel.mmToCell(screenToBoard(view, screen));
    const tile = cell ? tileUnder(scenario, cell) : undefined;
    return tile ? { kind: 'tile', id: tile.id } : null;
  }
  if (kernel.kind === 'free') {
    // Terrain before the zones it lies in: a deployment strip would otherwise take every click.
    const polygon = terrainPolygonAt(scenario, kernel, view, screen);
    if (polygon !== null) return { kind: 'terrain', id: polygon };
    const zone = zonePolygonAt(scenario, kernel, view, screen);
    return zone === null ? null : { kind: 'zone', id: zone };
  }
  const area = areaAt(kernel, view, screen);
  return area === null ? null : { kind: 'area', id: area };
}

const inside = (rect: RectMm, p: PointMm) => p.x >= rect.x && p.x <= rect.x + rect.width && p.y >= rect.y && p.y <= rect.y + rect.height;

/** Every editable item whose centre lies in the rectangle (pieces, sides, tiles, polygons, areas; not zones or painted terrain). */
export function itemsInRect(context: BoardContext, rect: RectMm): SelectedItem[] {
  const { scenario, kernel } = context;
  const cells = cellKernelOf(context);
  const items: SelectedItem[] = [];
  const consider = (item: SelectedItem) => {
    const shape = shapeOf(context, item);
    if (shape && inside(rect, shapeCentre(cells, shape))) items.push(item);
  };
  for (const piece of context.pieces) if (!piece.derived) consider({ kind: piece.what, id: piece.id });
  for (const edge of scenario.board.edges ?? []) consider({ kind: 'edge', id: edge.id });
  for (const tile of scenario.board.tiles ?? []) consider({ kind: 'tile', id: tile.id });
  if (kernel.kind === 'free') for (const patch of scenario.board.terrain ?? []) if (patch.polygon) consider({ kind: 'terrain', id: patch.id });
  if (kernel.kind === 'area') for (const area of scenario.board.areas ?? []) consider({ kind: 'area', id: area.id });
  return items;
}

/** The rectangle between two board points, whichever way it was dragged. */
export function rectBetween(a: PointMm, b: PointMm): RectMm {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) };
}
