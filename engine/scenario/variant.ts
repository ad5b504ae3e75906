/**
 * Variants: a game's data with house rules, saved as a ruleset data file of its own
 * (`*.ruleset.json`) with its own id and name, naming the shipped game whose mechanics play it
 * (`mechanics`). A variant is data only and untrusted: it is read like any file (size, UTF-8, JSON),
 * checked like the shipped data (schema, then references), and must name mechanics the engine has
 * under an id of its own. A broken one is a list of problems with pointers, never a crash.
 */
import { translate } from '../i18n/index';
import { localized } from './localized';
import { listForMessage } from './lookup';
import { error, hasErrors, type Problem } from './problems';
import { checkRuleset } from './ruleset-check';
import { BUILTIN_RULESETS, mechanicsOf } from './rulesets';
import { parseJson } from './safe-json';
import { textFromBytes, textFromString } from './text-input';
import { MAX_VARIANT_BYTES, VARIANT_SUFFIX, variantTooLarge } from './variant-limits';
import type { LocalizedText, RulesetData } from './types';

export { MAX_VARIANT_BYTES, VARIANT_SUFFIX, variantTooLarge };
export const RULESET_SCHEMA_URL = 'https://skirmish-studio.dev/schemas/ruleset.schema.json';

export interface VariantRead {
  /** Present when the file is a usable variant (it may still carry warnings). */
  readonly ruleset?: RulesetData;
  readonly problems: readonly Problem[];
}

/** The mechanics a variant may run on: the shipped games that have mechanics data can be played or checked with. */
const MECHANICS: readonly string[] = [...BUILTIN_RULESETS.keys()];

function variantProblems(ruleset: RulesetData): Problem[] {
  const problems: Problem[] = [];
  if (BUILTIN_RULESETS.has(ruleset.id)) problems.push(error('/id', 'problem.variant.builtinId', { id: ruleset.id }));
  if (ruleset.mechanics === undefined) problems.push(error('', 'problem.variant.noMechanics', { known: listForMessage(MECHANICS) }));
  else if (!MECHANICS.includes(ruleset.mechanics)) problems.push(error('/mechanics', 'problem.variant.unknownMechanics', { id: ruleset.mechanics, known: listForMessage(MECHANICS) }));
  return problems;
}

/** Reads a variant file: bytes or text -> JSON -> ruleset schema -> references -> its mechanics and id. */
export function readVariant(input: string | Uint8Array): VariantRead {
  const size = typeof input === 'string' ? input.length : input.byteLength;
  if (size > MAX_VARIANT_BYTES) return { problems: [variantTooLarge(size)] };
  const decoded = typeof input === 'string' ? textFromString(input, MAX_VARIANT_BYTES) : textFromBytes(input, MAX_VARIANT_BYTES);
  if (decoded.text === undefined) return { problems: decoded.problems };
  const parsed = parseJson(decoded.text);
  if (!Object.hasOwn(parsed, 'value')) return { problems: parsed.problems };
  const problems = [...parsed.problems, ...checkRuleset(parsed.value)];
  if (hasErrors(problems)) return { problems };
  const ruleset = parsed.value as RulesetData;
  problems.push(...variantProblems(ruleset));
  return hasErrors(problems) ? { problems } : { ruleset, problems };
}

/**
 * Whether a file opened is meant as a variant: ruleset data naming the mechanics it runs on, or a
 * file named `*.ruleset.json` that is not a game's own data (which opens as "a ruleset, not a
 * scenario"). A variant meant so is installed or refused with its problems.
 */
export function meantAsVariant(bytes: Uint8Array, fileName: string): boolean {
  const named = fileName.endsWith(VARIANT_SUFFIX);
  if (bytes.byteLength > MAX_VARIANT_BYTES) return named;
  const { text } = textFromBytes(bytes, MAX_VARIANT_BYTES);
  const parsed = text === undefined ? undefined : parseJson(text);
  const value = parsed && Object.hasOwn(parsed, 'value') ? (parsed as { value: unknown }).value : undefined;
  const data = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Readonly<Record<string, unknown>>) : undefined;
  if (typeof data?.mechanics === 'string') return true;
  const gameOwn = typeof data?.id === 'string' && BUILTIN_RULESETS.has(data.id) && data.mechanics === undefined;
  return named && !gameOwn;
}

export interface VariantNaming {
  readonly id: string;
  readonly name: LocalizedText;
}

/**
 * The variant file "Save as a variant" writes: the effective data (house rules applied) under its
 * own id and name, naming the mechanics the data runs on and, in its notes, the game it was made from.
 */
export function variantOf(effective: RulesetData, naming: VariantNaming): RulesetData {
  const { $schema: _schema, id: _id, mechanics: _mechanics, name: _name, version, ...rest } = effective;
  const notes: LocalizedText = {
    en: translate('en', 'variant.notes', { game: localized(effective.name, 'en', effective.id), version }),
    fr: translate('fr', 'variant.notes', { game: localized(effective.name, 'fr', effective.id), version }),
  };
  // The reading order of a game's own file: who it is first, then its data.
  return { $schema: RULESET_SCHEMA_URL, id: naming.id, mechanics: mechanicsOf(effective), version, name: naming.name, ...rest, source: { ...effective.source, notes } };
}
