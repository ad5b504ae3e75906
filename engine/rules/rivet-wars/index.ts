/** Rivet Wars: Eastern Front: data for editing and printing (its rules are not played yet). */
import type { RulesetModule } from '../core/module';
import type { RulesetData } from '../../scenario/types';
import data from './ruleset.json';
import { messages } from './messages';

export const rivetWars: RulesetModule = {
  id: data.id,
  data: data as unknown as RulesetData,
  messages,
  // One kernel cell per grid of 2 × 2 cells: a mission of six tiles is 9 grids across and 6 down.
  newBoard: { geometry: 'square', columns: 9, rows: 6, cellSize: 80, width: 600, height: 400, unit: 'mm', square: { labels: 'number-number', diagonals: 'once-per-move' } },
};
