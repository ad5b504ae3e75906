/**
 * Random games that bring every kind of action into play (the conformance kit plays the bots'
 * games; these pick a kind of action at random first, so that a rally or an explosive charge comes
 * up among the many moves): every state stays valid (whole positions, every base on the table, off
 * impassable ground and on no other base, counts that add up, the decision the state waits for),
 * every action picked passes `check`, states are never written once made, and every game ends.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/rapid40k-skirmish.scenario.json';
import type { BotKind } from '../core/bots';
import { Rng, seedRng } from '../core/prng';
import type { Action, GameState } from '../core/types';
import { playBotGame } from '../../sim/play';
import { invariantViolations } from './invariants';
import { engine, loadInput } from './test-support/game';
import { everyRule, faceToFace, houseRules, toDeploy } from './test-support/scenes';
import type { R40State } from './types';

const anyEngine = engine as unknown as Parameters<typeof playBotGame>[0];
const scenes = [loadInput(faceToFace(sample)), loadInput(everyRule(sample)), loadInput(houseRules(sample))];
const shipped = loadInput(sample);
const deploying = loadInput(toDeploy(sample));

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

interface Checked {
  readonly state: R40State;
  readonly kinds: Set<string>;
  readonly events: Set<string>;
}

type Chooser = 'random' | 'kinds' | BotKind;

/**
 * Plays one game, checking every state and every action on the way (and freezing every state with
 * `freeze`). Bots play as in `skirmish simulate`; `kinds` picks a kind of action at random, then
 * one action of that kind, so that the rarer kinds (a rally, an explosive charge) come up among
 * the many moves.
 */
function checkedGame(input: (typeof scenes)[number], seed: number, bots: readonly Chooser[], freeze: boolean): Checked {
  let previous: R40State | null = null;
  const kinds = new Set<string>();
  const events = new Set<string>();
  const observe = (state: GameState, action: Action | null) => {
    const current = freeze ? deepFreeze(state as R40State) : (state as R40State);
    if (previous && action) {
      const refused = engine.check(previous, action);
      if (refused) throw new Error(`seed ${seed}, step ${current.step}: a bot picked a refused action ${JSON.stringify(action)}: ${refused.key}`);
      kinds.add(action.type);
    }
    const problems = invariantViolations(current);
    if (problems.length > 0) throw new Error(`seed ${seed}, step ${current.step}: ${problems.join('; ')}`);
    previous = current;
  };
  if (bots.every((bot) => bot !== 'kinds')) {
    const game = playBotGame(anyEngine, input, { seed, bots: bots as BotKind[], observe });
    return { state: game.state as R40State, kinds, events };
  }
  let state = engine.setup(input, seed) as R40State;
  observe(state, null);
  const rng = new Rng(seedRng(seed));
  while (!state.outcome) {
    const side = state.pending[0]?.side as string;
    const legal = engine.legalActions(state, side);
    const types = [...new Set(legal.map((action) => action.type))];
    const type = types[rng.int(types.length)];
    const ofType = legal.filter((action) => action.type === type);
    const action = ofType[rng.int(ofType.length)] as Action;
    const result = engine.apply(state, action);
    for (const event of result.events) events.add(event.key);
    state = result.state as R40State;
    observe(state, action);
  }
  return { state, kinds, events };
}

describe('random bot games of Rapid 40000', () => {
  it('keep every state valid and frozen, apply only checked actions and always end', () => {
    const kinds = new Set<string>();
    const events = new Set<string>();
    let games = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const result = checkedGame(scenes[games % scenes.length] as (typeof scenes)[number], seed, [games % 2 === 0 ? 'kinds' : 'random'], games % 4 === 0);
        expect(result.state.outcome).not.toBeNull();
        for (const kind of result.kinds) kinds.add(kind);
        for (const key of result.events) events.add(key);
        games++;
      }),
      // A fixed seed: the same games each run, so the kinds of action they bring up do not depend on luck.
      { numRuns: 150, seed: 20261125 },
    );
    const expected = ['activate', 'charge', 'disengage', 'endActivation', 'hitAndRun', 'holdFire', 'melee', 'move', 'order', 'overwatch', 'overwatchFire', 'plantCharge', 'rally', 'reload', 'reroll', 'roll', 'run', 'shoot'];
    expect([...kinds].sort()).toEqual(expected);
    for (const key of ['rapid-40000.event.volley', 'rapid-40000.event.templateHit', 'rapid-40000.event.melee', 'rapid-40000.event.casualty', 'rapid-40000.event.morale', 'rapid-40000.event.fled', 'rapid-40000.event.overwatchTriggered', 'rapid-40000.event.ordered', 'rapid-40000.event.followsOrder']) expect(events).toContain(key);
  }, 300_000);

  it('keep every state valid in whole games of the sample, deployment included, with random and greedy bots', () => {
    for (let seed = 0; seed < 3; seed++) {
      const result = checkedGame(deploying, seed, ['random'], seed === 0);
      expect(result.state.outcome).not.toBeNull();
      expect(result.kinds.has('deploy')).toBe(true);
    }
    for (let seed = 0; seed < 2; seed++) {
      const result = checkedGame(seed === 0 ? shipped : (scenes[0] as (typeof scenes)[number]), seed, seed % 2 === 0 ? ['greedy', 'random'] : ['random', 'greedy'], true);
      expect(result.state.outcome).not.toBeNull();
    }
  }, 300_000);
});
