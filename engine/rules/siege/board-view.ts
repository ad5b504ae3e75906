/**
 * The board as it stands at one moment of a game: the fixed board plus the tokens, counters and
 * edge states of a `SiegeBoardDynamic`, compiled into typed tables for movement and fire. A view
 * is computed once per dynamic object (the game state keeps the same object until a token or an
 * edge changes) and looked up by identity.
 */
import { cachedPer } from '../core/cache';
import {
  SIGHT_BLOCK,
  SIGHT_CLEAR,
  SIGHT_HINDER,
  SIGHT_INTO,
  type EdgeStateInfo,
  type SiegeBoard,
  type SiegeBoardDynamic,
  type SpecialKinds,
} from './board';

/** Special equipment on a cell ("the figures there ignore the natural terrain", 1.1). */
export const EQUIP_NONE = 0;
export const EQUIP_DRAWBRIDGE = 1;
export const EQUIP_LADDER = 2;
export const EQUIP_SIEGE_TOWER = 3;
export const EQUIP_RAM = 4;
export const EQUIP_MANTLET = 5;
export const EQUIP_ENGINE = 6;
export const EQUIP_OTHER = 7;

/** What a cell between the two ends does to a line of fire. */
export const CELL_OPEN = 0;
/** Brush: cover for what is behind (3.21). */
export const CELL_HINDER = 1;
/** Top of a slope (3.23). */
export const CELL_SLOPE = 2;
/** Tents, rams, mantlets, engines: block lines at their own level, not lines from above (1.44). */
export const CELL_LOW = 3;
/** Castle wall: the keep and the top of a siege tower shoot over it (1.44, 2.43). */
export const CELL_WALL = 4;
/** Castle tower: the keep shoots over it (1.44). */
export const CELL_TOWER = 5;
/** Siege tower: shot into, not through; the keep shoots over it (1.44, 2.44). */
export const CELL_SIEGE_TOWER = 6;
/** Trees, the keep, the keep entrance: always block (1.44, 3.22, 1.43). */
export const CELL_HIGH = 7;

/** What a side crossed by a line of fire does (same ladder of classes as cells). */
export const SIDE_OPEN = 0;
export const SIDE_HINDER = 1;
export const SIDE_WALL = 4;
export const SIDE_TOWER = 5;
export const SIDE_HIGH = 7;

/** Who stands at a line's end, for the elevation rules of 1.44-1.46. */
export const END_GROUND = 0;
export const END_RAMPART = 1;
export const END_TOWER = 2;
export const END_KEEP = 3;
export const END_LADDER = 4;
export const END_SIEGE_TOWER = 5;
export const END_RAM = 6;
export const END_KEEP_DOOR = 7;

export const SHELTER_WALL = 1;
export const SHELTER_DOOR = 2;

/** `ladderFacing` of a ladder that names no cell: it leans on any neighbouring rampart. */
export const ANY_RAMPART = -2;

