/**
 * Properties over many bot games: every state reached is valid (one living figure per hex, no
 * living figure on a hex it cannot stand on, a board in step with the drawbridge and ladders,
 * decisions that match the step), every action a bot picks passes `check`, no state is ever
 * modified once made (states are deep-frozen), every game ends, and logs replay to the same hashes.
 *
 * A thousand short games are played on the castle map over three turns, every fourth one
 * deep-frozen: most with eight figures a side, the attackers already at the foot of the west wall
 * (a ladder up against the wall and another on the berm, a filled stretch of moat behind them) and
 * the defenders on the west ramparts, at the winch and in the keep (shots, melees, retreats, advances, ladders raised and
 * pushed, the winch); the others with the siege tower and the ram manned before the same wall, a
 * mantlet on the berm, a ballista in the field and a barrel of boiling oil on the rampart above
 * (engines pushed, the tower climbed, the ballista shot, the wall pounded, fires set, spread and fought, flaming arrows, oil poured). A few whole
 * games of the sample itself follow.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import type { BotKind } from '../core/bots';
import { hashState } from '../core/hash';
import { verifyReplay } from '../core/log';
import type { Action, GameState } from '../core/types';
import { playBotGame } from '../../sim/play';
import { invariantViolations } from './invariants';
import { deepFreeze, engine, hexAt, loadInput, placed, type Doc } from './test-support/game';
import type { SiegeState } from './types';

const anyEngine = engine as unknown as Parameters<typeof playBotGame>[0];

/** The castle with the besiegers at the west wall: short games full of contact. */
function assault(): Doc {
  const doc = placed(sample, {
    'knight-1': '1310',
    'sergeant-b1': '1309',
    'soldier-b1': '1312',
    'soldier-b2': '1311',
    'longbow-1': '1110',
    'crossbow-b1': '1209',
    'engineer-b': '1111',
    baron: '1917',
    lord: '1911',
    'sergeant-2': '1409',
    'crossbow-2': '1408',
    'archer-1': '1410',
    'archer-2': '1413',
    'soldier-2': '1713',
    'soldier-3': '1906',
    engineer: '1916',
  });
  const tokens = doc.board.tokens as { id: string; at: { col: number; row: number }; state?: string; owner?: string }[];
  for (const token of tokens) {
    // One ladder already up against the rampart 1409, the other lying on the berm.
    if (token.id === 'ladder-1') Object.assign(token, { at: hexAt('1310'), state: 'vertical', owner: 'besiegers' });
    if (token.id === 'ladder-2') token.at = hexAt('1312');
  }
  doc.turns = { ...doc.turns, limit: 3 };
  doc.victory = (doc.victory ?? []).map((condition) => ((condition as { type: string }).type === 'survive' ? { ...(condition as object), turns: 3 } : condition));
  return doc;
}

/** The siege tower and the ram manned before the west wall, a mantlet on the berm, oil on the rampart. */
function engineAssault(): Doc {
  const doc = placed(
    sample,
    {
      'soldier-b3': '1009',
      'soldier-b4': '1010',
      'soldier-b5': '1110',
      'sergeant-b2': '1011',
      'soldier-b6': '1212',
      'sergeant-b3': '1213',
      'knight-2': '1313',
      'longbow-1': '1111',
      'longbow-2': '1210',
      'soldier-b1': '1312',
      'engineer-b': '1007',
      'crossbow-b1': '0908',
      lord: '1911',
      'soldier-2': '1412',
      'archer-1': '1410',
      'archer-2': '1413',
      'soldier-1': '1315',
      'sergeant-2': '1411',
      engineer: '1916',
    },
    [],
    true,
  );
  const moves: Record<string, string> = { ram: '1212', 'ram-2': '1213', 'ram-3': '1313', mantlet: '1314' };
  for (const token of doc.board.tokens as { id: string; at: { col: number; row: number } }[]) if (moves[token.id]) token.at = hexAt(moves[token.id] as string);
  (doc.board.tokens as unknown[]).push({ id: 'ballista', kind: 'ballista', at: hexAt('1008') });
  doc.turns = { ...doc.turns, limit: 3 };
  doc.victory = (doc.victory ?? []).map((condition) => ((condition as { type: string }).type === 'survive' ? { ...(condition as object), turns: 3 } : condition));
  return doc;
}

const shortGames = loadInput(assault());
const engineGames = loadInput(engineAssault());
const wholeGames = loadInput(sample);

