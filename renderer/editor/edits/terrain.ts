/**
 * Terrain painting on square and hex boards: brush, rectangle, flood fill and eraser. A cell holds
 * one terrain kind: painting takes the cell out of every other patch and into a patch of the new
 * kind, so what the file says is what prints, whatever the order of the patches.
 */
import type { Cell, CellKernel } from '../../../engine/board/types';
import { terrainOfCells } from '../../../engine/scenario';
import type { Scenario, TerrainPatch } from '../../../engine/scenario/types';
import { boardOf, rulesetOf } from './context';
import { freshId, idsInUse } from './ids';
import { cellRefusal } from './places';
import { accept, refuse, type EditResult } from './result';
import { withBoardList } from './tree';

function cellKernelOf(scenario: Scenario): CellKernel | EditResult {
  const board = boardOf(scenario);
  if (!board) return refuse('edit.board.invalid');
  if (board.kind !== 'cells') return refuse('edit.board.needsCells');
  return board.kernel;
}

/** Dense indices of the cells, in the order given, each once; a refusal for the first unusable one. */
function indicesOf(scenario: Scenario, kernel: CellKernel, cells: readonly Cell[]): number[] | EditResult {
  const indices: number[] = [];
  const seen = new Set<number>();
  for (const cell of cells) {
    const problem = cellRefusal(scenario, cell);
    if (problem) return refuse(problem.key, problem.params);
    const index = kernel.indexOf(cell);
    if (!seen.has(index)) {
      seen.add(index);
      indices.push(index);
    }
  }
  return indices;
}

/** Takes the cells out of every patch but `keep`; patches left without cells disappear. */
function withoutCells(patches: readonly TerrainPatch[], kernel: CellKernel, cells: ReadonlySet<number>, keep: TerrainPatch | null): TerrainPatch[] {
  const next: TerrainPatch[] = [];
  for (const patch of patches) {
    if (patch === keep || !patch.cells || !patch.cells.some((cell) => cells.has(kernel.indexOf(cell)))) {
      next.push(patch);
      continue;
    }
    const left = patch.cells.filter((cell) => !cells.has(kernel.indexOf(cell)));
    if (left.length > 0) next.push({ ...patch, cells: left });
  }
  return next;
}

function paintIndices(scenario: Scenario, kernel: CellKernel, kind: string, indices: readonly number[]): EditResult {
  const ruleset = rulesetOf(scenario);
  if (!ruleset) return refuse('edit.ruleset.unknown', { id: scenario.ruleset.id });
  if (!Object.hasOwn(ruleset.terrain, kind)) return refuse('edit.terrain.unknownKind', { kind });
  const patches = scenario.board.terrain ?? [];
  const isBase = kind === (scenario.board.defaultTerrain ?? ruleset.board.defaultTerrain) && !scenario.board.tiles?.length;
  // On a board without tiles, the base terrain is what an unpainted cell already has: painting it is erasing.
  if (isBase) return eraseIndices(scenario, kernel, indices);
  const target = patches.find((patch) => patch.kind === kind && patch.cells !== undefined) ?? null;
  const inTarget = new Set((target?.cells ?? []).map((cell) => kernel.indexOf(cell)));
  const added = indices.filter((index) => !inTarget.has(index));
  const painted = new Set(indices);
  const others = withoutCells(patches, kernel, painted, target);
  if (added.length === 0 && others.length === patches.length && others.every((patch, i) => patch === patches[i])) return accept(scenario);
  const addedCells = added.map((index) => kernel.cellAt(index));
  if (target) {
    const grown: TerrainPatch = { ...target, cells: [...(target.cells ?? []), ...addedCells] };
    return accept(withBoardList(scenario, 'terrain', others.map((patch) => (patch === target ? grown : patch))));
  }
  const id = freshId(idsInUse(scenario), kind);
  return accept(withBoardList(scenario, 'terrain', [...others, { id, kind, cells: addedCells }]), id);
}

