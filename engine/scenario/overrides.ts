/**
 * House rules: a scenario's `ruleset.overrides` merged into the ruleset data (JSON Merge Patch),
 * then checked like ruleset data, with problems pointing into the scenario's overrides.
 */
import { parsePointer, resolvePointer } from './json-pointer';
import { mergePatch } from './merge-patch';
import type { Problem } from './problems';
import { checkRulesetReferences, checkRulesetSchema } from './ruleset-check';
import type { RulesetData, RulesetOverrides } from './types';

const OVERRIDES_POINTER = '/ruleset/overrides';

export interface EffectiveRuleset {
  /** Undefined when the overrides break the ruleset data beyond use. */
  readonly ruleset?: RulesetData;
  readonly problems: Problem[];
}

/** Points a problem found in the merged ruleset at the deepest part of the overrides that exists. */
function intoOverrides(problem: Problem, scenario: unknown): Problem {
  const tokens = parsePointer(problem.pointer) ?? [];
  for (let length = tokens.length; length > 0; length--) {
    const candidate = OVERRIDES_POINTER + tokens.slice(0, length).map((t) => `/${t.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
    if (resolvePointer(scenario, candidate) !== undefined) return { ...problem, pointer: candidate };
  }
  return { ...problem, pointer: OVERRIDES_POINTER };
}

export function applyOverrides(ruleset: RulesetData, overrides: RulesetOverrides | undefined, scenario: unknown): EffectiveRuleset {
  if (!overrides || Object.keys(overrides).length === 0) return { ruleset, problems: [] };
  const merged: Record<string, unknown> = { ...ruleset };
  for (const [section, patch] of Object.entries(overrides)) {
    merged[section] = mergePatch(merged[section] ?? {}, patch);
  }
  const schemaProblems = checkRulesetSchema(merged);
  if (schemaProblems.length > 0) return { problems: schemaProblems.map((problem) => intoOverrides(problem, scenario)) };
  const effective = merged as unknown as RulesetData;
  return { ruleset: effective, problems: checkRulesetReferences(effective).map((problem) => intoOverrides(problem, scenario)) };
}
