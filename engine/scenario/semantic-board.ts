/** Semantic checks of the board: tiles, terrain, areas, edges, zones and tokens. */
import type { Cell, CellKernel, PointMm } from '../board/types';
import { countersLaidBySide, listForMessage, own, ownerSideOf, ownKeys, suppliedPerSide } from './lookup';
import { roomBoundary, RoomFinder } from './rooms';
import { locationOf, type SemanticContext } from './semantic-context';
import type { ProblemLocation } from './problems';
import { footprintOf } from './tiles';
import { pointInPolygon } from '../board/free/planeGeometry';
import type { EdgeFeature, PlaceKind, RulesetData, Zone } from './types';

export function checkTiles(ctx: SemanticContext): void {
  const placements = ctx.scenario.board.tiles ?? [];
  const ruleset = ctx.ruleset;
  const tilePolicy = ruleset?.board.tiles ?? 'none';
  if (ruleset && tilePolicy === 'required' && placements.length === 0) {
    ctx.error('/board', 'problem.tile.required', { ruleset: ruleset.id });
  }
  if (placements.length === 0) return;
  if (ruleset && tilePolicy === 'none') ctx.warning('/board/tiles', 'problem.tile.notUsedByRuleset', { ruleset: ruleset.id });
  const board = ctx.cellBoard;
  if (!board) {
    if (ctx.board) ctx.error('/board/tiles', 'problem.tile.needsCells', { kind: ctx.board.kind });
    return;
  }
  const kernel = board.kernel;
  const owner = new Int32Array(kernel.cellCount);
  const coverage = new Uint8Array(kernel.cellCount);
  const physicalUse = new Map<string, string>();
  placements.forEach((placement, i) => {
    const pointer = `/board/tiles/${i}`;
    ctx.defineId(pointer, placement.id);
    if (!ctx.rulesetRef(`${pointer}/tile`, 'tile', placement.tile, ruleset?.tiles)) return;
    const tile = own(ruleset?.tiles, placement.tile);
    if (!tile) return;
    if (board.kind === 'hex' && (placement.rotation ?? 0) % 180 !== 0) {
      ctx.error(`${pointer}/rotation`, 'problem.tile.hexQuarterTurn', { rotation: placement.rotation ?? 0 });
    }
    const print = footprintOf(placement, tile);
    if (print.col + print.columns > kernel.columns || print.row + print.rows > kernel.rows || print.col < 0 || print.row < 0) {
      ctx.error(`${pointer}/at`, 'problem.tile.offBoard', { tile: placement.tile, columns: print.columns, rows: print.rows, boardColumns: kernel.columns, boardRows: kernel.rows }, { cell: placement.at });
      return;
    }
    let overlapped = -1;
    for (let row = print.row; row < print.row + print.rows; row++) {
      for (let col = print.col; col < print.col + print.columns; col++) {
        const index = kernel.indexAt(col, row);
        if (owner[index] && overlapped < 0) overlapped = (owner[index] as number) - 1;
        owner[index] = i + 1;
        coverage[index] = 1;
      }
    }
    if (overlapped >= 0) {
      ctx.error(pointer, 'problem.tile.overlap', { tile: placement.tile, other: placements[overlapped]?.id ?? '' }, { cell: placement.at });
    }
    if (tile.physical !== undefined) {
      const previous = physicalUse.get(tile.physical);
      if (previous !== undefined) ctx.warning(`${pointer}/tile`, 'problem.tile.physicalReused', { tile: placement.tile, other: previous, physical: tile.physical });
      else physicalUse.set(tile.physical, placement.tile);
    }
  });
  ctx.tileCoverage = coverage;
}

function otherCatalogOf(ctx: SemanticContext, id: string): 'terrain' | 'edge' | 'token' | null {
  const ruleset = ctx.ruleset;
  if (!ruleset) return null;
  if (own(ruleset.edges, id)) return 'edge';
  if (own(ruleset.tokens, id)) return 'token';
  if (own(ruleset.terrain, id)) return 'terrain';
  return null;
}

