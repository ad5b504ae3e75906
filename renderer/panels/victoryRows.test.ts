/** The victory rows as a designer reads them: a token to occupy is named as the board shows it. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import r6Json from '../../scenarios/r6-ambassade.scenario.json';
import rivetJson from '../../scenarios/rivet-wars-m03.scenario.json';
import type { Scenario } from '../../engine/scenario/types';
import { loaded } from '../editor/edits/test-support';
import { createI18n } from '../i18n';
import { VictoryRows } from './VictoryRows';
import { draftOfType } from './victoryDrafts';

describe('a victory row that names a token', () => {
  it('offers each token by its kind, its label and its cell, not by its id', () => {
    const r6 = loaded(r6Json);
    const scenario: Scenario = { ...r6, victory: [{ id: 'sit', side: 'attackers', type: 'occupy-token', token: 'bomb-a', alone: true, check: 'end-of-turn' }] };
    const i18n = createI18n('en');
    const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(VictoryRows, { scenario, language: 'en', onEdit: () => undefined })));
    const options = [...html.matchAll(/<option value="(bomb-[ab])"[^>]*>([^<]*)</g)].map((match) => [match[1], match[2]]);
    expect(options).toEqual([
      ['bomb-a', 'Bomb A (B5)'],
      ['bomb-b', 'Bomb B (B9)'],
    ]);
  });
});

describe('a new victory points row', () => {
  it('starts from the game’s own race where it has one (Rivet Wars: a strategic objective captured), else from units eliminated', () => {
    const rivet = loaded(rivetJson) as Scenario;
    expect(draftOfType(rivet, 'victory-points', '')).toMatchObject({ points: 6, scoring: [{ event: 'objective-captured', points: 1, tokenKind: 'strategic-objective' }], check: 'end-of-round' });
    const r6 = loaded(r6Json) as Scenario;
    expect(draftOfType(r6, 'victory-points', '')).toMatchObject({ points: 10, scoring: [{ event: 'unit-eliminated', points: 1 }] });
  });
});
