/**
 * Properties over many bot games of the ten missions: every state reached is valid (invariants.ts),
 * every action a bot picks from the legal ones passes `check`, no state is ever modified once made
 * (states are deep-frozen), every game ends, logs replay to the same hashes (also after a trip
 * through JSON), `check` never throws on bent actions and words every refusal, every event and
 * outcome is worded in both languages, and what a side may not see never changes its view, its
 * legal actions or its bot's choice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import m01 from '../../../scenarios/rivet-wars-m01.scenario.json';
import m02 from '../../../scenarios/rivet-wars-m02.scenario.json';
import m03 from '../../../scenarios/rivet-wars-m03.scenario.json';
import m04 from '../../../scenarios/rivet-wars-m04.scenario.json';
import m05 from '../../../scenarios/rivet-wars-m05.scenario.json';
import m06 from '../../../scenarios/rivet-wars-m06.scenario.json';
import m07 from '../../../scenarios/rivet-wars-m07.scenario.json';
import m08 from '../../../scenarios/rivet-wars-m08.scenario.json';
import m09 from '../../../scenarios/rivet-wars-m09.scenario.json';
import m10 from '../../../scenarios/rivet-wars-m10.scenario.json';
import { translate } from '../../i18n/index';
import { createBot, type BotKind } from '../core/bots';
import { hashState } from '../core/hash';
import { verifyReplay } from '../core/log';
import { Rng, seedRng } from '../core/prng';
import { bentActionRefusals, type Bend } from '../core/test-support/bent-actions';
import type { Action, GameEvent, GameState } from '../core/types';
import { playBotGame } from '../../sim/play';
import { describe as describeMessage } from './describe';
import { invariantViolations } from './invariants';
import { deepFreeze, engine, loadInput } from './test-support/game';
import type { RwState } from './types';
import { HIDDEN_CARD } from './types';

const anyEngine = engine as unknown as Parameters<typeof playBotGame>[0];
const MISSIONS = [m01, m02, m03, m04, m05, m06, m07, m08, m09, m10].map((document) => loadInput(document));

interface Checked {
  readonly states: RwState[];
  readonly state: RwState;
  readonly kinds: Set<string>;
}

/** Plays one game, checking every state and every action on the way (and freezing the states). */
function checkedGame(input: (typeof MISSIONS)[number], seed: number, bots: readonly BotKind[], freeze: boolean, keep = 0): Checked {
  let previous: RwState | null = null;
  const kinds = new Set<string>();
  const kept: RwState[] = [];
  const game = playBotGame(anyEngine, input, {
    seed,
    bots,
    observe(state: GameState, action: Action | null) {
      const current = freeze ? deepFreeze(state as RwState) : (state as RwState);
      if (previous && action) {
        const refused = engine.check(previous, action);
        if (refused) throw new Error(`seed ${seed}, step ${current.step}: a bot picked a refused action ${JSON.stringify(action)}: ${refused.key}`);
        kinds.add(action.type);
      }
      const problems = invariantViolations(current);
      if (problems.length > 0) throw new Error(`seed ${seed}, step ${current.step}, ${current.phase}: ${problems.join('; ')}`);
      if (kept.length < keep && current.step % 7 === 0) kept.push(current);
      previous = current;
    },
  });
  return { states: kept, state: game.state as RwState, kinds };
}

