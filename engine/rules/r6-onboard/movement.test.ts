import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { loadScenario } from '../../scenario/load';
import { arrangementOf } from './board';
import { cellIndex, deepFreeze, engine, keys, labelOfUnit, loadInput, placed, play, start, toAttackPhase, unitState } from './test-support/game';
import type { R6State } from './types';

function moveTargets(state: R6State, unit: string): string[] {
  return engine
    .legalActions(state, 'attackers')
    .filter((action) => action.type === 'move' && action.unit === unit)
    .map((action) => state.fixed.labels[(action as { cell: number }).cell] as string)
    .sort();
}

describe('movement (rulebook: one action per cell, no diagonal, closed door 2, window 2)', () => {
  it('moves orthogonally, never through a wall, a window for two actions', () => {
    const state = toAttackPhase(start(placed(sample, { ash: 'D2', doc: 'B5' })));
    // D2 is in the corridor: C2 is behind a wall, E2 through an open door, D1 outside through a window.
    expect(moveTargets(state, 'ash')).toEqual(['D1', 'D3', 'E2']);
    const through = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'D1') });
    expect(unitState(through.state, 'ash').actions).toBe(1);
    expect(keys(through.events)).toEqual(['r6-onboard.event.moved']);
  });

  it('crosses a closed door for two actions (open, then cross) and leaves it open', () => {
    const state = toAttackPhase(start(placed(sample, { ash: 'F3', doc: 'B5' })));
    const door = state.fixed.edges.findIndex((edge) => edge.key === 'h:2,5');
    expect(state.game.edgeStates[door]).toBe('closed');
    const crossed = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'E3') }).state;
    expect(unitState(crossed, 'ash').actions).toBe(1);
    expect(crossed.game.edgeStates[door]).toBe('open');

    const opened = play(state, { type: 'open', side: 'attackers', unit: 'ash', edge: 'h:2,5' }).state;
    expect(unitState(opened, 'ash').actions).toBe(2);
    expect(labelOfUnit(opened, 'ash')).toBe('F3');
    const after = play(opened, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(opened, 'E3') }).state;
    expect(unitState(after, 'ash').actions).toBe(1);
  });

  it('refuses a diagonal, a far cell, a wall, an occupied cell and a move it cannot afford, leaving the state untouched', () => {
    const state = deepFreeze(toAttackPhase(start(placed(sample, { ash: 'D2', 'attacker-2': 'D3', doc: 'B5' }))));
    const refusals = [
      [{ cell: cellIndex(state, 'E3') }, 'r6-onboard.refused.notAdjacent'],
      [{ cell: cellIndex(state, 'D5') }, 'r6-onboard.refused.notAdjacent'],
      [{ cell: cellIndex(state, 'C2') }, 'r6-onboard.refused.blocked'],
      [{ cell: cellIndex(state, 'D3') }, 'r6-onboard.refused.occupied'],
      [{ cell: 999 }, 'r6-onboard.refused.offBoard'],
    ] as const;
    for (const [target, key] of refusals) {
      const result = engine.apply(state, { type: 'move', side: 'attackers', unit: 'ash', ...target });
      expect(result.refused?.key).toBe(key);
      expect(result.state).toBe(state);
      expect(result.events).toEqual([]);
    }
    const twice = play(play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'E2') }).state, {
      type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'D2'),
    }).state;
    expect(unitState(twice, 'ash').actions).toBe(1);
    const costly = engine.apply(twice, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'D1') });
    expect(costly.refused).toEqual({ key: 'r6-onboard.refused.tooCostly', params: { unit: 'ash', cost: 2, left: 1 } });
  });

  it('refuses the wrong side and the wrong phase', () => {
    const preparation = start(placed(sample, { ash: 'D2', doc: 'B5' }));
    const early = engine.apply(preparation, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(preparation, 'D3') });
    expect(early.refused?.key).toBe('core.refused.notYourTurn');
    const state = toAttackPhase(preparation);
    const wrongUnit = engine.apply(state, { type: 'move', side: 'attackers', unit: 'doc', cell: cellIndex(state, 'B4') });
    expect(wrongUnit.refused?.key).toBe('r6-onboard.refused.notYourUnit');
    const defenders = engine.apply(state, { type: 'move', side: 'defenders', unit: 'doc', cell: cellIndex(state, 'B4') });
    expect(defenders.refused?.key).toBe('core.refused.notYourTurn');
    expect(engine.apply(state, { type: 'fly', side: 'attackers' }).refused?.key).toBe('r6-onboard.refused.unknownAction');
    expect(engine.apply(state, { side: 'attackers' }).refused?.key).toBe('core.refused.malformed');
    expect(engine.apply(state, null).refused?.key).toBe('core.refused.malformed');
  });

  it('ends the attack phase by itself once every attacker has spent three actions', () => {
    let state = toAttackPhase(start(placed(sample, { ash: 'D2', doc: 'B5' })));
    expect(state.phase).toBe('attack');
    for (const label of ['D3', 'D4', 'D5']) state = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, label) }).state;
    expect(state.phase).toBe('defense');
    expect(state.pending).toEqual([{ side: 'defenders', kind: 'act' }]);
    expect(unitState(state, 'doc').actions).toBe(3);
  });
});

