/** Picking the user's language out of a scenario's or ruleset's localised text. */
import type { Language } from '../i18n/index';
import { own } from './lookup';
import type { LocalizedText, RulesetData, ScenarioMeta, Unit } from './types';

export function localized(text: LocalizedText | undefined, language: Language, fallback = ''): string {
  if (text === undefined) return fallback;
  if (typeof text === 'string') return text;
  return text[language] ?? text.en ?? Object.values(text)[0] ?? fallback;
}

/** What a unit is called: its own name, else its (first) profile's, else its id; never left to show an id when a name exists. */
export function unitLabel(unit: Pick<Unit, 'id' | 'name' | 'profile' | 'models'>, ruleset: RulesetData | undefined, language: Language): string {
  const profile = unit.profile ?? unit.models?.[0]?.profile ?? '';
  return localized(unit.name, language) || localized(own(ruleset?.unitProfiles, profile)?.name, language) || unit.id;
}

/**
 * A scenario's title as one localised text: the title in its own language first, then its
 * translations' (`meta.translations`), so `localized` picks the reader's and falls back to its own.
 */
export function titleText(meta: Pick<ScenarioMeta, 'title' | 'language' | 'translations'>): LocalizedText {
  const titles: Record<string, string> = { [meta.language]: meta.title };
  for (const [language, translation] of Object.entries(meta.translations ?? {})) {
    if (language !== meta.language && typeof translation?.title === 'string' && translation.title.trim() !== '') titles[language] = translation.title;
  }
  return titles;
}

/** A scenario's title as a reader of `language` sees it: its translation when it has one, else its own. */
export function titleIn(meta: Pick<ScenarioMeta, 'title' | 'language' | 'translations'>, language: Language): string {
  return localized(titleText(meta), language);
}

/** A scenario's description as a reader of `language` sees it: its translation when it has one, else its own (undefined when there is none). */
export function descriptionIn(meta: Pick<ScenarioMeta, 'description' | 'language' | 'translations'>, language: Language): string | undefined {
  const translated = language !== meta.language ? meta.translations?.[language]?.description : undefined;
  return typeof translated === 'string' && translated.trim() !== '' ? translated : meta.description;
}

/**
 * A kind's name as a sentence reads it midway: « une porte », "this door". Its capital is dropped
 * unless another one follows, the mark of a proper name or an acronym (« AT-ST », "Death Star").
 */
export function inSentence(name: string, language: Language): string {
  const rest = name.slice(1);
  return rest === rest.toLocaleLowerCase(language) ? name.charAt(0).toLocaleLowerCase(language) + rest : name;
}

/** A text opening a sentence: its first letter in capitals (« La tour de siège », « L’écran de siège »). */
export function capitalized(text: string, language: Language): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
