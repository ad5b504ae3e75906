/**
 * The combat phase against the rulebook (pp.16-17, 32): the worked examples the French text keeps
 * (the Rifleman's range diagram, Parman's card, the Sturmpanzer's target-priority example, Bolster
 * Defense 3 to 2 dice, Precision turning a 4 into a 5) and the rules around them.
 */
import { describe, expect, it } from 'vitest';
import m01 from '../../../scenarios/rivet-wars-m01.scenario.json';
import data from './ruleset.json';
import { inspectCell } from './inspect';
import { rivetWarsPresenter } from './presenter';
import { translate } from '../../i18n/index';
import { withDice } from './test-support/dice';
import { engine, gridOf, play, playUntil, scene, start, unitIndex, type Placement } from './test-support/game';
import { SKILLS, type RwState } from './types';

/** Mission 1's board with no terrain pieces, and these units. */
function open(placements: readonly Placement[], first = 'allies'): RwState {
  const doc = scene(m01, placements, first);
  doc.board.tokens = [];
  return start(doc);
}

function combat(state: RwState, side = 'allies'): RwState {
  return playUntil(state, `${side}:combat`);
}

/** `state` with the side's grid `label` activated. */
const activated = (state: RwState, label: string, side = 'allies'): RwState => play(state, { type: 'activate', side, grid: gridOf(state, label) }).state;

const keys = (events: readonly { key: string }[]) => events.map((event) => event.key.replace('rivet-wars.event.', ''));

describe("the Rifleman's range diagram (p.17: targets in range of a Rifleman, ground range 2)", () => {
  it('reaches the 20 grids within two, counting one diagonal at most', () => {
    const state = open([{ side: 'allies', id: 'r', profile: 'rifleman', at: '5,3' }]);
    const report = inspectCell(state, gridOf(state, '5,3'), 'rifleman-1');
    expect(report.visible).toHaveLength(20);
    expect(report.visible).toEqual(expect.arrayContaining(['5,1', '7,3', '6,5', '4,4', '3,3']));
    // Two diagonals away is three grids.
    expect(report.visible).not.toContain('7,5');
    expect(report.visible).not.toContain('3,1');
  });

  it('lets the Rifleman attack an enemy two grids away with one diagonal, not one beyond', () => {
    let state = open([
      { side: 'allies', id: 'r', profile: 'rifleman', at: '5,3' },
      { side: 'blight', id: 'p1', profile: 'panzerfaust', at: '6,5' },
      { side: 'blight', id: 'p2', profile: 'panzerfaust', at: '7,5' },
    ]);
    state = play(combat(state), { type: 'activate', side: 'allies', grid: gridOf(state, '5,3') }).state;
    expect(engine.check(state, { type: 'attack', side: 'allies', unit: 'rifleman-1', weapon: 0, grid: gridOf(state, '6,5') })).toBeNull();
    expect(engine.check(state, { type: 'attack', side: 'allies', unit: 'rifleman-1', weapon: 0, grid: gridOf(state, '7,5') })?.key).toBe('rivet-wars.refused.outOfRange');
  });
});