export interface BoardView {
  readonly board: SiegeBoard;
  /** Effective terrain kind of each cell (a counter replaces the natural kind). */
  readonly kind: Int16Array;
  readonly equip: Uint8Array;
  readonly burning: Uint8Array;
  /** Level of a figure standing in the cell (the lower level of a siege tower). */
  readonly level: Int8Array;
  /**
   * The same against a figure on the ramparts, in a tower or the keep, or on a siege tower's top,
   * above every other terrain (1.44): a slope counts at `slopeLevelAgainstCastle`. The very same
   * array as `level` on a board without slopes.
   */
  readonly levelBelowCastle: Int8Array;
  /** Movement points to enter each cell at ground level on foot / mounted, -1 when impassable. */
  readonly enterFoot: Float64Array;
  readonly enterMounted: Float64Array;
  /** Per cell side: points to step that way at ground level on foot / mounted, -1 when impossible. */
  readonly stepFoot: Float64Array;
  readonly stepMounted: Float64Array;
  /** 0 where a rider may pass but not stop (trench, 3.32). */
  readonly mountedStop: Uint8Array;
  /** 1 on a siege tower's hexes and those next to one: where a figure may step up or down a level (2.42). */
  readonly towerNear: Uint8Array;
  /** Cell a vertical ladder leans on, ANY_RAMPART, or -1 when no vertical ladder. */
  readonly ladderFacing: Int32Array;
  /** Side of a mantlet's base, 6 when it names none, -1 when no mantlet. */
  readonly mantletSide: Int8Array;
  readonly cellClass: Uint8Array;
  /** Cover of a figure in the cell before the rules that depend on the line (-1: none of its own). */
  readonly cellCover: Int8Array;
  /**
   * `SHELTER_WALL` where the cover depends on the line crossing the figure's own wall (ramparts,
   * arrow-slit hexes, 1.51); `SHELTER_DOOR` on a door hex, whose lines start or end at its opening
   * (1.43) and whose cover is one-sided (1.53); 0 elsewhere.
   */
  readonly shelterKind: Uint8Array;
  readonly trench: Uint8Array;
  readonly moat: Uint8Array;
  /** 1 for cells next to a moat cell (1.46). */
  readonly nearMoat: Uint8Array;
  readonly endKind: Uint8Array;
  /** 1 for castle cells next to the drawbridge (1.57). */
  readonly bridgeFlank: Uint8Array;
  readonly sideClass: Uint8Array;
  /** Cover given by the feature on a side (-1 none). */
  readonly sideCover: Int8Array;
  /** 1 where the side is the cell's own wall: a rampart's wall facing out, an arrow slit (1.44, 1.51). */
  readonly sideShelter: Uint8Array;
  /** 1 where the side is an arrow slit of the cell (1.45). */
  readonly sideSlit: Uint8Array;
  /** 1 where the side is a breach in a wall (2.32). */
  readonly sideBreach: Uint8Array;
  /** 1 where a figure may cross the side; extra points to cross it. */
  readonly sidePassable: Uint8Array;
  readonly sideExtra: Float64Array;
  /** 1 where crossing the side or passing the cell needs a closer look; 0 on open ground. */
  readonly sideAttention: Uint8Array;
  readonly cellAttention: Uint8Array;
  /** Per cell side: 1 when the side, or the hex beyond it (off the board included), needs a closer look. */
  readonly stepAttention: Uint8Array;
  readonly drawbridgeRaised: boolean;
  readonly groundLevel: number;
}

const ENGINE_TOKENS = new Set(['ballista', 'trebuchet', 'mangonel']);

const views = new WeakMap<SiegeBoardDynamic, BoardView>();
let lastDynamic: SiegeBoardDynamic | null = null;
let lastView: BoardView | null = null;

/**
 * The views of a board by what their dynamic boards hold (edge states, then tokens in order): a
 * board made again with the same tokens (a fire put out, the drawbridge back down, the same step
 * of another game) gets the same view. A few dozen kept per board's edge states; when they are
 * too many, those not asked for again since the last such sweep go (the boards every game comes
 * back to stay).
 */
interface KnownViews {
  readonly views: Map<string, BoardView>;
  /** The contents asked for again since the last sweep. */
  readonly asked: Set<string>;
}

const viewsByContent = cachedPer((_board: SiegeBoard) => new WeakMap<readonly string[], KnownViews>());
const MAX_VIEWS = 64;

function sweep(known: KnownViews): void {
  for (const key of known.views.keys()) if (!known.asked.has(key)) known.views.delete(key);
  known.asked.clear();
  if (known.views.size >= MAX_VIEWS) known.views.clear();
}

function contentKey(dynamic: SiegeBoardDynamic): string {
  let key = '';
  for (const token of dynamic.tokens) key += `${token.kind} ${token.cell} ${token.state ?? ''} ${token.facing ?? ''};`;
  return key;
}

/** The view of `dynamic` on `board` (computed once per content of the dynamic board). */
export function boardView(board: SiegeBoard, dynamic: SiegeBoardDynamic = board.initial): BoardView {
  if (dynamic === lastDynamic && lastView !== null && lastView.board === board) return lastView;
  let view = views.get(dynamic);
  if (view === undefined || view.board !== board) {
    const byEdges = viewsByContent(board);
    let known = byEdges.get(dynamic.edgeStates);
    if (known === undefined) {
      known = { views: new Map(), asked: new Set() };
      byEdges.set(dynamic.edgeStates, known);
    }
    const key = contentKey(dynamic);
    view = known.views.get(key);
    if (view === undefined) {
      view = buildView(board, dynamic);
      if (known.views.size >= MAX_VIEWS) sweep(known);
      known.views.set(key, view);
    } else known.asked.add(key);
    views.set(dynamic, view);
  }
  lastDynamic = dynamic;
  lastView = view;
  return view;
}

/** Whether a terrain kind is inside a building: a tower or the keep, their arrow slits and doors. */
export function isInterior(special: SpecialKinds, kind: number): boolean {
  return kind >= 0 && (kind === special.towerInterior || kind === special.keepInterior || kind === special.arrowSlit || kind === special.towerDoor);
}