describe('arrangements of doors and walls (what the bots work out once per arrangement)', () => {
  it('gives games whose doors and walls stand alike the same arrangement, whatever array holds the states', () => {
    const state = toAttackPhase(start(placed(sample, { ash: 'F3', doc: 'B5' })));
    const open = { type: 'open', side: 'attackers', unit: 'ash', edge: 'h:2,5' } as const;
    const opened = play(state, open).state;
    const openedAgain = play(state, open).state;
    const crossed = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'E3') }).state;
    expect(openedAgain.game.edgeStates).not.toBe(opened.game.edgeStates);
    expect(arrangementOf(state.fixed, openedAgain.game)).toBe(arrangementOf(state.fixed, opened.game));
    expect(arrangementOf(state.fixed, crossed.game)).toBe(arrangementOf(state.fixed, opened.game));
    expect(arrangementOf(state.fixed, opened.game)).not.toBe(arrangementOf(state.fixed, state.game));
    // A copy built afresh (not derived from the state before) finds the same arrangement.
    const copy = { ...opened.game, edgeStates: [...opened.game.edgeStates] };
    expect(arrangementOf(state.fixed, copy)).toBe(arrangementOf(state.fixed, opened.game));
    const back = { ...opened.game, edgeStates: [...state.game.edgeStates] };
    expect(arrangementOf(state.fixed, back)).toBe(arrangementOf(state.fixed, state.game));
  });
});

describe('agents per cell: one, as the data’s stacking constraint says, in the editor, in validation and in play', () => {
  type Doc = { ruleset: { id: string; overrides?: unknown }; sides: { units: { at?: unknown }[] }[] };

  it('keeps one agent per cell with the shipped data', () => {
    const state = toAttackPhase(start(placed(sample, { ash: 'D2', 'attacker-2': 'D3', doc: 'B5' })));
    expect(state.fixed.constants.agentsPerCell).toBe(1);
    expect(moveTargets(state, 'ash')).toEqual(['D1', 'E2']);
    expect(engine.apply(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'D3') }).refused?.key).toBe('r6-onboard.refused.occupied');
    // Two agents on one cell in the file: validation refuses it.
    const doc = placed(sample, { ash: 'D2', 'attacker-2': 'D2', doc: 'B5' });
    expect(loadScenario(JSON.stringify(doc)).problems.map((problem) => problem.key)).toContain('problem.unit.stacking');
  });

  it('lets two agents share a cell in play and in the file when a house rule raises the stacking limit', () => {
    const doc = placed(sample, { ash: 'D2', 'attacker-2': 'D3', 'attacker-3': 'D3', doc: 'B5' }) as unknown as Doc;
    doc.ruleset.overrides = { constraints: { stacking: { limit: 3 } } };
    const state = toAttackPhase(engine.setup(loadInput(doc), 1));
    expect(moveTargets(state, 'ash')).toEqual(['D1', 'D3', 'E2']);
    const shared = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cellIndex(state, 'D3') }).state;
    expect(labelOfUnit(shared, 'ash')).toBe('D3');
    expect(labelOfUnit(shared, 'attacker-2')).toBe('D3');
  });

  it('counts each side apart when the stacking constraint is per side', () => {
    const doc = placed(sample, { ash: 'D2', 'attacker-2': 'D4', doc: 'D3' }) as unknown as Doc;
    doc.ruleset.overrides = { constraints: { stacking: { scope: 'side' } } };
    const state = toAttackPhase(engine.setup(loadInput(doc), 1));
    expect(moveTargets(state, 'ash')).toEqual(['D1', 'D3', 'E2']);
    expect(moveTargets(state, 'attacker-2')).not.toContain('D4');
  });
});
