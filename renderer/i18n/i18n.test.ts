import { describe, expect, it } from 'vitest';
import { engineMessages } from '../../engine/i18n';
import { rulesetMessagesIn, rulesetModules } from '../../engine/rules';
import { translate } from '../../engine/i18n';
import help from '../panels/help.fr.json';
import descriptions from '../../schemas/ruleset.descriptions.fr.json';
import { createI18n, languageFor } from './index';
import en from './en.json';
import fr from './fr.json';

describe('renderer i18n', () => {
  it('writes the bounds a message gives as the reader writes numbers: « de 1 à 10 000 », "1 to 10,000"', () => {
    expect(createI18n('fr').t('panels.rules.badNumber', { min: 1, max: 10000 })).toBe('Un nombre entier de 1 à 10\u202f000.');
    expect(createI18n('en').t('panels.rules.badNumber', { min: 1, max: 10000 })).toMatch(/10,000/);
  });

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

  it('writes a length with the decimal mark and the unit of the reader’s language: the ruler’s reading', () => {
    const reading = (language: 'fr' | 'en', distance: number, unit: string) => {
      const i18n = createI18n(language);
      return i18n.t('tool.ruler.reading', { distance, symbol: i18n.t(`length.unit.${unit}`) });
    };
    expect(reading('fr', 12.5, 'in')).toBe('12,5 po');
    expect(reading('en', 12.5, 'in')).toBe('12.5 in');
    expect(reading('fr', 1305, 'mm')).toMatch(/^1[\u00a0\u202f]305 mm$/);
  });

  const frenchCatalogs = { renderer: fr, engine: engineMessages('fr'), rulesets: rulesetMessagesIn('fr'), help, descriptions } as Record<string, unknown>;
  const texts = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : []);

  it('puts a no-break space in French before : ; ! ? % » and after «, never an ordinary one', () => {
    for (const [name, catalog] of Object.entries(frenchCatalogs)) {
      const all = texts(catalog);
      expect(all.length, name).toBeGreaterThan(10);
      expect(all.filter((text) => / [:;!?%»]|« /.test(text)), name).toEqual([]);
    }
  });

  it('writes the typographic apostrophe in French, never a straight one, in the catalogs and in the games’ French names', () => {
    for (const [name, catalog] of Object.entries(frenchCatalogs)) expect(texts(catalog).filter((text) => text.includes("'")), name).toEqual([]);
    // The French of each game's data: every { fr } text of its ruleset.json.
    const frenchOf = (value: unknown): string[] =>
      Array.isArray(value) ? value.flatMap(frenchOf) : value && typeof value === 'object' ? Object.entries(value).flatMap(([key, member]) => (key === 'fr' && typeof member === 'string' ? [member] : frenchOf(member))) : [];
    for (const module of rulesetModules()) {
      const names = frenchOf(module.data);
      expect(names.length, module.id).toBeGreaterThan(10);
      expect(names.filter((text) => text.includes("'")), module.id).toEqual([]);
    }
  });

  it('words a count as i18next does, in the engine’s catalogs too: the same text from either, nested counts included', () => {
    const i18n = { en: createI18n('en'), fr: createI18n('fr') };
    const samples: [string, Record<string, number | string>][] = [
      ['rules.budget.movementPoints', { count: 1 }],
      ['rules.budget.actions', { count: 0 }],
      ['rivet-wars.event.activated', { side: 'Alliés', cell: '2,6', count: 1 }],
      ['rivet-wars.event.resources', { side: 'Alliés', points: 1, rivets: 2, total: 0 }],
      ['rebellion.event.drewProbes', { count: 1 }],
      ['rebellion.event.rolled', { side: 'Alliance rebelle', theatre: 'terrestre', black: 1, red: 2, blackHits: 1, redHits: 0, direct: 2, specials: 1 }],
      ['rapid-40000.event.charged', { unit: 'Bande de boyz 1', target: 'Escouade tactique 1', distance: '5,8″', cost: 2, contacts: 1 }],
      ['siege.action.moveEngine', { engine: 'Bélier', hexes: 1, cell: '1110' }],
      ['r6-onboard.card.duration', { turns: 1 }],
    ];
    for (const language of ['en', 'fr'] as const) {
      for (const [key, params] of samples) expect(translate(language, key, params), `${language} ${key}`).toBe(i18n[language].t(key, params));
    }
  });

  it('says “1 unit”, never “1 units”, in the games’ messages of both languages', () => {
    const one = (language: 'en' | 'fr', key: string, params: Record<string, number | string> = {}) => translate(language, key, { count: 1, ...params });
    const cases: [string, Record<string, number | string>, string, string][] = [
      ['rebellion.event.drewTactics', { side: 'S', theatre: 'T' }, '1 T tactic card.', '1 carte tactique'],
      ['rebellion.event.missionsBack', { side: 'S' }, '1 unrevealed mission.', '1 mission non révélée.'],
      ['rebellion.event.drewObjectives', {}, '1 objective card.', '1 carte objectif.'],
      ['rebellion.event.drewProbes', {}, '1 probe card.', '1 carte Sonde.'],
      ['rebellion.event.drewMissions', { side: 'S' }, '1 mission.', '1 mission.'],
      ['rivet-wars.action.activate', { cell: '2,6' }, '(1 unit)', '(1 unité)'],
      ['rivet-wars.event.paradropAimed', { side: 'S', cell: '2,6' }, '1 unit at', '1 unité.'],
      ['playtest.pieceActions', { piece: 'P' }, 'P · 1 action', 'P · 1 action'],
      ['rules.budget.movementPoints', {}, '1 movement point', '1 point de mouvement'],
      ['r6-onboard.event.trapsDetected', {}, '1 trap found.', '1 piège découvert.'],
      ['siege.combat.shift.terrain.left', {}, '1 column to the left.', '1 colonne vers la gauche.'],
    ];
    const i18n = { en: createI18n('en'), fr: createI18n('fr') };
    for (const [key, params, english, french] of cases) {
      const [en1, fr1, fr0] = key.startsWith('playtest.') ? [i18n.en.t(key, { count: 1, ...params }), i18n.fr.t(key, { count: 1, ...params }), i18n.fr.t(key, { count: 0, ...params })] : [one('en', key, params), one('fr', key, params), translate('fr', key, { ...params, count: 0 })];
      expect(en1, key).toContain(english);
      expect(fr1, key).toContain(french);
      expect(fr0, key).toContain(french.replace('1', '0'));
    }
    // Counts nested in a message: rivets, dice, hits, points.
    expect(translate('en', 'rivet-wars.event.resources', { side: 'Allies', points: 1, rivets: 1, total: 1 })).toBe('Allies receive 1 deployment point and 1 rivet (1 rivet in all).');
    expect(translate('fr', 'rebellion.event.rolled', { side: 'S', theatre: 'terrestre', black: 1, red: 1, blackHits: 1, redHits: 0, direct: 1, specials: 1 })).toBe(
      'Le camp S lance 1 dé noir et 1 dé rouge (combat terrestre)\u00a0: 1 touché noir, 0 touché rouge, 1 touché direct, 1 spécial.',
    );
    expect(translate('en', 'rapid-40000.mark.active', { ap: 1 })).toBe('Activated, 1\u00a0AP left');
    expect(translate('fr', 'rapid-40000.mark.active', { ap: 1 })).toBe('Activée, 1\u00a0PA restant');
    const plurals = Object.keys(rulesetMessagesIn('en')).filter((key) => key.endsWith('_one'));
    expect(plurals.length).toBeGreaterThan(60);
    // No message of any game leaves the reader a "(s)" to sort out.
    for (const language of ['en', 'fr'] as const) for (const text of Object.values(rulesetMessagesIn(language))) expect(text).not.toMatch(/\((s|es)\)/);
  });

  it('counts with plural forms everywhere, never a "(s)" for the reader to sort out', () => {
    const catalogs = { rendererEn: en, rendererFr: fr, engineEn: engineMessages('en'), engineFr: engineMessages('fr') } as Record<string, Record<string, string>>;
    for (const [name, catalog] of Object.entries(catalogs)) expect(Object.entries(catalog).filter(([, text]) => /\((s|es|e|x)\)/.test(text)), name).toEqual([]);
    expect(translate('en', 'cli.summary', { files: 1, errors: 0, warnings: 2 })).toBe('1 file checked: 0 errors, 2 warnings.');
    expect(translate('fr', 'cli.summary', { files: 1, errors: 0, warnings: 2 })).toBe('1 fichier vérifié\u00a0: 0 erreur, 2 avertissements.');
    expect(translate('fr', 'cli.simulate.header', { title: 'T', games: 1200, seed: 3 })).toBe('T\u00a0: 1\u202f200 parties, graine 3');
    const i18n = createI18n('en');
    expect(i18n.t('print.pageCount', { count: 1, parts: 'the board' })).toBe('1 page: the board.');
    expect(i18n.t('print.pageCount.tiles', { count: 1, rows: 1, columns: 1 })).toBe('the board at true scale on one page');
    expect(i18n.t('print.pageCount.tiles', { count: 6, rows: 2, columns: 3 })).toBe('the board at true scale on 2\u00a0×\u00a03 pages');
    // Inches are « po » in French.
    expect(createI18n('fr').t('status.board.free', { width: 72, height: 48, unit: 'in' })).toBe('Table de 72 × 48 po');
    expect(i18n.t('status.board.free', { width: 72, height: 48, unit: 'in' })).toBe('Table 72 × 48 in');
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
