/**
 * The siege tower (2.41 to 2.46) and the ram (4.13, 4.14, 4.31 to 4.34) on the shipped castle: the
 * tower stands before the west wall on 1009, 1010 and 1110, the ram on 1112, 1113 and 1212, on
 * the filled stretch of the moat.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import { viewOf } from './board-cache';
import { costTo, reachOf } from './reach';
import { EQUIP_NONE } from './board-view';
import { engineReach } from './engines';
import { combatDataOf } from './combat-data';
import { isTowerHex, poundTargets } from './pounding';
import { dieTableResult, type DieTable } from './tables';
import { cellIndex, engine, figure, hexAt, keys, placed, play, playUntil, start, withDice, withFigure, type Doc } from './test-support/game';
import type { EngineState, SiegeAction, SiegeState } from './types';

const NE = 1;
const SE = 2;
const NW = 5;

function scene(positions: Record<string, string>, tokens: Record<string, string> = {}): Doc {
  const doc = placed(sample, { lord: '1911', ...positions }, [], true);
  for (const token of doc.board.tokens as { id: string; at: { col: number; row: number } }[]) if (tokens[token.id]) token.at = hexAt(tokens[token.id] as string);
  return doc;
}

function engineOf(state: SiegeState, id: string): EngineState {
  const found = state.game.engines.find((engine) => engine.id === id);
  if (!found) throw new Error(`no engine ${id}`);
  return found;
}

function labels(state: SiegeState, cells: readonly number[]): string[] {
  return cells.map((cell) => state.fixed.labels[cell] as string);
}

function movesOf(state: SiegeState, id: string): SiegeAction[] {
  return engine.legalActions(state, 'besiegers').filter((action) => action.type === 'moveEngine' && (action as { engine: string }).engine === id);
}

const towerCrew = { 'soldier-b3': '1009', 'soldier-b4': '1010', 'soldier-b5': '1110' };

describe('the siege tower', () => {
  it('is the three counters side by side, one engine', () => {
    const state = start(scene({}));
    expect(labels(state, engineOf(state, 'siege-tower').cells)).toEqual(['1009', '1010', '1110']);
    expect(engineOf(state, 'siege-tower').counters).toEqual(['siege-tower', 'siege-tower-2', 'siege-tower-3']);
    expect(labels(state, engineOf(state, 'ram').cells)).toEqual(['1112', '1113', '1212']);
    expect(engineOf(state, 'mantlet').cells).toHaveLength(1);
  });

  it('costs 2 to enter, 2 more to climb, 1 from hex to hex on top (2.42)', () => {
    const state = playUntil(start(scene({ 'sergeant-b2': '0909' })), 'besiegers:move');
    const reach = reachOf(state, state.fixed.figures.findIndex((f) => f.id === 'sergeant-b2'), null);
    // From the trench beside it: into the tower for 2, up for 2 more, along its top for 1.
    expect(costTo(reach, cellIndex(state, '1009'))).toBe(2);
    expect(costTo(reach, cellIndex(state, '1009'), true)).toBe(4);
    expect(costTo(reach, cellIndex(state, '1010'), true)).toBe(5);
  });

  it('is pushed by three figures inside, 2 movement points a turn, in a straight line (2.41)', () => {
    let state = playUntil(start(scene({ ...towerCrew, 'sergeant-b2': '0909' })), 'besiegers:move');
    state = withFigure(state, 'sergeant-b2', { cell: cellIndex(state, '1009'), onTop: true });
    // Its first move sets its line: any way it can roll. South-east over the filled moat costs 2: one hex.
    expect(engineReach(state, engineOf(state, 'siege-tower'), SE)).toBe(1);
    expect(movesOf(state, 'siege-tower')).toContainEqual({ type: 'moveEngine', side: 'besiegers', engine: 'siege-tower', direction: SE, hexes: 1 });
    const moved = play(state, { type: 'moveEngine', side: 'besiegers', engine: 'siege-tower', direction: SE, hexes: 1 });
    expect(keys(moved.events)).toContain('siege.event.engineMoved');
    state = moved.state;
    expect(labels(state, engineOf(state, 'siege-tower').cells)).toEqual(['1110', '1111', '1210']);
    expect(engineOf(state, 'siege-tower').facing).toBe(SE);
    // The crew and the figure on top went with it; the crew's movement is spent, the rider's is not.
    expect([figure(state, 'soldier-b3').cell, figure(state, 'soldier-b4').cell, figure(state, 'soldier-b5').cell]).toEqual([1110, 1111, 1210].map((label) => cellIndex(state, String(label))));
    expect(figure(state, 'sergeant-b2')).toMatchObject({ cell: cellIndex(state, '1110'), onTop: true });
    expect(engine.check(state, { type: 'move', side: 'besiegers', unit: 'soldier-b3', cell: cellIndex(state, '1011') })).toMatchObject({ key: 'siege.refused.alreadyMoved' });
    expect(engine.check(state, { type: 'moveEngine', side: 'besiegers', engine: 'siege-tower', direction: SE, hexes: 1 })).toMatchObject({ key: 'siege.refused.engineMoved' });
    // Next turn: forward or back along its line only.
    state = playUntil(playUntil(state, 'defenders:move'), 'besiegers:move');
    expect(engine.check(state, { type: 'moveEngine', side: 'besiegers', engine: 'siege-tower', direction: NE, hexes: 1 })).toMatchObject({ key: 'siege.refused.engineLine' });
    expect(new Set(movesOf(state, 'siege-tower').map((action) => (action as { direction: number }).direction))).toEqual(new Set([SE, NW]));
    state = play(state, { type: 'moveEngine', side: 'besiegers', engine: 'siege-tower', direction: SE, hexes: 1 }).state;
    expect(labels(state, engineOf(state, 'siege-tower').cells)).toEqual(['1210', '1211', '1311']);
    // The rampart stops it: flat ground and filled moat only.
    expect(engineReach(state, engineOf(state, 'siege-tower'), SE)).toBe(0);
  });

  it('does not move with fewer than three able figures inside, nor when one of them fought in the last turn', () => {
    const two = playUntil(start(scene({ 'soldier-b3': '1009', 'soldier-b4': '1010' })), 'besiegers:move');
    expect(engine.check(two, { type: 'moveEngine', side: 'besiegers', engine: 'siege-tower', direction: SE, hexes: 1 })).toMatchObject({ key: 'siege.refused.engineCrew', params: { needed: 3 } });
    const state = playUntil(start(scene(towerCrew)), 'besiegers:move');
    const fought = withFigure(state, 'soldier-b4', { attackedAt: state.game.stamp - 2 });
    expect(engine.check(fought, { type: 'moveEngine', side: 'besiegers', engine: 'siege-tower', direction: SE, hexes: 1 })).toMatchObject({ key: 'siege.refused.engineCrewBusy' });
    const stunned = withFigure(state, 'soldier-b5', { status: 'stunned' });
    expect(engine.check(stunned, { type: 'moveEngine', side: 'besiegers', engine: 'siege-tower', direction: SE, hexes: 1 })).toMatchObject({ key: 'siege.refused.engineCrew' });
  });

  it('at the wall, lets its top step onto the ramparts for 2 and fight there, never between its two levels (2.45)', () => {
    const doc = scene({ 'soldier-b3': '1210', 'soldier-b4': '1211', 'soldier-b5': '1311', 'sergeant-b2': '1011', 'soldier-2': '1411' }, { 'siege-tower': '1210', 'siege-tower-2': '1211', 'siege-tower-3': '1311' });
    let state = playUntil(start(doc), 'besiegers:move');
    state = withFigure(state, 'sergeant-b2', { cell: cellIndex(state, '1311'), onTop: true });
    const sergeant = state.fixed.figures.findIndex((f) => f.id === 'sergeant-b2');
    expect(costTo(reachOf(state, sergeant, null), cellIndex(state, '1410'))).toBe(2);
    // Top against rampart: a fight; inside against the rampart, through the wall: none.
    state = playUntil(state, 'besiegers:melee');
    const melees = engine.legalActions(state, 'besiegers').filter((action) => action.type === 'melee');
    expect(melees).toContainEqual({ type: 'melee', side: 'besiegers', attackers: ['sergeant-b2'], defenders: ['soldier-2'] });
    expect(melees.some((action) => (action as { attackers: readonly string[] }).attackers.includes('soldier-b5'))).toBe(false);
  });

  it('keeps one figure on each level of each of its hexes (2.46)', () => {
    const state = playUntil(start(scene({ ...towerCrew, 'sergeant-b2': '0908', 'sergeant-b1': '0909' })), 'besiegers:move');
    const aloft = withFigure(state, 'sergeant-b2', { cell: cellIndex(state, '1009'), onTop: true });
    // Up through the crowded lower level (friends are passed through), but not onto a taken top.
    expect(engine.check(aloft, { type: 'move', side: 'besiegers', unit: 'sergeant-b1', cell: cellIndex(state, '1009'), top: true })).toMatchObject({ key: 'siege.refused.occupied' });
    expect(engine.check(aloft, { type: 'move', side: 'besiegers', unit: 'sergeant-b1', cell: cellIndex(state, '1010'), top: true })).toBeNull();
  });
});

describe('the ram', () => {
  const ramAtWall = { ram: '1212', 'ram-2': '1213', 'ram-3': '1313' };
  const ramCrew = { 'soldier-b6': '1212', 'sergeant-b3': '1213', 'knight-2': '1313' };

  it('rolls like the tower, then pounds the wall hexes its hexes touch, not the keep (4.31, 4.32)', () => {
    let state = playUntil(start(scene({ 'soldier-b6': '1112', 'sergeant-b3': '1113', 'knight-2': '1212' })), 'besiegers:move');
    expect(poundTargets(state, engineOf(state, 'ram'))).toEqual([]);
    state = play(state, { type: 'moveEngine', side: 'besiegers', engine: 'ram', direction: SE, hexes: 1 }).state;
    expect(labels(state, engineOf(state, 'ram').cells)).toEqual(['1212', '1213', '1313']);
    expect(labels(state, poundTargets(state, engineOf(state, 'ram')))).toEqual(['1412', '1413']);
    // Beside the keep, it finds nothing to pound.
    const keep = start(scene({}, { ram: '1710', 'ram-2': '1711', 'ram-3': '1709' }));
    expect(poundTargets(keep, engineOf(keep, 'ram'))).toEqual([]);
    // It may pound in the melee step that follows.
    state = playUntil(state, 'besiegers:melee');
    expect(engine.legalActions(state, 'besiegers')).toContainEqual({ type: 'pound', side: 'besiegers', engine: 'ram', cell: cellIndex(state, '1412') });
  });

  it('reads the pounding table in the column of its 9 points, once every two turns; four damages make a breach and wound whoever stands there (4.13, 4.14, 4.32)', () => {
    // A defender on the berm beside the ram keeps a melee step going every turn.
    let state = playUntil(start(scene({ ...ramCrew, 'soldier-2': '1412', 'soldier-1': '1314' }, ramAtWall)), 'besiegers:melee');
    const wall = cellIndex(state, '1412');
    const declared = play(state, { type: 'pound', side: 'besiegers', engine: 'ram', cell: wall });
    expect(declared.events[0]).toMatchObject({ key: 'siege.event.poundDeclared', params: { column: '9', modifier: 0 } });
    expect(figure(declared.state, 'knight-2').busyAt).toBe(state.game.stamp);
    // A 1 reads "C": nothing for a ram. A 7 reads "D": the wall is damaged.
    const held = play(withDice(declared.state, 1), { type: 'roll', side: 'besiegers' });
    expect(keys(held.events)).toContain('siege.event.poundHeld');
    expect(held.state.game.damage).toEqual([]);
    const hit = play(withDice(declared.state, 7), { type: 'roll', side: 'besiegers' });
    expect(hit.state.game.damage).toEqual([{ cell: wall, steps: 1 }]);
    // Not again before two turns have passed.
    state = playUntil(hit.state, 'besiegers:melee');
    expect(state.turn).toBe(2);
    expect(engine.check(state, { type: 'pound', side: 'besiegers', engine: 'ram', cell: wall })).toMatchObject({ key: 'siege.refused.ramNotReady', params: { turn: 3 } });
    state = playUntil(playUntil(state, 'defenders:melee'), 'besiegers:melee');
    expect(state.turn).toBe(3);
    // The fourth damage brings the wall down.
    state = { ...state, game: { ...state.game, damage: [{ cell: wall, steps: 3 }] } };
    const last = play(withDice(play(state, { type: 'pound', side: 'besiegers', engine: 'ram', cell: wall }).state, 10), { type: 'roll', side: 'besiegers' });
    expect(keys(last.events)).toEqual(expect.arrayContaining(['siege.event.wallDamaged', 'siege.event.wallDemolished', 'siege.event.wounded']));
    expect(figure(last.state, 'soldier-2').status).toBe('wounded');
    expect(viewOf(last.state).kind[wall]).toBe(last.state.fixed.board.special.demolishedWall);
    expect(last.state.game.counters).toEqual([{ kind: 'demolished-wall', cell: wall }]);
  });

  it('takes one off the die against a tower (4.32)', () => {
    const state = start(scene({}));
    expect(isTowerHex(state, cellIndex(state, '1514'))).toBe(true);
    expect(isTowerHex(state, cellIndex(state, '1412'))).toBe(false);
  });

  it('is set back a turn when one of its crew fights (4.34), and stops when one is stunned', () => {
    let state = playUntil(start(scene({ ...ramCrew, 'soldier-2': '1314' }, ramAtWall)), 'besiegers:melee');
    const fight = play(state, { type: 'melee', side: 'besiegers', attackers: ['knight-2'], defenders: ['soldier-2'] });
    expect(keys(fight.events)).toContain('siege.event.ramDelayed');
    expect(engineOf(fight.state, 'ram').readyFrom).toBe(2);
    state = withFigure(state, 'sergeant-b3', { status: 'stunned' });
    expect(engine.check(state, { type: 'pound', side: 'besiegers', engine: 'ram', cell: cellIndex(state, '1412') })).toMatchObject({ key: 'siege.refused.engineCrew' });
  });

  it('shows each hex of every engine on the board as special equipment', () => {
    const state = start(scene({}));
    const view = viewOf(state);
    for (const engine of state.game.engines) for (const cell of engine.cells) expect(view.equip[cell]).not.toBe(EQUIP_NONE);
  });
});

describe('rules 4.21 and 4.32: “l’assiégeant soustrait 1 point du chiffre obtenu au dé” against a tower, whose round walls resist better', () => {
  const table = combatDataOf(start(scene({})).fixed).dieTables['pounding'] as DieTable;
  const ramAtWall = { ram: '1212', 'ram-2': '1213', 'ram-3': '1313' };
  const ramCrew = { 'soldier-b6': '1212', 'sergeant-b3': '1213', 'knight-2': '1313' };
  // On the berm south of the corner tower 1514, its first hex against the tower.
  const ramAtTower = { ram: '1414', 'ram-2': '1515', 'ram-3': '1615' };
  const towerRamCrew = { 'soldier-b6': '1414', 'sergeant-b3': '1515', 'knight-2': '1615' };
  /** Faces of the d10 that damage the wall in a column, with the die's modifier. */
  const damaging = (column: number, modifier: number) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((die) => dieTableResult(table, die + modifier, column) === 'D').length;

  it('makes every column of the shipped pounding table harder against a tower than against a rampart', () => {
    table.columns.forEach((label, column) => {
      expect(damaging(column, -1), `column ${label}`).toBeLessThan(damaging(column, 0));
    });
    // The ram's 9 points: four faces in ten against a rampart, three against a tower.
    const nine = table.columns.indexOf('9');
    expect([damaging(nine, 0), damaging(nine, -1)]).toEqual([4, 3]);
  });

  it('lets a 7 damage a rampart but not a tower', () => {
    let state = playUntil(start(scene({ ...ramCrew, 'soldier-2': '1412', 'soldier-1': '1314' }, ramAtWall)), 'besiegers:melee');
    const rampart = play(withDice(play(state, { type: 'pound', side: 'besiegers', engine: 'ram', cell: cellIndex(state, '1412') }).state, 7), { type: 'roll', side: 'besiegers' });
    expect(rampart.state.game.damage).toEqual([{ cell: cellIndex(state, '1412'), steps: 1 }]);
    state = playUntil(start(scene({ ...towerRamCrew, 'soldier-2': '1412', 'soldier-1': '1314' }, ramAtTower)), 'besiegers:melee');
    const declared = play(state, { type: 'pound', side: 'besiegers', engine: 'ram', cell: cellIndex(state, '1514') });
    expect(declared.events[0]).toMatchObject({ key: 'siege.event.poundDeclared', params: { modifier: -1 } });
    const tower = play(withDice(declared.state, 7), { type: 'roll', side: 'besiegers' });
    expect(tower.state.game.damage).toEqual([]);
  });
});
