/**
 * The ten missions' own rules (pp.20-31), played from their data: no cards drawn (1, 2), the Allies
 * first with a Rifleman on every objective (2, 6), points per round and two targets (6), infantry-only
 * deployment points (8), the paradrop by deviation (9), the escalation table (10).
 */
import { describe, expect, it } from 'vitest';
import m01 from '../../../scenarios/rivet-wars-m01.scenario.json';
import m02 from '../../../scenarios/rivet-wars-m02.scenario.json';
import m06 from '../../../scenarios/rivet-wars-m06.scenario.json';
import m08 from '../../../scenarios/rivet-wars-m08.scenario.json';
import m09 from '../../../scenarios/rivet-wars-m09.scenario.json';
import m10 from '../../../scenarios/rivet-wars-m10.scenario.json';
import { withDice } from './test-support/dice';
import { copyOf, engine, gridOf, play, playUntil, stackDeviations, start } from './test-support/game';
import type { RwState } from './types';

const onBoard = (state: RwState, profile: string) => state.game.figures.filter((figure, index) => figure.grid >= 0 && state.fixed.profiles[state.fixed.figures[index]?.profile ?? -1]?.id === profile).length;

describe('mission 1: nobody draws Action! or Secret Mission cards', () => {
  it('keeps every hand empty, and the Action! deck still serves deviation', () => {
    let state = start(copyOf(m01), 3);
    for (let turn = 0; turn < 4; turn++) state = playUntil(state, turn % 2 === 0 ? `${state.game.order[1]}:deployment` : `${state.game.order[0]}:deployment`, 80);
    expect(state.game.hands).toEqual([[], []]);
    expect(state.game.missions).toEqual([[], []]);
    expect(state.game.actionPile).toHaveLength(24);
  });
});

describe('missions 2 and 6: the Allies start with a Rifleman on every objective and play first', () => {
  it('places the garrison from the mission rule and skips the initiative roll', () => {
    for (const doc of [m02, m06]) {
      const state = start(copyOf(doc));
      expect(state.game.order[0]).toBe('allies');
      expect(state.phase).toBe('allies:deployment');
      const riflemen = state.game.figures.flatMap((figure, index) => (figure.grid >= 0 && state.fixed.figures[index]?.id.startsWith('rifleman') ? [figure.grid] : []));
      expect(riflemen.sort((a, b) => a - b)).toEqual([...state.fixed.objectives].sort((a, b) => a - b));
    }
  });

  it('mission 2 draws no Secret Missions, but Action! cards', () => {
    const state = playUntil(start(copyOf(m02)), 'blight:deployment');
    expect(state.game.missions).toEqual([[], []]);
    expect(state.game.hands[1]).toHaveLength(1);
  });
});

describe('mission 6: the Allies score 1 VP a round and win at 8; only the Blight score objectives, and win at 10', () => {
  it('reads the two targets and the scoring from the victory conditions', () => {
    const state = start(copyOf(m06));
    expect(state.fixed.sides.map((side) => [side.id, side.target, side.scoresObjectives, side.scoresRoundEnd])).toEqual([
      ['allies', 8, 0, 1],
      ['blight', 10, 1, 0],
    ]);
    // The Allied garrison holds three objectives yet scores only the round's point.
    const next = playUntil(playUntil(state, 'blight:deployment'), 'allies:deployment');
    expect(next.game.vp).toEqual([1, 0]);
  });
});

describe('mission 8: two more deployment points each turn, for infantry only, heroes excluded', () => {
  it('pays infantry with them first and refuses them to heroes and vehicles', () => {
    const doc = copyOf(m08);
    doc.turns = { first: 'allies' };
    let state = start(doc);
    expect([state.game.dp[0], state.game.infantryDp[0]]).toEqual([4, 2]);
    const first = state.fixed.sides[0]?.deployment[0] as number;
    state = play(state, { type: 'deploy', side: 'allies', profile: 'rifleman', grid: first }).state;
    expect([state.game.dp[0], state.game.infantryDp[0]]).toEqual([4, 1]);
    // Parman (3) is a hero: he takes ordinary points only.
    state = play(state, { type: 'deploy', side: 'allies', profile: 'captain-parman', grid: first }).state;
    expect([state.game.dp[0], state.game.infantryDp[0]]).toEqual([1, 1]);
    // A Rocket Cycle (2) cannot use the infantry point.
    expect(engine.check(state, { type: 'deploy', side: 'allies', profile: 'rocket-cycle', grid: first })?.key).toBe('rivet-wars.refused.notEnoughPoints');
  });
});

