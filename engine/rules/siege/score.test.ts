/**
 * The greedy bot's view of a SIEGE state (score.ts), on scenes of the castle sample.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import { playBotGame } from '../../sim/play';
import { scoreOf } from './score';
import { cellIndex, engine, loadInput, start, withFigure } from './test-support/game';
import { assault, engineAssault } from './test-support/scenes';
import type { SiegeState } from './types';

describe('SIEGE score', () => {
  it('rule 1.94, pushing a ladder down: the defenders want a figure on the rampart a raised ladder leans on', () => {
    // The assault: ladder 1 raised from 1310 against the rampart 1409; the defenders near it sent away.
    let state = start(assault(sample));
    expect(state.game.ladders[0]).toMatchObject({ vertical: true, facing: cellIndex(state, '1409'), raisedBy: 'besiegers' });
    state = withFigure(state, 'crossbow-2', { cell: cellIndex(state, '2409') });
    state = withFigure(state, 'archer-1', { cell: cellIndex(state, '2410') });
    const guardAt = (label: string) => scoreOf(withFigure(state, 'sergeant-2', { cell: cellIndex(state, label) }), 'defenders');
    // On the rampart of the ladder, against three hexes along the same wall.
    expect(guardAt('1409') - guardAt('1406')).toBeGreaterThan(1.5);
    // The besiegers see it the other way round.
    const besiegersAt = (label: string) => scoreOf(withFigure(state, 'sergeant-2', { cell: cellIndex(state, label) }), 'besiegers');
    expect(besiegersAt('1409')).toBeLessThan(besiegersAt('1406'));
  });

  it('the defenders hold out until the last turn: each of their figures still standing weighs more on the besiegers as the turns run out', () => {
    const state = start(sample);
    const loss = (turn: number) => {
      const at = { ...state, turn };
      return scoreOf(withFigure(at, 'soldier-1', { status: 'dead' }), 'besiegers') - scoreOf(at, 'besiegers');
    };
    // Killing a defender is worth more to the besiegers on the 18th turn than on the 2nd, and most on the last.
    expect(loss(2)).toBeGreaterThan(0);
    expect(loss(18)).toBeGreaterThan(loss(2) * 2);
    expect(loss(20)).toBeGreaterThan(loss(18));
    // A besieger's loss weighs the same whatever the turn.
    const own = (turn: number) => scoreOf(withFigure({ ...state, turn }, 'soldier-b1', { status: 'dead' }), 'besiegers') - scoreOf({ ...state, turn }, 'besiegers');
    expect(own(18)).toBeCloseTo(own(2), 9);
  });

  it('keeps what it worked out for the figures that did not move, and scores every state as it would afresh', () => {
    // The score keeps each figure's part between the states of a game (by figure object and board
    // view); a copy of the game's data has none of those objects, so it is scored from scratch.
    let compared = 0;
    for (const [doc, seed, bots] of [
      [assault(sample), 'c1', ['greedy', 'random']],
      [engineAssault(sample), 'c2', ['random', 'greedy']],
      [sample, 'c3', ['greedy', 'greedy']],
    ] as const) {
      playBotGame(engine as unknown as Parameters<typeof playBotGame>[0], loadInput(doc), {
        seed,
        bots,
        maxActions: 400,
        observe: (reached) => {
          const state = reached as SiegeState;
          // Every state is scored, each from what the one before left: every other one is checked.
          const kept = state.sides.map((side) => scoreOf(state, side));
          if (state.step % 2 !== 0) return;
          const fresh = { ...state, game: structuredClone(state.game) };
          expect(state.sides.map((side) => scoreOf(fresh, side))).toEqual(kept);
          compared++;
        },
      });
    }
    expect(compared).toBeGreaterThan(200);
  });
});

