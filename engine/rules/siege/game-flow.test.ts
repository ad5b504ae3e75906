/**
 * The SIEGE game on the shipped castle: setup from the scenario, the turn of rule 1.21, the
 * rulebook's combat example (24 against 7 is 3-1; a 2 stuns the defender, a 7 wounds the
 * attacker), retreats and the advance after combat, the drawbridge and its winch (1.8), ladders
 * (1.9) and the scenario's victory conditions.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import { stepCost } from './board-cache';
import { movementOf } from './reach';
import { figureIndex } from './common';
import { aimAt, type Aim } from './fire-actions';
import { oddsOf } from './melee-actions';
import { cellIndex, engine, figure, hexAt, keys, labelOfFigure, loadInput, placed, play, playUntil, start, withDice, withFigure, type Doc } from './test-support/game';
import { testMap } from './test-support/siege-map';
import type { SiegeState } from './types';
import { unstatedVictories } from './winner';

/** A short game: the sample's map with only the figures named, and the tokens moved as asked. */
function scene(positions: Record<string, string>, options: { tokens?: Record<string, string>; limit?: number } = {}): Doc {
  const doc = placed(sample, positions);
  for (const token of doc.board.tokens as { id: string; at: { col: number; row: number } }[]) {
    const at = options.tokens?.[token.id];
    if (at) token.at = { col: Number(at.slice(0, 2)) - 1, row: Number(at.slice(2)) - 1 };
  }
  if (options.limit !== undefined) {
    doc.turns = { ...doc.turns, limit: options.limit };
    doc.victory = (doc.victory ?? []).map((condition) => ((condition as { type: string }).type === 'survive' ? { ...(condition as object), turns: options.limit } : condition));
  }
  return doc;
}

describe('setting up the castle sample', () => {
  it('reads sides, figures, tokens, objectives and the turn order from the scenario', () => {
    const state = start(sample);
    expect(state.sides).toEqual(['besiegers', 'defenders']);
    expect(state.fixed.order).toEqual(['besiegers', 'defenders']);
    // Three peasants are reserves: they stay off the map.
    expect(state.fixed.figures.filter((f) => f.side === 'besiegers')).toHaveLength(19);
    expect(state.fixed.figures.filter((f) => f.side === 'defenders')).toHaveLength(11);
    expect(state.fixed.figures.find((f) => f.id === 'crossbow-1')).toMatchObject({ weapon: 'crossbow', mounted: false });
    expect(state.fixed.figures.find((f) => f.id === 'baron')).toMatchObject({ mounted: true, footProfile: 'knight' });
    expect(labelOfFigure(state, 'baron')).toBe('0509');
    expect(labelOfFigure(state, 'lord')).toBe('1911');
    expect(state.game.drawbridge).toBe('lowered');
    expect(state.game.ladders.map((ladder) => [ladder.id, state.fixed.labels[ladder.cell], ladder.vertical])).toEqual([
      ['ladder-1', '0705', false],
      ['ladder-2', '0715', false],
    ]);
    expect(state.fixed.labels[state.fixed.winchCell]).toBe('1916');
    // The keep's room: its seven hexes, to be held alone when the game ends; the defenders hold out 20 turns.
    expect(state.fixed.objectives).toHaveLength(1);
    expect(state.fixed.objectives[0]).toMatchObject({ side: 'besiegers', alone: true, check: 'end-of-game' });
    expect(state.fixed.objectives[0]?.zones[0]?.map((cell) => state.fixed.labels[cell]).sort()).toEqual(['1810', '1811', '1910', '1911', '1912', '2010', '2011']);
    expect(state.fixed.survivor).toBe('defenders');
    expect(state.fixed.constants.turnLimit).toBe(20);
    // The besiegers place their figures in the camp first; the defenders stand where the scenario puts them.
    expect(state.phase).toBe('deployment');
    expect(state.pending).toEqual([{ side: 'besiegers', kind: 'deploy' }]);
    const deployments = engine.legalActions(state, 'besiegers');
    expect(deployments.length).toBeGreaterThan(100);
    expect(new Set(deployments.map((action) => (action as { unit: string }).unit))).toEqual(new Set(['knight-1']));
  });

  it('starts turn 1 with the first side once every figure is placed', () => {
    let state = start(sample);
    while (state.phase === 'deployment') state = play(state, engine.legalActions(state, 'besiegers')[0]!).state;
    expect(state.turn).toBe(1);
    expect(state.phase.startsWith('besiegers:')).toBe(true);
    expect(state.game.figures.every((f) => f.cell >= 0)).toBe(true);
  });
});

