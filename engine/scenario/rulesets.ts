/** The ruleset data shipped with the engine, by id, and each game's own scenario checks (from the registry of ruleset modules). */
import type { ScenarioChecks } from '../rules/core/module';
import { RULESET_MODULES } from '../rules/registry';
import type { RulesetData } from './types';

export type RulesetRegistry = ReadonlyMap<string, RulesetData>;
export type ChecksRegistry = ReadonlyMap<string, ScenarioChecks>;

// The JSON files are validated against schemas/ruleset.schema.json by the tests (builtin-rulesets.test.ts).
export const BUILTIN_RULESETS: RulesetRegistry = new Map(RULESET_MODULES.map((module) => [module.id, module.data]));

/** The scenario checks of the games that have some, by ruleset id. */
export const BUILTIN_CHECKS: ChecksRegistry = new Map(RULESET_MODULES.flatMap((module) => (module.checks ? [[module.id, module.checks] as const] : [])));
