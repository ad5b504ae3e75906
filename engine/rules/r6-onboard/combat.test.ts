import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { engine, keys, placed, play, start, toAttackPhase, unitState, withHands } from './test-support/game';
import type { R6Action, R6State } from './types';

/** Ash outside at A1 and Doc in the hall at A3: a window between them, a clear line, two zones. */
function duel(attackers: string[], defenders: string[]): R6State {
  const state = toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'A3', castle: 'B9' })));
  return withHands(state, { attackers, defenders });
}

function attack(state: R6State): R6State {
  return play(state, { type: 'attack', side: 'attackers', unit: 'ash', target: 'doc' }).state;
}

describe('combat (rulebook: face-down cards, strictly greater attack hits)', () => {
  it('misses on the rulebook’s tie: 4 + 3 = 7 against 4 + 3 = 7', () => {
    let state = attack(duel(['double-attack', 'cover-fire', 'breach'], ['double-defense', 'smoke-grenade', 'trap']));
    expect(state.pending).toEqual([
      { side: 'attackers', kind: 'commit', secret: true },
      { side: 'defenders', kind: 'commit', secret: true },
    ]);
    state = play(state, { type: 'commit', side: 'attackers', cards: ['cover-fire', 'double-attack'], counter: null }).state;
    state = play(state, { type: 'commit', side: 'defenders', cards: ['double-defense', 'smoke-grenade'], counter: null }).state;
    expect(state.game.combat).toMatchObject({ stage: 'boost', attack: 7, defense: 7 });
    state = play(state, { type: 'boost', side: 'attackers', card: null }).state;
    const last = play(state, { type: 'boost', side: 'defenders', card: null });
    expect(keys(last.events)).toContain('r6-onboard.event.missed');
    expect(last.events.find((event) => event.key === 'r6-onboard.event.missed')?.params).toEqual({ unit: 'ash', target: 'doc', attack: 7, defense: 7 });
    expect(unitState(last.state, 'doc').hp).toBe(2);
    expect(last.state.game.combat).toBeNull();
    expect(last.state.pending).toEqual([{ side: 'attackers', kind: 'act' }]);
    expect(last.state.game.discards.attackers).toEqual(['cover-fire', 'double-attack']);
    expect(last.state.game.hands.attackers).toEqual(['breach']);
  });

  it('hits when the attack is strictly greater: 4 + 3 = 7 against 4 + 2 = 6', () => {
    let state = attack(duel(['double-attack', 'cover-fire'], ['double-defense', 'barricade']));
    state = play(state, { type: 'commit', side: 'defenders', cards: ['barricade', 'double-defense'], counter: null }).state;
    state = play(state, { type: 'commit', side: 'attackers', cards: ['cover-fire', 'double-attack'], counter: null }).state;
    state = play(state, { type: 'boost', side: 'defenders', card: null }).state;
    const last = play(state, { type: 'boost', side: 'attackers', card: null });
    expect(keys(last.events)).toEqual(expect.arrayContaining(['r6-onboard.event.hit', 'r6-onboard.event.wounded']));
    expect(unitState(last.state, 'doc').hp).toBe(1);
  });

  it('hits at once in the same zone, with no cards and no defence', () => {
    const state = toAttackPhase(start(placed(sample, { ash: 'D2', doc: 'D7' })));
    const result = play(state, { type: 'attack', side: 'attackers', unit: 'ash', target: 'doc' });
    expect(keys(result.events)).toEqual(['r6-onboard.event.closeQuarters', 'r6-onboard.event.wounded']);
    expect(result.state.game.combat).toBeNull();
    expect(unitState(result.state, 'doc').hp).toBe(1);
    expect(unitState(result.state, 'ash').actions).toBe(2);
    const second = play(result.state, { type: 'attack', side: 'attackers', unit: 'ash', target: 'doc' });
    expect(keys(second.events)).toEqual(['r6-onboard.event.closeQuarters', 'r6-onboard.event.killed', 'core.event.gameOver']);
    expect(unitState(second.state, 'doc').cell).toBe(-1);
    expect(second.state.outcome).toEqual({ winner: 'attackers', key: 'r6-onboard.outcome.eliminated', params: { side: 'defenders' } });
  });

  it('keeps each side’s face-down cards out of the other side’s view until they are revealed', () => {
    let state = attack(duel(['double-attack', 'cover-fire', 'breach'], ['double-defense', 'smoke-grenade', 'counter']));
    state = play(state, { type: 'commit', side: 'attackers', cards: ['cover-fire', 'double-attack'], counter: null }).state;
    const seenByDefenders = engine.view(state, 'defenders');
    expect(seenByDefenders.sealed).toEqual({ attackers: { hidden: true, count: 2 } });
    expect(seenByDefenders.game.hands.attackers).toEqual(['?']);
    expect(JSON.stringify([seenByDefenders.sealed, seenByDefenders.game])).not.toContain('cover-fire');
    expect(engine.view(state, 'attackers').sealed).toEqual({ attackers: { cards: ['cover-fire', 'double-attack'], counter: null } });
    const revealed = play(state, { type: 'commit', side: 'defenders', cards: ['smoke-grenade'], counter: null });
    expect(revealed.state.sealed).toEqual({});
    expect(revealed.events.filter((event) => event.key === 'r6-onboard.event.cardsRevealed').map((event) => event.params.cards)).toEqual(['cover-fire,double-attack', 'smoke-grenade']);
  });

  it('turns the target into the attacker when it lays a counter card', () => {
    let state = attack(duel(['double-defense', 'smoke-grenade'], ['counter', 'double-defense', 'smoke-grenade']));
    const commits = engine.legalActions(state, 'defenders');
    expect(commits).toContainEqual({ type: 'commit', side: 'defenders', cards: ['smoke-grenade'], counter: 'counter' });
    expect(engine.legalActions(state, 'attackers').every((action) => (action as { counter: unknown }).counter === null)).toBe(true);
    state = play(state, { type: 'commit', side: 'attackers', cards: ['smoke-grenade'], counter: null }).state;
    const counter = play(state, { type: 'commit', side: 'defenders', cards: ['smoke-grenade'], counter: 'counter' });
    expect(keys(counter.events)).toContain('r6-onboard.event.countered');
    // Doc attacks with the smoke grenade's attack (2) against Ash's defence with the same card (3).
    expect(counter.state.game.combat).toMatchObject({ attacker: 1, defender: 0, attack: 2, defense: 3 });
    const boosts = engine.legalActions(counter.state, 'attackers');
    expect(boosts).toEqual([
      { type: 'boost', side: 'attackers', card: null },
      { type: 'boost', side: 'attackers', card: 'double-defense' },
    ]);
  });

  it('doubles the attack total with a double attack card played after the reveal', () => {
    let state = attack(duel(['double-attack', 'smoke-grenade'], ['smoke-grenade', 'trap']));
    state = play(state, { type: 'commit', side: 'attackers', cards: ['smoke-grenade'], counter: null }).state;
    state = play(state, { type: 'commit', side: 'defenders', cards: ['smoke-grenade'], counter: null }).state;
    expect(state.game.combat).toMatchObject({ attack: 2, defense: 3 });
    expect(engine.apply(state, { type: 'boost', side: 'defenders', card: 'double-attack' }).refused?.key).toBe('r6-onboard.refused.cardNotInHand');
    state = play(state, { type: 'boost', side: 'defenders', card: null }).state;
    const last = play(state, { type: 'boost', side: 'attackers', card: 'double-attack' });
    expect(last.events.find((event) => event.key === 'r6-onboard.event.hit')?.params).toEqual({ unit: 'ash', target: 'doc', attack: 4, defense: 3 });
  });

  it('refuses cards not in hand, too many cards and a counter from the attacker', () => {
    const state = attack(duel(['double-attack', 'cover-fire', 'counter'], ['double-defense', 'smoke-grenade']));
    const refusals = [
      [{ side: 'attackers', cards: ['trap'], counter: null }, 'r6-onboard.refused.cardNotInHand'],
      [{ side: 'attackers', cards: ['cover-fire', 'cover-fire'], counter: null }, 'r6-onboard.refused.cardNotInHand'],
      [{ side: 'attackers', cards: ['cover-fire', 'double-attack', 'counter'], counter: null }, 'r6-onboard.refused.tooManyCards'],
      [{ side: 'attackers', cards: [], counter: 'counter' }, 'r6-onboard.refused.counterByTargetOnly'],
      [{ side: 'defenders', cards: [], counter: 'smoke-grenade' }, 'r6-onboard.refused.notACounter'],
      [{ side: 'defenders', cards: 'smoke-grenade', counter: null }, 'r6-onboard.refused.malformedCards'],
    ] as const;
    for (const [action, key] of refusals) {
      const result = engine.apply(state, { type: 'commit', ...action });
      expect(result.refused?.key).toBe(key);
      expect(result.state).toBe(state);
    }
    expect(engine.apply(state, { type: 'move', side: 'attackers', unit: 'ash', cell: 1 }).refused?.key).toBe('r6-onboard.refused.notNow');
  });
});

