/**
 * The SIEGE board compiled once per game from the scenario and the ruleset data: plain arrays of
 * small numbers indexed by cell (`row * columns + col`) or by cell side (`cell * 6 + side`, in the
 * hex kernel's side order), so the game state's `fixed` part stays JSON (no Infinity: -1 is
 * "impassable" or "none"). What changes during a game (drawbridge, ladders, siege towers, counters,
 * wall damage) is a `SiegeBoardDynamic`, compiled on demand by board-view.ts.
 */
import { createKernel } from '../../board/index';
import { directionsOf } from '../../board/hex/hexCoords';
import type { Cell, HexGeometry, HexKernel } from '../../board/types';
import type { LineOfSightEffect, RulesetData, Scenario } from '../../scenario/types';

export type MoveMode = 'foot' | 'mounted';
/** An id of the ruleset's `coverLevels` ("none", "light", "medium", "strong", "total"). */
export type CoverLevel = string;

/** Effect on the line of fire, as read from the data (`lineOfSight`). */
export const SIGHT_CLEAR = 0;
export const SIGHT_HINDER = 1;
export const SIGHT_INTO = 2;
export const SIGHT_BLOCK = 3;

const SIGHT_CODES: Readonly<Record<LineOfSightEffect, number>> = { clear: SIGHT_CLEAR, hinder: SIGHT_HINDER, into: SIGHT_INTO, block: SIGHT_BLOCK };

/** A terrain kind of the ruleset, compiled. */
export interface TerrainInfo {
  readonly id: string;
  /** Movement points to enter on foot / mounted; -1 when impassable. */
  readonly foot: number;
  readonly mounted: number;
  /** Index in `coverLevels`; -1 when the data gives none ("depends on where the shooter stands"). */
  readonly cover: number;
  readonly combat: number;
  readonly elevation: number;
  readonly sight: number;
}

/** One state of an edge kind, compiled. */
export interface EdgeStateInfo {
  readonly passable: boolean;
  readonly extraCost: number;
  readonly sight: number;
  /** Index in `coverLevels`, -1 when none. */
  readonly cover: number;
}

/** An edge feature of the scenario (wall, arrow slit, gate, parapet). */
export interface EdgeFeatureInfo {
  readonly id: string;
  /** Canonical edge key, as in the scenario ("n:17,5"). */
  readonly key: string;
  readonly kind: string;
  /** The cells on either side (-1 off the board), and the side of each that the edge is. */
  readonly cells: readonly [number, number];
  readonly sides: readonly [number, number];
}

/** A special-equipment token kind, compiled. */
export interface TokenKindInfo {
  readonly foot: number;
  readonly mounted: number;
  /** -1 when the data says nothing about the line of fire. */
  readonly sight: number;
}

/** A token on the board during a game. `facing`: for a ladder the cell it leans on, for a mantlet the side (0-5) of its base. */
export interface BoardToken {
  readonly kind: string;
  readonly cell: number;
  readonly state?: string;
  readonly facing?: number;
}

/** What changes on the board during a game; a plain JSON object kept in the game state. */
export interface SiegeBoardDynamic {
  readonly tokens: readonly BoardToken[];
  /** State of each edge feature, aligned with `SiegeBoard.edges`. */
  readonly edgeStates: readonly string[];
}

/** The ruleset constants the board reads (see ruleset.json `constants`). */
export interface SiegeBoardConstants {
  readonly deadMenExtraCost: number;
  readonly deadMenImpassable: number;
  readonly deadMenExtraPoints: number;
  readonly deadHorseCountsAsMen: number;
  readonly moatFromMoatCost: number;
  readonly rampartFromLadderCost: number;
  readonly fromDemolishedWallCost: number;
  readonly siegeTowerClimbCost: number;
  readonly siegeTowerLevelStepCost: number;
  readonly siegeTowerToRampartCost: number;
  readonly siegeTowerTopElevation: number;
  readonly ladderTopElevation: number;
  readonly rampartClearRange: number;
  readonly keepClearRange: number;
  readonly siegeTowerClearRange: number;
  /**
   * The level a slope hex counts at against a figure on the ramparts, in a tower, in the keep or on
   * a siege tower's top (1.44 puts every other terrain below them); on the camp's own scale a slope
   * is one level up (3.23).
   */
  readonly slopeLevelAgainstCastle: number;
  /** Cover levels (indices in `coverLevels`) of the special cases of the rules. */
  readonly siegeTowerTopCover: number;
  readonly siegeTowerInsideCover: number;
  readonly ramCover: number;
  readonly mantletCover: number;
  readonly ladderCover: number;
  readonly keepEntranceCover: number;
  readonly closedCastleCover: number;
  readonly bridgeFlankCoverLowered: number;
  readonly bridgeFlankCoverRaised: number;
}

