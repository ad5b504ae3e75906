/** Reads a scenario file's bytes into a document, or a translatable reason why it is not one. */
import type { ScenarioData } from './openDocument';

export type ReadResult =
  | { readonly ok: true; readonly scenario: ScenarioData }
  | { readonly ok: false; readonly reason: { key: string; params: Record<string, string | number> } };

export function readScenario(bytes: Uint8Array): ReadResult {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: { key: 'document.notUtf8', params: {} } };
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return { ok: true, scenario: value as ScenarioData };
    return { ok: false, reason: { key: 'document.notObject', params: {} } };
  } catch (error) {
    return { ok: false, reason: { key: 'document.badJson', params: { message: error instanceof Error ? error.message : '' } } };
  }
}
