/**
 * The search bot's look-ahead on the Rebellion (`lookahead` in ruleset.ts): past the rebel search's
 * tree, each line is played on to the start of the round after next, through the missions, the
 * rapid mobilization and the refresh that decide the game and the Empire's search of the next
 * round; the Empire's search, like the other games', stops at its next order.
 */
import { describe, expect, it } from 'vitest';
import galaxy from '../../../scenarios/rebellion-galaxy.scenario.json';
import { createEngine } from '../core/engine';
import { Rng, seedRng } from '../core/prng';
import { answered } from '../core/reply';
import { engine, loadInput, toCommand } from './test-support/game';
import { REBEL_LOOKAHEAD, rebellionRuleset } from './ruleset';
import type { RebState } from './types';

const anyEngine = engine as unknown as Parameters<typeof answered>[0];
const command = toCommand(engine.setup(loadInput(galaxy), 1));

describe('the rebel search bot looks ahead over two rounds (R15)', () => {
  it('plays a rebel line from the command phase through two refreshes to the assignment of the round after next', () => {
    expect(command.phase).toBe('command');
    expect(REBEL_LOOKAHEAD.turns).toBe(2);
    let reached = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const end = answered(anyEngine, command, 'rebellion', 24, new Rng(seedRng(seed))) as RebState;
      if (end.outcome) continue;
      expect(end.turn).toBe(command.turn + 2);
      expect(end.phase).toBe('assignment');
      // Both refreshes were played: time moved on twice.
      expect(end.game.time).toBe(command.game.time + 2);
      reached++;
    }
    expect(reached).toBeGreaterThan(4);
  });

  it('stops an imperial line at the Empire’s next order in the same round, as a rebel one without the look-ahead', () => {
    expect(rebellionRuleset.lookahead?.(command, 'empire')).toBeNull();
    expect(rebellionRuleset.lookahead?.(command, 'rebellion')).toEqual(REBEL_LOOKAHEAD);
    const empire = answered(anyEngine, command, 'empire', 24, new Rng(seedRng(1))) as RebState;
    expect(empire.turn).toBe(command.turn);
    expect(empire.phase).toBe('command');
    expect(empire.pending[0]?.side).toBe('empire');
    const { lookahead, ...shortSighted } = rebellionRuleset;
    expect(lookahead).toBeDefined();
    const rebel = answered(createEngine(shortSighted) as unknown as typeof anyEngine, command, 'rebellion', 24, new Rng(seedRng(1))) as RebState;
    expect(rebel.turn).toBe(command.turn);
    expect(rebel.phase).toBe('command');
  });

  it('plays no more actions than the look-ahead’s bound', () => {
    const bounded = createEngine({ ...rebellionRuleset, lookahead: () => ({ turns: 1, actions: 3 }) }) as unknown as typeof anyEngine;
    const end = answered(bounded, command, 'rebellion', 24, new Rng(seedRng(1)));
    expect(end.step - command.step).toBe(3);
  });
});
