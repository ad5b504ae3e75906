import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/r6-ambassade.scenario.json';
import { r6Presenter } from './presenter';
import { engine, keys, loadInput, placed, play, start } from './test-support/game';
import type { GameEvent } from '../core/types';
import type { R6Action, R6State } from './types';
import { r6OnBoard } from './index';
import { unstatedVictories } from './winner';

function endPhase(state: R6State, side: string): R6State {
  return play(state, { type: 'endPhase', side }).state;
}

describe('setup and turn structure of the sample scenario', () => {
  it('derives the rooms from the walls, one zone per outside cell, and the bomb zones from the scenario', () => {
    const state = start(sample);
    const { fixed } = state;
    // Seven rooms, and the fourteen outside cells each alone.
    expect(fixed.zones).toHaveLength(7 + 14);
    const zoneOf = (label: string): number => fixed.zoneOf[fixed.labels.indexOf(label)] as number;
    expect(zoneOf('A2')).toBe(zoneOf('C3'));
    expect(zoneOf('A4')).not.toBe(zoneOf('A3'));
    expect(zoneOf('D2')).toBe(zoneOf('D9'));
    expect(zoneOf('E5')).not.toBe(zoneOf('E6'));
    expect(zoneOf('A1')).not.toBe(zoneOf('B1'));
    expect(fixed.zones[zoneOf('A1')]?.cells).toEqual([fixed.labels.indexOf('A1')]);
    expect(fixed.objectives.map((objective) => objective.label)).toEqual(['B5', 'B9']);
    expect(fixed.objectives[0]?.cells.map((cell) => fixed.labels[cell])).toEqual(['A4', 'A5', 'B4', 'B5', 'C4', 'C5']);
    expect(fixed.constants).toMatchObject({ turnLimit: 10, handSize: 5, defuseTurns: 1, holdAlone: true, combatCardsMax: 2 });
    expect(fixed.turnPhases).toEqual(['attack', 'defense', 'draw', 'end']);
    expect(engine.ruleset.structure(state)).toEqual({
      setup: [{ id: 'deployment', actors: ['attackers', 'defenders'] }, { id: 'preparation', actors: ['defenders'] }],
      turn: [
        { id: 'attack', actors: ['attackers'] },
        { id: 'defense', actors: ['defenders'] },
        { id: 'draw', actors: [] },
        { id: 'end', actors: [] },
      ],
    });
  });

  it('deploys the agents on their start zones, both sides at once, then prepares with five cards each', () => {
    let state = start(sample, 7);
    expect(state.phase).toBe('deployment');
    expect(state.pending).toEqual([{ side: 'attackers', kind: 'deploy' }, { side: 'defenders', kind: 'deploy' }]);
    const ashCells = engine.legalActions(state, 'attackers').filter((action) => action.type === 'deploy' && action.unit === 'ash');
    expect(ashCells).toHaveLength(14);
    expect(engine.apply(state, { type: 'deploy', side: 'defenders', unit: 'doc', cell: state.fixed.labels.indexOf('B9') }).refused?.key).toBe('r6-onboard.refused.notStartZone');
    let events: readonly GameEvent[] = [];
    while (state.phase === 'deployment') {
      const side = state.pending[0]?.side as string;
      ({ state, events } = play(state, engine.legalActions(state, side)[0] as R6Action));
    }
    expect(state.phase).toBe('preparation');
    // Before turn 1 no turn is under way: the log does not say « Turn 0 ».
    const entered = events.find((event) => event.key.endsWith('PhaseStarted') || event.key.endsWith('phaseStarted'));
    expect(r6Presenter.describe(state, entered!, 'fr')).toBe('Avant le tour 1\u00a0: Phase de préparation.');
    expect(state.turn).toBe(0);
    expect(state.game.hands.attackers).toHaveLength(5);
    expect(state.game.hands.defenders).toHaveLength(5);
    expect(state.game.piles.attackers).toHaveLength(24 - 5);
    expect(state.pending).toEqual([{ side: 'defenders', kind: 'prepare' }]);
    const next = play(state, { type: 'endPhase', side: 'defenders' });
    expect(next.state).toMatchObject({ turn: 1, phase: 'attack', pending: [{ side: 'attackers', kind: 'act' }] });
    expect(keys(next.events)).toEqual(['r6-onboard.event.phaseStarted']);
  });

  it('shuffles the decks from the seed: same seed, same hands; other seed, other hands', () => {
    expect(start(sample, 3).game.piles).toEqual(start(sample, 3).game.piles);
    expect(start(sample, 3).game.piles).not.toEqual(start(sample, 4).game.piles);
  });
});

