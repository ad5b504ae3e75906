/**
 * Shared contracts of the board geometry kernels.
 *
 * Conventions used by every kernel:
 * - Millimetres, origin at the top-left corner of the board's bounding box, x to the right,
 *   y downwards (screen and print convention). `boundsMm()` therefore starts at (0, 0).
 * - Cells are stored as `{ col, row }`, 0-based. A cell also has a dense integer index
 *   `row * columns + col` for hot paths and typed arrays, and a string key `"col,row"`.
 * - Every physical edge (side shared by two cells, or a side on the board border) has exactly one
 *   canonical string key, whichever cell it is named from. Keys are plain ASCII, usable as JSON
 *   object keys. Square: `"h:c,r"` (top side of cell c,r) and `"v:c,r"` (left side of cell c,r);
 *   hex: `"<side>:c,r"` where side is one of the three sides a hex owns (see hex/hexEdges.ts).
 *   A border key may name a cell just outside the board (row = rows, col = -1 ...).
 */

/** A cell in offset storage, 0-based. */
export interface Cell {
  readonly col: number;
  readonly row: number;
}

/** `"col,row"`, 0-based; stable across sessions. */
export type CellKey = string;

/** Canonical key of one physical edge (see module comment for the format). */
export type EdgeKey = string;

export interface PointMm {
  readonly x: number;
  readonly y: number;
}

export interface SegmentMm {
  readonly a: PointMm;
  readonly b: PointMm;
}

export interface RectMm {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

// ---------------------------------------------------------------------------------------------
// Geometry descriptions (JSON, embedded in scenario files under `board.geometry`)
// ---------------------------------------------------------------------------------------------

/**
 * `letter-number`: R6 style "A1".."F9": the letter is the ROW counted from the top (A = row 0),
 * the number is the COLUMN counted from the left, 1-based. Rows beyond Z continue AA, AB, ...
 * `number-number`: "col,row", both 1-based, e.g. "3,4".
 */
export type SquareLabelStyle = 'letter-number' | 'number-number' | 'none';

/**
 * `none`: orthogonal moves only. `always`: a diagonal step costs one step like any other.
 * `once-per-move`: at most one diagonal step per move (Rivet Wars: one diagonal per activation);
 * enforced by pathfinders through {@link MoveState}.
 */
export type DiagonalPolicy = 'none' | 'once-per-move' | 'always';

export interface SquareGeometry {
  readonly kind: 'square';
  readonly columns: number;
  readonly rows: number;
  readonly cellSizeMm: number;
  readonly labels: SquareLabelStyle;
  readonly diagonals: DiagonalPolicy;
}

/** `wargame`: "CCRR", 1-based column then row, zero-padded to 2 digits (3 when the board needs it). */
export type HexLabelStyle = 'wargame' | 'none';

/**
 * Offset storage. `odd`: the 0-based odd columns (flat) or odd rows (pointy) are shifted by half a
 * hex (down for flat-top, right for pointy-top). With wargame labels (1-based) that means columns
 * 02, 04, ... sit lower on a flat-top map.
 */
export interface HexGeometry {
  readonly kind: 'hex';
  readonly columns: number;
  readonly rows: number;
  /** Distance across flats, what a ruler measures on a printed hex; also the centre-to-centre step. */
  readonly hexSizeMm: number;
  readonly orientation: 'flat' | 'pointy';
  readonly offset: 'odd' | 'even';
  readonly labels: HexLabelStyle;
}

/** Free table measured in inches (1 in = 25.4 mm exactly). */
export interface FreeGeometryInches {
  readonly kind: 'free';
  readonly unit: 'in';
  readonly widthIn: number;
  readonly heightIn: number;
}

/** Free table measured in millimetres. */
export interface FreeGeometryMillimetres {
  readonly kind: 'free';
  readonly unit: 'mm';
  readonly widthMm: number;
  readonly heightMm: number;
}

export type FreeGeometry = FreeGeometryInches | FreeGeometryMillimetres;

export interface AreaGeometry {
  readonly kind: 'area';
  readonly widthMm: number;
  readonly heightMm: number;
}

export type BoardGeometry = SquareGeometry | HexGeometry | FreeGeometry | AreaGeometry;

// ---------------------------------------------------------------------------------------------
// Cell kernels (square, hex)
// ---------------------------------------------------------------------------------------------

/** An orthogonal detour around a square diagonal: through `via`, crossing `first` then `second`. */
export interface Detour {
  readonly via: number;
  readonly first: EdgeKey;
  readonly second: EdgeKey;
}

/** One movement step out of a cell, cached by the kernel so searches allocate nothing per step. */
export interface Step {
  /** Index of the cell entered. */
  readonly to: number;
  /** The side crossed; null for a square diagonal, which passes through a corner. */
  readonly edge: EdgeKey | null;
  readonly diagonal: boolean;
  /** For a diagonal: the two orthogonal detours through the cells beside the corner. */
  readonly detours: readonly [Detour, Detour] | null;
}

/**
 * One step of a centre-to-centre line: one cell the segment passes through, or two cells the
 * segment only grazes, running exactly between them (along the side shared by two hexes, or
 * through the corner shared by two squares). Either cell of a pair may be taken as "the" cell of
 * that step; line-of-sight rules decide what a pair means (see algorithms/lineOfSight.ts).
 * Pairs are ordered: the cell whose centre is higher on the board first (smaller y), then the one
 * further left. A pair always sits between two single steps, and each of its cells shares a side
 * with both of them.
 */
export type LineStep = readonly [Cell] | readonly [Cell, Cell];

/** Whether the single diagonal of a once-per-move budget has been spent. */
export type MoveState = 0 | 1;

export interface CellKernel {
  readonly kind: 'square' | 'hex';
  readonly columns: number;
  readonly rows: number;
  /** columns * rows; cell indices are 0 .. cellCount - 1. */
  readonly cellCount: number;
  /** Square: from the geometry; hex: always `none` (every step crosses a side). */
  readonly diagonalPolicy: DiagonalPolicy;

