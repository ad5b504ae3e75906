/**
 * What the select tool does to everything selected at once, each as a single edit (one undo step):
 * move by a drag, delete, rotate, flip tiles, and copy then paste somewhere else with fresh ids.
 * Each is made of the edit commands, so the same refusals apply (a unit moved onto an occupied SIEGE
 * hex, a tile pasted off the board).
 */
import type { Cell, CellKernel, EdgeKey, PointMm } from '../../../engine/board/types';
import type { EdgeFeature, PointPosition, Position, ScenarioArea, Scenario, TerrainPatch, TilePlacement, Token, TokenPosition, Unit } from '../../../engine/scenario/types';
import {
  accept,
  addArea,
  addTerrainPolygon,
  flipTile,
  linkAreas,
  moveArea,
  movePolygon,
  moveTile,
  moveToken,
  moveUnit,
  placeEdgeFeatures,
  placeTile,
  placeToken,
  placeUnit,
  refuse,
  removeArea,
  removeEdgeFeatures,
  removeTerrainPatch,
  removeTile,
  removeToken,
  removeUnit,
  removeZone,
  rotatePolygon,
  rotateTile,
  setEdgeFeature,
  setUnitFaceToward,
  setUnitFacing,
  setUnitProperties,
  type EditResult,
} from '../edits';
import { withBoardList } from '../edits/tree';
import type { SelectedItem, SelectedKind, Selection } from '../selection';
import { composeEdits, type Step } from './compose';
import { shapeCentre, shapeOf } from './itemShapes';
import { cellKernelOf } from './targets';
import type { BoardContext } from './types';

const add = (a: PointMm, b: PointMm): PointMm => ({ x: a.x + b.x, y: a.y + b.y });

/** How close, in mm, a moved side's middle must land to a side of the board to take it. */
const SIDE_SNAP_MM = 0.5;

function unitOf(scenario: Scenario, id: string): { side: string; unit: Unit } | null {
  for (const side of scenario.sides) for (const unit of side.units ?? []) if (unit.id === id) return { side: side.id, unit };
  return null;
}

/**
 * Snaps a drag on a cell board to a whole move from cell to cell (the centre of the cell grabbed to
 * the centre of the cell under the pointer), so everything lands on cells and sides exactly.
 */
export function snapDelta(kernel: CellKernel, from: PointMm, delta: PointMm): PointMm | null {
  const start = kernel.mmToCell(from);
  const end = kernel.mmToCell(add(from, delta));
  if (!start || !end) return null;
  const a = kernel.cellToMm(start);
  const b = kernel.cellToMm(end);
  return { x: b.x - a.x, y: b.y - a.y };
}

/**
 * The move `dx`, `dy` steps of the arrow keys make: whole columns and rows on a cell board, counted
 * from the cell of the first item selected (`anchor`), so that on hexes a step right and a step
 * left come back to the same hex; an inch or a centimetre on a free table; null on an area map.
 */
export function nudgeDelta(context: BoardContext, dx: number, dy: number, anchor?: SelectedItem): PointMm | null {
  const cells = cellKernelOf(context);
  if (cells) {
    const shape = anchor ? shapeOf(context, anchor) : null;
    const from = (shape ? cells.mmToCell(shapeCentre(cells, shape)) : null) ?? { col: Math.floor(cells.columns / 2), row: Math.floor(cells.rows / 2) };
    const a = cells.cellToMm(from);
    const b = cells.cellToMm({ col: from.col + dx, row: from.row + dy });
    return { x: b.x - a.x, y: b.y - a.y };
  }
  if (context.kernel.kind === 'free') {
    const step = context.kernel.unit === 'in' ? 25.4 : 10;
    return { x: dx * step, y: dy * step };
  }
  return null;
}

/** Where a piece standing at `at` goes when moved by `delta` mm; a refusal key when it would leave the board. */
function movedPosition(context: BoardContext, at: TokenPosition, delta: PointMm, shownAt?: PointMm): Position | string | null {
  const { kernel } = context;
  if ('col' in at) {
    const cells = cellKernelOf(context);
    if (!cells) return null;
    // A piece off the board moves from where it is shown, beside the board's edge.
    return cells.mmToCell(add(shownAt ?? cells.cellToMm(at), delta)) ?? 'tool.place.offBoard';
  }
  if ('x' in at && kernel.kind === 'free') {
    const round = (value: number) => Math.round(value * 100) / 100 + 0;
    return { x: round(at.x + kernel.fromMm(delta.x)), y: round(at.y + kernel.fromMm(delta.y)) };
  }
  if ('area' in at && kernel.kind === 'area') {
    const centre = kernel.areaToMm(at.area);
    return centre ? { area: kernel.nearestArea(add(centre, delta)) ?? at.area } : null;
  }
  return null;
}

