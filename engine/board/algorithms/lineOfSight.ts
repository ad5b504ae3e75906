import type { Cell, CellKernel, EdgeKey } from '../types';

/**
 * What a grazing pair means (a line running exactly along a hex side, or through a square corner):
 * `both-must-block` (default, the Cry Havoc convention): the line is blocked there only if the
 * way past each of the two cells is blocked; `either-blocks`: one blocked alternative is enough.
 */
export type GrazingRule = 'both-must-block' | 'either-blocks';

export interface LineOfSightOptions {
  /** Whether a cell between the two ends blocks the view. `index` is -1 for a cell off the board. */
  readonly cellBlocks?: (index: number, cell: Cell) => boolean;
  /** Whether a side crossed by the line blocks the view (wall, closed door, barricaded window). */
  readonly edgeBlocks?: (edge: EdgeKey) => boolean;
  readonly grazing?: GrazingRule;
  /**
   * Whether a blocking side the line runs exactly along (the side between a hex grazing pair)
   * blocks the view. Default false: a line along a wall does not cross it.
   */
  readonly sideAlongLineBlocks?: boolean;
}

export type Blocker = { readonly kind: 'cell'; readonly cell: Cell } | { readonly kind: 'edge'; readonly edge: EdgeKey };

export interface LineOfSight {
  readonly clear: boolean;
  /** The first thing found blocking the view, walking from a to b; null when clear. */
  readonly blocker: Blocker | null;
}

const CLEAR: LineOfSight = { clear: true, blocker: null };

/**
 * Line of sight from the centre of a to the centre of b over the kernel's line. The end cells
 * never block (the shooter's and the target's own cells); sides crossed and cells passed do.
 */
export function lineOfSight(kernel: CellKernel, a: Cell, b: Cell, options: LineOfSightOptions = {}): LineOfSight {
  const cellBlocks = options.cellBlocks ?? (() => false);
  const edgeBlocks = options.edgeBlocks ?? (() => false);
  const grazing = options.grazing ?? 'both-must-block';
  const steps = kernel.lineSteps(a, b);
  const last = steps.length - 1;

  const blockedCell = (cell: Cell): Blocker | null =>
    cellBlocks(kernel.indexOf(cell), cell) ? { kind: 'cell', cell } : null;
  const blockedSide = (x: Cell, y: Cell): Blocker | null => {
    const edge = kernel.edgeKey(x, y);
    return edge !== null && edgeBlocks(edge) ? { kind: 'edge', edge } : null;
  };

  for (let i = 1; i <= last; i++) {
    const step = steps[i]!;
    const before = steps[i - 1]!;
    if (step.length === 1) {
      // After a pair, the sides into this cell were judged with the pair.
      if (before.length === 1) {
        const side = blockedSide(before[0], step[0]);
        if (side !== null) return { clear: false, blocker: side };
      }
      if (i < last) {
        const cell = blockedCell(step[0]);
        if (cell !== null) return { clear: false, blocker: cell };
      }
      continue;
    }
    const previous = before[0];
    const next = steps[i + 1]![0];
    const pass = (cell: Cell): Blocker | null =>
      blockedSide(previous, cell) ?? blockedCell(cell) ?? blockedSide(cell, next);
    const one = pass(step[0]);
    const other = pass(step[1]);
    const blocked = grazing === 'either-blocks' ? one ?? other : one !== null && other !== null ? one : null;
    if (blocked !== null) return { clear: false, blocker: blocked };
    if (options.sideAlongLineBlocks === true) {
      const along = blockedSide(step[0], step[1]);
      if (along !== null) return { clear: false, blocker: along };
    }
  }
  return CLEAR;
}
