/**
 * The move step's reach (board-cache.ts) answers what movement.ts's `reachableCells` answers at
 * ground level, in states of real games: same hexes, same costs. And the inspect tool's report.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import type { GameState } from '../core/types';
import { playBotGame } from '../../sim/play';
import { hexDistance } from './board-cache';
import { costTo, movementOf, reachOf } from './reach';
import { inspectCell } from './inspect';
import { reachableCells } from './movement';
import { cellIndex, engine, hexAt, loadInput, placed, start } from './test-support/game';
import type { SiegeState } from './types';
import { occupancyFor, sideIndexOf } from './standing';

const anyEngine = engine as unknown as Parameters<typeof playBotGame>[0];

function assault() {
  const doc = placed(sample, { 'knight-1': '1310', 'soldier-b1': '1312', baron: '1917', 'longbow-1': '1110', lord: '1911', 'archer-1': '1410', 'soldier-3': '1409', engineer: '1916' });
  for (const token of doc.board.tokens as { id: string; at: { col: number; row: number } }[]) if (token.id === 'ladder-1') token.at = hexAt('1311');
  return doc;
}

describe('reach of a figure', () => {
  it('matches reachableCells in every state of real games', () => {
    let compared = 0;
    for (const [input, seed] of [
      [loadInput(sample), 1],
      [loadInput(assault()), 2],
      [loadInput(assault()), 3],
    ] as const) {
      playBotGame(anyEngine, input, {
        seed,
        bots: ['random'],
        observe(raw: GameState) {
          const state = raw as SiegeState;
          if (state.step % 3 !== 0) return;
          state.game.figures.forEach((figure, index) => {
            if (figure.cell < 0 || figure.status === 'dead') return;
            const mine = reachOf(state, index, null);
            const theirs = reachableCells(state.fixed.board, figure.cell, figure.mounted ? 'mounted' : 'foot', movementOf(state, index, null), occupancyFor(state), state.game.board, {
              side: sideIndexOf(state.fixed, index),
              fromTop: figure.onTop,
            }).filter((reach) => reach.onTop !== figure.onTop || reach.cell !== figure.cell);
            const places = mine.cells.map((cell, at) => cell * 2 + (mine.tops[at] ? 1 : 0));
            expect(places.sort((a, b) => a - b)).toEqual(theirs.map((reach) => reach.cell * 2 + (reach.onTop ? 1 : 0)));
            for (const reach of theirs) expect(costTo(mine, reach.cell, reach.onTop)).toBe(reach.cost);
            compared++;
          });
        },
      });
    }
    expect(compared).toBeGreaterThan(1000);
  }, 60_000);
});

describe('the inspect tool under SIEGE', () => {
  it('reports reach with costs and the hexes in the line of fire of a figure', () => {
    const state = start(assault());
    const report = inspectCell(state, cellIndex(state, '1310'));
    expect(report).toMatchObject({ from: '1310', unit: 'knight-1', budget: 4, costUnit: 'movementPoints' });
    const cost = Object.fromEntries(report.reachable.map((reach) => [reach.cell, reach.cost]));
    // Along the berm for 1 (a ladder lying there changes nothing), into the filled moat for 2; the rampart beyond the wall is out of reach.
    expect(cost).toMatchObject({ '1309': 1, '1311': 1, '1210': 2 });
    expect(cost['1410']).toBeUndefined();
    expect(report.visible.length).toBeGreaterThan(0);
  });

  it('sees over the figures below from the ramparts within 8 hexes, not from the ground', () => {
    const crowd = { 'knight-1': '1310', 'sergeant-b1': '1309', 'sergeant-b2': '1311', 'soldier-b1': '1210', 'soldier-b2': '1110', 'soldier-b3': '1010', 'soldier-b4': '0910' };
    const report = (positions: Record<string, string>, from: string) => {
      const state = start(placed(sample, positions));
      const origin = cellIndex(state, from);
      const visible = inspectCell(state, origin).visible;
      return { all: visible, near: visible.filter((label) => hexDistance(state.fixed, cellIndex(state, label), origin) <= 8) };
    };
    // An archer on a rampart of the west wall, with and without besiegers crowding the berm and the fields.
    const clearRampart = report({ 'archer-1': '1410', lord: '1911', 'knight-1': '0101' }, '1410');
    const crowdedRampart = report({ 'archer-1': '1410', lord: '1911', ...crowd }, '1410');
    expect(crowdedRampart.near.length).toBeGreaterThan(20);
    expect(crowdedRampart.near).toEqual(clearRampart.near);
    // An archer on open ground south of the castle, with besiegers standing around him: they hide what is behind them.
    const around = { 'knight-1': '1119', 'sergeant-b1': '1120', 'sergeant-b2': '0919', 'soldier-b1': '0920', 'soldier-b2': '1019', 'soldier-b3': '1018' };
    const clearGround = report({ 'archer-1': '1020', lord: '1911', 'knight-1': '0101' }, '1020');
    const crowdedGround = report({ 'archer-1': '1020', lord: '1911', ...around }, '1020');
    expect(crowdedGround.all.length).toBeLessThan(clearGround.all.length);
  });
});
