/** Shared state of one semantic pass: the scenario, its effective ruleset, the board and the problems found. */
import type { BoardGeometry, Cell, CellKernel, FreeKernel } from '../board/types';
import { nearestName } from './schema-errors';
import { listForMessage, own, ownKeys } from './lookup';
import { error, warning, type Problem, type ProblemLocation } from './problems';
import type { PlaceKind, RulesetData, Scenario } from './types';

export type CellBoardView = { readonly kind: 'square' | 'hex'; readonly kernel: CellKernel };
export type BoardView =
  | CellBoardView
  | { readonly kind: 'free'; readonly kernel: FreeKernel }
  | { readonly kind: 'area'; readonly areaIds: ReadonlySet<string> };

/** The board location of a position, for problems about what stands there. */
export function locationOf(at: unknown): ProblemLocation | undefined {
  if (at === null || typeof at !== 'object') return undefined;
  const p = at as Record<string, unknown>;
  if (typeof p.col === 'number' && typeof p.row === 'number') return { cell: { col: p.col, row: p.row } };
  if (typeof p.x === 'number' && typeof p.y === 'number') return { point: { x: p.x, y: p.y } };
  if (typeof p.area === 'string') return { area: p.area };
  return undefined;
}

/** Builds the geometry kernel of a cell board or a free table (area boards need none here). */
export type KernelFactory = (geometry: BoardGeometry) => CellKernel | FreeKernel;

export class SemanticContext {
  readonly problems: Problem[] = [];
  /** Every id of the scenario and where it was first defined. */
  readonly ids = new Map<string, string>();
  readonly sideIds = new Set<string>();
  readonly zoneIds = new Map<string, { readonly side?: string; readonly purpose: string }>();
  readonly tokenIds = new Set<string>();
  /** Whether a place lies in a zone, by zone id (cells and rooms on cell boards, polygons on free tables, areas on area maps). */
  readonly zoneHolds = new Map<string, (at: Readonly<Record<string, unknown>>) => boolean>();
  /** Cells covered by tiles, by cell index; null when the board uses no tiles. */
  tileCoverage: Uint8Array | null = null;

  constructor(
    readonly scenario: Scenario,
    readonly ruleset: RulesetData | undefined,
    readonly board: BoardView | null,
  ) {}

  error(pointer: string, key: string, params: Record<string, string | number> = {}, location?: ProblemLocation): void {
    this.problems.push(error(pointer, key, params, location));
  }

  warning(pointer: string, key: string, params: Record<string, string | number> = {}, location?: ProblemLocation): void {
    this.problems.push(warning(pointer, key, params, location));
  }

  get cellBoard(): CellBoardView | null {
    return this.board && (this.board.kind === 'square' || this.board.kind === 'hex') ? this.board : null;
  }

  cellLabel(cell: Cell): string {
    const board = this.cellBoard;
    if (board && board.kernel.contains(cell)) return board.kernel.label(cell);
    return `${cell.col},${cell.row}`;
  }

  /**
   * Checks an id against a ruleset catalog (terrain, tokens...). Reports an unknown id with the
   * nearest known one. Returns true when found; also true when no ruleset is known (nothing to check).
   */
  rulesetRef(pointer: string, what: string, id: string | undefined, catalog: Readonly<Record<string, unknown>> | undefined, location?: ProblemLocation): boolean {
    if (id === undefined || !this.ruleset) return true;
    if (own(catalog, id) !== undefined) return true;
    this.unknown(pointer, what, id, ownKeys(catalog), location);
    return false;
  }

  private unknown(pointer: string, what: string, id: string, known: readonly string[], location?: ProblemLocation): void {
    const suggestion = nearestName(id, known);
    if (suggestion) this.error(pointer, `problem.ref.unknown.${what}.didYouMean`, { id, suggestion }, location);
    else this.error(pointer, `problem.ref.unknown.${what}`, { id, known: listForMessage(known) || '—' }, location);
  }

  /** Checks a reference to something the scenario itself defines (a side, a zone, a token, an area). */
  scenarioRef(pointer: string, what: string, id: string | undefined, known: { has(id: string): boolean; keys(): Iterable<string> }, location?: ProblemLocation): boolean {
    if (id === undefined || known.has(id)) return true;
    this.unknown(pointer, what, id, [...known.keys()], location);
    return false;
  }

