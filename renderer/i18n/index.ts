/** i18next set up with the renderer's texts and the engine's (menus, problems), in French and English. */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, engineMessages, languageOf, type Language } from '../../engine/i18n';
import en from './en.json';
import fr from './fr.json';

const rendererMessages: Record<Language, Record<string, string>> = { en, fr };
const STORAGE_KEY = 'skirmish.language';

export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { translation: { ...engineMessages(lang), ...rendererMessages[lang] } }]),
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
  });
  return instance;
}

/** The language the user chose before, or the system's. */
export function initialLanguage(storage: Pick<Storage, 'getItem'> | null, systemLanguages: readonly string[]): Language {
  const stored = storage?.getItem(STORAGE_KEY);
  if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored as Language;
  const system = systemLanguages.find((tag) => (LANGUAGES as readonly string[]).includes(tag.slice(0, 2).toLowerCase()));
  return languageOf(system);
}

export function rememberLanguage(storage: Pick<Storage, 'setItem'> | null, language: Language): void {
  try {
    storage?.setItem(STORAGE_KEY, language);
  } catch {
    // Storage full or disabled: the choice holds for this session only.
  }
}

/** The page's local storage, or null where the browser refuses it (private modes, sandboxed frames). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
