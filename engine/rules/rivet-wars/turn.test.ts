/**
 * The round of turns against the rulebook (pp.12-15, 19): initiative, the five phases in the
 * book's order, the card phase's draws and hand limits, deployment (points lost, rivets kept,
 * deployment zone, heroes, plugs in the territory), objectives captured and controlled with flags,
 * and the end of the game at the end of a round, with its tie rule.
 */
import { describe, expect, it } from 'vitest';
import m01 from '../../../scenarios/rivet-wars-m01.scenario.json';
import m03 from '../../../scenarios/rivet-wars-m03.scenario.json';
import { withDice } from './test-support/dice';
import { copyOf, engine, gridOf, play, playUntil, scene, start, unitIndex } from './test-support/game';
import type { RwState } from './types';

const keys = (events: readonly { key: string }[]) => events.map((event) => event.key.replace('rivet-wars.event.', ''));

describe('initiative (p.12)', () => {
  it('each player rolls a die, ties roll again, the highest plays first and the others follow clockwise', () => {
    const state = start(copyOf(m03));
    expect(state.pending).toEqual([{ side: 'allies', kind: 'initiative' }]);
    const rolled = play(withDice(state, [3, 3, 2, 5]), { type: 'initiative', side: 'allies' });
    expect(rolled.events.slice(0, 2).map((event) => event.params.rolls)).toEqual(['3,3', '2,5']);
    expect(rolled.events[2]).toMatchObject({ key: 'rivet-wars.event.initiative', params: { side: 'blight' } });
    expect(rolled.state.game.order).toEqual(['blight', 'allies']);
    expect(rolled.state.phase).toBe('blight:deployment');
  });

  it('is not rolled when the mission says who starts', () => {
    const doc = copyOf(m03);
    doc.turns = { first: 'allies' };
    expect(start(doc).phase).toBe('allies:deployment');
  });
});

describe('the round (p.13, p.33): each player’s turn runs cards, deployment, combat, movement, wrap-up', () => {
  it('walks the five phases of the first player, then those of the second, then a new round', () => {
    let state = start(scene(m01, [{ side: 'allies', id: 'r', profile: 'rifleman', at: '5,1' }]));
    const seen: string[] = [];
    const events: string[] = [];
    for (let i = 0; i < 12 && state.turn < 2; i++) {
      const side = state.pending[0]?.side as string;
      const result = play(state, state.pending[0]?.kind === 'cards' ? { type: 'draw', side } : { type: 'endPhase', side });
      for (const event of result.events) if (event.key === 'rivet-wars.event.phaseStarted') events.push(`${event.params.side}:${event.params.step}`);
      state = result.state;
      seen.push(state.phase);
    }
    expect(events.slice(0, 10)).toEqual(['allies:combat', 'allies:movement', 'allies:wrap-up', 'blight:cards', 'blight:deployment', 'blight:combat', 'blight:movement', 'blight:wrap-up', 'allies:cards', 'allies:deployment']);
    expect(state.turn).toBe(2);
  });
});

