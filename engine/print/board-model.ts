/**
 * What a board prints, resolved once from the scenario and its ruleset: which cells exist (tiles),
 * the terrain of each cell, edge features in their state, zones as cells, polygons or areas, and
 * every token and unit with its label and colour. The scene builders only draw this.
 */
import { createKernel } from '../board/index';
import type { AreaKernel, AreaMap, Cell, FreeKernel, HexKernel, PointMm, SquareKernel } from '../board/types';
import { rulesetModule } from '../rules/index';
import { cachedPer } from '../rules/core/cache';
import { mechanicsOf } from '../scenario/mechanics';
import type { Language } from '../i18n/index';
import type { CellPart } from '../rules/core/places';
import { deriveRoom, expandTiles, roomBoundary } from '../scenario/index';
import type { EdgeKind, RulesetData, Scenario, ScenarioArea, ScenarioRegion, TokenKind, TokenPosition, Unit, Zone } from '../scenario/types';
import type { ArtBook } from './art';
import { cellTerrainOf, type CellTerrain } from './cell-terrain';
import type { CounterFace } from './counter-face';
import { showsBack, tokenFace, unitFace, unitFaces } from './faces';
import { normalColour } from './colour';
import { localized } from '../scenario/localized';
import { countersLaidBySide, ownerSideOf, suppliedPerSide } from '../scenario/lookup';
import { trackMarkerNames } from './sheet-tracks';

/** A loaded scenario with its effective ruleset (house rules applied), as `loadScenario` returns them. */
export interface PrintSource {
  readonly scenario: Scenario;
  readonly ruleset: RulesetData;
  readonly language: Language;
  /** The scenario's images the host could read, by reference; the others draw their symbols. */
  readonly art?: ArtBook;
}

export interface ResolvedEdge {
  readonly id: string;
  readonly key: string;
  readonly kind: string;
  readonly state: string;
  readonly hidden: boolean;
}

export interface ResolvedZone {
  readonly id: string;
  readonly name: string;
  readonly colour: string;
  /** Zones where pieces go (deployment, start, objective, territory) are hatched; rooms only outlined. */
  readonly hatched: boolean;
  /** Cell indices on a cell board. */
  readonly cells: readonly number[];
  /** Corners in the board unit on a free table. */
  readonly polygon: readonly { readonly x: number; readonly y: number }[];
  readonly areas: readonly string[];
}

/** A token or a unit as a counter: what it says and how it is coloured. */
export interface Piece {
  readonly id: string;
  readonly what: 'token' | 'unit';
  /** Token kind or unit profile id. */
  readonly kind: string;
  readonly label: string;
  /** A token's kind by its name ("Bomb" for the token labelled "A"), as the legend lists it. */
  readonly kindName?: string;
  /** State or profile shown under the label. */
  readonly detail: string;
  readonly fill: string;
  /** Owner's colour, drawn as the counter's rim. */
  readonly rim: string | null;
  /** Name of the side a unit belongs to. */
  readonly sideName: string | null;
  readonly count: number;
  readonly hidden: boolean;
  readonly at: TokenPosition | null;
  /** Base diameter of a unit's models (free tables draw units at that size). */
  readonly baseMm: number | null;
  /** The counter as the board shows it. */
  readonly face: CounterFace;
  /** Both faces as the counter sheet prints them: the back is a token's other state or a unit's wounded side. */
  readonly faces: { readonly front: CounterFace; readonly back: CounterFace | null };
  /** A unit's models, leader first, each with its profile, base diameter and a vehicle's hull: a free table draws a base or a hull for each. */
  readonly models: readonly { readonly profile: string; readonly baseMm: number | null; readonly hullMm?: HullSize }[];
  /** On a free table, where setup stands each of the models (the rules' formation), in board millimetres; absent where the rules give none. */
  readonly modelsMm?: readonly PointMm[];
  /** On a free table, the way each model on a hull faces (a direction of any length; null for a round base). */
  readonly facings?: readonly (PointMm | null)[];
  /** Where a game shares a cell among units (a Rivet Wars grid), the part of it setup gives the unit. */
  readonly part?: CellPart;
  /** Both faces of each plug fitted to a unit (Rivet Wars): the counter sheet prints them beside it. */
  readonly plugFaces?: readonly { readonly front: CounterFace; readonly back: CounterFace | null }[];
}

