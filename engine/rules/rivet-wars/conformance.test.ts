/**
 * Rivet Wars against the conformance kit: seven of the ten missions, which between them bring up
 * every rule the missions add (no cards, garrisons and points per round, wire, infantry points, the
 * paradrop, the escalation) and every kind of action.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import m01 from '../../../scenarios/rivet-wars-m01.scenario.json';
import m03 from '../../../scenarios/rivet-wars-m03.scenario.json';
import m05 from '../../../scenarios/rivet-wars-m05.scenario.json';
import m06 from '../../../scenarios/rivet-wars-m06.scenario.json';
import m08 from '../../../scenarios/rivet-wars-m08.scenario.json';
import m09 from '../../../scenarios/rivet-wars-m09.scenario.json';
import m10 from '../../../scenarios/rivet-wars-m10.scenario.json';
import type { Bend } from '../core/test-support/bent-actions';
import { conformance } from '../core/test-support/conformance';
import { rivetWars } from './index';
import { invariantViolations } from './invariants';
import type { RwState } from './types';
import { HIDDEN_CARD } from './types';

const bends: fc.Arbitrary<Bend> = fc.tuple(
  fc.nat(),
  fc.constantFrom('type', 'side', 'unit', 'grid', 'weapon', 'target', 'profile', 'host', 'card', 'cells'),
  fc.oneof(
    fc.integer({ min: -3, max: 120 }),
    fc.constantFrom('rifleman', 'rifleman-1', 'panzerfaust-2', 'sturmpanzer-1', 'hacksaw-turret', 'reinforcements-1', 'barrage-2', 'allies', 'blight', 'move', 'attack', 'roll', 'nobody'),
    fc.constant(null),
    fc.double(),
    fc.boolean(),
    fc.array(fc.integer()),
  ),
);

conformance<RwState>({
  module: rivetWars,
  scenarios: [
    { name: 'mission 3', document: m03, games: 24 },
    { name: 'mission 1', document: m01, games: 12 },
    { name: 'mission 5', document: m05, games: 12 },
    { name: 'mission 6', document: m06, games: 12 },
    { name: 'mission 8', document: m08, games: 12 },
    { name: 'mission 9', document: m09, games: 12 },
    { name: 'mission 10', document: m10, games: 12 },
  ],
  invariants: invariantViolations,
  bends,
  greedyGames: 2,
  // The board is open; the other hands and both draw piles are not.
  hides(state, view, side) {
    const s = state.sides.indexOf(side);
    view.game.hands.forEach((hand, index) => expect(index === s || hand.every((card) => card === HIDDEN_CARD)).toBe(true));
    view.game.missions.forEach((hand, index) => expect(index === s || hand.every((card) => card === HIDDEN_CARD)).toBe(true));
    expect(view.game.actionPile.every((card) => card === HIDDEN_CARD)).toBe(true);
    expect(view.game.missionPile.every((card) => card === HIDDEN_CARD)).toBe(true);
    expect(view.game.figures).toBe(state.game.figures);
  },
});
