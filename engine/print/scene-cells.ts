/**
 * The drawing of a square or hex board: terrain fills (one path per kind), the grid drawn edge by
 * edge (each physical edge once), zones, edge features in their state, labels, then counters.
 */
import type { Cell, CellKernel, HexKernel, PointMm, SquareKernel } from '../board/types';
import type { CellBoardModel, Piece } from './board-model';
import { INK, inkOn, normalColour } from './colour';
import type { DisplayItem, Stroke, Subpath } from './display-list';
import { edgeLook, edgeWidthMm, lookKey } from './edge-style';
import { localized } from '../scenario/localized';
import { piecesInSlot, visiblePieces } from './scene-pieces';
import type { BoardScene, SceneContext } from './scene-types';
import { fitText } from './text';

const GRID = '#5d584f';
const MISSING_TERRAIN = '#e0e0e0';

export function cellSizeOf(kernel: SquareKernel | HexKernel): number {
  return kernel.kind === 'square' ? kernel.geometry.cellSizeMm : kernel.geometry.hexSizeMm;
}

function polygonOf(kernel: CellKernel, cell: Cell): Subpath {
  return { points: kernel.cellPolygonMm(cell), closed: true };
}

function segmentOf(kernel: CellKernel, key: string): Subpath {
  const { a, b } = kernel.edgeSegmentMm(key);
  return { points: [a, b], closed: false };
}

function terrainItems(model: CellBoardModel, context: SceneContext): DisplayItem[] {
  const { kernel, terrain } = model;
  const byKind = new Map<string, Subpath[]>();
  terrain.forEach((kind, index) => {
    if (kind === null) return;
    let path = byKind.get(kind);
    if (!path) byKind.set(kind, (path = []));
    path.push(polygonOf(kernel, kernel.cellAt(index)));
  });
  const items: DisplayItem[] = [];
  for (const [kindId, path] of byKind) {
    const kind = Object.hasOwn(model.source.ruleset.terrain, kindId) ? model.source.ruleset.terrain[kindId] : undefined;
    const fill = context.patterns.fill(kind?.pattern, normalColour(kind?.colour, MISSING_TERRAIN));
    items.push({ kind: 'path', path, fill });
    context.legend.add(`terrain:${kindId}`, { section: 'terrain', label: localized(kind?.name, model.source.language, kindId), swatch: { type: 'area', fill } });
  }
  return items;
}

function gridItems(model: CellBoardModel): DisplayItem[] {
  const { kernel, present } = model;
  const inner: Subpath[] = [];
  const border: Subpath[] = [];
  for (const key of kernel.allEdges()) {
    let count = 0;
    for (const cell of kernel.cellsOfEdge(key)) count += present[kernel.indexOf(cell)] ?? 0;
    if (count === 2) inner.push(segmentOf(kernel, key));
    else if (count === 1) border.push(segmentOf(kernel, key));
  }
  const size = cellSizeOf(kernel);
  return [
    { kind: 'path', path: inner, stroke: { colour: GRID, widthMm: Math.min(0.3, Math.max(0.15, size * 0.008)), cap: 'round' } },
    { kind: 'path', path: border, stroke: { colour: INK, widthMm: Math.min(0.8, Math.max(0.4, size * 0.02)), cap: 'round', join: 'round' } },
  ];
}

/** Hatching under the grid, outlines over it. */
function zoneItems(model: CellBoardModel, context: SceneContext): { hatching: DisplayItem[]; outlines: DisplayItem[] } {
  const { kernel } = model;
  const hatching: DisplayItem[] = [];
  const outlines: DisplayItem[] = [];
  const width = Math.min(1.6, Math.max(0.6, cellSizeOf(kernel) * 0.05));
  for (const zone of model.zones) {
    if (zone.cells.length === 0) continue;
    const inZone = new Set(zone.cells);
    const cells = zone.cells.map((index) => kernel.cellAt(index));
    const outline: Subpath[] = [];
    for (const cell of cells) {
      for (const key of kernel.edgesOf(cell)) {
        const inside = kernel.cellsOfEdge(key).filter((other) => inZone.has(kernel.indexOf(other))).length;
        if (inside === 1) outline.push(segmentOf(kernel, key));
      }
    }
    const stroke: Stroke = zone.hatched
      ? { colour: zone.colour, widthMm: width, cap: 'round', join: 'round' }
      : { colour: zone.colour, widthMm: width * 0.6, cap: 'round', join: 'round', dashMm: [width * 2, width * 1.5] };
    outlines.push({ kind: 'path', path: outline, stroke });
    if (zone.hatched) {
      const hatch = context.patterns.zoneHatch(zone.colour);
      hatching.push({ kind: 'path', path: cells.map((cell) => polygonOf(kernel, cell)), fill: hatch });
      context.legend.add(`zone:${zone.id}`, { section: 'zones', label: zone.name, swatch: { type: 'zone', fill: hatch, stroke } });
    } else context.legend.add(`zone:${zone.id}`, { section: 'zones', label: zone.name, swatch: { type: 'zone', stroke } });
  }
  return { hatching, outlines };
}