describe('the turn of rule 1.21', () => {
  const positions = { 'crossbow-b1': '1009', 'longbow-1': '1010', 'soldier-b1': '1310', 'crossbow-2': '1408', 'archer-1': '1410', 'soldier-1': '1309' };

  it('runs first fire, movement, second fire, melee and recovery for one side, then for the other', () => {
    let state = start(scene(positions));
    const steps: string[] = [];
    for (let i = 0; i < 40 && state.turn < 2; i++) {
      const decision = state.pending[0]!;
      const action = decision.kind === 'roll' ? { type: 'roll', side: decision.side } : decision.kind === 'advance' ? { type: 'stay', side: decision.side } : { type: 'endStep', side: decision.side };
      const { state: next, events } = play(state, action);
      for (const event of events) if (event.key === 'siege.event.stepStarted') steps.push(`${event.params.side}:${event.params.step}`);
      state = next;
    }
    expect(state.phase).toBe('besiegers:fire-1');
    expect(steps).toEqual(['besiegers:move', 'besiegers:fire-2', 'besiegers:melee', 'defenders:fire-1', 'defenders:move', 'defenders:fire-2', 'defenders:melee', 'besiegers:fire-1']);
  });

  it('lets bowmen and crossbowmen shoot first, keeps crossbowmen who shot in place, and lets only bowmen shoot again', () => {
    let state = start(scene(positions));
    expect(state.phase).toBe('besiegers:fire-1');
    const shooters = new Set(engine.legalActions(state, 'besiegers').flatMap((action) => (action.type === 'fire' ? [(action as { unit: string }).unit] : [])));
    expect(shooters).toEqual(new Set(['crossbow-b1', 'longbow-1']));
    for (const unit of ['crossbow-b1', 'longbow-1']) {
      state = play(state, { type: 'fire', side: 'besiegers', unit, target: 'archer-1' }).state;
      state = play(state, { type: 'roll', side: 'besiegers' }).state;
    }
    state = playUntil(state, 'besiegers:move');
    expect(engine.check(state, { type: 'move', side: 'besiegers', unit: 'crossbow-b1', cell: cellIndex(state, '0909') })).toMatchObject({ key: 'siege.refused.crossbowFired' });
    if (figure(state, 'longbow-1').status !== 'stunned') expect(engine.check(state, { type: 'move', side: 'besiegers', unit: 'longbow-1', cell: cellIndex(state, '0910') })).toBeNull();
    state = playUntil(state, 'besiegers:fire-2');
    const again = engine.legalActions(state, 'besiegers').filter((action) => action.type === 'fire');
    expect(again.every((action) => (action as { unit: string }).unit === 'longbow-1')).toBe(true);
    expect(engine.check(state, { type: 'fire', side: 'besiegers', unit: 'crossbow-b1', target: 'archer-1' })).toMatchObject({ key: 'siege.refused.crossbowOnce' });
  });

  it('aims each shot at the shooter’s and the target’s states as they stand, kept aims included (1.5, 1.56)', () => {
    const state = start(scene(positions));
    const shooter = figureIndex(state.fixed, 'longbow-1');
    const target = figureIndex(state.fixed, 'archer-1');
    // A copy of the state has fixed tables of its own, and so no aim kept yet: what an aim worked out afresh gives.
    const fresh = (at: SiegeState) => aimAt(structuredClone(at), shooter, target);
    const healthy = aimAt(state, shooter, target);
    expect(healthy).toEqual(fresh(state));
    const wounded = withFigure(state, 'longbow-1', { status: 'wounded' });
    expect(aimAt(wounded, shooter, target)).toEqual(fresh(wounded));
    expect((aimAt(wounded, shooter, target) as Aim).odds.modifiers.map((m) => m.reason)).toContain('wounded-shooter');
    // On open ground one and two hexes away: the same line, with no cover, at another distance.
    const [near, far] = ['1110', '1210'].map((label) => withFigure(state, 'archer-1', { cell: cellIndex(state, label) })) as [SiegeState, SiegeState];
    expect(aimAt(near, shooter, target)).toMatchObject({ distance: 1, cover: 'none' });
    expect(aimAt(far, shooter, target)).toEqual(fresh(far));
    expect(aimAt(far, shooter, target)).toMatchObject({ distance: 2, cover: 'none' });
    const dead = withFigure(state, 'archer-1', { status: 'dead' });
    expect(aimAt(dead, shooter, target)).toMatchObject({ key: 'siege.refused.targetDown' });
    // Back to the first state, the first aim again.
    expect(aimAt(state, shooter, target)).toEqual(healthy);
  });

  it('keeps a bowman who fought in the last turn from the first fire, not from the second', () => {
    const state = start(scene(positions));
    const fought = withFigure(state, 'longbow-1', { defendedAt: state.game.stamp - 1 });
    expect(engine.check(fought, { type: 'fire', side: 'besiegers', unit: 'longbow-1', target: 'archer-1' })).toMatchObject({ key: 'siege.refused.engagedLastTurn' });
  });

  it('gets stunned figures back on their feet in their own side’s recovery step, not before', () => {
    let state = start(scene(positions));
    state = withFigure(state, 'soldier-b1', { status: 'stunned', stunnedAt: -1 });
    state = playUntil(state, 'besiegers:move');
    expect(engine.check(state, { type: 'move', side: 'besiegers', unit: 'soldier-b1', cell: cellIndex(state, '1311') })).toMatchObject({ key: 'siege.refused.stunned' });
    const ended = play(state, { type: 'endStep', side: 'besiegers' });
    let events = [...ended.events];
    state = ended.state;
    while (!state.phase.startsWith('defenders:')) {
      const step = play(state, state.pending[0]!.kind === 'roll' ? { type: 'roll', side: 'besiegers' } : { type: 'endStep', side: 'besiegers' });
      events = [...events, ...step.events];
      state = step.state;
    }
    expect(events.some((event) => event.key === 'siege.event.recovered' && event.params.unit === 'soldier-b1')).toBe(true);
    expect(figure(state, 'soldier-b1').status).toBe('healthy');
  });
});

