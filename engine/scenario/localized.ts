/** Picking the user's language out of a scenario's or ruleset's localised text. */
import type { Language } from '../i18n/index';
import type { LocalizedText } from './types';

export function localized(text: LocalizedText | undefined, language: Language, fallback = ''): string {
  if (text === undefined) return fallback;
  if (typeof text === 'string') return text;
  return text[language] ?? text.en ?? Object.values(text)[0] ?? fallback;
}
