import appEn from './app.en.json';
import appFr from './app.fr.json';
import en from './en.json';
import fr from './fr.json';

/** The languages every user-facing text of the engine is written in. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export type MessageParams = Readonly<Record<string, string | number>>;

// app.*: menus and commands, shared by the native menus and the renderer; the rest: engine messages.
const catalogs: Record<Language, Record<string, string>> = {
  en: { ...appEn, ...en },
  fr: { ...appFr, ...fr },
};

/**
 * Adds a ruleset's messages (each ruleset's `messages.ts` does, as it is loaded): its keys start
 * with its id, so catalogs never collide.
 */
export function addMessages(messages: Readonly<Record<Language, Readonly<Record<string, string>>>>): void {
  for (const language of LANGUAGES) Object.assign(catalogs[language], messages[language]);
}

/** The engine's message catalogs, for hosts (the renderer's i18next, the CLI) that merge them with their own. */
export function engineMessages(language: Language): Readonly<Record<string, string>> {
  return catalogs[language];
}

/** Picks a supported language from a locale tag such as "fr-FR" or "en_US.UTF-8"; English otherwise. */
export function languageOf(locale: string | undefined | null): Language {
  const tag = (locale ?? '').toLowerCase().slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(tag) ? (tag as Language) : 'en';
}

/** Fills `{{name}}` placeholders, the same syntax i18next uses, so one catalog serves both. */
export function translate(language: Language, key: string, params: MessageParams = {}): string {
  const template = catalogs[language][key] ?? catalogs.en[key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
