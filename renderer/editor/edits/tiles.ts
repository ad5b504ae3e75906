/**
 * Tiles from the ruleset's library (Rivet Wars 1A..9B, R6 board modules): placed with a position
 * and a rotation, moved, turned, flipped to their other printed side, removed. Tiles never overlap
 * and never hang off the board.
 */
import type { Cell } from '../../../engine/board/types';
import { footprintOf } from '../../../engine/scenario';
import { own } from '../../../engine/scenario/lookup';
import type { Scenario, Tile, TilePlacement } from '../../../engine/scenario/types';
import { boardOf, rulesetOf, tileCoverage } from './context';
import { freshId, idsInUse } from './ids';
import { accept, refuse, type EditResult } from './result';
import { assign, removeAt, replaceAt, withBoardList } from './tree';

type Rotation = 0 | 90 | 180 | 270;
const ROTATIONS: readonly number[] = [0, 90, 180, 270];

/** Why the placement cannot stand (off the board, on another tile, a quarter turn on hexes), or null. */
function placementRefusal(scenario: Scenario, placement: TilePlacement, tile: Tile): EditResult | null {
  const board = boardOf(scenario);
  if (!board) return refuse('edit.board.invalid');
  if (board.kind !== 'cells') return refuse('edit.board.needsCells');
  const rotation = placement.rotation ?? 0;
  if (!ROTATIONS.includes(rotation)) return refuse('edit.tile.badRotation', { rotation });
  if (board.kernel.kind === 'hex' && rotation % 180 !== 0) return refuse('edit.tile.hexQuarterTurn');
  const print = footprintOf(placement, tile);
  const kernel = board.kernel;
  if (!Number.isInteger(print.col) || !Number.isInteger(print.row) || print.col < 0 || print.row < 0 || print.col + print.columns > kernel.columns || print.row + print.rows > kernel.rows) {
    return refuse('edit.tile.offBoard', { tile: placement.tile });
  }
  const library = rulesetOf(scenario)?.tiles;
  for (const other of scenario.board.tiles ?? []) {
    if (other.id === placement.id) continue;
    const otherTile = own(library, other.tile);
    if (!otherTile) continue;
    const o = footprintOf(other, otherTile);
    if (print.col < o.col + o.columns && o.col < print.col + print.columns && print.row < o.row + o.rows && o.row < print.row + print.rows) {
      return refuse('edit.tile.overlap', { tile: placement.tile, other: other.tile });
    }
  }
  return null;
}

/** A token or unit that would stand off every tile once the tiles are `placements`; null when none would. */
function strandedPiece(scenario: Scenario, placements: readonly TilePlacement[]): string | null {
  const board = boardOf(scenario);
  if (board?.kind !== 'cells') return null;
  const covered = tileCoverage({ ...scenario, board: { ...scenario.board, tiles: placements } }, board.kernel);
  if (!covered) return null;
  const off = (at: unknown) => {
    if (!at || typeof at !== 'object' || !('col' in at)) return false;
    const index = board.kernel.indexOf(at as Cell);
    return index >= 0 && !covered[index];
  };
  for (const token of scenario.board.tokens ?? []) if (off(token.at)) return token.id;
  for (const side of scenario.sides) for (const unit of side.units ?? []) if (off(unit.at)) return unit.id;
  return null;
}

function libraryTile(scenario: Scenario, id: string): Tile | EditResult {
  const ruleset = rulesetOf(scenario);
  if (!ruleset) return refuse('edit.ruleset.unknown', { id: scenario.ruleset.id });
  return own(ruleset.tiles, id) ?? refuse('edit.tile.unknown', { tile: id });
}

const normalised = (placement: TilePlacement): TilePlacement => assign(placement, { rotation: placement.rotation ? placement.rotation : undefined });

