/** Rainbow Six Siege: On Board: the ruleset, its state and action shapes, and helpers for the playtest and the CLI. */
export { r6Ruleset } from './ruleset';
export { RULESET_ID, setupGame, type R6Input } from './setup';
export { inspectCell } from './inspect';
export { describe, nameParams } from './describe';
export { lineOfFire, visibleCells, reachCosts } from './board';
export { CARD_EFFECTS, effectOfCard } from './cards';
export type * from './types';
export { HIDDEN_CARD } from './types';
