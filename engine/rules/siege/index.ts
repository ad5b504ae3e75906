/** SIEGE (Cry Havoc system): the ruleset module, and its state and action shapes for tests and tools. */
import type { RulesetModule } from '../core/module';
import { labelledInspector } from '../cell-report';
import type { RulesetData } from '../../scenario/types';
import data from './ruleset.json';
import { checkSiegeScenario } from './checks';
import { inspectCell } from './inspect';
import { messages } from './messages';
import { siegePresenter } from './presenter';
import { siegeRuleset } from './ruleset';
import { turnLimitOf } from './setup';
import type { SiegeState } from './types';
import { unstatedVictories } from './winner';

export const siege: RulesetModule = {
  id: data.id,
  data: data as unknown as RulesetData,
  messages,
  // The castle map: flat-topped hexes of 20 mm, 30 columns by 20 rows.
  newBoard: { geometry: 'hex-flat', columns: 30, rows: 20, cellSize: 20, width: 600, height: 400, unit: 'mm' },
  unstatedVictories,
  checks: checkSiegeScenario,
  play: {
    rules: siegeRuleset,
    presenter: siegePresenter,
    turnLimit: turnLimitOf,
    inspector: labelledInspector<SiegeState>(
      (state) => state.fixed.labels,
      (state, unit) => state.fixed.figures.some((candidate) => candidate.id === unit),
      inspectCell,
    ),
  },
};

export { siegeRuleset } from './ruleset';
export { RULESET_ID, setupGame, type SiegeInput } from './setup';
export { inspectCell } from './inspect';
export { describe, figureName, nameParams } from './describe';
export type * from './types';