describe('melee (rules 1.7 to 1.73)', () => {
  // The baron, a mounted knight of attack 24, against a soldier of defence 7, both on flat ground.
  const duel = () => playUntil(start(scene({ baron: '1309', 'soldier-1': '1310', 'archer-1': '1410' })), 'besiegers:melee');

  it('fights the rulebook’s example at 3-1: a 2 stuns the defender', () => {
    const declared = play(duel(), { type: 'melee', side: 'besiegers', attackers: ['baron'], defenders: ['soldier-1'] });
    expect(declared.events.find((event) => event.key === 'siege.combat.strengths')?.params).toMatchObject({ attack: 24, defense: 7, column: '3-1' });
    expect(declared.events.find((event) => event.key === 'siege.combat.column.foot')?.params).toMatchObject({ column: '3-1' });
    expect(declared.state.pending).toEqual([{ side: 'besiegers', kind: 'roll' }]);
    const rolled = play(withDice(declared.state, 2), { type: 'roll', side: 'besiegers' });
    expect(rolled.events.find((event) => event.key === 'siege.event.meleeRolled')?.params).toMatchObject({ column: '3-1', die: 2, code: 'D' });
    expect(keys(rolled.events)).toContain('siege.event.stunned');
    expect(figure(rolled.state, 'soldier-1').status).toBe('stunned');
  });

  it('fights it again: a 7 wounds the attacker', () => {
    const declared = play(duel(), { type: 'melee', side: 'besiegers', attackers: ['baron'], defenders: ['soldier-1'] });
    const rolled = play(withDice(declared.state, 7), { type: 'roll', side: 'besiegers' });
    expect(rolled.events.find((event) => event.key === 'siege.event.meleeRolled')?.params).toMatchObject({ die: 7, code: 'A' });
    expect(figure(rolled.state, 'baron').status).toBe('wounded');
    expect(figure(rolled.state, 'soldier-1').status).toBe('healthy');
  });

  it('makes a beaten defender fall back, then lets the winner advance into the hex it left', () => {
    // A soldier of attack 8 against a soldier of defence 7: 1-1, where a 2 makes the defender fall back.
    const state = playUntil(start(scene({ 'soldier-b1': '1309', 'soldier-1': '1310', 'archer-1': '1410' })), 'besiegers:melee');
    const declared = play(state, { type: 'melee', side: 'besiegers', attackers: ['soldier-b1'], defenders: ['soldier-1'] });
    const rolled = play(withDice(declared.state, 2), { type: 'roll', side: 'besiegers' });
    expect(rolled.events.find((event) => event.key === 'siege.event.meleeRolled')?.params).toMatchObject({ column: '1-1', code: 'C' });
    const fellBack = rolled.events.find((event) => event.key === 'siege.event.fellBack');
    expect(fellBack?.params).toMatchObject({ unit: 'soldier-1', from: '1310' });
    expect(labelOfFigure(rolled.state, 'soldier-1')).not.toBe('1310');
    expect(rolled.state.pending).toEqual([{ side: 'besiegers', kind: 'advance' }]);
    const advances = engine.legalActions(rolled.state, 'besiegers');
    expect(advances[0]).toEqual({ type: 'stay', side: 'besiegers' });
    // Next to an enemy before moving: one hex only, the one the enemy left.
    const into = cellIndex(rolled.state, '1310');
    const onward = advances.filter((action) => action.type === 'advance').map((action) => rolled.state.fixed.labels[(action as { cell: number }).cell]);
    expect(onward).toContain('1310');
    const advanced = play(rolled.state, { type: 'advance', side: 'besiegers', unit: 'soldier-b1', cell: into });
    expect(labelOfFigure(advanced.state, 'soldier-b1')).toBe('1310');
    expect(advanced.state.game.advance).toBeNull();
  });

  it('puts whoever attacks the keep’s entrance from outside on disadvantageous ground (1.75)', () => {
    // Two knights in the courtyard (ground 0, counted -) against a soldier in the keep's doorway (+):
    // 32 against 7 is 4-1, two columns left for the terrain, one right for two attackers: 3-1.
    const state = playUntil(start(scene({ 'knight-1': '1914', 'knight-2': '2013', 'soldier-1': '1913' })), 'besiegers:melee');
    const declared = play(state, { type: 'melee', side: 'besiegers', attackers: ['knight-1', 'knight-2'], defenders: ['soldier-1'] });
    expect(declared.events.find((event) => event.key === 'siege.combat.terrain')?.params).toEqual({ attacker: '-', defender: '+' });
    expect(declared.events.find((event) => event.key === 'siege.combat.shift.terrain.left')?.params).toEqual({ count: 2 });
    expect(declared.events.find((event) => event.key === 'siege.combat.column.foot')?.params).toMatchObject({ column: '3-1' });
  });

  it('lets several attackers add their strength and shift one column right', () => {
    const state = playUntil(start(scene({ 'soldier-b1': '1309', 'soldier-b2': '1311', 'soldier-1': '1310', 'archer-1': '1410' })), 'besiegers:melee');
    const group = engine.legalActions(state, 'besiegers').find((action) => action.type === 'melee' && (action as { attackers: readonly string[] }).attackers.length === 2);
    expect(group).toEqual({ type: 'melee', side: 'besiegers', attackers: ['soldier-b1', 'soldier-b2'], defenders: ['soldier-1'] });
    const declared = play(state, group!);
    expect(declared.events.find((event) => event.key === 'siege.combat.strengths')?.params).toMatchObject({ attack: 16, defense: 7, column: '2-1' });
    expect(declared.events.find((event) => event.key === 'siege.combat.column.foot')?.params).toMatchObject({ column: '3-1' });
  });
});