/** A kind found in the wrong catalog gets a message saying where it belongs (e.g. a door is an edge). */
function kindRef(ctx: SemanticContext, pointer: string, expected: 'terrain' | 'edge' | 'token', id: string, location?: ProblemLocation): boolean {
  const ruleset = ctx.ruleset;
  if (!ruleset) return true;
  const catalog: Readonly<Record<string, unknown>> | undefined = expected === 'terrain' ? ruleset.terrain : expected === 'edge' ? ruleset.edges : ruleset.tokens;
  if (own(catalog, id) !== undefined) return true;
  const actual = otherCatalogOf(ctx, id);
  if (actual) {
    ctx.error(pointer, `problem.kind.${actual}Not${expected[0]?.toUpperCase()}${expected.slice(1)}`, { id }, location);
    return false;
  }
  return ctx.rulesetRef(pointer, `${expected}Kind`, id, catalog, location);
}

export function checkTerrain(ctx: SemanticContext): void {
  const board = ctx.scenario.board;
  if (board.defaultTerrain !== undefined) kindRef(ctx, '/board/defaultTerrain', 'terrain', board.defaultTerrain);
  (board.terrain ?? []).forEach((patch, i) => {
    const pointer = `/board/terrain/${i}`;
    ctx.defineId(pointer, patch.id);
    kindRef(ctx, `${pointer}/kind`, 'terrain', patch.kind);
    if (patch.cells) ctx.cells(`${pointer}/cells`, patch.cells);
    if (patch.polygon) ctx.polygon(`${pointer}/polygon`, patch.polygon);
  });
}

export function checkAreas(ctx: SemanticContext): void {
  const board = ctx.scenario.board;
  const areas = board.areas ?? [];
  const regions = board.regions ?? [];
  const links = board.links ?? [];
  const isAreaBoard = board.geometry.kind === 'area';
  if (!isAreaBoard) {
    for (const [name, list] of [['areas', areas], ['links', links], ['regions', regions]] as const) {
      if (list.length > 0) ctx.error(`/board/${name}`, 'problem.area.needsAreaBoard', { field: name, kind: board.geometry.kind });
    }
    return;
  }
  if (areas.length === 0) ctx.warning('/board', 'problem.area.none');
  const regionIds = new Set<string>();
  regions.forEach((region, i) => {
    ctx.defineId(`/board/regions/${i}`, region.id);
    regionIds.add(region.id);
  });
  const { widthMm, heightMm } = board.geometry;
  areas.forEach((area, i) => {
    const pointer = `/board/areas/${i}`;
    ctx.defineId(pointer, area.id);
    ctx.scenarioRef(`${pointer}/region`, 'region', area.region, regionIds, { area: area.id });
    if (area.terrain !== undefined) kindRef(ctx, `${pointer}/terrain`, 'terrain', area.terrain, { area: area.id });
    ctx.rulesetRef(`${pointer}/allegiance`, 'faction', area.allegiance, ctx.ruleset?.factions, { area: area.id });
    if (area.xMm > widthMm || area.yMm > heightMm) {
      ctx.error(pointer, 'problem.area.offMap', { area: area.id, width: widthMm, height: heightMm }, { area: area.id });
    }
  });
  const areaIds = new Set(areas.map((area) => area.id));
  const seen = new Map<string, number>();
  links.forEach(([a, b], i) => {
    const pointer = `/board/links/${i}`;
    const okA = ctx.scenarioRef(`${pointer}/0`, 'area', a, areaIds);
    const okB = ctx.scenarioRef(`${pointer}/1`, 'area', b, areaIds);
    if (!okA || !okB) return;
    if (a === b) {
      ctx.error(pointer, 'problem.area.selfLink', { area: a }, { area: a });
      return;
    }
    const key = a < b ? `${a}|${b}` : `${b}|${a}`;
    const first = seen.get(key);
    if (first !== undefined) ctx.error(pointer, 'problem.area.duplicateLink', { a, b, first: `/board/links/${first}` }, { area: a });
    else seen.set(key, i);
  });
}

