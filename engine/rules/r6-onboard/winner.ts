/**
 * How an R6 game ends: a side loses when all its agents are dead; the attackers win by holding an
 * objective zone (alone, by default) at the end of enough turns; the defenders win when the last
 * turn ends.
 */
import type { Outcome } from '../core/types';
import type { R6State } from './types';
import { eliminatedSide, otherSide } from './units';

export function winnerOf(state: R6State): Outcome | null {
  const { fixed, game } = state;
  const eliminated = eliminatedSide(state);
  if (eliminated !== null) return { winner: otherSide(fixed, eliminated), key: 'r6-onboard.outcome.eliminated', params: { side: eliminated } };
  for (let held = 0; held < fixed.objectives.length; held++) {
    if ((game.held[held] ?? 0) >= fixed.constants.defuseTurns) return { winner: fixed.attackers, key: fixed.objectives[held]?.bomb ? 'r6-onboard.outcome.defused' : 'r6-onboard.outcome.zoneHeld', params: { site: String(held) } };
  }
  if (game.expired) return { winner: fixed.defenders, key: 'r6-onboard.outcome.held', params: { turns: fixed.constants.turnLimit } };
  return null;
}
