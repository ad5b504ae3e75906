/**
 * Rebellion's messages: the same keys in both languages, and ids and indices turned into the names
 * players use (the conformance kit checks that every message of real games is worded).
 */
import { describe, expect, it } from 'vitest';
import standard from '../../../scenarios/rebellion-standard.scenario.json';
import { describe as describeMessage } from './describe';
import en from './messages.en.json';
import fr from './messages.fr.json';
import { loadInput, statesOf } from './test-support/game';
import type { RebState } from './types';

describe('Rebellion messages', () => {
  it('are the same keys in English and French, all under the ruleset’s id', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).every((key) => key.startsWith('rebellion.'))).toBe(true);
  });

  it('name systems, units, leaders and cards in the player’s language', () => {
    const state = statesOf(loadInput(standard), 1)[0] as RebState;
    const card = state.fixed.cards.findIndex((candidate) => candidate.id === 'rapid-mobilization');
    expect(describeMessage(state.fixed, { key: 'rebellion.event.moved', params: { side: 'empire', profile: 'at-at', count: 2, from: 'coruscant', to: '@base' } }, 'fr')).toBe('Empire galactique déplace 2 × TB-TT de Coruscant vers la base rebelle.');
    expect(describeMessage(state.fixed, { key: 'rebellion.event.revealed', params: { side: 'rebellion', card, leaders: 'leia,dodonna', on: '' } }, 'en')).toBe('Rebel Alliance reveals Rapid mobilization with Leia Organa and General Dodonna.');
    expect(describeMessage(state.fixed, { key: 'rebellion.event.revealed', params: { side: 'rebellion', card, leaders: 'leia', on: 'hoth' } }, 'fr')).toBe('Alliance rebelle révèle Mobilisation rapide avec Leia Organa sur Hoth.');
    expect(describeMessage(state.fixed, { key: 'rebellion.refused.notNow', params: { action: 'move', expected: 'assign' } }, 'en')).toBe('That cannot be done now: assigning leaders to missions.');
  });
});
