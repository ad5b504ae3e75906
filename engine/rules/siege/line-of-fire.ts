/**
 * Line of fire (SIEGE 1.4, 1.5, 1.9, 2.3, 2.4, 3.2, 4.3, 5.2): from hex centre to hex centre
 * (from the middle of a rampart's wall or of an arrow slit when the shooter stands behind one,
 * 1.44), cut by walls, towers, the keep, trees, tents, engines and, depending on the weapon,
 * figures; with the elevation rules of 1.44-1.46 and the target's cover. Where the line runs
 * exactly along a side, it is cut only when both ways past that side are (the Cry Havoc rule, as
 * the board kernel's `lineOfSight` does by default).
 *
 * Everything runs on the compiled view (board-view.ts) and the board's memoised line shapes
 * (hex-walk.ts), followed through the neighbour table with each step's attention folded in, so
 * that open ground costs one load a step: `canShoot` allocates nothing once a line's shape is
 * known, `fireCheck` fills the caller's object, `lineOfFire` returns a new one.
 */
import { cachedPer } from '../core/cache';
import { hexDistance, type CoverLevel, type SiegeBoard, type SiegeBoardDynamic } from './board';
import {
  boardView,
  CELL_HINDER,
  CELL_LOW,
  CELL_OPEN,
  CELL_SIEGE_TOWER,
  CELL_SLOPE,
  CELL_TOWER,
  CELL_WALL,
  END_KEEP,
  END_KEEP_DOOR,
  END_LADDER,
  END_RAM,
  END_RAMPART,
  END_SIEGE_TOWER,
  END_TOWER,
  EQUIP_SIEGE_TOWER,
  isInterior,
  leansOn,
  SHELTER_DOOR,
  SHELTER_WALL,
  SIDE_HINDER,
  SIDE_TOWER,
  SIDE_WALL,
  type BoardView,
} from './board-view';
import { findLineShape, lineCapacity, lineShapes, PAIR_STEP, paddedBoard, watchedSteps, watchedStepsFrom, type LineShapes } from './hex-walk';
import type { Occupancy } from './occupancy';

/** A row of the `range-bands` table: "short-bow", "longbow", "crossbow", "ballista". */
export type Weapon = string;

/** Bows shoot over figures in some cases (1.42); crossbows and ballistas never do. */
const BOWS: ReadonlySet<string> = new Set(['short-bow', 'longbow']);

export interface Shooter {
  /** Index in `SiegeBoard.sides`. */
  readonly side: number;
  readonly weapon: Weapon;
  /** On top of a siege tower (inside one, nobody shoots, 2.44). */
  readonly onTop?: boolean;
}

export interface FireOptions {
  /** The target is on top of a siege tower. */
  readonly targetOnTop?: boolean;
  /**
   * A target on a door hex under cross fire has chosen the side it is covered from (1.53): outside
   * or inside the building. Absent, it is covered from whichever side the shot comes.
   */
  readonly doorCoveredFrom?: DoorSide;
}

/** The two sides of a door (1.53): out of the building, or into it. */
export type DoorSide = 'outside' | 'inside';

/** Why a line of fire is refused; the game flow turns these into messages. */
export const FIRE_BLOCKS = [
  'off-board',
  'same-hex',
  'out-of-range',
  'cannot-shoot',
  'ladder',
  'wall',
  'tower',
  'keep',
  'tree',
  'siege-tower',
  'obstacle',
  'slope',
  'figure',
  'friend-near-target',
  'not-aligned-with-slit',
  'moat-edge',
  'from-moat',
  'total-cover',
] as const;
export type FireBlock = (typeof FIRE_BLOCKS)[number];

const R_NONE = -1;
const R_OFF = 0;
const R_SAME = 1;
const R_RANGE = 2;
const R_CANNOT = 3;
const R_LADDER = 4;
const R_WALL = 5;
const R_TOWER = 6;
const R_KEEP = 7;
const R_TREE = 8;
const R_SIEGE = 9;
const R_OBSTACLE = 10;
const R_SLOPE = 11;
const R_FIGURE = 12;
const R_FRIEND = 13;
const R_SLIT = 14;
const R_MOAT_EDGE = 15;
const R_FROM_MOAT = 16;
const R_TOTAL = 17;

export interface FireBlocker {
  /** The hex (index) or the side (canonical edge key) that cuts the line, when one does. */
  cell?: number;
  edge?: string;
  reason: FireBlock;
}

export interface LineOfFire {
  clear: boolean;
  blockedBy?: FireBlocker;
  /** The target's cover; when the line is not clear, the highest level (nothing gets through). */
  cover: CoverLevel;
  /** Hexes from shooter to target. */
  distance: number;
}

/**
 * The hexes whose figures a check looked at, with what it found there: packed by `readKey`. A
 * line's answer depends on the figures only through them, so it holds for as long as the same
 * figures stand on those hexes (`stillClear`). Filled by `fireCheck` when asked.
 */
export interface FigureReads {
  keys: Int32Array;
  count: number;
}

export function figureReads(): FigureReads {
  return { keys: new Int32Array(16), count: 0 };
}

/** A hex and the sides (plus one, 0 for nobody) of the living figures on its two levels. */
function readKey(cell: number, living: number, top: number): number {
  return (cell << 8) | ((living + 1) << 4) | (top + 1);
}

/** Whether the figures on each of the `count` hexes noted in `keys` from `offset` on are those `occupancy` puts there. */
export function sameFigures(keys: Int32Array, offset: number, count: number, occupancy: Occupancy): boolean {
  for (let i = offset; i < offset + count; i++) {
    const key = keys[i] as number;
    const cell = key >> 8;
    if (key !== readKey(cell, occupancy.living[cell] as number, occupancy.top[cell] as number)) return false;
  }
  return true;
}

function noteFigures(f: Fire, cell: number): void {
  const reads = f.reads;
  if (reads === null) return;
  if (reads.count === reads.keys.length) {
    const grown = new Int32Array(reads.keys.length * 2);
    grown.set(reads.keys);
    reads.keys = grown;
  }
  reads.keys[reads.count++] = readKey(cell, f.occupancy.living[cell] as number, f.occupancy.top[cell] as number);
}

