/** Rapid' 40000: the ruleset module (data, messages, new-board defaults, scenario checks, mechanics, presenter). */
import type { RulesetModule } from '../core/module';
import type { RulesetData } from '../../scenario/types';
import data from './ruleset.json';
import { rapidArmies } from './army';
import { rapidChecks } from './checks';
import { setupFormations } from './formations';
import { messages } from './messages';
import { rapidPresenter } from './presenter';
import { rapidRuleset } from './ruleset';
import { turnLimitOf } from './compile';
import { constantsOf } from './constants';

export const rapid40000: RulesetModule = {
  id: data.id,
  data: data as unknown as RulesetData,
  messages,
  // A new scenario's table is the one the rules are written for (6 × 4 feet in the data).
  newBoard: { geometry: 'free', columns: 10, rows: 10, cellSize: 25, width: data.constants.tableWidthInches, height: data.constants.tableDepthInches, unit: 'in' },
  checks: rapidChecks,
  play: { rules: rapidRuleset, presenter: rapidPresenter, turnLimit: (scenario, ruleset) => turnLimitOf(scenario, constantsOf(ruleset)) },
  armies: rapidArmies,
  formations: setupFormations,
};

export { rapidRuleset, rapidPresenter };
export type * from './types';