/** Terrain kinds the rules name, by role; -1 when the ruleset lacks one. */
export interface SpecialKinds {
  readonly rampart: number;
  readonly stairs: number;
  readonly arrowSlit: number;
  readonly towerDoor: number;
  readonly towerInterior: number;
  readonly keepInterior: number;
  readonly castleWall: number;
  readonly moat: number;
  readonly filledMoat: number;
  readonly demolishedWall: number;
  readonly courtyard: number;
  readonly brush: number;
  readonly tree: number;
  readonly slope: number;
  readonly tent: number;
  readonly trench: number;
}

export interface SiegeBoard {
  readonly geometry: HexGeometry;
  readonly columns: number;
  readonly rows: number;
  readonly cellCount: number;
  /** Flat-top hexes (else pointy-top), odd columns or rows shifted (else even). */
  readonly flat: boolean;
  readonly oddOffset: boolean;
  readonly labels: readonly string[];
  /** Axial coordinates of each cell. */
  readonly q: readonly number[];
  readonly r: readonly number[];
  /** Axial step of each side, in side order: [dq0, dr0, dq1, dr1, ...]. */
  readonly directions: readonly number[];
  /** Per cell side: the neighbour's index, -1 off the board. */
  readonly neighbours: readonly number[];
  readonly terrain: readonly TerrainInfo[];
  readonly terrainIndex: Readonly<Record<string, number>>;
  readonly special: SpecialKinds;
  /** Natural terrain kind of each cell (index in `terrain`). */
  readonly cellTerrain: readonly number[];
  /** Elevation of each cell (the kind's, or the scenario patch's). */
  readonly cellElevation: readonly number[];
  /** 1 for the hexes inside the castle (courtyard, ramparts, stairs, towers, keep and their walls). */
  readonly castle: readonly number[];
  readonly edgeKinds: Readonly<Record<string, Readonly<Record<string, EdgeStateInfo>>>>;
  readonly edges: readonly EdgeFeatureInfo[];
  /** Per cell side: index in `edges` of the feature on that side, -1 when none. */
  readonly sideEdge: readonly number[];
  readonly tokenKinds: Readonly<Record<string, TokenKindInfo>>;
  readonly coverLevels: readonly string[];
  readonly constants: SiegeBoardConstants;
  /** Upper bounds of the short, medium and long bands of each weapon (rows of the `range-bands` table). */
  readonly rangeBands: Readonly<Record<string, readonly number[]>>;
  /** Side ids of the scenario; an occupancy names a side by its index here. */
  readonly sides: readonly string[];
  /** The board as the scenario sets it up. */
  readonly initial: SiegeBoardDynamic;
}

const CASTLE_KINDS = ['courtyard', 'rampart', 'stairs', 'tower-door', 'tower-interior', 'keep-interior', 'arrow-slit', 'castle-wall'];

function fail(message: string): never {
  throw new RangeError(`SIEGE: ${message}`);
}

function numberConstant(ruleset: RulesetData, id: string): number {
  const value = ruleset.constants?.[id];
  if (typeof value !== 'number') fail(`the ruleset data lacks the number constant "${id}".`);
  return value;
}

function coverConstant(ruleset: RulesetData, levels: readonly string[], id: string): number {
  const value = ruleset.constants?.[id];
  const index = typeof value === 'string' ? levels.indexOf(value) : -1;
  if (index < 0) fail(`the constant "${id}" must name a cover level (${levels.join(', ')}).`);
  return index;
}

function cost(value: number | null | undefined): number {
  return typeof value === 'number' && value >= 0 ? value : -1;
}

