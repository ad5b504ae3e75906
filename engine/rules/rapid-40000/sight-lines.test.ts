/** The lines of sight a squad's highlight draws to the enemy: clear, cut and by what, or clear but no target and why. */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/rapid40k-skirmish.scenario.json';
import { rapidPresenter } from './presenter';
import { scene, start } from './test-support/game';

describe('the lines of sight a squad’s highlight draws', () => {
  it('say why a unit in plain sight is no target: out of range', () => {
        const doc = scene(sample, [
      { side: 'marines', id: 'squad', models: [['sm-sergeant', 1], ['sm-marine', 3]], at: [[10, 10], [11, 10], [12, 10], [13, 10]] },
      { side: 'orks', id: 'boyz', models: [['ork-boy', 3]], at: [[10, 46], [11, 46], [12, 46]] },
    ], { bare: true });
    const lines = rapidPresenter.highlights!(start(doc), 'squad', 'en').filter((highlight) => highlight.kind === 'target');
    expect(lines.map((line) => [line.label, line.blocked ?? false])).toEqual([['boyz: out of range', false]]);
  });
});
