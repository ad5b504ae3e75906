/**
 * What validation says of a Rapid' 40000 scenario beyond the schema and the shared checks: the
 * army structure and points of each side (R79–R83), and whether setup can put every unit where the
 * scenario says (each model on the table, off impassable ground, on no other base, in coherency;
 * or room for the unit's formation about its point). Setup lays the units out with the same code,
 * so a scenario these pass always starts a game.
 */
import { error, warning, type Problem } from '../../scenario/problems';
import type { ScenarioInput } from '../core/module';
import { compileFixed } from './compile';
import { armyFindings, profileCost } from './points';
import { layoutOf, type LayoutFault } from './setup';

/** A unit setup cannot lay out, named by its id: the problem names it in the reader's language (problem-words.ts). */
function layoutProblem(input: ScenarioInput, fault: LayoutFault, pointer: string, unit: string): Problem {
  const entry = input.scenario.sides.flatMap((side) => side.units ?? []).find((candidate) => candidate.id === unit);
  switch (fault.kind) {
    case 'positionsCount':
      return error(`${pointer}/positions`, 'rapid-40000.problem.positionsCount', { unit, count: fault.count, models: fault.models });
    case 'facesItself': {
      const toward = entry?.faceToward;
      return error(`${pointer}/faceToward`, 'rapid-40000.problem.facesItself', { unit, x: toward?.x ?? 0, y: toward?.y ?? 0 }, toward ? { point: { x: toward.x, y: toward.y } } : undefined);
    }
    case 'noRoom': {
      const at = entry?.at && 'x' in entry.at ? { point: { x: entry.at.x, y: entry.at.y } } : undefined;
      const models = input.scenario.sides.flatMap((side) => side.units ?? []).find((candidate) => candidate.id === unit)?.models?.reduce((sum, model) => sum + model.count, 0) ?? 1;
      return error(`${pointer}/at`, 'rapid-40000.problem.noRoom', { unit, models }, at);
    }
    default: {
      const position = entry?.positions?.[fault.model];
      const location = position ? { point: { x: position.x, y: position.y } } : undefined;
      const target = fault.kind === 'incoherent' ? `${pointer}/positions` : `${pointer}/positions/${fault.model}`;
      return error(target, `rapid-40000.problem.${fault.kind}`, { unit }, location);
    }
  }
}

export function rapidChecks(input: ScenarioInput): Problem[] {
  const { scenario, ruleset } = input;
  if (scenario.board.geometry.kind !== 'free' || scenario.sides.length !== 2) return [];
  const problems: Problem[] = [];
  scenario.sides.forEach((_, index) => {
    for (const finding of armyFindings(scenario, index, ruleset)) problems.push(finding.severity === 'error' ? error(finding.pointer, finding.key, finding.params) : warning(finding.pointer, finding.key, finding.params));
  });
  // A house-rule profile priced against the formula.
  const custom = scenario.ruleset.overrides?.unitProfiles;
  if (custom && typeof custom === 'object') {
    for (const id of Object.keys(custom)) {
      const profile = ruleset.unitProfiles?.[id];
      const printed = profile?.cost?.points;
      if (!profile || printed === undefined) continue;
      const formula = profileCost(profile, ruleset).points;
      if (printed !== formula) problems.push(warning(`/ruleset/overrides/unitProfiles/${id}`, 'rapid-40000.problem.costMismatch', { profile: id, printed, formula }));
    }
  }
  let fixed: ReturnType<typeof compileFixed>;
  try {
    fixed = compileFixed(input);
  } catch {
    // A scenario the rules cannot read is the shared checks' business; nothing more to say here.
    return problems;
  }
  const layout = layoutOf(input);
  // A point to face that nothing faces: the unit has no hull, or is deployed in the game (its deployment gives its facing).
  scenario.sides.forEach((side, s) =>
    (side.units ?? []).forEach((unit, i) => {
      if (!unit.faceToward) return;
      const u = layout.sources.findIndex((source) => source.side === s && source.index === i);
      if (u >= 0 && !fixed.units[u]?.models.some((model) => model.hull)) problems.push(warning(`/sides/${s}/units/${i}/faceToward`, 'rapid-40000.problem.faceTowardNoHull', { unit: unit.id }));
      else if (!(unit.at && 'x' in unit.at)) problems.push(warning(`/sides/${s}/units/${i}/faceToward`, 'rapid-40000.problem.faceTowardDeployed', { unit: unit.id }));
    }),
  );
  for (const fault of layout.faults) {
    const source = layout.sources[fault.unit];
    if (!source) continue;
    const unit = scenario.sides[source.side]?.units?.[source.index];
    problems.push(layoutProblem(input, fault, `/sides/${source.side}/units/${source.index}`, unit?.id ?? ''));
  }
  return problems;
}