export function checkEdges(ctx: SemanticContext): Set<string> {
  const edges = ctx.scenario.board.edges ?? [];
  const boundaries = new Set<string>();
  if (edges.length === 0) return boundaries;
  const board = ctx.cellBoard;
  if (!board && ctx.board) {
    ctx.error('/board/edges', 'problem.edge.needsCells', { kind: ctx.board.kind });
    return boundaries;
  }
  const ruleset = ctx.ruleset;
  const kinds = ruleset?.edges;
  // This loop is the hot path of large maps: plain lookups, and strings built only for problems.
  const onEdge = new Map<string, number>();
  const perKind = new Map<string, number>();
  for (let i = 0; i < edges.length; i++) {
    const feature = edges[i] as EdgeFeature;
    const key = feature.edge;
    const pointer = `/board/edges/${i}`;
    ctx.defineId(pointer, feature.id);
    if (board && !board.kernel.isEdge(key)) {
      const example = board.kernel.edgesOf({ col: 0, row: 0 })[0] ?? '';
      ctx.error(`${pointer}/edge`, 'problem.edge.badKey', { edge: key, example }, { edge: key });
    } else {
      const first = onEdge.get(key);
      if (first !== undefined) ctx.error(`${pointer}/edge`, 'problem.edge.duplicate', { edge: key, other: edges[first]?.id ?? '' }, { edge: key });
      else onEdge.set(key, i);
    }
    if (feature.owner !== undefined) ctx.scenarioRef(`${pointer}/owner`, 'side', feature.owner, ctx.sideIds, { edge: key });
    perKind.set(feature.kind, (perKind.get(feature.kind) ?? 0) + 1);
    if (!ruleset) {
      boundaries.add(key);
      continue;
    }
    const kind = kinds !== undefined && Object.hasOwn(kinds, feature.kind) ? kinds[feature.kind] : undefined;
    if (!kind) {
      kindRef(ctx, `${pointer}/kind`, 'edge', feature.kind, { edge: key });
      continue;
    }
    if (feature.state !== undefined && !Object.hasOwn(kind.states, feature.state)) {
      ctx.error(`${pointer}/state`, 'problem.edge.badState', { state: feature.state, kind: feature.kind, allowed: listForMessage(ownKeys(kind.states)) }, { edge: key });
    }
    if (kind.roomBoundary !== false) boundaries.add(key);
  }
  for (const [kindId, count] of perKind) {
    const supply = own(kinds, kindId)?.supply;
    if (supply !== undefined && count > supply) ctx.warning('/board/edges', 'problem.supply.edges', { kind: kindId, count, supply });
  }
  if (board && kinds) checkOpenings(ctx, board.kernel, edges, onEdge, kinds);
  return boundaries;
}

/**
 * Openings (a kind units cross as it starts: a door, a window) set in nothing: on the rim of the
 * board one opens onto nothing; with no other wall, door or window at either end it stands in the
 * open, in no wall.
 */
function checkOpenings(ctx: SemanticContext, kernel: CellKernel, edges: readonly EdgeFeature[], onEdge: ReadonlyMap<string, number>, kinds: NonNullable<RulesetData['edges']>): void {
  const opening = (feature: EdgeFeature) => {
    const kind = own(kinds, feature.kind);
    const state = kind ? own(kind.states, feature.state ?? kind.defaultState ?? '') : undefined;
    return state?.passable === true;
  };
  if (!edges.some(opening)) return;
  const end = (point: PointMm) => `${Math.round(point.x * 10)},${Math.round(point.y * 10)}`;
  const touching = new Map<string, number>();
  for (const key of onEdge.keys()) {
    const { a, b } = kernel.edgeSegmentMm(key);
    for (const point of [a, b]) touching.set(end(point), (touching.get(end(point)) ?? 0) + 1);
  }
  for (const [key, i] of onEdge) {
    const feature = edges[i] as EdgeFeature;
    if (!opening(feature)) continue;
    const pointer = `/board/edges/${i}`;
    const { a, b } = kernel.edgeSegmentMm(key);
    if (kernel.cellsOfEdge(key).length < 2) ctx.warning(pointer, 'problem.edge.openingOnRim', { kind: feature.kind }, { edge: key });
    else if (touching.get(end(a)) === 1 && touching.get(end(b)) === 1) ctx.warning(pointer, 'problem.edge.openingAlone', { kind: feature.kind }, { edge: key });
  }
}

