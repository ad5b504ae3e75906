/**
 * Movement and terrain against the rulebook (p.18, p.11, p.32): the Rocket Cycle's movement
 * diagram, one diagonal per activation, enemy grids closed but slipped between, barbed wire, tank
 * traps, minefields and bunkers, Tank Shock with the defender placing the survivors, Dash, Runner,
 * and units rearranged inside their grid.
 */
import { describe, expect, it } from 'vitest';
import m01 from '../../../scenarios/rivet-wars-m01.scenario.json';
import { reachOf } from './reach';
import { withDice } from './test-support/dice';
import { engine, gridOf, play, playUntil, scene, start, unitIndex, type Placement } from './test-support/game';
import type { RwState } from './types';

function board(placements: readonly Placement[], tokens: readonly { kind: string; at: string }[] = [], first = 'allies'): RwState {
  const doc = scene(m01, placements, first);
  doc.board.tokens = tokens.map((token, index) => {
    const [col, row] = token.at.split(',').map(Number) as [number, number];
    return { id: `t${index}`, kind: token.kind, at: { col: col - 1, row: row - 1 } };
  });
  return start(doc);
}

const labels = (state: RwState, grids: readonly number[]) => grids.map((grid) => state.fixed.labels[grid]).sort();
const steps = (state: RwState, unit: string) => labels(state, engine.legalActions(state, state.pending[0]?.side ?? '').filter((action) => (action.type === 'move' || action.type === 'dash' || action.type === 'assault') && action.unit === unit).map((action) => (action as { grid: number }).grid));

function moving(state: RwState, side = 'allies', grid = '5,3'): RwState {
  const at = playUntil(state, `${side}:movement`);
  return play(at, { type: 'activate', side, grid: gridOf(at, grid) }).state;
}

describe("the Rocket Cycle's movement diagram (p.18: its options with 2 movement points)", () => {
  it('reaches 20 grids, with one diagonal at most', () => {
    const state = board([{ side: 'allies', id: 'c', profile: 'rocket-cycle', at: '5,3' }]);
    const reach = reachOf(state, unitIndex(state, 'rocket-cycle-1'), 2);
    expect(reach).toHaveLength(20);
    expect(reach.filter((grid) => grid.cost === 1)).toHaveLength(8);
    expect(labels(state, reach.map((grid) => grid.grid))).not.toContain('7,5');
  });

  it('spends its one diagonal: after a diagonal step only straight steps are left', () => {
    let state = moving(board([{ side: 'allies', id: 'c', profile: 'rocket-cycle', at: '5,3' }]));
    expect(steps(state, 'rocket-cycle-1')).toHaveLength(8);
    state = play(state, { type: 'move', side: 'allies', unit: 'rocket-cycle-1', grid: gridOf(state, '6,4') }).state;
    expect(steps(state, 'rocket-cycle-1')).toEqual(['5,4', '6,3', '6,5', '7,4']);
    expect(engine.check(state, { type: 'move', side: 'allies', unit: 'rocket-cycle-1', grid: gridOf(state, '7,5') })?.key).toBe('rivet-wars.refused.secondDiagonal');
  });
});

describe('a house rule of no diagonal step (`diagonalsPerActivation` 0; the rulebook allows one, p.18)', () => {
  function noDiagonal(): RwState {
    const doc = scene(m01, [{ side: 'allies', id: 'c', profile: 'rocket-cycle', at: '5,3' }]);
    doc.board.tokens = [];
    (doc as Record<string, unknown>).ruleset = { id: 'rivet-wars', overrides: { constants: { diagonalsPerActivation: 0 } } };
    return start(doc);
  }

  it('leaves the Rocket Cycle the 12 grids two straight steps reach, and refuses a diagonal step as such', () => {
    let state = noDiagonal();
    expect(state.fixed.constants.diagonalsPerActivation).toBe(0);
    expect(reachOf(state, unitIndex(state, 'rocket-cycle-1'), 2)).toHaveLength(12);
    state = moving(state);
    expect(steps(state, 'rocket-cycle-1')).toEqual(['4,3', '5,2', '5,4', '6,3']);
    expect(engine.check(state, { type: 'move', side: 'allies', unit: 'rocket-cycle-1', grid: gridOf(state, '6,4') })?.key).toBe('rivet-wars.refused.noDiagonal');
  });
});