/** A vehicle's hull, in millimetres: its length along the way it faces, its width across. */
export interface HullSize {
  readonly length: number;
  readonly width: number;
}

interface Common {
  readonly source: PrintSource;
  readonly zones: readonly ResolvedZone[];
  readonly pieces: readonly Piece[];
}

export interface CellBoardModel extends Common {
  readonly kind: 'cells';
  readonly kernel: SquareKernel | HexKernel;
  /** 1 where a cell exists: every cell, or only those under a tile when the board is built from tiles. */
  readonly present: Uint8Array;
  /** Terrain kind per cell index; null off the tiles. */
  readonly terrain: readonly (string | null)[];
  /** Where `present` and `terrain` come from, with the cells each update changed. */
  readonly cells: CellTerrain;
  readonly edges: readonly ResolvedEdge[];
}

export interface FreeBoardModel extends Common {
  readonly kind: 'free';
  readonly kernel: FreeKernel;
  readonly baseTerrain: string;
  readonly terrain: readonly { readonly kind: string; readonly polygon: readonly { readonly x: number; readonly y: number }[] }[];
}

export interface AreaBoardModel extends Common {
  readonly kind: 'area';
  readonly kernel: AreaKernel;
  readonly areas: readonly ScenarioArea[];
  readonly regions: ReadonlyMap<string, ScenarioRegion>;
}

export type BoardModel = CellBoardModel | FreeBoardModel | AreaBoardModel;

const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string | undefined): T | undefined =>
  record !== undefined && key !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;

const NEUTRAL = '#9e9e9e';

/** Each side's colour, once per scenario: every token and unit counter of the board reads it. */
const sideColours = cachedPer((scenario: Scenario): ReadonlyMap<string, string> => new Map(scenario.sides.map((side) => [side.id, normalColour(side.colour, NEUTRAL)])));

/** Fallback zone colours by purpose, when neither the zone nor its side has one. */
const HATCHED_PURPOSES: ReadonlySet<string> = new Set(['deployment', 'start', 'objective', 'territory']);

const PURPOSE_COLOURS: Readonly<Record<string, string>> = {
  deployment: '#1565c0',
  start: '#2e7d32',
  objective: '#c62828',
  territory: '#6a1b9a',
  room: '#ef6c00',
  other: '#455a64',
};

export function tokenStateName(kind: TokenKind | undefined, state: string | undefined, language: Language): string {
  if (!kind?.states || state === undefined) return '';
  return localized(own(kind.states, state)?.name, language, state);
}

export function edgeStateOf(kind: EdgeKind | undefined, state: string | undefined): string {
  return state ?? kind?.defaultState ?? '';
}

interface TokenExtra {
  readonly owner?: string;
  readonly hidden?: boolean;
  readonly count?: number;
  readonly label?: string;
}