describe('the drawbridge (rule 1.8)', () => {
  it('goes up after a defender spends his whole phase at the winch, throwing whoever stands on it into the moat', () => {
    let state = start(scene({ engineer: '1916', 'soldier-2': '1713', 'soldier-b1': '1918', 'soldier-b2': '2220' }));
    const bridge = cellIndex(state, '1918');
    expect(stepCost(state, cellIndex(state, '1919'), bridge, false)).toBe(1);
    state = playUntil(state, 'defenders:move');
    expect(engine.legalActions(state, 'defenders')).toContainEqual({ type: 'winch', side: 'defenders', unit: 'engineer' });
    state = play(state, { type: 'winch', side: 'defenders', unit: 'engineer' }).state;
    // A whole phase at the winch: no moving, shooting or fighting.
    expect(engine.check(state, { type: 'move', side: 'defenders', unit: 'engineer', cell: cellIndex(state, '1915') })).toMatchObject({ key: 'siege.refused.alreadyMoved' });
    let events: string[] = [];
    while (state.phase.startsWith('defenders:')) {
      const step = play(state, { type: 'endStep', side: 'defenders' });
      events = [...events, ...keys(step.events)];
      state = step.state;
    }
    expect(events).toContain('siege.event.drawbridgeRaised');
    expect(events).toContain('siege.event.fellIntoMoat');
    expect(state.game.drawbridge).toBe('raised');
    expect(figure(state, 'soldier-b1').status).toBe('stunned');
    expect(state.fixed.terrain[figure(state, 'soldier-b1').cell]).toBe('moat');
    // The bridge's hex is moat again: 1 point from a moat hex next to it, 4 from the bank.
    expect(stepCost(state, cellIndex(state, '1917'), bridge, false)).toBe(4);
  });
});

