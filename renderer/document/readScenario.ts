/**
 * Reads a scenario file through the engine's loader. A scenario opens, problems and all, so nothing
 * the user had is lost; JSON that is not a scenario this version can edit (another kind of file, a
 * newer format) is said to be so; text that is not JSON at all is refused, with the reason.
 */
import { identifyDocument, loadScenario, sortProblems, type DocumentIdentity, type LoadResult, type Problem } from '../../engine/scenario';
import type { ScenarioData } from './openDocument';

export type ReadResult =
  | { readonly ok: true; readonly scenario: ScenarioData; readonly problems: readonly Problem[] }
  /** JSON, but not a scenario this version can edit: the app says what it is instead of showing a board. */
  | { readonly ok: false; readonly problems: readonly Problem[]; readonly identity: Exclude<DocumentIdentity, { kind: 'scenario' }> }
  | { readonly ok: false; readonly problems: readonly Problem[]; readonly identity?: undefined };

const isObject = (value: unknown): value is ScenarioData => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The load that produced a document just read, so opening validates a file once, not twice. */
const loads = new WeakMap<ScenarioData, LoadResult>();

export function readScenario(input: Uint8Array | string, fileName: string): ReadResult {
  const result = loadScenario(input, { fileName });
  const problems = sortProblems(result.problems);
  if (result.document === undefined) return { ok: false, problems };
  const identity = identifyDocument(result.document);
  if (identity.kind !== 'scenario') return { ok: false, problems, identity };
  if (!isObject(result.document)) return { ok: false, problems };
  loads.set(result.document, result);
  return { ok: true, scenario: result.document, problems };
}

/** What loading `scenario` gave when it was read from a file; undefined for a document made or edited since. */
export function loadOf(scenario: ScenarioData): LoadResult | undefined {
  return loads.get(scenario);
}