  contains(cell: Cell): boolean;
  /** All cells, row-major (index order). A new array each call: cache it if called per frame. */
  cells(): Cell[];

  /** Dense index, or -1 when off the board. */
  indexOf(cell: Cell): number;
  indexAt(col: number, row: number): number;
  cellAt(index: number): Cell;
  cellKey(cell: Cell): CellKey;
  /** Parses a `"col,row"` key; null when malformed or off the board. */
  cellOfKey(key: string): Cell | null;

  /** On-board neighbours sharing a side (square with diagonals allowed: the 4 corners too, after). */
  neighbours(cell: Cell): Cell[];
  /** Movement steps out of the cell at `index` (diagonals included when the policy allows any); built on first use, then cached. */
  steps(index: number): readonly Step[];

  /** Canonical key of the side shared by two cells; null when they do not share a side. */
  edgeKey(a: Cell, b: Cell): EdgeKey | null;
  /** Canonical keys of every side of the cell (4 or 6), border sides included. */
  edgesOf(cell: Cell): EdgeKey[];
  /** On-board cells on either side of an edge (1 on the border, 2 inside); [] if not an edge of the board. */
  cellsOfEdge(key: EdgeKey): Cell[];
  /** Every physical edge of the board, each key once. */
  allEdges(): EdgeKey[];
  /** Whether the key names a physical edge of this board. */
  isEdge(key: string): boolean;

  /** Steps between cells on an open board (square: follows the diagonal policy, see square kernel). */
  distance(a: Cell, b: Cell): number;
  /**
   * Cells whose interior the centre-to-centre segment crosses, a first and b last, consecutive
   * cells sharing a side; where it grazes between two cells, the first of the pair (the one higher
   * on the board, then further left) is taken, so a line and its reverse hold the same cells.
   */
  line(a: Cell, b: Cell): Cell[];
  /** The same line with grazing steps exposed as pairs (see {@link LineStep}). */
  lineSteps(a: Cell, b: Cell): LineStep[];

  cellToMm(cell: Cell): PointMm;
  /** The cell under a point, or null outside every cell. */
  mmToCell(point: PointMm): Cell | null;
  /** Corners, clockwise on screen (y down); side i of `edgesOf(cell)` runs from corner i to corner i + 1. */
  cellPolygonMm(cell: Cell): PointMm[];
  edgeSegmentMm(key: EdgeKey): SegmentMm;
  /** The edge closest to a point (within `maxDistanceMm` if given); null if none qualifies. */
  nearestEdge(point: PointMm, maxDistanceMm?: number): EdgeKey | null;

