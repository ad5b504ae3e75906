/**
 * The search bot's look-ahead on the Rebellion (`lookahead` in ruleset.ts): past the imperial
 * search's tree, each line is played on to the start of the next round, through the Empire's other
 * orders and the refresh; past the rebel search's tree, to the start of the round after, through
 * the Empire's search of the next round. Without the look-ahead a line stops at the side's next
 * order, as in the other games.
 */
import { describe, expect, it } from 'vitest';
import galaxy from '../../../scenarios/rebellion-galaxy.scenario.json';
import { createEngine } from '../core/engine';
import { Rng, seedRng } from '../core/prng';
import { answered } from '../core/reply';
import { engine, loadInput, toCommand } from './test-support/game';
import { EMPIRE_LOOKAHEAD, REBEL_LOOKAHEAD, rebellionRuleset } from './ruleset';
import type { RebState } from './types';

const anyEngine = engine as unknown as Parameters<typeof answered>[0];
const command = toCommand(engine.setup(loadInput(galaxy), 1));

describe('the search bot looks ahead over rounds (R15)', () => {
  it('plays an imperial line from the command phase through the refresh to the next round’s assignment, a rebel line to the round after', () => {
    expect(command.phase).toBe('command');
    expect(rebellionRuleset.lookahead?.(command, 'empire')).toEqual(EMPIRE_LOOKAHEAD);
    expect(rebellionRuleset.lookahead?.(command, 'rebellion')).toEqual(REBEL_LOOKAHEAD);
    let reached = 0;
    for (let seed = 1; seed <= 8; seed++) {
      for (const [side, rounds] of [
        ['empire', EMPIRE_LOOKAHEAD.turns],
        ['rebellion', REBEL_LOOKAHEAD.turns],
      ] as const) {
        const end = answered(anyEngine, command, side, 24, new Rng(seedRng(seed))) as RebState;
        if (end.outcome) continue;
        expect(end.turn).toBe(command.turn + rounds);
        expect(end.phase).toBe('assignment');
        // The refreshes were played: time moved on once a round.
        expect(end.game.time).toBe(command.game.time + rounds);
        reached++;
      }
    }
    expect(reached).toBeGreaterThan(8);
    expect(REBEL_LOOKAHEAD.turns).toBe(2);
    expect(EMPIRE_LOOKAHEAD.turns).toBe(1);
  });

  it('stops a line at the side’s next order in the same round without the look-ahead', () => {
    const { lookahead, ...shortSighted } = rebellionRuleset;
    expect(lookahead).toBeDefined();
    for (const side of ['empire', 'rebellion']) {
      const end = answered(createEngine(shortSighted) as unknown as typeof anyEngine, command, side, 24, new Rng(seedRng(1))) as RebState;
      expect(end.turn).toBe(command.turn);
      expect(end.phase).toBe('command');
    }
  });

  it('plays no more actions than the look-ahead’s bound', () => {
    const bounded = createEngine({ ...rebellionRuleset, lookahead: () => ({ turns: 1, actions: 3 }) }) as unknown as typeof anyEngine;
    const end = answered(bounded, command, 'rebellion', 24, new Rng(seedRng(1)));
    expect(end.step - command.step).toBe(3);
  });
});
