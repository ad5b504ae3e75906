/**
 * What a SIEGE game needs of a scenario beyond the shared checks: two sides, known steps, combat
 * tables and figure profiles that can be read (house rules may break them), a profile for every
 * figure, and a hex or a deployment zone for each.
 */
import { error, warning, type Problem } from '../../scenario/problems';
import { overridesPointer, sidesCount, unitsWithoutStart, unknownPhases } from '../core/checks';
import type { ScenarioInput } from '../core/module';
import { profileOf } from './figures';
// The keys these checks produce must translate wherever they travel.
import './messages';
import { STEPS } from './types';
import { loadCombatData } from './tables';
import { shortEngines } from './setup';

export function checkSiegeScenario({ scenario, ruleset }: ScenarioInput): Problem[] {
  const problems = [...sidesCount(scenario, 2, 'siege.problem.sides'), ...unknownPhases(scenario, ruleset, STEPS, 'siege.problem.step')];
  const combat = loadCombatData(ruleset);
  // The tables and profiles come from the ruleset data: a problem there lies in the scenario's house rules.
  for (const problem of combat.problems) problems.push({ ...problem, pointer: overridesPointer(problem.pointer) });
  if (combat.data) {
    const profiles = combat.data.profiles;
    scenario.sides.forEach((side, s) =>
      (side.units ?? []).forEach((unit, u) => {
        if (!unit.reserve && (unit.profile === undefined || !profileOf(profiles, unit.profile))) problems.push(error(`/sides/${s}/units/${u}/profile`, 'siege.problem.figureProfile', { unit: unit.id, profile: unit.profile ?? '' }));
      }),
    );
  }
  // Reserves stay off the map (special rules bring them in).
  problems.push(...unitsWithoutStart(scenario, 'siege.problem.noStart', (unit) => unit.reserve === true));
  for (const engine of shortEngines(scenario, ruleset)) {
    const index = (scenario.board.tokens ?? []).findIndex((token) => token.id === engine.counter);
    const token = scenario.board.tokens?.[index];
    problems.push(warning(`/board/tokens/${index}`, 'siege.problem.engineShort', { kind: engine.kind, cell: engine.cell, hexes: engine.hexes, size: engine.size }, token && 'col' in token.at ? { cell: token.at } : undefined));
  }
  return problems;
}