  /**
   * Checks that a position lies on the board and is of a kind allowed there.
   * Returns the cell index for a cell on a cell board, -1 otherwise.
   */
  position(pointer: string, at: Record<string, unknown>, allowed: readonly PlaceKind[]): number {
    const place: PlaceKind = 'col' in at ? 'cell' : 'x' in at ? 'point' : 'area' in at ? 'area' : 'zone';
    if (!allowed.includes(place)) {
      this.error(pointer, 'problem.place.notAllowed', { place, allowed: listForMessage(allowed) });
      return -1;
    }
    const board = this.board;
    if (!board) return -1;
    if (place === 'cell') {
      const cell = { col: at.col as number, row: at.row as number };
      if (board.kind !== 'square' && board.kind !== 'hex') {
        this.error(pointer, 'problem.place.cellOnContinuousBoard', { kind: board.kind });
        return -1;
      }
      const index = board.kernel.indexOf(cell);
      if (index < 0) {
        this.error(pointer, 'problem.place.cellOffBoard', { col: cell.col + 1, row: cell.row + 1, columns: board.kernel.columns, rows: board.kernel.rows }, { cell });
        return -1;
      }
      if (this.tileCoverage && !this.tileCoverage[index]) {
        this.error(pointer, 'problem.place.cellOffTiles', { cell: board.kernel.label(cell) }, { cell });
      }
      return index;
    }
    if (place === 'point') {
      const point = { x: at.x as number, y: at.y as number };
      if (board.kind !== 'free') this.error(pointer, 'problem.place.pointNeedsFreeBoard', { kind: board.kind });
      else if (!board.kernel.contains(point)) {
        this.error(pointer, 'problem.place.pointOffBoard', { x: point.x, y: point.y, width: board.kernel.width, height: board.kernel.height, unit: board.kernel.unit }, { point });
      }
      return -1;
    }
    if (place === 'area') {
      const area = at.area as string;
      if (board.kind !== 'area') this.error(pointer, 'problem.place.areaNeedsAreaBoard', { kind: board.kind });
      else this.scenarioRef(`${pointer}/area`, 'area', area, board.areaIds as Set<string>);
      return -1;
    }
    this.scenarioRef(`${pointer}/zone`, 'zone', at.zone as string, this.zoneIds);
    return -1;
  }

  /** Checks that a list of cells lies on a cell board; returns their indices (off-board ones skipped). */
  cells(pointer: string, cells: readonly Cell[]): number[] {
    const board = this.cellBoard;
    if (!board) {
      if (this.board) this.error(pointer, 'problem.place.cellOnContinuousBoard', { kind: this.board.kind });
      return [];
    }
    const indices: number[] = [];
    cells.forEach((cell, i) => {
      const index = board.kernel.indexOf(cell);
      if (index < 0) {
        this.error(`${pointer}/${i}`, 'problem.place.cellOffBoard', { col: cell.col + 1, row: cell.row + 1, columns: board.kernel.columns, rows: board.kernel.rows }, { cell });
      } else indices.push(index);
    });
    return indices;
  }

  /** Checks a polygon of a free table. */
  polygon(pointer: string, points: readonly { x: number; y: number }[]): void {
    const board = this.board;
    if (!board) return;
    if (board.kind !== 'free') {
      this.error(pointer, 'problem.place.pointNeedsFreeBoard', { kind: board.kind });
      return;
    }
    points.forEach((point, i) => {
      if (!board.kernel.contains(point)) {
        this.error(`${pointer}/${i}`, 'problem.place.pointOffBoard', { x: point.x, y: point.y, width: board.kernel.width, height: board.kernel.height, unit: board.kernel.unit }, { point });
      }
    });
  }

  /** Records an id; reports it when already used elsewhere in the scenario. */
  defineId(pointer: string, id: string): void {
    const first = this.ids.get(id);
    if (first !== undefined) this.error(`${pointer}/id`, 'problem.ref.duplicateId', { id, first });
    else this.ids.set(id, pointer);
  }
}
