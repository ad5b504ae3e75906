/**
 * What a ruleset's inspector says of a cell, for the editor's inspect tool and `skirmish inspect`:
 * the cells in the line of fire from it, and those reachable this turn with their cost.
 */
import { cellPlace, type CellPlace } from './core/places';
import type { CostUnit } from './core/presenter';
import type { GameState } from './core/types';

export type { CostUnit };

/** A cell as the board labels it ("C4", "1410"). */
export interface Reach {
  readonly cell: string;
  readonly cost: number;
}

export interface CellReport {
  readonly from: string;
  readonly unit: string | null;
  /** What the reach was computed with, in `costUnit`. */
  readonly budget: number;
  readonly costUnit: CostUnit;
  readonly visible: string[];
  readonly reachable: Reach[];
}

/** The same report with every cell also as a place, for drawing it on the board. */
export interface PlacedCellReport extends CellReport {
  readonly fromPlace: CellPlace;
  readonly visiblePlaces: readonly CellPlace[];
  readonly reachablePlaces: readonly (Reach & { readonly place: CellPlace })[];
}

/**
 * Line of fire and reach from a cell named by its board label ("C4", "1410"), for a given unit or
 * none; or which of the two names nothing in the game.
 */
export type CellInspector = (state: GameState, label: string, unit?: string) => PlacedCellReport | 'unknown-cell' | 'unknown-unit';

/** Reads a label and a unit id against a ruleset's state, then inspects the cell they name. */
export function labelledInspector<S extends GameState>(
  labelsOf: (state: S) => readonly string[],
  hasUnit: (state: S, unit: string) => boolean,
  inspect: (state: S, cell: number, unit?: string) => CellReport,
): CellInspector {
  return (state, label, unit) => {
    const ruleset = state as S;
    const wanted = label.trim().toUpperCase();
    const cell = labelsOf(ruleset).findIndex((candidate) => candidate.toUpperCase() === wanted);
    if (cell < 0) return 'unknown-cell';
    if (unit !== undefined && !hasUnit(ruleset, unit)) return 'unknown-unit';
    const report = inspect(ruleset, cell, unit);
    const labels = labelsOf(ruleset);
    const placeOf = (name: string) => cellPlace(labels.indexOf(name));
    return { ...report, fromPlace: cellPlace(cell), visiblePlaces: report.visible.map(placeOf), reachablePlaces: report.reachable.map((reach) => ({ ...reach, place: placeOf(reach.cell) })) };
  };
}

/** Sorts reach by cost, then by label in reading order. */
export function byCostThenLabel(a: Reach, b: Reach): number {
  return a.cost - b.cost || a.cell.localeCompare(b.cell, 'en', { numeric: true });
}
