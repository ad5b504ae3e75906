import type { Cell, CellKernel, EdgeKey } from '../types';

export interface Rooms {
  /** Number of rooms; room ids are 0 .. count - 1, numbered in order of their first cell index. */
  readonly count: number;
  /** Room id of each cell by index; -1 for cells left out by `include`. */
  readonly roomOf: Int32Array;
  roomAt(cell: Cell): number;
  cellsOf(room: number): Cell[];
}

/**
 * Rooms (R6 zones) as flood fills: two cells sharing a side are in the same room unless
 * `blocks(side, from, to)` says that side is closed (a wall, a closed door...). Diagonal contact never joins
 * rooms. `include` leaves cells out of every room (off-map or void cells).
 */
export function findRooms(
  kernel: CellKernel,
  blocks: (edge: EdgeKey, from: number, to: number) => boolean,
  include: (index: number) => boolean = () => true,
): Rooms {
  const n = kernel.cellCount;
  const roomOf = new Int32Array(n).fill(-1);
  const stack = new Int32Array(n);
  let count = 0;
  for (let seed = 0; seed < n; seed++) {
    if (roomOf[seed] !== -1 || !include(seed)) continue;
    const room = count++;
    roomOf[seed] = room;
    let top = 0;
    stack[top++] = seed;
    while (top > 0) {
      const index = stack[--top]!;
      for (const step of kernel.steps(index)) {
        if (step.edge === null || roomOf[step.to] !== -1 || !include(step.to) || blocks(step.edge, index, step.to)) continue;
        roomOf[step.to] = room;
        stack[top++] = step.to;
      }
    }
  }
  return {
    count,
    roomOf,
    roomAt(cell) {
      const index = kernel.indexOf(cell);
      return index < 0 ? -1 : roomOf[index]!;
    },
    cellsOf(room) {
      const cells: Cell[] = [];
      for (let i = 0; i < n; i++) if (roomOf[i] === room) cells.push(kernel.cellAt(i));
      return cells;
    },
  };
}

/** Rooms sharing at least one side with `room` (across a wall, door or window), sorted. */
export function adjacentRooms(kernel: CellKernel, rooms: Rooms, room: number): number[] {
  const found = new Set<number>();
  for (let index = 0; index < kernel.cellCount; index++) {
    if (rooms.roomOf[index] !== room) continue;
    for (const step of kernel.steps(index)) {
      const other = rooms.roomOf[step.to]!;
      if (step.edge !== null && other !== room && other !== -1) found.add(other);
    }
  }
  return [...found].sort((a, b) => a - b);
}