/** A token as a counter: its kind's face in its state, the other state of a two-state token on its back, rimmed in its owner's colour. */
function tokenPiece(source: PrintSource, id: string, kindId: string, state: string | undefined, at: TokenPosition | null, extra: TokenExtra): Piece {
  const { scenario, ruleset, language } = source;
  const colours = sideColours(scenario);
  const kind = own(ruleset.tokens, kindId);
  const current = state ?? kind?.defaultState;
  const stateColour = current !== undefined ? own(kind?.states, current)?.colour : undefined;
  const states = Object.keys(kind?.states ?? {});
  const hasStates = states.length > 1;
  const label = extra.label ?? localized(kind?.name, language, kindId);
  const detail = hasStates ? tokenStateName(kind, current, language) : '';
  const fill = normalColour(stateColour ?? kind?.colour, NEUTRAL);
  const rim = extra.owner !== undefined ? (colours.get(extra.owner) ?? null) : null;
  const count = Math.max(1, extra.count ?? 1);
  const ownerSide = extra.owner !== undefined ? scenario.sides.find((side) => side.id === extra.owner) : undefined;
  const faction = ownerSide && rim ? { faction: { id: ownerSide.faction ?? ownerSide.id, colour: rim } } : {};
  const face = tokenFace(scenario, ruleset, source.art, { kind: kindId, label, detail, fill, rim, count, ...faction });
  // The other state of a two-state token (a drawbridge raised) is its counter's back.
  const flipped = hasStates ? states.find((other) => other !== current) : undefined;
  const back =
    flipped !== undefined
      ? tokenFace(scenario, ruleset, source.art, { kind: kindId, label, detail: tokenStateName(kind, flipped, language), fill: normalColour(own(kind?.states, flipped)?.colour ?? kind?.colour, fill), rim, ...faction })
      : null;
  return {
    id,
    what: 'token',
    kind: kindId,
    label,
    kindName: localized(kind?.name, language, kindId),
    detail,
    fill,
    rim,
    sideName: null,
    count,
    hidden: extra.hidden ?? kind?.hiddenByDefault ?? false,
    at,
    baseMm: null,
    face,
    faces: { front: { ...face, count: 1 }, back },
    models: [],
  };
}

/** The kind of a track's marker: no kind of the ruleset's tokens, so a plain counter with the track's name. */
const TRACK_MARKER = '';

/**
 * The box's tokens the scenario does not lay, kind by kind (its supply less those laid), each kind
 * one piece with its count: what a game on paper lays as it goes (traps, smoke, flags). A kind one
 * faction lays is rimmed in its side's colour; a kind each side has its own of (Rebellion's loyalty
 * markers) is spared side by side, in each side's colour. Kinds without a supply have none to spare.
 * Then a marker for each track the scenario sheet draws (Rebellion's time and reputation, a turn).
 */
export function spareTokens(model: BoardModel): Piece[] {
  const { source } = model;
  const markers = trackMarkerNames(source).map((name, index) => tokenPiece(source, `track-marker-${index}`, TRACK_MARKER, undefined, null, { label: name }));
  const laid = new Map<string, number>();
  for (const piece of model.pieces) if (piece.what === 'token') laid.set(piece.kind, (laid.get(piece.kind) ?? 0) + piece.count);
  const laidBySide = countersLaidBySide(source.scenario.board.tokens ?? []);
  const spares = Object.entries(source.ruleset.tokens ?? {}).flatMap(([kind, data]) => {
    if (suppliedPerSide(data)) {
      return source.scenario.sides.flatMap((side) => {
        const spare = (data.supply ?? 0) - (laidBySide.get(kind)?.get(side.id) ?? 0);
        return spare > 0 ? [tokenPiece(source, `spare-${kind}-${side.id}`, kind, undefined, null, { count: spare, owner: side.id })] : [];
      });
    }
    const spare = (data.supply ?? 0) - (laid.get(kind) ?? 0);
    if (!(spare > 0)) return [];
    const owner = ownerSideOf(source.scenario, data)?.id;
    return [tokenPiece(source, `spare-${kind}`, kind, undefined, null, { count: spare, ...(owner !== undefined ? { owner } : {}) })];
  });
  return [...spares, ...markers];
}