export function checkZones(ctx: SemanticContext, boundaries: ReadonlySet<string>): void {
  const zones = ctx.scenario.board.zones ?? [];
  const board = ctx.cellBoard;
  const rooms = board ? new RoomFinder(board.kernel, roomBoundary(board.kernel, ctx.scenario, ctx.ruleset ?? null, boundaries)) : null;
  zones.forEach((zone, i) => {
    const pointer = `/board/zones/${i}`;
    ctx.defineId(pointer, zone.id);
    ctx.zoneIds.set(zone.id, zone.side === undefined ? { purpose: zone.purpose } : { purpose: zone.purpose, side: zone.side });
  });
  zones.forEach((zone, i) => {
    const pointer = `/board/zones/${i}`;
    ctx.scenarioRef(`${pointer}/side`, 'side', zone.side, ctx.sideIds);
    if (SETUP_PURPOSES.has(zone.purpose) && zone.side === undefined) ctx.warning(pointer, 'problem.zone.setupNoSide', { zone: zone.id });
    if (zone.cells) ctx.cells(`${pointer}/cells`, zone.cells);
    if (zone.polygon) ctx.polygon(`${pointer}/polygon`, zone.polygon);
    if (zone.areas) {
      const board = ctx.board;
      if (board && board.kind !== 'area') ctx.error(`${pointer}/areas`, 'problem.place.areaNeedsAreaBoard', { kind: board.kind });
      else if (board) zone.areas.forEach((area, a) => ctx.scenarioRef(`${pointer}/areas/${a}`, 'area', area, board.areaIds as Set<string>));
    }
    if (zone.room) checkRoom(ctx, `${pointer}/room`, zone.room, rooms);
    ctx.zoneHolds.set(zone.id, zoneHolds(ctx, zone, rooms));
  });
  checkSharedDeployment(ctx, zones);
}

const SETUP_PURPOSES: ReadonlySet<Zone['purpose']> = new Set(['deployment', 'start']);

/** A cell in the deployment or start zones of two sides: which side sets up there would be left to chance. */
function checkSharedDeployment(ctx: SemanticContext, zones: readonly Zone[]): void {
  const board = ctx.cellBoard;
  if (!board) return;
  const claimed = new Map<number, { readonly side: string; readonly zone: string }>();
  zones.forEach((zone, i) => {
    if (!SETUP_PURPOSES.has(zone.purpose) || zone.side === undefined || !zone.cells) return;
    const shared = new Map<string, string[]>();
    for (const cell of zone.cells) {
      if (!board.kernel.contains(cell)) continue;
      const index = board.kernel.indexOf(cell);
      const first = claimed.get(index);
      if (!first) claimed.set(index, { side: zone.side, zone: zone.id });
      else if (first.side !== zone.side) shared.set(first.side, [...(shared.get(first.side) ?? []), board.kernel.label(cell)]);
    }
    for (const [other, cells] of shared) {
      const first = zone.cells.find((cell) => board.kernel.contains(cell) && board.kernel.label(cell) === cells[0]);
      ctx.warning(`/board/zones/${i}/cells`, 'problem.zone.sharedDeployment', { zone: zone.id, side: zone.side, other, cells: cells.slice(0, 6).join(', ') + (cells.length > 6 ? ', …' : ''), count: cells.length }, first ? { cell: first } : undefined);
    }
  });
}

/** Whether a place (a cell, a point of a free table, an area) lies in a zone. */
function zoneHolds(ctx: SemanticContext, zone: Zone, rooms: RoomFinder | null): (at: Readonly<Record<string, unknown>>) => boolean {
  const board = ctx.cellBoard;
  if (board) {
    const cells = new Set<number>();
    for (const cell of zone.cells ?? []) cells.add(board.kernel.indexOf(cell));
    if (zone.room && rooms) {
      const room = rooms.roomAt(zone.room);
      if (room >= 0) for (const index of rooms.cellsOf(room)) cells.add(index);
    }
    return (at) => typeof at.col === 'number' && typeof at.row === 'number' && cells.has(board.kernel.indexOf({ col: at.col, row: at.row }));
  }
  if (zone.polygon) {
    const polygon = zone.polygon;
    return (at) => typeof at.x === 'number' && typeof at.y === 'number' && pointInPolygon({ x: at.x, y: at.y }, polygon);
  }
  const areas = new Set(zone.areas ?? []);
  return (at) => typeof at.area === 'string' && areas.has(at.area);
}