describe('grid by grid (p.16): the activations offered are those that give a unit something to do', () => {
  const units: Placement[] = [
    { side: 'allies', id: 'r', profile: 'rifleman', at: '5,3' },
    { side: 'allies', id: 'far', profile: 'rifleman', at: '1,1' },
    { side: 'blight', id: 'p1', profile: 'panzerfaust', at: '6,5' },
  ];
  const activations = (state: RwState) => engine.legalActions(state, 'allies').flatMap((action) => (action.type === 'activate' ? [state.fixed.labels[(action as { grid: number }).grid]] : []));

  it('in the combat phase, only a grid with an enemy in range: the far Rifleman’s grid would only spend its turn, though the rules let it be activated', () => {
    const state = combat(open(units));
    expect(activations(state)).toEqual(['5,3']);
    expect(engine.check(state, { type: 'activate', side: 'allies', grid: gridOf(state, '1,1') })).toBeNull();
    // With nothing left to attack once the Rifleman is done, ending the phase is all that is left.
    let after = play(state, { type: 'activate', side: 'allies', grid: gridOf(state, '5,3') }).state;
    after = play(after, { type: 'attack', side: 'allies', unit: 'rifleman-1', weapon: 0, grid: gridOf(after, '6,5') }).state;
    after = play(after, { type: 'roll', side: 'allies' }).state;
    expect(engine.legalActions(after, 'allies')).toEqual([{ type: 'endPhase', side: 'allies' }]);
  });

  it('skips a combat phase in which no unit has an enemy in range, and offers both grids in the movement phase, where both Riflemen can move', () => {
    const apart = open([units[1] as Placement, { side: 'blight', id: 'p1', profile: 'panzerfaust', at: '6,5' }, { side: 'allies', id: 'r', profile: 'rifleman', at: '5,1' }]);
    const moving = playUntil(apart, 'allies:movement');
    const phases = new Set<string>();
    let state = apart;
    for (let i = 0; i < 60 && state.phase !== 'allies:movement'; i++) {
      phases.add(state.phase);
      const side = state.pending[0]?.side as string;
      state = play(state, engine.legalActions(state, side)[0] as never).state;
    }
    expect(phases.has('allies:combat')).toBe(false);
    expect(activations(moving).sort()).toEqual(['1,1', '5,1']);
  });
});

