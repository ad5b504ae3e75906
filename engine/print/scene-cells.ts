/**
 * The drawing of a square or hex board: terrain fills (one path per kind), the grid drawn edge by
 * edge (each physical edge once), zones, edge features in their state, labels, then counters.
 */
import type { HexKernel, PointMm, SquareKernel } from '../board/types';
import type { CellBoardModel, Piece } from './board-model';
import { INK, inkOn, normalColour } from './colour';
import { REGIONAL_FROM_SUBPATHS, regionalise, regionGroups, regionSizeMm, type DisplayItem, type PathItem, type Stroke, type Subpath, type TextItem } from './display-list';
import { edgeLook, edgeWidthMm, lookKey } from './edge-style';
import { localized } from '../scenario/localized';
import { faceOf, noteInLegend, slotCounters, visiblePieces } from './scene-pieces';
import { SectionList, type BoardScene, type SceneContext } from './scene-types';
import { fitText } from './text';

const GRID = '#5d584f';
const MISSING_TERRAIN = '#e0e0e0';

export function cellSizeOf(kernel: SquareKernel | HexKernel): number {
  return kernel.kind === 'square' ? kernel.geometry.cellSizeMm : kernel.geometry.hexSizeMm;
}

/** A cell's outline, traced once per kernel. */
function outlineOf(model: CellBoardModel, context: SceneContext, index: number): Subpath {
  const cache = context.memo.geometry.cellOutlines;
  let outline = cache[index];
  if (!outline) cache[index] = outline = { points: model.kernel.cellPolygonMm(model.kernel.cellAt(index)), closed: true };
  return outline;
}

function segmentOf(model: CellBoardModel, context: SceneContext, key: string): Subpath {
  const cache = context.memo.geometry.edgeSegments;
  let segment = cache.get(key);
  if (!segment) {
    const { a, b } = model.kernel.edgeSegmentMm(key);
    cache.set(key, (segment = { points: [a, b], closed: false }));
  }
  return segment;
}

/**
 * Paths of one paint over a list of parts (cells, edges), cut into regions as `regionalise` would cut
 * the whole path; each region's path is the same object as last build when its parts are the same.
 */
function regionalPaths<T extends string | number>(
  context: SceneContext,
  tag: string,
  parts: readonly T[],
  subpathOf: (part: T) => Subpath,
  paint: Pick<PathItem, 'fill' | 'stroke'>,
  regionMm: number,
): DisplayItem[] {
  const paintKey = `${tag}|${JSON.stringify(paint)}|`;
  return regionGroups(parts, (part) => subpathOf(part).points[0], regionMm).map((group) =>
    context.memo.get(paintKey + group.join(','), (): DisplayItem => ({ kind: 'path', path: group.map(subpathOf), ...paint })),
  );
}

interface Chunk {
  readonly terrain: readonly DisplayItem[];
  readonly labels: readonly DisplayItem[];
  readonly kinds: readonly string[];
}

/**
 * Terrain fills (one path per kind per chunk of cells) and cell labels (one group per chunk), each
 * chunk kept from the last build unless one of its cells changed terrain since: an edit on a board
 * of a million cells redraws the few chunks it touched.
 */
