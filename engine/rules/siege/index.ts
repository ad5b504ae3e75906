/** SIEGE (Cry Havoc system): the ruleset, its state and action shapes, and helpers for the playtest and the CLI. */
export { siegeRuleset } from './ruleset';
export { RULESET_ID, setupGame, type SiegeInput } from './setup';
export { inspectCell } from './inspect';
export { describe, figureName, nameParams } from './describe';
export type * from './types';
