/**
 * What a new Rivet Wars scenario starts with. « Les scénarios indiquent aussi quelles zones du
 * plateau est territoire Allié ou Blight » and each mission its own points and victory: a new one
 * starts as the first mission does (4 deployment points a turn, no rivets; 1 VP a strategic
 * objective captured, 6 VP to win), each side's territory the third of the board on its
 * deployment zone's side (the first mission's two rows of six, the third's three of nine).
 */
import type { Cell } from '../../board/types';
import type { Scenario, Side, Zone } from '../../scenario/types';

const STARTING_RESOURCES: NonNullable<Side['resources']> = { 'deployment-points': { perTurn: 4 }, rivets: { perTurn: 0 } };

/** The cells of the third of the board along the edge a deployment zone lies on; none when it lies along no edge. */
function territoryCells(zone: Zone, columns: number, rows: number): Cell[] {
  const cells = zone.cells ?? [];
  if (cells.length === 0) return [];
  const depth = (length: number) => Math.max(1, Math.floor(length / 3));
  const all = (predicate: (cell: Cell) => boolean) => cells.every(predicate);
  const out: Cell[] = [];
  const add = (inside: (cell: Cell) => boolean) => {
    for (let row = 0; row < rows; row++) for (let col = 0; col < columns; col++) if (inside({ col, row })) out.push({ col, row });
  };
  if (all((cell) => cell.row === 0)) add((cell) => cell.row < depth(rows));
  else if (all((cell) => cell.row === rows - 1)) add((cell) => cell.row >= rows - depth(rows));
  else if (all((cell) => cell.col === 0)) add((cell) => cell.col < depth(columns));
  else if (all((cell) => cell.col === columns - 1)) add((cell) => cell.col >= columns - depth(columns));
  return out;
}

export function newRivetWarsScenario(scenario: Scenario): Scenario {
  const geometry = scenario.board.geometry;
  const zones = scenario.board.zones ?? [];
  const territories: Zone[] =
    geometry.kind === 'square'
      ? zones.flatMap((zone) => {
          const cells = zone.purpose === 'deployment' && zone.side ? territoryCells(zone, geometry.columns, geometry.rows) : [];
          return cells.length > 0 ? [{ id: `${zone.side}-territory`, purpose: 'territory' as const, side: zone.side as string, ...(zone.colour ? { colour: zone.colour } : {}), cells }] : [];
        })
      : [];
  return {
    ...scenario,
    board: { ...scenario.board, zones: [...territories, ...zones] },
    sides: scenario.sides.map((side) => ({ ...side, resources: side.resources ?? STARTING_RESOURCES })),
    victory: scenario.sides.map((side) => ({
      id: `${side.id}-vp`,
      side: side.id,
      type: 'victory-points' as const,
      points: 6,
      scoring: [{ event: 'objective-captured' as const, points: 1, tokenKind: 'strategic-objective' }],
      check: 'end-of-round' as const,
    })),
  };
}