/** What the tokens of a dynamic board put on each cell, before anything is derived from it. */
interface Tokens {
  readonly kind: Int16Array;
  readonly equip: Uint8Array;
  readonly burning: Uint8Array;
  readonly ladderFacing: Int32Array;
  readonly mantletSide: Int8Array;
  /** Movement points to enter the cell's equipment on foot and mounted (two per cell), and its sight code. */
  readonly equipCost: Float64Array;
  readonly equipSight: Int8Array;
  readonly bridgeCells: readonly number[];
  readonly drawbridgeRaised: boolean;
}

function tokensOf(board: SiegeBoard, dynamic: SiegeBoardDynamic): Tokens {
  const n = board.cellCount;
  const kind = Int16Array.from(board.cellTerrain);
  const equip = new Uint8Array(n);
  const burning = new Uint8Array(n);
  const ladderFacing = new Int32Array(n).fill(-1);
  const mantletSide = new Int8Array(n).fill(-1);
  const equipCost = new Float64Array(n * 2);
  const equipSight = new Int8Array(n).fill(-1);
  let hasBridge = false;
  let bridgeDown = false;
  const bridgeCells: number[] = [];

  for (const token of dynamic.tokens) {
    const cell = token.cell;
    if (cell < 0 || cell >= n) continue;
    const counterKind = board.terrainIndex[token.kind];
    if (counterKind !== undefined) {
      kind[cell] = counterKind;
      continue;
    }
    const info = board.tokenKinds[token.kind];
    let code: number;
    switch (token.kind) {
      case 'flames':
        burning[cell] = 1;
        continue;
      case 'drawbridge':
        hasBridge = true;
        bridgeCells.push(cell);
        if (token.state === 'raised') continue;
        bridgeDown = true;
        code = EQUIP_DRAWBRIDGE;
        break;
      case 'ladder':
        if (token.state !== 'vertical') continue;
        code = EQUIP_LADDER;
        ladderFacing[cell] = token.facing ?? ANY_RAMPART;
        break;
      case 'siege-tower':
        code = EQUIP_SIEGE_TOWER;
        break;
      case 'ram':
        code = EQUIP_RAM;
        break;
      case 'mantlet':
        code = EQUIP_MANTLET;
        mantletSide[cell] = token.facing ?? 6;
        break;
      default:
        if (ENGINE_TOKENS.has(token.kind)) code = EQUIP_ENGINE;
        else if (info && (info.foot >= 0 || info.mounted >= 0 || info.sight >= 0)) code = EQUIP_OTHER;
        else continue;
    }
    if (!info) continue;
    equip[cell] = code;
    equipCost[cell * 2] = info.foot;
    equipCost[cell * 2 + 1] = info.mounted;
    equipSight[cell] = info.sight;
  }
  return { kind, equip, burning, ladderFacing, mantletSide, equipCost, equipSight, bridgeCells, drawbridgeRaised: hasBridge && !bridgeDown };
}

/**
 * The cells whose tokens differ from `before`'s, or null when the drawbridge's hexes differ or
 * slopes come or go (a view has one table of levels against the castle only with slopes).
 */
function cellsChanged(board: SiegeBoard, before: Tokens, after: Tokens): number[] | null {
  const n = after.kind.length;
  if (before.bridgeCells.length !== after.bridgeCells.length || before.bridgeCells.some((cell, at) => after.bridgeCells[at] !== cell)) return null;
  const slope = board.special.slope;
  if (slope >= 0 && before.kind.includes(slope) !== after.kind.includes(slope)) return null;
  const changed: number[] = [];
  for (let cell = 0; cell < n; cell++) {
    if (
      before.kind[cell] !== after.kind[cell] ||
      before.equip[cell] !== after.equip[cell] ||
      before.burning[cell] !== after.burning[cell] ||
      before.ladderFacing[cell] !== after.ladderFacing[cell] ||
      before.mantletSide[cell] !== after.mantletSide[cell] ||
      before.equipSight[cell] !== after.equipSight[cell] ||
      before.equipCost[cell * 2] !== after.equipCost[cell * 2] ||
      before.equipCost[cell * 2 + 1] !== after.equipCost[cell * 2 + 1]
    )
      changed.push(cell);
  }
  return changed;
}

/**
 * The last view built on each board, with its tokens and edge states: a game's next board mostly
 * differs from it by a few tokens (a fire lit or out, a ladder up, an engine moved), so only the
 * cells they touch and their neighbours are worked out again.
 */
const lastBuilt = cachedPer((_board: SiegeBoard): { view: BoardView | null; tokens: Tokens | null; edgeStates: readonly string[] | null } => ({ view: null, tokens: null, edgeStates: null }));

