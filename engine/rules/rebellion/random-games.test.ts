/**
 * Beyond the conformance kit: random games of both samples reach every kind of decision the rules
 * have, and end within the round cap.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import standard from '../../../scenarios/rebellion-standard.scenario.json';
import galaxy from '../../../scenarios/rebellion-galaxy.scenario.json';
import type { BotKind } from '../core/bots';
import type { Action, GameState } from '../core/types';
import { playBotGame } from '../../sim/play';
import { invariantViolations } from './invariants';
import { anyEngine, deepFreeze, engine, loadInput } from './test-support/game';
import type { RebState } from './types';

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
});
