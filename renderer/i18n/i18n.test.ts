import { describe, expect, it } from 'vitest';
import { engineMessages } from '../../engine/i18n';
import { rulesetMessagesIn } from '../../engine/rules';
import help from '../panels/help.fr.json';
import descriptions from '../../schemas/ruleset.descriptions.fr.json';
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
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)(, \w+)?\}\}/g)].map((m) => m[0]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(fr[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('translates renderer and engine keys, with flat dotted keys', () => {
    const i18n = createI18n('fr');
    expect(i18n.t('start.new')).toBe('Nouveau scénario');
    expect(i18n.t('app.menu.file')).toBe('Fichier');
    expect(i18n.t('start.openSample', { title: 'Ambassade' })).toBe('Ouvrir «\u00a0Ambassade\u00a0»');
    void i18n.changeLanguage('en');
    expect(i18n.t('app.menu.file')).toBe('File');
  });

  it('writes counts in the reader’s language: the plural each language takes, and digits grouped', () => {
    const fr = createI18n('fr');
    const en = createI18n('en');
    const rate = { rate: '50 %', low: '1 %', high: '99 %' };
    // French takes the singular for 0 and 1, English for 1 alone.
    expect(fr.t('report.rate', { count: 0, ...rate })).toMatch(/^0 victoire, /);
    expect(fr.t('report.rate', { count: 1, ...rate })).toMatch(/^1 victoire, /);
    expect(fr.t('report.rate', { count: 2, ...rate })).toMatch(/^2 victoires, /);
    expect(en.t('report.rate', { count: 0, ...rate })).toMatch(/^0 wins, /);
    expect(en.t('report.rate', { count: 1, ...rate })).toMatch(/^1 win, /);
    expect(en.t('report.gameList', { count: 1 })).toBe('The game');
    expect(fr.t('report.moreGames', { count: 1200 })).toMatch(/^1[\u00a0\u202f]200 parties de plus figurent dans l’export CSV\.$/);
    expect(en.t('report.gamesInvalid', { max: 100_000 })).toBe('Play from 1 to 100,000 games.');
    expect(fr.t('report.gamesInvalid', { max: 100_000 })).toMatch(/^Jouez de 1 à 100[\u00a0\u202f]000 parties\.$/);
  });

  it('puts a no-break space in French before : ; ! ? % » and after «, never an ordinary one', () => {
    const catalogs = { renderer: fr, engine: engineMessages('fr'), rulesets: rulesetMessagesIn('fr'), help, descriptions } as Record<string, unknown>;
    const texts = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : []);
    for (const [name, catalog] of Object.entries(catalogs)) {
      const all = texts(catalog);
      expect(all.length, name).toBeGreaterThan(10);
      expect(all.filter((text) => / [:;!?%»]|« /.test(text)), name).toEqual([]);
    }
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
