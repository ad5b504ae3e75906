import { describe, expect, it } from 'vitest';
import appEn from './app.en.json';
import appFr from './app.fr.json';
import en from './en.json';
import fr from './fr.json';
import { addMessages, chanceText, hasMessage, languageOf, listText, numberText, percentText, translate } from './index';
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

  it('takes the plural form the count asks for: the singular for 0 and 1 in French, for 1 alone in English', () => {
    addMessages({
      en: { 'test.units_one': '{{count}} unit', 'test.units_other': '{{count}} units' },
      fr: { 'test.units_one': '{{count}} unité', 'test.units_other': '{{count}} unités' },
    });
    expect([0, 1, 2].map((count) => translate('en', 'test.units', { count }))).toEqual(['0 units', '1 unit', '2 units']);
    expect([0, 1, 2].map((count) => translate('fr', 'test.units', { count }))).toEqual(['0 unité', '1 unité', '2 unités']);
    expect(translate('fr', 'test.units', { count: 1_000_000 })).toBe('1000000 unités');
    expect(translate('en', 'test.units')).toBe('{{count}} units');
    expect(hasMessage('fr', 'test.units')).toBe(true);
    expect(hasMessage('fr', 'test.nothing')).toBe(false);
  });

  it('nests a counted noun with its own count, and never reads what a parameter brings in as a placeholder', () => {
    addMessages({
      en: { 'test.rivets_one': '{{count}} rivet', 'test.rivets_other': '{{count}} rivets', 'test.gain': '{{side}} receive $t(test.rivets, {"count": {{rivets}} }) ($t(test.rivets, {"count": {{total}} }) in all).' },
      fr: { 'test.rivets_one': '{{count}} Rivet', 'test.rivets_other': '{{count}} Rivets', 'test.gain': 'Le camp {{side}} reçoit $t(test.rivets, {"count": {{rivets}} }) ($t(test.rivets, {"count": {{total}} }) en tout).' },
    });
    expect(translate('en', 'test.gain', { side: 'Allies', rivets: 1, total: 3 })).toBe('Allies receive 1 rivet (3 rivets in all).');
    expect(translate('fr', 'test.gain', { side: 'Alliés', rivets: 0, total: 1 })).toBe('Le camp Alliés reçoit 0 Rivet (1 Rivet en tout).');
    expect(translate('en', 'test.gain', { side: '{{total}} $t(test.rivets)', rivets: 2, total: 2 })).toBe('{{total}} $t(test.rivets) receive 2 rivets (2 rivets in all).');
  });

  it('elides the French « de » and « que » before a name that starts with a vowel, and only there', () => {
    addMessages({ en: { 'test.morale': 'Morale of {{unit}}: a team {{unit}} orders.' }, fr: { 'test.morale': 'Moral de {{unit}} : une équipe que {{unit}} commande.' } });
    expect(translate('fr', 'test.morale', { unit: 'Escouade tactique 1' })).toBe('Moral d’Escouade tactique 1 : une équipe qu’Escouade tactique 1 commande.');
    expect(translate('fr', 'test.morale', { unit: 'AT-ST' })).toBe('Moral d’AT-ST : une équipe qu’AT-ST commande.');
    expect(translate('fr', 'test.morale', { unit: 'Bande de boyz 1' })).toBe('Moral de Bande de boyz 1 : une équipe que Bande de boyz 1 commande.');
    expect(translate('fr', 'test.morale', { unit: 'Han Solo' })).toBe('Moral de Han Solo : une équipe que Han Solo commande.');
    expect(translate('en', 'test.morale', { unit: 'Escouade' })).toBe('Morale of Escouade: a team Escouade orders.');
  });

  it('lists and writes numbers as each language does', () => {
    expect(listText('en', ['5', '2', '1'])).toBe('5, 2, and 1');
    expect(listText('fr', ['5', '2', '1'])).toBe('5, 2 et 1');
    expect(listText('fr', ['2', '1'])).toBe('2 et 1');
    expect(listText('en', ['6'])).toBe('6');
    expect(numberText('en', 37.44)).toBe('37.4');
    expect(numberText('fr', 37.44)).toBe('37,4');
    expect(numberText('fr', 6)).toBe('6');
    // Columns of figures keep their decimals.
    expect(numberText('fr', 6, 2, true)).toBe('6,00');
    expect(percentText('en', 0.12, 1, true)).toBe('12.0%');
    expect(percentText('fr', 0.125, 1)).toBe('12,5\u00a0%');
    expect(percentText('en', 0.12, 1)).toBe('12%');
    // A chance shown to a player never reads 0 % or 100 % for what may still go either way.
    expect(chanceText('fr', 0.003)).toBe('moins de 1\u00a0%');
    expect(chanceText('en', 0.998)).toBe('over 99%');
    expect([chanceText('en', 0), chanceText('en', 1), chanceText('en', 0.42)]).toEqual(['0%', '100%', '42%']);
  });
});