describe('the card phase (p.14)', () => {
  it('the first player draws no Action! card on its first turn; every player draws Secret Missions up to 2', () => {
    const doc = copyOf(m03);
    doc.turns = { first: 'allies' };
    let state = start(doc);
    expect(state.game.hands[0]).toEqual([]);
    expect(state.game.missions[0]).toHaveLength(2);
    state = playUntil(state, 'blight:deployment');
    expect(state.game.hands[1]).toHaveLength(1);
    expect(state.game.missions[1]).toHaveLength(2);
    state = playUntil(state, 'allies:cards');
    // With a card in hand, the player may discard one before drawing.
    expect(state.pending).toEqual([{ side: 'allies', kind: 'cards' }]);
    const card = state.game.hands[0]?.[0] as string;
    const discarded = play(state, { type: 'discard', side: 'allies', card }).state;
    expect(discarded.game.actionDiscard).toContain(card);
    expect(discarded.game.hands[0]).toHaveLength(1);
  });

  it('asks nothing under a house rule of no discard (`actionDiscardMax` 0): the card is drawn at once', () => {
    const doc = copyOf(m03);
    doc.turns = { first: 'allies' };
    (doc as Record<string, unknown>).ruleset = { id: 'rivet-wars', overrides: { constants: { actionDiscardMax: 0 } } };
    let state = start(doc);
    const asked: string[] = [];
    for (let i = 0; i < 80 && state.turn < 3; i++) {
      const decision = state.pending[0];
      if (decision?.kind === 'cards') asked.push(decision.side);
      state = play(state, decision?.kind === 'cards' ? { type: 'draw', side: decision.side } : decision?.kind === 'roll' ? { type: 'roll', side: decision.side } : { type: 'endPhase', side: decision?.side ?? '' }).state;
    }
    // Both sides come to a card phase with a card in hand (the Allies at their third), and are not asked.
    expect(state.phase).toBe('allies:deployment');
    expect(state.game.hands[0]).toHaveLength(2);
    expect(asked).toEqual([]);
  });

  it('a full hand draws nothing: 3 Action! cards at most', () => {
    const doc = copyOf(m03);
    doc.turns = { first: 'allies' };
    let state = start(doc);
    for (let round = 0; round < 6; round++) state = playUntil(state, round % 2 === 0 ? 'blight:deployment' : 'allies:deployment');
    expect(state.game.hands.every((hand) => hand.length <= 3)).toBe(true);
    expect(state.game.hands[1]).toHaveLength(3);
  });
});

