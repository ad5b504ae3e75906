/**
 * Every message the SIEGE rules produce (events, refusals, outcomes) has a French and an English
 * text whose placeholders are all filled, with figure, side, step and result ids turned into names.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import { translate } from '../../i18n/index';
import { bentActionRefusals, type Bend } from '../core/test-support/bent-actions';
import type { GameEvent } from '../core/types';
import { playBotGame } from '../../sim/play';
import { describe as describeMessage } from './describe';
import { engine, hexAt, loadInput, placed, play, start } from './test-support/game';
import type { SiegeState } from './types';

const anyEngine = engine as unknown as Parameters<typeof playBotGame>[0];

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

const mutation: fc.Arbitrary<Bend> = fc.tuple(
  fc.nat(),
  fc.constantFrom('unit', 'cell', 'target', 'side', 'type', 'attackers', 'defenders', 'ladder', 'rampart'),
  fc.oneof(fc.integer({ min: -3, max: 700 }), fc.constantFrom('baron', 'lord', 'archer-1', 'ladder-1', 'besiegers', 'defenders', 'move', 'fire', 'melee', 'roll', 'nobody'), fc.constant(null), fc.array(fc.constantFrom('baron', 'lord', 'knight-1', 'archer-1'))),
);

describe('SIEGE messages', () => {
  it('word every event and outcome of real games in both languages', () => {
    const seen = new Set<string>();
    const inputs = [loadInput(assault()), loadInput(sample)];
    for (let seed = 0; seed < 40; seed++) {
      const game = playBotGame(anyEngine, inputs[seed % 8 === 0 ? 1 : 0]!, { seed, bots: seed % 4 === 1 ? ['greedy', 'random'] : ['random'], record: true });
      let current = game.initial as SiegeState;
      for (const entry of game.log) {
        const result = engine.apply(current, entry.action);
        for (const event of result.events) {
          expectWorded(current, event);
          seen.add(event.key);
        }
        current = result.state;
      }
      expect(current.outcome).not.toBeNull();
      expectWorded(current, current.outcome as GameEvent);
      seen.add((current.outcome as GameEvent).key);
    }
    expect(seen.size).toBeGreaterThan(30);
  }, 120_000);

  it('refuses any bent action with a worded reason, never by throwing, and leaves the state as it was', () => {
    const states: SiegeState[] = [];
    playBotGame(anyEngine, loadInput(assault()), { seed: 77, bots: ['random'], observe: (state) => states.push(state as SiegeState) });
    const keys = bentActionRefusals(engine as unknown as Parameters<typeof bentActionRefusals>[0], states, mutation, 'besiegers', (side) => ({ type: 'endStep', side }), (state, refusal) => expectWorded(state, refusal));
    expect(keys.size).toBeGreaterThan(12);
  }, 120_000);

  it('names figures, sides, steps and results in the player’s language', () => {
    const state = start(assault());
    const fixed = state.fixed;
    expect(describeMessage(fixed, { key: 'siege.event.moved', params: { unit: 'baron', from: '1917', to: '2019', cost: 2 } }, 'en')).toBe('Mounted knight moves from 1917 to 2019 (2 movement points).');
    expect(describeMessage(fixed, { key: 'siege.event.moved', params: { unit: 'baron', from: '1917', to: '2019', cost: 2 } }, 'fr')).toBe('Chevalier à cheval se déplace de 1917 à 2019 (2 points de mouvement).');
    expect(describeMessage(fixed, { key: 'siege.event.meleeRolled', params: { column: '3-1', die: 2, code: 'D', result: 'combat-foot:D' } }, 'fr')).toBe('Combat à 3-1 : dé 2, résultat D : Défenseur assommé.');
    expect(describeMessage(fixed, { key: 'siege.event.stepStarted', params: { side: 'defenders', step: 'fire-2', turn: 3 } }, 'en')).toBe('Turn 3, Defenders: Archers fire again.');
    expect(describeMessage(fixed, { key: 'siege.event.aimed', params: { unit: 'longbow-1', target: 'archer-1', distance: 4, cover: 'strong' } }, 'fr')).toBe('Archer (arc long) vise Archer (arc court) 1 à 4 cases, couverture forte.');
    expect(describeMessage(fixed, { key: 'siege.refused.notNow', params: { expected: 'move' } }, 'fr')).toBe('Pas maintenant : ce camp doit bouger.');
    const first = engine.legalActions(state, state.pending[0]!.side).find((action) => action.type !== 'endStep')!;
    for (const event of play(state, first).events) expectWorded(state, event);
  });
});