function buildView(board: SiegeBoard, dynamic: SiegeBoardDynamic): BoardView {
  const tokens = tokensOf(board, dynamic);
  const last = lastBuilt(board);
  const changed = last.view !== null && last.tokens !== null && last.edgeStates === dynamic.edgeStates ? cellsChanged(board, last.tokens, tokens) : null;
  const view = changed !== null && last.view !== null ? updatedView(board, dynamic, last.view, tokens, changed) : freshView(board, dynamic, tokens);
  last.view = view;
  last.tokens = tokens;
  last.edgeStates = dynamic.edgeStates;
  return view;
}

/** Hexes of the keep's entrances: tower doors next to the keep (1.43). */
function keepEntrances(board: SiegeBoard, kind: Int16Array): Uint8Array {
  const special = board.special;
  const keepEntrance = new Uint8Array(board.cellCount);
  for (let cell = 0; cell < board.cellCount; cell++) {
    if (kind[cell] !== special.towerDoor || special.towerDoor < 0) continue;
    for (let side = 0; side < 6; side++) {
      const next = board.neighbours[cell * 6 + side] as number;
      if (next >= 0 && board.cellTerrain[next] === special.keepInterior) keepEntrance[cell] = 1;
    }
  }
  return keepEntrance;
}

function groundLevelOf(board: SiegeBoard): number {
  const flatKind = board.terrainIndex['flat'];
  return flatKind === undefined ? 0 : (board.terrain[flatKind]?.elevation ?? 0);
}

/** The view of `dynamic` with every table worked out from its tokens, as no earlier view is used: what an updated view must equal. */
export function viewFromScratch(board: SiegeBoard, dynamic: SiegeBoardDynamic): BoardView {
  return freshView(board, dynamic, tokensOf(board, dynamic));
}

/** A view with every table worked out from the tokens. */
function freshView(board: SiegeBoard, dynamic: SiegeBoardDynamic, tokens: Tokens): BoardView {
  const n = board.cellCount;
  const special = board.special;
  const keepEntrance = keepEntrances(board, tokens.kind);
  const sides = sidesOf(board, dynamic, tokens.kind, keepEntrance);
  const level = new Int8Array(n);
  const hasSlopes = special.slope >= 0 && tokens.kind.includes(special.slope);
  const view: BoardView = {
    board,
    kind: tokens.kind,
    equip: tokens.equip,
    burning: tokens.burning,
    level,
    levelBelowCastle: hasSlopes ? new Int8Array(n) : level,
    enterFoot: new Float64Array(n),
    enterMounted: new Float64Array(n),
    stepFoot: new Float64Array(n * 6),
    stepMounted: new Float64Array(n * 6),
    mountedStop: new Uint8Array(n),
    towerNear: new Uint8Array(n),
    ladderFacing: tokens.ladderFacing,
    mantletSide: tokens.mantletSide,
    cellClass: new Uint8Array(n),
    cellCover: new Int8Array(n),
    shelterKind: new Uint8Array(n),
    trench: new Uint8Array(n),
    moat: new Uint8Array(n),
    nearMoat: new Uint8Array(n),
    endKind: new Uint8Array(n),
    bridgeFlank: bridgeFlanks(board, tokens.bridgeCells),
    sideClass: sides.sideClass,
    sideCover: sides.sideCover,
    sideShelter: sides.sideShelter,
    sideSlit: sides.sideSlit,
    sideBreach: sides.sideBreach,
    sidePassable: sides.sidePassable,
    sideExtra: sides.sideExtra,
    sideAttention: sides.sideAttention,
    cellAttention: new Uint8Array(n),
    stepAttention: new Uint8Array(n * 6),
    drawbridgeRaised: tokens.drawbridgeRaised,
    groundLevel: groundLevelOf(board),
  };
  const all: number[] = [];
  for (let cell = 0; cell < n; cell++) all.push(cell);
  fillCells(view, tokens, keepEntrance, all);
  fillAround(view, all);
  return view;
}

/**
 * The view of `base` with `changed` (the cells whose tokens differ, the edges being the same) and
 * their neighbours worked out again: the rest of each table is copied. The side tables depend on
 * the terrain of the two hexes of each side, so that they differ only around changed terrain.
 */