describe('random bot games of Rivet Wars', () => {
  it('keep every state valid and frozen, apply only checked actions and always end, on all ten missions', () => {
    const kinds = new Set<string>();
    let games = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const result = checkedGame(MISSIONS[games % 10] as (typeof MISSIONS)[number], seed, ['random'], games % 3 === 0);
        expect(result.state.outcome).not.toBeNull();
        for (const kind of result.kinds) kinds.add(kind);
        games++;
      }),
      { numRuns: 60, seed: 20261125 },
    );
    expect(games).toBe(60);
    // Every kind of action comes up (a Dash and a plug need their units; bent actions cover the refusals).
    for (const kind of ['initiative', 'paradrop', 'draw', 'discard', 'deploy', 'plug', 'play', 'activate', 'attack', 'roll', 'assault', 'dash', 'move', 'arrange', 'retreat', 'endPhase']) expect(kinds).toContain(kind);
  }, 300_000);

  it('keep every state valid with greedy bots, which play every mission to a result', () => {
    for (let m = 0; m < 10; m++) {
      const result = checkedGame(MISSIONS[m] as (typeof MISSIONS)[number], m + 1, m % 2 === 0 ? ['greedy', 'random'] : ['greedy'], m % 2 === 1);
      expect(result.state.outcome).not.toBeNull();
    }
  }, 300_000);

  it('replay from their logs to the very same hashes, also after a trip through JSON', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 9 }), fc.constantFrom<BotKind[]>(['random'], ['random', 'greedy']), (seed, m, bots) => {
        const game = playBotGame(anyEngine, MISSIONS[m] as (typeof MISSIONS)[number], { seed, bots, record: true, maxActions: 600 });
        expect(verifyReplay(anyEngine, game.initial, game.log)).toMatchObject({ ok: true, steps: game.actions });
        const initial = JSON.parse(JSON.stringify(game.initial)) as GameState;
        const log = JSON.parse(JSON.stringify(game.log)) as typeof game.log;
        expect(verifyReplay(anyEngine, initial, log)).toMatchObject({ ok: true, finalHash: hashState(game.state) });
      }),
      { numRuns: 12, seed: 7 },
    );
  }, 300_000);
});

/** The state with everything `side` may not see dealt again: the other hands and both piles. */
function reshuffled(state: RwState, side: string, seed: number): RwState {
  const rng = new Rng(seedRng(seed));
  const s = state.sides.indexOf(side);
  const { game } = state;
  const actionPool = rng.shuffle([...game.actionPile, ...game.hands.flatMap((hand, index) => (index === s ? [] : hand))]);
  const missionPool = rng.shuffle([...game.missionPile, ...game.missions.flatMap((hand, index) => (index === s ? [] : hand))]);
  const hands = game.hands.map((hand, index) => (index === s ? hand : actionPool.splice(0, hand.length)));
  const missions = game.missions.map((hand, index) => (index === s ? hand : missionPool.splice(0, hand.length)));
  return { ...state, rng: seedRng(seed + 1), game: { ...game, hands, missions, actionPile: actionPool, missionPile: missionPool } };
}

describe('what a side may see', () => {
  const states = [3, 8, 9].flatMap((m) => checkedGame(MISSIONS[m - 1] as (typeof MISSIONS)[number], m * 11, ['random'], false, 40).states);

  it('hides the other hands and both piles, and keeps the rest of the board open', () => {
    for (const state of states) {
      for (const side of state.sides) {
        const view = engine.view(state, side);
        const s = state.sides.indexOf(side);
        view.game.hands.forEach((hand, index) => expect(index === s || hand.every((card) => card === HIDDEN_CARD)).toBe(true));
        expect(view.game.actionPile.every((card) => card === HIDDEN_CARD)).toBe(true);
        expect(view.game.missionPile.every((card) => card === HIDDEN_CARD)).toBe(true);
        expect(view.game.figures).toBe(state.game.figures);
        expect(view.rng).toEqual([0, 0, 0, 0]);
      }
    }
  });

  it('gives the same view, legal actions and bot choice for states that differ only in what the side cannot see', () => {
    let compared = 0;
    states.forEach((state, index) => {
      for (const side of state.sides) {
        const other = reshuffled(state, side, index + 1);
        expect(engine.view(other, side)).toEqual(engine.view(state, side));
        expect(engine.legalActions(other, side)).toEqual(engine.legalActions(state, side));
        expect(engine.legalActions(engine.view(state, side), side)).toEqual(engine.legalActions(state, side));
        const legal = engine.legalActions(state, side);
        if (legal.length === 0) continue;
        const pick = (candidate: RwState) => createBot('greedy', engine as never, 5).choose(legal, () => engine.view(candidate, side), side);
        expect(pick(other)).toEqual(pick(state));
        compared++;
      }
    });
    expect(compared).toBeGreaterThan(30);
  }, 120_000);

  it('samples full states consistent with the view: the same view back, every card in one place, fresh dice', () => {
    for (const state of states.slice(0, 40)) {
      for (const side of state.sides) {
        const view = engine.view(state, side);
        const sample = engine.ruleset.sample(view, side, new Rng(seedRng(3)));
        expect(engine.view(sample, side)).toEqual(view);
        expect(sample.rng).not.toEqual([0, 0, 0, 0]);
        expect(invariantViolations(sample as RwState)).toEqual([]);
        expect(engine.ruleset.sample(view, side, new Rng(seedRng(3)))).toEqual(sample);
      }
    }
  });
});