describe("Parman's card (p.7: Captain W. Parman, range 1 / 0, one attack 3 2 1 0 0, Buff: Rapid Assault)", () => {
  it('is in the data as the card prints it, with the five dice columns', () => {
    const parman = data.unitProfiles['captain-parman'];
    expect(parman.weapons[0]).toMatchObject({ range: 1, airRange: 0, attacks: 1, dice: { soft: 3, light: 2, medium: 1, heavy: 0, air: 0 } });
    expect(parman.abilities).toEqual([{ id: 'rapid-assault', value: 1, buff: true }]);
  });

  it('shares Rapid Assault with the units of its grid: a Rifleman beside it may move before attacking, one elsewhere may not', () => {
    let state = open([
      { side: 'allies', id: 'cpt', profile: 'captain-parman', at: '5,3' },
      { side: 'allies', id: 'r1', profile: 'rifleman', at: '5,3' },
      { side: 'allies', id: 'r2', profile: 'rifleman', at: '2,3' },
      { side: 'blight', id: 'p', profile: 'panzerfaust', at: '5,6' },
    ]);
    state = combat(state);
    const beside = play(state, { type: 'activate', side: 'allies', grid: gridOf(state, '5,3') }).state;
    expect(engine.check(beside, { type: 'assault', side: 'allies', unit: 'rifleman-1', grid: gridOf(state, '5,4') })).toBeNull();
    const moved = play(beside, { type: 'assault', side: 'allies', unit: 'rifleman-1', grid: gridOf(state, '5,4') }).state;
    // It attacks after its move, and stays put in the movement phase.
    expect(engine.check(moved, { type: 'attack', side: 'allies', unit: 'rifleman-1', weapon: 0, grid: gridOf(state, '5,6') })).toBeNull();
    expect(moved.game.figures[unitIndex(moved, 'rifleman-1')]?.assaultAt).toBe(moved.game.stamp);
    const alone = play(state, { type: 'activate', side: 'allies', grid: gridOf(state, '2,3') }).state;
    expect(engine.check(alone, { type: 'assault', side: 'allies', unit: 'rifleman-2', grid: gridOf(state, '2,4') })?.key).toBe('rivet-wars.refused.noRapidAssault');
  });

  it('leaves its Buff with the units activated beside it when it steps out first (p.12: the Buff lasts until the end of their activation)', () => {
    let state = open([
      { side: 'allies', id: 'cpt', profile: 'captain-parman', at: '5,3' },
      { side: 'allies', id: 'r1', profile: 'rifleman', at: '5,3' },
      { side: 'blight', id: 'p', profile: 'panzerfaust', at: '5,6' },
    ]);
    state = activated(combat(state), '5,3');
    // Parman steps out of the grid before the Rifleman has acted.
    state = play(state, { type: 'assault', side: 'allies', unit: 'captain-parman-1', grid: gridOf(state, '4,4') }).state;
    expect(state.game.figures[unitIndex(state, 'captain-parman-1')]?.grid).toBe(gridOf(state, '4,4'));
    expect(engine.check(state, { type: 'assault', side: 'allies', unit: 'rifleman-1', grid: gridOf(state, '5,4') })).toBeNull();
    expect(engine.legalActions(state, 'allies')).toContainEqual({ type: 'assault', side: 'allies', unit: 'rifleman-1', grid: gridOf(state, '5,4') });
    // Once the activation is over, the Buff is gone with it: the next grid's units do not have it.
    const next = play(state, { type: 'endPhase', side: 'allies' }).state;
    expect(next.game.activatedWith).toEqual([]);
  });

  it('takes its Buff with it when it falls during the activation, and ends the activation when it was the last unit in it', () => {
    let state = open([
      { side: 'allies', id: 'cpt', profile: 'captain-parman', at: '5,3' },
      { side: 'allies', id: 'r1', profile: 'rifleman', at: '5,3' },
      { side: 'blight', id: 'p', profile: 'panzerfaust', at: '5,6' },
    ]);
    // A Blight cloud on 4,4 and dice that hit; Parman has taken two damage of his three.
    const cloud = { grid: gridOf(state, '4,4'), side: 1, unit: -1, dice: [4, 4, 1, 0, 0], round: 1 };
    const hurt = (before: RwState): RwState => {
      const figures = before.game.figures.map((figure, index) => (index === unitIndex(before, 'captain-parman-1') ? { ...figure, damage: 2 } : figure));
      return withDice({ ...before, game: { ...before.game, figures, gas: [cloud] } }, [6, 6, 6, 6]);
    };
    state = hurt(activated(combat(state), '5,3'));
    state = play(state, { type: 'assault', side: 'allies', unit: 'captain-parman-1', grid: gridOf(state, '4,4') }).state;
    expect(state.game.figures[unitIndex(state, 'captain-parman-1')]?.grid).toBe(-1);
    expect(engine.check(state, { type: 'assault', side: 'allies', unit: 'rifleman-1', grid: gridOf(state, '5,4') })?.key).toBe('rivet-wars.refused.noRapidAssault');
    expect(state.game.activeGrid).toBe(gridOf(state, '5,3'));
    // Alone in its grid, its fall ends the activation, as a unit done acting does.
    let alone = open([
      { side: 'allies', id: 'cpt', profile: 'captain-parman', at: '5,3' },
      { side: 'blight', id: 'p', profile: 'panzerfaust', at: '5,6' },
    ]);
    alone = hurt(activated(combat(alone), '5,3'));
    alone = play(alone, { type: 'assault', side: 'allies', unit: 'captain-parman-1', grid: gridOf(alone, '4,4') }).state;
    expect([alone.game.active, alone.game.activeGrid, alone.game.activatedWith]).toEqual([[], -1, []]);
  });

  it('keeps a Buff with a unit activated beside it that steps out: a house card immune to gas shares it into a cloud', () => {
    let state = open([
      { side: 'allies', id: 'cpt', profile: 'captain-parman', at: '5,3' },
      { side: 'allies', id: 'r1', profile: 'rifleman', at: '5,3' },
      { side: 'blight', id: 'p', profile: 'panzerfaust', at: '5,6' },
    ]);
    const immune = SKILLS.indexOf('immune-to-gas');
    const parman = state.fixed.figures[unitIndex(state, 'captain-parman-1')]?.profile as number;
    const profiles = state.fixed.profiles.map((profile, index) => (index === parman ? { ...profile, buffs: profile.buffs.map((value, skill) => (skill === immune ? 1 : value)) } : profile));
    const fixed = { ...state.fixed, profiles, buffed: state.fixed.buffed.map((buffed, skill) => buffed || skill === immune) };
    const cloud = { grid: gridOf(state, '5,4'), side: 1, unit: -1, dice: [4, 4, 1, 0, 0], round: 1 };
    state = activated(combat({ ...state, fixed, game: { ...state.game, gas: [cloud] } }), '5,3');
    const stepped = play(state, { type: 'assault', side: 'allies', unit: 'rifleman-1', grid: gridOf(state, '5,4') });
    expect(keys(stepped.events)).toContain('gasImmune');
    expect(keys(stepped.events)).not.toContain('hit');
  });

  it('attacks only the grids next to it (land range 1)', () => {
    let state = open([
      { side: 'allies', id: 'cpt', profile: 'captain-parman', at: '5,3' },
      { side: 'blight', id: 'p1', profile: 'panzerfaust', at: '6,4' },
      { side: 'blight', id: 'p2', profile: 'panzerfaust', at: '5,5' },
    ]);
    state = play(combat(state), { type: 'activate', side: 'allies', grid: gridOf(state, '5,3') }).state;
    const attacks = engine.legalActions(state, 'allies').filter((action) => action.type === 'attack');
    expect(attacks.map((action) => state.fixed.labels[(action as { grid: number }).grid])).toEqual(['6,4']);
  });
});

