/**
 * Four players (rulebook: "2 - 4 joueurs", "4 joueurs : 2 Agents par chacun"; every player draws
 * 5 cards from the team's deck and plays their own agents): a side the scenario gives two players
 * has one hand per player, and each agent plays and fights from its player's hand.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { verifyReplay } from '../core/log';
import type { Action, GameState } from '../core/types';
import { playBotGame } from '../../sim/play';
import { describe as describeMessage } from './describe';
import { invariantViolations } from './invariants';
import { cellIndex, engine, loadInput, placed, play, start, toAttackPhase, withHands } from './test-support/game';
import type { R6Action, R6State } from './types';
import { HIDDEN_CARD } from './types';
import { loadScenario } from '../../scenario/load';
import { problemInWords } from '../../scenario/problem-words';

type Doc = { sides: { id: string; players?: number }[] };

/** The document with each side shared by `players` players. */
function shared<T>(document: T, players: number): T {
  const doc = JSON.parse(JSON.stringify(document)) as T & Doc;
  for (const side of doc.sides) side.players = players;
  return doc;
}

/** Ash outside at A1 and Doc in the hall at A3 (two zones, a clear line); a second agent for each side. */
const fourPlayers = shared(placed(sample, { ash: 'A1', 'attacker-3': 'F1', doc: 'A3', castle: 'B9' }), 2);
const anyEngine = engine as unknown as Parameters<typeof playBotGame>[0];

function cardsOf(state: R6State, side: string, unit: string): string[] {
  return engine
    .legalActions(state, side)
    .filter((action): action is Extract<R6Action, { type: 'card' }> => action.type === 'card' && action.unit === unit)
    .map((action) => action.card);
}