/** Elevated ends and what they may shoot over (1.44, 2.43). */
const HI_NONE = 0;
const HI_RAMPART = 1;
const HI_KEEP = 2;
const HI_SIEGE_TOP = 3;

/** Working memory of one board: the line traced and per-step flags. */
interface Work {
  /** Each step's padded hex (see `paddedBoard`), and a pair step's second one. */
  readonly pad: Int32Array;
  readonly pad2: Int32Array;
  /** Per pair step: 1 where that way past the side was cut by the terrain. */
  readonly blockedFirst: Uint8Array;
  readonly blockedSecond: Uint8Array;
  readonly totalCover: number;
  readonly lightCover: number;
}

/** Working memory of the checks on a board. */
const workOf = cachedPer((board: SiegeBoard): Work => {
  const capacity = lineCapacity(board);
  const total = board.coverLevels.indexOf('total');
  const light = board.coverLevels.indexOf('light');
  return {
    pad: new Int32Array(capacity),
    pad2: new Int32Array(capacity),
    blockedFirst: new Uint8Array(capacity),
    blockedSecond: new Uint8Array(capacity),
    totalCover: total < 0 ? board.coverLevels.length - 1 : total,
    lightCover: light < 0 ? 1 : light,
  };
});

/**
 * One check's state: the pair of ends and the rules they set, what the walked line met, and the
 * outcome. One per board, reused from check to check (fields of one object, whose shape never
 * changes, are faster to reach than module variables).
 */
class Fire {
  view: BoardView;
  work: Work;
  occupancy: Occupancy;
  from = 0;
  to = 0;
  shooterSide = 0;
  weapon: Weapon = '';
  distance = 0;
  shooterLevel = 0;
  targetLevel = 0;
  shooterOnTop = false;
  targetOnTop = false;
  /** The levels of this line's hexes: the view's, or its levels below the castle's heights when an end stands on them (1.44). */
  levels: Int8Array;
  /** The side of its door a target on a door hex is covered from: 0 either, 1 outside, 2 inside (1.53). */
  doorCover = 0;
  /** The elevation rule in force (HI_NONE when none), and whether the shooter is the high end. */
  hi = HI_NONE;
  hiIsShooter = true;
  /** Figures at or above this level cut the line. */
  threshold = 0;
  entrySide = -1;
  entryCover = -1;
  entryClass = 0;
  entryShelter = false;
  entryFeature = false;
  crossedCover = -1;
  breach = false;
  outReason = R_NONE;
  outCell = -1;
  outEdge = -1;
  outCover = 0;
  /**
   * The weapon whose facts are loaded (looked up only when needed, see `loadWeapon`): its short and
   * long range limits (Infinity when the table lacks it), whether it is a bow.
   */
  loaded: Weapon | null = null;
  /** Where the figures looked at are noted, when the caller asks (see FigureReads). */
  reads: FigureReads | null = null;
  shortRange = 0;
  longRange = 0;
  bow = false;
  /** Weapons met so far, with the same three facts (a handful of weapons: a list beats a map). */
  readonly weapons: Weapon[] = [];
  readonly weaponFacts: number[] = [];
  /** The shortest long range of the table: nearer than that, no weapon is out of range. */
  readonly shortestLongRange: number;
  /** The board's line shapes, and the padded board their steps are followed on. */
  readonly shapes: LineShapes;
  readonly padQ: Int32Array;
  readonly padR: Int32Array;
  readonly padCell: Int32Array;
  readonly padOf: Int32Array;
  readonly padNext: Int32Array;
  /** Axial coordinates of the board's cells, as integers. */
  readonly cellQ: Int32Array;
  readonly cellR: Int32Array;

  constructor(view: BoardView, work: Work, occupancy: Occupancy) {
    this.view = view;
    this.work = work;
    this.occupancy = occupancy;
    const padded = paddedBoard(view.board);
    this.shapes = lineShapes(view.board);
    this.padQ = padded.q;
    this.padR = padded.r;
    this.padCell = padded.cell;
    this.padOf = padded.of;
    this.padNext = padded.next;
    this.levels = view.level;
    this.cellQ = Int32Array.from(view.board.q);
    this.cellR = Int32Array.from(view.board.r);
    this.shortestLongRange = Math.min(...Object.values(view.board.rangeBands).map((bands) => bands[bands.length - 1] ?? Infinity));
  }
}

const fires = new WeakMap<SiegeBoard, Fire>();

function refuse(f: Fire, reason: number, cell: number, edge: number): false {
  f.outReason = reason;
  f.outCell = cell;
  f.outEdge = edge;
  return false;
}

/** `refuse` for the functions that answer a cover index: -1 means cut. */
function cut(f: Fire, reason: number, cell: number, edge: number): -1 {
  refuse(f, reason, cell, edge);
  return -1;
}

function axialDistance(q1: number, r1: number, q2: number, r2: number): number {
  const dq = q1 - q2;
  const dr = r1 - r2;
  const ds = dq + dr;
  return ((dq < 0 ? -dq : dq) + (dr < 0 ? -dr : dr) + (ds < 0 ? -ds : ds)) / 2;
}

/**
 * "The figure below is at least as far from the wall (tower, siege tower) as the shooter above"
 * (1.44, 2.43); a wall on a side lies astride the two hexes it borders, (q1, r1) and (q2, r2).
 */
function fartherBelow(f: Fire, q1: number, r1: number, q2: number, r2: number): boolean {
  const board = f.view.board;
  const high = f.hiIsShooter ? f.from : f.to;
  const low = f.hiIsShooter ? f.to : f.from;
  const hq = board.q[high] as number;
  const hr = board.r[high] as number;
  const lq = board.q[low] as number;
  const lr = board.r[low] as number;
  const highDistance = Math.min(axialDistance(hq, hr, q1, r1), axialDistance(hq, hr, q2, r2));
  const lowDistance = Math.min(axialDistance(lq, lr, q1, r1), axialDistance(lq, lr, q2, r2));
  return lowDistance >= highDistance;
}

