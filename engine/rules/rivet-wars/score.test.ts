/**
 * The bots' score (score.ts): what a side's units add to its value is kept per figures array, and
 * must follow the flags of the state scored, which may change while the figures do not (an
 * objective flagged or lost at the end of a turn); a raised flag weighs the point it scores.
 */
import { describe, expect, it } from 'vitest';
import m01 from '../../../scenarios/rivet-wars-m01.scenario.json';
import { scene, start } from './test-support/game';
import { scoreOf } from './score';
import type { RwState } from './types';

describe('the score of a side’s units', () => {
  // Mission 1's strategic objectives stand on grids 6,3 and 4,4: one rifleman holds the first, the other stands two grids from it.
  const held = start(scene(m01, [
    { side: 'allies', id: 'holder', profile: 'rifleman', at: '6,3' },
    { side: 'allies', id: 'walker', profile: 'rifleman', at: '8,3' },
    { side: 'blight', id: 'jager', profile: 'jager-konig', at: '2,6' },
  ]));
  const withFlags = (state: RwState, flags: readonly number[]): RwState => ({ ...state, game: { ...state.game, flags } });
  const withNewFigures = (state: RwState): RwState => ({ ...state, game: { ...state.game, figures: [...state.game.figures] } });

  it('counts the objectives still to take under the flags of the state scored, for figures it scored under other flags', () => {
    expect(held.game.flags).toEqual([0, -1]);
    const unflagged = withFlags(held, [-1, -1]);
    expect(unflagged.game.figures).toBe(held.game.figures);
    const heldScore = scoreOf(held, 'allies');
    // The same figures under other flags score as figures never scored before.
    expect(scoreOf(unflagged, 'allies')).toBe(scoreOf(withNewFigures(unflagged), 'allies'));
    expect(scoreOf(held, 'allies')).toBe(heldScore);
    expect(scoreOf(withNewFigures(held), 'allies')).toBe(heldScore);
    // Flagged and held, the first objective is no longer one to take: the walker's nearest is then
    // the second, further off, which takes something off the flag's worth.
    const flagWorth = heldScore - scoreOf(unflagged, 'allies');
    expect(flagWorth).toBeGreaterThan(0);
    expect(flagWorth).toBeLessThan(scoreOf(withFlags(held, [0, 0]), 'allies') - heldScore);
  });

  it('weighs a raised flag as the victory point it scores at the end of each of its side’s turns (rulebook p.12-13)', () => {
    // The Blight's flag on the objective the Allies hold: it scores for the Blight until the Allies take it down.
    const unflagged = withFlags(held, [-1, -1]);
    const blightFlag = withFlags(held, [1, -1]);
    const blightPoint: RwState = { ...unflagged, game: { ...unflagged.game, vp: [unflagged.game.vp[0] as number, (unflagged.game.vp[1] as number) + 1] } };
    const flagCost = scoreOf(unflagged, 'allies') - scoreOf(blightFlag, 'allies');
    expect(flagCost).toBeGreaterThan(0);
    expect(flagCost).toBe(scoreOf(unflagged, 'allies') - scoreOf(blightPoint, 'allies'));
  });
});
