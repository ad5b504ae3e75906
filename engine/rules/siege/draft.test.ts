import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import { copyFigure, settleShapes } from './draft';
import { deepFreeze, start } from './test-support/game';

describe('settling the shapes of a game', () => {
  it('rewrites copies only: the game, its figures and ladders keep every value', () => {
    const state = start(sample);
    const before = JSON.stringify(state.game);
    // Frozen, the game would throw on any write made to it rather than to a copy.
    deepFreeze(state.game);
    settleShapes(state.game);
    expect(JSON.stringify(state.game)).toBe(before);
    expect(state.game.ladders.length).toBeGreaterThan(0);
  });

  it('leaves a figure copied afterwards equal to its original', () => {
    const state = start(sample);
    settleShapes(state.game);
    const figure = state.game.figures[0];
    expect(figure).toBeDefined();
    expect(copyFigure(figure!)).toEqual(figure);
  });
});
