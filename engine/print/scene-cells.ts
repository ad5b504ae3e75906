/**
 * The drawing of a square or hex board: terrain fills (one path per kind), the grid drawn edge by
 * edge (each physical edge once), zones, edge features in their state, labels, then counters.
 */
import type { HexKernel, PointMm, SquareKernel } from '../board/types';
import type { CellBoardModel, Piece } from './board-model';
import { darker, INK, inkOn, mix, normalColour, PAPER_WHITE } from './colour';
import { placedSymbol, terrainSymbol } from './symbols';
import { terrainArtItems, tileArtItems } from './scene-art';
import { artFor } from './faces';
import { LabelPlacer, textBox, type LabelSpot } from './labels';
import { rectSubpath, REGIONAL_FROM_SUBPATHS, regionalise, regionGroups, regionSizeMm, type DisplayItem, type PathItem, type Stroke, type Subpath, type TextItem } from './display-list';
import { edgeLook, edgeWidthMm, lookKey } from './edge-style';
import { drawnAsSymbol, edgeRole, edgeStateLook, edgeSymbolItems } from './edge-symbols';
import { translate } from '../i18n/index';
import { inSentence, localized } from '../scenario/localized';
import { deploysInZone, faceKey, faceOf, noteInLegend, slotCounters, visiblePieces } from './scene-pieces';
import { SectionList, type BoardScene, type Redrawn, type SceneContext } from './scene-types';
import { fitText, MIN_PRINT_TEXT_MM } from './text';
import { freeCorner, tileFrameItems, tilePlateItems } from './tile-faces';
import { footprintOf } from '../scenario/index';

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
function terrainAndLabels(model: CellBoardModel, context: SceneContext, chunk: number): { terrain: DisplayItem[]; labels: DisplayItem[]; redrawn: Redrawn | null } {
  const { kernel, cells } = model;
  const CHUNK = chunk;
  const across = Math.ceil(kernel.columns / CHUNK);
  const down = Math.ceil(kernel.rows / CHUNK);
  const parts = context.memo.geometry;
  const look = [model.source.ruleset.terrain, context.options.labels, CHUNK, model.source.art, model.source.scenario.art?.terrain];
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
  const fresh: DisplayItem[] = [];
  const list = chunks.list;
  for (let i = 0; i < list.length; i++) {
    let part = list[i];
    if (!part) {
      list[i] = part = chunkItems(model, context, (i % across) * CHUNK, Math.floor(i / across) * CHUNK, CHUNK);
      for (const kind of part.kinds) chunks.kinds.set(kind, (chunks.kinds.get(kind) ?? 0) + 1);
      if (changed) fresh.push(...part.terrain, ...part.labels);
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
  return { terrain, labels, redrawn: changed && { cells: changed, items: fresh } };
}

function centreOf(points: readonly PointMm[]): PointMm {
  let x = 0;
  let y = 0;
  for (const point of points) {
    x += point.x;
    y += point.y;
  }
  return { x: x / Math.max(1, points.length), y: y / Math.max(1, points.length) };
}

/**
 * Square cells (indices in row order) as rectangles covering exactly them: runs along each row,
 * a run stacked on the same run of the row above joining it.
 */
export function squareBlocks(kernel: SquareKernel, indices: readonly number[]): Subpath[] {
  type Block = { col0: number; col1: number; row0: number; row1: number };
  const blocks: Block[] = [];
  // The blocks still open below, by their columns.
  let open = new Map<string, Block>();
  let next = new Map<string, Block>();
  let row = -1;
  const close = (col0: number, col1: number, at: number) => {
    const key = `${col0}:${col1}`;
    const above = open.get(key);
    if (above && above.row1 === at - 1) {
      above.row1 = at;
      next.set(key, above);
    } else {
      const block = { col0, col1, row0: at, row1: at };
      blocks.push(block);
      next.set(key, block);
    }
  };
  let runStart = -1;
  let runEnd = -1;
  for (const index of indices) {
    const cell = kernel.cellAt(index);
    if (cell.row === row && cell.col === runEnd + 1) {
      runEnd = cell.col;
      continue;
    }
    if (runStart >= 0) close(runStart, runEnd, row);
    if (cell.row !== row) {
      open = next;
      next = new Map();
      row = cell.row;
    }
    runStart = runEnd = cell.col;
  }
  if (runStart >= 0) close(runStart, runEnd, row);
  return blocks.map(({ col0, col1, row0, row1 }) => {
    const first = kernel.cellPolygonMm({ col: col0, row: row0 });
    const last = kernel.cellPolygonMm({ col: col1, row: row1 });
    const x0 = Math.min(...first.map((p) => p.x));
    const y0 = Math.min(...first.map((p) => p.y));
    const x1 = Math.max(...last.map((p) => p.x));
    const y1 = Math.max(...last.map((p) => p.y));
    return rectSubpath({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
  });
}

function chunkItems(model: CellBoardModel, context: SceneContext, col0: number, row0: number, CHUNK: number): Chunk {
  const { kernel, present, terrain } = model;
  const byKind = new Map<string, number[]>();
  const texts: DisplayItem[] = [];
  for (let row = row0; row < Math.min(row0 + CHUNK, kernel.rows); row++) {
    for (let col = col0; col < Math.min(col0 + CHUNK, kernel.columns); col++) {
      const index = kernel.indexAt(col, row);
      if (index < 0 || !present[index]) continue;
      const kind = terrain[index] ?? null;
      if (kind !== null) {
        let indices = byKind.get(kind);
        if (!indices) byKind.set(kind, (indices = []));
        indices.push(index);
      }
      if (context.options.labels) texts.push(labelOf(model, context, index, kind));
    }
  }
  const items: DisplayItem[] = [];
  const symbols: DisplayItem[] = [];
  const { ruleset, scenario } = model.source;
  const base = scenario.board.defaultTerrain ?? ruleset.board.defaultTerrain;
  const symbolSize = cellSizeOf(kernel) * (kernel.kind === 'square' ? 0.5 : 0.46);
  for (const [kindId, indices] of byKind) {
    const kind = Object.hasOwn(ruleset.terrain, kindId) ? ruleset.terrain[kindId] : undefined;
    const colour = normalColour(kind?.colour, MISSING_TERRAIN);
    const outlines = () => indices.map((index) => outlineOf(model, context, index));
    // Square cells of one kind side by side are filled as the rectangles they make: the same paint,
    // a few shapes per chunk instead of one per cell.
    const path = kernel.kind === 'square' ? squareBlocks(kernel, indices) : outlines();
    items.push({ kind: 'path', path, fill: context.patterns.fill(kind?.pattern, colour) });
    // The designer's image of the kind fills each of its cells; else each cell of a feature (not
    // the plain ground) carries its kind's symbol, as a printed map does.
    const image = artFor(scenario, model.source.art, 'terrain', kindId);
    if (image) {
      for (const outline of outlines()) symbols.push(...terrainArtItems(image, outline));
      continue;
    }
    const symbol = kindId === base ? undefined : terrainSymbol(ruleset, kindId);
    if (!symbol) continue;
    const colours = { ink: darker(colour, 0.55), paper: colour, accent: mix(colour, INK, 0.25) };
    for (const outline of outlines()) {
      const centre = centreOf(outline.points);
      symbols.push(placedSymbol(symbol, colours, centre, symbolSize));
    }
  }
  if (symbols.length > 0) items.push({ kind: 'group', items: symbols });
  // One group per chunk for its terrain and one for its labels: an edit that redraws the chunk
  // replaces two items in place, however many kinds its cells show before and after.
  return { terrain: items.length > 0 ? [{ kind: 'group', items }] : [], labels: texts.length > 0 ? [{ kind: 'group', items: texts }] : [], kinds: [...byKind.keys()] };
}

/** The grid only changes with the cells present (tiles): kept as long as they are (cell-terrain.ts makes a new array when they change). */
function gridItems(model: CellBoardModel, context: SceneContext, regionMm: number): readonly DisplayItem[] {
  const { kernel, present } = model;
  const cached = context.memo.geometry.grid;
  if (cached && cached.present === present && cached.regionMm === regionMm) return cached.items;
  const inner: Subpath[] = [];
  const border: Subpath[] = [];
  const size = cellSizeOf(kernel);
  if (kernel.kind === 'square') squareGridLines(kernel, present, Math.max(1, Math.round(regionMm / size)), inner, border);
  else {
    for (const key of kernel.allEdges()) {
      let count = 0;
      for (const cell of kernel.cellsOfEdge(key)) count += present[kernel.indexOf(cell)] ?? 0;
      if (count === 2) inner.push(segmentOf(model, context, key));
      else if (count === 1) border.push(segmentOf(model, context, key));
    }
  }
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

/**
 * The grid of a square board as lines: the sides between two cells (`inner`) or along one (`border`),
 * each straight run of them one segment, cut every `chunk` cells so each region keeps its own.
 * A board of a million cells gets a few thousand segments instead of two million.
 */
export function squareGridLines(kernel: SquareKernel, present: Uint8Array, chunk: number, inner: Subpath[], border: Subpath[]): void {
  const { columns, rows } = kernel;
  const size = cellSizeOf(kernel);
  const origin = kernel.cellPolygonMm({ col: 0, row: 0 })[0] as PointMm;
  const at = (col: number, row: number) => (col >= 0 && col < columns && row >= 0 && row < rows ? (present[row * columns + col] ?? 0) : 0);
  const add = (count: number, a: PointMm, b: PointMm) => {
    if (count === 2) inner.push({ points: [a, b], closed: false });
    else if (count === 1) border.push({ points: [a, b], closed: false });
  };
  // Lines between columns (x fixed), run down the rows; then between rows, run along the columns.
  for (const vertical of [true, false]) {
    const lines = vertical ? columns : rows;
    const length = vertical ? rows : columns;
    const countAt = (line: number, step: number) => (vertical ? at(line - 1, step) + at(line, step) : at(step, line - 1) + at(step, line));
    const point = (line: number, step: number): PointMm => (vertical ? { x: origin.x + line * size, y: origin.y + step * size } : { x: origin.x + step * size, y: origin.y + line * size });
    for (let line = 0; line <= lines; line++) {
      let start = 0;
      let count = countAt(line, 0);
      for (let step = 1; step <= length; step++) {
        const here = step === length ? -1 : countAt(line, step);
        if (here === count && step % chunk !== 0) continue;
        add(count, point(line, start), point(line, step));
        start = step;
        count = here;
      }
    }
  }
}

/**
 * A board built from tiles shows each tile as the printed piece it is: its outline, heavier than
 * the grid, and its id ("5A") in a plate at a corner; a ruleset whose squares hold smaller cells
 * (Rivet Wars' 2 × 2) gets them drawn inside each square.
 */
function tileItems(model: CellBoardModel, context: SceneContext, regionMm: number, pieces: ReadonlyMap<number, unknown>): { outlines: readonly DisplayItem[]; ids: readonly DisplayItem[] } {
  const { kernel } = model;
  const { scenario, ruleset } = model.source;
  const placements = scenario.board.tiles ?? [];
  const library = ruleset.tiles ?? {};
  const divisions = kernel.kind === 'square' ? Math.min(10, Math.max(1, Math.floor(ruleset.look?.cellDivisions ?? 1))) : 1;
  const size = cellSizeOf(kernel);
  const withArt = placements.filter((placement) => artFor(scenario, model.source.art, 'tiles', placement.tile)).map((placement) => placement.tile);
  // A plate moves to a corner no counter covers.
  const occupied = placements.length > 0 ? [...pieces.keys()].sort((a, b) => a - b) : [];
  const key = `tiles|${JSON.stringify(placements)}|${divisions}|${regionMm}|${context.options.labels}|${JSON.stringify(ruleset.look?.tile ?? null)}|${withArt.join(',')}|${occupied.join(',')}`;
  return context.memo.get(key, () => {
    const owner = new Int32Array(kernel.cellCount).fill(-1);
    placements.forEach((placement, i) => {
      const tile = Object.hasOwn(library, placement.tile) ? library[placement.tile] : undefined;
      if (!tile) return;
      const print = footprintOf(placement, tile);
      for (let row = print.row; row < print.row + print.rows; row++) {
        for (let col = print.col; col < print.col + print.columns; col++) {
          const index = kernel.indexOf({ col, row });
          if (index >= 0) owner[index] = i;
        }
      }
    });
    const outlines: DisplayItem[] = [];
    const ids: DisplayItem[] = [];
    if (divisions > 1) {
      const lines: Subpath[] = [];
      for (let index = 0; index < kernel.cellCount; index++) {
        if (!model.present[index]) continue;
        const centre = kernel.cellToMm(kernel.cellAt(index));
        const x0 = centre.x - size / 2;
        const y0 = centre.y - size / 2;
        for (let d = 1; d < divisions; d++) {
          const t = (size * d) / divisions;
          lines.push({ points: [{ x: x0 + t, y: y0 }, { x: x0 + t, y: y0 + size }], closed: false }, { points: [{ x: x0, y: y0 + t }, { x: x0 + size, y: y0 + t }], closed: false });
        }
      }
      outlines.push(...regionalise([{ kind: 'path', path: lines, stroke: { colour: GRID, widthMm: Math.min(0.3, Math.max(0.12, size * 0.004)), dashMm: [size * 0.02, size * 0.015], opacity: 0.8 } }], regionMm));
    }
    if (placements.length === 0) return { outlines, ids };
    const border: Subpath[] = [];
    for (const edge of kernel.allEdges()) {
      const sides = kernel.cellsOfEdge(edge).map((cell) => owner[kernel.indexOf(cell)] ?? -1);
      const a = sides[0] ?? -1;
      const b = sides.length === 2 ? (sides[1] ?? -1) : -1;
      if (a !== b && (a >= 0 || b >= 0)) border.push(segmentOf(model, context, edge));
    }
    outlines.push(...regionalise([{ kind: 'path', path: border, stroke: { colour: INK, widthMm: Math.min(1.2, Math.max(0.5, size * 0.012)), cap: 'round', join: 'round' } }], regionMm));
    // Each tile as its printed piece: a frame (with rivets where the game's tiles have them) and its id on a plate.
    const half = kernel.kind === 'square' ? 0.5 : 0.35;
    placements.forEach((placement, i) => {
      const cells: number[] = [];
      for (let index = 0; index < owner.length; index++) if (owner[index] === i) cells.push(index);
      if (cells.length === 0) return;
      const centres = cells.map((index) => kernel.cellToMm(kernel.cellAt(index)));
      const left = Math.min(...centres.map((c) => c.x)) - size * half;
      const top = Math.min(...centres.map((c) => c.y)) - size * 0.5;
      const box = { x: left, y: top, width: Math.max(...centres.map((c) => c.x)) + size * half - left, height: Math.max(...centres.map((c) => c.y)) + size * 0.5 - top };
      const tile = Object.hasOwn(library, placement.tile) ? library[placement.tile] : undefined;
      const ground = normalColour(tile?.defaultTerrain !== undefined && Object.hasOwn(ruleset.terrain, tile.defaultTerrain) ? ruleset.terrain[tile.defaultTerrain]?.colour : undefined, MISSING_TERRAIN);
      const printed = { id: placement.tile, box, ground, hasArt: withArt.includes(placement.tile) };
      if (kernel.kind === 'square') outlines.push(...tileFrameItems(ruleset, printed, size));
      ids.push(...tilePlateItems(ruleset, printed, size, freeCorner(cells.filter((index) => !pieces.has(index)).map((index) => kernel.cellToMm(kernel.cellAt(index))), box, size)));
    });
    return { outlines, ids };
  });
}

/** Hatching under the grid, outlines over it; each zone's drawing is kept while its cells and colour are the same. */
function zoneItems(model: CellBoardModel, context: SceneContext, regionMm: number): { hatching: DisplayItem[]; outlines: DisplayItem[] } {
  const { kernel } = model;
  const hatching: DisplayItem[] = [];
  const outlines: DisplayItem[] = [];
  const width = Math.min(1.6, Math.max(0.6, cellSizeOf(kernel) * 0.05));
  // A zone on the very cells of one drawn before (R6's defenders' start in a bomb site's room) is
  // hatched the other way and outlined in dashes, so that both colours show.
  const drawnCells = new Set<string>();
  for (const zone of model.zones) {
    if (zone.cells.length === 0) continue;
    const cells = [...zone.cells].sort((a, b) => a - b).join(',');
    const over = drawnCells.has(cells);
    drawnCells.add(cells);
    const stroke: Stroke = zone.hatched && !over
      ? { colour: zone.colour, widthMm: width, cap: 'round', join: 'round' }
      : { colour: zone.colour, widthMm: width * (over ? 1 : 0.6), cap: 'round', join: 'round', dashMm: [width * 2, width * 1.5] };
    const hatch = zone.hatched ? context.patterns.zoneHatch(zone.colour, over) : undefined;
    // A zone's drawing is kept whole while its cells and look are: an edit elsewhere costs it one key.
    const drawn = context.memo.get(`zone|${JSON.stringify(stroke)}|${hatch ? JSON.stringify(hatch) : ''}|${regionMm}|${zone.cells.join(',')}`, () => {
      const inZone = new Set(zone.cells);
      const path: Subpath[] = [];
      for (const index of zone.cells) {
        for (const key of kernel.edgesOf(kernel.cellAt(index))) {
          const inside = kernel.cellsOfEdge(key).filter((other) => inZone.has(kernel.indexOf(other))).length;
          if (inside === 1) path.push(segmentOf(model, context, key));
        }
      }
      return {
        outline: regionalise([{ kind: 'path', path, stroke }], regionMm),
        hatching: hatch ? regionalPaths(context, 'zone-hatch', zone.cells, (index) => outlineOf(model, context, index), { fill: hatch }, regionMm) : [],
      };
    });
    outlines.push(...drawn.outline);
    hatching.push(...drawn.hatching);
    context.legend.addZone(zone.name, hatch ? { type: 'zone', fill: hatch, stroke } : { type: 'zone', stroke }, model.source.language);
  }
  return { hatching, outlines };
}

/** How strongly a token laid on a whole zone tints it: light enough to read the cells through. */
const ZONE_COVER_OPACITY = 0.55;

/**
 * A token laid on a zone acts on the whole zone (R6's smoke fills its room): the zone's cells are
 * tinted in a shade of the token's colour and stippled, under its hatching (the stipple keeps it
 * told apart in black and white), and the counter stands on one of its cells.
 */
function zoneCovers(model: CellBoardModel, context: SceneContext, pieces: readonly Piece[], regionMm: number): DisplayItem[] {
  const zoneCells = new Map(model.zones.map((zone) => [zone.id, zone.cells]));
  return pieces.flatMap((piece) => {
    const at = piece.at;
    if (piece.what !== 'token' || !at || !('zone' in at)) return [];
    const cells = zoneCells.get(at.zone) ?? [];
    const outline = (index: number) => outlineOf(model, context, index);
    return [
      ...regionalPaths(context, 'zone-cover', cells, outline, { fill: { colour: darker(piece.fill, 0.1), opacity: ZONE_COVER_OPACITY } }, regionMm),
      ...regionalPaths(context, 'zone-haze', cells, outline, { fill: context.patterns.haze(darker(piece.fill, 0.5)) }, regionMm),
    ];
  });
}

function edgeItems(model: CellBoardModel, context: SceneContext, regionMm: number): DisplayItem[] {
  const { kernel } = model;
  const width = edgeWidthMm(cellSizeOf(kernel));
  const byLook = new Map<string, { strokes: Stroke[]; keys: string[] }>();
  const symbols: DisplayItem[] = [];
  for (const edge of model.edges) {
    if (edge.hidden && !context.options.showHidden) continue;
    const key = lookKey(edge.kind, edge.state);
    const kind = model.source.ruleset.edges?.[edge.kind];
    const role = edgeRole(kind, edge.kind);
    const look = edgeStateLook(kind, edge.state);
    const symbol = drawnAsSymbol(role, look);
    const colour = normalColour(kind?.states[edge.state]?.colour ?? kind?.colour, '#333333');
    if (!byLook.has(key)) {
      const kindName = localized(kind?.name, model.source.language, edge.kind);
      const stateName = localized(kind?.states[edge.state]?.name, model.source.language, edge.state);
      // A state named as its kind (R6's window, open) is the kind alone: « Fenêtre », not « Fenêtre (Fenêtre) ».
      const named = Object.keys(kind?.states ?? {}).length > 1 && stateName.toLocaleLowerCase(model.source.language) !== kindName.toLocaleLowerCase(model.source.language);
      const label = named ? `${kindName} (${inSentence(stateName, model.source.language)})` : kindName;
      const strokes = edgeLook(kind, edge.state, width);
      context.legend.add(`edge:${key}`, { section: 'edges', label, swatch: symbol ? { type: 'feature', role, look, colour } : { type: 'edge', strokes } });
      byLook.set(key, { strokes, keys: [] });
    }
    if (symbol) {
      // Features drawn as floor-plan symbols are few: one group each, kept while the edge looks the same.
      symbols.push(
        context.memo.get(`edge-symbol|${edge.key}|${role}|${look}|${colour}|${width}`, (): DisplayItem => {
          const { a, b } = kernel.edgeSegmentMm(edge.key);
          return { kind: 'group', items: edgeSymbolItems(role, look, a, b, width, colour) };
        }),
      );
    } else byLook.get(key)?.keys.push(edge.key);
  }
  const items: DisplayItem[] = [];
  for (const { strokes, keys } of byLook.values()) {
    if (keys.length === 0) continue;
    for (const stroke of strokes) items.push(...regionalPaths(context, 'edge', keys, (key) => segmentOf(model, context, key), { stroke }, regionMm));
  }
  items.push(...symbols);
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
    const textSize = Math.min(3.2, Math.max(MIN_PRINT_TEXT_MM, size * 0.14));
    const cell = kernel.cellAt(index);
    const centre = kernel.cellToMm(cell);
    const { text, sizeMm } = fitText(kernel.label(cell), size * 0.6, textSize, MIN_PRINT_TEXT_MM);
    const at: PointMm =
      kernel.kind === 'square'
        ? { x: centre.x - size / 2 + size * 0.06, y: centre.y - size / 2 + size * 0.06 + sizeMm * 0.718 }
        : { x: centre.x, y: centre.y - size / 2 + size * 0.08 + sizeMm * 0.718 };
    label = { kind: 'text', at, text, sizeMm, colour, anchor: kernel.kind === 'square' ? 'start' : 'middle' };
  } else if (label.colour !== colour) label = { ...label, colour };
  cache[index] = label;
  return label;
}

interface Run {
  readonly row: number;
  readonly length: number;
  readonly centre: PointMm;
  readonly width: number;
  /** Its cells in a line (squares, pointy hexes), not zigzagging up and down (flat hexes). */
  readonly straight: boolean;
}

/** The rows of cells side by side among `cells`. */
function rowRuns(model: CellBoardModel, cells: readonly number[]): Run[] {
  const { kernel } = model;
  const size = cellSizeOf(kernel);
  const byRow = new Map<number, { col: number; centre: PointMm }[]>();
  for (const index of cells) {
    const cell = kernel.cellAt(index);
    const list = byRow.get(cell.row) ?? [];
    list.push({ col: cell.col, centre: kernel.cellToMm(cell) });
    byRow.set(cell.row, list);
  }
  const runs: Run[] = [];
  for (const [row, list] of byRow) {
    list.sort((a, b) => a.col - b.col);
    let start = 0;
    for (let i = 1; i <= list.length; i++) {
      if (i < list.length && (list[i] as { col: number }).col === (list[i - 1] as { col: number }).col + 1) continue;
      const first = list[start] as { centre: PointMm };
      const last = list[i - 1] as { centre: PointMm };
      const members = list.slice(start, i);
      const y = members.reduce((sum, member) => sum + member.centre.y, 0) / members.length;
      const straight = members.every((member) => Math.abs(member.centre.y - first.centre.y) < 1e-6);
      runs.push({ row, length: i - start, centre: { x: (first.centre.x + last.centre.x) / 2, y }, width: last.centre.x - first.centre.x + size * (kernel.kind === 'square' ? 0.92 : 0.7), straight });
      start = i;
    }
  }
  return runs;
}

/**
 * Where a zone's name may go: along each row of its cells, and each straight stretch of a row no
 * counter stands on (`taken` cells; a zigzag one would reach into the cells of the next row), the
 * longest first, the middle rows before the edges; in the lower band of the cells, then their
 * middle, then higher up.
 */
function zoneSpots(model: CellBoardModel, cells: readonly number[], taken: ReadonlySet<number>): LabelSpot[] {
  const { kernel } = model;
  const size = cellSizeOf(kernel);
  const free = cells.filter((index) => !taken.has(index));
  const stretches = free.length > 0 && free.length < cells.length ? rowRuns(model, free).filter((run) => run.length > 1 && run.straight) : [];
  const runs = [...rowRuns(model, cells), ...stretches];
  const rows = runs.map((run) => run.row);
  const middle = (Math.min(...rows) + Math.max(...rows)) / 2;
  // A whole row before a stretch of it as long: the sort keeps that order.
  runs.sort((a, b) => b.length - a.length || Math.abs(a.row - middle) - Math.abs(b.row - middle) || a.row - b.row);
  const spots: LabelSpot[] = [];
  for (const offset of [0.38, 0.12, -0.16]) {
    for (const run of runs.slice(0, 24)) spots.push({ at: { x: run.centre.x, y: run.centre.y + size * offset }, width: run.width });
  }
  // Then any single cell of it, for a zone whose rows are crowded with counters.
  const cellWidth = size * (kernel.kind === 'square' ? 0.92 : 0.7);
  for (const offset of [0.4, -0.2, 0.12]) {
    for (const index of cells.slice(0, 40)) {
      const centre = kernel.cellToMm(kernel.cellAt(index));
      spots.push({ at: { x: centre.x, y: centre.y + size * offset }, width: cellWidth });
    }
  }
  return spots;
}

/**
 * The zones' names, placed so they cover neither each other, the coordinates nor the counters:
 * each in the first free spot along its rows, in its colour, at 6 pt at least.
 */
function zoneNameItems(model: CellBoardModel, context: SceneContext, pieces: ReadonlyMap<number, readonly Piece[]>): DisplayItem[] {
  const { kernel } = model;
  const size = cellSizeOf(kernel);
  const placer = new LabelPlacer(kernel.boundsMm());
  const named = model.zones.filter((zone) => zone.cells.length > 0 && zone.name);
  if (named.length === 0) return [];
  const slot = pieceSlotMm(kernel);
  for (const index of pieces.keys()) {
    const centre = kernel.cellToMm(kernel.cellAt(index));
    placer.block({ x: centre.x - slot / 2, y: centre.y - slot / 2, width: slot, height: slot });
  }
  const keepClear = context.options.keepClear ?? [];
  for (const box of keepClear) placer.block(box);
  // The cells a counter stands on, drawn in the scene or over it: a name may go along the rest of a row.
  const taken = new Set(pieces.keys());
  for (const zone of named) {
    for (const index of zone.cells) {
      const centre = kernel.cellToMm(kernel.cellAt(index));
      if (keepClear.some((box) => centre.x > box.x && centre.x < box.x + box.width && centre.y > box.y && centre.y < box.y + box.height)) taken.add(index);
    }
  }
  if (context.options.labels) {
    const seen = new Set<number>();
    for (const zone of named) {
      for (const index of zone.cells) {
        if (seen.has(index)) continue;
        seen.add(index);
        placer.block(textBox(labelOf(model, context, index, model.terrain[index] ?? null)));
      }
    }
  }
  // Small zones first: they have the fewest places to go. A large zone's name grows with it, to read at fit zoom.
  const order = [...named].sort((a, b) => a.cells.length - b.cells.length);
  const placed = new Map<string, DisplayItem>();
  for (const zone of order) {
    const item = placer.place({ text: zone.name, colour: darker(zone.colour, 0.15), bold: true, sizeMm: Math.min(12, Math.max(MIN_PRINT_TEXT_MM, size * 0.14, Math.sqrt(zone.cells.length) * size * 0.05)), spots: zoneSpots(model, zone.cells, taken) });
    if (item) placed.set(zone.id, item);
  }
  // Each name on a pale band so it reads over hatching and walls.
  return named.flatMap((zone) => {
    const item = placed.get(zone.id);
    if (!item || item.kind !== 'text') return [];
    const box = textBox(item);
    const pad = item.sizeMm * 0.12;
    return [{ kind: 'path', path: [rectSubpath({ x: box.x - pad, y: box.y, width: box.width + pad * 2, height: box.height })], fill: { colour: PAPER_WHITE, opacity: 0.78 } } as DisplayItem, item];
  });
}

/**
 * Pieces grouped by the cell they stand on. Pieces placed on a zone (units deployed there, a
 * grenade's smoke) take its cells in turn, the first on its first cell.
 */
export function piecesByCell(model: CellBoardModel, pieces: readonly Piece[]): Map<number, Piece[]> {
  const { kernel } = model;
  const zoneCells = new Map(model.zones.map((zone) => [zone.id, zone.cells]));
  const taken = new Map<string, number>();
  const byCell = new Map<number, Piece[]>();
  for (const piece of pieces) {
    const at = piece.at;
    if (!at) continue;
    let index = -1;
    if ('col' in at) index = kernel.indexOf(at);
    else if ('zone' in at) {
      const cells = zoneCells.get(at.zone) ?? [];
      const turn = taken.get(at.zone) ?? 0;
      taken.set(at.zone, turn + 1);
      index = cells.length > 0 ? (cells[turn % cells.length] as number) : -1;
    }
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
function pieceSections(model: CellBoardModel, context: SceneContext, sections: SectionList, byCell: ReadonlyMap<number, readonly Piece[]>): void {
  const { kernel } = model;
  const slot = pieceSlotMm(kernel);
  for (const [index, pieces] of byCell) {
    for (const piece of pieces) {
      noteInLegend(piece, context, false);
      if (deploysInZone(piece)) {
        const label = translate(model.source.language, 'print.legend.deploys', { side: piece.sideName ?? piece.label });
        context.legend.add(`deploys:${piece.fill}`, { section: 'pieces', label, swatch: { type: 'counter', face: { label: '', fill: piece.fill }, round: false, ghost: true } });
      }
    }
    const faces = pieces.map((piece) => `${piece.what}${deploysInZone(piece) ? '~' : ''}${faceKey(faceOf(piece))}${piece.part ? `@${piece.part.col},${piece.part.row}+${piece.part.width}x${piece.part.height}/${piece.part.of}` : ''}`).join('|');
    const counters = context.memo.get(`pieces|${index}|${faces}`, () => slotCounters(pieces, kernel.cellToMm(kernel.cellAt(index)), slot, cellSizeOf(kernel)));
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
  const tileFaces = model.source.art && model.source.scenario.art?.tiles ? context.memo.get(`tile-art|${JSON.stringify(model.source.scenario.board.tiles ?? [])}|${JSON.stringify(model.source.scenario.art.tiles)}|${[...model.source.art.values()].map((art) => art.id).join(',')}`, () => tileArtItems(model)) : [];
  sections.add('terrain', tileFaces);
  const visible = visiblePieces(model.pieces, context);
  sections.add('zones', zoneCovers(model, context, visible, regionMm));
  sections.add('zones', zones.hatching);
  sections.add('grid', gridItems(model, context, regionMm));
  const pieces = piecesByCell(model, visible);
  const tiles = tileItems(model, context, regionMm, pieces);
  sections.add('grid', tiles.outlines);
  sections.add('zones', zones.outlines);
  sections.add('edges', edgeItems(model, context, regionMm));
  sections.add('grid', tiles.ids);
  // Kept while the zones, the cells holding counters and the coordinates are the same.
  const namesKey = `zone-names|${context.options.labels}|${[...pieces.keys()].join(',')}|${JSON.stringify(model.zones.map((zone) => [zone.name, zone.colour, zone.cells]))}`;
  sections.add('zones', context.memo.get(namesKey, () => zoneNameItems(model, context, pieces)));
  pieceSections(model, context, sections, pieces);
  // The coordinates last: a counter's corner (or a deployment ghost's dashed outline) would cut them.
  sections.add('labels', labels);
  return { bounds: model.kernel.boundsMm(), sections: sections.all(), unitMm: cellSizeOf(model.kernel), redrawn };
}
