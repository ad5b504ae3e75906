/**
 * Every message the Rebellion rules produce (events, refusals, outcomes) has a French and an
 * English text whose placeholders are all filled, with systems, units, leaders, cards and sides
 * turned into names; a bent action is refused with such a message, never by throwing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import standard from '../../../scenarios/rebellion-standard.scenario.json';
import galaxy from '../../../scenarios/rebellion-galaxy.scenario.json';
import { translate } from '../../i18n/index';
import { bentActionRefusals, type Bend } from '../core/test-support/bent-actions';
import type { GameEvent } from '../core/types';
import { playBotGame } from '../../sim/play';
import { describe as describeMessage } from './describe';
import en from './messages.en.json';
import fr from './messages.fr.json';
import { anyEngine, engine, loadInput, statesOf } from './test-support/game';
import type { RebState } from './types';

const inputs = [loadInput(standard), loadInput(galaxy)];

function expectWorded(state: RebState, message: Pick<GameEvent, 'key' | 'params'>): void {
  for (const language of ['en', 'fr'] as const) {
    expect(translate(language, message.key), `${language} text of ${message.key}`).not.toBe(message.key);
    const text = describeMessage(state.fixed, message, language);
    expect(text, `${language}: ${text}`).not.toMatch(/\{\{|\}\}|undefined|NaN|\b(?:-1)\b/);
  }
}

/** A legal action bent out of shape: another system, unit, leader, card, count or side. */
const mutation: fc.Arbitrary<Bend> = fc.tuple(
  fc.nat(),
  fc.constantFrom('system', 'profile', 'leader', 'leaders', 'card', 'count', 'from', 'to', 'target', 'side', 'type'),
  fc.oneof(fc.integer({ min: -3, max: 120 }), fc.constantFrom('empire', 'rebellion', 'move', 'activate', 'nobody', 'yavin', 1.5), fc.constant(null), fc.array(fc.integer({ min: -1, max: 30 }), { maxLength: 3 })),
);

describe('Rebellion messages', () => {
  it('are the same keys in English and French, all under the ruleset’s id', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).every((key) => key.startsWith('rebellion.'))).toBe(true);
  });

  it('word every event and outcome of real games in both languages', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const game = playBotGame(anyEngine, inputs[seed % 2] as (typeof inputs)[0], { seed, bots: seed % 4 === 0 ? ['greedy', 'random'] : ['random'], record: true });
      let current = game.initial as RebState;
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
    expect(seen.size).toBeGreaterThan(40);
  }, 60_000);

  it('refuse any bent action with a worded reason, never by throwing, and leave the state as it was', () => {
    const states = [...statesOf(inputs[0] as (typeof inputs)[0], 77), ...statesOf(inputs[1] as (typeof inputs)[0], 78)];
    const keys = bentActionRefusals(engine as unknown as Parameters<typeof bentActionRefusals>[0], states, mutation, 'empire', (side) => ({ type: 'pass', side }), (state, refusal) => expectWorded(state, refusal));
    expect(keys.size).toBeGreaterThan(15);
  }, 60_000);

  it('name systems, units, leaders and cards in the player’s language', () => {
    const state = statesOf(inputs[0] as (typeof inputs)[0], 1)[0] as RebState;
    const card = state.fixed.cards.findIndex((candidate) => candidate.id === 'rapid-mobilization');
    expect(describeMessage(state.fixed, { key: 'rebellion.event.moved', params: { side: 'empire', profile: 'at-at', count: 2, from: 'coruscant', to: '@base' } }, 'fr')).toBe('Empire galactique déplace 2 × TB-TT de Coruscant vers la base rebelle.');
    expect(describeMessage(state.fixed, { key: 'rebellion.event.revealed', params: { side: 'rebellion', card, leaders: 'leia,dodonna', on: '' } }, 'en')).toBe('Rebel Alliance reveals Rapid mobilization with Leia Organa and General Dodonna.');
    expect(describeMessage(state.fixed, { key: 'rebellion.event.revealed', params: { side: 'rebellion', card, leaders: 'leia', on: 'hoth' } }, 'fr')).toBe('Alliance rebelle révèle Mobilisation rapide avec Leia Organa sur Hoth.');
    expect(describeMessage(state.fixed, { key: 'rebellion.refused.notNow', params: { action: 'move', expected: 'assign' } }, 'en')).toBe('That cannot be done now: assigning leaders to missions.');
  });
});
