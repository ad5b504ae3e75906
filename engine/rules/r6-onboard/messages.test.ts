/**
 * Every message the R6 rules produce (events, refusals, outcomes) has a French and an English text
 * whose placeholders are all filled, with agent, card, side and phase ids turned into names.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { translate } from '../../i18n/index';
import { bentActionRefusals, type Bend } from '../core/test-support/bent-actions';
import type { GameEvent } from '../core/types';
import { playBotGame } from '../../sim/play';
import { describe as describeMessage } from './describe';
import { engine, loadInput, placed, play, start, toAttackPhase } from './test-support/game';
import type { R6State } from './types';

const input = loadInput(sample);
const anyEngine = engine as unknown as Parameters<typeof playBotGame>[0];

function expectWorded(state: R6State, message: Pick<GameEvent, 'key' | 'params'>): void {
  for (const language of ['en', 'fr'] as const) {
    expect(translate(language, message.key), `${language} text of ${message.key}`).not.toBe(message.key);
    const text = describeMessage(state.fixed, message, language);
    expect(text, `${language}: ${text}`).not.toMatch(/\{\{|\}\}/);
  }
}

/** A legal action bent out of shape: another agent, cell, card or side. */
const mutation: fc.Arbitrary<Bend> = fc.tuple(fc.nat(), fc.constantFrom('unit', 'cell', 'card', 'target', 'edge', 'side', 'type', 'cards', 'counter'), fc.oneof(fc.integer({ min: -3, max: 60 }), fc.constantFrom('ash', 'doc', 'castle', 'trap', 'breach', 'v:5,1', 'h:9,9', 'attackers', 'defenders', 'move', 'boost', 'nobody'), fc.constant(null), fc.array(fc.constantFrom('trap', 'counter', 'smoke-grenade'))));

describe('R6 messages', () => {
  it('word every event and outcome of real games in both languages', () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const game = playBotGame(anyEngine, input, { seed, bots: seed % 4 === 0 ? ['greedy', 'random'] : ['random'], record: true });
      let current = game.initial as R6State;
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
  });

  it('refuses any bent action with a worded reason, never by throwing, and leaves the state as it was', () => {
    const states: R6State[] = [];
    playBotGame(anyEngine, input, { seed: 77, bots: ['random'], observe: (state) => states.push(state as R6State) });
    const keys = bentActionRefusals(engine as unknown as Parameters<typeof bentActionRefusals>[0], states, mutation, 'attackers', (side) => ({ type: 'endPhase', side }), (state, refusal) => expectWorded(state, refusal));
    expect(keys.size).toBeGreaterThan(12);
  });

  it('names agents, cards and sides in the player’s language', () => {
    const state = toAttackPhase(start(placed(sample, { ash: 'D2', doc: 'D7' })));
    const events = play(state, { type: 'attack', side: 'attackers', unit: 'ash', target: 'doc' }).events;
    expect(describeMessage(state.fixed, events[0] as GameEvent, 'en')).toBe('Ash attacks Doc in the same zone: Doc cannot defend.');
    expect(describeMessage(state.fixed, { key: 'r6-onboard.refused.cardNotInHand', params: { card: 'smoke-grenade' } }, 'fr')).toBe('Grenade fumigène n’est pas dans la main de ce camp.');
    expect(describeMessage(state.fixed, { key: 'core.refused.notYourTurn', params: { side: 'defenders' } }, 'fr')).toBe('Ce n’est pas au tour de Défenseurs : attendez que l’autre camp décide.');
  });
});
