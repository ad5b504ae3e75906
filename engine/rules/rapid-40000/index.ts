/** Rapid 40000: data for editing and printing (its rules are not played yet). */
import type { RulesetModule } from '../core/module';
import type { RulesetData } from '../../scenario/types';
import data from './ruleset.json';
import { messages } from './messages';

export const rapid40000: RulesetModule = {
  id: data.id,
  data: data as unknown as RulesetData,
  messages,
  // The 6 × 4 foot table the rules are written for.
  newBoard: { geometry: 'free', columns: 10, rows: 10, cellSize: 25, width: 72, height: 48, unit: 'in' },
};
