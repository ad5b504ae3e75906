/**
 * House rules edits: a change to the scenario's effective ruleset data (a field set or reset, an
 * entry added or removed), written back as the smallest overrides that take the game's data there.
 * A value the ruleset schema refuses is refused with the schema's own message, so the data with
 * house rules always stays usable (palettes, canvas, print); what the schema cannot see (a
 * reference to nothing, a table row short of a column, a game's own checks) is accepted and listed
 * in the Problems panel, pointing into the overrides.
 */
import { mergeOverrides, overridesBetween, sameJson } from '../../../engine/scenario';
import { checkRulesetSchema } from '../../../engine/scenario/ruleset-check';
import { pointerOf, withValueAt } from '../../../engine/scenario/json-pointer';
import type { RulesetData, Scenario } from '../../../engine/scenario/types';
import { installedCatalog } from '../../document/rulesetCatalog';
import { gameDataOf } from './context';
import { accept, refuse, type EditResult } from './result';
import { acceptIfValid } from './schemaGuard';
import { assign } from './tree';

export type Path = readonly string[];
type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first problem the ruleset schema finds at or under `path` of the data, as a refusal. */
function schemaRefusal(data: unknown, path: Path): EditResult | null {
  const at = pointerOf(...path);
  const problem = checkRulesetSchema(data).find((found) => found.pointer === at || found.pointer.startsWith(`${at}/`) || at.startsWith(`${found.pointer}/`));
  return problem ? refuse(problem.key, problem.params) : null;
}

/** The effective data a house rule edit starts from, or the refusal when the game is not installed. */
function effectiveOf(scenario: Scenario): { readonly base: RulesetData; readonly effective: Data } | EditResult {
  const base = gameDataOf(scenario);
  if (!base) return refuse('edit.ruleset.unknown', { id: scenario.ruleset.id });
  return { base, effective: mergeOverrides(base, scenario.ruleset.overrides) };
}

/** The scenario whose house rules take its game's data to `next`. */
function withEffective(scenario: Scenario, base: RulesetData, next: Data): EditResult {
  const overrides = overridesBetween(base, next);
  if (sameJson(overrides, scenario.ruleset.overrides ?? {})) return accept(scenario);
  const empty = Object.keys(overrides).length === 0;
  return acceptIfValid(scenario, { ...scenario, ruleset: assign(scenario.ruleset, { overrides: empty ? undefined : overrides }) });
}

/** Whether a value at `path` would pass the ruleset schema: null when it would, else the refusal (for a field checked as it is typed). */
export function houseRuleRefusal(scenario: Scenario, path: Path, value: unknown): EditResult | null {
  const start = effectiveOf(scenario);
  if (!('base' in start)) return start;
  return schemaRefusal(withValueAt(start.effective, path, value), path);
}

/** Sets the value at `path` of the ruleset data (undefined leaves it out). */
export function setHouseRule(scenario: Scenario, params: { readonly path: Path; readonly value: unknown }): EditResult {
  const start = effectiveOf(scenario);
  if (!('base' in start)) return start;
  const next = withValueAt(start.effective, params.path, params.value) as Data;
  return schemaRefusal(next, params.path) ?? withEffective(scenario, start.base, next);
}

/** Gives the place at `path` back the game's value (or takes it out where the game has none). */
export function resetHouseRule(scenario: Scenario, params: { readonly path: Path }): EditResult {
  const start = effectiveOf(scenario);
  if (!('base' in start)) return start;
  let original: unknown = start.base;
  for (const token of params.path) original = Array.isArray(original) ? original[Number(token)] : isRecord(original) && Object.hasOwn(original, token) ? original[token] : undefined;
  // A list item the game has not (a row added) is taken out; one it has comes back whole.
  return withEffective(scenario, start.base, withValueAt(start.effective, params.path, original) as Data);
}

/** Adds an entry to a section (a terrain kind, a unit profile, a card ...) at `path`, a copy of `template`. */
export function addHouseRuleEntry(scenario: Scenario, params: { readonly path: Path; readonly template: unknown }): EditResult {
  const start = effectiveOf(scenario);
  if (!('base' in start)) return start;
  const id = params.path.at(-1) ?? '';
  const parent = params.path.slice(0, -1).reduce<unknown>((data, token) => (isRecord(data) ? data[token] : undefined), start.effective);
  if (isRecord(parent) && Object.hasOwn(parent, id)) return refuse('edit.houseRules.idTaken', { id });
  const next = withValueAt(start.effective, params.path, params.template) as Data;
  const refused = schemaRefusal(next, params.path);
  if (refused) return refused;
  const result = withEffective(scenario, start.base, next);
  return result.ok ? { ...result, created: id } : result;
}

/** Removes the entry (or list item) at `path`. */
export function removeHouseRuleEntry(scenario: Scenario, params: { readonly path: Path }): EditResult {
  return setHouseRule(scenario, { path: params.path, value: undefined });
}

/** The scenario played on another installed ruleset (a variant its house rules were saved as): its house rules go, the variant holds them. */
export function playOnRuleset(scenario: Scenario, params: { readonly id: string }): EditResult {
  if (!installedCatalog().rulesets.has(params.id)) return refuse('edit.ruleset.unknown', { id: params.id });
  if (scenario.ruleset.id === params.id && scenario.ruleset.overrides === undefined) return accept(scenario);
  return acceptIfValid(scenario, { ...scenario, ruleset: { id: params.id } });
}
