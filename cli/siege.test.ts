/** Runs the real `skirmish simulate` and `skirmish inspect` commands on the SIEGE castle sample. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, skirmish, type SimulateJson } from './run.test-support';

const castle = join(projectRoot, 'scenarios/siege-castle.scenario.json');

describe('skirmish simulate on the SIEGE castle', () => {
  it('plays bot games of the castle and reports the same JSON for the same seed', () => {
    const first = JSON.parse(skirmish(['simulate', castle, '--games', '3', '--bots', 'random,greedy', '--seed', '1', '--json']).stdout) as SimulateJson;
    expect(first).toMatchObject({ ruleset: 'siege', games: 3, seed: 1, bots: ['random', 'greedy'], unfinished: 0 });
    expect(first.sides.map((side) => [side.side, side.bot])).toEqual([
      ['besiegers', 'random'],
      ['defenders', 'greedy'],
    ]);
    expect(first.sides.reduce((sum, side) => sum + side.wins, 0) + first.draws).toBe(3);
    expect(first.averageTurns).toBeGreaterThan(1);
    expect(first.averageTurns).toBeLessThanOrEqual(20);
    const again = JSON.parse(skirmish(['simulate', castle, '--json', '--seed=1', '--games=3', '--bots=random,greedy'], { LANG: 'fr_FR.UTF-8' }).stdout) as SimulateJson;
    expect(again.sides).toEqual(first.sides);
    expect(again.averageActions).toBe(first.averageActions);
  }, 240_000);

  it('prints its report in words', () => {
    const run = skirmish(['simulate', castle, '--games', '4', '--seed', '2']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe('The siege of the castle: 4 games, seed 2');
    expect(lines[1]).toMatch(/^ {2}Besiegers \(random bot\): \d+ wins?/);
    expect(lines[2]).toMatch(/^ {2}Defenders \(random bot\): \d+ wins?/);
  }, 240_000);
});

describe('skirmish inspect on the SIEGE castle', () => {
  it('prints the hexes a rampart archer can shoot into and the hexes he can reach, with their costs', () => {
    const run = skirmish(['inspect', castle, '--from', '1410', '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { ruleset: string; from: string; unit: string | null; budget: number; costUnit: string; visible: string[]; reachable: { cell: string; cost: number }[] };
    expect(report).toMatchObject({ ruleset: 'siege', from: '1410', unit: 'archer-1', budget: 5, costUnit: 'movementPoints' });
    const cost = Object.fromEntries(report.reachable.map((reach) => [reach.cell, reach.cost]));
    // Along the rampart walk for 1 a hex; the courtyard below only by the stairs; never over the wall.
    expect(cost).toMatchObject({ '1409': 1, '1411': 1 });
    expect(cost['1310']).toBeUndefined();
    expect(cost['1510']).toBeUndefined();
    // Out over the berm and the moat to the fields; not into the siege tower (total cover inside) nor behind it.
    for (const hex of ['1310', '1210', '1111', '1011']) expect(report.visible).toContain(hex);
    for (const hex of ['1110', '1010']) expect(report.visible).not.toContain(hex);
    expect(report.visible).not.toContain('1911');
  }, 60_000);

  it('refuses a hex that is not on the map', () => {
    const run = skirmish(['inspect', castle, '--from', '9999']);
    expect(run.code).toBe(1);
  }, 60_000);
});