describe('siege ladders (rule 1.9)', () => {
  const climb = () => start(scene({ 'soldier-b1': '1310', 'soldier-3': '1409' }, { tokens: { 'ladder-1': '1310' } }));

  it('are raised against a rampart beyond the wall, climbed for 3 points and left for the rampart for 4', () => {
    let state = playUntil(climb(), 'besiegers:move');
    const rampart = cellIndex(state, '1410');
    expect(stepCost(state, cellIndex(state, '1310'), rampart, false)).toBe(Infinity);
    expect(engine.legalActions(state, 'besiegers')).toContainEqual({ type: 'raiseLadder', side: 'besiegers', unit: 'soldier-b1', ladder: 'ladder-1', rampart });
    const raised = play(state, { type: 'raiseLadder', side: 'besiegers', unit: 'soldier-b1', ladder: 'ladder-1', rampart });
    expect(keys(raised.events)).toContain('siege.event.ladderRaised');
    state = raised.state;
    expect(state.game.ladders[0]).toMatchObject({ vertical: true, facing: rampart, raisedBy: 'besiegers' });
    expect(stepCost(state, cellIndex(state, '1310'), rampart, false)).toBe(4);
    expect(stepCost(state, cellIndex(state, '1309'), cellIndex(state, '1310'), false)).toBe(3);
    state = playUntil(state, 'besiegers:move');
    const up = play(state, { type: 'move', side: 'besiegers', unit: 'soldier-b1', cell: rampart });
    expect(up.events.find((event) => event.key === 'siege.event.moved')?.params).toMatchObject({ from: '1310', to: '1410', cost: 4 });
  });

  it('are carried with two points less, and riders carry none', () => {
    const state = playUntil(start(scene({ 'soldier-b1': '0705', baron: '0715', lord: '1911' })), 'besiegers:move');
    const carrying = engine.legalActions(state, 'besiegers').filter((action) => action.type === 'move' && (action as { ladder?: string }).ladder === 'ladder-1');
    const free = engine.legalActions(state, 'besiegers').filter((action) => action.type === 'move' && (action as { unit: string }).unit === 'soldier-b1' && !(action as { ladder?: string }).ladder);
    expect(carrying.length).toBeGreaterThan(0);
    expect(carrying.length).toBeLessThan(free.length);
    const moved = play(state, carrying[0]!);
    expect(moved.state.game.ladders[0]?.cell).toBe((carrying[0] as { cell: number }).cell);
    expect(keys(moved.events)).toContain('siege.event.carried');
    expect(engine.legalActions(state, 'besiegers').some((action) => (action as { unit?: string; ladder?: string }).unit === 'baron' && (action as { ladder?: string }).ladder)).toBe(false);
  });

  it('are pushed down by the defender on the rampart: on 1 to 6 the climber falls and is wounded', () => {
    let state = playUntil(climb(), 'besiegers:move');
    const rampart = cellIndex(state, '1410');
    state = play(state, { type: 'raiseLadder', side: 'besiegers', unit: 'soldier-b1', ladder: 'ladder-1', rampart }).state;
    state = playUntil(state, 'defenders:move');
    state = play(state, { type: 'move', side: 'defenders', unit: 'soldier-3', cell: rampart }).state;
    if (state.phase === 'defenders:move') state = play(state, { type: 'endStep', side: 'defenders' }).state;
    state = playUntil(state, 'defenders:melee');
    expect(engine.legalActions(state, 'defenders')).toContainEqual({ type: 'pushLadder', side: 'defenders', unit: 'soldier-3', ladder: 'ladder-1' });
    state = play(state, { type: 'pushLadder', side: 'defenders', unit: 'soldier-3', ladder: 'ladder-1' }).state;
    const pushed = play(withDice(state, 4), { type: 'roll', side: 'defenders' });
    expect(pushed.events.find((event) => event.key === 'siege.event.ladderPushed')?.params).toMatchObject({ die: 4, cell: '1310' });
    expect(pushed.state.game.ladders[0]).toMatchObject({ vertical: false, facing: -1 });
    expect(figure(pushed.state, 'soldier-b1').status).toBe('wounded');
  });
});

describe('victory', () => {
  it('goes to the defenders who hold out to the last turn', () => {
    let state = start(scene({ 'soldier-b1': '0101', lord: '1911' }, { limit: 1 }));
    while (!state.outcome) state = play(state, { type: 'endStep', side: state.pending[0]!.side }).state;
    expect(state.outcome).toEqual({ winner: 'defenders', key: 'siege.win.survived', params: { side: 'defenders', turns: 1 } });
  });

  it('goes to the besiegers alone in the keep when the game ends', () => {
    let state = start(scene({ 'soldier-b1': '1910', lord: '0101' }, { limit: 1 }));
    while (!state.outcome) state = play(state, { type: 'endStep', side: state.pending[0]!.side }).state;
    expect(state.outcome).toMatchObject({ winner: 'besiegers', key: 'siege.win.held' });
  });

  it('goes to the side whose enemies are all dead', () => {
    const state = playUntil(start(scene({ baron: '1309', 'soldier-1': '1310' })), 'besiegers:melee');
    const declared = play(withFigure(state, 'soldier-1', { status: 'wounded' }), { type: 'melee', side: 'besiegers', attackers: ['baron'], defenders: ['soldier-1'] });
    const rolled = play(withDice(declared.state, 2), { type: 'roll', side: 'besiegers' });
    expect(figure(rolled.state, 'soldier-1').status).toBe('dead');
    expect(rolled.state.outcome).toEqual({ winner: 'besiegers', key: 'siege.win.eliminated', params: { side: 'defenders' } });
  });
});

describe('sample data', () => {
  it('loads the sample without errors', () => {
    expect(() => loadInput(sample)).not.toThrow();
  });
});

