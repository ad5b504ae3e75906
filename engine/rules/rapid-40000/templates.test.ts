/**
 * The dice maths of templates (R36–R39) against exact probabilities: the exact contest of 1d6 + 5
 * against k d6 + 3 (the reading notes' table: 72 %, 26 %, 5 %, 1 %, 0 % for one to five models
 * under the template), checked against enumeration, then the engine's own flamer and missile
 * shots, rolled thousands of times, against those numbers (within four standard errors); and
 * the template a person lays is offered only where a shot it makes is among the unit's actions.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/rapid40k-skirmish.scenario.json';
import { seedRng } from '../core/prng';
import type { Action } from '../core/types';
import { atLeast, contest, sumDistribution } from './dice';
import { ci, engine, play, scene, start } from './test-support/game';
import type { R40Action, R40State } from './types';

/** The chance by enumeration of every roll: n d6 + a beats m d6 + b. */
function enumerated(n: number, a: number, m: number, b: number): number {
  let wins = 0;
  let total = 0;
  const rolls = (count: number): number[] => {
    let sums = [0];
    for (let i = 0; i < count; i++) sums = sums.flatMap((s) => [1, 2, 3, 4, 5, 6].map((face) => s + face));
    return sums;
  };
  const attack = rolls(n);
  const defence = rolls(m);
  for (const x of attack) {
    for (const y of defence) {
      total++;
      if (x + a > y + b) wins++;
    }
  }
  return wins / total;
}

describe('the dice maths of templates', () => {
  it('adds d6 sums exactly', () => {
    expect(sumDistribution(2)[7]).toBeCloseTo(6 / 36, 15);
    expect([...sumDistribution(3)].reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    for (const [n, a, m, b] of [[1, 5, 1, 3], [1, 5, 3, 3], [2, 4, 3, 3], [3, 0, 2, 1], [1, 5, 4, 3]] as const) expect(contest(n, a, m, b).win).toBeCloseTo(enumerated(n, a, m, b), 12);
  });

  it('gives the reading notes’ table for a template (1d6 + 3 + 2) against k models under it (k d6 + 3)', () => {
    const table = [1, 2, 3, 4, 5].map((k) => Math.round(contest(1, 5, k, 3).win * 100));
    expect(table).toEqual([72, 26, 5, 1, 0]);
    // Three dice at 3+, two successes at least: the aim of a missile.
    expect(atLeast(3, 3, 2)).toBeCloseTo(20 / 27, 12);
  });

  /** Rolls a declared shot `runs` times from fresh dice; how often the target lost a model. */
  function frequency(declared: R40State, runs: number, lost: (state: R40State) => boolean): number {
    let hits = 0;
    for (let seed = 0; seed < runs; seed++) {
      const rolled = play({ ...declared, rng: seedRng(seed * 7919 + 13) }, { type: 'roll', side: 'marines' } as Action).state;
      if (lost(rolled)) hits++;
    }
    return hits / runs;
  }

  const within = (observed: number, p: number, runs: number) => expect(Math.abs(observed - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / runs) + 1e-9);

  it('kills as often as the exact odds say with a flamer over one or two models', () => {
    for (const k of [1, 2]) {
      const boyz = Array.from({ length: k }, (_, i): [number, number] => [30 + i * 1.0, 14]);
      const doc = scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1], ['sm-flamer', 1]], at: [[28.8, 10], [30, 10]] }, { side: 'orks', id: 'boyz', models: [['ork-boy', k]], at: boyz }], { bare: true });
      const declared = play(start(doc), { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(30), ci(14)] }], aimed: false } as Action).state;
      const runs = 2000;
      within(frequency(declared, runs, (state) => (state.game.units[1]?.left ?? 0) < k), contest(1, 5, k, 3).win, runs);
    }
  });

  it('kills as often as the aim and the contest say with a missile over one model (a deviated blast lands far off)', () => {
    const doc = scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1], ['sm-missile', 1]], at: [[28.8, 10], [30, 10]] }, { side: 'orks', id: 'boy', models: [['ork-boy', 1]], at: [[30, 30]] }], { bare: true });
    const declared = play(start(doc), { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(30), ci(30)] }], aimed: false } as Action).state;
    const runs = 2000;
    within(frequency(declared, runs, (state) => (state.game.units[1]?.left ?? 0) === 0), atLeast(3, 3, 2) * contest(1, 5, 1, 3).win, runs);
  });
});

const templateKinds = (state: R40State, side: string) => (engine.ruleset.templates?.(state, side) ?? []).map((template) => `${template.kind}:${template.piece ?? ''}`);

/** The flamers facing the boyz at `enemyAt`, before their activation and once active. */
function flamers(enemyAt: [number, number]): { readonly before: R40State; readonly active: R40State } {
  const doc = scene(sample, [
    { side: 'marines', id: 'flamers', models: [['sm-sergeant', 1], ['sm-flamer', 1]], at: [[10, 10], [11, 10]] },
    { side: 'orks', id: 'boyz', models: [['ork-boy', 3]], at: [enemyAt, [enemyAt[0] + 1, enemyAt[1]], [enemyAt[0] + 2, enemyAt[1]]] },
  ], { bare: true });
  const before = start(doc);
  const activate = (engine.legalActions(before, 'marines') as R40Action[]).find((action) => action.type === 'activate');
  return { before, active: engine.apply(before, activate!).state as R40State };
}

describe('a flamer’s template', () => {
  it('is offered with an enemy within the flame’s reach, before the squad is active (laying it activates it) and once active', () => {
    const { before, active } = flamers([14, 10]);
    expect(templateKinds(before, 'marines')).toContain('place-template:flamers');
    expect(templateKinds(active, 'marines')).toContain('place-template:flamers');
  });

  it('is not offered with no enemy within reach: a template that can cover no one is a dead end', () => {
    const { before, active } = flamers([60, 40]);
    expect(templateKinds(before, 'marines')).not.toContain('place-template:flamers');
    expect(templateKinds(active, 'marines')).not.toContain('place-template:flamers');
  });
});