describe('target priority (p.16: the Sturmpanzer attacks the Allied grid; the Rifleman is hit first, then the Rocket Cycle)', () => {
  // The Allies sit at the top edge and face south: their first cell (front-left, assumed) is the grid's bottom-right.
  const allied: Placement[] = [
    { side: 'allies', id: 'cycle', profile: 'rocket-cycle', at: '5,3', slot: 0 },
    { side: 'allies', id: 'rifle', profile: 'rifleman', at: '5,3', slot: 3 },
    { side: 'blight', id: 'tank', profile: 'sturmpanzer', at: '5,5' },
  ];

  it('takes the unit in the first cell of the defender’s diagram, then the next once it is gone', () => {
    let state = combat(open(allied, 'blight'), 'blight');
    state = play(state, { type: 'activate', side: 'blight', grid: gridOf(state, '5,5') }).state;
    const attack = { type: 'attack', side: 'blight', unit: 'sturmpanzer-1', weapon: 0, grid: gridOf(state, '5,3') } as const;
    expect(engine.ruleset.legalActions(state, 'blight')).toContainEqual(attack);
    state = play(state, attack).state;
    // 2 dice against the Rifleman's soft armour, a 5 hits: one damage, and it is gone.
    const rolled = play(withDice(state, [5, 1]), { type: 'roll', side: 'blight' });
    expect(keys(rolled.events)).toEqual(['hit', 'destroyed']);
    expect(rolled.events[0]?.params).toMatchObject({ unit: 'rifleman-1', dice: '5 1', count: 2 });
    // The next attack on that grid takes the Rocket Cycle.
    const { fixed } = rolled.state;
    const cycle = rolled.state.game.figures[unitIndex(rolled.state, 'rocket-cycle-1')];
    expect(cycle?.grid).toBe(gridOf(rolled.state, '5,3'));
    expect(fixed.sides[0]?.priority).toEqual([3, 2, 1, 0]);
  });

  it('names the unit an attack will hit first when it is offered, and the dice it will roll against it', () => {
    let state = combat(open(allied, 'blight'), 'blight');
    state = play(state, { type: 'activate', side: 'blight', grid: gridOf(state, '5,5') }).state;
    const text = engine.ruleset.legalActions(state, 'blight').find((action) => action.type === 'attack');
    expect(text).toBeDefined();
    expect(rivetWarsPresenter.describeAction(state, text as never, 'en')).toMatch(/^Sturmpanzer: Cannon on 5,3 \(Rifleman 1 first, [1-9]\d* dice?\)$/);
    expect(rivetWarsPresenter.describeAction(state, text as never, 'fr')).toMatch(/^Sturmpanzer\u00a0: Canon sur 5,3 \(Rifleman 1 d’abord, [1-9]\d* dés?\)$/);
  });
});

