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

const pluralRules: Record<Language, Intl.PluralRules> = { en: new Intl.PluralRules('en'), fr: new Intl.PluralRules('fr') };

/**
 * The text of `key` for these parameters. With a numeric `count`, the plural form the language
 * takes for it, as i18next picks one: `key_one` or `key_other` (French takes the singular for 0
 * and 1, English for 1 alone); the plain key when the message has no plural forms.
 */
function templateOf(language: Language, key: string, params: MessageParams): string | undefined {
  const catalog = catalogs[language];
  if (typeof params.count === 'number') {
    const form = catalog[`${key}_${pluralRules[language].select(params.count)}`] ?? catalog[`${key}_other`];
    if (form !== undefined) return form;
  }
  // Without a number to count, the plural form reads best ("{{count}} units" rather than the key).
  return catalog[key] ?? catalog[`${key}_other`];
}

/**
 * A `{{name}}` placeholder (`{{name, number}}` for a number written as the language writes it),
 * with the French « de » or « que » before it, or a nested message `$t(key, {"count": {{name}} })`
 * with its own parameters.
 */
const SLOT = /(?:(?<!\p{L})(de|que|De|Que) )?\{\{\s*(\w+)\s*(,\s*number\s*)?\}\}|\$t\(([\w.:-]+)(?:,\s*(\{[^()]*\}))?\)/gu;

/** A name French elides « de » and « que » before: one that starts with a vowel (« d’Escouade tactique 1 », « d’AT-ST »; « de Han Solo »). */
const VOWEL_FIRST = /^[aeiouàâäéèêëîïôöùûüœæ]/iu;

/**
 * Fills `{{name}}` placeholders and nested `$t(key, {"count": {{name}} })` messages, the syntax
 * i18next uses, so one catalog serves both: a message with two counted nouns ("3 deployment points
 * and 1 rivet") nests one of them with its own count. One pass over the catalog's text: what the
 * parameters bring in (names from a scenario) is never read as a placeholder. Names are data, so
 * French « de {{unit}} » elides as the name asks: « d’Escouade tactique 1 », « de Bande de boyz 1 ».
 */
export function translate(language: Language, key: string, params: MessageParams = {}): string {
  const template = templateOf(language, key, params) ?? templateOf('en', key, params) ?? key;
  const fill = (text: string): string =>
    text.replace(SLOT, (whole, before: string | undefined, name: string | undefined, format: string | undefined, nested: string | undefined, options: string | undefined) => {
      if (name !== undefined) {
        if (!Object.hasOwn(params, name)) return whole;
        const raw = params[name] as string | number;
        // Up to three decimals, as i18next's own `number` format writes them in the app.
        const value = format !== undefined && typeof raw === 'number' ? numberText(language, raw, 3) : String(raw);
        if (before === undefined) return value;
        return language === 'fr' && VOWEL_FIRST.test(value) ? `${before.slice(0, -1)}’${value}` : `${before} ${value}`;
      }
      const own = options === undefined ? {} : nestedOptions(fill(options));
      return own ? translate(language, nested as string, { ...params, ...own }) : whole;
    });
  return fill(template);
}

/** A nested message's own parameters, or null when they are not an object of numbers and texts. */
function nestedOptions(options: string): MessageParams | null {
  try {
    const parsed: unknown = JSON.parse(options);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.values(parsed).every((value) => typeof value === 'number' || typeof value === 'string') ? (parsed as MessageParams) : null;
  } catch {
    return null;
  }
}

/** Whether `key` has a text in `language`, in its plain form or in plural forms. */
export function hasMessage(language: Language, key: string): boolean {
  const catalog = catalogs[language];
  return Object.hasOwn(catalog, key) || Object.hasOwn(catalog, `${key}_other`);
}

/** Items in a sentence, the way the language lists them: "5, 2 and 1", « 5, 2 et 1 ». */
export function listText(language: Language, items: readonly string[]): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
}

/**
 * A number as the language writes it: 37.4 in English, 37,4 in French (digits grouped past a
 * thousand); with `fixed`, always that many decimals (12.0), for columns of figures.
 */
export function numberText(language: Language, value: number, fractionDigits = 1, fixed = false): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: fractionDigits, ...(fixed ? { minimumFractionDigits: fractionDigits } : {}) }).format(value);
}

/** A share as a percentage, as the language writes it: 42% in English, 42 % in French; with `fixed`, always that many decimals. */
/** A chance to show a player: « moins de 1 % » rather than « 0 % » for what may still happen, « plus de 99 % » for what may still fail. */
export function chanceText(language: Language, share: number): string {
  if (share > 0 && share < 0.005) return translate(language, 'chance.below', { percent: percentText(language, 0.01) });
  if (share < 1 && share > 0.995) return translate(language, 'chance.above', { percent: percentText(language, 0.99) });
  return percentText(language, share);
}

export function percentText(language: Language, share: number, fractionDigits = 0, fixed = false): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: fractionDigits, ...(fixed ? { minimumFractionDigits: fractionDigits } : {}) }).format(share);
}
