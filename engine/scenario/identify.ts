/**
 * What a JSON file is, before it is opened for editing: a scenario (even a broken one, whose
 * problems the editor lists), a scenario of a newer format than this program reads, or something
 * else altogether (a ruleset, the preferences, any other JSON), which the editor must not show as a
 * board. Decided from the document's shape, never from its name.
 */
import { CURRENT_VERSION } from './migrate';

export type DocumentIdentity =
  | { readonly kind: 'scenario' }
  | { readonly kind: 'newer'; readonly version: number; readonly current: number }
  | { readonly kind: 'other'; readonly what: 'ruleset' | 'preferences' | 'gameRecord' | 'list' | 'value' | 'object'; readonly fields: readonly string[] };

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of a scenario file: one of the first two, and any other two, make it look like one. */
const SCENARIO_FIELDS = ['board', 'sides', 'ruleset', 'meta', 'victory', 'turns', 'setup'] as const;

const schemaNamed = (document: Readonly<Record<string, unknown>>, name: string) => typeof document.$schema === 'string' && document.$schema.includes(name);

export function identifyDocument(document: unknown): DocumentIdentity {
  if (Array.isArray(document)) return { kind: 'other', what: 'list', fields: [] };
  if (!isObject(document)) return { kind: 'other', what: 'value', fields: [] };
  const fields = Object.keys(document);
  const ruleset = schemaNamed(document, 'ruleset.schema') || (isObject(document.terrain) && isObject(document.board) && typeof document.id === 'string');
  if (ruleset) return { kind: 'other', what: 'ruleset', fields };
  if (schemaNamed(document, 'game-record.schema') || ('actions' in document && 'seats' in document && 'scenario' in document)) return { kind: 'other', what: 'gameRecord', fields };
  if (schemaNamed(document, 'preferences.schema') || ('autosaveSeconds' in document && 'paper' in document)) return { kind: 'other', what: 'preferences', fields };
  const present = SCENARIO_FIELDS.filter((field) => field in document);
  const scenario = schemaNamed(document, 'scenario.schema') || (('board' in document || 'sides' in document) && present.length >= 2);
  if (!scenario) return { kind: 'other', what: 'object', fields };
  const version = document.version;
  if (typeof version === 'number' && Number.isInteger(version) && version > CURRENT_VERSION) return { kind: 'newer', version, current: CURRENT_VERSION };
  return { kind: 'scenario' };
}
