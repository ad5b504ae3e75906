import { describe, expect, it } from 'vitest';
import { engineMessages } from '../../engine/i18n';
import { createI18n, languageFor } from './index';
import en from './en.json';
import fr from './fr.json';

describe('renderer i18n', () => {
  it('has the same keys in French and English, none empty', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const value of [...Object.values(en), ...Object.values(fr)]) expect(value.trim()).not.toBe('');
  });

  it('never reuses a key of the engine catalogs, which it would silently override', () => {
    const engineKeys = new Set([...Object.keys(engineMessages('en')), ...Object.keys(engineMessages('fr'))]);
    expect(Object.keys(en).filter((key) => engineKeys.has(key))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(fr[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('translates renderer and engine keys, with flat dotted keys', () => {
    const i18n = createI18n('fr');
    expect(i18n.t('start.new')).toBe('Nouveau scénario');
    expect(i18n.t('app.menu.file')).toBe('Fichier');
    expect(i18n.t('start.openSample', { title: 'Ambassade' })).toBe('Ouvrir « Ambassade »');
    void i18n.changeLanguage('en');
    expect(i18n.t('app.menu.file')).toBe('File');
  });

  it('uses the language chosen in the preferences, else the system one, else English', () => {
    expect(languageFor('system', ['fr-CA', 'en-US'])).toBe('fr');
    expect(languageFor('system', ['de-DE', 'en-GB'])).toBe('en');
    expect(languageFor('system', ['de-DE'])).toBe('en');
    expect(languageFor('fr', ['en-US'])).toBe('fr');
    expect(languageFor('en', ['fr-FR'])).toBe('en');
    expect(languageFor('system', [])).toBe('en');
  });
});