/** From the keep one shoots over ramparts, towers and siege towers; from a siege tower's top, over ramparts (1.44, 2.43). */
function mayShootOver(f: Fire, cls: number): boolean {
  if (f.hi === HI_KEEP) return cls === CELL_WALL || cls === CELL_TOWER || cls === CELL_SIEGE_TOWER;
  if (f.hi === HI_SIEGE_TOP) return cls === CELL_WALL;
  return false;
}

/** Crossing side `side` of hex a into hex b (padded indices pa, pb); false (with the blocker noted) when it cuts the line. */
function cross(f: Fire, a: number, b: number, side: number, pa: number, pb: number): boolean {
  const back = (side + 3) % 6;
  const at = a >= 0 ? a * 6 + side : b >= 0 ? b * 6 + back : -1;
  if (at < 0) return true;
  const cls = f.view.sideClass[at] as number;
  const intoTarget = b === f.to;
  if (intoTarget) {
    f.entrySide = back;
    f.entryCover = f.view.sideCover[at] as number;
    f.entryClass = cls;
    f.entryShelter = f.view.sideShelter[b * 6 + back] === 1;
    f.entryFeature = f.view.board.sideEdge[at] !== -1;
  }
  if (f.view.sideBreach[at] === 1) f.breach = true;
  if (cls < SIDE_WALL) return true;
  // A rampart's own wall: the line leaves from it (1.44) or arrives over it (1.51).
  if ((intoTarget && f.view.sideShelter[b * 6 + back] === 1) || (a === f.from && f.view.sideShelter[a * 6 + side] === 1)) return true;
  if (f.hi !== HI_NONE && mayShootOver(f, cls) && fartherBelow(f, f.padQ[pa] as number, f.padR[pa] as number, f.padQ[pb] as number, f.padR[pb] as number)) return true;
  return refuse(f, cls === SIDE_WALL ? R_WALL : cls === SIDE_TOWER ? R_TOWER : R_KEEP, -1, f.view.board.sideEdge[at] as number);
}

/** A castle-wall hex right behind an end's rampart is that rampart's own wall (1.44, 1.51). */
function ownWallHex(f: Fire, cell: number): boolean {
  const board = f.view.board;
  for (let s = 0; s < 6; s++) {
    const next = board.neighbours[cell * 6 + s] as number;
    if ((next === f.from || next === f.to) && f.view.sideShelter[next * 6 + ((s + 3) % 6)] === 1) return true;
  }
  return false;
}

/** The other hexes of the siege tower whose top an end stands on do not hide that end. */
function ownSiegeTower(f: Fire, cell: number): boolean {
  const board = f.view.board;
  for (let s = 0; s < 6; s++) {
    const next = board.neighbours[cell * 6 + s] as number;
    if ((next === f.from && f.shooterOnTop) || (next === f.to && f.targetOnTop)) return true;
  }
  return false;
}

/** Over the top of a slope (3.23): the figure below must be at least as far from the slope hex as the one above. */
function slopeAllows(f: Fire, cell: number): boolean {
  const slope = f.view.board.special.slope;
  const shooterUp = f.view.kind[f.from] === slope;
  const targetUp = f.view.kind[f.to] === slope;
  if (shooterUp === targetUp) return shooterUp;
  const board = f.view.board;
  return hexDistance(board, shooterUp ? f.to : f.from, cell) >= hexDistance(board, shooterUp ? f.from : f.to, cell);
}

/** Passing through hex `cell` between the ends; false (with the blocker noted) when it cuts the line. */
function pass(f: Fire, cell: number): boolean {
  if (cell < 0) return true;
  const cls = f.view.cellClass[cell] as number;
  switch (cls) {
    case CELL_OPEN:
      if (f.view.kind[cell] === f.view.board.special.demolishedWall) f.breach = true;
      return true;
    case CELL_HINDER:
      // Brush: light cover for what is behind (3.21), unless fired over from above (1.44).
      if (f.hi === HI_NONE && (f.view.cellCover[cell] as number) > f.crossedCover) f.crossedCover = f.view.cellCover[cell] as number;
      return true;
    case CELL_SLOPE:
      return f.hi !== HI_NONE || slopeAllows(f, cell) || refuse(f, R_SLOPE, cell, -1);
    case CELL_LOW:
      return f.hi !== HI_NONE || (f.view.level[cell] as number) < Math.min(f.shooterLevel, f.targetLevel) || refuse(f, R_OBSTACLE, cell, -1);
    case CELL_WALL:
    case CELL_TOWER:
    case CELL_SIEGE_TOWER: {
      if (cls === CELL_WALL && ownWallHex(f, cell)) return true;
      if (cls === CELL_SIEGE_TOWER && ownSiegeTower(f, cell)) return true;
      const board = f.view.board;
      const q = board.q[cell] as number;
      const r = board.r[cell] as number;
      if (f.hi !== HI_NONE && mayShootOver(f, cls) && fartherBelow(f, q, r, q, r)) return true;
      return refuse(f, cls === CELL_WALL ? R_WALL : cls === CELL_TOWER ? R_TOWER : R_SIEGE, cell, -1);
    }
    default:
      return refuse(f, f.view.kind[cell] === f.view.board.special.tree ? R_TREE : R_KEEP, cell, -1);
  }
}

/** Whether a living figure in `cell` cuts the line (1.42): not in a trench (3.25), not below it (1.44, 1.46). */
function figureIn(f: Fire, cell: number): boolean {
  if (cell < 0 || f.view.trench[cell] === 1) return false;
  noteFigures(f, cell);
  if ((f.occupancy.living[cell] as number) >= 0 && (f.levels[cell] as number) >= f.threshold) return true;
  return (f.occupancy.top[cell] as number) >= 0 && f.view.board.constants.siegeTowerTopElevation >= f.threshold;
}

