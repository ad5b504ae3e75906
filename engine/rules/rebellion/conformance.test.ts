/** Star Wars: Rebellion against the conformance kit, on the standard sample and the fixed galaxy. */
import fc from 'fast-check';
import { expect } from 'vitest';
import standard from '../../../scenarios/rebellion-standard.scenario.json';
import galaxy from '../../../scenarios/rebellion-galaxy.scenario.json';
import type { Bend } from '../core/test-support/bent-actions';
import { conformance } from '../core/test-support/conformance';
import { rebellion } from './index';
import { invariantViolations } from './invariants';
import { HIDDEN, type RebState } from './types';

/** A legal action bent out of shape: another system, unit, leader, card, count or side. */
const bends: fc.Arbitrary<Bend> = fc.tuple(
  fc.nat(),
  fc.constantFrom('system', 'profile', 'leader', 'leaders', 'card', 'count', 'from', 'to', 'target', 'side', 'type'),
  fc.oneof(fc.integer({ min: -3, max: 120 }), fc.constantFrom('empire', 'rebellion', 'move', 'activate', 'nobody', 'yavin', 1.5), fc.constant(null), fc.array(fc.integer({ min: -1, max: 30 }), { maxLength: 3 })),
);

conformance<RebState>({
  module: rebellion,
  scenarios: [
    { name: 'standard', document: standard, games: 120 },
    { name: 'galaxy', document: galaxy, games: 40 },
  ],
  invariants: invariantViolations,
  bends,
  greedyGames: 6,
  // The other side's hands and face-down missions show their size only, no pile its order; the Empire sees no base it has not found.
  hides(state, view, side) {
    const camp = state.fixed.sides.indexOf(side) as 0 | 1;
    const other = (1 - camp) as 0 | 1;
    expect(view.game.missions[other].every((card) => card === HIDDEN)).toBe(true);
    expect(view.game.assigned[other].every((assignment) => assignment.card === HIDDEN)).toBe(true);
    expect(view.game.probePile.every((card) => card === HIDDEN)).toBe(true);
    if (camp === 0) {
      expect(view.game.objectives.every((card) => card === HIDDEN)).toBe(true);
      if (!state.game.baseRevealed) expect(view.game.base).toBe(-1);
    } else expect(view.game.probes.every((card) => card === HIDDEN)).toBe(true);
  },
});