describe('end of the game', () => {
  it('gives the attackers the win with an agent alone in a bomb zone at the end of a turn', () => {
    let state = start(placed(sample, { ash: 'A4', doc: 'D9', castle: 'B9' }));
    state = endPhase(endPhase(state, 'defenders'), 'attackers');
    const last = play(state, { type: 'endPhase', side: 'defenders' });
    expect(keys(last.events)).toEqual(expect.arrayContaining(['r6-onboard.event.objectiveHeld', 'core.event.gameOver']));
    expect(last.state.outcome).toEqual({ winner: 'attackers', key: 'r6-onboard.outcome.defused', params: { site: '0' } });
    // The site is named as the designer named its zone, in the reader's language.
    expect(r6Presenter.describe(last.state, last.state.outcome!, 'fr')).toBe('La bombe de «\u00a0Site de bombe A\u00a0: bureau\u00a0» est désamorcée.');
    expect(r6Presenter.describe(last.state, last.state.outcome!, 'en')).toBe('The bomb of “Bomb site A: office” is defused.');
    expect(engine.apply(last.state, { type: 'endPhase', side: 'attackers' }).refused?.key).toBe('core.refused.gameOver');
    expect(engine.legalActions(last.state, 'attackers')).toEqual([]);
  });

  it('does not count a bomb zone shared with a defender', () => {
    let state = start(placed(sample, { ash: 'A4', doc: 'C5', castle: 'B9' }));
    state = endPhase(endPhase(endPhase(state, 'defenders'), 'attackers'), 'defenders');
    expect(state.outcome).toBeNull();
    expect(state.turn).toBe(2);
    expect(state.game.held).toEqual([0, 0]);
  });

  it('gives the defenders the win when the tenth turn ends', () => {
    let state = endPhase(start(placed(sample, { ash: 'A1', doc: 'B5', castle: 'B9' })), 'defenders');
    for (let turn = 1; turn <= 10; turn++) {
      expect(state.turn).toBe(turn);
      state = endPhase(endPhase(state, 'attackers'), 'defenders');
    }
    expect(state.outcome).toEqual({ winner: 'defenders', key: 'r6-onboard.outcome.held', params: { turns: 10 } });
    expect(state.turn).toBe(10);
  });

  it('takes the turn limit from the scenario', () => {
    const doc = placed(sample, { ash: 'A1', doc: 'B5', castle: 'B9' }) as unknown as { turns: { limit: number } };
    doc.turns.limit = 2;
    let state = endPhase(engine.setup(loadInput(doc), 1), 'defenders');
    state = endPhase(endPhase(state, 'attackers'), 'defenders');
    expect(state.outcome).toBeNull();
    state = endPhase(endPhase(state, 'attackers'), 'defenders');
    expect(state.outcome?.winner).toBe('defenders');
  });
});

describe('objectives: “garder un de leur Agent en vie sur le site de la bombe pendant 1 tour complet”', () => {
  /** Ash on D5 before turn 1, in the corridor under the office (bomb site A), behind its closed door C5-D5. */
  function atTheOfficeDoor(): R6State {
    return endPhase(start(placed(sample, { ash: 'D5', doc: 'D9', castle: 'B9' })), 'defenders');
  }

  const cell = (state: R6State, label: string): number => state.fixed.labels.indexOf(label);

  it('does not defuse for an agent who came onto the site during the turn, but after a whole turn there', () => {
    let state = atTheOfficeDoor();
    state = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cell(state, 'C5') }).state;
    state = endPhase(endPhase(state, 'attackers'), 'defenders');
    expect(state.outcome).toBeNull();
    expect(state.turn).toBe(2);
    expect(state.game.held).toEqual([0, 0]);
    const ash = r6Presenter.pieces(state, 'en').find((piece) => piece.id === 'ash');
    expect(ash?.marks).toEqual([{ id: 'defusing', text: expect.stringContaining('end of turn 2') }]);
    const last = play(endPhase(state, 'attackers'), { type: 'endPhase', side: 'defenders' });
    expect(last.state.outcome).toEqual({ winner: 'attackers', key: 'r6-onboard.outcome.defused', params: { site: '0' } });
  });

  it('names a zone to hold that holds no bomb as held, not as a bomb defused', () => {
    const hall = { ...sample, victory: sample.victory.map((condition) => (condition.type === 'hold-zones' ? { ...condition, zones: ['hall'] } : condition)) };
    const state = start(hall);
    expect(state.fixed.objectives.map((objective) => [objective.bomb, objective.name])).toEqual([[false, { fr: 'Hall', en: 'Hall' }]]);
    const outcome = engine.ruleset.winner({ ...state, game: { ...state.game, held: [state.fixed.constants.defuseTurns] } });
    expect(outcome).toEqual({ winner: 'attackers', key: 'r6-onboard.outcome.zoneHeld', params: { site: '0' } });
    expect(r6Presenter.describe(state, outcome!, 'fr')).toBe('Les attaquants ont tenu «\u00a0Hall\u00a0».');
    expect(r6Presenter.tracks(state, 'attackers', 'en').find((track) => track.id === 'held-0')?.name).toBe('“Hall” held (turns)');
  });

  it('does not count a turn in which the agent left the site and came back', () => {
    let state = atTheOfficeDoor();
    state = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cell(state, 'C5') }).state;
    state = endPhase(endPhase(state, 'attackers'), 'defenders');
    state = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cell(state, 'D5') }).state;
    state = play(state, { type: 'move', side: 'attackers', unit: 'ash', cell: cell(state, 'C5') }).state;
    state = endPhase(endPhase(state, 'attackers'), 'defenders');
    expect(state.outcome).toBeNull();
    expect(state.turn).toBe(3);
  });
});

describe('the endings the rules play whatever the scenario states (« Attaque : Désamorçage d’une des deux bombes »)', () => {
  it('says them when the scenario leaves them out, and nothing when it states them all', () => {
    expect(unstatedVictories(sample as never)).toEqual([]);
    // A new scenario's conditions (newScenario): elimination and the clock, no zone to hold.
    const fresh = { ...sample, victory: r6OnBoard.newScenario?.(sample as never).victory } as never;
    expect(unstatedVictories(fresh)).toEqual([{ side: 'attackers', key: 'r6-onboard.rule.defuse' }]);
    // Without a bomb there is nothing to defuse; without conditions, every ending is the rules'.
    const bare = { ...sample, victory: [], board: { ...sample.board, tokens: sample.board.tokens.filter((token) => token.kind !== 'bomb') } } as never;
    expect(unstatedVictories(bare).map((victory) => `${victory.side} ${victory.key}`)).toEqual(['attackers r6-onboard.rule.eliminate', 'defenders r6-onboard.rule.eliminate', 'defenders r6-onboard.rule.clock']);
  });
});
