/**
 * The search bot: deterministic for a given seed, blind to what its side cannot see (it reads only
 * the view it is handed), within its budget, and able to find a winning move.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { engine, placed, play, start, toAttackPhase, withHands } from '../r6-onboard/test-support/game';
import { createBot, searchBot } from './bots';
import { SEARCH_STRENGTHS, type SearchSettings } from './mcts';
import type { Action, GameState } from './types';

const anyEngine = engine as unknown as Parameters<typeof createBot>[1];

describe('the search bot', () => {
  const state = withHands(toAttackPhase(start(placed(sample, { ash: 'D2', doc: 'D7' }))), { attackers: ['breach'] });
  const hurt = { ...state, game: { ...state.game, units: state.game.units.map((unit, index) => (index === 1 ? { ...unit, hp: 1 } : unit)) } };
  const legal = engine.legalActions(hurt, 'attackers');

  it('takes the winning shot: Doc, wounded, alone in the corridor with Ash', () => {
    const choice = createBot('mcts:fast', anyEngine, 5).choose(legal, () => engine.view(hurt, 'attackers'), 'attackers');
    expect(choice).toEqual<Action>({ type: 'attack', side: 'attackers', unit: 'ash', target: 'doc' } as Action);
  });

  it('chooses the same for the same seed, reads only the view it is handed, and the game’s dice never move', () => {
    let viewed = 0;
    const views: GameState[] = [];
    const decide = (seed: number) =>
      createBot('mcts:fast', anyEngine, seed).choose(
        legal,
        () => {
          viewed++;
          const view = engine.view(state, 'attackers');
          views.push(view);
          return view;
        },
        'attackers',
      );
    expect(decide(9)).toEqual(decide(9));
    expect(viewed).toBe(2);
    // The view hides the other hand and the PRNG: what the bot saw is what it was allowed to see.
    for (const view of views) {
      expect(view.rng).toEqual([0, 0, 0, 0]);
      expect((view as typeof state).game.hands.defenders?.every((card) => card === '?')).toBe(true);
    }
    expect(state.rng).toEqual(toAttackPhase(start(placed(sample, { ash: 'D2', doc: 'D7' }))).rng);
  });

  it('spends the budget it is given, in iterations or in time: one state drawn from its view per iteration', () => {
    // Each iteration draws one state from the view the bot is handed; the greedy answers past the
    // tree draw theirs from the views of the states they play.
    let drawn = 0;
    const view = engine.view(state, 'attackers');
    const counting = { ...anyEngine, ruleset: { ...anyEngine.ruleset, sample: (...args: Parameters<typeof anyEngine.ruleset.sample>) => (args[0] === view && drawn++, anyEngine.ruleset.sample(...args)) } } as typeof anyEngine;
    const drawsFor = (settings: SearchSettings) => {
      drawn = 0;
      searchBot(counting, 1, 'mcts:fast', settings).choose(legal, () => view, 'attackers');
      return drawn;
    };
    expect(drawsFor({ ...SEARCH_STRENGTHS.fast, iterations: 30 })).toBe(30);
    expect(drawsFor({ ...SEARCH_STRENGTHS.fast, iterations: 90 })).toBe(90);
    let now = 0;
    const clock = () => (now += 1);
    expect(drawsFor({ ...SEARCH_STRENGTHS.fast, iterations: 1, milliseconds: 40, clock })).toBe(39);
  });

  it('keeps a side blind to the cards sealed before its own in the same round: one set of statistics for the defence, whatever the attack committed', () => {
    // Ash fires on Doc from another room: both sides choose combat cards face down, the attackers first.
    const duel = withHands(toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'A3', castle: 'B9' }))), {
      attackers: ['double-attack', 'cover-fire', 'breach'],
      defenders: ['double-defense', 'smoke-grenade', 'trap'],
    });
    const commit = play(duel, { type: 'attack', side: 'attackers', unit: 'ash', target: 'doc' }).state;
    expect(commit.pending.map((owed) => owed.side)).toEqual(['attackers', 'defenders']);
    const answered = new Set<string>();
    let defenceListings = 0;
    const watching = {
      ...anyEngine,
      legalActions: (state: GameState, side: string) => {
        // This combat's commitments: no card discarded yet (combats further down the tree discard some).
        const firstCombat = (state as typeof commit).game.discards.attackers?.length === 0;
        if (side === 'defenders' && firstCombat && state.pending.some((owed) => owed.kind === 'commit' && owed.side === 'defenders')) {
          defenceListings++;
          answered.add(JSON.stringify(state.sealed.attackers));
        }
        return anyEngine.legalActions(state, side);
      },
    } as typeof anyEngine;
    searchBot(watching, 3, 'mcts', SEARCH_STRENGTHS.standard).choose(engine.legalActions(commit, 'attackers'), () => engine.view(commit, 'attackers'), 'attackers');
    // The defence's choices are listed (and ordered) once, where the round starts: a tree that
    // listed them again under each commitment of the attack would let the defence answer it.
    expect(defenceListings).toBe(1);
    expect(answered.size).toBe(1);
  });
});