describe('moving past the enemy (p.18)', () => {
  it('never enters a grid held by the enemy, but slips diagonally between two of them', () => {
    let state = moving(
      board([
        { side: 'allies', id: 'r', profile: 'rifleman', at: '5,3' },
        { side: 'blight', id: 'p1', profile: 'panzerfaust', at: '6,3' },
        { side: 'blight', id: 'p2', profile: 'panzerfaust', at: '5,4' },
      ]),
    );
    expect(engine.check(state, { type: 'move', side: 'allies', unit: 'rifleman-1', grid: gridOf(state, '6,3') })?.key).toBe('rivet-wars.refused.enemyGrid');
    state = play(state, { type: 'move', side: 'allies', unit: 'rifleman-1', grid: gridOf(state, '6,4') }).state;
    expect(state.game.figures[unitIndex(state, 'rifleman-1')]?.grid).toBe(gridOf(state, '6,4'));
  });

  it('stops where a grid has no room left: four cells, a large model takes two', () => {
    const state = moving(
      board([
        { side: 'allies', id: 'r', profile: 'rifleman', at: '5,3' },
        { side: 'allies', id: 'w', profile: 'm2-wolverine', at: '5,4', slot: 0 },
        { side: 'allies', id: 'h', profile: 'hammer-65-pounder', at: '5,4', slot: 2 },
      ]),
    );
    expect(engine.check(state, { type: 'move', side: 'allies', unit: 'rifleman-1', grid: gridOf(state, '5,4') })?.key).toBe('rivet-wars.refused.gridFull');
  });
});

describe('terrain (p.11)', () => {
  it('barbed wire: infantry cannot enter; a vehicle entering tears it down', () => {
    const wire = [{ kind: 'barbed-wire', at: '5,4' }];
    const infantry = moving(board([{ side: 'allies', id: 'r', profile: 'rifleman', at: '5,3' }], wire));
    expect(engine.check(infantry, { type: 'move', side: 'allies', unit: 'rifleman-1', grid: gridOf(infantry, '5,4') })?.key).toBe('rivet-wars.refused.cannotEnter');
    const vehicle = moving(board([{ side: 'allies', id: 'c', profile: 'rocket-cycle', at: '5,3' }], wire));
    const torn = play(vehicle, { type: 'move', side: 'allies', unit: 'rocket-cycle-1', grid: gridOf(vehicle, '5,4') });
    expect(torn.state.game.wire).toEqual([]);
    expect(torn.events.map((event) => event.key)).toContain('rivet-wars.event.wireCut');
  });

  it('tank traps, bunkers and strategic objectives keep non-infantry out; infantry goes in', () => {
    const tokens = [
      { kind: 'tank-trap', at: '5,4' },
      { kind: 'bunker', at: '6,3' },
      { kind: 'strategic-objective', at: '4,3' },
    ];
    const vehicle = moving(board([{ side: 'allies', id: 'c', profile: 'rocket-cycle', at: '5,3' }], tokens));
    for (const grid of ['5,4', '6,3', '4,3']) expect(engine.check(vehicle, { type: 'move', side: 'allies', unit: 'rocket-cycle-1', grid: gridOf(vehicle, grid) })?.key).toBe('rivet-wars.refused.cannotEnter');
    const infantry = moving(board([{ side: 'allies', id: 'r', profile: 'rifleman', at: '5,3' }], tokens));
    for (const grid of ['5,4', '6,3', '4,3']) expect(engine.check(infantry, { type: 'move', side: 'allies', unit: 'rifleman-1', grid: gridOf(infantry, grid) })).toBeNull();
  });

  it('a minefield attacks a non-infantry unit entering it with 2 dice', () => {
    const state = moving(board([{ side: 'allies', id: 'c', profile: 'rocket-cycle', at: '5,3' }], [{ kind: 'minefield', at: '5,4' }]));
    const entered = play(withDice(state, [6, 2]), { type: 'move', side: 'allies', unit: 'rocket-cycle-1', grid: gridOf(state, '5,4') });
    expect(entered.events.find((event) => event.key === 'rivet-wars.event.hit')?.params).toMatchObject({ what: 'minefield', dice: '6 2', count: 2 });
    expect(entered.state.game.figures[unitIndex(entered.state, 'rocket-cycle-1')]?.grid).toBe(-1);
    const infantry = moving(board([{ side: 'allies', id: 'r', profile: 'rifleman', at: '5,3' }], [{ kind: 'minefield', at: '5,4' }]));
    expect(play(infantry, { type: 'move', side: 'allies', unit: 'rifleman-1', grid: gridOf(infantry, '5,4') }).events.map((event) => event.key)).toEqual(['rivet-wars.event.moved']);
  });
});

