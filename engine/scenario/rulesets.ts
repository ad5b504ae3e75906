/**
 * The ruleset data a scenario can name: the games shipped with the engine (from the registry of
 * ruleset modules) and the variants installed beside them (data files that run on a shipped game's
 * mechanics), with each one's scenario checks.
 */
import type { ScenarioChecks } from '../rules/core/module';
import { RULESET_MODULES } from '../rules/registry';
import { mechanicsOf } from './mechanics';
import type { RulesetData } from './types';

export { mechanicsOf };

export type RulesetRegistry = ReadonlyMap<string, RulesetData>;

// The JSON files are validated against schemas/ruleset.schema.json by the tests (builtin-rulesets.test.ts).
export const BUILTIN_RULESETS: RulesetRegistry = new Map(RULESET_MODULES.map((module) => [module.id, module.data]));

export const BUILTIN_CHECKS: ReadonlyMap<string, ScenarioChecks> = new Map(RULESET_MODULES.flatMap((module) => (module.checks ? [[module.id, module.checks] as const] : [])));


/** What validation knows of rulesets: their data and checks by id, and where variants were looked for. */
export interface RulesetCatalog {
  readonly rulesets: RulesetRegistry;
  /** A variant is checked by its mechanics' own checks. */
  readonly checks: ReadonlyMap<string, ScenarioChecks>;
  /** Where variants were looked for (a folder, the app's variants), named when a scenario's ruleset is missing. */
  readonly places: readonly string[];
}

export const BUILTIN_CATALOG: RulesetCatalog = { rulesets: BUILTIN_RULESETS, checks: BUILTIN_CHECKS, places: [] };

/** The shipped games with `variants` beside them; a variant that takes a shipped game's id is left out (reading it refuses it). */
export function catalogWith(variants: readonly RulesetData[], places: readonly string[] = []): RulesetCatalog {
  const rulesets = new Map(BUILTIN_RULESETS);
  const checks = new Map(BUILTIN_CHECKS);
  for (const variant of variants) {
    if (BUILTIN_RULESETS.has(variant.id)) continue;
    rulesets.set(variant.id, variant);
    const own = BUILTIN_CHECKS.get(mechanicsOf(variant));
    if (own) checks.set(variant.id, own);
    else checks.delete(variant.id);
  }
  return { rulesets, checks, places };
}