describe('rule 1.74: “un personnage sur une échelle ne peut attaquer que le personnage se trouvant sur la case remparts à laquelle est appuyée son échelle”', () => {
  /** Knight 1 on the ladder raised at 1310 against the rampart 1409, a defender on that rampart and one on the berm beside the ladder. */
  function onTheLadder(): SiegeState {
    const doc = scene({ 'knight-1': '1310', 'soldier-3': '1409', 'soldier-1': '1311' });
    for (const token of doc.board.tokens as { id: string; at: { col: number; row: number }; state?: string; owner?: string }[]) {
      if (token.id === 'ladder-1') Object.assign(token, { at: hexAt('1310'), state: 'vertical', owner: 'besiegers' });
    }
    return playUntil(start(doc), 'besiegers:melee');
  }

  it('fights the figure on the rampart its ladder leans on, and no one else', () => {
    const state = onTheLadder();
    expect(state.fixed.labels[state.game.ladders[0]?.facing ?? -1]).toBe('1409');
    const melees = engine.legalActions(state, 'besiegers').filter((action) => action.type === 'melee');
    expect(melees).toEqual([{ type: 'melee', side: 'besiegers', attackers: ['knight-1'], defenders: ['soldier-3'] }]);
    expect(engine.check(state, { type: 'melee', side: 'besiegers', attackers: ['knight-1'], defenders: ['soldier-1'] })).toMatchObject({ key: 'siege.refused.cannotFightThere' });
  });

  it('is still fought from the ground beside the ladder, and from the rampart', () => {
    const state = playUntil(onTheLadder(), 'defenders:melee');
    // Neither soldier has the odds alone: together, one from the berm and one from the rampart.
    expect(engine.legalActions(state, 'defenders')).toContainEqual({ type: 'melee', side: 'defenders', attackers: ['soldier-1', 'soldier-3'], defenders: ['knight-1'] });
  });
});

describe('rule 1.91: “quand l’un des personnages arrive au pied des remparts, il est possible de redresser l’échelle”', () => {
  it('lets the bearer raise the ladder it carried to the foot of the rampart in the same movement step, as legal actions and check agree', () => {
    let state = playUntil(start(scene({ 'soldier-b1': '1210', 'soldier-3': '1906' }, { tokens: { 'ladder-1': '1210' } })), 'besiegers:move');
    state = play(state, { type: 'move', side: 'besiegers', unit: 'soldier-b1', cell: cellIndex(state, '1310'), ladder: 'ladder-1' }).state;
    expect(state.phase).toBe('besiegers:move');
    const raise = { type: 'raiseLadder', side: 'besiegers', unit: 'soldier-b1', ladder: 'ladder-1', rampart: cellIndex(state, '1410') } as const;
    expect(engine.check(state, raise)).toBeNull();
    expect(engine.legalActions(state, 'besiegers')).toContainEqual(raise);
    const raised = play(state, raise).state;
    expect(raised.game.ladders[0]).toMatchObject({ vertical: true, raisedBy: 'besiegers' });
  });

  it('does not let a crossbowman who shot in the first fire step raise one, in legal actions or in check', () => {
    const state = playUntil(start(scene({ 'crossbow-b1': '1310', 'soldier-b1': '0101', 'soldier-3': '1906' }, { tokens: { 'ladder-1': '1310' } })), 'besiegers:move');
    const shot = withFigure(state, 'crossbow-b1', { shot1At: state.game.stamp });
    const raise = { type: 'raiseLadder', side: 'besiegers', unit: 'crossbow-b1', ladder: 'ladder-1', rampart: cellIndex(state, '1410') } as const;
    expect(engine.legalActions(shot, 'besiegers')).not.toContainEqual(raise);
    expect(engine.check(shot, raise)).toMatchObject({ key: 'siege.refused.crossbowFired' });
  });
});

describe('rule 1.75: “un personnage attaquant de l’extérieur un ennemi se trouvant sur la case porte d’entrée de donjon est considéré comme étant sur un terrain désavantageux”', () => {
  // The keep's entrance is 1913 (a door: +); the courtyard before it, 1914, is plain (0).
  const atTheDoor = (defender: string) => start(scene({ lord: '1911', [defender]: '1913', 'knight-1': '1914' }));

  it('puts the attacker from outside on (-) against the figure on the door: two columns left', () => {
    const state = atTheDoor('engineer');
    expect(oddsOf(state, [figureIndex(state.fixed, 'knight-1')], [figureIndex(state.fixed, 'engineer')])).toMatchObject({ ok: true, value: { attackerTerrain: -1, defenderTerrain: 1, shift: -2 } });
  });

  it('gives a sortie from the door its door’s (+) against a defender on plain ground: one column right, not two', () => {
    const state = start(scene({ lord: '1913', 'knight-1': '1914' }));
    expect(oddsOf(state, [figureIndex(state.fixed, 'lord')], [figureIndex(state.fixed, 'knight-1')])).toMatchObject({ ok: true, value: { attackerTerrain: 1, defenderTerrain: 0, shift: 1 } });
  });
});

