/** Scenario files: load, migrate, validate, and report problems in French or English. */
export { loadScenario, MAX_PROBLEMS, type LoadOptions, type LoadResult } from './load';
export { problemWords, problemInWords } from './problem-words';
export { renderProblem, sortProblems, hasErrors, type Problem, type ProblemLocation, type Severity } from './problems';
export { identifyDocument, type DocumentIdentity } from './identify';
export { migrateScenario, MIGRATIONS, CURRENT_VERSION, type Migration } from './migrate';
export { BUILTIN_RULESETS, BUILTIN_CATALOG, catalogWith, mechanicsOf, type RulesetCatalog, type RulesetRegistry } from './rulesets';
export { meantAsVariant, readVariant, variantOf, variantTooLarge, MAX_VARIANT_BYTES, VARIANT_SUFFIX, RULESET_SCHEMA_URL, type VariantRead, type VariantNaming } from './variant';
export { mergeOverrides, overridesBetween, patchBetween, sameJson, OVERRIDE_SECTIONS } from './house-rules';
export { checkRuleset } from './ruleset-check';
export { applyOverrides, overridesPointerIn, OVERRIDES_POINTER } from './overrides';
export { expandTiles, footprintOf, terrainOfCells, type TileContents } from './tiles';
export { deriveRoom, roomBoundary } from './rooms';
export { MAX_FILE_BYTES, megabytes, tooLarge } from './text-input';
export { MAX_NESTING_DEPTH } from './safe-json';
export type * from './types';
export { capitalized, descriptionIn, localized, titleIn, unitLabel } from './localized';
