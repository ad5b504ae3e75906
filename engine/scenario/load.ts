/**
 * Loading a scenario file: bytes or text -> JSON -> migration -> schema -> semantic checks.
 * Never throws and never hangs: every failure is a problem with a pointer and a message key.
 */
import { defaultKernelFactory } from './board-kernel';
import { validateScenario } from './generated/validators.js';
import { migrateScenario } from './migrate';
import { error, hasErrors, type Problem } from './problems';
import { OVERRIDES_POINTER, overridesPointerIn } from './overrides';
import { BUILTIN_CATALOG, type RulesetCatalog } from './rulesets';
import { parseJson, MAX_NESTING_DEPTH } from './safe-json';
import { problemsFromSchemaErrors } from './schema-errors';
import { checkSemantics } from './semantic';
import type { KernelFactory } from './semantic-context';
import { MAX_FILE_BYTES, textFromBytes, textFromString } from './text-input';
import type { RulesetData, Scenario } from './types';

/** More problems than this are summarised: past it they are noise, and the report must stay readable. */
export const MAX_PROBLEMS = 200;

export interface LoadOptions {
  /** Shown by hosts next to problems; not used to read anything. */
  readonly fileName?: string;
  /** The rulesets a scenario may name, with their checks (run on a scenario that passed the shared ones without errors); the shipped games when absent. */
  readonly catalog?: RulesetCatalog;
  readonly createKernel?: KernelFactory;
  readonly maxBytes?: number;
  readonly maxDepth?: number;
}

export interface LoadResult {
  /** Present when the file has the scenario's structure (it passed the schema), even with semantic errors. */
  readonly scenario?: Scenario;
  readonly problems: Problem[];
  /** The parsed JSON, migrated, whenever the text was JSON: nothing the user had is lost. */
  readonly document?: unknown;
  /** The scenario's ruleset with its house rules applied, when known. */
  readonly ruleset?: RulesetData;
  /** The format version the file was migrated from, when it was older. */
  readonly migratedFrom?: number;
}

function capped(problems: Problem[]): Problem[] {
  if (problems.length <= MAX_PROBLEMS) return problems;
  const kept = problems.slice(0, MAX_PROBLEMS);
  kept.push(error('', 'problem.tooMany', { count: problems.length - MAX_PROBLEMS }));
  return kept;
}

/** A game's check that points into the house rules points at the part of them that exists (or at the ruleset, for its own data). */
function inOverrides(problem: Problem, document: unknown): Problem {
  if (problem.pointer !== OVERRIDES_POINTER && !problem.pointer.startsWith(`${OVERRIDES_POINTER}/`)) return problem;
  return { ...problem, pointer: overridesPointerIn(document, problem.pointer.slice(OVERRIDES_POINTER.length)) };
}

function load(input: string | Uint8Array, options: LoadOptions): LoadResult {
  const maxBytes = options.maxBytes ?? MAX_FILE_BYTES;
  const decoded = typeof input === 'string' ? textFromString(input, maxBytes) : textFromBytes(input, maxBytes);
  if (decoded.text === undefined) return { problems: decoded.problems };

  const parsed = parseJson(decoded.text, { maxDepth: options.maxDepth ?? MAX_NESTING_DEPTH });
  if (!Object.hasOwn(parsed, 'value')) return { problems: parsed.problems };

  const migrated = migrateScenario(parsed.value);
  const problems = [...parsed.problems, ...migrated.problems];
  const document = migrated.document;
  const base = migrated.fromVersion === undefined ? { document } : { document, migratedFrom: migrated.fromVersion };
  if (hasErrors(migrated.problems)) return { ...base, problems: capped(problems) };

  if (!validateScenario(document)) {
    problems.push(...problemsFromSchemaErrors(validateScenario.errors ?? []));
    return { ...base, problems: capped(problems) };
  }
  const scenario = document as Scenario;
  const catalog = options.catalog ?? BUILTIN_CATALOG;
  const semantic = checkSemantics(scenario, document, { catalog, createKernel: options.createKernel ?? defaultKernelFactory });
  problems.push(...semantic.problems);
  const ownChecks = catalog.checks.get(scenario.ruleset.id);
  if (ownChecks && semantic.ruleset && !hasErrors(problems)) {
    const replaced = new Set(ownChecks.replaces ?? []);
    const kept = problems.filter((problem) => !replaced.has(problem.key));
    problems.length = 0;
    problems.push(...kept, ...ownChecks({ scenario, ruleset: semantic.ruleset }).map((problem) => inOverrides(problem, document)));
  }
  const result = { ...base, scenario, problems: capped(problems) };
  return semantic.ruleset ? { ...result, ruleset: semantic.ruleset } : result;
}

export function loadScenario(input: string | Uint8Array, options: LoadOptions = {}): LoadResult {
  try {
    return load(input, options);
  } catch (caught) {
    // A bug must not take the user's file down with it: report it as a problem instead.
    return { problems: [error('', 'problem.internal', { detail: caught instanceof Error ? caught.message : String(caught) })] };
  }
}