function compileTerrain(ruleset: RulesetData, levels: readonly string[]): TerrainInfo[] {
  return Object.entries(ruleset.terrain).map(([id, kind]) => ({
    id,
    foot: cost(kind.moveCost?.['foot']),
    mounted: cost(kind.moveCost?.['mounted']),
    cover: kind.cover === undefined ? -1 : levels.indexOf(kind.cover),
    combat: kind.combat ?? 0,
    elevation: kind.elevation ?? 0,
    sight: SIGHT_CODES[kind.lineOfSight ?? 'clear'],
  }));
}

function compileEdgeKinds(ruleset: RulesetData, levels: readonly string[]): Record<string, Record<string, EdgeStateInfo>> {
  const kinds: Record<string, Record<string, EdgeStateInfo>> = {};
  for (const [id, kind] of Object.entries(ruleset.edges ?? {})) {
    const states: Record<string, EdgeStateInfo> = {};
    for (const [stateId, state] of Object.entries(kind.states)) {
      states[stateId] = {
        passable: state.passable,
        extraCost: state.moveCost ?? 0,
        sight: SIGHT_CODES[state.lineOfSight],
        cover: state.cover === undefined ? -1 : levels.indexOf(state.cover),
      };
    }
    kinds[id] = states;
  }
  return kinds;
}

function compileTokenKinds(ruleset: RulesetData): Record<string, TokenKindInfo> {
  const kinds: Record<string, TokenKindInfo> = {};
  for (const [id, kind] of Object.entries(ruleset.tokens ?? {})) {
    kinds[id] = { foot: cost(kind.moveCost?.['foot']), mounted: cost(kind.moveCost?.['mounted']), sight: kind.lineOfSight ? SIGHT_CODES[kind.lineOfSight] : -1 };
  }
  return kinds;
}

/** "26-50" -> 50; the bands of a weapon are its row of the `range-bands` table. */
function compileRangeBands(ruleset: RulesetData): Record<string, number[]> {
  const bands: Record<string, number[]> = {};
  for (const row of ruleset.tables?.['range-bands']?.rows ?? []) {
    bands[row.key] = row.results.map((text) => {
      const upper = Number(/(\d+)\s*$/.exec(text)?.[1]);
      return Number.isFinite(upper) ? upper : 0;
    });
  }
  return bands;
}

function compileConstants(ruleset: RulesetData, levels: readonly string[]): SiegeBoardConstants {
  const n = (id: string) => numberConstant(ruleset, id);
  const c = (id: string) => coverConstant(ruleset, levels, id);
  return {
    deadMenExtraCost: n('deadMenExtraCost'),
    deadMenImpassable: n('deadMenImpassable'),
    deadMenExtraPoints: n('deadMenExtraPoints'),
    deadHorseCountsAsMen: n('deadHorseCountsAsMen'),
    moatFromMoatCost: n('moatFromMoatCost'),
    rampartFromLadderCost: n('rampartFromLadderCost'),
    fromDemolishedWallCost: n('fromDemolishedWallCost'),
    siegeTowerClimbCost: n('siegeTowerClimbCost'),
    siegeTowerLevelStepCost: n('siegeTowerLevelStepCost'),
    siegeTowerToRampartCost: n('siegeTowerToRampartCost'),
    siegeTowerTopElevation: n('siegeTowerTopElevation'),
    ladderTopElevation: n('ladderTopElevation'),
    rampartClearRange: n('rampartClearRange'),
    keepClearRange: n('keepClearRange'),
    siegeTowerClearRange: n('siegeTowerClearRange'),
    slopeLevelAgainstCastle: n('slopeLevelAgainstCastle'),
    siegeTowerTopCover: c('siegeTowerTopCover'),
    siegeTowerInsideCover: c('siegeTowerInsideCover'),
    ramCover: c('ramCover'),
    mantletCover: c('mantletCover'),
    ladderCover: c('ladderCover'),
    keepEntranceCover: c('keepEntranceCover'),
    closedCastleCover: c('closedCastleCover'),
    bridgeFlankCoverLowered: c('bridgeFlankCoverLowered'),
    bridgeFlankCoverRaised: c('bridgeFlankCoverRaised'),
  };
}

type OffsetLayout = Pick<SiegeBoard, 'flat' | 'oddOffset'>;

/** Offset column of axial (q, r) on this board's layout (no object made: the line walks call it per hex). */
export function offsetCol(board: OffsetLayout, q: number, r: number): number {
  if (board.flat) return q;
  return board.oddOffset ? q + ((r - (r & 1)) >> 1) : q + ((r + (r & 1)) >> 1);
}

