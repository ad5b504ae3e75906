/** Star Wars: Rebellion: data for editing and printing (its rules are not played yet). */
import type { RulesetModule } from '../core/module';
import type { RulesetData } from '../../scenario/types';
import data from './ruleset.json';
import { messages } from './messages';

export const rebellion: RulesetModule = {
  id: data.id,
  data: data as unknown as RulesetData,
  messages,
  newBoard: { geometry: 'area', columns: 10, rows: 10, cellSize: 25, width: 1000, height: 700, unit: 'mm' },
};
