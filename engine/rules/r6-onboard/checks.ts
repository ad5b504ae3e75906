/**
 * What an R6 game needs of a scenario beyond the shared checks: two sides with their decks, known
 * phases, agents with a start; and no more edge counters at the start than the box holds.
 */
import { listForMessage } from '../../scenario/lookup';
import { error, warning, type Problem } from '../../scenario/problems';
import { sidesCount, unitsWithoutStart, unknownPhases } from '../core/checks';
import type { ScenarioInput } from '../core/module';
// The keys these checks produce must translate wherever they travel.
import './messages';
import { TURN_PHASES } from './phases';
import { deckIdFor, rolesOf, suppliesOf } from './setup';
import { EDGE_COUNTERS, UNLIMITED, type Counter } from './supplies';

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
  problems.push(...edgeCounters({ scenario, ruleset }));
  // With every agent placed the game skips deployment; otherwise each one needs a start zone.
  const reserve = (unit: { readonly reserve?: boolean }) => unit.reserve === true;
  if (scenario.sides.some((side) => (side.units ?? []).some((unit) => unit.at === undefined && !reserve(unit)))) problems.push(...unitsWithoutStart(scenario, 'r6-onboard.problem.noStart', reserve));
  return problems;
}

/**
 * Edges that start in a state whose counters are limited in play (a barricaded door, a reinforced
 * or destroyed wall) beyond what the box holds: a warning on the first edge over the count (the
 * game starts, but no more can be laid until some are gone).
 */
function edgeCounters({ scenario, ruleset }: ScenarioInput): Problem[] {
  const supplies = suppliesOf(ruleset);
  const used = new Map<Counter, number>();
  const problems: Problem[] = [];
  (scenario.board.edges ?? []).forEach((edge, index) => {
    const state = edge.state ?? ruleset.edges?.[edge.kind]?.defaultState ?? '';
    const counter = EDGE_COUNTERS[edge.kind]?.[state];
    if (counter === undefined || supplies[counter] === UNLIMITED) return;
    const count = (used.get(counter) ?? 0) + 1;
    used.set(counter, count);
    if (count === supplies[counter] + 1) problems.push(warning(`/board/edges/${index}/state`, `r6-onboard.problem.counters.${counter}`, { supply: supplies[counter] }));
  });
  return problems;
}
