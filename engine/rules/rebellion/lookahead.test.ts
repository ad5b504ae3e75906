/**
 * The search bot's look-ahead on the Rebellion (`lookahead` in ruleset.ts): past its tree, each line
 * is played on to the start of the next round, through the missions, the rapid mobilization and
 * the refresh that decide the game, where the other games stop at the searching side's next turn.
 */
import { describe, expect, it } from 'vitest';
import galaxy from '../../../scenarios/rebellion-galaxy.scenario.json';
import { createEngine } from '../core/engine';
import { Rng, seedRng } from '../core/prng';
import { answered } from '../core/reply';
import { engine, loadInput, toCommand } from './test-support/game';
import { rebellionRuleset } from './ruleset';
import type { RebState } from './types';

const anyEngine = engine as unknown as Parameters<typeof answered>[0];
const command = toCommand(engine.setup(loadInput(galaxy), 1));

describe('the search bot looks ahead to the next round (R15)', () => {
  it('plays a line from the command phase through the refresh to the next round’s assignment', () => {
    expect(command.phase).toBe('command');
    let reached = 0;
    for (let seed = 1; seed <= 4; seed++) {
      for (const side of command.sides) {
        const end = answered(anyEngine, command, side, 24, new Rng(seedRng(seed))) as RebState;
        if (end.outcome) continue;
        expect(end.turn).toBe(command.turn + 1);
        expect(end.phase).toBe('assignment');
        // The refresh was played: time moved on.
        expect(end.game.time).toBe(command.game.time + 1);
        reached++;
      }
    }
    expect(reached).toBeGreaterThan(4);
  });

  it('without the ruleset’s look-ahead, stops at the side’s next order in the same round', () => {
    const { lookahead, ...shortSighted } = rebellionRuleset;
    expect(lookahead).toEqual({ turns: 1, actions: 200 });
    const short = createEngine(shortSighted) as unknown as typeof anyEngine;
    const end = answered(short, command, 'rebellion', 24, new Rng(seedRng(1))) as RebState;
    expect(end.turn).toBe(command.turn);
    expect(end.phase).toBe('command');
  });

  it('plays no more actions than the look-ahead’s bound', () => {
    const bounded = createEngine({ ...rebellionRuleset, lookahead: { turns: 1, actions: 3 } }) as unknown as typeof anyEngine;
    const end = answered(bounded, command, 'rebellion', 24, new Rng(seedRng(1)));
    expect(end.step - command.step).toBe(3);
  });
});