describe('rule 1.92: “une échelle verticale peut être déplacée d’une case ou orientée différemment dans la même case par deux personnages”', () => {
  /** The ladder up at 1310 against the rampart 1409, two besiegers on the ground beside it (1309, 1210). */
  function besideTheLadder(positions: Record<string, string> = {}): SiegeState {
    const doc = scene({ 'soldier-b1': '1309', 'soldier-b2': '1210', 'soldier-3': '1906', ...positions });
    for (const token of doc.board.tokens as { id: string; at: { col: number; row: number }; state?: string; owner?: string }[]) {
      if (token.id === 'ladder-1') Object.assign(token, { at: hexAt('1310'), state: 'vertical', owner: 'besiegers' });
    }
    return playUntil(start(doc), 'besiegers:move');
  }
  const moveLadder = (state: SiegeState, cell: string, rampart: string) => ({ type: 'moveLadder', side: 'besiegers', units: ['soldier-b1', 'soldier-b2'], ladder: 'ladder-1', cell: cellIndex(state, cell), rampart: cellIndex(state, rampart) }) as const;

  it('turns it in its hex to lean on the other rampart, or moves it one hex along the wall, each bearer spending 2 points', () => {
    const state = besideTheLadder();
    expect(state.game.ladders[0]).toMatchObject({ facing: cellIndex(state, '1409'), raisedBy: 'besiegers' });
    expect(engine.legalActions(state, 'besiegers')).toEqual(expect.arrayContaining([moveLadder(state, '1310', '1410'), moveLadder(state, '1311', '1411')]));
    const turned = play(state, moveLadder(state, '1310', '1410'));
    expect(keys(turned.events)).toContain('siege.event.ladderMoved');
    expect(turned.state.game.ladders[0]).toMatchObject({ cell: cellIndex(state, '1310'), vertical: true, facing: cellIndex(state, '1410'), raisedBy: 'besiegers' });
    const moved = play(state, moveLadder(state, '1311', '1411')).state;
    expect(moved.game.ladders[0]).toMatchObject({ cell: cellIndex(state, '1311'), vertical: true, facing: cellIndex(state, '1411') });
    // The bearers have spent 2 of their 5 points and may still move with the rest.
    expect(movementOf(moved, figureIndex(moved.fixed, 'soldier-b1'), null)).toBe(3);
    expect(engine.legalActions(moved, 'besiegers').some((action) => action.type === 'move' && (action as { unit: string }).unit === 'soldier-b1')).toBe(true);
  });

  it('takes two figures beside it, none on it, and a free hex at the foot of a rampart', () => {
    const state = besideTheLadder();
    expect(engine.check(state, { ...moveLadder(state, '1311', '1411'), units: ['soldier-b1'] })).toMatchObject({ key: 'siege.refused.ladderBearers' });
    const climbed = besideTheLadder({ 'knight-1': '1310' });
    expect(engine.check(climbed, moveLadder(climbed, '1311', '1411'))).toMatchObject({ key: 'siege.refused.ladderTaken' });
    expect(engine.check(state, moveLadder(state, '1309', '1409'))).toMatchObject({ key: 'siege.refused.cannotRaise' });
    const moved = play(state, { type: 'move', side: 'besiegers', unit: 'soldier-b1', cell: cellIndex(state, '1308') }).state;
    expect(engine.check(moved, moveLadder(moved, '1311', '1411'))).toMatchObject({ key: 'siege.refused.ladderBearers' });
  });
});

describe('rule 1.94: “le personnage se trouvant éventuellement sur l’échelle tombe aussi et doit être placé ... sur l’une des cases adjacentes”', () => {
  /** Knight 1 on the ladder at 1310 leaning on 1409, where a defender pushes it; `positions` fill hexes around. */
  function pushed(positions: Record<string, string>, die = 3) {
    const doc = scene({ 'knight-1': '1310', 'soldier-3': '1409', ...positions });
    for (const token of doc.board.tokens as { id: string; at: { col: number; row: number }; state?: string; owner?: string }[]) {
      if (token.id === 'ladder-1') Object.assign(token, { at: hexAt('1310'), state: 'vertical', owner: 'besiegers' });
    }
    let state = playUntil(start(doc), 'defenders:melee');
    state = play(state, { type: 'pushLadder', side: 'defenders', unit: 'soldier-3', ladder: 'ladder-1' }).state;
    return play(withDice(state, die), { type: 'roll', side: 'defenders' });
  }

  it('lands the climber, wounded, on a hex beside the ladder, not a rampart', () => {
    const fall = pushed({});
    expect(fall.state.game.ladders[0]).toMatchObject({ vertical: false });
    const landed = labelOfFigure(fall.state, 'knight-1');
    expect(['1309', '1311', '1209', '1210']).toContain(landed);
    expect(figure(fall.state, 'knight-1').status).toBe('wounded');
    expect(keys(fall.events)).toContain('siege.event.fellFromLadder');
  });

  it('lands it on a figure when every hex beside the ladder is taken, and that figure is stunned', () => {
    const fall = pushed({ 'soldier-b1': '1309', 'soldier-b2': '1311', 'sergeant-b1': '1209', 'soldier-1': '1210' });
    expect(labelOfFigure(fall.state, 'knight-1')).toBe('1210');
    expect(figure(fall.state, 'knight-1').status).toBe('wounded');
    expect(figure(fall.state, 'soldier-1').status).toBe('stunned');
    expect(keys(fall.events)).toContain('siege.event.fellOnto');
  });
});