function updatedView(board: SiegeBoard, dynamic: SiegeBoardDynamic, base: BoardView, tokens: Tokens, changed: readonly number[]): BoardView {
  const keepEntrance = keepEntrances(board, tokens.kind);
  const sides = sidesOf(board, dynamic, tokens.kind, keepEntrance);
  const level = base.level.slice();
  // Written out as freshView writes it: every view has one shape.
  const view: BoardView = {
    board,
    kind: tokens.kind,
    equip: tokens.equip,
    burning: tokens.burning,
    level,
    levelBelowCastle: base.levelBelowCastle === base.level ? level : base.levelBelowCastle.slice(),
    enterFoot: base.enterFoot.slice(),
    enterMounted: base.enterMounted.slice(),
    stepFoot: base.stepFoot.slice(),
    stepMounted: base.stepMounted.slice(),
    mountedStop: base.mountedStop.slice(),
    towerNear: base.towerNear.slice(),
    ladderFacing: tokens.ladderFacing,
    mantletSide: tokens.mantletSide,
    cellClass: base.cellClass.slice(),
    cellCover: base.cellCover.slice(),
    shelterKind: base.shelterKind.slice(),
    trench: base.trench.slice(),
    moat: base.moat.slice(),
    nearMoat: base.nearMoat.slice(),
    endKind: base.endKind.slice(),
    bridgeFlank: base.bridgeFlank,
    sideClass: sides.sideClass,
    sideCover: sides.sideCover,
    sideShelter: sides.sideShelter,
    sideSlit: sides.sideSlit,
    sideBreach: sides.sideBreach,
    sidePassable: sides.sidePassable,
    sideExtra: sides.sideExtra,
    sideAttention: sides.sideAttention,
    cellAttention: base.cellAttention.slice(),
    stepAttention: base.stepAttention.slice(),
    drawbridgeRaised: tokens.drawbridgeRaised,
    groundLevel: base.groundLevel,
  };
  fillCells(view, tokens, keepEntrance, changed);
  // What is read from the neighbours (towers and moats near, steps in and out) changes around them too.
  const near = new Uint8Array(board.cellCount);
  const around: number[] = [];
  const add = (cell: number) => {
    if (cell < 0 || near[cell] === 1) return;
    near[cell] = 1;
    around.push(cell);
  };
  for (const cell of changed) {
    add(cell);
    for (let side = 0; side < 6; side++) add(board.neighbours[cell * 6 + side] as number);
  }
  fillAround(view, around);
  return view;
}

/** 1 for the castle hexes next to the drawbridge (1.57). */
function bridgeFlanks(board: SiegeBoard, bridgeCells: readonly number[]): Uint8Array {
  const bridgeFlank = new Uint8Array(board.cellCount);
  for (const cell of bridgeCells) {
    for (let side = 0; side < 6; side++) {
      const next = board.neighbours[cell * 6 + side] as number;
      if (next >= 0 && board.castle[next] === 1) bridgeFlank[next] = 1;
    }
  }
  return bridgeFlank;
}

