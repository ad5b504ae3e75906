/** SIEGE (Cry Havoc system): the ruleset module, and its state and action shapes for tests and tools. */
import type { RulesetModule } from '../core/module';
import type { RulesetData } from '../../scenario/types';
import data from './ruleset.json';
import { messages } from './messages';

export const siege: RulesetModule = {
  id: data.id,
  data: data as unknown as RulesetData,
  messages,
  // The castle map: flat-topped hexes of 20 mm, 30 columns by 20 rows.
  newBoard: { geometry: 'hex-flat', columns: 30, rows: 20, cellSize: 20, width: 600, height: 400, unit: 'mm' },
};

export { siegeRuleset } from './ruleset';
export { RULESET_ID, setupGame, type SiegeInput } from './setup';
export { inspectCell } from './inspect';
export { describe, figureName, nameParams } from './describe';
export type * from './types';