export function placeTile(scenario: Scenario, params: { readonly tile: string; readonly at: Cell; readonly rotation?: Rotation }): EditResult {
  const tile = libraryTile(scenario, params.tile);
  if ('ok' in tile) return tile;
  const id = freshId(idsInUse(scenario), `tile-${params.tile}`);
  const placement = normalised({ id, tile: params.tile, at: { col: params.at.col, row: params.at.row }, rotation: params.rotation ?? 0 });
  const problem = placementRefusal(scenario, placement, tile);
  if (problem) return problem;
  const tiles = [...(scenario.board.tiles ?? []), placement];
  // The first tile turns a plain grid into a tiled board: pieces outside it would be stranded.
  const stranded = strandedPiece(scenario, tiles);
  if (stranded !== null) return refuse('edit.tile.occupied', { tile: placement.tile, by: stranded });
  return accept(withBoardList(scenario, 'tiles', tiles), id);
}

/** Replaces one placement after checking it still fits. */
function changePlacement(scenario: Scenario, id: string, change: (placement: TilePlacement, tile: Tile) => TilePlacement | EditResult): EditResult {
  const placements = scenario.board.tiles ?? [];
  const index = placements.findIndex((placement) => placement.id === id);
  const placement = placements[index];
  if (!placement) return refuse('edit.tile.notPlaced', { id });
  const tile = libraryTile(scenario, placement.tile);
  if ('ok' in tile) return tile;
  const changed = change(placement, tile);
  if ('ok' in changed) return changed;
  const next = normalised(changed);
  if (JSON.stringify(next) === JSON.stringify(placement)) return accept(scenario);
  const nextTile = libraryTile(scenario, next.tile);
  if ('ok' in nextTile) return nextTile;
  const problem = placementRefusal(scenario, next, nextTile);
  if (problem) return problem;
  const tiles = replaceAt(placements, index, next);
  const stranded = strandedPiece(scenario, tiles);
  if (stranded !== null) return refuse('edit.tile.occupied', { tile: placement.tile, by: stranded });
  return accept(withBoardList(scenario, 'tiles', tiles));
}

export function moveTile(scenario: Scenario, params: { readonly id: string; readonly at: Cell }): EditResult {
  return changePlacement(scenario, params.id, (placement) => ({ ...placement, at: { col: params.at.col, row: params.at.row } }));
}

/** Turns a tile clockwise by a quarter (a half turn on hex boards, whose tiles cannot turn by 90°). */
export function rotateTile(scenario: Scenario, params: { readonly id: string }): EditResult {
  const step = boardOf(scenario)?.kind === 'cells' && scenario.board.geometry.kind === 'hex' ? 180 : 90;
  return changePlacement(scenario, params.id, (placement) => ({ ...placement, rotation: (((placement.rotation ?? 0) + step) % 360) as Rotation }));
}

/** Turns the tile over: the library entry printed on the other side of the same physical tile (1A <-> 1B). */
export function flipTile(scenario: Scenario, params: { readonly id: string }): EditResult {
  return changePlacement(scenario, params.id, (placement, tile) => {
    const library = rulesetOf(scenario)?.tiles ?? {};
    const other = tile.physical === undefined ? undefined : Object.keys(library).find((id) => id !== placement.tile && library[id]?.physical === tile.physical && library[id]?.side !== tile.side);
    return other === undefined ? refuse('edit.tile.noOtherSide', { tile: placement.tile }) : { ...placement, tile: other };
  });
}

export function removeTile(scenario: Scenario, params: { readonly id: string }): EditResult {
  const placements = scenario.board.tiles ?? [];
  const index = placements.findIndex((placement) => placement.id === params.id);
  const placement = placements[index];
  if (!placement) return refuse('edit.tile.notPlaced', { id: params.id });
  const tiles = removeAt(placements, index);
  // With no tile left the board is a plain grid where every cell exists; pieces are only stranded between tiles.
  const stranded = tiles.length > 0 ? strandedPiece(scenario, tiles) : null;
  if (stranded !== null) return refuse('edit.tile.occupied', { tile: placement.tile, by: stranded });
  return accept(withBoardList(scenario, 'tiles', tiles));
}
