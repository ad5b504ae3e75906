/**
 * Which cells exist and the terrain of each, for one board kernel, kept up to date from one
 * scenario to the next in proportion to what changed. An edit replaces only the terrain patches it
 * touched (the editor shares every other object), so the patches that are new or gone say which
 * cells to look at again; the rest of the board is not visited. Tiles or a new base terrain redo
 * the whole board. Each update is numbered, and `changedSince` tells a scene which cells it must
 * redraw since the update it last drew.
 */
import type { Cell, HexKernel, SquareKernel } from '../board/types';
import { expandTiles, footprintOf } from '../scenario/index';
import type { RulesetData, Scenario, TerrainPatch } from '../scenario/types';

type CellKernel = SquareKernel | HexKernel;

/** Past this many cells changed in a row of updates, a scene redraws everything: cheaper than tracking them. */
const MAX_LOGGED_CELLS = 200_000;

/** The cells of a patch by index, made once per patch object. */
const patchCells = new WeakMap<TerrainPatch, Set<number>>();

function cellsOf(kernel: CellKernel, patch: TerrainPatch): Set<number> {
  let cells = patchCells.get(patch);
  if (!cells) {
    cells = new Set();
    for (const cell of patch.cells ?? []) {
      const index = kernel.indexOf(cell);
      if (index >= 0) cells.add(index);
    }
    patchCells.set(patch, cells);
  }
  return cells;
}

export class CellTerrain {
  /** 1 where a cell exists: every cell, or only those under a tile when the board is built from tiles. */
  present: Uint8Array = new Uint8Array(0);
  /** Terrain kind per cell index, tiles and patches applied; null off the tiles. */
  readonly terrain: (string | null)[] = [];
  /** The terrain before patches: the board's base, or what tiles print. */
  private base: (string | null)[] = [];
  private patches: readonly TerrainPatch[] = [];
  private tiles: unknown = null;
  private library: unknown = null;
  private baseKind: string | undefined;
  /** Numbers the updates that changed something. */
  generation = 0;
  private log: { readonly generation: number; readonly cells: readonly number[] }[] = [];
  private loggedCells = 0;
  /** Updates before this one are forgotten: a scene that drew earlier redraws everything. */
  private forgottenBefore = 1;

  constructor(private readonly kernel: CellKernel) {}

  /** Brings the cells up to date with a scenario of this board. */
  update(board: Scenario['board'], ruleset: RulesetData): void {
    const placements = board.tiles ?? [];
    const library = ruleset.tiles ?? {};
    const baseKind = board.defaultTerrain ?? ruleset.board.defaultTerrain;
    const patches = board.terrain ?? [];
    const sameBase = this.generation > 0 && this.tiles === board.tiles && (placements.length === 0 || this.library === library) && this.baseKind === baseKind;
    if (!sameBase) {
      this.rebuild(placements, library, baseKind, patches);
      this.tiles = board.tiles;
      this.library = library;
      this.baseKind = baseKind;
      return;
    }
    if (patches === this.patches) return;
    const before = new Set(this.patches);
    const after = new Set(patches);
    const touched = new Set<number>();
    for (const patch of this.patches) if (!after.has(patch)) for (const index of cellsOf(this.kernel, patch)) touched.add(index);
    for (const patch of patches) if (!before.has(patch)) for (const index of cellsOf(this.kernel, patch)) touched.add(index);
    this.patches = patches;
    if (touched.size === 0 && patches.length === before.size) return;
    // A cell takes the last patch holding it, as a whole rebuild would.
    const changed: number[] = [];
    for (const index of touched) {
      let kind = this.base[index] ?? null;
      if (this.present[index]) {
        for (let i = patches.length - 1; i >= 0; i--) {
          const patch = patches[i] as TerrainPatch;
          if (patch.cells && cellsOf(this.kernel, patch).has(index)) {
            kind = patch.kind;
            break;
          }
        }
      }
      if (this.terrain[index] !== kind) {
        this.terrain[index] = kind;
        changed.push(index);
      }
    }
    if (changed.length > 0) this.record(changed);
  }

  /** The cells changed since update `generation` (0: never drawn); null when everything must be drawn again. */
  changedSince(generation: number): readonly number[] | null {
    if (generation < this.forgottenBefore) return generation === this.generation ? [] : null;
    const cells: number[] = [];
    for (const entry of this.log) if (entry.generation > generation) for (const index of entry.cells) cells.push(index);
    return cells;
  }

  private record(cells: readonly number[]): void {
    this.generation++;
    this.log.push({ generation: this.generation, cells });
    this.loggedCells += cells.length;
    while (this.loggedCells > MAX_LOGGED_CELLS && this.log.length > 0) {
      const dropped = this.log.shift() as { generation: number; cells: readonly number[] };
      this.loggedCells -= dropped.cells.length;
      this.forgottenBefore = dropped.generation + 1;
    }
  }

  private rebuild(placements: NonNullable<Scenario['board']['tiles']>, library: NonNullable<RulesetData['tiles']>, baseKind: string, patches: readonly TerrainPatch[]): void {
    const kernel = this.kernel;
    const present = new Uint8Array(kernel.cellCount);
    if (placements.length === 0) present.fill(1);
    for (const placement of placements) {
      const tile = Object.hasOwn(library, placement.tile) ? library[placement.tile] : undefined;
      if (!tile) continue;
      const print = footprintOf(placement, tile);
      for (let row = print.row; row < print.row + print.rows; row++) {
        for (let col = print.col; col < print.col + print.columns; col++) {
          const index = kernel.indexOf({ col, row });
          if (index >= 0) present[index] = 1;
        }
      }
    }
    const base: (string | null)[] = Array.from(present, (on) => (on ? baseKind : null));
    const stamp = (cell: Cell, kind: string) => {
      const index = kernel.indexOf(cell);
      if (index >= 0 && present[index]) base[index] = kind;
    };
    for (const entry of expandTiles(placements, library).terrain) stamp(entry.cell, entry.kind);
    const terrain = this.terrain;
    terrain.length = base.length;
    for (let i = 0; i < base.length; i++) terrain[i] = base[i] ?? null;
    for (const patch of patches) {
      for (const cell of patch.cells ?? []) {
        const index = kernel.indexOf(cell);
        if (index >= 0 && present[index]) terrain[index] = patch.kind;
      }
    }
    this.present = present;
    this.base = base;
    this.patches = patches;
    this.generation++;
    this.log = [];
    this.loggedCells = 0;
    this.forgottenBefore = this.generation;
  }
}

/** One state per kernel object: the editor keeps its board's kernel while the geometry stays. */
const states = new WeakMap<object, CellTerrain>();

export function cellTerrainOf(kernel: CellKernel, board: Scenario['board'], ruleset: RulesetData): CellTerrain {
  let state = states.get(kernel);
  if (!state) states.set(kernel, (state = new CellTerrain(kernel)));
  state.update(board, ruleset);
  return state;
}
