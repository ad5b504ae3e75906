import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import { hurt } from './common';
import { copyFigure, Draft, settleShapes } from './draft';
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

describe('a hit on a figure already hurt (rule 1.7 results)', () => {
  it('kills it, and the log says why: a wound on a wounded figure, a stun on a stunned one', () => {
    const state = start(sample);
    const events: string[] = [];
    const d = new Draft(state, (event) => events.push(event.key));
    hurt(d, 0, 'wound');
    hurt(d, 0, 'wound');
    hurt(d, 1, 'stun');
    hurt(d, 1, 'wound');
    hurt(d, 2, 'kill');
    expect(events).toEqual(['siege.event.wounded', 'siege.event.killedWounded', 'siege.event.stunned', 'siege.event.killedStunned', 'siege.event.killed']);
  });
});