describe('dice (p.16-17, p.32)', () => {
  const base: Placement[] = [
    { side: 'allies', id: 'cpt', profile: 'captain-parman', at: '5,3' },
    { side: 'blight', id: 'p', profile: 'panzerfaust', at: '5,4' },
  ];

  it('one damage per hit whatever the number of 5s and 6s', () => {
    let state = combat(open(base));
    state = play(state, { type: 'activate', side: 'allies', grid: gridOf(state, '5,3') }).state;
    state = play(state, { type: 'attack', side: 'allies', unit: 'captain-parman-1', weapon: 0, grid: gridOf(state, '5,4') }).state;
    const rolled = play(withDice(state, [6, 6, 5]), { type: 'roll', side: 'allies' });
    expect(rolled.events.filter((event) => event.key === 'rivet-wars.event.hit')).toHaveLength(1);
    expect(rolled.events[0]?.params).toMatchObject({ dice: '6 6 5', count: 3 });
  });

  it('Bolster Defense (-1): a 3-dice attack rolls 2 dice (a bunker bolsters infantry inside the same way)', () => {
    const doc = scene(m01, [...base.slice(0, 1), { side: 'blight', id: 'p', profile: 'panzerfaust', at: '6,4' }]);
    // A bunker next to Parman, with the Panzerfaust in it.
    doc.board.tokens = [{ id: 'b', kind: 'bunker', at: { col: 5, row: 3 } }];
    let state = combat(start(doc));
    state = play(state, { type: 'activate', side: 'allies', grid: gridOf(state, '5,3') }).state;
    state = play(state, { type: 'attack', side: 'allies', unit: 'captain-parman-1', weapon: 0, grid: gridOf(state, '6,4') }).state;
    const rolled = play(withDice(state, [4, 4]), { type: 'roll', side: 'allies' });
    expect(rolled.events[0]).toMatchObject({ key: 'rivet-wars.event.missed', params: { count: 2, dice: '4 4' } });
  });

  it('Precision (+1): a 4 becomes a 5 and hits (General Patston plugged into an M2 Wolverine)', () => {
    let state = open([
      { side: 'allies', id: 'w', profile: 'm2-wolverine', at: '5,1', plugs: ['general-patston'] },
      { side: 'blight', id: 'p', profile: 'panzerfaust', at: '5,4' },
    ]);
    state = play(combat(state), { type: 'activate', side: 'allies', grid: gridOf(state, '5,1') }).state;
    state = play(state, { type: 'attack', side: 'allies', unit: 'm2-wolverine-1', weapon: 0, grid: gridOf(state, '5,4') }).state;
    const rolled = play(withDice(state, [4, 1]), { type: 'roll', side: 'allies' });
    expect(rolled.events[0]).toMatchObject({ key: 'rivet-wars.event.hit', params: { dice: '4 1', precision: 1 } });
    // Without the plug, the same dice miss.
    let bare = open([
      { side: 'allies', id: 'w', profile: 'm2-wolverine', at: '5,1' },
      { side: 'blight', id: 'p', profile: 'panzerfaust', at: '5,4' },
    ]);
    bare = play(combat(bare), { type: 'activate', side: 'allies', grid: gridOf(bare, '5,1') }).state;
    bare = play(bare, { type: 'attack', side: 'allies', unit: 'm2-wolverine-1', weapon: 0, grid: gridOf(bare, '5,4') }).state;
    expect(play(withDice(bare, [4, 1]), { type: 'roll', side: 'allies' }).events[0]).toMatchObject({ key: 'rivet-wars.event.missed', params: { precision: 0 } });
  });

  it('an attack line with 0 dice against an armour class cannot hurt it', () => {
    let state = open([
      { side: 'allies', id: 'r', profile: 'rifleman', at: '5,3' },
      { side: 'blight', id: 't', profile: 'sturmpanzer', at: '5,4' },
    ]);
    state = combat(state);
    state = play(state, { type: 'activate', side: 'allies', grid: gridOf(state, '5,3') }).state;
    const attack = engine.ruleset.legalActions(state, 'allies').find((action) => action.type === 'attack');
    // Offered all the same (a player may waste an attack), but it says it rolls no die and can do nothing.
    expect(rivetWarsPresenter.describeAction(state, attack as never, 'fr')).toBe('Rifleman 1\u00a0: Fusil sur 5,4 (Sturmpanzer d’abord\u00a0: aucun dé contre lui, l’attaque ne peut rien)');
    state = play(state, { type: 'attack', side: 'allies', unit: 'rifleman-1', weapon: 0, grid: gridOf(state, '5,4') }).state;
    const rolled = play(withDice(state, [6]), { type: 'roll', side: 'allies' });
    expect(rolled.events[0]).toMatchObject({ key: 'rivet-wars.event.noDice', params: { count: 0 } });
    expect(translate('fr', rolled.events[0]!.key, { ...rolled.events[0]!.params, what: 'Fusil', unit: 'Sturmpanzer' })).toBe('Fusil contre Sturmpanzer\u00a0: aucun dé à lancer — raté.');
  });
});

