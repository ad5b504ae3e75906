/**
 * Bot games of all ten missions, beside the conformance kit (conformance.test.ts, which checks the
 * rest on seven of them): every state valid, every picked action checked, frozen states, every game
 * over, and every kind of action brought up; and invariants that do catch a broken state.
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
import type { BotKind } from '../core/bots';
import type { Action, GameState } from '../core/types';
import { playBotGame } from '../../sim/play';
import { invariantViolations } from './invariants';
import { deepFreeze, engine, loadInput } from './test-support/game';
import type { RwState } from './types';

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
});

describe('the invariants', () => {
  it('catch what a broken state would show: two sides in a grid, infantry on wire, a card twice, a decision out of place', () => {
    const state = engine.setup(MISSIONS[2] as (typeof MISSIONS)[number], 5);
    expect(invariantViolations(state)).toEqual([]);
    const { figures } = state.game;
    const rifleman = state.fixed.figures.findIndex((figure) => figure.id === 'rifleman-1');
    const panzer = state.fixed.figures.findIndex((figure) => figure.id === 'panzerfaust-1');
    const wire = state.game.wire[0] as number;
    const broken: RwState = {
      ...state,
      pending: [{ side: 'blight', kind: 'movement' }],
      game: {
        ...state.game,
        figures: figures.map((figure, index) => (index === rifleman ? { ...figure, grid: wire, cells: 1, deployed: true } : index === panzer ? { ...figure, grid: wire, cells: 2, deployed: true } : figure)),
        actionPile: [...state.game.actionPile, state.game.actionPile[0] as string],
      },
    };
    const problems = invariantViolations(broken).join('; ');
    expect(problems).toMatch(/holds two sides/);
    expect(problems).toMatch(/rifleman-1 stands in .*, where it may not/);
    expect(problems).toMatch(/Action! cards are lost or duplicated/);
    expect(problems).toMatch(/decision movement in/);
  });
});