/** Moves every selected edge feature by `delta` in one go, so features may swap places along a wall. */
function moveEdges(context: BoardContext, ids: ReadonlySet<string>, delta: PointMm): Step {
  return (scenario) => {
    const cells = cellKernelOf(context);
    if (!cells || ids.size === 0) return accept(scenario);
    const current = scenario.board.edges ?? [];
    const staying = new Set(current.filter((feature) => !ids.has(feature.id)).map((feature) => feature.edge));
    const taken = new Set<EdgeKey>();
    const next: EdgeFeature[] = [];
    for (const feature of current) {
      if (!ids.has(feature.id)) {
        next.push(feature);
        continue;
      }
      const { a, b } = cells.edgeSegmentMm(feature.edge);
      const key = cells.nearestEdge({ x: (a.x + b.x) / 2 + delta.x, y: (a.y + b.y) / 2 + delta.y }, SIDE_SNAP_MM);
      if (key === null) return refuse('tool.move.noSide');
      if (staying.has(key) || taken.has(key)) return refuse('tool.move.sideTaken', { label: cells.label(cells.cellsOfEdge(key)[0] ?? { col: 0, row: 0 }) });
      taken.add(key);
      next.push(key === feature.edge ? feature : { ...feature, edge: key });
    }
    return accept(withBoardList(scenario, 'edges', next));
  };
}

/** Moves the selection by `delta` millimetres (already snapped from cell to cell on cell boards). */
export function moveItems(context: BoardContext, items: readonly SelectedItem[], delta: PointMm): EditResult {
  if (delta.x === 0 && delta.y === 0) return accept(context.scenario);
  const { scenario, kernel } = context;
  const cells = cellKernelOf(context);
  // Items leading the move go first, so followers never bump into a piece that is about to leave.
  const lead = (item: SelectedItem) => {
    const shape = shapeOf(context, item);
    return shape ? -(shapeCentre(cells, shape).x * delta.x + shapeCentre(cells, shape).y * delta.y) : 0;
  };
  const ordered = [...items].sort((a, b) => lead(a) - lead(b));
  const steps: Step[] = [];
  const edgeIds = new Set<string>();
  for (const item of ordered) {
    switch (item.kind) {
      case 'unit':
      case 'token': {
        const at = item.kind === 'unit' ? unitOf(scenario, item.id)?.unit.at : scenario.board.tokens?.find((token) => token.id === item.id)?.at;
        if (!at) break;
        const shown = context.pieces.find((piece) => piece.what === item.kind && piece.id === item.id && piece.offBoard);
        const to = movedPosition(context, at, delta, shown?.centre);
        if (typeof to === 'string') return refuse(to);
        if (to) steps.push((s) => (item.kind === 'unit' ? moveUnit(s, { id: item.id, at: to }) : moveToken(s, { id: item.id, at: to })));
        break;
      }
      case 'edge':
        edgeIds.add(item.id);
        break;
      case 'tile': {
        const placement = scenario.board.tiles?.find((tile) => tile.id === item.id);
        const to = placement && cells ? cells.mmToCell(add(cells.cellToMm(placement.at), delta)) : null;
        if (placement && !to) return refuse('edit.tile.offBoard', { tile: placement.tile });
        if (to) steps.push((s) => moveTile(s, { id: item.id, at: to }));
        break;
      }
      case 'terrain':
      case 'zone':
        // A free table's polygons move whole; a cell board's painted terrain and zones are repainted, not dragged.
        if (kernel.kind === 'free') steps.push((s) => movePolygon(s, { id: item.id, dx: kernel.fromMm(delta.x), dy: kernel.fromMm(delta.y) }));
        break;
      case 'area': {
        const area = scenario.board.areas?.find((a) => a.id === item.id);
        if (area) steps.push((s) => moveArea(s, { id: item.id, xMm: Math.round(area.xMm + delta.x), yMm: Math.round(area.yMm + delta.y) }));
        break;
      }
    }
  }
  return composeEdits(scenario, [moveEdges(context, edgeIds, delta), ...steps]).result;
}

/** Removal order: pieces before the zones and areas they stand in, tiles last (pieces on them would be stranded). */
const DELETE_ORDER: readonly SelectedKind[] = ['unit', 'token', 'edge', 'zone', 'terrain', 'area', 'tile'];

