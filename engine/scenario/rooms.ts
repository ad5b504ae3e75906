/**
 * Derived zones: a room is every cell reachable from a seed cell without crossing a feature that
 * closes rooms (walls, doors, windows). Recomputed from the edges, never stored.
 *
 * Rooms are flooded on demand from their seeds only, so the cost follows the size of the rooms
 * asked for, not the size of the board; a room reached from two seeds is flooded once.
 */
import type { Cell, CellKernel } from '../board/types';

export class RoomFinder {
  /** Room of each cell, -1 while unknown; made on the first room asked for (a board without rooms never pays for it). */
  private known: Int32Array | null = null;
  private readonly rooms: number[][] = [];

  constructor(
    private readonly kernel: CellKernel,
    private readonly boundaries: ReadonlySet<string>,
  ) {}

  private get roomOf(): Int32Array {
    return (this.known ??= new Int32Array(this.kernel.cellCount).fill(-1));
  }

  /** Room number of the cell, or -1 when it is off the board. */
  roomAt(seed: Cell): number {
    const start = this.kernel.indexOf(seed);
    if (start < 0) return -1;
    const known = this.roomOf[start] as number;
    return known >= 0 ? known : this.flood(start);
  }

  /** Cell indices of a room, in flood order. */
  cellsOf(room: number): readonly number[] {
    return this.rooms[room] ?? [];
  }

  private flood(start: number): number {
    const { kernel, boundaries, roomOf } = this;
    const room = this.rooms.length;
    const cells = [start];
    roomOf[start] = room;
    for (let next = 0; next < cells.length; next++) {
      const cell = kernel.cellAt(cells[next] as number);
      for (const neighbour of kernel.neighbours(cell)) {
        const index = kernel.indexOf(neighbour);
        if (index < 0 || roomOf[index] !== -1) continue;
        // Only sides join cells: a diagonal neighbour shares no edge and is reached through others.
        const edge = kernel.edgeKey(cell, neighbour);
        if (edge === null || boundaries.has(edge)) continue;
        roomOf[index] = room;
        cells.push(index);
      }
    }
    this.rooms.push(cells);
    return room;
  }
}

/** Indices of the cells of the room around `seed`, ascending (empty when the seed is off the board). */
export function deriveRoom(kernel: CellKernel, boundaries: ReadonlySet<string>, seed: Cell): number[] {
  const finder = new RoomFinder(kernel, boundaries);
  const room = finder.roomAt(seed);
  return room < 0 ? [] : [...finder.cellsOf(room)].sort((a, b) => a - b);
}