/** The tables of each of `cells` that depend on that cell alone (its terrain, tokens and equipment). */
function fillCells(view: BoardView, tokens: Tokens, keepEntrance: Uint8Array, cells: readonly number[]): void {
  const board = view.board;
  const special = board.special;
  const constants = board.constants;
  const groundLevel = view.groundLevel;
  const { kind, equip, burning, equipCost, equipSight } = tokens;
  const { level, enterFoot, enterMounted, mountedStop, trench, moat, cellClass, endKind, cellCover, shelterKind, cellAttention } = view;
  const keepElevation = special.keepInterior >= 0 ? (board.terrain[special.keepInterior]?.elevation ?? 2) : 2;
  for (const cell of cells) {
    const k = kind[cell] as number;
    const terrain = board.terrain[k]!;
    const natural = board.cellTerrain[cell] === k;
    const elevation = natural ? (board.cellElevation[cell] as number) : terrain.elevation;
    const e = equip[cell] as number;
    if (e === EQUIP_NONE) {
      enterFoot[cell] = terrain.foot;
      enterMounted[cell] = terrain.mounted;
    } else {
      enterFoot[cell] = equipCost[cell * 2] as number;
      enterMounted[cell] = equipCost[cell * 2 + 1] as number;
    }
    if (burning[cell] === 1) {
      enterFoot[cell] = -1;
      enterMounted[cell] = -1;
    }
    level[cell] = e === EQUIP_LADDER ? constants.ladderTopElevation : e === EQUIP_NONE ? elevation : e === EQUIP_SIEGE_TOWER ? Math.max(elevation, groundLevel) : groundLevel;
    trench[cell] = k === special.trench ? 1 : 0;
    mountedStop[cell] = k === special.trench ? 0 : 1;
    moat[cell] = (e === EQUIP_NONE || e === EQUIP_SIEGE_TOWER) && elevation < groundLevel ? 1 : 0;

    // Line of fire through the cell.
    let cls = CELL_OPEN;
    if (e === EQUIP_SIEGE_TOWER) cls = CELL_SIEGE_TOWER;
    else if (e === EQUIP_RAM || e === EQUIP_MANTLET || e === EQUIP_ENGINE) cls = CELL_LOW;
    else if (e === EQUIP_OTHER && (equipSight[cell] === SIGHT_BLOCK || equipSight[cell] === SIGHT_INTO)) cls = CELL_LOW;
    else if (e === EQUIP_DRAWBRIDGE || e === EQUIP_LADDER || e === EQUIP_OTHER) cls = CELL_OPEN;
    else if (k === special.tree || k === special.keepInterior || keepEntrance[cell] === 1) cls = CELL_HIGH;
    else if (k === special.towerInterior || k === special.arrowSlit) cls = elevation >= keepElevation ? CELL_HIGH : CELL_TOWER;
    else if (k === special.castleWall) cls = CELL_WALL;
    else if (k === special.slope) cls = CELL_SLOPE;
    else if (terrain.sight === SIGHT_HINDER) cls = CELL_HINDER;
    else if (terrain.sight === SIGHT_INTO) cls = CELL_LOW;
    else if (terrain.sight === SIGHT_BLOCK) cls = elevation > groundLevel ? CELL_HIGH : CELL_LOW;
    cellClass[cell] = cls;
    cellAttention[cell] = cls !== CELL_OPEN || k === special.demolishedWall ? 1 : 0;
    if (view.levelBelowCastle !== level) view.levelBelowCastle[cell] = k === special.slope && e === EQUIP_NONE ? constants.slopeLevelAgainstCastle : (level[cell] as number);

    // Cover of a figure standing there, and who stands there for the elevation rules.
    let end = END_GROUND;
    let cover = terrain.cover;
    let shelter = 0;
    if (e === EQUIP_SIEGE_TOWER) {
      end = END_SIEGE_TOWER;
      cover = constants.siegeTowerInsideCover;
    } else if (e === EQUIP_LADDER) {
      end = END_LADDER;
      cover = constants.ladderCover;
    } else if (e === EQUIP_RAM) {
      end = END_RAM;
      cover = constants.ramCover;
    } else if (e === EQUIP_MANTLET) {
      cover = constants.mantletCover;
    } else if (e !== EQUIP_NONE) {
      cover = -1;
    } else if (keepEntrance[cell] === 1) {
      end = END_KEEP_DOOR;
      cover = constants.keepEntranceCover;
    } else if (k === special.rampart) {
      end = END_RAMPART;
      shelter = SHELTER_WALL;
    } else if (k === special.arrowSlit) {
      end = elevation >= keepElevation ? END_KEEP : END_RAMPART;
      shelter = SHELTER_WALL;
    } else if (k === special.towerDoor) {
      shelter = SHELTER_DOOR;
    } else if (k === special.towerInterior) {
      end = END_TOWER;
    } else if (k === special.keepInterior) {
      end = END_KEEP;
    }
    endKind[cell] = end;
    cellCover[cell] = cover;
    shelterKind[cell] = shelter;
  }
}

/**
 * The tables of each of `cells` read from its neighbours too: siege towers and moats near, the
 * steps out of it and what they need a closer look at. The neighbours' own tables are done.
 */
function fillAround(view: BoardView, cells: readonly number[]): void {
  const board = view.board;
  const { equip, moat, towerNear, nearMoat, sideAttention, cellAttention, stepAttention } = view;
  for (const cell of cells) {
    let tower = equip[cell] === EQUIP_SIEGE_TOWER;
    let nearWater = false;
    for (let side = 0; side < 6; side++) {
      const at = cell * 6 + side;
      const next = board.neighbours[at] as number;
      if (next >= 0 && equip[next] === EQUIP_SIEGE_TOWER) tower = true;
      if (next >= 0 && moat[next] === 1) nearWater = true;
      stepAttention[at] = next < 0 || sideAttention[at] === 1 || cellAttention[next] === 1 ? 1 : 0;
    }
    towerNear[cell] = tower ? 1 : 0;
    nearMoat[cell] = nearWater ? 1 : 0;
  }
  fillStepCosts(view, cells);
}

interface SideTables {
  readonly sideAttention: Uint8Array;
  readonly sideClass: Uint8Array;
  readonly sideCover: Int8Array;
  readonly sideShelter: Uint8Array;
  readonly sideSlit: Uint8Array;
  readonly sideBreach: Uint8Array;
  readonly sidePassable: Uint8Array;
  readonly sideExtra: Float64Array;
}