describe('gas (p.32, GAZ: "un nuage de gaz est créé. Placez un jeton Gaz sur la case ciblée")', () => {
  const units: Placement[] = [
    { side: 'blight', id: 'dragon', profile: 'monowheel-dragon', at: '5,3' },
    { side: 'allies', id: 'r', profile: 'rifleman', at: '1,1' },
  ];

  it('offers a gas attack on an empty grid in range, with no enemy near, and lays its cloud there', () => {
    let state = combat(open(units, 'blight'), 'blight');
    const grid = gridOf(state, '5,4');
    expect(engine.legalActions(state, 'blight')).toContainEqual({ type: 'activate', side: 'blight', grid: gridOf(state, '5,3') });
    state = activated(state, '5,3', 'blight');
    const gas = engine.legalActions(state, 'blight').filter((action) => action.type === 'attack');
    // The eight empty grids around it (range 1), and no other.
    expect(gas.map((action) => state.fixed.labels[(action as { grid: number }).grid]).sort()).toEqual(['4,2', '4,3', '4,4', '5,2', '5,4', '6,2', '6,3', '6,4']);
    state = play(state, { type: 'attack', side: 'blight', unit: 'monowheel-dragon-1', weapon: 0, grid }).state;
    state = play(state, { type: 'roll', side: 'blight' }).state;
    expect(state.game.gas.map((cloud) => cloud.grid)).toEqual([grid]);
  });

  it('offers no attack on an empty grid to a weapon without gas', () => {
    const state = activated(combat(open([{ side: 'allies', id: 'r', profile: 'rifleman', at: '5,3' }, { side: 'blight', id: 'p', profile: 'panzerfaust', at: '5,5' }])), '5,3');
    const attacks = engine.legalActions(state, 'allies').filter((action) => action.type === 'attack');
    expect(attacks.map((action) => state.fixed.labels[(action as { grid: number }).grid])).toEqual(['5,5']);
    expect(engine.check(state, { type: 'attack', side: 'allies', unit: 'rifleman-1', weapon: 0, grid: gridOf(state, '5,4') })?.key).toBe('rivet-wars.refused.noTarget');
  });
});
