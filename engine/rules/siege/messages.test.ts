/**
 * Every message the SIEGE rules produce (events, refusals, outcomes) has a French and an English
 * text whose placeholders are all filled, with figure, side, step and result ids turned into names.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import { translate } from '../../i18n/index';
import type { GameEvent } from '../core/types';
import { describe as describeMessage } from './describe';
import { engine, hexAt, placed, play, start } from './test-support/game';
import type { SiegeState } from './types';

/** The west-wall assault of the property test: contact from the first turn. */
function assault() {
  const doc = placed(sample, {
    'knight-1': '1310',
    'sergeant-b1': '1309',
    'soldier-b1': '1312',
    'longbow-1': '1110',
    'crossbow-b1': '1209',
    baron: '1917',
    lord: '1911',
    'crossbow-2': '1408',
    'archer-1': '1410',
    'archer-2': '1413',
    'soldier-3': '1409',
    engineer: '1916',
  });
  for (const token of doc.board.tokens as { id: string; at: { col: number; row: number } }[]) if (token.id === 'ladder-1') token.at = hexAt('1311');
  return doc;
}

function expectWorded(state: SiegeState, message: Pick<GameEvent, 'key' | 'params'>): void {
  for (const language of ['en', 'fr'] as const) {
    expect(translate(language, message.key), `${language} text of ${message.key}`).not.toBe(message.key);
    const text = describeMessage(state.fixed, message, language);
    expect(text, `${language}: ${text}`).not.toMatch(/\{\{|\}\}/);
  }
}

describe('SIEGE messages', () => {
  it('names figures, sides, steps and results in the player’s language', () => {
    const state = start(assault());
    const fixed = state.fixed;
    expect(describeMessage(fixed, { key: 'siege.event.moved', params: { unit: 'baron', from: '1917', to: '2019', cost: 2 } }, 'en')).toBe('Mounted knight moves from 1917 to 2019 (2 movement points).');
    expect(describeMessage(fixed, { key: 'siege.event.moved', params: { unit: 'baron', from: '1917', to: '2019', cost: 2 } }, 'fr')).toBe('Chevalier à cheval se déplace de 1917 à 2019 (2 points de mouvement).');
    expect(describeMessage(fixed, { key: 'siege.event.meleeRolled', params: { column: '3-1', die: 2, code: 'D', result: 'combat-foot:D' } }, 'fr')).toBe('Combat à 3-1\u00a0: dé 2, résultat D\u00a0: Défenseur assommé.');
    expect(describeMessage(fixed, { key: 'siege.event.stepStarted', params: { side: 'defenders', step: 'fire-2', turn: 3 } }, 'en')).toBe('Turn 3, Defenders: Archers fire again.');
    expect(describeMessage(fixed, { key: 'siege.event.aimed', params: { unit: 'longbow-1', target: 'archer-1', distance: 4, cover: 'strong' } }, 'fr')).toBe('Archer (arc long) vise Archer (arc court) 1 à 4 cases, couverture forte.');
    expect(describeMessage(fixed, { key: 'siege.refused.notNow', params: { expected: 'move' } }, 'fr')).toBe('Pas maintenant\u00a0: ce camp doit bouger.');
    const first = engine.legalActions(state, state.pending[0]!.side).find((action) => action.type !== 'endStep')!;
    for (const event of play(state, first).events) expectWorded(state, event);
  });
});