describe('Le combat, étape 3: “Le joueur qui est attaqué peut poser une carte d’action Contre s’il le souhaite. Son Agent devient alors l’attaquant dans ce combat.”', () => {
  type Commit = Extract<R6Action, { type: 'commit' }>;
  const commits = (state: R6State, side: string) => engine.legalActions(state, side).filter((action): action is Commit => action.type === 'commit');
  const laysCounter = (action: Commit) => action.counter !== null || action.cards.includes('counter');

  it('never offers Contre to the side that attacks, and offers it to the attacked side only as its counter', () => {
    const state = attack(duel(['counter', 'cover-fire', 'smoke-grenade'], ['counter', 'smoke-grenade']));
    const attackers = commits(state, 'attackers');
    expect(attackers.length).toBeGreaterThan(1);
    expect(attackers.filter(laysCounter)).toEqual([]);
    const defenders = commits(state, 'defenders');
    expect(defenders.some((action) => action.cards.includes('counter'))).toBe(false);
    expect(defenders.filter((action) => action.counter === 'counter').map((action) => action.cards)).toEqual([[], ['smoke-grenade']]);
  });

  it('gives Contre to whoever is attacked: in the defence phase, the attacking team’s agent', () => {
    let state = duel([], []);
    state = withHands(play(state, { type: 'endPhase', side: 'attackers' }).state, { attackers: ['counter'], defenders: ['counter'] });
    state = play(state, { type: 'attack', side: 'defenders', unit: 'doc', target: 'ash' }).state;
    expect(commits(state, 'defenders').filter(laysCounter)).toEqual([]);
    expect(commits(state, 'attackers')).toEqual([
      { type: 'commit', side: 'attackers', cards: [], counter: null },
      { type: 'commit', side: 'attackers', cards: [], counter: 'counter' },
    ]);
  });

  it('refuses Contre from the side that attacks, and among the attacked side’s cards that count', () => {
    const state = attack(duel(['counter', 'cover-fire'], ['counter', 'smoke-grenade']));
    const refusals = [
      [{ side: 'attackers', cards: ['counter'], counter: null }, 'r6-onboard.refused.counterByTargetOnly'],
      [{ side: 'attackers', cards: ['cover-fire'], counter: 'counter' }, 'r6-onboard.refused.counterByTargetOnly'],
      [{ side: 'defenders', cards: ['counter'], counter: null }, 'r6-onboard.refused.counterOnlyToCounter'],
      [{ side: 'defenders', cards: ['counter', 'smoke-grenade'], counter: null }, 'r6-onboard.refused.counterOnlyToCounter'],
    ] as const;
    for (const [action, key] of refusals) {
      const result = engine.apply(state, { type: 'commit', ...action });
      expect(result.refused?.key).toBe(key);
      expect(result.state).toBe(state);
    }
    expect(engine.apply(state, { type: 'commit', side: 'defenders', cards: ['smoke-grenade'], counter: 'counter' }).refused).toBeUndefined();
  });
});