describe('Tank Shock (p.32: X dice on every unit of the grid, survivors placed by the defender)', () => {
  const shock: Placement[] = [
    { side: 'blight', id: 'baron', profile: 'baron-tankken', at: '5,5' },
    { side: 'allies', id: 'r1', profile: 'rifleman', at: '5,4' },
    { side: 'allies', id: 'r2', profile: 'rifleman', at: '5,4' },
  ];

  it('attacks every unit there, then asks the defender where each survivor goes, then the unit enters', () => {
    let state = moving(board(shock, [], 'blight'), 'blight', '5,5');
    // Baron Tankken: Tank Shock 2. First Rifleman (the front cell) rolls 5 4: hit; the second 1 2: it survives.
    const shocked = play(withDice(state, [5, 4, 1, 2]), { type: 'move', side: 'blight', unit: 'baron-tankken-1', grid: gridOf(state, '5,4') });
    expect(shocked.events.map((event) => event.key.replace('rivet-wars.event.', ''))).toEqual(['tankShock', 'hit', 'destroyed', 'missed']);
    state = shocked.state;
    expect(state.pending).toEqual([{ side: 'allies', kind: 'retreat' }]);
    const options = engine.legalActions(state, 'allies');
    expect(options.every((action) => action.type === 'retreat' && action.unit === 'rifleman-2')).toBe(true);
    expect(labels(state, options.map((action) => (action as { grid: number }).grid))).toEqual(['4,3', '4,4', '4,5', '5,3', '6,3', '6,4', '6,5']);
    state = play(state, { type: 'retreat', side: 'allies', unit: 'rifleman-2', grid: gridOf(state, '4,3') }).state;
    expect(state.pending).toEqual([{ side: 'blight', kind: 'movement' }]);
    expect(state.game.figures[unitIndex(state, 'baron-tankken-1')]?.grid).toBe(gridOf(state, '5,4'));
    expect(state.game.figures[unitIndex(state, 'rifleman-2')]?.grid).toBe(gridOf(state, '4,3'));
  });

  it('is refused to a unit without the skill', () => {
    const state = moving(board([{ side: 'blight', id: 'p', profile: 'panzerfaust', at: '5,5' }, ...shock.slice(1)], [], 'blight'), 'blight', '5,5');
    expect(engine.check(state, { type: 'move', side: 'blight', unit: 'panzerfaust-1', grid: gridOf(state, '5,4') })?.key).toBe('rivet-wars.refused.enemyGrid');
  });
});

describe('Dash, Runner and rearranging (p.32, p.18)', () => {
  it('Dash marked [action]: the MT-1 Ostrich moves 1 grid in the combat phase instead of attacking', () => {
    let state = playUntil(board([{ side: 'allies', id: 'o', profile: 'mt1-ostrich', at: '5,3' }, { side: 'blight', id: 'p', profile: 'panzerfaust', at: '5,5' }]), 'allies:combat');
    state = play(state, { type: 'activate', side: 'allies', grid: gridOf(state, '5,3') }).state;
    state = play(state, { type: 'dash', side: 'allies', unit: 'mt1-ostrich-1', grid: gridOf(state, '5,4') }).state;
    expect(engine.legalActions(state, 'allies').filter((action) => action.type === 'attack')).toEqual([]);
  });

  it('Runner (+1): a Rocket Cycle starting on duckboards has 3 movement points', () => {
    // Mission 1's tile 3B lays duckboards on 4,2.
    const on = board([{ side: 'allies', id: 'c', profile: 'rocket-cycle', at: '4,2' }]);
    expect(on.fixed.duckboards[gridOf(on, '4,2')]).toBe(1);
    const off = board([{ side: 'allies', id: 'c', profile: 'rocket-cycle', at: '5,3' }]);
    expect(Math.max(...reachOf(on, unitIndex(on, 'rocket-cycle-1')).map((grid) => grid.cost))).toBe(3);
    expect(Math.max(...reachOf(off, unitIndex(off, 'rocket-cycle-1')).map((grid) => grid.cost))).toBe(2);
  });

  it('rearranges a unit to a free cell of its grid, or swaps it with one of its size, once per phase', () => {
    let state = moving(
      board([
        { side: 'allies', id: 'r1', profile: 'rifleman', at: '5,3', slot: 0 },
        { side: 'allies', id: 'r2', profile: 'rifleman', at: '5,3', slot: 1 },
      ]),
    );
    const arranges = engine.legalActions(state, 'allies').filter((action) => action.type === 'arrange' && action.unit === 'rifleman-1');
    expect(arranges.map((action) => (action as { cells: number }).cells).sort()).toEqual([2, 4, 8]);
    state = play(state, { type: 'arrange', side: 'allies', unit: 'rifleman-1', cells: 2 }).state;
    expect(state.game.figures[unitIndex(state, 'rifleman-1')]?.cells).toBe(2);
    expect(state.game.figures[unitIndex(state, 'rifleman-2')]?.cells).toBe(1);
    expect(engine.check(state, { type: 'arrange', side: 'allies', unit: 'rifleman-1', cells: 4 })?.key).toBe('rivet-wars.refused.alreadyArranged');
  });
});