interface Checked {
  readonly states: number;
  readonly state: SiegeState;
  readonly keys: Set<string>;
}

/**
 * Plays one game, checking every state and every action on the way. With `freeze`, every state is
 * also deeply frozen, so that any later write to it (a copy-on-write slip) throws.
 */
function checkedGame(input: typeof shortGames, seed: number, bots: readonly BotKind[], freeze: boolean): Checked {
  let previous: SiegeState | null = null;
  let states = 0;
  const keys = new Set<string>();
  const game = playBotGame(anyEngine, input, {
    seed,
    bots,
    observe(state: GameState, action: Action | null) {
      const current = freeze ? deepFreeze(state as SiegeState) : (state as SiegeState);
      if (previous && action) {
        const refused = engine.check(previous, action);
        if (refused) throw new Error(`seed ${seed}, step ${current.step}: a bot picked a refused action ${JSON.stringify(action)}: ${refused.key}`);
        keys.add(action.type);
      }
      const problems = invariantViolations(current);
      if (problems.length > 0) throw new Error(`seed ${seed}, step ${current.step}: ${problems.join('; ')}`);
      previous = current;
      states++;
    },
  });
  return { states, state: game.state as SiegeState, keys };
}

describe('random bot games of SIEGE', () => {
  it('keep every state valid and frozen, apply only checked actions and always end (short assaults)', () => {
    let games = 0;
    let states = 0;
    const actions = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const result = checkedGame(games % 3 === 2 ? engineGames : shortGames, seed, ['random'], games % 4 === 0);
        expect(result.state.outcome).not.toBeNull();
        expect(result.state.turn).toBeLessThanOrEqual(3);
        for (const key of result.keys) actions.add(key);
        games++;
        states += result.states;
      }),
      // A fixed seed: the same thousand games each run, so that the kinds of action they bring up do not depend on luck.
      { numRuns: 1000, seed: 20261125 },
    );
    expect(games).toBe(1000);
    expect(states).toBeGreaterThan(games * 15);
    // The assaults bring every kind of action into play (deployment comes in whole games).
    const kinds = ['advance', 'endStep', 'extinguish', 'fire', 'fireArrow', 'fireBallista', 'melee', 'move', 'moveEngine', 'pound', 'pourOil', 'pushLadder', 'raiseLadder', 'roll', 'setFire', 'stay', 'winch'];
    expect([...actions].sort()).toEqual(kinds);
  }, 120_000);

  it('keep every state valid in whole games of the sample, with random and greedy bots', () => {
    for (let seed = 0; seed < 6; seed++) {
      const result = checkedGame(wholeGames, seed, ['random'], seed % 2 === 0);
      expect(result.state.outcome).not.toBeNull();
      expect(result.keys.has('deploy')).toBe(true);
    }
    for (let seed = 0; seed < 4; seed++) {
      const result = checkedGame(seed < 2 ? shortGames : engineGames, seed, seed % 2 === 0 ? ['greedy', 'random'] : ['random', 'greedy'], true);
      expect(result.state.outcome).not.toBeNull();
    }
  }, 120_000);

  it('replay from their logs to the very same hashes, also after a trip through JSON', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom<BotKind[]>(['random'], ['random'], ['random'], ['random', 'greedy']), fc.boolean(), (seed, bots, engines) => {
        const game = playBotGame(anyEngine, engines ? engineGames : shortGames, { seed, bots, record: true });
        expect(verifyReplay(anyEngine, game.initial, game.log)).toMatchObject({ ok: true, steps: game.actions });
        const initial = JSON.parse(JSON.stringify(game.initial)) as GameState;
        const log = JSON.parse(JSON.stringify(game.log)) as typeof game.log;
        expect(verifyReplay(anyEngine, initial, log)).toMatchObject({ ok: true, finalHash: hashState(game.state) });
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it('show each side the whole game: SIEGE hides nothing but the dice to come', () => {
    const game = playBotGame(anyEngine, shortGames, { seed: 9, bots: ['random'], record: true });
    let state = game.initial as SiegeState;
    for (const entry of game.log.slice(0, 60)) {
      for (const side of state.sides) {
        const view = engine.view(state, side);
        expect(view.game).toBe(state.game);
        expect(view.rng).toEqual([0, 0, 0, 0]);
        expect(engine.legalActions(view, side)).toEqual(engine.legalActions(state, side));
      }
      state = engine.apply(state, entry.action).state;
    }
  });
});
