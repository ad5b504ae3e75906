/** The rulesets shipped with the engine, by id. */
import r6OnBoard from '../rules/r6-onboard/ruleset.json';
import rivetWars from '../rules/rivet-wars/ruleset.json';
import siege from '../rules/siege/ruleset.json';
import rapid40000 from '../rules/rapid-40000/ruleset.json';
import rebellion from '../rules/rebellion/ruleset.json';
import type { RulesetData } from './types';

export type RulesetRegistry = ReadonlyMap<string, RulesetData>;

// The JSON files are validated against schemas/ruleset.schema.json by the tests (builtin-rulesets.test.ts).
const shipped = [r6OnBoard, rivetWars, siege, rapid40000, rebellion] as unknown as readonly RulesetData[];

export const BUILTIN_RULESETS: RulesetRegistry = new Map(shipped.map((ruleset) => [ruleset.id, ruleset]));
