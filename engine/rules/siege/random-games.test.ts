/**
 * Properties over many bot games: every state reached is valid (one living figure per hex, no
 * living figure on a hex it cannot stand on, a board in step with the drawbridge and ladders,
 * decisions that match the step), every action a bot picks passes `check`, no state is ever
 * modified once made (states are deep-frozen), every game ends, and every kind of action comes up.
 * The conformance kit (conformance.test.ts) checks replays, views, messages and records.
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
import type { Action, GameState } from '../core/types';
import { playBotGame } from '../../sim/play';
import { invariantViolations } from './invariants';
import { deepFreeze, engine, loadInput } from './test-support/game';
import { assault, engineAssault } from './test-support/scenes';
import type { SiegeState } from './types';

const anyEngine = engine as unknown as Parameters<typeof playBotGame>[0];

const shortGames = loadInput(assault(sample));
const engineGames = loadInput(engineAssault(sample));
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
    const kinds = ['advance', 'endStep', 'extinguish', 'fire', 'fireArrow', 'fireBallista', 'melee', 'move', 'moveEngine', 'moveLadder', 'pound', 'pourOil', 'pushLadder', 'raiseLadder', 'roll', 'setFire', 'stay', 'winch'];
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
});
