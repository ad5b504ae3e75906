/** The tip of a piece under the mouse, as a French reader sees it: a stack says whose health it shows. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { areaPlace, cellPlace } from '../../engine/rules/core/places';
import type { PieceView } from '../../engine/rules/core/presenter';
import { createI18n } from '../i18n';
import { PieceTip } from './PieceTip';

const i18n = createI18n('fr');
const text = (piece: PieceView) =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(PieceTip, { piece, x: 0, y: 0 })))
    .replace(/<\/(strong|div)>/g, '|')
    .replace(/<[^>]+>/g, '');

describe('the tip of a piece', () => {
  it('names a piece, its health when it has more than one point, and its marks', () => {
    expect(text({ id: 'ash', side: 'attackers', name: 'Ash', short: 'A', place: cellPlace(3), health: 1, maxHealth: 2, marks: [{ id: 'flashed', text: 'Aveuglé' }] })).toBe('Ash|Santé 1 sur 2|Aveuglé||');
    expect(text({ id: 'rifleman-1', side: 'allies', name: 'Rifleman 1', short: 'R1', place: cellPlace(3), health: 1, maxHealth: 1, marks: [] })).toBe('Rifleman 1||');
  });

  it('counts the models standing of a unit of models, not its health', () => {
    const squad: PieceView = { id: 'tactical-1', side: 'marines', name: 'Escouade tactique 1', short: 'Esc1', place: cellPlace(3), health: 4, maxHealth: 5, marks: [], bases: [{ x: 0, y: 0, radiusMm: 16 }] };
    expect(text(squad)).toBe('Escouade tactique 1|Figurines debout\u00a0: 4 sur 5||');
  });

  it('says of a stack that its health is the front unit’s', () => {
    expect(text({ id: 'x-wing@hoth', side: 'rebellion', name: 'X-Wing × 3 · Hoth', short: 'XW×3', place: areaPlace('hoth'), health: 1, maxHealth: 1, marks: [], count: 3, kind: 'x-wing' })).toBe('X-Wing × 3 · Hoth|Unité en tête\u00a0: santé 1 sur 1||');
  });
});
