/** The viewer's hand in French: an empty hand says so, rather than showing a heading over nothing. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { CardView } from '../../engine/rules/core/presenter';
import { createI18n } from '../i18n';
import { HandView } from './HandView';

const i18n = createI18n('fr');
const text = (cards: readonly CardView[]) =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(HandView, { cards, side: 'Alliés' })))
    .replace(/<\/(h2|p|li)>/g, '|')
    .replace(/<[^>]+>/g, '');

describe('the hand', () => {
  it('says when it holds no card, and lists the cards it holds', () => {
    expect(text([])).toBe('Main\u00a0: Alliés|Aucune carte en main.|');
    expect(text([{ id: 'barrage', name: 'Barrage', effect: 'Tire sur une grille.' }])).toBe('Main\u00a0: Alliés|BarrageTire sur une grille.||');
  });
});
