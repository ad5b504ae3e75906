/**
 * Derived zones: a room is every cell reachable from a seed cell without crossing a feature that
 * closes rooms (walls, doors, windows). Recomputed from the edges, never stored.
 *
 * Rooms are flooded on demand from their seeds only, so the cost follows the size of the rooms
 * asked for, not the size of the board; a room reached from two seeds is flooded once.
 *
 * Open ground (a terrain kind with `openGround`, such as the outside of a building) is enclosed by
 * no wall: each of its cells is a zone of its own, unless the scenario paints a room zone cell by
 * cell over several of them (`openGroundSides`).
 */
import type { Cell, CellKernel } from '../board/types';
import { expandTiles } from './tiles';
import type { RulesetData, Scenario } from './types';

/**
 * The sides that close rooms around open ground, to add to the walls, doors and windows: every side
 * of an open-ground cell, but those between two cells of one room zone painted cell by cell
 * (`"purpose": "room"` with `cells`). Empty when the ruleset has no open ground.
 */
export function openGroundSides(kernel: CellKernel, scenario: Scenario, ruleset: RulesetData): string[] {
  const kinds = ruleset.terrain ?? {};
  const open = (kind: string) => Object.hasOwn(kinds, kind) && kinds[kind]?.openGround === true;
  if (!Object.keys(kinds).some(open)) return [];
  const n = kernel.cellCount;
  const terrain = new Array<string>(n).fill(scenario.board.defaultTerrain ?? ruleset.board.defaultTerrain);
  const paint = (cell: Cell, kind: string) => {
    const index = kernel.indexOf(cell);
    if (index >= 0) terrain[index] = kind;
  };
  for (const stamp of expandTiles(scenario.board.tiles ?? [], ruleset.tiles ?? {}).terrain) paint(stamp.cell, stamp.kind);
  for (const patch of scenario.board.terrain ?? []) for (const cell of patch.cells ?? []) paint(cell, patch.kind);
  // The painted room each cell belongs to (its zone's number + 1), 0 for none.
  const painted = new Int32Array(n);
  (scenario.board.zones ?? []).forEach((zone, z) => {
    if (zone.purpose !== 'room' || !zone.cells) return;
    for (const cell of zone.cells) {
      const index = kernel.indexOf(cell);
      if (index >= 0) painted[index] = z + 1;
    }
  });
  const sides = new Set<string>();
  for (let index = 0; index < n; index++) {
    if (!open(terrain[index] as string)) continue;
    for (const step of kernel.steps(index)) {
      if (step.edge === null) continue;
      const joined = painted[index] !== 0 && painted[index] === painted[step.to] && open(terrain[step.to] as string);
      if (!joined) sides.add(step.edge);
    }
  }
  return [...sides];
}

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