function eraseIndices(scenario: Scenario, kernel: CellKernel, indices: readonly number[]): EditResult {
  const patches = scenario.board.terrain ?? [];
  const next = withoutCells(patches, kernel, new Set(indices), null);
  if (next.length === patches.length && next.every((patch, i) => patch === patches[i])) return accept(scenario);
  return accept(withBoardList(scenario, 'terrain', next));
}

/** Brush: paints a set of cells (a whole stroke at once, so it is one undo step). */
export function paintTerrain(scenario: Scenario, params: { readonly kind: string; readonly cells: readonly Cell[] }): EditResult {
  const kernel = cellKernelOf(scenario);
  if ('ok' in kernel) return kernel;
  const indices = indicesOf(scenario, kernel, params.cells);
  if (!Array.isArray(indices)) return indices;
  return paintIndices(scenario, kernel, params.kind, indices);
}

/** The cells of the rectangle of columns and rows between two corner cells, clipped to the board (and its tiles). */
export function rectangleCells(scenario: Scenario, from: Cell, to: Cell): Cell[] {
  const board = boardOf(scenario);
  if (!board || board.kind !== 'cells') return [];
  const kernel = board.kernel;
  const cells: Cell[] = [];
  const [c0, c1] = [Math.max(0, Math.min(from.col, to.col)), Math.min(kernel.columns - 1, Math.max(from.col, to.col))];
  const [r0, r1] = [Math.max(0, Math.min(from.row, to.row)), Math.min(kernel.rows - 1, Math.max(from.row, to.row))];
  for (let row = r0; row <= r1; row++) {
    for (let col = c0; col <= c1; col++) if (cellRefusal(scenario, { col, row }) === null) cells.push({ col, row });
  }
  return cells;
}

export function paintTerrainRectangle(scenario: Scenario, params: { readonly kind: string; readonly from: Cell; readonly to: Cell }): EditResult {
  const kernel = cellKernelOf(scenario);
  if ('ok' in kernel) return kernel;
  const cells = rectangleCells(scenario, params.from, params.to);
  if (cells.length === 0) return refuse('edit.place.cellOffBoard', { col: params.from.col + 1, row: params.from.row + 1 });
  return paintIndices(scenario, kernel, params.kind, cells.map((cell) => kernel.indexOf(cell)));
}

/** Terrain kind of every cell as it prints, under the scenario's ruleset with its house rules. */
export function terrainByCell(scenario: Scenario, kernel: CellKernel): string[] {
  return terrainOfCells(scenario, kernel, rulesetOf(scenario));
}

/** Flood fill: the cells connected to `at` through shared sides that have the same terrain as `at`. */
export function floodFillTerrain(scenario: Scenario, params: { readonly kind: string; readonly at: Cell }): EditResult {
  const kernel = cellKernelOf(scenario);
  if ('ok' in kernel) return kernel;
  const problem = cellRefusal(scenario, params.at);
  if (problem) return refuse(problem.key, problem.params);
  const kinds = terrainByCell(scenario, kernel);
  const start = kernel.indexOf(params.at);
  const matching = kinds[start];
  const region = [start];
  const seen = new Uint8Array(kernel.cellCount);
  seen[start] = 1;
  for (let i = 0; i < region.length; i++) {
    const cell = kernel.cellAt(region[i] as number);
    for (const next of kernel.neighbours(cell)) {
      const index = kernel.indexOf(next);
      if (seen[index] || kinds[index] !== matching || kernel.edgeKey(cell, next) === null || cellRefusal(scenario, next)) continue;
      seen[index] = 1;
      region.push(index);
    }
  }
  return paintIndices(scenario, kernel, params.kind, region);
}

/** Eraser: the cells go back to the board's base terrain (or their tile's). */
export function eraseTerrain(scenario: Scenario, params: { readonly cells: readonly Cell[] }): EditResult {
  const kernel = cellKernelOf(scenario);
  if ('ok' in kernel) return kernel;
  const indices = indicesOf(scenario, kernel, params.cells);
  if (!Array.isArray(indices)) return indices;
  return eraseIndices(scenario, kernel, indices);
}