function checkRoom(ctx: SemanticContext, pointer: string, seed: Cell, rooms: RoomFinder | null): void {
  const board = ctx.cellBoard;
  if (!board || !rooms) {
    if (ctx.board) ctx.error(pointer, 'problem.zone.roomNeedsCells', { kind: ctx.board.kind });
    return;
  }
  if (board.kernel.indexOf(seed) < 0) {
    ctx.error(pointer, 'problem.place.cellOffBoard', { col: seed.col + 1, row: seed.row + 1, columns: board.kernel.columns, rows: board.kernel.rows }, { cell: seed });
    return;
  }
  // A room that floods the whole board means its walls are missing or leaky.
  const room = rooms.roomAt(seed);
  if (board.kernel.cellCount > 1 && rooms.cellsOf(room).length === board.kernel.cellCount) ctx.warning(pointer, 'problem.zone.roomUnbounded', { cell: board.kernel.label(seed) }, { cell: seed });
}

export function checkTokens(ctx: SemanticContext): void {
  const tokens = ctx.scenario.board.tokens ?? [];
  const ruleset = ctx.ruleset;
  const perKind = new Map<string, number>();
  tokens.forEach((token, i) => {
    const pointer = `/board/tokens/${i}`;
    ctx.defineId(pointer, token.id);
    ctx.tokenIds.add(token.id);
    const location = locationOf(token.at);
    ctx.scenarioRef(`${pointer}/owner`, 'side', token.owner, ctx.sideIds, location);
    perKind.set(token.kind, (perKind.get(token.kind) ?? 0) + (token.count ?? 1));
    const known = kindRef(ctx, `${pointer}/kind`, 'token', token.kind, location);
    const kind = known ? own(ruleset?.tokens, token.kind) : undefined;
    const allowed: readonly PlaceKind[] = kind?.placeOn ?? ['cell', 'point', 'area', 'zone'];
    const at = token.at as unknown as Record<string, unknown>;
    ctx.position(`${pointer}/at`, at, allowed);
    if (!kind) return;
    if (token.state !== undefined && own(kind.states, token.state) === undefined) {
      ctx.error(`${pointer}/state`, 'problem.token.badState', { state: token.state, kind: token.kind, allowed: listForMessage(ownKeys(kind.states)) || '—' }, location);
    }
    if (kind.owned && token.owner === undefined) ctx.warning(pointer, 'problem.token.ownerMissing', { kind: token.kind }, location);
    // A kind only one faction lays (R6's traps, Rebellion's base) owned by a side of another.
    const rightful = ownerSideOf(ctx.scenario, kind);
    const owner = ctx.scenario.sides.find((side) => side.id === token.owner);
    if (rightful && owner && owner !== rightful) ctx.warning(`${pointer}/owner`, 'problem.token.ownerFaction', { kind: token.kind, side: owner.id, other: rightful.id }, location);
  });
  if (!ruleset) return;
  // Point at the token list, or at the board when the list is missing altogether.
  const listPointer = ctx.scenario.board.tokens ? '/board/tokens' : '/board';
  for (const [kindId, bounds] of Object.entries(ruleset.constraints?.tokens ?? {})) {
    const count = perKind.get(kindId) ?? 0;
    if (bounds.min !== undefined && count < bounds.min) ctx.error(listPointer, 'problem.token.tooFew', { kind: kindId, count, min: bounds.min });
    if (bounds.max !== undefined && count > bounds.max) ctx.error(listPointer, 'problem.token.tooMany', { kind: kindId, count, max: bounds.max });
  }
  for (const [kindId, count] of perKind) {
    const kind = own(ruleset.tokens, kindId);
    if (kind?.supply !== undefined && !suppliedPerSide(kind) && count > kind.supply) ctx.warning('/board/tokens', 'problem.supply.tokens', { kind: kindId, count, supply: kind.supply });
  }
  // A kind each side has its own of: each side's against the box's count for one side.
  for (const [kindId, bySide] of countersLaidBySide(tokens)) {
    const kind = own(ruleset.tokens, kindId);
    if (!suppliedPerSide(kind) || kind?.supply === undefined) continue;
    for (const [side, count] of bySide) if (count > kind.supply) ctx.warning('/board/tokens', 'problem.supply.tokensOfSide', { kind: kindId, side, count, supply: kind.supply });
  }
}
