/**
 * House rules as differences: the ruleset data a scenario plays with is its game's data with the
 * scenario's `ruleset.overrides` merged in (JSON Merge Patch, section by section), and the overrides
 * an editor writes are the smallest patch that takes the game's data to the data the designer wants.
 * Editing the effective data and taking the difference keeps one way to change a house rule,
 * whether it sets a field, resets it, adds an entry or removes one.
 */
import scenarioSchema from '../../schemas/scenario.schema.json';
import { mergePatch } from './merge-patch';
import { FORBIDDEN_KEYS } from './safe-json';
import type { RulesetData, RulesetOverrides } from './types';

/** The sections of the ruleset data house rules may change, as the scenario schema lists them. */
export const OVERRIDE_SECTIONS: readonly string[] = Object.keys(scenarioSchema.properties.ruleset.properties.overrides.properties);

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Deep equality of JSON values (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (!isObject(a) || !isObject(b) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]));
}

/** The ruleset data with the overrides merged in, unchecked: what the editor shows while house rules are being written. */
export function mergeOverrides(base: RulesetData, overrides: RulesetOverrides | undefined): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [section, patch] of Object.entries(overrides ?? {})) {
    if (FORBIDDEN_KEYS.has(section)) continue;
    merged[section] = mergePatch(merged[section] ?? {}, patch);
  }
  return merged;
}

/**
 * The smallest merge patch that turns `from` into `to`; undefined when they are the same. A value
 * null in `to` cannot be written by a merge patch (null removes): it comes out removed.
 */
export function patchBetween(from: unknown, to: unknown): unknown {
  if (sameJson(from, to)) return undefined;
  if (!isObject(from) || !isObject(to)) return to === undefined ? null : to;
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(from)) if (!Object.hasOwn(to, key)) patch[key] = null;
  for (const [key, value] of Object.entries(to)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    const change = Object.hasOwn(from, key) ? patchBetween(from[key], value) : value;
    if (change !== undefined) patch[key] = change;
  }
  return patch;
}

/** The overrides that take `base` to `effective`, section by section; sections house rules may not change are left out. */
export function overridesBetween(base: RulesetData, effective: Readonly<Record<string, unknown>>): RulesetOverrides {
  const overrides: Record<string, unknown> = {};
  const data = base as unknown as Readonly<Record<string, unknown>>;
  for (const section of OVERRIDE_SECTIONS) {
    const patch = patchBetween(data[section] ?? {}, effective[section] ?? {});
    if (patch !== undefined && !(isObject(patch) && Object.keys(patch).length === 0)) overrides[section] = patch;
  }
  return overrides as RulesetOverrides;
}
