/** Rivet Wars: Eastern Front: the ruleset module, and its state and action shapes for tests and tools. */
import type { RulesetModule } from '../core/module';
import { labelledInspector } from '../cell-report';
import type { RulesetData } from '../../scenario/types';
import data from './ruleset.json';
import { checkScenario } from './checks';
import { EFFECT_SPECS } from './mission';
import { inspectCell } from './inspect';
import { messages } from './messages';
import { garrisonUnits, rivetWarsPresenter, setupParts } from './presenter';
import { rivetWarsRuleset } from './ruleset';
import { newRivetWarsScenario } from './new-scenario';
import { roundLimitOf } from './setup';
import type { RwState } from './types';

export const rivetWars: RulesetModule = {
  id: data.id,
  data: data as unknown as RulesetData,
  messages,
  // One kernel cell per grid of 2 × 2 cells: a mission of six tiles is 9 grids across and 6 down.
  newBoard: { geometry: 'square', columns: 9, rows: 6, cellSize: 80, width: 600, height: 400, unit: 'mm', square: { labels: 'number-number', diagonals: 'once-per-move' } },
  newScenario: newRivetWarsScenario,
  checks: checkScenario,
  effects: EFFECT_SPECS,
  cellParts: setupParts,
  setupUnits: garrisonUnits,
  play: {
    rules: rivetWarsRuleset,
    presenter: rivetWarsPresenter,
    turnLimit: roundLimitOf,
    inspector: labelledInspector<RwState>(
      (state) => state.fixed.labels,
      (state, unit) => state.fixed.figures.some((candidate) => candidate.id === unit),
      inspectCell,
    ),
  },
};

export { rivetWarsRuleset } from './ruleset';
export { RULESET_ID, setupGame, type RwInput } from './setup';
export { rivetWarsPresenter } from './presenter';
export { inspectCell } from './inspect';
export { describe, nameParams, unitName } from './describe';
export type * from './types';
export { HIDDEN_CARD } from './types';
