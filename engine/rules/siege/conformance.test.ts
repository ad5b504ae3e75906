/** SIEGE against the conformance kit: the castle sample, and its assaults where every action comes up. */
import fc from 'fast-check';
import { expect } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import type { Bend } from '../core/test-support/bent-actions';
import { conformance } from '../core/test-support/conformance';
import { siege } from './index';
import { invariantViolations } from './invariants';
import { assault, engineAssault } from './test-support/scenes';
import type { SiegeState } from './types';

const bends: fc.Arbitrary<Bend> = fc.tuple(
  fc.nat(),
  fc.constantFrom('unit', 'units', 'cell', 'target', 'side', 'type', 'attackers', 'defenders', 'ladder', 'rampart', 'engine', 'direction', 'hexes', 'top'),
  fc.oneof(fc.integer({ min: -3, max: 700 }), fc.constantFrom('baron', 'lord', 'archer-1', 'ladder-1', 'ram', 'besiegers', 'defenders', 'move', 'fire', 'melee', 'roll', 'nobody'), fc.constant(null), fc.boolean(), fc.array(fc.constantFrom('baron', 'lord', 'knight-1', 'archer-1'))),
);

conformance<SiegeState>({
  module: siege,
  scenarios: [
    { name: 'west-wall assault', document: assault(sample), games: 200 },
    { name: 'siege engines at the wall', document: engineAssault(sample), games: 100 },
    { name: 'castle', document: sample, games: 4 },
  ],
  invariants: invariantViolations,
  bends,
  // Nothing is hidden in SIEGE but the dice to come.
  hides(state, view) {
    expect(view.game).toBe(state.game);
  },
});
