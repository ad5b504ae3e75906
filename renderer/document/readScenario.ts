/**
 * Reads a scenario file through the engine's loader. Whatever parses as JSON opens, problems and all,
 * so nothing the user had is lost; only text that is not JSON at all is refused, with the reason.
 */
import { loadScenario, sortProblems, type LoadResult, type Problem } from '../../engine/scenario';
import type { ScenarioData } from './openDocument';

export type ReadResult =
  | { readonly ok: true; readonly scenario: ScenarioData; readonly problems: readonly Problem[] }
  | { readonly ok: false; readonly problems: readonly Problem[] };

const isObject = (value: unknown): value is ScenarioData => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The load that produced a document just read, so opening validates a file once, not twice. */
const loads = new WeakMap<ScenarioData, LoadResult>();

export function readScenario(input: Uint8Array | string, fileName: string): ReadResult {
  const result = loadScenario(input, { fileName });
  const problems = sortProblems(result.problems);
  if (!isObject(result.document)) return { ok: false, problems };
  loads.set(result.document, result);
  return { ok: true, scenario: result.document, problems };
}

/** What loading `scenario` gave when it was read from a file; undefined for a document made or edited since. */
export function loadOf(scenario: ScenarioData): LoadResult | undefined {
  return loads.get(scenario);
}
