import { describe, expect, it } from 'vitest';
import sample from '../../scenarios/r6-ambassade.scenario.json';
import { inspectCell } from '../../engine/rules/r6-onboard/inspect';
import { engine, placed, play, start, toAttackPhase } from '../../engine/rules/r6-onboard/test-support/game';
import type { R6State } from '../../engine/rules/r6-onboard/types';
import { r6Presenter } from './r6Presenter';

function at(state: R6State, unit: string) {
  return (r6Presenter.highlights?.(state, unit) ?? []).map((highlight) => ({ ...highlight, cell: state.fixed.labels[highlight.cell] }));
}

describe('R6 in the playtest view', () => {
  it('outlines what the selected agent reaches this turn with its cost, and the enemies in its line of fire (rulebook: Ash fires on Doc in line, not on Castle on the diagonal)', () => {
    const state = toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'A3', castle: 'B9' })));
    const ash = at(state, 'ash');
    // Outside along column 1 one action a cell; through the window to A2, two actions.
    expect(ash.filter((highlight) => highlight.kind === 'reach')).toEqual([
      { cell: 'B1', kind: 'reach', label: '1' },
      { cell: 'A2', kind: 'reach', label: '2' },
      { cell: 'C1', kind: 'reach', label: '2' },
      { cell: 'B2', kind: 'reach', label: '3' },
      { cell: 'D1', kind: 'reach', label: '3' },
    ]);
    expect(ash.filter((highlight) => highlight.kind === 'target')).toEqual([{ cell: 'A3', kind: 'target', unit: 'doc' }]);
  });

  it('counts the actions left, as the inspect tool does, and shows nothing for an agent off the board', () => {
    let state = toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'A3', castle: 'B9' })));
    state = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: state.fixed.labels.indexOf('B1') }).state;
    const reach = at(state, 'ash').filter((highlight) => highlight.kind === 'reach');
    const report = inspectCell(state, state.fixed.labels.indexOf('B1'), 'ash');
    expect(report.budget).toBe(2);
    expect(reach).toEqual(report.reachable.map(({ cell, cost }) => ({ cell, kind: 'reach', label: String(cost) })));
    const deploying = start(sample);
    expect(deploying.phase).toBe('deployment');
    expect(at(deploying, 'ash')).toEqual([]);
  });

  it('says whose hand each card is in when a side is shared by two players', () => {
    const doc = JSON.parse(JSON.stringify(placed(sample, { ash: 'A1', 'attacker-3': 'F1', doc: 'A3', castle: 'B9' }))) as { sides: { players?: number }[] };
    for (const side of doc.sides) side.players = 2;
    const state = toAttackPhase(start(doc));
    const hand = r6Presenter.hand(engine.view(state, 'attackers'), 'attackers', 'en') ?? [];
    expect(hand).toHaveLength(10);
    expect(new Set(hand.map((card) => card.owner))).toEqual(new Set(['Attackers (player 1)', 'Attackers (player 2)']));
    const single = toAttackPhase(start(placed(sample, { ash: 'A1', doc: 'A3' })));
    const singleHand = r6Presenter.hand(engine.view(single, 'attackers'), 'attackers', 'en') ?? [];
    expect(singleHand).toHaveLength(5);
    expect(singleHand.every((card) => card.owner === undefined)).toBe(true);
  });
});
