/** The ruleset data shipped with the engine, and each game's own scenario checks, by id (from the registry of ruleset modules). */
import type { ScenarioChecks } from '../rules/core/module';
import { RULESET_MODULES } from '../rules/registry';
import type { RulesetData } from './types';

export type RulesetRegistry = ReadonlyMap<string, RulesetData>;

// The JSON files are validated against schemas/ruleset.schema.json by the tests (builtin-rulesets.test.ts).
export const BUILTIN_RULESETS: RulesetRegistry = new Map(RULESET_MODULES.map((module) => [module.id, module.data]));

export const BUILTIN_CHECKS: ReadonlyMap<string, ScenarioChecks> = new Map(RULESET_MODULES.flatMap((module) => (module.checks ? [[module.id, module.checks] as const] : [])));