function edgeItems(model: CellBoardModel, context: SceneContext): DisplayItem[] {
  const { kernel } = model;
  const width = edgeWidthMm(cellSizeOf(kernel));
  const byLook = new Map<string, { strokes: Stroke[]; path: Subpath[] }>();
  for (const edge of model.edges) {
    if (edge.hidden && !context.options.showHidden) continue;
    const key = lookKey(edge.kind, edge.state);
    let look = byLook.get(key);
    if (!look) {
      const kind = model.source.ruleset.edges?.[edge.kind];
      look = { strokes: edgeLook(kind, edge.state, width), path: [] };
      byLook.set(key, look);
      const kindName = localized(kind?.name, model.source.language, edge.kind);
      const stateName = localized(kind?.states[edge.state]?.name, model.source.language, edge.state);
      const label = Object.keys(kind?.states ?? {}).length > 1 ? `${kindName} (${stateName})` : kindName;
      context.legend.add(`edge:${key}`, { section: 'edges', label, swatch: { type: 'edge', strokes: look.strokes } });
    }
    look.path.push(segmentOf(kernel, edge.key));
  }
  const items: DisplayItem[] = [];
  for (const { strokes, path } of byLook.values()) for (const stroke of strokes) items.push({ kind: 'path', path, stroke });
  return items;
}

/** Where a cell's label sits: top-left corner of a square, top middle of a hex. */
function labelItems(model: CellBoardModel): DisplayItem[] {
  const { kernel, present, terrain } = model;
  const size = cellSizeOf(kernel);
  const items: DisplayItem[] = [];
  const textSize = Math.min(3.2, Math.max(1.4, size * 0.14));
  for (let index = 0; index < kernel.cellCount; index++) {
    if (!present[index]) continue;
    const cell = kernel.cellAt(index);
    const centre = kernel.cellToMm(cell);
    const kindId = terrain[index];
    const kind = kindId ? model.source.ruleset.terrain[kindId] : undefined;
    const colour = inkOn(normalColour(kind?.colour, MISSING_TERRAIN));
    const { text, sizeMm } = fitText(kernel.label(cell), size * 0.6, textSize, 1);
    const at: PointMm =
      kernel.kind === 'square'
        ? { x: centre.x - size / 2 + size * 0.06, y: centre.y - size / 2 + size * 0.06 + sizeMm * 0.718 }
        : { x: centre.x, y: centre.y - size / 2 + size * 0.08 + sizeMm * 0.718 };
    items.push({ kind: 'text', at, text, sizeMm, colour, anchor: kernel.kind === 'square' ? 'start' : 'middle' });
  }
  return items;
}

/** Each zone's name at the bottom of its first cell; names of zones sharing that cell stack upwards. */
function zoneNameItems(model: CellBoardModel): DisplayItem[] {
  const { kernel } = model;
  const size = cellSizeOf(kernel);
  const items: DisplayItem[] = [];
  const stacked = new Map<number, number>();
  for (const zone of model.zones) {
    const first = zone.cells[0];
    if (first === undefined || !zone.name) continue;
    const below = stacked.get(first) ?? 0;
    stacked.set(first, below + 1);
    const centre = kernel.cellToMm(kernel.cellAt(first));
    const { text, sizeMm } = fitText(zone.name, size * 0.9, Math.min(3, size * 0.13), 1, true);
    items.push({ kind: 'text', at: { x: centre.x, y: centre.y + size * 0.42 - below * sizeMm * 1.25 }, text, sizeMm, colour: zone.colour, anchor: 'middle', bold: true });
  }
  return items;
}

/** Pieces grouped by the cell they stand on; a piece placed on a zone stands on the zone's first cell. */
export function piecesByCell(model: CellBoardModel, pieces: readonly Piece[]): Map<number, Piece[]> {
  const { kernel } = model;
  const zoneCell = new Map(model.zones.map((zone) => [zone.id, zone.cells[0]]));
  const byCell = new Map<number, Piece[]>();
  for (const piece of pieces) {
    const at = piece.at;
    if (!at) continue;
    const index = 'col' in at ? kernel.indexOf(at) : 'zone' in at ? (zoneCell.get(at.zone) ?? -1) : -1;
    if (index < 0) continue;
    const list = byCell.get(index);
    if (list) list.push(piece);
    else byCell.set(index, [piece]);
  }
  return byCell;
}

/** Side of the square the counters of one cell share. */
export function pieceSlotMm(kernel: SquareKernel | HexKernel): number {
  return cellSizeOf(kernel) * (kernel.kind === 'square' ? 0.72 : 0.6);
}

function pieceItems(model: CellBoardModel, context: SceneContext): DisplayItem[] {
  const { kernel } = model;
  const byCell = piecesByCell(model, visiblePieces(model.pieces, context));
  const slot = pieceSlotMm(kernel);
  const items: DisplayItem[] = [];
  for (const [index, pieces] of byCell) items.push(...piecesInSlot(pieces, kernel.cellToMm(kernel.cellAt(index)), slot, context));
  return items;
}

export function cellScene(model: CellBoardModel, context: SceneContext): Omit<BoardScene, 'legend'> {
  const zones = zoneItems(model, context);
  const items: DisplayItem[] = [
    ...terrainItems(model, context),
    ...zones.hatching,
    ...gridItems(model),
    ...zones.outlines,
    ...edgeItems(model, context),
    ...(context.options.labels ? labelItems(model) : []),
    ...zoneNameItems(model),
    ...pieceItems(model, context),
  ];
  return { bounds: model.kernel.boundsMm(), items, unitMm: cellSizeOf(model.kernel) };
}