/** A unit of a side as a counter: its name (its profile's when it has none), its side's colour, both faces, its plugs and models. */
function unitPiece(source: PrintSource, side: Scenario['sides'][number], unit: Unit): Piece {
  const { scenario, ruleset, language } = source;
  const colours = sideColours(scenario);
  const profileId = unit.profile ?? unit.models?.[0]?.profile ?? '';
  const profile = own(ruleset.unitProfiles, profileId);
  const profileName = localized(profile?.name, language, profileId);
  const name = localized(unit.name, language);
  const label = name || profileName || unit.id;
  const detail = name && profileName && name !== profileName ? profileName : '';
  const fill = colours.get(side.id) ?? NEUTRAL;
  const count = Math.max(1, unit.count ?? 1);
  const input = { profile: profileId, label, detail, fill, count };
  const faces = unitFaces(scenario, ruleset, language, source.art, { ...input, count: 1 });
  return {
    id: unit.id,
    what: 'unit',
    kind: profileId,
    label,
    detail,
    fill,
    rim: null,
    sideName: localized(side.name, language, side.id),
    count,
    hidden: unit.hidden ?? false,
    // A unit deployed in a zone at the start stands in that zone, as the board shows where it comes in.
    at: unit.reserve ? null : (unit.at ?? (unit.deployIn !== undefined ? { zone: unit.deployIn } : null)),
    baseMm: profile?.baseMm ?? null,
    face: withPlugs(unitFace(scenario, ruleset, language, source.art, { ...input, flipped: showsBack(ruleset, profileId, [unit.state]) }), unit.plugs?.length ?? 0),
    faces,
    ...(unit.plugs && unit.plugs.length > 0
      ? { plugFaces: unit.plugs.map((plug) => unitFaces(scenario, ruleset, language, source.art, { profile: plug, label: localized(own(ruleset.unitProfiles, plug)?.name, language, plug), detail: '', fill, count: 1 })) }
      : {}),
    // A unit of one profile is one counter (its count on a badge), a vehicle's on its hull.
    models: (unit.models ?? (profile?.hullMm ? [{ profile: profileId, count: 1 }] : [])).flatMap((model) => {
      const modelProfile = own(ruleset.unitProfiles, model.profile);
      const drawn = { profile: model.profile, baseMm: modelProfile?.baseMm ?? profile?.baseMm ?? null, ...(modelProfile?.hullMm ? { hullMm: { length: modelProfile.hullMm.length, width: modelProfile.hullMm.width } } : {}) };
      return Array.from({ length: Math.max(0, Math.min(100, model.count)) }, () => drawn);
    }),
  };
}

function piecesOf(source: PrintSource, tileTokens: readonly { id: string; cell: Cell; kind: string; state?: string }[]): Piece[] {
  const { scenario, language } = source;
  const pieces: Piece[] = [];
  for (const token of tileTokens) pieces.push(tokenPiece(source, token.id, token.kind, token.state, token.cell, {}));
  for (const token of scenario.board.tokens ?? []) {
    const extra: { owner?: string; hidden?: boolean; count?: number; label?: string } = {};
    if (token.owner !== undefined) extra.owner = token.owner;
    if (token.hidden !== undefined) extra.hidden = token.hidden;
    if (token.count !== undefined) extra.count = token.count;
    if (token.label !== undefined) extra.label = localized(token.label, language);
    pieces.push(tokenPiece(source, token.id, token.kind, token.state, token.at, extra));
  }
  for (const side of scenario.sides) for (const unit of side.units ?? []) pieces.push(unitPiece(source, side, unit));
  return pieces;
}

/** The colour a zone is drawn in: its own, its side's, or its purpose's (the editor's zone tool previews with it too). */
export function zoneColour(scenario: Scenario, zone: { colour?: string; side?: string; purpose: string }): string {
  const side = zone.side !== undefined ? sideColours(scenario).get(zone.side) : undefined;
  return normalColour(zone.colour, side ?? PURPOSE_COLOURS[zone.purpose] ?? NEUTRAL);
}

function zoneBasics(source: PrintSource, zone: Zone) {
  return { id: zone.id, name: localized(zone.name, source.language, zone.id), colour: zoneColour(source.scenario, zone), hatched: HATCHED_PURPOSES.has(zone.purpose) };
}