/** 0 short, 1 medium, 2 long range for `weapon` at `hexes`; 3 beyond; 0 for a weapon the table lacks. */
export function rangeBand(board: SiegeBoard, weaponId: Weapon, hexes: number): number {
  const bands = board.rangeBands[weaponId];
  if (bands === undefined) return 0;
  let band = 0;
  while (band < bands.length && hexes > (bands[band] as number)) band++;
  return band;
}

/**
 * The target's cover for the line just walked (1.5, 2.32, 2.44, 3.2, 5.22); -1 (with the
 * blocker noted) when the way the line comes in refuses the shot.
 */
function targetCover(f: Fire): number {
  const board = f.view.board;
  const c = board.constants;
  const special = board.special;
  const kind = f.view.kind[f.to] as number;
  const end = f.view.endKind[f.to] as number;
  const fromAbove = f.shooterLevel > f.targetLevel;
  let cover = f.targetOnTop ? c.siegeTowerTopCover : (f.view.cellCover[f.to] as number);
  if (!f.targetOnTop) {
    if (f.view.shelterKind[f.to] === SHELTER_WALL) {
      // Ramparts and arrow-slit hexes: strong cover behind their own wall only (1.51).
      cover = f.entryShelter && !fromAbove ? (board.terrain[kind]?.cover ?? -1) : -1;
    } else if (end === END_TOWER || end === END_KEEP) {
      // Inside a tower or the keep, the cover is that of the opening the line comes through.
      cover = -1;
    } else if ((f.view.mantletSide[f.to] as number) >= 0 && (f.view.mantletSide[f.to] as number) < 6) {
      // A mantlet covers through its base side and the two beside it (5.22).
      const turn = (f.entrySide - (f.view.mantletSide[f.to] as number) + 6) % 6;
      if (f.entrySide < 0 || !(turn === 0 || turn === 1 || turn === 5)) cover = -1;
    }
    // A door covers from one side only, the one chosen under cross fire (1.53).
    if (f.doorCover !== 0 && f.view.shelterKind[f.to] === SHELTER_DOOR && (f.doorCover === 2) !== isInterior(special, f.view.kind[f.from] as number)) cover = -1;
    // Fired on from the slope itself or from above, brush and slopes give no cover (1.44, 3.23).
    if (kind === special.slope && (f.view.kind[f.from] === special.slope || f.hi !== HI_NONE)) cover = -1;
    if (kind === special.brush && f.hi !== HI_NONE && f.hiIsShooter) cover = -1;
  }
  if (f.entrySide >= 0 && f.view.sideSlit[f.to * 6 + f.entrySide] === 1) {
    // Behind an arrow slit, a figure is shot only from the slit's axis (1.45), with strong cover (1.51).
    const dq = (board.q[f.from] as number) - (board.q[f.to] as number);
    const dr = (board.r[f.from] as number) - (board.r[f.to] as number);
    const sq = board.directions[f.entrySide * 2] as number;
    const sr = board.directions[f.entrySide * 2 + 1] as number;
    const steps = sq !== 0 ? dq / sq : dr / sr;
    if (!(steps >= 1 && dq === steps * sq && dr === steps * sr)) return cut(f, R_SLIT, f.to, -1);
    if (f.entryCover > cover) cover = f.entryCover;
  } else if (f.entryFeature && !f.entryShelter && !(fromAbove && f.entryClass === SIDE_HINDER)) {
    // Through a door (1.53), a breach (2.32), over a parapet from below.
    if (f.entryCover > cover) cover = f.entryCover;
  }
  if (f.hi === HI_NONE && f.crossedCover > cover) cover = f.crossedCover;
  // The castle's inside, closed by the raised drawbridge (1.52); the hexes beside the bridge (1.57).
  if (board.castle[f.from] === 0 && board.castle[f.to] === 1) {
    const sheltered = f.view.shelterKind[f.to] === SHELTER_WALL || (f.entrySide >= 0 && f.view.sideSlit[f.to * 6 + f.entrySide] === 1);
    if (f.view.drawbridgeRaised && !sheltered && !f.breach && !f.shooterOnTop && c.closedCastleCover > cover) cover = c.closedCastleCover;
    if (f.view.bridgeFlank[f.to] === 1) {
      const flank = f.view.drawbridgeRaised ? c.bridgeFlankCoverRaised : c.bridgeFlankCoverLowered;
      if (flank > cover) cover = flank;
    }
  }
  return cover < 0 ? 0 : cover;
}

/**
 * Follows one line (from the shooter's centre, or from the middle of its side `startSide`; to the
 * target's centre, or to the middle of its side `endSide`) and judges its terrain, then its
 * figures once the cover is known. Returns the target's cover index; -1 with the blocker noted
 * when the line is cut; -2 when the line cannot pass by those sides.
 */
function traceLine(f: Fire, startSide: number, endSide: number): number {
  const shapes = f.shapes;
  if (!findLineShape(shapes, f.from, f.to, startSide, endSide)) return -2;
  f.entrySide = -1;
  f.entryCover = -1;
  f.entryClass = 0;
  f.entryShelter = false;
  f.entryFeature = false;
  f.crossedCover = -1;
  f.breach = false;
  const last = shapes.steps - 1;
  if (!(shapes.pairs ? terrainAlongSides(f, last) : terrainOnLine(f, startSide, last))) return -1;
  const cover = targetCover(f);
  if (cover < 0) return -1;
  if (cover >= f.work.totalCover) return cut(f, R_TOTAL, f.to, -1);
  // Archers shoot over figures at medium or long range at a target with light cover or none (1.42).
  if (cover <= f.work.lightCover && firesOverFigures(f)) return cover;
  const figure = shapes.pairs ? figureAlongSides(f, last) : figureOnLine(f, startSide >= 0 ? 0 : 1, last);
  return figure >= 0 ? cut(f, R_FIGURE, figure, -1) : cover;
}

/**
 * The terrain of a line without pair steps, followed through the watched neighbour table: open
 * ground costs one load a step, and only the sides and hexes that matter get a closer look. False
 * (with the blocker noted) when the terrain cuts the line.
 */
