import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CellKernel } from '../types';
import { createHexKernel } from '../hex/hexKernel';
import { createSquareKernel } from '../square/squareKernel';
import { adjacentRooms, findRooms } from './rooms';

const kernelArb = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }), fc.constantFrom('none', 'always' as const))
    .map(([columns, rows, diagonals]): CellKernel =>
      createSquareKernel({ kind: 'square', columns, rows, cellSizeMm: 10, labels: 'none', diagonals: diagonals as 'none' | 'always' }),
    ),
  fc
    .tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 10 }), fc.constantFrom('flat', 'pointy' as const))
    .map(([columns, rows, orientation]): CellKernel =>
      createHexKernel({ kind: 'hex', columns, rows, hexSizeMm: 10, orientation: orientation as 'flat' | 'pointy', offset: 'odd', labels: 'none' }),
    ),
);

describe('findRooms', () => {
  it('finds one room on a board without walls', () => {
    fc.assert(
      fc.property(kernelArb, (kernel) => {
        const rooms = findRooms(kernel, () => false);
        expect(rooms.count).toBe(1);
        expect(rooms.cellsOf(0)).toHaveLength(kernel.cellCount);
      }),
      { numRuns: 40 },
    );
  });

  it('finds one room per cell when every side is a wall, diagonals notwithstanding', () => {
    fc.assert(
      fc.property(kernelArb, (kernel) => {
        expect(findRooms(kernel, () => true).count).toBe(kernel.cellCount);
      }),
      { numRuns: 20 },
    );
  });

  it('puts two cells sharing an open side in the same room, and splits only along walls', () => {
    fc.assert(
      fc.property(kernelArb, fc.func(fc.boolean()), (kernel, wallOf) => {
        const walls = new Set(kernel.allEdges().filter((edge) => wallOf(edge)));
        const rooms = findRooms(kernel, (edge) => walls.has(edge));
        const split: string[] = [];
        for (const cell of kernel.cells()) {
          for (const n of kernel.neighbours(cell)) {
            const edge = kernel.edgeKey(cell, n);
            if (edge !== null && !walls.has(edge) && rooms.roomAt(n) !== rooms.roomAt(cell)) split.push(edge);
          }
        }
        expect(split).toEqual([]);
        // Every room is connected: a second fill from any of its cells finds exactly that room.
        for (let room = 0; room < rooms.count; room++) {
          const cells = rooms.cellsOf(room);
          const again = findRooms(kernel, (edge) => walls.has(edge), (i) => rooms.roomOf[i] === room);
          expect(again.count).toBe(1);
          expect(again.cellsOf(0)).toHaveLength(cells.length);
        }
        const total = Array.from({ length: rooms.count }, (_, r) => rooms.cellsOf(r).length).reduce((a, b) => a + b, 0);
        expect(total).toBe(kernel.cellCount);
      }),
      { numRuns: 60 },
    );
  });

  it('leaves excluded cells out of every room', () => {
    const kernel = createSquareKernel({ kind: 'square', columns: 3, rows: 1, cellSizeMm: 10, labels: 'none', diagonals: 'none' });
    const rooms = findRooms(kernel, () => false, (i) => i !== 1);
    expect(rooms.count).toBe(2);
    expect(Array.from(rooms.roomOf)).toEqual([0, -1, 1]);
    expect(rooms.roomAt({ col: 9, row: 9 })).toBe(-1);
  });

  it('lists the rooms across a room’s walls', () => {
    // Three rooms in a row: A | B | C.
    const kernel = createSquareKernel({ kind: 'square', columns: 3, rows: 2, cellSizeMm: 10, labels: 'none', diagonals: 'none' });
    const walls = new Set(['v:1,0', 'v:1,1', 'v:2,0', 'v:2,1']);
    const rooms = findRooms(kernel, (edge) => walls.has(edge));
    expect(rooms.count).toBe(3);
    expect(adjacentRooms(kernel, rooms, rooms.roomAt({ col: 1, row: 0 }))).toEqual([0, 2]);
    expect(adjacentRooms(kernel, rooms, 0)).toEqual([1]);
  });
});