describe('four players, two per side', () => {
  it('deals each side’s agents to its players in order and gives every player a hand of 5 from the team deck', () => {
    const state = start(shared(sample, 2));
    expect(state.fixed.players?.map((player) => [player.id, player.units.map((unit) => state.fixed.units[unit]?.id)])).toEqual([
      ['attackers/1', ['ash', 'attacker-2']],
      ['attackers/2', ['attacker-3', 'attacker-4']],
      ['defenders/1', ['doc', 'defender-2']],
      ['defenders/2', ['castle', 'defender-4']],
    ]);
    let prepared = state;
    // Both sides deploy their agents, then the defenders end their preparation.
    while (prepared.phase === 'deployment') {
      const side = prepared.pending[0]?.side as string;
      prepared = play(prepared, engine.legalActions(prepared, side)[0] as Action).state;
    }
    prepared = play(prepared, { type: 'endPhase', side: 'defenders' }).state;
    expect(Object.keys(prepared.game.hands)).toEqual(['attackers/1', 'attackers/2', 'defenders/1', 'defenders/2']);
    for (const hand of Object.values(prepared.game.hands)) expect(hand).toHaveLength(5);
    expect(prepared.game.piles.attackers).toHaveLength(24 - 10);
    expect(invariantViolations(prepared)).toEqual([]);
  });

  it('deals an uneven side in blocks as even as can be, and a one-player side keeps the side’s own hand', () => {
    const doc = JSON.parse(JSON.stringify(sample)) as Doc & { sides: { units: unknown[] }[] };
    (doc.sides[0] as { players?: number }).players = 3;
    const state = start(doc);
    expect(state.fixed.players?.map((player) => player.units.length)).toEqual([1, 1, 2, 4]);
    expect(Object.keys(state.game.hands)).toEqual(['attackers/1', 'attackers/2', 'attackers/3', 'defenders']);
    expect(state.fixed.players?.map((player) => player.id)).toEqual(['attackers/1', 'attackers/2', 'attackers/3', 'defenders']);
    expect(start(sample).fixed.players).toBeUndefined();
  });

  it('lets an agent play only the cards of its own player’s hand', () => {
    const state = withHands(toAttackPhase(start(fourPlayers)), { 'attackers/1': ['smoke-grenade'], 'attackers/2': ['flash-grenade'] });
    expect(new Set(cardsOf(state, 'attackers', 'ash'))).toEqual(new Set(['smoke-grenade']));
    expect(new Set(cardsOf(state, 'attackers', 'attacker-3'))).toEqual(new Set(['flash-grenade']));
    const borrowed = engine.apply(state, { type: 'card', side: 'attackers', unit: 'ash', card: 'flash-grenade', cell: cellIndex(state, 'B1') });
    expect(borrowed.refused?.key).toBe('r6-onboard.refused.cardNotInHand');
    expect(borrowed.state).toBe(state);
    const thrown = play(state, { type: 'card', side: 'attackers', unit: 'ash', card: 'smoke-grenade', cell: cellIndex(state, 'B1') }).state;
    expect(thrown.game.hands['attackers/1']).toEqual([]);
    expect(thrown.game.hands['attackers/2']).toEqual(['flash-grenade']);
  });

  it('fights from the hands of the two agents’ players, and each player draws back to 5', () => {
    let state = withHands(toAttackPhase(start(fourPlayers)), {
      'attackers/1': ['cover-fire', 'double-attack'],
      'attackers/2': ['breach'],
      'defenders/1': ['smoke-grenade', 'double-defense'],
      'defenders/2': ['counter'],
    });
    state = play(state, { type: 'attack', side: 'attackers', unit: 'ash', target: 'doc' }).state;
    const committable = (side: string) =>
      new Set(
        engine
          .legalActions(state, side)
          .filter((action): action is Extract<R6Action, { type: 'commit' }> => action.type === 'commit')
          .flatMap((action) => (action.counter === null ? action.cards : [...action.cards, action.counter])),
      );
    expect(committable('attackers')).toEqual(new Set(['cover-fire', 'double-attack']));
    // Castle's player holds the counter card: Doc cannot use it.
    expect(committable('defenders')).toEqual(new Set(['smoke-grenade', 'double-defense']));
    expect(engine.apply(state, { type: 'commit', side: 'defenders', cards: [], counter: 'counter' }).refused?.key).toBe('r6-onboard.refused.cardNotInHand');
    state = play(state, { type: 'commit', side: 'attackers', cards: ['cover-fire', 'double-attack'], counter: null }).state;
    state = play(state, { type: 'commit', side: 'defenders', cards: ['double-defense', 'smoke-grenade'], counter: null }).state;
    expect(state.game.hands['attackers/1']).toEqual([]);
    expect(state.game.hands['defenders/1']).toEqual([]);
    expect(state.game.hands['defenders/2']).toEqual(['counter']);
    state = play(state, { type: 'boost', side: 'attackers', card: null }).state;
    state = play(state, { type: 'boost', side: 'defenders', card: null }).state;
    state = play(state, { type: 'endPhase', side: 'attackers' }).state;
    const drawn = play(state, { type: 'endPhase', side: 'defenders' });
    for (const hand of ['attackers/1', 'attackers/2', 'defenders/1', 'defenders/2']) expect(drawn.state.game.hands[hand]).toHaveLength(5);
    const drew = drawn.events.filter((event) => event.key === 'r6-onboard.event.drew').map((event) => describeMessage(drawn.state.fixed, event, 'en'));
    expect(drew).toContain('Attackers (player 1) draw 5 cards.');
    expect(drawn.events.filter((event) => event.key === 'r6-onboard.event.drew').map((event) => describeMessage(drawn.state.fixed, event, 'fr'))).toContain('Le camp Défenseurs (joueur 2) pioche 4 cartes.');
  });

  it('shows a side the hands of all its players and only the size of the other side’s', () => {
    const state = toAttackPhase(start(fourPlayers));
    const view = engine.view(state, 'attackers');
    expect(view.game.hands['attackers/1']).toEqual(state.game.hands['attackers/1']);
    expect(view.game.hands['attackers/2']).toEqual(state.game.hands['attackers/2']);
    for (const hand of ['defenders/1', 'defenders/2']) {
      expect(view.game.hands[hand]).toHaveLength(5);
      expect(view.game.hands[hand]?.every((card) => card === HIDDEN_CARD)).toBe(true);
    }
  });

  it('lays preparation cards from a named player’s hand', () => {
    const state = withHands(start(fourPlayers), { 'defenders/1': ['trap'], 'defenders/2': ['barricade'] });
    const prepares = engine.legalActions(state, 'defenders').filter((action): action is Extract<R6Action, { type: 'prepare' }> => action.type === 'prepare');
    expect(prepares.length).toBeGreaterThan(0);
    expect(prepares.every((action) => action.player === 'defenders/2' && action.card === 'barricade')).toBe(true);
    const laid = play(state, prepares[0] as Action).state;
    expect(laid.game.hands['defenders/2']).toEqual([]);
    expect(engine.apply(state, { ...(prepares[0] as Extract<R6Action, { type: 'prepare' }>), player: 'defenders/3' }).refused?.key).toBe('r6-onboard.refused.unknownPlayer');
    // Without a player, the card comes from the first hand that holds it.
    const { player: _player, ...unnamed } = prepares[0] as Extract<R6Action, { type: 'prepare' }>;
    expect(play(state, unnamed).state.game.hands['defenders/2']).toEqual([]);
  });

  it('keeps every state of random four-player games valid, and they replay to the same hashes', () => {
    const input = loadInput(shared(sample, 2));
    for (let seed = 0; seed < 100; seed++) {
      let previous: GameState | null = null;
      const game = playBotGame(anyEngine, input, {
        seed,
        bots: seed % 10 === 0 ? ['greedy', 'random'] : ['random'],
        record: seed % 5 === 0,
        observe(state, action) {
          const refused = previous && action ? engine.check(previous as R6State, action) : null;
          if (refused) throw new Error(`seed ${seed}, step ${state.step}: ${JSON.stringify(action)} refused: ${refused.key}`);
          const problems = invariantViolations(state as R6State);
          if (problems.length > 0) throw new Error(`seed ${seed}, step ${state.step}: ${problems.join('; ')}`);
          previous = state;
        },
      });
      expect(game.state.outcome).not.toBeNull();
      if (seed % 5 === 0) expect(verifyReplay(anyEngine, game.initial, game.log)).toMatchObject({ ok: true });
    }
  });
});

describe('four agents a side: « 2 joueurs : 4 Agents par chacun / 4 joueurs : 2 Agents par chacun »', () => {
  it('says a side fielding a fifth agent, and how many to remove, in the designer’s words', () => {
    expect(loadScenario(JSON.stringify(sample)).problems.filter((problem) => problem.key.startsWith('problem.side.tooMany'))).toEqual([]);
    const five = JSON.parse(JSON.stringify(sample)) as { sides: { units: { id: string; profile: string; deployIn?: string }[] }[] };
    five.sides[0]!.units.push({ id: 'thermite', profile: 'attacker-agent', deployIn: 'attackers-start' });
    const loaded = loadScenario(JSON.stringify(five));
    const problem = loaded.problems.find((candidate) => candidate.key === 'problem.side.tooManyUnits');
    expect(problem).toMatchObject({ severity: 'warning', pointer: '/sides/0/units', params: { side: 'attackers', count: 5, max: 4, extra: 1 } });
    expect(problemInWords(problem!, five, loaded.ruleset, 'fr')).toBe('Le camp Attaquants aligne 5 unités\u00a0; les règles en donnent 4 au plus à chaque camp. Retirez-en 1.');
  });
});