export function deleteItems(context: BoardContext, items: readonly SelectedItem[]): EditResult {
  const { scenario } = context;
  const ordered = [...items].sort((a, b) => DELETE_ORDER.indexOf(a.kind) - DELETE_ORDER.indexOf(b.kind));
  const steps: Step[] = ordered.map((item) => (s: Scenario) => {
    switch (item.kind) {
      case 'unit':
        return removeUnit(s, { id: item.id });
      case 'token':
        return removeToken(s, { id: item.id });
      case 'edge': {
        const feature = s.board.edges?.find((edge) => edge.id === item.id);
        return feature ? removeEdgeFeatures(s, { edges: [feature.edge] }) : accept(s);
      }
      case 'zone':
        return removeZone(s, { zone: item.id });
      case 'terrain':
        return removeTerrainPatch(s, { id: item.id });
      case 'area':
        return removeArea(s, { id: item.id });
      case 'tile':
        return removeTile(s, { id: item.id });
    }
  });
  return composeEdits(scenario, steps).result;
}

/** The point a vehicle at `at` faces once turned by `degrees` from `facing` (clockwise on screen, as polygons turn): 12 board units ahead. */
function turnedToward(at: PointPosition, facing: PointMm, degrees: number): PointPosition {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const length = Math.sqrt(facing.x * facing.x + facing.y * facing.y) || 1;
  const [x, y] = [facing.x / length, facing.y / length];
  return { x: at.x + 12 * (x * cos - y * sin), y: at.y + 12 * (x * sin + y * cos) };
}

/** Turns what can turn: tiles by a quarter (a half on hexes), terrain polygons and unit bases by `degrees`. */
export function rotateItems(context: BoardContext, items: readonly SelectedItem[], degrees: number): EditResult {
  const { scenario, kernel } = context;
  const steps: Step[] = [];
  for (const item of items) {
    if (item.kind === 'tile') steps.push((s) => rotateTile(s, { id: item.id }));
    else if ((item.kind === 'terrain' || item.kind === 'zone') && kernel.kind === 'free') steps.push((s) => rotatePolygon(s, { id: item.id, degrees }));
    else if (item.kind === 'unit' && kernel.kind === 'free') {
      const unit = unitOf(scenario, item.id)?.unit;
      const facing = context.pieces.find((box) => box.what === 'unit' && box.id === item.id)?.facing;
      // A vehicle turns by the point it faces, which the rules read; a squad's bases by their angle.
      if (unit?.at && 'x' in unit.at && facing) steps.push((s) => setUnitFaceToward(s, { id: item.id, toward: turnedToward(unit.at as PointPosition, facing, degrees) }));
      else if (unit) steps.push((s) => setUnitFacing(s, { id: item.id, facing: (unit.facing ?? 0) + degrees }));
    }
  }
  return steps.length === 0 ? refuse('tool.rotate.nothing') : composeEdits(scenario, steps).result;
}

export const canRotate = (context: BoardContext, items: readonly SelectedItem[]) =>
  items.some((item) => item.kind === 'tile' || (context.kernel.kind === 'free' && (item.kind === 'terrain' || item.kind === 'zone' || item.kind === 'unit')));

export function flipTiles(context: BoardContext, items: readonly SelectedItem[]): EditResult {
  const tiles = items.filter((item) => item.kind === 'tile');
  if (tiles.length === 0) return refuse('tool.flip.nothing');
  return composeEdits(
    context.scenario,
    tiles.map((item) => (s: Scenario) => flipTile(s, { id: item.id })),
  ).result;
}

/** A copy of selected items, with where they were, to paste elsewhere on a board of the same kind. */
export interface Clipboard {
  readonly board: BoardContext['kernel']['kind'];
  /** The middle of what was copied: pasting puts it under the pointer. */
  readonly anchor: PointMm;
  readonly units: readonly { readonly side: string; readonly unit: Unit }[];
  readonly tokens: readonly Token[];
  readonly edges: readonly EdgeFeature[];
  readonly tiles: readonly TilePlacement[];
  readonly polygons: readonly TerrainPatch[];
  readonly areas: readonly ScenarioArea[];
  readonly links: readonly (readonly [string, string])[];
}

