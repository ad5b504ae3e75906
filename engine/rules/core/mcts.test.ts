/**
 * The search bot: deterministic for a given seed, blind to what its side cannot see (it reads only
 * the view it is handed), within its budget, and able to find a winning move.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { engine, placed, play, start, toAttackPhase, withHands } from '../r6-onboard/test-support/game';
import { createBot, searchBot } from './bots';
import { budgetFor, SEARCH_STRENGTHS, type SearchSettings } from './mcts';
import type { Action, GameState, Lookahead } from './types';

const anyEngine = engine as unknown as Parameters<typeof createBot>[1];

describe('the search bot', () => {
  const state = withHands(toAttackPhase(start(placed(sample, { ash: 'D2', doc: 'D7' }))), { attackers: ['breach'] });
  const hurt = { ...state, game: { ...state.game, units: state.game.units.map((unit, index) => (index === 1 ? { ...unit, hp: 1 } : unit)) } };
  const legal = engine.legalActions(hurt, 'attackers');

  it('takes the winning shot: Doc, wounded, alone in the corridor with Ash', () => {
    const choice = legal[createBot('mcts:fast', anyEngine, 5).pick(legal, () => engine.view(hurt, 'attackers'), 'attackers')];
    expect(choice).toEqual<Action>({ type: 'attack', side: 'attackers', unit: 'ash', target: 'doc' } as Action);
  });

  it('chooses the same for the same seed, reads only the view it is handed, and the game’s dice never move', () => {
    let viewed = 0;
    const views: GameState[] = [];
    const decide = (seed: number) =>
      createBot('mcts:fast', anyEngine, seed).pick(
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
    // tree draw theirs from the views of the states they play. No look-ahead: the strength's own count.
    let drawn = 0;
    const view = engine.view(state, 'attackers');
    const counting = { ...anyEngine, ruleset: { ...anyEngine.ruleset, lookahead: () => null, sample: (...args: Parameters<typeof anyEngine.ruleset.sample>) => (args[0] === view && drawn++, anyEngine.ruleset.sample(...args)) } } as typeof anyEngine;
    const drawsFor = (settings: SearchSettings) => {
      drawn = 0;
      searchBot(counting, 1, 'mcts:fast', settings).pick(legal, () => view, 'attackers');
      return drawn;
    };
    expect(drawsFor({ ...SEARCH_STRENGTHS.fast, iterations: 30 })).toBe(30);
    expect(drawsFor({ ...SEARCH_STRENGTHS.fast, iterations: 90 })).toBe(90);
    let now = 0;
    const clock = () => (now += 1);
    expect(drawsFor({ ...SEARCH_STRENGTHS.fast, iterations: 1, milliseconds: 40, clock })).toBe(39);
    // A decision wider than the strength's branching gets more iterations, with the square root of its width.
    expect(legal.length).toBeGreaterThan(4);
    const wide = { ...SEARCH_STRENGTHS.fast, iterations: 30, branching: 4 };
    expect(budgetFor(wide, legal.length)).toBe(Math.ceil(30 * Math.sqrt(legal.length / 4)));
    expect(drawsFor(wide)).toBe(budgetFor(wide, legal.length));
  });

  it('on a look-ahead that asks for them, spends more iterations and plays the k-th try of each of its actions on the same sample', () => {
    const view = engine.view(state, 'attackers');
    const settings = { ...SEARCH_STRENGTHS.fast, iterations: 12 };
    /** The random source of the sample each try of a root action was played on, by action. */
    const tries = (lookahead: Lookahead) => {
      const samples = new WeakSet<object>();
      const played = new Map<string, string[]>();
      const watching = {
        ...anyEngine,
        apply: (at: GameState, action: Action, options?: { listed?: boolean }) => {
          if (options?.listed && samples.has(at)) {
            const key = JSON.stringify(action);
            played.set(key, [...(played.get(key) ?? []), JSON.stringify(at.rng)]);
          }
          return anyEngine.apply(at, action, options as never);
        },
        ruleset: {
          ...anyEngine.ruleset,
          lookahead: () => lookahead,
          sample: (...args: Parameters<typeof anyEngine.ruleset.sample>) => {
            const drawn = anyEngine.ruleset.sample(...args);
            if (args[0] === view) samples.add(drawn);
            return drawn;
          },
        },
      } as typeof anyEngine;
      searchBot(watching, 4, 'mcts:fast', settings).pick(legal, () => view, 'attackers');
      return [...played.values()];
    };
    const count = (lists: string[][]) => lists.reduce((total, list) => total + list.length, 0);
    const sources = (lists: string[][]) => new Set(lists.flat()).size;
    const apart = tries({ turns: 1, actions: 24 });
    expect(count(apart)).toBe(budgetFor(settings, legal.length));
    // Each try on a sample of its own.
    expect(sources(apart)).toBe(count(apart));
    const same = tries({ turns: 1, actions: 24, iterations: 3, sameDice: true });
    expect(count(same)).toBe(budgetFor({ ...settings, iterations: 36 }, legal.length));
    expect(same.length).toBeGreaterThan(1);
    // As many samples as the most tried action had tries, and the k-th try of every action on the same one.
    expect(sources(same)).toBe(Math.max(...same.map((list) => list.length)));
    for (const list of same) expect(list).toEqual((same.find((other) => other.length >= list.length) as string[]).slice(0, list.length));
  });

  it('gives a decision no wider than the branching the strength’s iterations, and a wider one more, growing as the square root of its width', () => {
    const settings = { ...SEARCH_STRENGTHS.standard, iterations: 10, branching: 16 };
    expect(budgetFor(settings, 2)).toBe(10);
    expect(budgetFor(settings, 16)).toBe(10);
    expect(budgetFor(settings, 64)).toBe(20);
    expect(budgetFor(settings, 1024)).toBe(80);
  });

  it('counts the worth of an action’s one step as visits: a prior that outweighs the answers keeps it to the greedy choice, the strength’s lets the answers overrule it', () => {
    // Doc unhurt: no shot wins at once. One step of the attackers' worst action is made to look
    // best by far (its result alone is flattered, not the states played after it).
    const view = engine.view(state, 'attackers');
    const choices = engine.legalActions(state, 'attackers');
    const worth = (action: Action) => engine.ruleset.score(engine.apply(state, action as never, { events: false }).state, 'attackers');
    const lure = choices.reduce((worst, action) => (worth(action) < worth(worst) ? action : worst));
    const flattered = new WeakSet<object>();
    const luring = {
      ...anyEngine,
      apply: (at: GameState, action: Action, options?: object) => {
        const result = anyEngine.apply(at, action, options as never);
        if (JSON.stringify(action) === JSON.stringify(lure)) flattered.add(result.state);
        return result;
      },
      ruleset: { ...anyEngine.ruleset, score: (at: GameState, side: string) => anyEngine.ruleset.score(at, side) + (flattered.has(at) && side === 'attackers' ? 1000 : 0) },
    } as typeof anyEngine;
    const picks = (prior: number) => [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => choices[searchBot(luring, seed, 'mcts', { ...SEARCH_STRENGTHS.standard, iterations: 40, prior }).pick(choices, () => view, 'attackers')]);
    expect(picks(1e9)).toEqual(Array(8).fill(lure));
    // Without a prior, or with the strength's, forty iterations of answers see through the lure.
    expect(picks(0)).not.toContainEqual(lure);
    expect(picks(SEARCH_STRENGTHS.standard.prior)).not.toContainEqual(lure);
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
    searchBot(watching, 3, 'mcts', SEARCH_STRENGTHS.standard).pick(engine.legalActions(commit, 'attackers'), () => engine.view(commit, 'attackers'), 'attackers');
    // The defence's choices are listed (and ordered) once, where the round starts: a tree that
    // listed them again under each commitment of the attack would let the defence answer it.
    expect(defenceListings).toBe(1);
    expect(answered.size).toBe(1);
  });
});
