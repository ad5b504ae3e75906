/**
 * Whether a position can hold a piece: on the board, on a tile where the board is built from
 * tiles, of a kind the board and the piece allow. Mirrors the loader's semantic checks, so an
 * accepted placement never shows up as a problem afterwards.
 */
import type { Cell, PointMm } from '../../../engine/board/types';
import type { PlaceKind, Scenario, TokenPosition } from '../../../engine/scenario/types';
import { boardOf, tileCoverage } from './context';
import type { Refusal } from './result';

export function placeKindOf(at: TokenPosition): PlaceKind {
  return 'col' in at ? 'cell' : 'x' in at ? 'point' : 'area' in at ? 'area' : 'zone';
}

const refusal = (key: string, params: Refusal['params'] = {}): Refusal => ({ key, params });

/** Why a cell cannot be used on this board, or null when it can. */
export function cellRefusal(scenario: Scenario, cell: Cell): Refusal | null {
  const board = boardOf(scenario);
  if (!board) return refusal('edit.board.invalid');
  if (board.kind !== 'cells') return refusal('edit.board.needsCells');
  const index = Number.isInteger(cell.col) && Number.isInteger(cell.row) ? board.kernel.indexOf(cell) : -1;
  if (index < 0) return refusal('edit.place.cellOffBoard', { col: cell.col + 1, row: cell.row + 1 });
  const coverage = tileCoverage(scenario, board.kernel);
  if (coverage && !coverage[index]) return refusal('edit.place.offTiles', { cell: board.kernel.label(cell) });
  return null;
}

/** Why a point (in the table's unit) cannot be used on this board, or null when it can. */
export function pointRefusal(scenario: Scenario, point: PointMm): Refusal | null {
  const board = boardOf(scenario);
  if (!board) return refusal('edit.board.invalid');
  if (board.kind !== 'free') return refusal('edit.board.needsFree');
  if (!Number.isFinite(point.x) || !Number.isFinite(point.y) || !board.kernel.contains(point)) {
    return refusal('edit.place.pointOffBoard', { width: board.kernel.width, height: board.kernel.height, unit: board.kernel.unit });
  }
  return null;
}

export function areaRefusal(scenario: Scenario, area: string): Refusal | null {
  if (scenario.board.geometry.kind !== 'area') return refusal('edit.board.needsAreas');
  return (scenario.board.areas ?? []).some((a) => a.id === area) ? null : refusal('edit.area.unknown', { id: area });
}

/** Why a piece cannot stand at `at`, given the kinds of place it accepts; null when it can. */
export function placeRefusal(scenario: Scenario, at: TokenPosition, allowed: readonly PlaceKind[]): Refusal | null {
  const place = placeKindOf(at);
  if (!allowed.includes(place)) return refusal(`edit.place.notAllowed.${place}`);
  if ('col' in at) return cellRefusal(scenario, at);
  if ('x' in at) return pointRefusal(scenario, at);
  if ('area' in at) return areaRefusal(scenario, at.area);
  return (scenario.board.zones ?? []).some((zone) => zone.id === at.zone) ? null : refusal('edit.zone.unknown', { id: at.zone });
}

/** A position as stored: only the fields of its kind, whatever the caller passed along. */
export function cleanPosition(at: TokenPosition): TokenPosition {
  if ('col' in at) return { col: at.col, row: at.row };
  if ('x' in at) return { x: at.x, y: at.y };
  if ('area' in at) return { area: at.area };
  return { zone: at.zone };
}