export function copyItems(context: BoardContext, items: readonly SelectedItem[]): Clipboard | null {
  const { scenario, kernel } = context;
  const board = scenario.board;
  const ids = (kind: SelectedKind) => new Set(items.filter((item) => item.kind === kind).map((item) => item.id));
  const [unitIds, tokenIds, edgeIds, tileIds, terrainIds, areaIds] = (['unit', 'token', 'edge', 'tile', 'terrain', 'area'] as const).map(ids) as Set<string>[];
  const units = scenario.sides.flatMap((side) => (side.units ?? []).filter((unit) => unitIds!.has(unit.id) && unit.at && unit.profile).map((unit) => ({ side: side.id, unit })));
  const copy: Clipboard = {
    board: kernel.kind,
    anchor: { x: 0, y: 0 },
    units,
    tokens: (board.tokens ?? []).filter((token) => tokenIds!.has(token.id) && !('zone' in token.at)),
    edges: (board.edges ?? []).filter((edge) => edgeIds!.has(edge.id)),
    tiles: (board.tiles ?? []).filter((tile) => tileIds!.has(tile.id)),
    polygons: (board.terrain ?? []).filter((patch) => terrainIds!.has(patch.id) && patch.polygon),
    areas: (board.areas ?? []).filter((area) => areaIds!.has(area.id)),
    links: (board.links ?? []).filter(([a, b]) => areaIds!.has(a) && areaIds!.has(b)),
  };
  const copied: SelectedItem[] = [
    ...copy.units.map(({ unit }) => ({ kind: 'unit' as const, id: unit.id })),
    ...copy.tokens.map((token) => ({ kind: 'token' as const, id: token.id })),
    ...copy.edges.map((edge) => ({ kind: 'edge' as const, id: edge.id })),
    ...copy.tiles.map((tile) => ({ kind: 'tile' as const, id: tile.id })),
    ...copy.polygons.map((patch) => ({ kind: 'terrain' as const, id: patch.id })),
    ...copy.areas.map((area) => ({ kind: 'area' as const, id: area.id })),
  ];
  const centres = copied.flatMap((item) => {
    const shape = shapeOf(context, item);
    return shape ? [shapeCentre(cellKernelOf(context), shape)] : [];
  });
  if (centres.length === 0) return null;
  const anchor = { x: centres.reduce((sum, p) => sum + p.x, 0) / centres.length, y: centres.reduce((sum, p) => sum + p.y, 0) / centres.length };
  return { ...copy, anchor };
}

/** The move from the copy to where it is pasted: under the pointer, or one cell (10 mm) down and right. */
function pasteDelta(context: BoardContext, clipboard: Clipboard, target: PointMm | null): PointMm | null {
  const cells = cellKernelOf(context);
  if (cells) {
    const from: Cell | null = cells.mmToCell(clipboard.anchor);
    if (!from) return null;
    const to = target ? cells.mmToCell(target) : { col: Math.min(cells.columns - 1, from.col + 1), row: Math.min(cells.rows - 1, from.row + 1) };
    if (!to) return null;
    const a = cells.cellToMm(from);
    const b = cells.cellToMm(to);
    return { x: b.x - a.x, y: b.y - a.y };
  }
  return target ? { x: target.x - clipboard.anchor.x, y: target.y - clipboard.anchor.y } : { x: 10, y: 10 };
}

export interface Pasted {
  readonly result: EditResult;
  /** The new items, to select once the paste is recorded. */
  readonly selection: Selection;
}

