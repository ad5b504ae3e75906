import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { createKernel } from '../../board/index';
import type { SquareKernel } from '../../board/types';
import { directionTo, lineOfFire, visibleCells } from './board';
import { cellIndex, engine, placed, play, start, toAttackPhase } from './test-support/game';
import type { R6State } from './types';

function fireLine(state: R6State, from: string, to: string): boolean {
  return lineOfFire(state.fixed, state.game, cellIndex(state, from), cellIndex(state, to));
}

describe('line of fire (rulebook: orthogonal, cut by walls and smoke)', () => {
  it('lets Ash fire on Doc in line but not on Castle on the diagonal (the rulebook example)', () => {
    const state = toAttackPhase(start(placed(sample, { ash: 'D2', doc: 'D7', castle: 'E3' })));
    expect(fireLine(state, 'D2', 'D7')).toBe(true);
    expect(fireLine(state, 'D2', 'E3')).toBe(false);
    const attacks = engine.legalActions(state, 'attackers').filter((action) => action.type === 'attack');
    expect(attacks).toEqual([{ type: 'attack', side: 'attackers', unit: 'ash', target: 'doc' }]);
    const refused = engine.apply(state, { type: 'attack', side: 'attackers', unit: 'ash', target: 'castle' });
    expect(refused.refused?.key).toBe('r6-onboard.refused.noLineOfFire');
    expect(refused.state).toBe(state);
  });

  it('is cut by a wall, by a closed door until it is opened, not by a window', () => {
    const state = toAttackPhase(start(placed(sample, { ash: 'B6', doc: 'B5', castle: 'A3' })));
    expect(fireLine(state, 'B2', 'B4')).toBe(false);
    expect(fireLine(state, 'B6', 'B5')).toBe(false);
    expect(fireLine(state, 'B7', 'B5')).toBe(false);
    expect(fireLine(state, 'A1', 'A3')).toBe(true);
    const opened = play(state, { type: 'open', side: 'attackers', unit: 'ash', edge: 'v:5,1' }).state;
    expect(fireLine(opened, 'B7', 'B5')).toBe(true);
    expect(fireLine(opened, 'B5', 'B7')).toBe(true);
    expect(fireLine(opened, 'B7', 'B2')).toBe(false);
  });

});

describe('smoke: “aucun opérateur ne peut tirer dans ou à travers une zone enfumée”', () => {
  /** The corridor (D1-D9) smoked; Ash in it on D2, Castle beyond its open door in the kitchen on E2. */
  function smokedCorridor(overrides?: Record<string, unknown>): R6State {
    const doc = placed(sample, { ash: 'D2', doc: 'D7', castle: 'E2' }) as unknown as { ruleset: Record<string, unknown> };
    if (overrides) doc.ruleset.overrides = { constants: overrides };
    return smokedAt(toAttackPhase(start(doc)), 'D4');
  }

  /** The zone of `label` smoked. */
  function smokedAt(state: R6State, label: string): R6State {
    const zone = state.fixed.zoneOf[cellIndex(state, label)] as number;
    return { ...state, game: { ...state.game, smoke: state.game.smoke.map((counters, at) => (at === zone ? 2 : counters)) } };
  }

  it('cuts a shot into or through a smoked zone', () => {
    const smoked = smokedCorridor();
    // Into: Doc stands in the smoke, whether the shooter is in it too or outside.
    expect(fireLine(smoked, 'D2', 'D7')).toBe(false);
    expect(fireLine(smoked, 'E2', 'D2')).toBe(false);
    // Through: outside, along row F, a smoked cell between the two.
    const outside = smokedAt(smoked, 'F3');
    expect(fireLine(smoked, 'F1', 'F5')).toBe(true);
    expect(fireLine(outside, 'F1', 'F5')).toBe(false);
    expect(fireLine(outside, 'F5', 'F1')).toBe(false);
  });

  it('lets an agent in the smoke fire out of it at a target outside', () => {
    const smoked = smokedCorridor();
    expect(fireLine(smoked, 'D2', 'E2')).toBe(true);
    const attacks = engine.legalActions(smoked, 'attackers').filter((action) => action.type === 'attack');
    expect(attacks).toEqual([{ type: 'attack', side: 'attackers', unit: 'ash', target: 'castle' }]);
    // Out of the corridor's door into the kitchen, and out of its window onto D1 outside; none of the corridor's own cells.
    expect(visibleCells(smoked.fixed, smoked.game, cellIndex(smoked, 'D2')).map((cell) => smoked.fixed.labels[cell])).toEqual(['E2', 'D1']);
  });

  it('keeps the smoke of the shooter’s own zone cutting its shots under a house rule (fireOutOfSmoke false)', () => {
    const smoked = smokedCorridor({ fireOutOfSmoke: false });
    expect(fireLine(smoked, 'D2', 'E2')).toBe(false);
    expect(visibleCells(smoked.fixed, smoked.game, cellIndex(smoked, 'D2'))).toEqual([]);
  });

  it('walks the same cells as the square kernel’s orthogonal line', () => {
    const state = start(placed(sample, { ash: 'D2', doc: 'D7' }));
    const kernel = createKernel(sample.board.geometry as Parameters<typeof createKernel>[0]) as SquareKernel;
    const { fixed } = state;
    let compared = 0;
    for (let from = 0; from < kernel.cellCount; from++) {
      for (let to = 0; to < kernel.cellCount; to++) {
        const line = kernel.orthogonalLine(kernel.cellAt(from), kernel.cellAt(to));
        const direction = directionTo(fixed, from, to);
        if (from === to) continue;
        expect(direction >= 0).toBe(line !== null);
        if (!line) continue;
        const walked = [from];
        while (walked[walked.length - 1] !== to) walked.push(fixed.neighbours[(walked[walked.length - 1] as number) * 4 + direction] as number);
        expect(walked).toEqual(line.map((cell) => kernel.indexOf(cell)));
        compared++;
      }
    }
    expect(compared).toBe(54 * (8 + 5));
  });
});
