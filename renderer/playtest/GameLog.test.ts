/**
 * The game log of a long game, as a French reader sees it: the latest lines first, then how many
 * earlier ones are not shown, with the button that shows them; a whole game ends with the phase it opened in.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { GameLog, LOG_PAGE } from './GameLog';
import type { LogLine } from './model';

const i18n = createI18n('fr');
const lines = (count: number): LogLine[] => Array.from({ length: count }, (_, index) => ({ id: String(index), step: index + 1, text: `Ligne ${index + 1}.`, secretOf: null }));
const shown = (count: number) => {
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(GameLog, { lines: lines(count), opening: 'Phase de préparation' })));
  return [...html.matchAll(/<(?:li|p)[^>]*>(.*?)<\/(?:li|p)>/g)].map((match) => (match[1] as string).replace(/<[^>]+>/g, '|').replace(/&#x27;/g, "'"));
};

describe('the game log', () => {
  it('shows a whole game up to a page, with no note', () => {
    const all = shown(LOG_PAGE);
    expect(all).toHaveLength(LOG_PAGE + 1);
    expect(all[0]).toBe('|300|Ligne 300.');
    expect(all.at(-2)).toBe('|1|Ligne 1.');
    // Last, the phase the game opened in, before any action (R6's preparation).
    expect(all.at(-1)).toBe('La partie commence\u00a0: Phase de préparation.');
    // The number before a line says, under the mouse, what it counts.
    const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(GameLog, { lines: lines(1), opening: 'Phase de préparation' })));
    expect(html).toContain('title="L’action n°\u00a01 de celles que montre ce journal (une action peut donner plusieurs lignes)"');
  });

  it('says how many earlier lines a long game does not show, and offers them a page at a time', () => {
    const one = shown(LOG_PAGE + 1);
    expect(one).toHaveLength(LOG_PAGE + 1);
    expect(one[0]).toBe('|301|Ligne 301.');
    expect(one.at(-2)).toBe('|2|Ligne 2.');
    expect(one.at(-1)).toBe('1 ligne plus ancienne n’est pas affichée. |L’afficher|');
    const many = shown(2 * LOG_PAGE + 50);
    expect(many.at(-2)).toBe('|351|Ligne 351.');
    expect(many.at(-1)).toBe('350 lignes plus anciennes ne sont pas affichées. |En afficher 300 de plus|');
  });
});
