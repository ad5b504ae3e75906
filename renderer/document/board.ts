/** The geometry kernel of a scenario's board, and its one-line description for the status bar. */
import { createKernel } from '../../engine/board';
import type { BoardKernel } from '../../engine/board/types';
import type { RulesetData, Scenario } from '../../engine/scenario/types';
import type { ScenarioData } from './openDocument';

export type BoardOf = { readonly ok: true; readonly kernel: BoardKernel } | { readonly ok: false; readonly reason: string };

/** Kernels of square and hex boards by their geometry object: edits keep it, and a large board's kernel is not built again after each. */
const cellKernels = new WeakMap<object, BoardKernel>();

export function boardKernelOf(scenario: ScenarioData): BoardOf {
  const board = scenario.board as Record<string, unknown> | undefined;
  const geometry = board?.geometry;
  const cells = typeof geometry === 'object' && geometry !== null && ((geometry as { kind?: unknown }).kind === 'square' || (geometry as { kind?: unknown }).kind === 'hex');
  const known = cells ? cellKernels.get(geometry) : undefined;
  if (known) return { ok: true, kernel: known };
  try {
    const kernel = createKernel(geometry as never, board as never);
    if (cells) cellKernels.set(geometry, kernel);
    return { ok: true, kernel };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

export function describeBoard(kernel: BoardKernel): { key: string; params: Record<string, string | number> } {
  switch (kernel.kind) {
    case 'square':
      return { key: 'status.board.cells', params: { columns: kernel.columns, rows: kernel.rows, size: kernel.geometry.cellSizeMm } };
    case 'hex':
      return { key: 'status.board.hexes', params: { columns: kernel.columns, rows: kernel.rows, size: kernel.geometry.hexSizeMm } };
    case 'free':
      return { key: 'status.board.free', params: { width: kernel.width, height: kernel.height, unit: kernel.unit } };
    case 'area':
      return { key: 'status.board.area', params: { count: kernel.areas().length } };
  }
}

/** Whether walls, doors and windows can stand on this board: a square or hex board of a game with such kinds. */
export function hasWalls(source: { readonly scenario: Scenario; readonly ruleset: RulesetData } | null | undefined): boolean {
  if (!source) return false;
  const kind = source.scenario.board.geometry.kind;
  return (kind === 'square' || kind === 'hex') && Object.keys(source.ruleset.edges ?? {}).length > 0;
}

