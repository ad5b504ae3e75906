/** The combat tables and figure profiles of a game, read once from its ruleset data (see tables.ts). */
import { renderProblem } from '../../scenario/problems';
import { loadCombatData, type SiegeCombatData } from './tables';
import type { FigureInfo, FigureState, SiegeFixed } from './types';

const cache = new WeakMap<SiegeFixed, SiegeCombatData>();

/** Throws with the first problem when the ruleset's tables cannot resolve a combat (setup calls it first). */
export function combatDataOf(fixed: SiegeFixed): SiegeCombatData {
  let data = cache.get(fixed);
  if (!data) {
    const loaded = loadCombatData(fixed.source.ruleset);
    if (!loaded.data) {
      const first = loaded.problems[0];
      throw new Error(`The SIEGE combat tables of this ruleset cannot be used: ${first ? renderProblem(first, 'en') : 'unknown problem'}`);
    }
    data = loaded.data;
    cache.set(fixed, data);
  }
  return data;
}

/** The profile a figure fights with now: its own, or the one on foot once unhorsed. */
export function profileIdOf(info: FigureInfo, figure: FigureState): string {
  return !figure.mounted && info.footProfile !== null ? info.footProfile : info.profile;
}
