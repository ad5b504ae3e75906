/**
 * Properties over many bot games on both samples: every state reached is valid, every action a
 * bot picks passes `check`, no state is modified once made, every game ends within the round cap,
 * logs replay to the same hashes (also after a trip through JSON), and a side's view hides what
 * it may not see without changing what it may do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import standard from '../../../scenarios/rebellion-standard.scenario.json';
import galaxy from '../../../scenarios/rebellion-galaxy.scenario.json';
import type { BotKind } from '../core/bots';
import { hashState } from '../core/hash';
import { verifyReplay } from '../core/log';
import type { Action, GameState } from '../core/types';
import { playBotGame } from '../../sim/play';
import { invariantViolations } from './invariants';
import { anyEngine, deepFreeze, engine, loadInput } from './test-support/game';
import { HIDDEN, type RebState } from './types';

const inputs = { standard: loadInput(standard), galaxy: loadInput(galaxy) };

function checkedGame(input: (typeof inputs)['standard'], seed: number, bots: readonly BotKind[], freeze: boolean, onState?: (state: RebState) => void): { states: number; state: RebState; kinds: Set<string> } {
  let previous: RebState | null = null;
  let states = 0;
  const kinds = new Set<string>();
  const game = playBotGame(anyEngine, input, {
    seed,
    bots,
    observe(state: GameState, action: Action | null) {
      const current = freeze ? deepFreeze(state as RebState) : (state as RebState);
      if (previous && action) {
        const refused = engine.check(previous, action);
        if (refused) throw new Error(`seed ${seed}, step ${current.step}: a bot picked a refused action ${JSON.stringify(action)}: ${refused.key}`);
        kinds.add(action.type);
      }
      const problems = invariantViolations(current);
      if (problems.length > 0) throw new Error(`seed ${seed}, step ${current.step}, ${current.phase}: ${problems.join('; ')}`);
      onState?.(current);
      previous = current;
      states++;
    },
  });
  return { states, state: game.state as RebState, kinds };
}

describe('random bot games of the Rebellion samples', () => {
  it('keep every state valid, apply only checked actions and always end within the round cap', () => {
    const kinds = new Set<string>();
    let games = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom('standard', 'galaxy' as const), (seed, sample) => {
        const result = checkedGame(inputs[sample], seed, ['random'], games % 10 === 0);
        for (const kind of result.kinds) kinds.add(kind);
        expect(result.state.outcome).not.toBeNull();
        expect(result.state.turn).toBeLessThanOrEqual(result.state.fixed.constants.roundLimit + 1);
        games++;
      }),
      { numRuns: 300 },
    );
    // Every kind of action comes up somewhere.
    for (const kind of ['place', 'assign', 'endAssign', 'activate', 'move', 'endMove', 'reveal', 'play', 'pass', 'oppose', 'noOpposition', 'damage', 'drawTactic', 'relocate', 'discard', 'recruit', 'build', 'endBuild', 'deploy']) {
      expect(kinds, kind).toContain(kind);
    }
  }, 120_000);

  it('keep every state valid with greedy bots on either side', () => {
    for (let seed = 0; seed < 6; seed++) {
      const result = checkedGame(seed % 2 === 0 ? inputs.standard : inputs.galaxy, seed, seed % 2 === 0 ? ['greedy', 'random'] : ['random', 'greedy'], true);
      expect(result.state.outcome).not.toBeNull();
    }
  }, 120_000);

  it('replay from their logs to the very same hashes, also after a trip through JSON', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom<BotKind[]>(['random'], ['random', 'greedy']), (seed, bots) => {
        const game = playBotGame(anyEngine, inputs.standard, { seed, bots, record: true });
        expect(verifyReplay(anyEngine, game.initial, game.log)).toMatchObject({ ok: true, steps: game.actions });
        const initial = JSON.parse(JSON.stringify(game.initial)) as GameState;
        const log = JSON.parse(JSON.stringify(game.log)) as typeof game.log;
        expect(verifyReplay(anyEngine, initial, log)).toMatchObject({ ok: true, finalHash: hashState(game.state) });
      }),
      { numRuns: 20 },
    );
  }, 120_000);

  it('give each side a view with the same legal actions and none of the other side’s secrets', () => {
    let compared = 0;
    for (let seed = 100; seed < 112; seed++) {
      checkedGame(inputs.standard, seed, ['random'], false, (state) => {
        if (state.outcome || state.step % 3 !== 0) return;
        for (const side of state.sides) {
          const view = engine.view(state, side) as RebState;
          expect(engine.legalActions(view, side)).toEqual(engine.legalActions(state, side));
          const camp = state.fixed.sides.indexOf(side);
          const other = 1 - camp;
          expect(view.game.missions[other as 0 | 1].every((card) => card === HIDDEN)).toBe(true);
          expect(view.game.actions[other as 0 | 1].every((card) => card === HIDDEN)).toBe(true);
          expect(view.game.probePile.every((card) => card === HIDDEN)).toBe(true);
          expect(view.game.missionPiles[camp as 0 | 1].every((card) => card === HIDDEN)).toBe(true);
          expect(view.game.assigned[other as 0 | 1].every((assignment) => assignment.card === HIDDEN)).toBe(true);
          if (camp === 0) {
            expect(view.game.objectives.every((card) => card === HIDDEN)).toBe(true);
            if (!state.game.baseRevealed) expect(view.game.base).toBe(-1);
          } else expect(view.game.probes.every((card) => card === HIDDEN)).toBe(true);
          expect(view.rng).toEqual([0, 0, 0, 0]);
          compared++;
        }
      });
    }
    expect(compared).toBeGreaterThan(500);
  }, 120_000);
});