describe('the deployment phase (p.15)', () => {
  const deployment = () => start(scene(m01, []));

  it('gains the mission’s points; unspent deployment points are lost, rivets are kept', () => {
    const doc = scene(m01, []);
    (doc.sides[0] as Record<string, unknown>).resources = { 'deployment-points': { perTurn: 4 }, rivets: { perTurn: 2 } };
    let state = start(doc);
    expect(state.game.dp[0]).toBe(4);
    expect(state.game.rivets[0]).toBe(2);
    state = playUntil(state, 'blight:deployment');
    expect(state.game.dp[0]).toBe(0);
    expect(state.game.rivets[0]).toBe(2);
    state = playUntil(state, 'allies:deployment');
    expect([state.game.dp[0], state.game.rivets[0]]).toEqual([4, 4]);
  });

  it('places units only in the side’s deployment zone, in grids they could move into', () => {
    const state = deployment();
    expect(engine.check(state, { type: 'deploy', side: 'allies', profile: 'rifleman', grid: gridOf(state, '3,1') })).toBeNull();
    expect(engine.check(state, { type: 'deploy', side: 'allies', profile: 'rifleman', grid: gridOf(state, '3,2') })?.key).toBe('rivet-wars.refused.outsideDeployment');
    const doc = scene(m01, []);
    doc.board.tokens = [{ id: 'b', kind: 'bunker', at: { col: 2, row: 0 } }];
    const bunker = start(doc);
    expect(engine.check(bunker, { type: 'deploy', side: 'allies', profile: 'rocket-cycle', grid: gridOf(bunker, '3,1') })?.key).toBe('rivet-wars.refused.cannotStand');
    expect(engine.check(state, { type: 'deploy', side: 'allies', profile: 'panzerfaust', grid: gridOf(state, '3,1') })?.key).toBe('rivet-wars.refused.notYourProfile');
  });

  it('a hero comes once per game: once eliminated it is gone for good', () => {
    let state = play(deployment(), { type: 'deploy', side: 'allies', profile: 'captain-parman', grid: gridOf(deployment(), '3,1') }).state;
    const parman = unitIndex(state, 'captain-parman-1');
    // He falls (taken off the board as the rules do), and cannot come back.
    state = { ...state, game: { ...state.game, figures: state.game.figures.map((figure, index) => (index === parman ? { ...figure, grid: -1, cells: 0 } : figure)) } };
    state = playUntil(state, 'allies:deployment');
    expect(engine.check(state, { type: 'deploy', side: 'allies', profile: 'captain-parman', grid: gridOf(state, '3,1') })?.key).toBe('rivet-wars.refused.heroOnce');
  });

  it('brings an eliminated hero back from the box under a house rule (`heroOncePerGame` false)', () => {
    const doc = scene(m01, []);
    (doc as Record<string, unknown>).ruleset = { id: 'rivet-wars', overrides: { constants: { heroOncePerGame: false } } };
    const first = start(doc);
    let state = play(first, { type: 'deploy', side: 'allies', profile: 'captain-parman', grid: gridOf(first, '3,1') }).state;
    const parman = unitIndex(state, 'captain-parman-1');
    state = { ...state, game: { ...state.game, figures: state.game.figures.map((figure, index) => (index === parman ? { ...figure, grid: -1, cells: 0 } : figure)) } };
    // The next Allied deployment, with its points anew.
    state = playUntil(play(state, { type: 'endPhase', side: 'allies' }).state, 'allies:deployment');
    expect(engine.check(state, { type: 'deploy', side: 'allies', profile: 'captain-parman', grid: gridOf(state, '3,1') })).toBeNull();
    // While he is on the board there is none left in the box; the refusal does not say he comes once.
    const again = play(state, { type: 'deploy', side: 'allies', profile: 'captain-parman', grid: gridOf(state, '3,1') }).state;
    expect(engine.check(again, { type: 'deploy', side: 'allies', profile: 'captain-parman', grid: gridOf(state, '3,1') })?.key).toBe('rivet-wars.refused.noneLeft');
  });

  it('deploys none of a profile whose supply a house rule sets to 0', () => {
    const doc = scene(m01, []);
    (doc as Record<string, unknown>).ruleset = { id: 'rivet-wars', overrides: { unitProfiles: { 'hammer-65-pounder': { supply: 0 } } } };
    const state = start(doc);
    expect(state.fixed.figures.some((figure) => figure.id.startsWith('hammer-65-pounder'))).toBe(false);
    expect(engine.check(state, { type: 'deploy', side: 'allies', profile: 'hammer-65-pounder', grid: gridOf(state, '3,1') })?.key).toBe('rivet-wars.refused.noneLeft');
    expect(engine.legalActions(state, 'allies').some((action) => action.type === 'deploy' && action.profile === 'hammer-65-pounder')).toBe(false);
    // The default box still holds both.
    const box = deployment();
    expect(box.fixed.figures.filter((figure) => figure.id.startsWith('hammer-65-pounder'))).toHaveLength(2);
    expect(engine.legalActions(box, 'allies').some((action) => action.type === 'deploy' && action.profile === 'hammer-65-pounder')).toBe(true);
  });

  it('fits a plug into a free socket of a unit standing in the side’s territory', () => {
    const doc = scene(m01, [
      { side: 'allies', id: 'w1', profile: 'm2-wolverine', at: '3,1' },
    ]);
    (doc.sides[0] as Record<string, unknown>).resources = { 'deployment-points': { perTurn: 6 }, rivets: { perTurn: 3 } };
    let state = start(doc);
    expect(engine.check(state, { type: 'plug', side: 'allies', profile: 'hacksaw-turret', host: 'm2-wolverine-1' })).toBeNull();
    state = play(state, { type: 'plug', side: 'allies', profile: 'hacksaw-turret', host: 'm2-wolverine-1' }).state;
    expect(state.game.figures[unitIndex(state, 'hacksaw-turret-1')]?.host).toBe(unitIndex(state, 'm2-wolverine-1'));
    // One socket: the second plug finds it taken.
    expect(engine.check(state, { type: 'plug', side: 'allies', profile: 'general-patston', host: 'm2-wolverine-1' })?.key).toBe('rivet-wars.refused.noSocket');
    // Out of the territory (rows 1 and 2 of mission 1), no plug.
    const away = copyOf(doc);
    (away.sides[0]?.units?.[0] as Record<string, unknown>).at = { col: 4, row: 3 };
    expect(engine.check(start(away), { type: 'plug', side: 'allies', profile: 'hacksaw-turret', host: 'm2-wolverine-1' })?.key).toBe('rivet-wars.refused.outsideTerritory');
  });
});

/** Mission 1 with its two objectives on 3,4 and 6,4, and these units. */
function withObjectives(placements: Parameters<typeof scene>[1]): RwState {
  const doc = scene(m01, placements);
  doc.board.tokens = [
    { id: 'o1', kind: 'strategic-objective', at: { col: 2, row: 3 } },
    { id: 'o2', kind: 'strategic-objective', at: { col: 5, row: 3 } },
  ];
  return start(doc);
}