function terrainAndLabels(model: CellBoardModel, context: SceneContext, chunk: number): { terrain: DisplayItem[]; labels: DisplayItem[]; redrawn: readonly number[] | null } {
  const { kernel, cells } = model;
  const CHUNK = chunk;
  const across = Math.ceil(kernel.columns / CHUNK);
  const down = Math.ceil(kernel.rows / CHUNK);
  const parts = context.memo.geometry;
  const look = [model.source.ruleset.terrain, context.options.labels, CHUNK];
  let chunks = parts.chunks;
  const changed = chunks && look.every((value, i) => chunks?.look[i] === value) ? cells.changedSince(chunks.drawn) : null;
  if (!chunks || changed === null) parts.chunks = chunks = { drawn: cells.generation, look, list: new Array<Chunk | null>(across * down).fill(null), kinds: new Map() };
  else {
    for (const index of changed) {
      const cell = kernel.cellAt(index);
      const at = Math.floor(cell.row / CHUNK) * across + Math.floor(cell.col / CHUNK);
      const old = chunks.list[at];
      if (!old) continue;
      for (const kind of old.kinds) chunks.kinds.set(kind, (chunks.kinds.get(kind) ?? 1) - 1);
      chunks.list[at] = null;
    }
    chunks.drawn = cells.generation;
  }
  const terrain: DisplayItem[] = [];
  const labels: DisplayItem[] = [];
  const list = chunks.list;
  for (let i = 0; i < list.length; i++) {
    let part = list[i];
    if (!part) {
      list[i] = part = chunkItems(model, context, (i % across) * CHUNK, Math.floor(i / across) * CHUNK, CHUNK);
      for (const kind of part.kinds) chunks.kinds.set(kind, (chunks.kinds.get(kind) ?? 0) + 1);
    }
    for (let j = 0; j < part.terrain.length; j++) terrain.push(part.terrain[j] as DisplayItem);
    for (let j = 0; j < part.labels.length; j++) labels.push(part.labels[j] as DisplayItem);
  }
  // In the ruleset's order (kinds it does not know last), however the chunks came to show them.
  const shown = new Set([...chunks.kinds].filter(([, count]) => count > 0).map(([kind]) => kind));
  const known = Object.keys(model.source.ruleset.terrain);
  const kinds = [...known.filter((kind) => shown.has(kind)), ...[...shown].filter((kind) => !known.includes(kind)).sort()];
  // Patterns and the legend are the build's own: every kind shown is noted, however old its chunk.
  for (const kindId of kinds) {
    const kind = Object.hasOwn(model.source.ruleset.terrain, kindId) ? model.source.ruleset.terrain[kindId] : undefined;
    const fill = context.patterns.fill(kind?.pattern, normalColour(kind?.colour, MISSING_TERRAIN));
    context.legend.add(`terrain:${kindId}`, { section: 'terrain', label: localized(kind?.name, model.source.language, kindId), swatch: { type: 'area', fill } });
  }
  return { terrain, labels, redrawn: changed };
}

function chunkItems(model: CellBoardModel, context: SceneContext, col0: number, row0: number, CHUNK: number): Chunk {
  const { kernel, present, terrain } = model;
  const byKind = new Map<string, Subpath[]>();
  const texts: DisplayItem[] = [];
  for (let row = row0; row < Math.min(row0 + CHUNK, kernel.rows); row++) {
    for (let col = col0; col < Math.min(col0 + CHUNK, kernel.columns); col++) {
      const index = kernel.indexAt(col, row);
      if (index < 0 || !present[index]) continue;
      const kind = terrain[index] ?? null;
      if (kind !== null) {
        let outlines = byKind.get(kind);
        if (!outlines) byKind.set(kind, (outlines = []));
        outlines.push(outlineOf(model, context, index));
      }
      if (context.options.labels) texts.push(labelOf(model, context, index, kind));
    }
  }
  const items: DisplayItem[] = [];
  for (const [kindId, path] of byKind) {
    const kind = Object.hasOwn(model.source.ruleset.terrain, kindId) ? model.source.ruleset.terrain[kindId] : undefined;
    items.push({ kind: 'path', path, fill: context.patterns.fill(kind?.pattern, normalColour(kind?.colour, MISSING_TERRAIN)) });
  }
  return { terrain: items, labels: texts.length > 0 ? [{ kind: 'group', items: texts }] : [], kinds: [...byKind.keys()] };
}

/** The grid only changes with the cells present (tiles): kept as long as they are (cell-terrain.ts makes a new array when they change). */
function gridItems(model: CellBoardModel, context: SceneContext, regionMm: number): readonly DisplayItem[] {
  const { kernel, present } = model;
  const cached = context.memo.geometry.grid;
  if (cached && cached.present === present && cached.regionMm === regionMm) return cached.items;
  const inner: Subpath[] = [];
  const border: Subpath[] = [];
  for (const key of kernel.allEdges()) {
    let count = 0;
    for (const cell of kernel.cellsOfEdge(key)) count += present[kernel.indexOf(cell)] ?? 0;
    if (count === 2) inner.push(segmentOf(model, context, key));
    else if (count === 1) border.push(segmentOf(model, context, key));
  }
  const size = cellSizeOf(kernel);
  const items = regionalise(
    [
      { kind: 'path', path: inner, stroke: { colour: GRID, widthMm: Math.min(0.3, Math.max(0.15, size * 0.008)), cap: 'round' } },
      { kind: 'path', path: border, stroke: { colour: INK, widthMm: Math.min(0.8, Math.max(0.4, size * 0.02)), cap: 'round', join: 'round' } },
    ],
    regionMm,
  );
  context.memo.geometry.grid = { present, regionMm, items };
  return items;
}