function terrainOnLine(f: Fire, startSide: number, last: number): boolean {
  const codes = f.shapes.codes;
  // Step i's code (the side crossed into it) is at `at + i`.
  const at = f.shapes.at - 1;
  const pad = f.work.pad;
  const padCell = f.padCell;
  const watched = watchedOf(f.view);
  let p = f.padOf[f.from] as number;
  if (startSide >= 0) {
    // From a wall or a slit, the line starts in the hex across it, without crossing it.
    p = f.padNext[p * 6 + startSide] as number;
    const here = padCell[p] as number;
    if (here === f.to) f.entrySide = (startSide + 3) % 6;
    else if (here >= 0 && f.view.cellAttention[here] === 1 && !pass(f, here)) return false;
  }
  pad[0] = p;
  for (let i = 1; i < last; i++) {
    const side = codes[at + i] as number;
    const next = watched[p * 6 + side] as number;
    if (next >= 0) {
      p = next;
      pad[i] = p;
      continue;
    }
    const before = p;
    p = ~next;
    pad[i] = p;
    if (!lookCloser(f, before, p, side)) return false;
  }
  if (last === 0) return true;
  // The step into the target always counts: the way in decides its cover.
  const side = codes[at + last] as number;
  const into = f.padNext[p * 6 + side] as number;
  pad[last] = into;
  return cross(f, padCell[p] as number, f.to, side, p, into);
}

/** A step the watched table flags: across side `side` of padded hex `before` into `p`, one of which matters (or lies off the board). */
function lookCloser(f: Fire, before: number, p: number, side: number): boolean {
  const previous = f.padCell[before] as number;
  const here = f.padCell[p] as number;
  if ((previous < 0 || f.view.sideAttention[previous * 6 + side] === 1) && !cross(f, previous, here, side, before, p)) return false;
  return here < 0 || f.view.cellAttention[here] === 0 || pass(f, here);
}

/**
 * The terrain of a line running along sides from centre to centre: a pair step, then the centre
 * beyond it, in turn. Past each side, the line is cut only when both ways are (Cry Havoc).
 */
function terrainAlongSides(f: Fire, last: number): boolean {
  const codes = f.shapes.codes;
  const at = f.shapes.at - 1;
  const work = f.work;
  const next = f.padNext;
  const padCell = f.padCell;
  const to = f.to;
  let pp = f.padOf[f.from] as number;
  work.pad[0] = pp;
  for (let i = 1; i < last; i += 2) {
    const code = codes[at + i] as number;
    const towardA = (code - PAIR_STEP) >> 3;
    const towardB = code & 7;
    // The centre beyond is past the first hex the way the second lies, and the other way round.
    const fromA = codes[at + i + 1] as number;
    const fromB = towardA;
    const ap = next[pp * 6 + towardA] as number;
    const bp = next[pp * 6 + towardB] as number;
    const np = next[ap * 6 + fromA] as number;
    work.pad[i] = ap;
    work.pad2[i] = bp;
    work.pad[i + 1] = np;
    const a = padCell[ap] as number;
    const b = padCell[bp] as number;
    const before = padCell[pp] as number;
    const after = padCell[np] as number;
    const way1 = cross(f, before, a, towardA, pp, ap) && pass(f, a) && cross(f, a, after, fromA, ap, np);
    const reason1: number = f.outReason;
    const cell1: number = f.outCell;
    const edge1: number = f.outEdge;
    const side1: number = f.entrySide;
    const cover1: number = f.entryCover;
    const class1: number = f.entryClass;
    const shelter1: boolean = f.entryShelter;
    const feature1: boolean = f.entryFeature;
    const way2 = cross(f, before, b, towardB, pp, bp) && pass(f, b) && cross(f, b, after, fromB, bp, np);
    if (!way1 && !way2) return refuse(f, reason1, cell1, edge1);
    f.outReason = R_NONE;
    work.blockedFirst[i] = way1 ? 0 : 1;
    work.blockedSecond[i] = way2 ? 0 : 1;
    // Coming into the target along a side, the shooter takes the way that leaves less cover.
    if (after === to && way1 && (!way2 || cover1 < f.entryCover)) {
      f.entrySide = side1;
      f.entryCover = cover1;
      f.entryClass = class1;
      f.entryShelter = shelter1;
      f.entryFeature = feature1;
    }
    if (after === to) break;
    if (!pass(f, after)) return false;
    pp = np;
  }
  return true;
}

/** The first hex from step `first` up to the target whose figure cuts the line, or -1. */
function figureOnLine(f: Fire, first: number, last: number): number {
  const pad = f.work.pad;
  const padCell = f.padCell;
  const living = f.occupancy.living;
  const top = f.occupancy.top;
  for (let i = first; i < last; i++) {
    const here = padCell[pad[i] as number] as number;
    if (here < 0) continue;
    // Most hexes hold nobody: one look at each level before the closer one.
    if ((living[here] as number) < 0 && (top[here] as number) < 0) {
      noteFigures(f, here);
      continue;
    }
    if (figureIn(f, here)) return here;
  }
  return -1;
}

/** `figureOnLine` along sides: past a side, figures cut the line when both ways are cut, by them or by the terrain. */
function figureAlongSides(f: Fire, last: number): number {
  const work = f.work;
  const padCell = f.padCell;
  for (let i = 1; i < last; i++) {
    const here = padCell[work.pad[i] as number] as number;
    if ((i & 1) === 1) {
      const other = padCell[work.pad2[i] as number] as number;
      const one = work.blockedFirst[i] === 1 || figureIn(f, here);
      const two = work.blockedSecond[i] === 1 || figureIn(f, other);
      if (one && two) return figureIn(f, here) ? here : other;
    } else if (figureIn(f, here)) return here;
  }
  return -1;
}

/** The last view whose watched table was made on each board, and that table: the next view's is made from it. */
const lastWatched = cachedPer((_board: SiegeBoard): { view: BoardView | null; table: Int32Array | null } => ({ view: null, table: null }));

