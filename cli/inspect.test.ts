/** Runs the real `skirmish inspect` command on the shipped sample scenario. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, skirmish } from './run.test-support';

const sample = join(projectRoot, 'scenarios/r6-ambassade.scenario.json');

describe('skirmish inspect', () => {
  it('prints the line of fire and the reach of a cell in the corridor, as JSON', () => {
    const run = skirmish(['inspect', sample, '--from', 'D4', '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { from: string; unit: string | null; budget: number; costUnit: string; visible: string[]; reachable: { cell: string; cost: number }[] };
    expect(report).toMatchObject({ from: 'D4', unit: null, budget: 3, costUnit: 'actions' });
    // Walls above and below; along the corridor to both ends, and out of the window at D1.
    expect(report.visible).toEqual(['D1', 'D2', 'D3', 'D5', 'D6', 'D7', 'D8', 'D9']);
    const cost = Object.fromEntries(report.reachable.map((reach) => [reach.cell, reach.cost]));
    expect(cost).toMatchObject({ D3: 1, D5: 1, D2: 2, D6: 2, C3: 2, C5: 3, E2: 3, D7: 3 });
    // C5 is behind the closed office door (1 + 2), D1 behind a window (2 + 2) is out of reach.
    expect(cost.D1).toBeUndefined();
    expect(cost.C4).toBeUndefined();
  });

  it('uses the agent named with --unit, and prints text in the user’s language', () => {
    const run = skirmish(['inspect', sample, '--from', 'a1', '--unit', 'ash'], { LANG: 'fr_FR.UTF-8' });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      'Depuis A1 (ash, 3 actions)\u00a0:\n  ligne de tir\u00a0: A2 A3 B1 C1 D1 E1 F1\n  atteignables ce tour-ci (coût en actions)\u00a0: B1(1) A2(2) C1(2) A3(3) B2(3) D1(3)\n',
    );
  });

  it('refuses an unknown cell or agent', () => {
    const cell = skirmish(['inspect', sample, '--from', 'Z99']);
    expect(cell.code).toBe(1);
    expect(cell.stderr).toBe('“Z99” is not a cell of this board; name a cell by the label printed on the board, such as A1 or 0304.\n');
    const unit = skirmish(['inspect', sample, '--from', 'A1', '--unit', 'thatcher']);
    expect(unit.code).toBe(1);
    expect(unit.stderr).toBe('There is no unit “thatcher” in this scenario.\n');
    expect(skirmish(['inspect', sample]).code).toBe(1);
  });
});
