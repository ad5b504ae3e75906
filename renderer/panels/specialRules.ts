/**
 * The scenario's special rules (`setup.specialRules`): rules in words, added, reworded, reordered
 * and removed as edit commands like the others (a new scenario object, or a refusal).
 */
import type { LocalizedText, Scenario } from '../../engine/scenario/types';
import { freshId, idsInUse, refuse, type EditResult } from '../editor/edits';
import { acceptIfValid } from '../editor/edits/schemaGuard';
import { assign, removeAt, replaceAt } from '../editor/edits/tree';

type Rule = NonNullable<NonNullable<Scenario['setup']>['specialRules']>[number];

const rulesOf = (scenario: Scenario): readonly Rule[] => scenario.setup?.specialRules ?? [];

function withRules(scenario: Scenario, rules: readonly Rule[]): Scenario {
  const setup = assign(scenario.setup ?? {}, { specialRules: rules.length > 0 ? rules : undefined });
  return assign(scenario, { setup: Object.keys(setup).length > 0 ? setup : undefined });
}

function textRefusal(text: LocalizedText): EditResult | null {
  const texts = typeof text === 'string' ? [text] : Object.values(text);
  return texts.length === 0 || texts.some((value) => value.trim() === '' || value.length > 4000) ? refuse('edit.text.length', { max: 4000 }) : null;
}

export function addSpecialRule(scenario: Scenario, params: { readonly text: LocalizedText }): EditResult {
  const problem = textRefusal(params.text);
  if (problem) return problem;
  const id = freshId(idsInUse(scenario), 'rule');
  const result = acceptIfValid(scenario, withRules(scenario, [...rulesOf(scenario), { id, text: params.text }]));
  return result.ok ? { ...result, created: id } : result;
}

function ruleIndex(scenario: Scenario, id: string): number {
  return rulesOf(scenario).findIndex((rule) => rule.id === id);
}

export function setSpecialRule(scenario: Scenario, params: { readonly id: string; readonly text: LocalizedText }): EditResult {
  const index = ruleIndex(scenario, params.id);
  if (index < 0) return refuse('panels.rules.unknown', { id: params.id });
  const problem = textRefusal(params.text);
  if (problem) return problem;
  const rules = rulesOf(scenario);
  if (JSON.stringify(rules[index]?.text) === JSON.stringify(params.text)) return acceptIfValid(scenario, scenario);
  return acceptIfValid(scenario, withRules(scenario, replaceAt(rules, index, { id: params.id, text: params.text })));
}

export function removeSpecialRule(scenario: Scenario, params: { readonly id: string }): EditResult {
  const index = ruleIndex(scenario, params.id);
  if (index < 0) return refuse('panels.rules.unknown', { id: params.id });
  return acceptIfValid(scenario, withRules(scenario, removeAt(rulesOf(scenario), index)));
}

/** Moves a rule to position `to` (0-based, clamped to the list). */
export function moveSpecialRule(scenario: Scenario, params: { readonly id: string; readonly to: number }): EditResult {
  const rules = rulesOf(scenario);
  const index = ruleIndex(scenario, params.id);
  if (index < 0) return refuse('panels.rules.unknown', { id: params.id });
  const to = Math.max(0, Math.min(rules.length - 1, Math.trunc(params.to)));
  if (to === index) return acceptIfValid(scenario, scenario);
  const without = removeAt(rules, index);
  return acceptIfValid(scenario, withRules(scenario, [...without.slice(0, to), rules[index] as Rule, ...without.slice(to)]));
}