/** The walk's neighbour table with the view's attention folded in (see `watchedSteps`), once per view. */
const watchedOf = cachedPer((view: BoardView): Int32Array => {
  const last = lastWatched(view.board);
  const table = last.view === null || last.table === null ? watchedSteps(view.board, view.stepAttention) : watchedStepsFrom(view.board, view.stepAttention, last.view.stepAttention, last.table);
  last.view = view;
  last.table = table;
  return table;
});

/** Whether the target is past the shooter's weapon's long range. */
function outOfRange(f: Fire): boolean {
  loadWeapon(f);
  return f.distance > f.longRange;
}

/** Whether the shooter's weapon is a bow at medium or long range (1.42). */
function firesOverFigures(f: Fire): boolean {
  loadWeapon(f);
  return f.bow && f.distance > f.shortRange;
}

/** Loads the facts of the shooter's weapon (`f.weapon`), from the range-bands table. */
function loadWeapon(f: Fire): void {
  const weapon = f.weapon;
  if (weapon === f.loaded) return;
  const weapons = f.weapons;
  let at = 0;
  while (at < weapons.length && weapons[at] !== weapon) at++;
  if (at === weapons.length) {
    const bands = f.view.board.rangeBands[weapon];
    weapons.push(weapon);
    // Without bands, a weapon has no range limit and is never at medium range.
    f.weaponFacts.push(bands === undefined ? Infinity : (bands[0] as number), bands === undefined ? Infinity : (bands[bands.length - 1] as number), BOWS.has(weapon) ? 1 : 0);
  }
  f.loaded = weapon;
  f.shortRange = f.weaponFacts[at * 3] as number;
  f.longRange = f.weaponFacts[at * 3 + 1] as number;
  f.bow = f.weaponFacts[at * 3 + 2] === 1;
}

function hiKindOf(f: Fire, cell: number, onTop: boolean): number {
  if (onTop) return HI_SIEGE_TOP;
  const end = f.view.endKind[cell] as number;
  if (end === END_RAMPART || end === END_TOWER) return HI_RAMPART;
  if (end === END_KEEP) return HI_KEEP;
  return HI_NONE;
}

function clearRange(board: SiegeBoard, kind: number): number {
  const c = board.constants;
  return kind === HI_RAMPART ? c.rampartClearRange : kind === HI_KEEP ? c.keepClearRange : kind === HI_SIEGE_TOP ? c.siegeTowerClearRange : 0;
}

/** Sets the pair up and applies the rules its two ends decide alone; false when they refuse the shot. */
function prepare(f: Fire, board: SiegeBoard, current: BoardView, from: number, to: number, shooter: Shooter, figures: Occupancy, onTopTarget: boolean): boolean {
  const c = board.constants;
  // (The outcome fields are written by `refuse` or at the end of `check`, never read before.)
  f.view = current;
  f.occupancy = figures;
  f.from = from;
  f.to = to;
  f.shooterSide = shooter.side;
  f.weapon = shooter.weapon;
  const equip = current.equip;
  const shooterOnTop = shooter.onTop === true && equip[from] === EQUIP_SIEGE_TOWER;
  const targetOnTop = onTopTarget && equip[to] === EQUIP_SIEGE_TOWER;
  f.shooterOnTop = shooterOnTop;
  f.targetOnTop = targetOnTop;
  const dq = (f.cellQ[from] as number) - (f.cellQ[to] as number);
  const dr = (f.cellR[from] as number) - (f.cellR[to] as number);
  const ds = dq + dr;
  // Absolute values without branches: the pairs come in any direction, so a branch would often be mispredicted.
  const distance = (((dq ^ (dq >> 31)) - (dq >> 31) + (dr ^ (dr >> 31)) - (dr >> 31) + (ds ^ (ds >> 31)) - (ds >> 31)) >> 1) | 0;
  f.distance = distance;
  if (from === to) return refuse(f, R_SAME, to, -1);
  if (distance > f.shortestLongRange && outOfRange(f)) return refuse(f, R_RANGE, to, -1);
  const endKind = current.endKind;
  const shooterEnd = endKind[from] as number;
  // Nobody shoots from inside a siege tower, from under a ram or from the keep's entrance (2.44, 4.33, 1.43).
  if ((shooterEnd === END_SIEGE_TOWER && !shooterOnTop) || shooterEnd === END_RAM || shooterEnd === END_KEEP_DOOR) return refuse(f, R_CANNOT, from, -1);
  // "Les personnages ... dans les tours ou sur les remparts ... se trouvent plus haut que tous les
  // personnages occupant d'autres types de terrain" (1.44): against such an end, a slope is ground.
  const levels = current.levelBelowCastle !== current.level && (hiKindOf(f, from, shooterOnTop) !== HI_NONE || hiKindOf(f, to, targetOnTop) !== HI_NONE) ? current.levelBelowCastle : current.level;
  f.levels = levels;
  const shooterLevel = shooterOnTop ? c.siegeTowerTopElevation : (levels[from] as number);
  const targetLevel = targetOnTop ? c.siegeTowerTopElevation : (levels[to] as number);
  f.shooterLevel = shooterLevel;
  f.targetLevel = targetLevel;
  // The moat (1.45, 1.46): from outside, fire into it only from it or from its edge; from it, never at the walls.
  const moat = current.moat;
  const shooterInMoat = moat[from] === 1 && !shooterOnTop;
  const targetInMoat = moat[to] === 1 && !targetOnTop;
  if (shooterInMoat !== targetInMoat) {
    const targetEnd = endKind[to] as number;
    if (shooterInMoat && (targetEnd === END_RAMPART || targetEnd === END_TOWER || targetEnd === END_KEEP)) return refuse(f, R_FROM_MOAT, to, -1);
    if (targetInMoat && board.castle[from] === 0 && !shooterOnTop && current.nearMoat[from] === 0 && shooterLevel <= current.groundLevel) return refuse(f, R_MOAT_EDGE, to, -1);
    if (shooterInMoat && board.castle[to] === 0 && !targetOnTop && current.nearMoat[to] === 0 && targetLevel <= current.groundLevel) return refuse(f, R_MOAT_EDGE, to, -1);
  }
  // Elevation (1.44, 2.43): within its radius, the higher end sees over what lies below it.
  let hi = HI_NONE;
  const hiIsShooter = shooterLevel > targetLevel;
  if (shooterLevel !== targetLevel) {
    const kind = hiIsShooter ? hiKindOf(f, from, shooterOnTop) : hiKindOf(f, to, targetOnTop);
    if (kind !== HI_NONE && distance <= clearRange(board, kind)) hi = kind;
  }
  f.hi = hi;
  f.hiIsShooter = hiIsShooter;
  // Figures at or above the threshold cut the line; the moat is deep: between it and its edge,
  // one shoots over the others in the moat (1.46).
  f.threshold = hi !== HI_NONE || shooterInMoat !== targetInMoat ? Math.max(shooterLevel, targetLevel) : Math.min(shooterLevel, targetLevel);
  return true;
}

