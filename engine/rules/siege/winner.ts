/**
 * How a SIEGE game ends, from the scenario's victory conditions: a side with no figure left loses;
 * an `eliminate` condition wins when its target sides are gone; a `hold-zones` (or `occupy-token`)
 * condition wins at once (`immediate`), after enough consecutive end-of-turn checks
 * (`end-of-turn`), or when the last turn ends (`end-of-game`); when the last turn ends undecided,
 * the side with a `survive` condition wins, else nobody.
 */
import type { UnstatedVictory } from '../core/module';
import type { Outcome } from '../core/types';
import type { Scenario } from '../../scenario/types';
import { otherSide } from './common';
import { eliminatedSide, objectiveHeld } from './phases';
import type { SiegeState } from './types';

export function winnerOf(state: SiegeState): Outcome | null {
  const { fixed, game } = state;
  const eliminated = eliminatedSide(state);
  if (eliminated !== null) {
    const target = fixed.eliminate.find((condition) => condition.targets.includes(eliminated));
    const winner = target?.side ?? otherSide(fixed, eliminated);
    return { winner, key: 'siege.win.eliminated', params: { side: eliminated } };
  }
  for (let index = 0; index < fixed.objectives.length; index++) {
    const objective = fixed.objectives[index];
    if (!objective) continue;
    const immediate = objective.check === 'immediate' && objectiveHeld(state, index);
    const counted = (objective.check === 'end-of-turn' || objective.check === 'end-of-round') && (game.held[index] ?? 0) >= objective.turns;
    const atEnd = objective.check === 'end-of-game' && game.ended && objectiveHeld(state, index);
    if (immediate || counted || atEnd) return { winner: objective.side, key: 'siege.win.held', params: { side: objective.side, cell: objective.label } };
  }
  if (!game.ended) return null;
  if (fixed.survivor !== null) return { winner: fixed.survivor, key: 'siege.win.survived', params: { side: fixed.survivor, turns: fixed.constants.turnLimit } };
  return { winner: null, key: 'siege.win.timeUp', params: { turns: fixed.constants.turnLimit } };
}

/**
 * The endings `winnerOf` plays that the scenario's conditions leave unsaid: with two sides, the one
 * whose figures are all gone loses, whether or not an `eliminate` condition says so.
 */
export function unstatedVictories(scenario: Scenario): UnstatedVictory[] {
  const sides = scenario.sides;
  if (sides.length !== 2) return [];
  const conditions = scenario.victory ?? [];
  return sides.flatMap((loser, index) => {
    const winner = sides[1 - index] as (typeof sides)[number];
    const stated = conditions.some((condition) => condition.type === 'eliminate' && (condition.targets === undefined ? condition.side !== loser.id : condition.targets.includes(loser.id)));
    return stated ? [] : [{ side: winner.id, key: 'siege.rule.eliminate' }];
  });
}
