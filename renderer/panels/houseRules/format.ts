/**
 * A value of the ruleset data in words, as the panel shows the game's value beside the scenario's:
 * a name in the interface language, "impassable" for a cost that is null, yes or no, a list or a map
 * in one short line.
 */
import type { Language } from '../../../engine/i18n';
import { localized } from '../../../engine/scenario';
import type { LocalizedText } from '../../../engine/scenario/types';
import type { FieldModel, Option } from './model';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);
const MAX = 60;

function clip(text: string): string {
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

function labelOf(options: readonly Option[] | null | undefined, id: string): string {
  return options?.find((option) => option.id === id)?.label ?? id;
}

/** A plain JSON value in words (used inside lists and maps). */
function plainText(value: unknown, language: Language, t: Translate): string {
  if (value === undefined) return t('houseRules.absent');
  if (value === null) return t('houseRules.impassable');
  if (typeof value === 'boolean') return t(value ? 'houseRules.yes' : 'houseRules.no');
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (Array.isArray(value)) return value.map((item) => plainText(item, language, t)).join(', ');
  if (isRecord(value)) {
    if (value.name !== undefined) return localized(value.name as LocalizedText, language);
    if (typeof value.id === 'string') return value.value === undefined ? value.id : `${value.id} ${String(value.value)}`;
    if (typeof value.key === 'string') return value.key;
    if (Object.keys(value).every((key) => /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(key))) return localized(value as LocalizedText, language);
    return Object.entries(value).map(([key, inner]) => `${key} ${plainText(inner, language, t)}`).join(', ');
  }
  return String(value);
}

/** A field's value in words: the game's value the panel shows beside the control. */
export function formatValue(field: FieldModel, value: unknown, language: Language, t: Translate): string {
  const control = field.control;
  if (value === undefined) return t('houseRules.absent');
  if (control.kind === 'text') return clip(localized(value as LocalizedText, language));
  if (control.kind === 'choice' && typeof value === 'string') return labelOf(control.options, value);
  if (control.kind === 'map' && isRecord(value)) {
    const entries = Object.entries(value).map(([key, inner]) => `${labelOf(control.keys, key)} ${plainText(inner, language, t)}`);
    return clip(entries.length > 0 ? entries.join(', ') : t('houseRules.empty'));
  }
  if (control.kind === 'list' && Array.isArray(value)) return clip(value.length > 0 ? plainText(value, language, t) : t('houseRules.empty'));
  if (control.kind === 'object' && isRecord(value)) return clip(plainText(value, language, t));
  return clip(plainText(value, language, t));
}