/** A friend of the shooter next to the target and as high as it (1.44, 2.43). */
function friendNextToTarget(f: Fire): boolean {
  const board = f.view.board;
  for (let s = 0; s < 6; s++) {
    const next = board.neighbours[f.to * 6 + s] as number;
    if (next < 0) continue;
    noteFigures(f, next);
    if (f.occupancy.living[next] === f.shooterSide && f.levels[next] === f.targetLevel) return true;
    if (f.occupancy.top[next] === f.shooterSide && board.constants.siegeTowerTopElevation === f.targetLevel) return true;
  }
  return false;
}

/**
 * Whether side index `at` (cell * 6 + side) of a door hex is its opening towards the inside of the
 * building (`inward`) or out of it: a side that no wall closes, onto a hex of the building or not.
 */
function doorOpening(f: Fire, at: number, inward: boolean): boolean {
  const next = f.view.board.neighbours[at] as number;
  return next >= 0 && (f.view.sideClass[at] as number) < SIDE_WALL && isInterior(f.view.board.special, f.view.kind[next] as number) === inward;
}

/** The whole check for one shooter and target; the outcome is in the out* variables. */
function check(f: Fire, board: SiegeBoard, current: BoardView, shooterCell: number, targetCell: number, shooter: Shooter, figures: Occupancy, onTopTarget: boolean, doorCover = 0): boolean {
  f.doorCover = doorCover;
  if (!prepare(f, board, current, shooterCell, targetCell, shooter, figures, onTopTarget)) return false;
  const shooterEnd = f.view.endKind[f.from] as number;
  // From the top of a ladder, only at the rampart it leans on, which keeps its strong cover (1.93).
  if (shooterEnd === END_LADDER) {
    if (!leansOn(f.view, f.from, f.to)) return refuse(f, R_LADDER, f.to, -1);
    f.outCover = Math.max(0, board.terrain[f.view.kind[f.to] as number]?.cover ?? 0);
    return true;
  }
  // Behind a rampart's wall or an arrow slit, the line leaves from the wall or the slit (1.44);
  // at a figure behind a rampart's wall, it arrives over that wall (1.45: "il est également possible du bas vers le haut").
  const shelterFrom = f.view.shelterKind[f.from] as number;
  const shelterTo = f.view.shelterKind[f.to] as number;
  const fromWall = shelterFrom === SHELTER_WALL && board.castle[f.to] === 0;
  const fromSlit = shooterEnd === END_TOWER || shooterEnd === END_KEEP;
  const toWall = !fromWall && !fromSlit && !f.targetOnTop && shelterTo === SHELTER_WALL && board.castle[f.from] === 0;
  // From a door hex, the line leaves from the middle of its opening (1.43); at a figure on one, it arrives there.
  const fromDoor = shelterFrom === SHELTER_DOOR;
  const toDoor = shelterTo === SHELTER_DOOR && !fromDoor && !fromWall && !fromSlit && !f.targetOnTop;
  let best = -1;
  let firstReason = R_NONE;
  let firstCell = -1;
  let firstEdge = -1;
  if (fromWall || fromSlit || toWall || fromDoor || toDoor) {
    const atTarget = toWall || toDoor;
    const sides = atTarget ? f.to * 6 : f.from * 6;
    const inward = (fromDoor || toDoor) && isInterior(board.special, f.view.kind[atTarget ? f.from : f.to] as number);
    for (let s = 0; s < 6; s++) {
      if (fromDoor || toDoor ? !doorOpening(f, sides + s, inward) : (fromSlit ? f.view.sideSlit[sides + s] : f.view.sideShelter[sides + s]) !== 1) continue;
      const cover = atTarget ? traceLine(f, -1, s) : traceLine(f, s, -1);
      if (cover >= 0) {
        if (best < 0 || cover < best) best = cover;
        // No side does better than no cover; over a rampart's wall, every way in gives its cover.
        if (best === 0 || toWall) break;
      } else if (cover === -1 && firstReason === R_NONE) {
        firstReason = f.outReason;
        firstCell = f.outCell;
        firstEdge = f.outEdge;
      }
    }
  }
  if (best < 0 && (!(fromWall || toWall || fromDoor || toDoor) || firstReason === R_NONE)) {
    const cover = traceLine(f, -1, -1);
    if (cover >= 0) best = cover;
    else if (firstReason === R_NONE) {
      firstReason = f.outReason;
      firstCell = f.outCell;
      firstEdge = f.outEdge;
    }
  }
  if (best < 0) return refuse(f, firstReason === R_NONE ? R_WALL : firstReason, firstCell, firstEdge);
  if (f.hi !== HI_NONE && f.hiIsShooter && friendNextToTarget(f)) return refuse(f, R_FRIEND, f.to, -1);
  f.outReason = R_NONE;
  f.outCover = best;
  return true;
}

