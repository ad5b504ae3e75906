/**
 * How an R6 game ends: a side loses when all its agents are dead; the attackers win by holding an
 * objective zone (alone, by default) at the end of enough turns; the defenders win when the last
 * turn ends.
 */
import type { UnstatedVictory } from '../core/module';
import type { Outcome } from '../core/types';
import type { Scenario } from '../../scenario/types';
import { rolesOf } from './setup';
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

/**
 * The endings `winnerOf` plays that the scenario's conditions leave unsaid: a side whose agents
 * all die loses, the bombs' rooms are the attack's objectives when it has no zone to hold, and the
 * defence wins when the last turn ends.
 */
export function unstatedVictories(scenario: Scenario): UnstatedVictory[] {
  const roles = rolesOf(scenario);
  if (!roles) return [];
  const { attackers, defenders } = roles;
  const conditions = scenario.victory ?? [];
  const unstated: UnstatedVictory[] = [];
  const bombs = (scenario.board.tokens ?? []).some((token) => token.kind === 'bomb');
  if (bombs && !conditions.some((condition) => condition.type === 'hold-zones' && condition.side === attackers.id)) unstated.push({ side: attackers.id, key: 'r6-onboard.rule.defuse' });
  for (const [winner, loser] of [
    [attackers, defenders],
    [defenders, attackers],
  ] as const) {
    if (!conditions.some((condition) => condition.type === 'eliminate' && condition.side === winner.id && (condition.targets === undefined || condition.targets.includes(loser.id)))) unstated.push({ side: winner.id, key: 'r6-onboard.rule.eliminate' });
  }
  if (!conditions.some((condition) => condition.type === 'survive' && condition.side === defenders.id)) unstated.push({ side: defenders.id, key: 'r6-onboard.rule.clock' });
  return unstated;
}