/** Hatching under the grid, outlines over it; each zone's drawing is kept while its cells and colour are the same. */
function zoneItems(model: CellBoardModel, context: SceneContext, regionMm: number): { hatching: DisplayItem[]; outlines: DisplayItem[] } {
  const { kernel } = model;
  const hatching: DisplayItem[] = [];
  const outlines: DisplayItem[] = [];
  const width = Math.min(1.6, Math.max(0.6, cellSizeOf(kernel) * 0.05));
  for (const zone of model.zones) {
    if (zone.cells.length === 0) continue;
    const stroke: Stroke = zone.hatched
      ? { colour: zone.colour, widthMm: width, cap: 'round', join: 'round' }
      : { colour: zone.colour, widthMm: width * 0.6, cap: 'round', join: 'round', dashMm: [width * 2, width * 1.5] };
    const outline = context.memo.get(`zone-outline|${JSON.stringify(stroke)}|${zone.cells.join(',')}`, () => {
      const inZone = new Set(zone.cells);
      const path: Subpath[] = [];
      for (const index of zone.cells) {
        for (const key of kernel.edgesOf(kernel.cellAt(index))) {
          const inside = kernel.cellsOfEdge(key).filter((other) => inZone.has(kernel.indexOf(other))).length;
          if (inside === 1) path.push(segmentOf(model, context, key));
        }
      }
      return regionalise([{ kind: 'path', path, stroke }], regionMm);
    });
    outlines.push(...outline);
    if (zone.hatched) {
      const hatch = context.patterns.zoneHatch(zone.colour);
      hatching.push(...regionalPaths(context, 'zone-hatch', zone.cells, (index) => outlineOf(model, context, index), { fill: hatch }, regionMm));
      context.legend.add(`zone:${zone.id}`, { section: 'zones', label: zone.name, swatch: { type: 'zone', fill: hatch, stroke } });
    } else context.legend.add(`zone:${zone.id}`, { section: 'zones', label: zone.name, swatch: { type: 'zone', stroke } });
  }
  return { hatching, outlines };
}

function edgeItems(model: CellBoardModel, context: SceneContext, regionMm: number): DisplayItem[] {
  const { kernel } = model;
  const width = edgeWidthMm(cellSizeOf(kernel));
  const byLook = new Map<string, { strokes: Stroke[]; keys: string[] }>();
  for (const edge of model.edges) {
    if (edge.hidden && !context.options.showHidden) continue;
    const key = lookKey(edge.kind, edge.state);
    let look = byLook.get(key);
    if (!look) {
      const kind = model.source.ruleset.edges?.[edge.kind];
      look = { strokes: edgeLook(kind, edge.state, width), keys: [] };
      byLook.set(key, look);
      const kindName = localized(kind?.name, model.source.language, edge.kind);
      const stateName = localized(kind?.states[edge.state]?.name, model.source.language, edge.state);
      const label = Object.keys(kind?.states ?? {}).length > 1 ? `${kindName} (${stateName})` : kindName;
      context.legend.add(`edge:${key}`, { section: 'edges', label, swatch: { type: 'edge', strokes: look.strokes } });
    }
    look.keys.push(edge.key);
  }
  const items: DisplayItem[] = [];
  for (const { strokes, keys } of byLook.values()) {
    for (const stroke of strokes) items.push(...regionalPaths(context, 'edge', keys, (key) => segmentOf(model, context, key), { stroke }, regionMm));
  }
  return items;
}

/** The ink of labels on each terrain colour. */
const inks = new Map<string, string>();
const inkFor = (colour: string) => {
  let ink = inks.get(colour);
  if (ink === undefined) inks.set(colour, (ink = inkOn(colour)));
  return ink;
};