/**
 * The side tables of a board depend on its edge states and on the terrain counters (breaches,
 * filled moats), not on the equipment: boards that differ only by their siege engines, ladders,
 * fires or drawbridge share them. Kept per edge states, by where the terrain differs from the
 * map's (the keep's entrances follow from the terrain).
 */
const sidesByTerrain = cachedPer((_board: SiegeBoard) => new WeakMap<readonly string[], Map<string, SideTables>>());

function sidesOf(board: SiegeBoard, dynamic: SiegeBoardDynamic, kind: Int16Array, keepEntrance: Uint8Array): SideTables {
  const byEdges = sidesByTerrain(board);
  let byTerrain = byEdges.get(dynamic.edgeStates);
  if (byTerrain === undefined) {
    byTerrain = new Map();
    byEdges.set(dynamic.edgeStates, byTerrain);
  }
  let key = '';
  for (let cell = 0; cell < kind.length; cell++) if (kind[cell] !== board.cellTerrain[cell]) key += `${cell}:${kind[cell]};`;
  let sides = byTerrain.get(key);
  if (sides === undefined) {
    sides = buildSides(board, dynamic, kind, keepEntrance);
    if (byTerrain.size >= MAX_VIEWS) byTerrain.clear();
    byTerrain.set(key, sides);
  }
  return sides;
}

/** A demolished-wall hex takes its rampart walls and parapets down with it (2.33). */
function demolishedState(board: SiegeBoard): EdgeStateInfo {
  return board.edgeKinds['wall']?.['demolished'] ?? { passable: true, extraCost: 0, sight: SIGHT_CLEAR, cover: -1 };
}

function buildSides(board: SiegeBoard, dynamic: SiegeBoardDynamic, kind: Int16Array, keepEntrance: Uint8Array): SideTables {
  const n = board.cellCount;
  const special = board.special;
  const sideClass = new Uint8Array(n * 6);
  const sideCover = new Int8Array(n * 6).fill(-1);
  const sideShelter = new Uint8Array(n * 6);
  const sideSlit = new Uint8Array(n * 6);
  const sideBreach = new Uint8Array(n * 6);
  const sidePassable = new Uint8Array(n * 6).fill(1);
  const sideExtra = new Float64Array(n * 6);
  const rubble = demolishedState(board);
  const isKeep = (cell: number) => cell >= 0 && (board.cellTerrain[cell] === special.keepInterior || keepEntrance[cell] === 1);
  const isTower = (cell: number) => cell >= 0 && (board.cellTerrain[cell] === special.towerInterior || board.cellTerrain[cell] === special.arrowSlit);
  const breached = (cell: number) => cell >= 0 && kind[cell] === special.demolishedWall && board.cellTerrain[cell] !== special.demolishedWall;

  for (let cell = 0; cell < n; cell++) {
    const k = kind[cell] as number;
    for (let side = 0; side < 6; side++) {
      const at = cell * 6 + side;
      const next = board.neighbours[at] as number;
      const featureIndex = board.sideEdge[at] as number;
      const nextOutside = next < 0 || board.castle[next] === 0 || board.cellTerrain[next] === special.castleWall;
      if (k === special.rampart || k === special.arrowSlit) sideShelter[at] = nextOutside ? 1 : 0;
      if (featureIndex < 0) continue;
      const feature = board.edges[featureIndex]!;
      let state = board.edgeKinds[feature.kind]?.[dynamic.edgeStates[featureIndex] ?? ''];
      if (state === undefined) continue;
      const towardTowerOrKeep = isKeep(cell) || isKeep(next) || isTower(cell) || isTower(next);
      if ((breached(cell) || breached(next)) && !towardTowerOrKeep && !state.passable) state = rubble;
      if (state === rubble || (feature.kind === 'wall' && state.passable)) sideBreach[at] = 1;
      sidePassable[at] = state.passable ? 1 : 0;
      sideExtra[at] = state.extraCost;
      sideCover[at] = state.cover;
      if (state.sight === SIGHT_BLOCK) sideClass[at] = isKeep(cell) || isKeep(next) ? SIDE_HIGH : isTower(cell) || isTower(next) ? SIDE_TOWER : SIDE_WALL;
      else if (state.sight === SIGHT_HINDER || state.sight === SIGHT_INTO) sideClass[at] = SIDE_HINDER;
      if (feature.kind === 'arrow-slit' && (k === special.towerInterior || k === special.keepInterior || k === special.arrowSlit)) {
        sideSlit[at] = 1;
        sideShelter[at] = 1;
      }
    }
  }
  const sideAttention = new Uint8Array(n * 6);
  for (let at = 0; at < n * 6; at++) sideAttention[at] = sideClass[at] !== SIDE_OPEN || sideBreach[at] === 1 ? 1 : 0;
  return { sideAttention, sideClass, sideCover, sideShelter, sideSlit, sideBreach, sidePassable, sideExtra };
}

