/**
 * Reads a scenario file through the engine's loader. A scenario opens, problems and all, so nothing
 * the user had is lost; JSON that is not a scenario this version can edit (another kind of file, a
 * newer format) is said to be so; text that is not JSON at all is refused, with the reason.
 */
import { identifyDocument, loadScenario, sortProblems, type DocumentIdentity, type LoadResult, type Problem, type RulesetCatalog } from '../../engine/scenario';
import type { ScenarioData } from './openDocument';
import { installedCatalog } from './rulesetCatalog';

export type ReadResult =
  | { readonly ok: true; readonly scenario: ScenarioData; readonly problems: readonly Problem[]; readonly identity?: undefined }
  /** JSON, but not a scenario this version can edit: the app says what it is instead of showing a board. */
  | { readonly ok: false; readonly problems: readonly Problem[]; readonly identity: Exclude<DocumentIdentity, { kind: 'scenario' }> }
  | { readonly ok: false; readonly problems: readonly Problem[]; readonly identity?: undefined };

const isObject = (value: unknown): value is ScenarioData => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The load that produced a document just read, so opening validates a file once, not twice; with the rulesets it was checked against. */
const loads = new WeakMap<ScenarioData, { readonly result: LoadResult; readonly catalog: RulesetCatalog }>();

export function readScenario(input: Uint8Array | string, fileName: string): ReadResult {
  const catalog = installedCatalog();
  const result = loadScenario(input, { fileName, catalog });
  const problems = sortProblems(result.problems);
  if (result.document === undefined) return { ok: false, problems };
  const identity = identifyDocument(result.document);
  if (identity.kind !== 'scenario') return { ok: false, problems, identity };
  if (!isObject(result.document)) return { ok: false, problems };
  loads.set(result.document, { result, catalog });
  return { ok: true, scenario: result.document, problems };
}

/** What loading `scenario` gave when it was read from a file, under the same rulesets; undefined for a document made or edited since. */
export function loadOf(scenario: ScenarioData, catalog: RulesetCatalog = installedCatalog()): LoadResult | undefined {
  const load = loads.get(scenario);
  return load && load.catalog === catalog ? load.result : undefined;
}
