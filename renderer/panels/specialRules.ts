/**
 * The scenario's special rules (`setup.specialRules`): rules in words, added, reworded, reordered
 * and removed as edit commands like the others (a new scenario object, or a refusal); in a game
 * whose rules play some of them (Rivet Wars' missions), the effect a rule carries and its parameters.
 */
import { effectsFor, mechanicsOf, type EffectParam, type EffectSpec } from '../../engine/rules';
import type { EffectValue, LocalizedText, Scenario } from '../../engine/scenario/types';
import { freshId, idsInUse, refuse, rulesetOf, type EditResult } from '../editor/edits';
import { acceptIfValid } from '../editor/edits/schemaGuard';
import { assign, removeAt, replaceAt } from '../editor/edits/tree';

type Rule = NonNullable<NonNullable<Scenario['setup']>['specialRules']>[number];

const rulesOf = (scenario: Scenario): readonly Rule[] => scenario.setup?.specialRules ?? [];
/** The largest number an effect's parameter takes (the rules cap what they read there). */
const MAX_EFFECT_NUMBER = 1000;

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
  // Only the words change: the effect the rule carries stays.
  return acceptIfValid(scenario, withRules(scenario, replaceAt(rules, index, { ...(rules[index] as Rule), text: params.text })));
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

type Effect = NonNullable<Rule['effect']>;

/** The effects the scenario's game plays (none: its special rules are words only). */
export function effectSpecs(scenario: Scenario): readonly EffectSpec[] {
  const ruleset = rulesetOf(scenario);
  return ruleset ? effectsFor(mechanicsOf(ruleset)) : [];
}

/** The profiles a `profile` parameter offers: the units (no plugs) of the faction of the side the effect names. */
export function profileChoices(scenario: Scenario, side: EffectValue | undefined): string[] {
  const named = scenario.sides.find((candidate) => candidate.id === side);
  const faction = named ? (named.faction ?? named.id) : undefined;
  return Object.entries(rulesetOf(scenario)?.unitProfiles ?? {})
    .filter(([, profile]) => !profile.plug && (faction === undefined || profile.faction === undefined || profile.faction === faction))
    .map(([id]) => id);
}

/** For every side, the first unit of its faction, keyed by the faction (what a `profiles` parameter holds). */
function firstProfiles(scenario: Scenario): Record<string, EffectValue> {
  const profiles: Record<string, EffectValue> = {};
  for (const side of scenario.sides) {
    const first = profileChoices(scenario, side.id)[0];
    if (first !== undefined) profiles[side.faction ?? side.id] = first;
  }
  return profiles;
}

/** A list's new entry: its fields' first values. */
export function firstEntry(scenario: Scenario, fields: readonly EffectParam[]): Record<string, EffectValue> {
  const entry: Record<string, EffectValue> = {};
  for (const field of fields) {
    const value = firstValue(scenario, field, entry);
    if (value !== undefined) entry[field.name] = value;
  }
  return entry;
}

/** A parameter's first value, so that an effect chosen is playable at once: the first side, its first unit, the least number, the first choice, one entry. */
function firstValue(scenario: Scenario, param: EffectParam, params: Readonly<Record<string, EffectValue>>): EffectValue | undefined {
  if (param.optional && param.type !== 'boolean') return undefined;
  switch (param.type) {
    case 'side':
      return scenario.sides[0]?.id;
    case 'profile':
      return profileChoices(scenario, params.side)[0];
    case 'integer':
      return param.min ?? 0;
    case 'choice':
      return param.choices?.[0];
    case 'boolean':
      return param.optional ? undefined : false;
    case 'profiles':
      return firstProfiles(scenario);
    case 'list':
      return Array.from({ length: Math.max(1, param.min ?? 1) }, () => firstEntry(scenario, param.fields ?? []));
  }
}

/** Whether `value` is a whole number `param` takes. */
function takesNumber(param: EffectParam, value: EffectValue | undefined): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= (param.min ?? 0) && value <= MAX_EFFECT_NUMBER;
}

/** The first whole number of `value` (a parameter, or a list's entries) out of its range, as the refusal says it; null when none is. */
function numberRefused(param: EffectParam, value: EffectValue | undefined): EditResult | null {
  if (param.type === 'integer') return value === undefined && param.optional ? null : takesNumber(param, value) ? null : refuse('panels.rules.badNumber', { min: param.min ?? 0, max: MAX_EFFECT_NUMBER });
  if (param.type !== 'list' || !Array.isArray(value)) return null;
  for (const entry of value as readonly EffectValue[]) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    for (const field of param.fields ?? []) {
      const refused = numberRefused(field, (entry as Readonly<Record<string, EffectValue>>)[field.name]);
      if (refused) return refused;
    }
  }
  return null;
}

/** Gives a rule the effect `kind` with its first values (null: the rule stays in words). */
export function setSpecialRuleEffect(scenario: Scenario, params: { readonly id: string; readonly kind: string | null }): EditResult {
  const index = ruleIndex(scenario, params.id);
  if (index < 0) return refuse('panels.rules.unknown', { id: params.id });
  const rule = rulesOf(scenario)[index] as Rule;
  if ((rule.effect?.kind ?? null) === params.kind) return acceptIfValid(scenario, scenario);
  let effect: Effect | undefined;
  if (params.kind !== null) {
    const spec = effectSpecs(scenario).find((candidate) => candidate.kind === params.kind);
    if (!spec) return refuse('panels.rules.unknownEffect', { kind: params.kind });
    const values: Record<string, EffectValue> = {};
    for (const param of spec.params) {
      const value = firstValue(scenario, param, values);
      if (value !== undefined) values[param.name] = value;
    }
    effect = Object.keys(values).length > 0 ? { kind: spec.kind, params: values } : { kind: spec.kind };
  }
  return acceptIfValid(scenario, withRules(scenario, replaceAt(rulesOf(scenario), index, assign(rule, { effect }))));
}

/** Sets one parameter of a rule's effect (undefined removes an optional one); a new side takes a unit of its own faction. */
export function setSpecialRuleParam(scenario: Scenario, params: { readonly id: string; readonly name: string; readonly value: EffectValue | undefined }): EditResult {
  const index = ruleIndex(scenario, params.id);
  if (index < 0) return refuse('panels.rules.unknown', { id: params.id });
  const rule = rulesOf(scenario)[index] as Rule;
  const spec = effectSpecs(scenario).find((candidate) => candidate.kind === rule.effect?.kind);
  const param = spec?.params.find((candidate) => candidate.name === params.name);
  if (!rule.effect || !param) return refuse('panels.rules.unknownEffect', { kind: rule.effect?.kind ?? '' });
  const refused = numberRefused(param, params.value);
  if (refused) return refused;
  const values: Record<string, EffectValue> = { ...rule.effect.params };
  if (params.value === undefined) delete values[params.name];
  else values[params.name] = params.value;
  // A unit of the old side's faction would not be the new side's.
  const profile = spec?.params.find((candidate) => candidate.type === 'profile');
  if (param.type === 'side' && profile && !profileChoices(scenario, params.value).includes(String(values[profile.name]))) {
    const first = profileChoices(scenario, params.value)[0];
    if (first !== undefined) values[profile.name] = first;
  }
  const effect: Effect = Object.keys(values).length > 0 ? { kind: rule.effect.kind, params: values } : { kind: rule.effect.kind };
  return acceptIfValid(scenario, withRules(scenario, replaceAt(rulesOf(scenario), index, assign(rule, { effect }))));
}

