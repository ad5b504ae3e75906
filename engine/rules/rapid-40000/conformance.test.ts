/**
 * Rapid' 40000 against the conformance kit: the armies at close quarters with every special rule
 * and vehicles, the same under every house-rule switch, the sample as shipped, and the sample with
 * its units to deploy.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import sample from '../../../scenarios/rapid40k-skirmish.scenario.json';
import type { Bend } from '../core/test-support/bent-actions';
import { conformance } from '../core/test-support/conformance';
import { rapid40000 } from './index';
import { invariantViolations } from './invariants';
import { everyRule, houseRules, toDeploy } from './test-support/scenes';
import type { R40State } from './types';

/** A legal action bent out of shape: another unit, target, position list, template point or side. */
const bends: fc.Arbitrary<Bend> = fc.tuple(
  fc.nat(),
  fc.constantFrom('unit', 'target', 'side', 'type', 'to', 'via', 'aims', 'aimed', 'power', 'use', 'facing', 'team'),
  fc.oneof(
    fc.integer({ min: -3, max: 8000 }),
    fc.constantFrom('command', 'tactical-1', 'boss-mob', 'mob-1', 'rhino-1', 'tank-1', 'marines', 'orks', 'move', 'shoot', 'roll', 'own', 'nobody'),
    fc.constant(null),
    fc.boolean(),
    fc.array(fc.integer({ min: -100, max: 8000 }), { maxLength: 14 }),
    fc.tuple(fc.integer({ min: -100, max: 8000 }), fc.integer({ min: -100, max: 5000 })),
    fc.array(fc.record({ model: fc.integer({ min: -1, max: 9 }), at: fc.tuple(fc.integer({ min: -100, max: 8000 }), fc.integer({ min: -100, max: 5000 })) }), { maxLength: 3 }),
  ),
);

conformance<R40State>({
  module: rapid40000,
  scenarios: [
    { name: 'close quarters, every special rule', document: everyRule(sample), games: 120 },
    { name: 'every house rule switched', document: houseRules(sample), games: 60 },
    { name: 'sample', document: sample, games: 60 },
    { name: 'sample with deployment', document: toDeploy(sample), games: 30 },
  ],
  invariants: invariantViolations,
  bends,
  greedyGames: 4,
  // Where another side's move paused by overwatch goes next, and where a hit-and-run goes on to, stay hidden.
  hides: (state, view, side) => {
    const { moving, passing } = view.game;
    if (moving && state.fixed.units[moving.unit]?.side !== side) expect(moving.to).toBeNull();
    if (passing && state.fixed.units[passing.unit]?.side !== side) expect(passing.to).toBeNull();
  },
});
