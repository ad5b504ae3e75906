/**
 * Derived zones: a room is every cell reachable from a seed cell without crossing a side that
 * closes rooms (walls, doors, windows). Recomputed from the edges, never stored.
 *
 * Rooms are flooded on demand from their seeds only, so the cost follows the size of the rooms
 * asked for, not the size of the board; a room reached from two seeds is flooded once.
 *
 * Open ground (a terrain kind with `openGround`, such as the outside of a building) is enclosed by
 * no wall: each of its cells is a zone of its own, unless the scenario paints a room zone cell by
 * cell over several of them (`roomBoundary`).
 */
import type { Cell, CellKernel, EdgeKey } from '../board/types';
import { expandTiles } from './tiles';
import type { RulesetData, Scenario } from './types';

/** Whether the side `edge` between cells `from` and `to` (by index) closes rooms. */
export type RoomBoundary = (edge: EdgeKey, from: number, to: number) => boolean;

/**
 * The sides that close rooms: the `features` (walls, doors, windows that close rooms), and every
 * side of an open-ground cell but those between two open cells of one room zone painted cell by
 * cell (`"purpose": "room"` with `cells`). Answered side by side, from the painted cells only, so
 * asking costs nothing on a board of a million cells.
 */
export function roomBoundary(kernel: CellKernel, scenario: Scenario, ruleset: RulesetData | null, features: ReadonlySet<string>): RoomBoundary {
  const kinds = ruleset?.terrain ?? {};
  const openKind = (kind: string) => Object.hasOwn(kinds, kind) && kinds[kind]?.openGround === true;
  if (!ruleset || !Object.keys(kinds).some(openKind)) return (edge) => features.has(edge);
  const terrain = new Map<number, string>();
  const paint = (cell: Cell, kind: string) => {
    const index = kernel.indexOf(cell);
    if (index >= 0) terrain.set(index, kind);
  };
  for (const stamp of expandTiles(scenario.board.tiles ?? [], ruleset.tiles ?? {}).terrain) paint(stamp.cell, stamp.kind);
  for (const patch of scenario.board.terrain ?? []) for (const cell of patch.cells ?? []) paint(cell, patch.kind);
  const openByDefault = openKind(scenario.board.defaultTerrain ?? ruleset.board.defaultTerrain);
  const open = (index: number) => {
    const kind = terrain.get(index);
    return kind === undefined ? openByDefault : openKind(kind);
  };
  // The painted room each cell belongs to (its zone's number + 1); absent for none.
  const painted = new Map<number, number>();
  (scenario.board.zones ?? []).forEach((zone, z) => {
    if (zone.purpose !== 'room' || !zone.cells) return;
    for (const cell of zone.cells) {
      const index = kernel.indexOf(cell);
      if (index >= 0) painted.set(index, z + 1);
    }
  });
  return (edge, from, to) => {
    if (features.has(edge)) return true;
    const openFrom = open(from);
    const openTo = open(to);
    if (!openFrom && !openTo) return false;
    const room = painted.get(from);
    return !(openFrom && openTo && room !== undefined && room === painted.get(to));
  };
}

export class RoomFinder {
  /** Room of each cell flooded so far: the cost follows the rooms asked for, not the board. */
  private readonly roomOf = new Map<number, number>();
  private readonly rooms: number[][] = [];

  constructor(
    private readonly kernel: CellKernel,
    private readonly closes: RoomBoundary,
  ) {}

  /** Room number of the cell, or -1 when it is off the board. */
  roomAt(seed: Cell): number {
    const start = this.kernel.indexOf(seed);
    if (start < 0) return -1;
    return this.roomOf.get(start) ?? this.flood(start);
  }

  /** Cell indices of a room, in flood order. */
  cellsOf(room: number): readonly number[] {
    return this.rooms[room] ?? [];
  }

  private flood(start: number): number {
    const { kernel, closes, roomOf } = this;
    const room = this.rooms.length;
    const cells = [start];
    roomOf.set(start, room);
    for (let next = 0; next < cells.length; next++) {
      const index = cells[next] as number;
      for (const step of kernel.steps(index)) {
        // Only sides join cells: a diagonal neighbour shares no edge and is reached through others.
        if (step.edge === null || roomOf.has(step.to) || closes(step.edge, index, step.to)) continue;
        roomOf.set(step.to, room);
        cells.push(step.to);
      }
    }
    this.rooms.push(cells);
    return room;
  }
}

/** Indices of the cells of the room around `seed`, ascending (empty when the seed is off the board). */
export function deriveRoom(kernel: CellKernel, closes: RoomBoundary, seed: Cell): number[] {
  const finder = new RoomFinder(kernel, closes);
  const room = finder.roomAt(seed);
  return room < 0 ? [] : [...finder.cellsOf(room)].sort((a, b) => a - b);
}