function cellModel(source: PrintSource, kernel: SquareKernel | HexKernel): CellBoardModel {
  const { scenario, ruleset } = source;
  const board = scenario.board;
  const placements = board.tiles ?? [];
  const library = ruleset.tiles ?? {};
  // Cells and terrain follow the scenario in proportion to what changed (cell-terrain.ts).
  const cells = cellTerrainOf(kernel, board, ruleset);
  const { present, terrain } = cells;
  const stamped = expandTiles(placements, library);

  // Scenario features override tile stamps on the same edge: one feature per physical edge.
  const byKey = new Map<string, ResolvedEdge>();
  stamped.edges.forEach((edge, i) => {
    if (kernel.isEdge(edge.edge)) byKey.set(edge.edge, { id: `${edge.placement}/edge-${i}`, key: edge.edge, kind: edge.kind, state: edgeStateOf(own(ruleset.edges, edge.kind), edge.state), hidden: false });
  });
  for (const feature of board.edges ?? []) {
    if (!kernel.isEdge(feature.edge)) continue;
    byKey.set(feature.edge, { id: feature.id, key: feature.edge, kind: feature.kind, state: edgeStateOf(own(ruleset.edges, feature.kind), feature.state), hidden: feature.hidden ?? false });
  }
  const edges = [...byKey.values()];
  const boundaries = roomBoundary(kernel, source.scenario, ruleset, new Set(edges.filter((edge) => own(ruleset.edges, edge.kind)?.roomBoundary !== false).map((edge) => edge.key)));

  const zones: ResolvedZone[] = (board.zones ?? []).map((zone) => {
    const cells = new Set<number>();
    for (const cell of zone.cells ?? []) {
      const index = kernel.indexOf(cell);
      if (index >= 0) cells.add(index);
    }
    if (zone.room) for (const index of deriveRoom(kernel, boundaries, zone.room)) cells.add(index);
    return { ...zoneBasics(source, zone), cells: [...cells].sort((a, b) => a - b), polygon: [], areas: [] };
  });
  return { kind: 'cells', source, kernel, present, terrain, cells, edges, zones, pieces: [...withParts(source, piecesOf(source, stamped.tokens)), ...setupPieces(source)] };
}

function freeModel(source: PrintSource, kernel: FreeKernel): FreeBoardModel {
  const board = source.scenario.board;
  return {
    kind: 'free',
    source,
    kernel,
    baseTerrain: board.defaultTerrain ?? source.ruleset.board.defaultTerrain,
    terrain: (board.terrain ?? []).filter((patch) => patch.polygon).map((patch) => ({ kind: patch.kind, polygon: patch.polygon ?? [] })),
    zones: (board.zones ?? []).map((zone) => ({ ...zoneBasics(source, zone), cells: [], polygon: zone.polygon ?? [], areas: [] })),
    pieces: withFormations(source, kernel, piecesOf(source, [])),
  };
}

/** The units setup lays beyond the scenario's own (a Rivet Wars mission's garrisons), as counters where they stand at the start. */
function setupPieces(source: PrintSource): Piece[] {
  const units = rulesetModule(mechanicsOf(source.ruleset))?.setupUnits?.({ scenario: source.scenario, ruleset: source.ruleset }) ?? [];
  return units.flatMap((unit, index) => {
    const side = source.scenario.sides.find((candidate) => candidate.id === unit.side);
    if (!side) return [];
    const piece = unitPiece(source, side, { id: `${SETUP_PREFIX}${index}`, profile: unit.profile, at: unit.at });
    return [unit.part ? { ...piece, part: unit.part } : piece];
  });
}

/** Ids of the pieces setup lays: never a scenario's own (an id starts with a letter or a digit). */
export const SETUP_PREFIX = '@setup-';

/** Units with the part of their cell setup gives them, in a game that shares cells among units. */
function withParts(source: PrintSource, pieces: Piece[]): Piece[] {
  const parts = rulesetModule(mechanicsOf(source.ruleset))?.cellParts?.({ scenario: source.scenario, ruleset: source.ruleset });
  if (!parts || parts.size === 0) return pieces;
  return pieces.map((piece) => {
    const part = piece.what === 'unit' ? parts.get(piece.id) : undefined;
    return part ? { ...piece, part } : piece;
  });
}

