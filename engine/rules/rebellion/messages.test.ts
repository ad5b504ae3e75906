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
    expect(describeMessage(state.fixed, { key: 'rebellion.event.moved', params: { side: 'empire', profile: 'at-at', count: 2, from: 'coruscant', to: '@base' } }, 'fr')).toBe('Le camp Empire galactique déplace 2 × TB-TT de Coruscant vers la base rebelle.');
    expect(describeMessage(state.fixed, { key: 'rebellion.event.revealed', params: { side: 'rebellion', card, leaders: 'leia,dodonna', on: '' } }, 'en')).toBe('Rebel Alliance reveals Rapid mobilization with Leia Organa and General Dodonna.');
    expect(describeMessage(state.fixed, { key: 'rebellion.event.revealed', params: { side: 'rebellion', card, leaders: 'leia', on: 'hoth' } }, 'fr')).toBe('Le camp Alliance rebelle révèle Mobilisation rapide avec Leia Organa sur Hoth.');
    expect(describeMessage(state.fixed, { key: 'rebellion.refused.notNow', params: { action: 'move', expected: 'assign' } }, 'en')).toBe('That cannot be done now: assigning leaders to missions.');
  });

  it('words counts in the plural they take, never an article before a side’s name nor “a” before a unit’s', () => {
    const state = statesOf(loadInput(standard), 1)[0] as RebState;
    const say = (key: string, params: Record<string, string | number>, language: 'en' | 'fr') => describeMessage(state.fixed, { key, params }, language);
    // Damage falls on a unit type: how many there are, and how many the round will destroy; a hit with no target is lost.
    expect(say('rebellion.event.damaged', { profile: 'x-wing', damage: 2, count: 3, health: 1, doomed: 2 }, 'fr')).toBe('La pile X-Wing × 3 subit 1 dégât (2 en tout sur elle, santé 1 par unité)\u00a0: 2 unités à détruire à la fin du round.');
    expect(say('rebellion.event.damaged', { profile: 'star-destroyer', damage: 1, count: 1, health: 4, doomed: 0 }, 'en')).toBe('The stack of Star Destroyer × 1 takes 1 damage (1 on it in all, health 4 a unit): 0 to be destroyed at the round’s end.');
    expect(say('rebellion.event.redHitsLost', { side: 'empire', count: 1 }, 'fr')).toBe('1 touché rouge du camp Empire galactique ne trouve aucune unité à endommager\u00a0: il est perdu.');
    expect(say('rebellion.event.directHitsLost', { side: 'rebellion', count: 2 }, 'en')).toBe('2 direct hits of Rebel Alliance find no unit they can damage: they are lost.');
    // The hidden base is no system: units deployed there are not « dans le système la base rebelle ».
    expect(say('rebellion.event.deployed', { side: 'rebellion', profile: 'rebel-trooper', system: '@base' }, 'fr')).toBe('Le camp Alliance rebelle déploie 1 × Soldat rebelle dans la base rebelle.');
    expect(say('rebellion.event.deployed', { side: 'rebellion', profile: 'rebel-trooper', system: 'hoth' }, 'fr')).toBe('Le camp Alliance rebelle déploie 1 × Soldat rebelle dans le système Hoth.');
    expect(say('rebellion.event.missionRoll', { side: 'rebellion', ours: 2, theirs: 2, opponent: 'empire', ourDice: 3, theirDice: 2 }, 'fr')).toBe('Le camp Alliance rebelle obtient 2 succès (3 dés) contre 2 pour le camp Empire galactique (2 dés)\u00a0: une mission en demande strictement plus que son adversaire.');
    expect(say('rebellion.event.missionRollPictured', { side: 'rebellion', ours: 3, theirs: 0, opponent: 'empire', ourDice: 1, theirDice: 0, bonus: 2 }, 'fr')).toBe('Le camp Alliance rebelle obtient 3 succès (1 dé, +2 pour le leader illustré) contre 0 pour le camp Empire galactique (0 dé)\u00a0: une mission en demande strictement plus que son adversaire.');
    // A base found empty says so, rather than that its units come out.
    expect(say('rebellion.event.baseFoundEmpty', { system: 'toydaria', count: 0 }, 'fr')).toBe('Des troupes terrestres impériales arrivent dans le système Toydaria\u00a0: la base rebelle s’y trouve\u00a0! Elle n’a aucune unité pour la défendre.');
    expect(say('rebellion.event.baseRevealed', { system: 'toydaria', count: 3 }, 'en')).toBe('Imperial ground troops land in Toydaria: the rebel base is there! Its 3 units come out to fight.');
    expect(say('rebellion.event.directHitsAdded', { count: 1 }, 'fr')).toBe('Cette attaque gagne 1 touché direct.');
    expect(say('rebellion.event.combatRound', { system: 'felucia', round: 2 }, 'fr')).toBe('Le combat dans le système Felucia continue\u00a0: round 2.');
    expect(say('rebellion.event.drewProbes', { count: 1 }, 'en')).toBe('The Empire draws 1 probe card.');
    expect(say('rebellion.event.drewObjectives', { count: 1 }, 'fr')).toBe('La Rébellion pioche 1 carte objectif.');
    expect(say('rebellion.event.drewMissions', { side: 'empire', count: 1 }, 'en')).toBe('Galactic Empire draws 1 mission.');
    expect(say('rebellion.event.missionsBack', { side: 'rebellion', count: 1 }, 'fr')).toBe('Le camp Alliance rebelle reprend 1 mission non révélée.');
    expect(say('rebellion.event.built', { side: 'empire', profile: 'at-st', system: 'coruscant', space: 2 }, 'en')).toBe('Galactic Empire builds one AT-ST at Coruscant, on space 2 of its build track.');
    expect(say('rebellion.event.loyalty', { system: 'kashyyyk', loyalty: 'rebellion' }, 'fr')).toBe('Kashyyyk se range désormais du côté du camp Alliance rebelle.');
    expect(say('rebellion.event.loyalty', { system: 'kashyyyk', loyalty: '' }, 'fr')).toBe('Kashyyyk devient neutre.');
    expect(say('rebellion.event.rolled', { side: 'rebellion', theatre: 1, black: 5, red: 2, blackHits: 1, redHits: 1, direct: 1, specials: 0 }, 'fr')).toBe(
      'Le camp Alliance rebelle lance 5 dés noirs et 2 dés rouges (combat terrestre)\u00a0: 1 touché noir, 1 touché rouge, 1 touché direct, 0 spécial.',
    );
    expect(say('rebellion.event.rolled', { side: 'rebellion', theatre: 0, black: 1, red: 0, blackHits: 0, redHits: 0, direct: 1, specials: 1 }, 'en')).toBe(
      'Rebel Alliance rolls 1 black die and 0 red dice (space): 0 black hits, 0 red hits, 1 direct hit, 1 special.',
    );
  });
});