describe('mission 9: three Riflemen parachuted at the start of each Allied turn, by deviation', () => {
  function paradrop(): RwState {
    const doc = copyOf(m09);
    doc.turns = { first: 'allies' };
    return start(doc);
  }

  it('asks the Allies to aim, then drops one Rifleman on the grid each deviation draw points to', () => {
    let state = paradrop();
    expect(state.pending).toEqual([{ side: 'allies', kind: 'paradrop' }]);
    // The Allies face south: arrow 0 is south, 2 west (their right hand is west), 8 stays.
    state = stackDeviations(state, [0, 2, 8]);
    const aim = gridOf(state, '5,5');
    const dropped = play(state, { type: 'paradrop', side: 'allies', grid: aim });
    const landed = dropped.events.filter((event) => event.key === 'rivet-wars.event.paradropLanded').map((event) => event.params.cell);
    expect(landed).toEqual(['5,6', '4,5', '5,5']);
    expect(onBoard(dropped.state, 'rifleman')).toBe(3);
  });

  it('loses a Rifleman dropped off the board, and draws again for a grid it cannot enter', () => {
    let state = paradrop();
    // Aimed at the cross's corner 7,1: north is off the board; then the west (an empty grid off the tiles) likewise.
    state = stackDeviations(state, [4, 2, 8]);
    const dropped = play(state, { type: 'paradrop', side: 'allies', grid: gridOf(state, '7,1') });
    expect(dropped.events.filter((event) => event.key === 'rivet-wars.event.paradropLost')).toHaveLength(2);
    expect(onBoard(dropped.state, 'rifleman')).toBe(1);
    const wired = copyOf(m09);
    wired.turns = { first: 'allies' };
    wired.board.tokens = [...(wired.board.tokens ?? []), { id: 'w', kind: 'barbed-wire', at: { col: 4, row: 5 } }];
    let blocked = stackDeviations(start(wired), [0, 8, 8, 8]);
    blocked = play(blocked, { type: 'paradrop', side: 'allies', grid: gridOf(blocked, '5,5') }).state;
    // The first draw points at the wire: drawn again, it lands on the grid aimed at.
    expect(blocked.game.figures.filter((figure) => figure.grid === gridOf(blocked, '5,5'))).toHaveLength(3);
  });
});

describe('mission 9: a Rifleman dropped into a gas cloud (p.32, GAZ: a unit moving into a cloud suffers its attack)', () => {
  it('suffers the cloud’s attack as it lands', () => {
    const doc = copyOf(m09);
    doc.turns = { first: 'allies' };
    let state = start(doc);
    const aim = gridOf(state, '5,5');
    // A Blight cloud on the grid aimed at, of 2 dice against soft armour; every draw stays on target.
    state = { ...state, game: { ...state.game, gas: [{ grid: aim, side: 1, unit: -1, dice: [2, 2, 1, 0, 0], round: 1 }] } };
    state = withDice(stackDeviations(state, [8, 8, 8]), [5, 1, 5, 1, 5, 1]);
    const dropped = play(state, { type: 'paradrop', side: 'allies', grid: aim });
    const keys = dropped.events.map((event) => event.key.replace('rivet-wars.event.', ''));
    expect(keys.filter((key) => key === 'paradropLanded')).toHaveLength(3);
    expect(keys.filter((key) => key === 'destroyed')).toHaveLength(3);
    // Three Riflemen, each dropped once: one killed on landing is back in the box, not dropped again.
    const landed = dropped.events.filter((event) => event.key === 'rivet-wars.event.paradropLanded').map((event) => event.params?.unit);
    expect(new Set(landed).size).toBe(3);
    expect(dropped.state.game.figures.filter((figure) => figure.grid === aim)).toHaveLength(0);
  });
});

describe('mission 10: escalation by the victory points reached at the end of the round', () => {
  it('gives 1 more deployment point at 1-2 VP, a rivet at 3-4, 3 points at 5-6, three free infantry at 7-8', () => {
    const doc = copyOf(m10);
    doc.turns = { first: 'allies' };
    const base = start(doc);
    const nextTurn = (vp: number[]): RwState => playUntil(playUntil({ ...base, game: { ...base.game, vp } }, 'blight:deployment'), 'allies:deployment');
    expect(base.game.dp[0]).toBe(4);
    const tally = nextTurn([2, 5]);
    expect(tally.game.level).toEqual([2, 5]);
    expect(tally.game.dp[0]).toBe(4 + 1);
    expect(nextTurn([4, 0]).game.rivets[0]).toBe(1 + 1 + 1);
    expect(nextTurn([6, 0]).game.dp[0]).toBe(4 + 3);
    expect(nextTurn([9, 0]).game.dp[0]).toBe(4);
    const free = nextTurn([8, 0]);
    expect(free.game.free[0]).toBe(3);
    // The free Riflemen cost nothing.
    const grid = free.fixed.sides[0]?.deployment[0] as number;
    const deployed = play(free, { type: 'deploy', side: 'allies', profile: 'rifleman', grid }).state;
    expect([deployed.game.free[0], deployed.game.dp[0]]).toEqual([2, 4]);
  });
});