describe('Rivet Wars in words', () => {
  const words = (state: GameState, message: { key: string; params: GameEvent['params'] }) =>
    (['en', 'fr'] as const).map((language) => describeMessage((state as RwState).fixed, message, language));
  const worded = (text: string, key: string) => !text.includes('{{') && text !== key && !/undefined|NaN|\[object/.test(text);

  it('words every event and outcome of whole games in English and French', () => {
    const keys = new Set<string>();
    for (let m = 0; m < 10; m++) {
      const input = MISSIONS[m] as (typeof MISSIONS)[number];
      let state = engine.setup(input, 100 + m);
      const bots = state.sides.map((_, index) => createBot('random', engine as never, m * 10 + index));
      for (let step = 0; step < 4000 && !state.outcome; step++) {
        const side = state.pending[0]?.side as string;
        const legal = engine.legalActions(state, side);
        const action = bots[state.sides.indexOf(side)]?.choose(legal, () => engine.view(state, side), side) as Action;
        const result = engine.apply(state, action);
        for (const event of result.events) {
          keys.add(event.key);
          for (const text of words(result.state, event)) expect(worded(text, event.key), `${event.key}: ${text}`).toBe(true);
        }
        state = result.state;
      }
      const outcome = state.outcome;
      expect(outcome).not.toBeNull();
      if (outcome) for (const text of words(state, outcome)) expect(worded(text, outcome.key)).toBe(true);
    }
    expect(keys.size).toBeGreaterThan(35);
  }, 300_000);

  it('never throws on bent actions, refuses them with a reason worded in both languages, and leaves the state alone', () => {
    const states = [1, 5, 9].flatMap((m) => checkedGame(MISSIONS[m - 1] as (typeof MISSIONS)[number], m, ['random'], true, 30).states);
    const values = fc.oneof(fc.string(), fc.integer({ min: -5, max: 200 }), fc.double(), fc.constant(null), fc.constant(undefined), fc.array(fc.integer()), fc.constantFrom('rifleman', 'rifleman-1', 'panzerfaust-2', 'sturmpanzer-1', 'reinforcements-1', 'allies', 'blight'));
    const fields = fc.constantFrom('type', 'side', 'unit', 'grid', 'weapon', 'target', 'profile', 'host', 'card', 'cells');
    const bends: fc.Arbitrary<Bend> = fc.tuple(fc.nat(), fields, values);
    const keys = bentActionRefusals(engine, states, bends, 'allies', (side) => ({ type: 'endPhase', side }), (state, refusal) => {
      for (const language of ['en', 'fr'] as const) {
        const text = describeMessage(state.fixed, refusal, language);
        expect(text === refusal.key || text.includes('{{'), `${refusal.key}: ${text}`).toBe(false);
      }
    });
    expect(keys.size).toBeGreaterThan(10);
    expect(translate('fr', 'rivet-wars.refused.notActive', { unit: 'x' })).not.toBe('rivet-wars.refused.notActive');
  }, 120_000);
});