/**
 * Units of a free table with their models where the game's setup stands them (its rules'
 * formations), and their hulls turned the way setup turns them. A vehicle setup cannot place
 * (its problems say why) is drawn at its point facing its `faceToward` point, else the far long edge.
 */
function withFormations(source: PrintSource, kernel: FreeKernel, pieces: Piece[]): Piece[] {
  const formations = rulesetModule(mechanicsOf(source.ruleset))?.formations?.({ scenario: source.scenario, ruleset: source.ruleset });
  const units = new Map(source.scenario.sides.flatMap((side) => (side.units ?? []).map((unit) => [unit.id, unit] as const)));
  return pieces.map((piece) => {
    if (piece.what !== 'unit') return piece;
    const points = formations?.get(piece.id);
    if (points && points.length === piece.models.length) {
      const placed = { ...piece, modelsMm: points.map((point) => kernel.pointToMm(point)) };
      return points.some((point) => point.facing) ? { ...placed, facings: points.map((point) => point.facing ?? null) } : placed;
    }
    const at = piece.at && 'x' in piece.at ? piece.at : null;
    if (!at || !piece.models.some((model) => model.hullMm)) return piece;
    const toward = units.get(piece.id)?.faceToward;
    const way = toward && (toward.x !== at.x || toward.y !== at.y) ? { x: toward.x - at.x, y: toward.y - at.y } : { x: 0, y: at.y < kernel.height / 2 ? 1 : -1 };
    return { ...piece, facings: piece.models.map((model) => (model.hullMm ? way : null)) };
  });
}

function areaModel(source: PrintSource, kernel: AreaKernel): AreaBoardModel {
  const board = source.scenario.board;
  return {
    kind: 'area',
    source,
    kernel,
    areas: board.areas ?? [],
    regions: new Map((board.regions ?? []).map((region) => [region.id, region])),
    zones: (board.zones ?? []).map((zone) => ({ ...zoneBasics(source, zone), cells: [], polygon: [], areas: zone.areas ?? [] })),
    pieces: piecesOf(source, []),
  };
}

/** Cell kernels by the geometry object they were made from: an edited scenario keeps its geometry object, and so its kernel and what a scene cached of it. */
const cellKernels = new WeakMap<object, ReturnType<typeof createKernel>>();

/** The geometry kernel of a scenario's board, of any kind (an area map's with its areas, links and regions). */
export function kernelOf(board: Scenario['board']): ReturnType<typeof createKernel> {
  const geometry = board.geometry;
  if (geometry.kind !== 'square' && geometry.kind !== 'hex') {
    const areaMap: AreaMap = { areas: board.areas ?? [], links: board.links ?? [], regions: board.regions ?? [] };
    return createKernel(geometry, areaMap);
  }
  let kernel = cellKernels.get(geometry);
  if (!kernel) cellKernels.set(geometry, (kernel = createKernel(geometry)));
  return kernel;
}

/** One model per source: the editor's scene and its hit testing read the same one. */
const models = new WeakMap<PrintSource, BoardModel>();

/** A unit's board face with the plugs fitted to it counted in a corner (the counter sheet prints each plug beside it). */
function withPlugs(face: CounterFace, plugs: number): CounterFace {
  return plugs > 0 ? { ...face, plugs } : face;
}

export function boardModelOf(source: PrintSource): BoardModel {
  let model = models.get(source);
  if (!model) models.set(source, (model = modelOf(source)));
  return model;
}

function modelOf(source: PrintSource): BoardModel {
  const kernel = kernelOf(source.scenario.board);
  switch (kernel.kind) {
    case 'square':
    case 'hex':
      return cellModel(source, kernel);
    case 'free':
      return freeModel(source, kernel);
    case 'area':
      return areaModel(source, kernel);
  }
}
