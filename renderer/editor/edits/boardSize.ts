/**
 * The board made larger or smaller, in columns and rows, on a square or hex board: what the
 * scenario placed keeps its cell. Growing never refuses; shrinking refuses while anything placed
 * (a unit, a token, terrain, a wall, a zone, a tile) stands where the board would end, and names
 * the first such thing and its cell, to move or remove first.
 */
import { createKernel } from '../../../engine/board';
import type { Cell, CellKernel } from '../../../engine/board/types';
import { footprintOf } from '../../../engine/scenario';
import { own } from '../../../engine/scenario/lookup';
import type { Scenario } from '../../../engine/scenario/types';
import { LIMITS, requiredTileSize } from '../../document/newScenario';
import { boardOf, rulesetOf } from './context';
import { accept, refuse, type EditResult } from './result';

export function resizeBoard(scenario: Scenario, params: { readonly columns: number; readonly rows: number }): EditResult {
  const geometry = scenario.board.geometry;
  const board = boardOf(scenario);
  if ((geometry.kind !== 'square' && geometry.kind !== 'hex') || board?.kind !== 'cells') return refuse('edit.board.needsCells');
  const { columns, rows } = params;
  for (const count of [columns, rows]) if (!Number.isInteger(count) || count < LIMITS.cells.min || count > LIMITS.cells.max) return refuse('edit.board.badSize', LIMITS.cells);
  if (columns === geometry.columns && rows === geometry.rows) return accept(scenario);
  const ruleset = rulesetOf(scenario);
  const tile = ruleset ? requiredTileSize(ruleset) : null;
  if (tile && (columns % tile.columns !== 0 || rows % tile.rows !== 0)) return refuse('edit.board.tileSize', { columns: tile.columns, rows: tile.rows });
  const resized = { ...geometry, columns, rows };
  const after = createKernel(resized) as CellKernel;
  const before = board.kernel;
  const inside = (cell: Cell) => !before.contains(cell) || after.contains(cell);
  const at = (cell: Cell) => before.label(cell);
  const sizeParams = { columns, rows };
  for (const side of scenario.sides) {
    for (const unit of side.units ?? []) {
      if (unit.at && 'col' in unit.at && !inside(unit.at)) return refuse('edit.board.resizeUnit', { ...sizeParams, unit: unit.id, at: at(unit.at) });
    }
  }
  for (const token of scenario.board.tokens ?? []) {
    if ('col' in token.at && !inside(token.at)) return refuse('edit.board.resizeToken', { ...sizeParams, kind: token.kind, at: at(token.at) });
  }
  const outside = [
    ...(scenario.board.terrain ?? []).flatMap((patch) => patch.cells ?? []),
    ...(scenario.board.zones ?? []).flatMap((zone) => [...(zone.cells ?? []), ...(zone.room ? [zone.room] : [])]),
    ...(scenario.board.tiles ?? []).flatMap((placement) => {
      const kind = own(ruleset?.tiles, placement.tile);
      if (!kind) return [];
      const print = footprintOf(placement, kind);
      return [{ col: print.col + print.columns - 1, row: print.row + print.rows - 1 }];
    }),
  ].find((cell) => !inside(cell));
  if (outside) return refuse('edit.board.resizeOther', { ...sizeParams, at: at(outside) });
  // A side on the new border stays (it becomes the board's edge); one beyond it goes with its cells.
  const edge = (scenario.board.edges ?? []).find((feature) => before.isEdge(feature.edge) && !after.isEdge(feature.edge));
  const edgeCell = edge ? before.cellsOfEdge(edge.edge)[0] : undefined;
  if (edge && edgeCell) return refuse('edit.edge.resizeOutside', { ...sizeParams, kind: edge.kind, at: at(edgeCell) });
  return accept({ ...scenario, board: { ...scenario.board, geometry: resized } });
}
