/**
 * Rivet Wars messages: French and English say the same things with the same blanks (the
 * conformance kit checks that every message of real games has both texts), and name units, cards,
 * sides, phases and directions in the player's language.
 */
import { describe, expect, it } from 'vitest';
import m03 from '../../../scenarios/rivet-wars-m03.scenario.json';
import { describe as describeMessage } from './describe';
import en from './messages.en.json';
import fr from './messages.fr.json';
import { Rng, seedRng } from '../core/prng';
import type { RwAction, RwState } from './types';
import { cardOf } from './cards';
import { copyOf, engine, play, start } from './test-support/game';

const blanks = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('Rivet Wars messages', () => {
  it('has every key in French and English, under the ruleset’s id, with the same blanks', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(key.startsWith('rivet-wars.')).toBe(true);
      expect(blanks((fr as Record<string, string>)[key] ?? ''), key).toEqual(blanks(text));
    }
  });

  it('names units, cards, sides and directions in the player’s language', () => {
    const state = start(copyOf(m03));
    const { fixed } = state;
    expect(describeMessage(fixed, { key: 'rivet-wars.event.hit', params: { unit: 'panzerfaust-2', attacker: 'captain-parman-1', what: 'attack', dice: '5 2 1', count: 3, precision: 0 } }, 'fr')).toBe(
      'Captain W. Parman contre Panzerfaust 2\u00a0: dés 5, 2 et 1 — touché, 1 dégât.',
    );
    expect(describeMessage(fixed, { key: 'rivet-wars.event.hit', params: { unit: 'rocket-cycle-1', attacker: '', what: 'minefield', dice: '6 2', count: 2, precision: 0 } }, 'en')).toBe('Minefield on Rocket Cycle 1: dice 6 and 2 — hit, 1 damage.');
    expect(describeMessage(fixed, { key: 'rivet-wars.event.deviated', params: { side: 'allies', card: 'barrage-1', direction: 5, from: '5,5', to: '4,6', fromGrid: 0, toGrid: 0 } }, 'fr')).toBe(
      'Déviation par la carte retournée, «\u00a0Barrage d’artillerie\u00a0»\u00a0: la flèche pointe vers le sud-ouest, de 5,5 à 4,6.',
    );
    expect(describeMessage(fixed, { key: 'rivet-wars.event.gainedRivets', params: { side: 'allies', rivets: 1, total: 3 } }, 'fr')).toBe('Le camp Alliés gagne 1 Rivet (3 Rivets en tout).');
    expect(describeMessage(fixed, { key: 'rivet-wars.event.boosted', params: { unit: 'rocket-cycle-1', points: 1 } }, 'en')).toBe('Rocket Cycle 1 may move 1 grid more this turn.');
    expect(describeMessage(fixed, { key: 'rivet-wars.refused.notNow', params: { phase: 'allies:combat', expected: 'retreat' } }, 'en')).toBe('Not now: the game waits for a Tank Shock’s survivors to fall back.');
    expect(describeMessage(fixed, { key: 'rivet-wars.win.tieBroken', params: { side: 'blight', vp: 7, round: 9 } }, 'fr')).toBe('L’égalité est rompue à la fin du round 9, avec 7 VP.');
  });

  /** Random play of mission 3 until an action `wanted` picks is legal: the state before it, and the action. */
  const playUntil = (wanted: (action: RwAction, state: RwState) => boolean): { state: RwState; action: RwAction } => {
    const rng = new Rng(seedRng(3));
    let state: RwState = start(copyOf(m03), 3);
    for (let step = 0; step < 5000 && state.outcome === null; step++) {
      const legal = engine.legalActions(state, state.pending[0]?.side as string) as RwAction[];
      const found = legal.find((action) => wanted(action, state));
      if (found) return { state, action: found };
      state = play(state, legal[rng.int(legal.length)] as RwAction).state;
    }
    throw new Error('never legal');
  };

  it('names the grid a barrage is played on', () => {
    const { state, action } = playUntil((candidate) => candidate.type === 'play' && candidate.grid !== undefined);
    const event = play(state, action).events.find((candidate) => candidate.key.startsWith('rivet-wars.event.cardPlayed'));
    expect(event?.key).toBe('rivet-wars.event.cardPlayedOnGrid');
    expect(describeMessage(state.fixed, event!, 'fr')).toBe(`Le camp ${action.side === 'allies' ? 'Alliés' : 'Blight'} joue «\u00a0Barrage d’artillerie\u00a0» sur la case ${state.fixed.labels[(action as { grid: number }).grid]}.`);
  });

  it('says what a card of rivets brought, and how many the side has in all', () => {
    const rivetsCard = (action: RwAction, state: RwState) => action.type === 'play' && cardOf(state.fixed, action.card)?.effect === 'rivets';
    const { state, action } = playUntil(rivetsCard);
    const s = state.fixed.sides.findIndex((side) => side.id === action.side);
    const gained = play(state, action).events.find((event) => event.key === 'rivet-wars.event.gainedRivets');
    const amount = cardOf(state.fixed, (action as { card: string }).card)?.amount as number;
    expect(gained?.params).toEqual({ side: action.side, rivets: amount, total: (state.game.rivets[s] as number) + amount });
  });

  it('says whose turn, whose roll and whose gain without an article before a side’s name, and never reads the rolls as a decimal', () => {
    const { fixed } = start(copyOf(m03));
    expect(describeMessage(fixed, { key: 'rivet-wars.event.initiativeRolls', params: { sides: 'allies,blight', rolls: '2,1' } }, 'fr')).toBe('Jets d’initiative\u00a0: 2 pour le camp Alliés et 1 pour le camp Blight.');
    expect(describeMessage(fixed, { key: 'rivet-wars.event.initiativeRolls', params: { sides: 'allies,blight', rolls: '2,1' } }, 'en')).toBe('Initiative rolls: 2 for Allies and 1 for Blight.');
    expect(describeMessage(fixed, { key: 'rivet-wars.event.initiative', params: { side: 'allies' } }, 'fr')).toBe('Initiative\u00a0: Alliés, premier camp à jouer.');
    expect(describeMessage(fixed, { key: 'rivet-wars.event.resources', params: { side: 'allies', points: 1, rivets: 1, total: 1 } }, 'en')).toBe('Allies receive 1 deployment point and 1 rivet (1 rivet in all).');
    expect(describeMessage(fixed, { key: 'rivet-wars.event.resources', params: { side: 'allies', points: 3, rivets: 0, total: 4 } }, 'fr')).toBe('Le camp Alliés reçoit 3 points de déploiement et 0 Rivet (4 Rivets en tout).');
    expect(describeMessage(fixed, { key: 'rivet-wars.event.flagTaken', params: { side: 'blight', loser: 'allies', cell: '7,5', grid: 0 } }, 'fr')).toBe('Le camp Blight retire le drapeau du camp Alliés en 7,5.');
    expect(describeMessage(fixed, { key: 'rivet-wars.event.arranged', params: { unit: 'panzerfaust-2', cells: 1 } }, 'fr')).toBe('Panzerfaust 2 occupe désormais la cellule en haut à gauche de sa case.');
  });
});
