/**
 * House rules: a scenario's `ruleset.overrides` merged into the ruleset data (JSON Merge Patch),
 * then checked like ruleset data, with problems pointing into the scenario's overrides.
 */
import { mergeOverrides } from './house-rules';
import { parsePointer, pointerOf, resolvePointer } from './json-pointer';
import { own } from './lookup';
import { error, type Problem } from './problems';
import { checkRulesetReferences, checkRulesetSchema } from './ruleset-check';
import type { RulesetData, RulesetOverrides } from './types';

export const OVERRIDES_POINTER = '/ruleset/overrides';

export interface EffectiveRuleset {
  /** Undefined when the overrides break the ruleset data beyond use. */
  readonly ruleset?: RulesetData;
  readonly problems: Problem[];
}

/**
 * Where a place of the ruleset data lies in the scenario: the deepest part of its overrides that
 * exists; the ruleset reference itself when the overrides do not touch that part (the problem then
 * lies in the ruleset data, a variant's file).
 */
export function overridesPointerIn(scenario: unknown, rulesetPointer: string): string {
  const tokens = parsePointer(rulesetPointer) ?? [];
  for (let length = tokens.length; length > 0; length--) {
    const candidate = OVERRIDES_POINTER + pointerOf(...tokens.slice(0, length));
    if (resolvePointer(scenario, candidate) !== undefined) return candidate;
  }
  return resolvePointer(scenario, OVERRIDES_POINTER) === undefined ? '/ruleset/id' : OVERRIDES_POINTER;
}

/** Points a problem found in the merged ruleset at the deepest part of the overrides that exists. */
function intoOverrides(problem: Problem, scenario: unknown): Problem {
  return { ...problem, pointer: overridesPointerIn(scenario, problem.pointer) };
}

/** A constant a house rule removes though the mechanics need it, or gives another kind of value than the game's (a text for a number ...). */
function constantTypeProblems(base: RulesetData, overrides: RulesetOverrides): Problem[] {
  const problems: Problem[] = [];
  for (const [id, value] of Object.entries(overrides.constants ?? {})) {
    const original = own(base.constants, id);
    if (original !== undefined && value === null && own(base.constantDocs, id)?.default === undefined) {
      problems.push(error(pointerOf('ruleset', 'overrides', 'constants', id), 'problem.constant.required', { id, value: String(original) }));
    } else if (original !== undefined && value !== null && typeof value !== typeof original) {
      problems.push(error(pointerOf('ruleset', 'overrides', 'constants', id), `problem.constant.type.${typeof original}`, { id, value: String(value) }));
    }
  }
  return problems;
}

export function applyOverrides(ruleset: RulesetData, overrides: RulesetOverrides | undefined, scenario: unknown): EffectiveRuleset {
  if (!overrides || Object.keys(overrides).length === 0) return { ruleset, problems: [] };
  const merged = mergeOverrides(ruleset, overrides);
  const schemaProblems = checkRulesetSchema(merged);
  if (schemaProblems.length > 0) return { problems: schemaProblems.map((problem) => intoOverrides(problem, scenario)) };
  const effective = merged as unknown as RulesetData;
  const typeProblems = constantTypeProblems(ruleset, overrides);
  const typed = new Set(typeProblems.map((problem) => problem.pointer));
  const references = checkRulesetReferences(effective)
    .map((problem) => intoOverrides(problem, scenario))
    .filter((problem) => !typed.has(problem.pointer));
  return { ruleset: effective, problems: [...typeProblems, ...references] };
}
