/** What an R6 game needs of a scenario beyond the shared checks: two sides with their decks, known phases, agents with a start. */
import { listForMessage } from '../../scenario/lookup';
import { error, type Problem } from '../../scenario/problems';
import { sidesCount, unitsWithoutStart, unknownPhases } from '../core/checks';
import type { ScenarioInput } from '../core/module';
// The keys these checks produce must translate wherever they travel.
import './messages';
import { TURN_PHASES } from './phases';
import { deckIdFor, rolesOf } from './setup';

export function checkR6Scenario({ scenario, ruleset }: ScenarioInput): Problem[] {
  const problems = [...sidesCount(scenario, 2, 'r6-onboard.problem.sides'), ...unknownPhases(scenario, ruleset, TURN_PHASES, 'r6-onboard.problem.phase')];
  const roles = rolesOf(scenario);
  if (roles) {
    for (const [side, role] of [[roles.attackers, 'attack'], [roles.defenders, 'defense']] as const) {
      const deck = deckIdFor(ruleset, side, role);
      if (!Object.hasOwn(ruleset.decks ?? {}, deck)) {
        problems.push(error(`/sides/${scenario.sides.indexOf(side)}`, 'r6-onboard.problem.deck', { side: side.id, deck, known: listForMessage(Object.keys(ruleset.decks ?? {})) || '—' }));
      }
    }
  }
  // With every agent placed the game skips deployment; otherwise each one needs a start zone.
  const reserve = (unit: { readonly reserve?: boolean }) => unit.reserve === true;
  if (scenario.sides.some((side) => (side.units ?? []).some((unit) => unit.at === undefined && !reserve(unit)))) problems.push(...unitsWithoutStart(scenario, 'r6-onboard.problem.noStart', reserve));
  return problems;
}