/**
 * Ground-level step costs, with the rules that depend on where a step comes from: the moat (1.1),
 * ramparts reached only by stairs, ladders or breaches (1.61, 1.93, 2.33), arrow slits and towers
 * only from inside (1.61), a breach's own costs (2.33), moves inside a siege tower (2.42): the
 * steps out of each of `cells`.
 */
function fillStepCosts(view: BoardView, cells: readonly number[]): void {
  const board = view.board;
  const special = board.special;
  const c = board.constants;
  const elevated = (k: number) => k >= 0 && (k === special.rampart || k === special.stairs || isInterior(special, k));
  for (const a of cells) {
    const ak = view.kind[a] as number;
    const aEquip = view.equip[a] as number;
    for (let side = 0; side < 6; side++) {
      const at = a * 6 + side;
      const b = board.neighbours[at] as number;
      view.stepFoot[at] = -1;
      view.stepMounted[at] = -1;
      if (b < 0) continue;
      const bk = view.kind[b] as number;
      const bEquip = view.equip[b] as number;
      const ladderUp = aEquip === EQUIP_LADDER && bk === special.rampart && bEquip === EQUIP_NONE && leansOn(view, a, b);
      const ladderDown = bEquip === EQUIP_LADDER && ak === special.rampart && aEquip === EQUIP_NONE && leansOn(view, b, a);
      if (view.sidePassable[at] === 0 && !ladderUp && !ladderDown) continue;
      const extra = ladderUp || ladderDown ? 0 : (view.sideExtra[at] as number);
      for (let mode = 0; mode < 2; mode++) {
        let enter = mode === 0 ? (view.enterFoot[b] as number) : (view.enterMounted[b] as number);
        if (enter < 0) continue;
        if (ladderUp) enter = c.rampartFromLadderCost;
        else if (aEquip === EQUIP_SIEGE_TOWER && bEquip === EQUIP_SIEGE_TOWER) enter = c.siegeTowerLevelStepCost;
        else if (bEquip === EQUIP_NONE && aEquip !== EQUIP_LADDER) {
          const fromBreach = ak === special.demolishedWall;
          if (bk === special.moat && (ak === special.moat || ak === special.filledMoat) && aEquip === EQUIP_NONE) enter = c.moatFromMoatCost;
          else if (bk === special.rampart) {
            if (fromBreach) enter = c.fromDemolishedWallCost;
            else if (!elevated(ak) || aEquip !== EQUIP_NONE) continue;
          } else if (bk === special.towerInterior || bk === special.keepInterior || bk === special.arrowSlit) {
            const door = board.sideEdge[at] !== -1 && view.sidePassable[at] === 1 && bk !== special.arrowSlit;
            if (fromBreach && bk !== special.arrowSlit) enter = c.fromDemolishedWallCost;
            else if (!(isInterior(special, ak) && aEquip === EQUIP_NONE) && !door) continue;
          }
        }
        // Leaving the ramparts, a tower or the keep for open ground needs stairs, a ladder, a door or a breach.
        if (aEquip === EQUIP_NONE && !ladderDown && bk !== special.demolishedWall) {
          if (ak === special.rampart && !(elevated(bk) && bEquip === EQUIP_NONE)) continue;
          if ((ak === special.towerInterior || ak === special.keepInterior || ak === special.arrowSlit) && !(isInterior(special, bk) && bEquip === EQUIP_NONE)) {
            const door = board.sideEdge[at] !== -1 && view.sidePassable[at] === 1 && ak !== special.arrowSlit;
            if (!door) continue;
          }
        }
        const total = enter + extra;
        if (mode === 0) view.stepFoot[at] = total;
        else view.stepMounted[at] = total;
      }
    }
  }
}

/** Whether the vertical ladder on `ladder` leans on the rampart `rampart` (1.91). */
export function leansOn(view: BoardView, ladder: number, rampart: number): boolean {
  const facing = view.ladderFacing[ladder] as number;
  return facing === rampart || (facing === ANY_RAMPART && view.kind[rampart] === view.board.special.rampart);
}
