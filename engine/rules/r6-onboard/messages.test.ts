/**
 * R6 messages name agents, cards, sides and phases in the player's language (the conformance kit
 * checks that every message of real games has a French and an English text, all filled).
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import type { GameEvent } from '../core/types';
import { describe as describeMessage } from './describe';
import { placed, play, start, toAttackPhase } from './test-support/game';

describe('R6 messages', () => {
  it('names agents, cards and sides in the player’s language', () => {
    const state = toAttackPhase(start(placed(sample, { ash: 'D2', doc: 'D7' })));
    const events = play(state, { type: 'attack', side: 'attackers', unit: 'ash', target: 'doc' }).events;
    expect(describeMessage(state.fixed, events[0] as GameEvent, 'en')).toBe('Ash attacks Doc in the same zone: Doc cannot defend.');
    expect(describeMessage(state.fixed, { key: 'r6-onboard.refused.cardNotInHand', params: { card: 'smoke-grenade' } }, 'fr')).toBe('Grenade fumigène n’est pas dans la main de ce camp.');
    expect(describeMessage(state.fixed, { key: 'core.refused.notYourTurn', params: { side: 'defenders' } }, 'fr')).toBe('Ce n’est pas au tour du camp Défenseurs\u00a0: attendez que l’autre camp décide.');
  });
});