describe('strategic objectives (pp.12-13)', () => {
  function onObjective(): RwState {
    return withObjectives([{ side: 'allies', id: 'r', profile: 'rifleman', at: '3,4' }]);
  }

  it('captured at the end of the turn with a unit on it: 1 VP', () => {
    const state = playUntil(onObjective(), 'blight:deployment');
    expect(state.game.vp).toEqual([1, 0]);
  });

  it('controlled with a flag at the start of the turn: still captured after the unit has left', () => {
    let state = playUntil(onObjective(), 'allies:deployment', 80);
    state = playUntil(state, 'blight:deployment');
    expect(state.game.flags).toEqual([0, -1]);
    // The Rifleman leaves the objective; the flag still captures it.
    state = playUntil(state, 'allies:movement');
    state = play(state, { type: 'activate', side: 'allies', grid: gridOf(state, '3,4') }).state;
    state = play(state, { type: 'move', side: 'allies', unit: 'rifleman-1', grid: gridOf(state, '2,4') }).state;
    const vp = state.game.vp[0] as number;
    state = playUntil(state, 'blight:deployment');
    expect(state.game.vp[0]).toBe(vp + 1);
  });

  it('an enemy unit on it at the end of its turn takes the flag down and captures it', () => {
    let state = playUntil(onObjective(), 'allies:cards', 80);
    state = playUntil(state, 'blight:deployment');
    expect(state.game.flags[0]).toBe(0);
    const rifle = unitIndex(state, 'rifleman-1');
    const panzer = unitIndex(state, 'panzerfaust-1');
    // The Rifleman has gone, a Panzerfaust stands there at the end of the Blight turn.
    state = { ...state, game: { ...state.game, figures: state.game.figures.map((figure, index) => (index === rifle ? { ...figure, grid: -1, cells: 0 } : index === panzer ? { ...figure, grid: gridOf(state, '3,4'), cells: 1, deployed: true } : figure)) } };
    const ended = playUntil(state, 'allies:cards');
    expect(ended.game.flags[0]).toBe(-1);
    expect(ended.game.vp[1]).toBe(1);
  });
});

describe('the end of the game (p.19)', () => {
  function near(vp: readonly number[]): RwState {
    const state = withObjectives([{ side: 'allies', id: 'r', profile: 'rifleman', at: '3,4' }, { side: 'blight', id: 'p', profile: 'panzerfaust', at: '6,4' }]);
    return { ...state, game: { ...state.game, vp } };
  }

  it('the first to the target wins, but only at the end of the round', () => {
    const state = playUntil(near([5, 0]), 'blight:deployment');
    // The Allies reached 6 VP in their wrap-up: the Blight still play their turn.
    expect(state.game.vp[0]).toBe(6);
    expect(state.outcome).toBeNull();
    let finished = state;
    for (let i = 0; i < 20 && !finished.outcome; i++) {
      const side = finished.pending[0]?.side as string;
      finished = play(finished, { type: 'endPhase', side }).state;
    }
    expect(finished.outcome).toMatchObject({ winner: 'allies', key: 'rivet-wars.win.points', params: { round: 1 } });
    expect(finished.game.vp).toEqual([6, 1]);
  });

  it('a tie plays on until a round ends with one side ahead of the others', () => {
    // Both capture one objective per turn from 5 VP: 6 to 6 at the end of the round.
    let state = near([5, 5]);
    let tie = false;
    for (let i = 0; i < 40 && !state.outcome; i++) {
      const side = state.pending[0]?.side as string;
      const result = play(state, state.pending[0]?.kind === 'cards' ? { type: 'draw', side } : { type: 'endPhase', side });
      if (keys(result.events).includes('tied')) tie = true;
      state = result.state;
      if (tie && state.turn === 2 && state.phase === 'blight:movement') {
        // In the next round only the Allies capture: the Panzerfaust has left its objective.
        const panzer = unitIndex(state, 'panzerfaust-1');
        state = { ...state, game: { ...state.game, flags: [0, -1], figures: state.game.figures.map((figure, index) => (index === panzer ? { ...figure, grid: gridOf(state, '6,5') } : figure)) } };
      }
    }
    expect(tie).toBe(true);
    expect(state.outcome).toMatchObject({ winner: 'allies', key: 'rivet-wars.win.tieBroken' });
  });
});
