/** Rainbow Six Siege: On Board against the conformance kit, on the embassy sample. */
import fc from 'fast-check';
import { expect } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import type { Bend } from '../core/test-support/bent-actions';
import { conformance } from '../core/test-support/conformance';
import { r6OnBoard } from './index';
import { invariantViolations } from './invariants';
import { HIDDEN_CARD, type R6State } from './types';

/** A legal action bent out of shape: another agent, cell, card or side. */
const bends: fc.Arbitrary<Bend> = fc.tuple(
  fc.nat(),
  fc.constantFrom('unit', 'cell', 'card', 'target', 'edge', 'side', 'type', 'cards', 'counter'),
  fc.oneof(fc.integer({ min: -3, max: 60 }), fc.constantFrom('ash', 'doc', 'castle', 'trap', 'breach', 'v:5,1', 'h:9,9', 'attackers', 'defenders', 'move', 'boost', 'nobody'), fc.constant(null), fc.array(fc.constantFrom('trap', 'counter', 'smoke-grenade'))),
);

conformance<R6State>({
  module: r6OnBoard,
  scenarios: [{ name: 'embassy', document: sample, games: 1000 }],
  invariants: invariantViolations,
  bends,
  // The other side's hand shows its size only, no draw pile its order; the attackers see the traps found, no more.
  hides(state, view, side) {
    const other = state.sides.find((candidate) => candidate !== side) as string;
    expect(view.game.hands[other]?.every((card) => card === HIDDEN_CARD)).toBe(true);
    expect(view.game.piles[side]?.every((card) => card === HIDDEN_CARD)).toBe(true);
    if (side === state.fixed.attackers) expect(view.game.traps.every((trap) => trap.revealed)).toBe(true);
    if (state.sealed[other] !== undefined) expect(view.sealed[other]).toMatchObject({ hidden: true });
  },
});
