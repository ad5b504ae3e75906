/** The combat tables and figure profiles of a game, read once from its ruleset data (see tables.ts). */
import { renderProblem } from '../../scenario/problems';
import { cachedPer } from '../core/cache';
import { loadCombatData, type SiegeCombatData } from './tables';
import type { FigureInfo, FigureState, SiegeFixed } from './types';

/** Throws with the first problem when the ruleset's tables cannot resolve a combat (setup calls it first). */
export const combatDataOf = cachedPer((fixed: SiegeFixed): SiegeCombatData => {
  const loaded = loadCombatData(fixed.source.ruleset);
  if (!loaded.data) {
    const first = loaded.problems[0];
    throw new Error(`The SIEGE combat tables of this ruleset cannot be used: ${first ? renderProblem(first, 'en') : 'unknown problem'}`);
  }
  return loaded.data;
});

/** The profile a figure fights with now: its own, or the one on foot once unhorsed. */
export function profileIdOf(info: FigureInfo, figure: FigureState): string {
  return !figure.mounted && info.footProfile !== null ? info.footProfile : info.profile;
}
