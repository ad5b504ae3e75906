/**
 * A board's view is worked out again only around the hexes whose tokens changed since the last
 * view built on the board (board-view.ts): along whole random games of the castle sample, the
 * west-wall assault and the siege engines at the wall (fires lit and put out, ladders raised and
 * pushed, engines rolled, walls breached), every view met equals one built from scratch.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import { playBotGame } from '../../sim/play';
import { boardView, viewFromScratch, type BoardView } from './board-view';
import type { SiegeBoardDynamic } from './board';
import { engine, loadInput } from './test-support/game';
import { assault, engineAssault } from './test-support/scenes';
import type { SiegeState } from './types';

const anyEngine = engine as unknown as Parameters<typeof playBotGame>[0];

/** The fields of a view that differ from the reference's. */
function differences(view: BoardView, reference: BoardView): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(reference)) {
    const other = (view as unknown as Record<string, unknown>)[key];
    if (ArrayBuffer.isView(value)) {
      if (!ArrayBuffer.isView(other) || Buffer.compare(Buffer.from(value.buffer, value.byteOffset, value.byteLength), Buffer.from(other.buffer, other.byteOffset, other.byteLength)) !== 0) out.push(key);
    } else if (key !== 'board' && other !== value) out.push(key);
  }
  return out;
}

describe('SIEGE board views', () => {
  it('equal, board after board of random games, views built from scratch', () => {
    const boards = new Set<SiegeBoardDynamic>();
    const wrong: string[] = [];
    for (const [name, document, seeds] of [
      ['castle', sample, [0, 1, 2, 3, 4, 5]],
      ['assault', assault(sample), [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009]],
      ['engines', engineAssault(sample), [3000, 3001, 3002, 3003, 3004, 3005, 3006, 3007, 3008, 3009]],
    ] as const) {
      for (const seed of seeds) {
        playBotGame(anyEngine, loadInput(document), {
          seed,
          bots: ['random'],
          observe(state) {
            const { fixed, game } = state as SiegeState;
            if (boards.has(game.board)) return;
            boards.add(game.board);
            const found = differences(boardView(fixed.board, game.board), viewFromScratch(fixed.board, game.board));
            if (found.length > 0) wrong.push(`${name} ${seed} step ${state.step}: ${found.join(', ')}`);
          },
        });
      }
    }
    expect(wrong).toEqual([]);
    expect(boards.size).toBeGreaterThan(80);
  }, 120_000);
});
