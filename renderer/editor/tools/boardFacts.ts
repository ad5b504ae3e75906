/**
 * Facts the tools draw that the scenario does not store: the rooms its walls enclose (derived zones,
 * found as the print engine's board model finds them, tile walls included) and which pieces are
 * laid face down.
 */
import { findRooms } from '../../../engine/board';
import type { Cell } from '../../../engine/board/types';
import type { PrintSource } from '../../../engine/print';
import { boardModelOf, type BoardModel } from '../../../engine/print/board-model';
import { own } from '../../../engine/scenario/lookup';

/**
 * Cells of each room found from the walls, doors and windows; empty off cell boards or without
 * walls. Open ground (the outside of a building, a terrain kind with `openGround`) is no room and is
 * left out: each of its cells is a zone of its own.
 */
export function derivedRooms(source: PrintSource): Cell[][] {
  return roomsOf(boardModelOf(source));
}

function roomsOf(model: BoardModel): Cell[][] {
  if (model.kind !== 'cells') return [];
  const { kernel, present, edges, terrain } = model;
  const ruleset = model.source.ruleset;
  const boundaries = new Set(edges.filter((edge) => own(ruleset.edges, edge.kind)?.roomBoundary !== false).map((edge) => edge.key));
  if (boundaries.size === 0) return [];
  const open = (index: number) => own(ruleset.terrain, terrain[index] ?? '')?.openGround === true;
  const rooms = findRooms(kernel, (edge) => boundaries.has(edge), (index) => present[index] === 1 && !open(index));
  const lists: Cell[][] = Array.from({ length: rooms.count }, () => []);
  rooms.roomOf.forEach((room, index) => {
    if (room >= 0) lists[room]?.push(kernel.cellAt(index));
  });
  return lists;
}

/** Ids of the tokens and units laid face down: a token's own flag, else its kind's default. */
export function hiddenPieces(source: PrintSource): Set<string> {
  const { scenario, ruleset } = source;
  const hidden = new Set<string>();
  for (const token of scenario.board.tokens ?? []) if (token.hidden ?? own(ruleset.tokens, token.kind)?.hiddenByDefault) hidden.add(token.id);
  for (const side of scenario.sides) for (const unit of side.units ?? []) if (unit.hidden) hidden.add(unit.id);
  return hidden;
}
