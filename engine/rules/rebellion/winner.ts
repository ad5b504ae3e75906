/**
 * The end of the game: the Empire conquers the base (R13: an imperial unit in its system and no
 * rebel unit left, once the base is found), or reputation meets time (R14); a round cap ends any
 * game still running in a draw.
 */
import type { Outcome } from '../core/types';
import { hasUnits } from './common';
import { EMPIRE, REBELLION, type RebState } from './types';

export function winnerOf(state: RebState): Outcome | null {
  const { fixed, game } = state;
  const base = game.base;
  if (game.baseRevealed && base >= 0 && hasUnits(fixed, game.units, base, EMPIRE) && !hasUnits(fixed, game.units, base, REBELLION)) {
    return { winner: fixed.sides[EMPIRE], key: 'rebellion.outcome.baseConquered', params: { system: fixed.systems[base]?.id ?? '' } };
  }
  if (game.reputation <= game.time) {
    return { winner: fixed.sides[REBELLION], key: 'rebellion.outcome.reputationMeetsTime', params: { time: game.time, reputation: game.reputation } };
  }
  if (state.turn > fixed.constants.roundLimit) return { winner: null, key: 'rebellion.outcome.roundLimit', params: { rounds: fixed.constants.roundLimit } };
  return null;
}
