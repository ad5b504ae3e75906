import { describe, expect, it } from 'vitest';
import appEn from './app.en.json';
import appFr from './app.fr.json';
import en from './en.json';
import fr from './fr.json';
import { languageOf, translate } from './index';
import { COMMANDS, MENUS } from '../app/commands';

describe('engine messages', () => {
  it('has the same keys in French and English', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(appFr).sort()).toEqual(Object.keys(appEn).sort());
  });

  it('has a label in both languages for every menu and command', () => {
    const keys = [...MENUS.map((menu) => `app.menu.${menu}`), ...COMMANDS.map((command) => command.labelKey)];
    for (const key of keys) {
      expect(translate('en', key)).not.toBe(key);
      expect(translate('fr', key)).not.toBe(key);
    }
    expect(translate('fr', 'app.command.file.saveAs')).toBe('Enregistrer sous…');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'app.name', {})).toBe('Skirmish Studio');
  });

  it('picks the language from a locale tag', () => {
    expect(languageOf('fr-FR')).toBe('fr');
    expect(languageOf('fr_CA.UTF-8')).toBe('fr');
    expect(languageOf('de-DE')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });

  it('falls back to the key itself for an unknown message and keeps unknown placeholders', () => {
    expect(translate('fr', 'no.such.key')).toBe('no.such.key');
  });
});
