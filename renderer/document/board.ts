/** The geometry kernel of a scenario's board, and its one-line description for the status bar. */
import { createKernel } from '../../engine/board';
import type { BoardKernel } from '../../engine/board/types';
import type { ScenarioData } from './openDocument';

export type BoardOf = { readonly ok: true; readonly kernel: BoardKernel } | { readonly ok: false; readonly reason: string };

export function boardKernelOf(scenario: ScenarioData): BoardOf {
  const board = scenario.board as Record<string, unknown> | undefined;
  try {
    return { ok: true, kernel: createKernel(board?.geometry as never, board as never) };
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
