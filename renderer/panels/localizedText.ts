/**
 * Editing the format's localised texts (`"Porte"` or `{ "fr": "Porte", "en": "Door" }`): one
 * string for every language, or one per language, as the designer chooses.
 */
import type { LocalizedText } from '../../engine/scenario/types';

export type TextParts = { readonly kind: 'single'; readonly text: string } | { readonly kind: 'perLanguage'; readonly texts: Readonly<Record<string, string>> };

export function partsOf(text: LocalizedText | undefined): TextParts {
  if (text === undefined || typeof text === 'string') return { kind: 'single', text: text ?? '' };
  return { kind: 'perLanguage', texts: text };
}

/** The languages a per-language text shows: the app's, then any other the file has. */
export function languagesOf(text: LocalizedText | undefined, languages: readonly string[]): string[] {
  const own = text !== undefined && typeof text !== 'string' ? Object.keys(text) : [];
  return [...languages, ...own.filter((language) => !languages.includes(language))];
}

/** The text with one language's wording replaced; blank wordings are dropped, and nothing left gives null. */
export function withTranslation(text: LocalizedText | undefined, language: string, value: string): LocalizedText | null {
  const texts: Record<string, string> = text !== undefined && typeof text !== 'string' ? { ...text } : {};
  if (value.trim() === '') delete texts[language];
  else texts[language] = value;
  return Object.keys(texts).length > 0 ? texts : null;
}

/** One string becomes a wording per language (each starting as that string), and back to the wording of `keep`. */
export function splitText(text: LocalizedText | undefined, languages: readonly string[]): LocalizedText | null {
  if (typeof text !== 'string' || text.trim() === '') return text ?? null;
  return Object.fromEntries(languages.map((language) => [language, text]));
}

export function joinText(text: LocalizedText | undefined, keep: string): LocalizedText | null {
  if (text === undefined || typeof text === 'string') return text ?? null;
  return text[keep] ?? Object.values(text)[0] ?? null;
}
