/**
 * Reads a scenario file through the engine's loader. Whatever parses as JSON opens, problems and all,
 * so nothing the user had is lost; only text that is not JSON at all is refused, with the reason.
 */
import { loadScenario, sortProblems, type Problem } from '../../engine/scenario';
import type { ScenarioData } from './openDocument';

export type ReadResult =
  | { readonly ok: true; readonly scenario: ScenarioData; readonly problems: readonly Problem[] }
  | { readonly ok: false; readonly problems: readonly Problem[] };

const isObject = (value: unknown): value is ScenarioData => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readScenario(input: Uint8Array | string, fileName: string): ReadResult {
  const result = loadScenario(input, { fileName });
  const problems = sortProblems(result.problems);
  return isObject(result.document) ? { ok: true, scenario: result.document, problems } : { ok: false, problems };
}