  /** Human label ("A1", "0304", "3,4"); the `"col,row"` key when labels are `none`. */
  label(cell: Cell): string;
  /** Reads a label (case and surrounding spaces ignored); null when malformed or off the board. */
  parseLabel(text: string): Cell | null;
  boundsMm(): RectMm;
}

export interface SquareKernel extends CellKernel {
  readonly kind: 'square';
  readonly geometry: SquareGeometry;
  /** Row-or-column line for orthogonal-only line of fire (R6); null when not aligned. */
  orthogonalLine(a: Cell, b: Cell): Cell[] | null;
}

/** Cube coordinates, q + r + s = 0. */
export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

export interface HexKernel extends CellKernel {
  readonly kind: 'hex';
  readonly geometry: HexGeometry;
  toCube(cell: Cell): Cube;
  fromCube(cube: Cube): Cell;
  /** Cells at exactly `radius` steps that lie on the board, in ring order; [center] for radius 0. */
  ring(center: Cell, radius: number): Cell[];
  /** Cells within `radius` steps (center included), on the board. */
  range(center: Cell, radius: number): Cell[];
  /** Alias of lineSteps: one or two hexes per step, two where the line runs along a side. */
  lineOfHexes(a: Cell, b: Cell): LineStep[];
}

// ---------------------------------------------------------------------------------------------
// Free kernel (continuous table)
// ---------------------------------------------------------------------------------------------

/** A point in the free kernel's own unit (inches or mm). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A round base: centre and radius in the kernel's unit. */
export interface Base {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
}

/** A closed polygon (terrain area), vertices in order, not repeated at the end. */
export type Polygon = readonly Point[];

export interface FreeKernel {
  readonly kind: 'free';
  readonly geometry: FreeGeometry;
  readonly unit: 'in' | 'mm';
  /** Board size in its own unit. */
  readonly width: number;
  readonly height: number;
  toMm(value: number): number;
  fromMm(mm: number): number;
  pointToMm(p: Point): PointMm;
  pointFromMm(p: PointMm): Point;
  /** Inside the table, borders included. */
  contains(p: Point): boolean;
  distance(a: Point, b: Point): number;
  /** Edge-to-edge gap between two round bases; 0 when they touch or overlap. */
  baseGap(a: Base, b: Base): number;
  pointInPolygon(p: Point, polygon: Polygon): boolean;
  segmentIntersectsPolygon(a: Point, b: Point, polygon: Polygon): boolean;
  /** Whether a round base and a point are within `range` of each other, measured from the base's edge. */
  withinRangeOfBase(base: Base, p: Point, range: number): boolean;
  segmentIntersectsBase(a: Point, b: Point, base: Base): boolean;
  /** True when the segment a-b touches none of the blocking polygons and crosses none of the bases. */
  lineOfSight(a: Point, b: Point, blockers: readonly Polygon[], bases?: readonly Base[]): boolean;
  boundsMm(): RectMm;
}

// ---------------------------------------------------------------------------------------------
// Area kernel (graph of named areas)
// ---------------------------------------------------------------------------------------------

export interface Area {
  readonly id: string;
  readonly name: string;
  readonly xMm: number;
  readonly yMm: number;
  readonly region?: string;
}

/** An undirected link between two area ids. */
export type AreaLink = readonly [string, string];

/** A region as the kernel knows it: the id its areas name. Its name is the scenario's, in each language. */
export interface Region {
  readonly id: string;
}

export interface AreaKernel {
  readonly kind: 'area';
  readonly geometry: AreaGeometry;
  areas(): readonly Area[];
  area(id: string): Area | undefined;
  contains(id: string): boolean;
  regions(): readonly Region[];
  regionOf(id: string): string | undefined;
  areasInRegion(regionId: string): string[];
  /** Linked areas, sorted by id. */
  neighbours(id: string): string[];
  areAdjacent(a: string, b: string): boolean;
  /** Every link once, ends sorted, `[a, b]` with a < b. */
  links(): AreaLink[];
  /** `"a|b"` with a < b; null when a and b are not linked. */
  linkKey(a: string, b: string): string | null;
  /** Fewest links between two areas; Infinity when unconnected, 0 for the same area. */
  hops(a: string, b: string): number;
  /** A shortest path of area ids, both ends included; null when unconnected. */
  path(a: string, b: string): string[] | null;
  /** Areas within `maxHops` links of `from`, with their hop counts. */
  withinHops(from: string, maxHops: number): Map<string, number>;
  areaToMm(id: string): PointMm | null;
  /** The area whose position is closest to a point (within `maxDistanceMm` if given). */
  nearestArea(point: PointMm, maxDistanceMm?: number): string | null;
  /** The area's name. */
  label(id: string): string;
  /** Area id from an id or a name (case-insensitive); null when unknown. */
  parseLabel(text: string): string | null;
  boundsMm(): RectMm;
}

export type BoardKernel = SquareKernel | HexKernel | FreeKernel | AreaKernel;

/** Areas, links and regions of an area board, kept apart from its geometry in the scenario. */
export interface AreaMap {
  readonly areas: readonly Area[];
  readonly links: readonly AreaLink[];
  readonly regions?: readonly Region[];
}

/** Conversion constant used everywhere: 1 inch is exactly 25.4 mm. */
export const MM_PER_INCH = 25.4;