export function pasteItems(context: BoardContext, clipboard: Clipboard, target: PointMm | null): Pasted {
  const empty: Selection = { items: [], cells: [] };
  if (clipboard.board !== context.kernel.kind) return { result: refuse('tool.paste.otherBoard'), selection: empty };
  const delta = pasteDelta(context, clipboard, target);
  if (!delta) return { result: refuse('tool.place.offBoard'), selection: empty };
  const { kernel } = context;
  const steps: Step[] = [];
  const kinds: SelectedKind[] = [];
  const moved = (at: TokenPosition): Position | string | null => movedPosition(context, at, delta);
  const offBoard = (where: Position | string | null) => (typeof where === 'string' ? where : 'tool.place.offBoard');

  for (const placement of clipboard.tiles) {
    const at = moved(placement.at);
    if (!at || typeof at === 'string' || !('col' in at)) return { result: refuse('edit.tile.offBoard', { tile: placement.tile }), selection: empty };
    steps.push((s) => placeTile(s, { tile: placement.tile, at, ...(placement.rotation ? { rotation: placement.rotation } : {}) }));
    kinds.push('tile');
  }
  for (const patch of clipboard.polygons) {
    if (kernel.kind !== 'free' || !patch.polygon) continue;
    const dx = kernel.fromMm(delta.x);
    const dy = kernel.fromMm(delta.y);
    steps.push((s) => addTerrainPolygon(s, { kind: patch.kind, polygon: (patch.polygon ?? []).map((p) => ({ x: p.x + dx, y: p.y + dy })), ...(patch.name !== undefined ? { name: patch.name } : {}) }));
    kinds.push('terrain');
  }
  // Areas get new ids; links between copied areas follow them.
  const newArea = new Map<string, string>();
  for (const area of clipboard.areas) {
    steps.push((s) => {
      const result = addArea(s, { name: area.name, xMm: Math.round(area.xMm + delta.x), yMm: Math.round(area.yMm + delta.y), ...(area.region ? { region: area.region } : {}), ...(area.terrain ? { terrain: area.terrain } : {}) });
      if (result.ok && result.created) newArea.set(area.id, result.created);
      return result;
    });
    kinds.push('area');
  }
  for (const [a, b] of clipboard.links) {
    steps.push((s) => linkAreas(s, { a: newArea.get(a) ?? a, b: newArea.get(b) ?? b }));
    kinds.push('area');
  }
  const cells = cellKernelOf(context);
  for (const feature of clipboard.edges) {
    if (!cells || !cells.isEdge(feature.edge)) continue;
    const { a, b } = cells.edgeSegmentMm(feature.edge);
    const key = cells.nearestEdge({ x: (a.x + b.x) / 2 + delta.x, y: (a.y + b.y) / 2 + delta.y }, SIDE_SNAP_MM);
    if (key === null) return { result: refuse('tool.move.noSide'), selection: empty };
    steps.push((s) => {
      const placed = placeEdgeFeatures(s, { edges: [key], kind: feature.kind, ...(feature.state !== undefined ? { state: feature.state } : {}) });
      if (!placed.ok || (feature.owner === undefined && feature.hidden === undefined)) return placed;
      const extra = setEdgeFeature(placed.scenario, { edge: key, ...(feature.owner !== undefined ? { owner: feature.owner } : {}), ...(feature.hidden !== undefined ? { hidden: feature.hidden } : {}) });
      return extra.ok ? accept(extra.scenario, placed.created) : extra;
    });
    kinds.push('edge');
  }
  for (const token of clipboard.tokens) {
    const at = moved(token.at);
    if (!at || typeof at === 'string') return { result: refuse(offBoard(at)), selection: empty };
    steps.push((s) =>
      placeToken(s, {
        kind: token.kind,
        at,
        ...(token.hidden !== undefined ? { hidden: token.hidden } : {}),
        ...(token.owner !== undefined ? { owner: token.owner } : {}),
        ...(token.state !== undefined ? { state: token.state } : {}),
        ...(token.label !== undefined ? { label: token.label } : {}),
        ...(token.count !== undefined ? { count: token.count } : {}),
      }),
    );
    kinds.push('token');
  }
  for (const { side, unit } of clipboard.units) {
    const at = unit.at ? moved(unit.at) : null;
    if (!at || typeof at === 'string') return { result: refuse(offBoard(at)), selection: empty };
    steps.push((s) => {
      const placed = placeUnit(s, { side, profile: unit.profile ?? '', at, ...(unit.name !== undefined ? { name: unit.name } : {}), ...(unit.count !== undefined ? { count: unit.count } : {}) });
      if (!placed.ok || !placed.created) return placed;
      let next = placed.scenario;
      if (unit.facing !== undefined) {
        const turned = setUnitFacing(next, { id: placed.created, facing: unit.facing });
        if (!turned.ok) return turned;
        next = turned.scenario;
      }
      // A vehicle's point to face goes along with it, so the copy faces the same way.
      const toward = unit.faceToward ? moved(unit.faceToward) : null;
      if (toward && typeof toward !== 'string' && 'x' in toward) {
        const turned = setUnitFaceToward(next, { id: placed.created, toward });
        if (!turned.ok) return turned;
        next = turned.scenario;
      }
      if (unit.hidden) {
        const hidden = setUnitProperties(next, { id: placed.created, hidden: true });
        if (!hidden.ok) return hidden;
        next = hidden.scenario;
      }
      return accept(next, placed.created);
    });
    kinds.push('unit');
  }
  const composed = composeEdits(context.scenario, steps);
  const items = composed.created.flatMap((id, i) => (id !== undefined && kinds[i] !== undefined ? [{ kind: kinds[i] as SelectedKind, id }] : []));
  return { result: composed.result, selection: { items, cells: [] } };
}