/** A cell's label: top-left corner of a square, top middle of a hex; its ink suits its terrain. */
function labelOf(model: CellBoardModel, context: SceneContext, index: number, kindId: string | null): TextItem {
  const { kernel } = model;
  const cache = context.memo.geometry.labels;
  const kind = kindId ? model.source.ruleset.terrain[kindId] : undefined;
  const colour = inkFor(normalColour(kind?.colour, MISSING_TERRAIN));
  let label = cache[index];
  if (!label) {
    const size = cellSizeOf(kernel);
    const textSize = Math.min(3.2, Math.max(1.4, size * 0.14));
    const cell = kernel.cellAt(index);
    const centre = kernel.cellToMm(cell);
    const { text, sizeMm } = fitText(kernel.label(cell), size * 0.6, textSize, 1);
    const at: PointMm =
      kernel.kind === 'square'
        ? { x: centre.x - size / 2 + size * 0.06, y: centre.y - size / 2 + size * 0.06 + sizeMm * 0.718 }
        : { x: centre.x, y: centre.y - size / 2 + size * 0.08 + sizeMm * 0.718 };
    label = { kind: 'text', at, text, sizeMm, colour, anchor: kernel.kind === 'square' ? 'start' : 'middle' };
  } else if (label.colour !== colour) label = { ...label, colour };
  cache[index] = label;
  return label;
}

/** Each zone's name at the bottom of its first cell; names of zones sharing that cell stack upwards. */
function zoneNameItems(model: CellBoardModel, context: SceneContext): DisplayItem[] {
  const { kernel } = model;
  const size = cellSizeOf(kernel);
  const items: DisplayItem[] = [];
  const stacked = new Map<number, number>();
  for (const zone of model.zones) {
    const first = zone.cells[0];
    if (first === undefined || !zone.name) continue;
    const below = stacked.get(first) ?? 0;
    stacked.set(first, below + 1);
    items.push(
      context.memo.get(`zone-name|${first}|${below}|${zone.colour}|${zone.name}`, (): DisplayItem => {
        const centre = kernel.cellToMm(kernel.cellAt(first));
        const { text, sizeMm } = fitText(zone.name, size * 0.9, Math.min(3, size * 0.13), 1, true);
        return { kind: 'text', at: { x: centre.x, y: centre.y + size * 0.42 - below * sizeMm * 1.25 }, text, sizeMm, colour: zone.colour, anchor: 'middle', bold: true };
      }),
    );
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

/** The counters of each cell, kept while the pieces on that cell look the same; tokens and units in layers of their own. */
function pieceSections(model: CellBoardModel, context: SceneContext, sections: SectionList): void {
  const { kernel } = model;
  const byCell = piecesByCell(model, visiblePieces(model.pieces, context));
  const slot = pieceSlotMm(kernel);
  for (const [index, pieces] of byCell) {
    for (const piece of pieces) noteInLegend(piece, context, false);
    const faces = JSON.stringify(pieces.map((piece) => [piece.what, faceOf(piece)]));
    const counters = context.memo.get(`pieces|${index}|${faces}`, () => slotCounters(pieces, kernel.cellToMm(kernel.cellAt(index)), slot));
    pieces.forEach((piece, i) => sections.add(piece.what === 'unit' ? 'units' : 'tokens', counters[i] ?? []));
  }
}

export function cellScene(model: CellBoardModel, context: SceneContext): Omit<BoardScene, 'legend' | 'items'> {
  const cellMm = cellSizeOf(model.kernel);
  // A small board is one region, as regionalise leaves a path of few parts whole.
  const small = model.kernel.cellCount <= REGIONAL_FROM_SUBPATHS;
  const chunk = small ? Math.max(model.kernel.columns, model.kernel.rows) : (context.options.regionCells ?? Math.max(1, Math.round(regionSizeMm(cellMm) / cellMm)));
  const regionMm = chunk * cellMm;
  const sections = new SectionList();
  const zones = zoneItems(model, context, regionMm);
  const { terrain, labels, redrawn } = terrainAndLabels(model, context, chunk);
  sections.add('terrain', terrain);
  sections.add('zones', zones.hatching);
  sections.add('grid', gridItems(model, context, regionMm));
  sections.add('zones', zones.outlines);
  sections.add('edges', edgeItems(model, context, regionMm));
  sections.add('labels', labels);
  sections.add('zones', zoneNameItems(model, context));
  pieceSections(model, context, sections);
  return { bounds: model.kernel.boundsMm(), sections: sections.all(), unitMm: cellSizeOf(model.kernel), redrawnCells: redrawn };
}