describe('rule 1.8: “il doit y passer un tour entier sans bouger, ni tirer, ni combattre ... à la fin du tour en question”', () => {
  /** A besieger (who plays first) on the winch at 1916, the bridge 1918 lowered. */
  const atTheWinch = (positions: Record<string, string> = {}) => playUntil(start(scene({ 'soldier-b1': '1916', 'soldier-3': '0101', ...positions })), 'besiegers:move');

  it('moves the bridge at the end of the turn, not at the end of the winching side’s phase', () => {
    let state = play(atTheWinch(), { type: 'winch', side: 'besiegers', unit: 'soldier-b1' }).state;
    state = playUntil(state, 'defenders:move');
    expect(state.game.drawbridge).toBe('lowered');
    state = playUntil(state, 'besiegers:move');
    expect(state.turn).toBe(2);
    expect(state.game.drawbridge).toBe('raised');
  });

  it('leaves the bridge as it is when the figure does not stay the whole turn: stunned in the other side’s phase', () => {
    let state = play(atTheWinch(), { type: 'winch', side: 'besiegers', unit: 'soldier-b1' }).state;
    state = playUntil(state, 'defenders:move');
    state = withFigure(state, 'soldier-b1', { status: 'stunned', stunnedAt: state.game.stamp });
    state = playUntil(state, 'besiegers:move');
    expect(state.game.drawbridge).toBe('lowered');
  });

  it('does not count a figure that came onto the winch during the turn', () => {
    const state = atTheWinch();
    const came = play(withFigure(state, 'soldier-b1', { placedAt: state.game.stamp }), { type: 'winch', side: 'besiegers', unit: 'soldier-b1' }).state;
    expect(playUntil(came, 'besiegers:move').game.drawbridge).toBe('lowered');
  });
});

describe('terrain table (reference sheet): “Intérieur de tour ou de donjon ... Selon la position du tireur ... +”', () => {
  it('gives a figure inside the keep or a tower the (+) of the reference sheet, labelled as partly read', () => {
    const terrain = (loadInput(sample).ruleset.terrain ?? {}) as Record<string, { combat?: number; source?: string }>;
    for (const kind of ['tower-interior', 'keep-interior']) expect(terrain[kind]).toMatchObject({ combat: 1, source: 'partial' });
    // The lord inside the keep (1912) against a knight on its entrance (1913, a door: +): level terrain, no shift.
    const state = start(scene({ lord: '1912', 'knight-1': '1913' }));
    expect(oddsOf(state, [figureIndex(state.fixed, 'lord')], [figureIndex(state.fixed, 'knight-1')])).toMatchObject({ ok: true, value: { attackerTerrain: 1, defenderTerrain: 1, shift: 0 } });
  });
});

describe('rule 1.53: “s’il est soumis à un tir croisé, le personnage doit choisir de quel côté il est à couvert”', () => {
  // A besieger in the doorway 0403 of a tower; a defender's crossbowman outside it (0401), another inside (0404).
  const map = testMap({
    map: ['.......', '.......', '..TDT..', '..TTT..', '.......'],
    sides: [{ between: ['0403', '0404'], kind: 'none' }],
    units: {
      '0403': { side: 0, id: 'intruder', profile: 'soldier' },
      '0401': { side: 1, id: 'outside', profile: 'crossbowman' },
      '0404': { side: 1, id: 'inside', profile: 'crossbowman' },
    },
  });
  const shot = (unit: string) => ({ type: 'fire', side: 'defenders', unit, target: 'intruder' }) as const;
  const cover = (step: ReturnType<typeof play>) => (step.state.game.roll as { cover: string }).cover;

  it('keeps the figure covered from the side of the first shot of the phase, open to the other', () => {
    const state = playUntil(start(map.document), 'defenders:fire-1');
    const first = play(state, shot('outside'));
    expect(cover(first)).toBe('medium');
    const second = play(play(first.state, { type: 'roll', side: 'defenders' }).state, shot('inside'));
    expect(cover(second)).toBe('none');
    // The other way round: covered from inside, open to the outside.
    const inside = play(state, shot('inside'));
    expect(cover(inside)).toBe('medium');
    expect(cover(play(play(inside.state, { type: 'roll', side: 'defenders' }).state, shot('outside')))).toBe('none');
  });
});

describe('the endings the rules play whatever the scenario states (a side with no figure left loses)', () => {
  it('says elimination for each side the scenario’s conditions do not cover', () => {
    expect(unstatedVictories(sample as never)).toEqual([
      { side: 'defenders', key: 'siege.rule.eliminate' },
      { side: 'besiegers', key: 'siege.rule.eliminate' },
    ]);
    // The besiegers' « eliminate » without targets covers every other side: only the defenders' win is left unsaid.
    const stated = { ...sample, victory: [...sample.victory, { id: 'rout', side: 'besiegers', type: 'eliminate' }] } as never;
    expect(unstatedVictories(stated)).toEqual([{ side: 'defenders', key: 'siege.rule.eliminate' }]);
  });
});
