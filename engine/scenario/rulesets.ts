/** The ruleset data shipped with the engine, by id (from the registry of ruleset modules). */
import { RULESET_MODULES } from '../rules/registry';
import type { RulesetData } from './types';

export type RulesetRegistry = ReadonlyMap<string, RulesetData>;

// The JSON files are validated against schemas/ruleset.schema.json by the tests (builtin-rulesets.test.ts).
export const BUILTIN_RULESETS: RulesetRegistry = new Map(RULESET_MODULES.map((module) => [module.id, module.data]));
