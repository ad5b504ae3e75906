/** i18next set up with the renderer's texts and the engine's (menus, problems, every ruleset's), in French and English. */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Preferences } from '../../engine/app/preferences';
import { LANGUAGES, engineMessages, languageOf, type Language } from '../../engine/i18n';
import { rulesetMessagesIn } from '../../engine/rules';
import en from './en.json';
import fr from './fr.json';

const rendererMessages: Record<Language, Record<string, string>> = { en, fr };

export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { translation: { ...engineMessages(lang), ...rulesetMessagesIn(lang), ...rendererMessages[lang] } }]),
  );
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources,
    initAsync: false,
    // Keys contain dots ("app.menu.file"): they are flat keys, not paths.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

/** The language to show: the one the user chose in the preferences, else the system's first supported one. */
export function languageFor(preference: Preferences['language'], systemLanguages: readonly string[]): Language {
  if (preference !== 'system') return preference;
  const system = systemLanguages.find((tag) => (LANGUAGES as readonly string[]).includes(tag.slice(0, 2).toLowerCase()));
  return languageOf(system);
}
