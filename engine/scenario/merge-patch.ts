/**
 * JSON Merge Patch (RFC 7386), used for house rules. Keys that could reach a prototype are never
 * written, whatever the patch holds.
 */
import { FORBIDDEN_KEYS } from './safe-json';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const result: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    if (value === null) delete result[key];
    else result[key] = mergePatch(Object.hasOwn(result, key) ? result[key] : undefined, value);
  }
  return result;
}
