/**
 * Properties over many bot games on the shipped sample scenario: every state reached is valid,
 * every action a bot picks passes `check`, no state is ever modified once made, every game ends,
 * logs replay to the same hashes, and a side's view neither hides nor changes what it may do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { hashState } from '../core/hash';
import { verifyReplay } from '../core/log';
import type { Action, GameState } from '../core/types';
import type { BotKind } from '../core/bots';
import { playBotGame } from '../../sim/play';
import { invariantViolations } from './invariants';
import { deepFreeze, engine, loadInput } from './test-support/game';
import type { R6State } from './types';
import { HIDDEN_CARD } from './types';

const input = loadInput(sample);
const anyEngine = engine as unknown as Parameters<typeof playBotGame>[0];

interface Checked {
  readonly states: number;
  readonly state: R6State;
}

/**
 * Plays one game, checking every state and every action on the way. With `freeze`, every state is
 * also deeply frozen, so that any later write to it (a copy-on-write slip) throws.
 */
function checkedGame(seed: number, bots: readonly BotKind[], freeze: boolean, onState?: (state: R6State) => void): Checked {
  let previous: R6State | null = null;
  let states = 0;
  const game = playBotGame(anyEngine, input, {
    seed,
    bots,
    observe(state: GameState, action: Action | null) {
      const current = freeze ? deepFreeze(state as R6State) : (state as R6State);
      if (previous && action) {
        const refused = engine.check(previous, action);
        if (refused) throw new Error(`step ${current.step}: a bot picked a refused action ${JSON.stringify(action)}: ${refused.key}`);
      }
      const problems = invariantViolations(current);
      if (problems.length > 0) throw new Error(`seed ${seed}, step ${current.step}: ${problems.join('; ')}`);
      onState?.(current);
      previous = current;
      states++;
    },
  });
  return { states, state: game.state as R6State };
}

describe('random bot games of the sample scenario', () => {
  it('keep every state valid, apply only checked actions and always end', () => {
    let games = 0;
    let states = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const result = checkedGame(seed, ['random'], games % 10 === 0);
        expect(result.state.outcome).not.toBeNull();
        expect(result.state.turn).toBeLessThanOrEqual(10);
        games++;
        states += result.states;
      }),
      { numRuns: 2000 },
    );
    expect(games).toBe(2000);
    expect(states).toBeGreaterThan(games * 50);
  }, 60_000);

  it('keep every state valid with greedy bots on either side', () => {
    for (let seed = 0; seed < 30; seed++) {
      const result = checkedGame(seed, seed % 2 === 0 ? ['greedy', 'random'] : ['random', 'greedy'], true);
      expect(result.state.outcome).not.toBeNull();
    }
  });

  it('replay from their logs to the very same hashes, also after a trip through JSON', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom<BotKind[]>(['random'], ['random', 'greedy']), (seed, bots) => {
        const game = playBotGame(anyEngine, input, { seed, bots, record: true });
        expect(verifyReplay(anyEngine, game.initial, game.log)).toMatchObject({ ok: true, steps: game.actions });
        const initial = JSON.parse(JSON.stringify(game.initial)) as GameState;
        const log = JSON.parse(JSON.stringify(game.log)) as typeof game.log;
        const replayed = verifyReplay(anyEngine, initial, log);
        expect(replayed).toMatchObject({ ok: true, finalHash: hashState(game.state) });
      }),
      { numRuns: 60 },
    );
  });

  it('give each side a view with the same legal actions and none of the other side’s secrets', () => {
    let compared = 0;
    for (let seed = 100; seed < 140; seed++) {
      checkedGame(seed, ['random'], false, (state) => {
        if (state.outcome || state.step % 3 !== 0) return;
        for (const side of state.sides) {
          const view = engine.view(state, side);
          expect(engine.legalActions(view, side)).toEqual(engine.legalActions(state, side));
          const other = state.sides.find((candidate) => candidate !== side) as string;
          expect(view.game.hands[other]?.every((card) => card === HIDDEN_CARD)).toBe(true);
          expect(view.game.piles[side]?.every((card) => card === HIDDEN_CARD)).toBe(true);
          expect(view.rng).toEqual([0, 0, 0, 0]);
          if (side === state.fixed.attackers) expect(view.game.traps.every((trap) => trap.revealed)).toBe(true);
          if (state.sealed[other] !== undefined) expect(view.sealed[other]).toMatchObject({ hidden: true });
          compared++;
        }
      });
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