function fill(f: Fire, out: LineOfFire, board: SiegeBoard, clear: boolean): LineOfFire {
  out.clear = clear;
  out.distance = f.distance;
  out.cover = (clear ? board.coverLevels[f.outCover] : board.coverLevels[f.work.totalCover]) ?? 'none';
  if (clear) {
    if (out.blockedBy !== undefined) out.blockedBy = undefined;
    return out;
  }
  const reason = FIRE_BLOCKS[f.outReason] ?? 'wall';
  const cell = f.outCell >= 0 ? f.outCell : undefined;
  const edge = f.outEdge >= 0 ? (board.edges[f.outEdge]?.key ?? '') : undefined;
  const blocker = out.blockedBy;
  if (blocker === undefined) {
    // A new result names only what cut the line; a reused one is overwritten field by field.
    const fresh: FireBlocker = { reason };
    if (cell !== undefined) fresh.cell = cell;
    if (edge !== undefined) fresh.edge = edge;
    out.blockedBy = fresh;
  } else {
    blocker.reason = reason;
    blocker.cell = cell;
    blocker.edge = edge;
  }
  return out;
}

/** The check state of a board, pointed at the current view and figures. */
let lastFire: Fire | null = null;

function fireOf(board: SiegeBoard, view: BoardView, figures: Occupancy): Fire {
  if (lastFire !== null && lastFire.view.board === board) return lastFire;
  let f = fires.get(board);
  if (f === undefined) {
    f = new Fire(view, workOf(board), figures);
    fires.set(board, f);
  }
  lastFire = f;
  return f;
}

const NO_OPTIONS: FireOptions = {};

/**
 * Whether `shooter` on `from` has a line of fire to a figure on `to`, what cuts it, and the
 * target's cover. The shooter's side and weapon decide which figures are fired over (1.42, 1.44).
 */
export function lineOfFire(board: SiegeBoard, shooterCell: number, targetCell: number, shooter: Shooter, figures: Occupancy, dynamic?: SiegeBoardDynamic, options: FireOptions = NO_OPTIONS): LineOfFire {
  return fireCheck({ clear: false, cover: 'none', distance: 0 }, board, shooterCell, targetCell, shooter, figures, dynamic, options);
}

/**
 * `lineOfFire` written into the caller's object, reused from one check to the next; with `reads`,
 * the hexes whose figures the check looked at are noted there.
 */
export function fireCheck(out: LineOfFire, board: SiegeBoard, shooterCell: number, targetCell: number, shooter: Shooter, figures: Occupancy, dynamic?: SiegeBoardDynamic, options: FireOptions = NO_OPTIONS, reads: FigureReads | null = null): LineOfFire {
  if (shooterCell < 0 || targetCell < 0 || shooterCell >= board.cellCount || targetCell >= board.cellCount) {
    out.clear = false;
    out.distance = 0;
    out.cover = 'none';
    out.blockedBy = { reason: FIRE_BLOCKS[R_OFF] };
    return out;
  }
  const view = boardView(board, dynamic);
  const f = fireOf(board, view, figures);
  if (reads !== null) reads.count = 0;
  f.reads = reads;
  const clear = check(f, board, view, shooterCell, targetCell, shooter, figures, options.targetOnTop === true, options.doorCoveredFrom === 'outside' ? 1 : options.doorCoveredFrom === 'inside' ? 2 : 0);
  f.reads = null;
  return fill(f, out, board, clear);
}

/**
 * `fireCheck`'s answer as one number, made without the result object (the fire steps ask for
 * thousands): 1 when clear, plus the cover level's index shifted left by 1, plus the index in
 * FIRE_BLOCKS of the reason plus one shifted left by 8 (0 when clear). `reads` as for fireCheck.
 */
export function fireCode(board: SiegeBoard, shooterCell: number, targetCell: number, shooter: Shooter, figures: Occupancy, dynamic: SiegeBoardDynamic | undefined, options: FireOptions, reads: FigureReads): number {
  const levels = board.coverLevels;
  if (shooterCell < 0 || targetCell < 0 || shooterCell >= board.cellCount || targetCell >= board.cellCount) return (levels.indexOf('none') << 1) | ((R_OFF + 1) << 8);
  const view = boardView(board, dynamic);
  const f = fireOf(board, view, figures);
  reads.count = 0;
  f.reads = reads;
  const clear = check(f, board, view, shooterCell, targetCell, shooter, figures, options.targetOnTop === true, options.doorCoveredFrom === 'outside' ? 1 : options.doorCoveredFrom === 'inside' ? 2 : 0);
  f.reads = null;
  const cover = clear ? f.outCover : f.work.totalCover;
  const coverIndex = cover >= 0 && cover < levels.length ? cover : levels.indexOf('none');
  if (clear) return 1 | (coverIndex << 1);
  const reason = f.outReason >= 0 && f.outReason < FIRE_BLOCKS.length ? f.outReason : R_WALL;
  return (coverIndex << 1) | ((reason + 1) << 8);
}

/** Just whether the line is clear (the bots' question); allocates nothing. */
export function canShoot(board: SiegeBoard, shooterCell: number, targetCell: number, shooter: Shooter, figures: Occupancy, dynamic?: SiegeBoardDynamic, onTopTarget = false): boolean {
  if (shooterCell < 0 || targetCell < 0 || shooterCell >= board.cellCount || targetCell >= board.cellCount) return false;
  const view = boardView(board, dynamic);
  return check(fireOf(board, view, figures), board, view, shooterCell, targetCell, shooter, figures, onTopTarget);
}

export interface VisibleCell {
  readonly cell: number;
  readonly cover: CoverLevel;
}

/** Every hex where `shooter` on `from` could shoot a figure, with that figure's cover (the inspect tool). */
export function visibleCells(board: SiegeBoard, shooterCell: number, shooter: Shooter, figures: Occupancy, dynamic?: SiegeBoardDynamic): VisibleCell[] {
  const found: VisibleCell[] = [];
  if (shooterCell < 0 || shooterCell >= board.cellCount) return found;
  const current = boardView(board, dynamic);
  const f = fireOf(board, current, figures);
  for (let target = 0; target < board.cellCount; target++) {
    if (target !== shooterCell && check(f, board, current, shooterCell, target, shooter, figures, false)) found.push({ cell: target, cover: board.coverLevels[f.outCover] ?? 'none' });
  }
  return found;
}