/** Offset row of axial (q, r) on this board's layout. */
export function offsetRow(board: OffsetLayout, q: number, r: number): number {
  if (!board.flat) return r;
  return board.oddOffset ? r + ((q - (q & 1)) >> 1) : r + ((q + (q & 1)) >> 1);
}

/** Index of the cell at axial (q, r), or -1 off the board. */
export function indexOfAxial(board: SiegeBoard, q: number, r: number): number {
  const col = offsetCol(board, q, r);
  const row = offsetRow(board, q, r);
  return col >= 0 && col < board.columns && row >= 0 && row < board.rows ? row * board.columns + col : -1;
}

/** Hexes between two cells. */
export function hexDistance(board: SiegeBoard, a: number, b: number): number {
  const dq = (board.q[a] as number) - (board.q[b] as number);
  const dr = (board.r[a] as number) - (board.r[b] as number);
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The side (0-5) of `from` that `to` lies across, or -1 when they are not neighbours. */
export function sideTowards(board: SiegeBoard, from: number, to: number): number {
  for (let side = 0; side < 6; side++) if (board.neighbours[from * 6 + side] === to) return side;
  return -1;
}

/** The cell of a board label ("0304"), or -1. */
export function cellOfLabel(board: SiegeBoard, label: string): number {
  const wanted = label.trim().toUpperCase();
  return board.labels.findIndex((candidate) => candidate.toUpperCase() === wanted);
}

function paintTerrain(kernel: HexKernel, scenario: Scenario, terrainIndex: Readonly<Record<string, number>>, terrain: readonly TerrainInfo[]): { kinds: number[]; elevation: number[] } {
  const fallback = terrainIndex[scenario.board.defaultTerrain ?? ''] ?? terrainIndex['flat'] ?? 0;
  const kinds = new Array<number>(kernel.cellCount).fill(fallback);
  const elevation = new Array<number>(kernel.cellCount).fill(terrain[fallback]?.elevation ?? 0);
  for (const patch of scenario.board.terrain ?? []) {
    const kind = terrainIndex[patch.kind];
    if (kind === undefined) fail(`the terrain kind "${patch.kind}" of the patch "${patch.id}" is not in the ruleset.`);
    for (const cell of patch.cells ?? []) {
      const index = kernel.indexOf(cell);
      if (index < 0) continue;
      kinds[index] = kind;
      elevation[index] = patch.elevation ?? (terrain[kind] as TerrainInfo).elevation;
    }
  }
  return { kinds, elevation };
}

function compileEdges(kernel: HexKernel, scenario: Scenario, edgeKinds: Readonly<Record<string, Readonly<Record<string, EdgeStateInfo>>>>, ruleset: RulesetData) {
  const edges: EdgeFeatureInfo[] = [];
  const states: string[] = [];
  const sideEdge = new Array<number>(kernel.cellCount * 6).fill(-1);
  for (const feature of scenario.board.edges ?? []) {
    const kind = ruleset.edges?.[feature.kind];
    if (!kind || !edgeKinds[feature.kind]) fail(`the edge kind "${feature.kind}" of "${feature.id}" is not in the ruleset.`);
    const cells = kernel.cellsOfEdge(feature.edge);
    if (cells.length === 0) fail(`the edge "${feature.edge}" of "${feature.id}" is not on the board.`);
    const indices = cells.map((cell) => kernel.indexOf(cell));
    const sides = cells.map((cell) => kernel.edgesOf(cell).indexOf(feature.edge));
    const index = edges.length;
    edges.push({
      id: feature.id,
      key: feature.edge,
      kind: feature.kind,
      cells: [indices[0] ?? -1, indices[1] ?? -1],
      sides: [sides[0] ?? -1, sides[1] ?? -1],
    });
    const state = feature.state !== undefined && Object.hasOwn(kind.states, feature.state) ? feature.state : kind.defaultState;
    states.push(state);
    for (let i = 0; i < indices.length; i++) sideEdge[(indices[i] as number) * 6 + (sides[i] as number)] = index;
  }
  return { edges, states, sideEdge };
}

function initialTokens(kernel: HexKernel, scenario: Scenario, ruleset: RulesetData): BoardToken[] {
  const tokens: BoardToken[] = [];
  for (const token of scenario.board.tokens ?? []) {
    const at = token.at as Partial<Cell>;
    if (typeof at.col !== 'number' || typeof at.row !== 'number') continue;
    const cell = kernel.indexOf({ col: at.col, row: at.row });
    if (cell < 0) continue;
    const state = token.state ?? ruleset.tokens?.[token.kind]?.defaultState;
    tokens.push(state === undefined ? { kind: token.kind, cell } : { kind: token.kind, cell, state });
  }
  return tokens;
}

/** Compiles the board of a SIEGE scenario (hex geometry) against its ruleset data with house rules applied. */
export function buildSiegeBoard(scenario: Scenario, ruleset: RulesetData): SiegeBoard {
  const geometry = scenario.board.geometry;
  if (geometry.kind !== 'hex') fail('SIEGE is played on a hex map; this scenario has another board.');
  const kernel = createKernel(geometry);
  const coverLevels = ruleset.coverLevels ?? [];
  const terrain = compileTerrain(ruleset, coverLevels);
  const terrainIndex: Record<string, number> = {};
  terrain.forEach((kind, index) => (terrainIndex[kind.id] = index));
  const kindOf = (id: string) => terrainIndex[id] ?? -1;
  const special: SpecialKinds = {
    rampart: kindOf('rampart'),
    stairs: kindOf('stairs'),
    arrowSlit: kindOf('arrow-slit'),
    towerDoor: kindOf('tower-door'),
    towerInterior: kindOf('tower-interior'),
    keepInterior: kindOf('keep-interior'),
    castleWall: kindOf('castle-wall'),
    moat: kindOf('moat'),
    filledMoat: kindOf('filled-moat'),
    demolishedWall: kindOf('demolished-wall'),
    courtyard: kindOf('courtyard'),
    brush: kindOf('brush'),
    tree: kindOf('tree'),
    slope: kindOf('slope'),
    tent: kindOf('tent'),
    trench: kindOf('trench'),
  };
  const n = kernel.cellCount;
  const q: number[] = [];
  const r: number[] = [];
  const labels: string[] = [];
  const neighbours = new Array<number>(n * 6).fill(-1);
  const directions = directionsOf(geometry.orientation).flatMap(([dq, dr]) => [dq, dr]);
  for (let index = 0; index < n; index++) {
    const cell = kernel.cellAt(index);
    const cube = kernel.toCube(cell);
    q.push(cube.q);
    r.push(cube.r);
    labels.push(kernel.label(cell));
  }
  const partial = { flat: geometry.orientation === 'flat', oddOffset: geometry.offset === 'odd', columns: geometry.columns, rows: geometry.rows } as SiegeBoard;
  for (let index = 0; index < n; index++) {
    for (let side = 0; side < 6; side++) {
      neighbours[index * 6 + side] = indexOfAxial(partial, (q[index] as number) + (directions[side * 2] as number), (r[index] as number) + (directions[side * 2 + 1] as number));
    }
  }
  const painted = paintTerrain(kernel, scenario, terrainIndex, terrain);
  const castleKinds = new Set(CASTLE_KINDS.map(kindOf).filter((kind) => kind >= 0));
  const edgeKinds = compileEdgeKinds(ruleset, coverLevels);
  const compiledEdges = compileEdges(kernel, scenario, edgeKinds, ruleset);
  return {
    geometry,
    columns: geometry.columns,
    rows: geometry.rows,
    cellCount: n,
    flat: partial.flat,
    oddOffset: partial.oddOffset,
    labels,
    q,
    r,
    directions,
    neighbours,
    terrain,
    terrainIndex,
    special,
    cellTerrain: painted.kinds,
    cellElevation: painted.elevation,
    castle: painted.kinds.map((kind) => (castleKinds.has(kind) ? 1 : 0)),
    edgeKinds,
    edges: compiledEdges.edges,
    sideEdge: compiledEdges.sideEdge,
    tokenKinds: compileTokenKinds(ruleset),
    coverLevels,
    constants: compileConstants(ruleset, coverLevels),
    rangeBands: compileRangeBands(ruleset),
    sides: scenario.sides.map((side) => side.id),
    initial: { tokens: initialTokens(kernel, scenario, ruleset), edgeStates: compiledEdges.states },
  };
}
