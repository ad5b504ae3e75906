import { describe, expect, it } from 'vitest';
import { createKernel } from '../board/index';
import { deriveRoom } from './rooms';

const kernel = createKernel({ kind: 'square', columns: 4, rows: 3, cellSizeMm: 20, labels: 'none', diagonals: 'always' });

describe('deriveRoom', () => {
  it('floods through open sides only, never through corners', () => {
    // Walls east and south of cell (0,0), so its diagonal neighbour (1,1) stays outside.
    expect(deriveRoom(kernel, new Set(['v:1,0', 'h:0,1']), { col: 0, row: 0 })).toEqual([0]);
  });

  it('splits the board along a wall line and keeps every cell once', () => {
    const wall = new Set(['v:2,0', 'v:2,1', 'v:2,2']);
    const west = deriveRoom(kernel, wall, { col: 0, row: 2 });
    const east = deriveRoom(kernel, wall, { col: 3, row: 0 });
    expect(west).toEqual([0, 1, 4, 5, 8, 9]);
    expect(east).toEqual([2, 3, 6, 7, 10, 11]);
  });

  it('is empty for a seed off the board', () => {
    expect(deriveRoom(kernel, new Set(), { col: 4, row: 0 })).toEqual([]);
  });
});
