/**
 * The rules the seed states (R1 - R67, numbered as in the reading notes), each checked on the
 * sample galaxy (its base at Yavin, its units placed, the named starting leaders) or on the
 * standard setup. The seed has no worked examples: each test builds the situation its rule is about.
 */
import { describe, expect, it } from 'vitest';
import galaxy from '../../../scenarios/rebellion-galaxy.scenario.json';
import standard from '../../../scenarios/rebellion-standard.scenario.json';
import { seedRng } from '../core/prng';
import { playBotGame } from '../../sim/play';
import type { GameEvent } from '../core/types';
import { hasGround } from './common';
import { Draft } from './draft';
import { applyEffect } from './effects';
import { rebellionPresenter } from './presenter';
import { anyEngine, edit, engine, ids, loadInput, play, playAll, put, toCommand } from './test-support/game';
import { EMPIRE, HIDDEN, NOT_RECRUITED, ON_MISSION, REBELLION, RESERVE, type RebAction, type RebState } from './types';

const galaxyInput = loadInput(galaxy);
const standardInput = loadInput(standard);
const start = (seed = 1) => engine.setup(galaxyInput, seed);
const E = 'empire';
const R = 'rebellion';

function refusedKey(state: RebState, action: RebAction): string | undefined {
  return engine.check(state, action)?.key;
}

/** The command phase of round 1, the rebel to give an order, with `change` applied. */
function command(change?: (state: RebState) => RebState): RebState {
  const state = toCommand(start());
  return change ? change(state) : state;
}

describe('setup (R1 - R12)', () => {
  it('R3: a scenario’s own starting spaces of the time and reputation markers come before the ruleset’s', () => {
    const own = JSON.parse(JSON.stringify(standard)) as typeof standard & { setup?: Record<string, unknown> };
    own.setup = { ...own.setup, tracks: { time: 3, reputation: 10 } };
    const state = engine.setup(loadInput(own), 1);
    expect([state.game.time, state.game.reputation]).toEqual([3, 10]);
  });

  it('R2, R3: four starting leaders in each reserve, time on 1, reputation on 14', () => {
    const state = start();
    for (const camp of [EMPIRE, REBELLION]) expect(state.fixed.leaders.filter((leader, i) => leader.camp === camp && state.game.leaderAt[i] === RESERVE)).toHaveLength(4);
    expect([state.game.time, state.game.reputation]).toEqual([1, 14]);
    // The leaders recruit cards bring wait outside the game.
    expect(state.game.leaderAt.filter((at) => at === NOT_RECRUITED).length).toBeGreaterThan(0);
  });

  it('R4: the objective pile has part I on top, then II, then III', () => {
    const state = start();
    const parts = state.game.objectivePile.map((card) => state.fixed.cards[card]?.part);
    expect(parts).toEqual([...parts].sort((a, b) => (b as number) - (a as number)));
    expect(state.game.objectives.map((card) => state.fixed.cards[card]?.part)).toEqual([1]);
  });

  it('R5, R10, R11: the 4 starting missions, 2 drawn missions, 2 starting action cards; the rebel draws 1 objective', () => {
    const state = start();
    for (const camp of [EMPIRE, REBELLION] as const) {
      const missions = state.game.missions[camp].map((card) => state.fixed.cards[card]);
      expect(missions.filter((card) => card?.starting)).toHaveLength(4);
      expect(missions.filter((card) => !card?.starting)).toHaveLength(2);
      const actions = state.game.actions[camp].map((card) => state.fixed.cards[card]);
      expect(actions).toHaveLength(2);
      // Starting action cards: no recruit icon (no leader).
      expect(actions.every((card) => card?.leader === '')).toBe(true);
    }
    expect(state.fixed.cards[state.game.missions[REBELLION][0] as number]?.id).toBe('rapid-mobilization');
    expect(state.game.objectives).toHaveLength(1);
  });

  it('R7: probe cards reveal 5 imperial systems (2 subjugated, 3 loyal) and 3 rebel ones', () => {
    for (let seed = 0; seed < 10; seed++) {
      const state = engine.setup(standardInput, seed);
      const { loyalty, subjugated } = state.game;
      expect(subjugated.filter((marker) => marker === 1)).toHaveLength(2);
      expect(loyalty.filter((camp) => camp === EMPIRE)).toHaveLength(3);
      expect(loyalty.filter((camp) => camp === REBELLION)).toHaveLength(3);
      state.fixed.systems.forEach((system, i) => {
        if (loyalty[i] === EMPIRE || subjugated[i] === 1) expect(system.allegiance).toBe(EMPIRE);
        if (loyalty[i] === REBELLION) expect(system.allegiance).toBe(REBELLION);
      });
    }
  });

  it('R8: the Empire places its units on its systems, keeping a ground unit for each', () => {
    const state = engine.setup(standardInput, 3);
    expect(state.phase).toBe('placement');
    expect(state.pending).toEqual([{ side: E, kind: 'place' }]);
    const at = ids(state);
    const imperial = state.fixed.systems.map((_s, i) => i).filter((i) => state.game.loyalty[i] === EMPIRE || state.game.subjugated[i] === 1);
    const other = state.fixed.systems.findIndex((_s, i) => !imperial.includes(i));
    expect(refusedKey(state, { type: 'place', side: E, profile: at.profile('tie-fighter'), system: other, count: 1 })).toBe('rebellion.refused.placeImperial');
    // 18 ground units for 5 systems: a 14th stormtrooper on one system would leave too few.
    let current = play(state, { type: 'place', side: E, profile: at.profile('stormtrooper'), system: imperial[0] as number, count: 12 }).state;
    current = play(current, { type: 'place', side: E, profile: at.profile('at-st'), system: imperial[0] as number, count: 2 }).state;
    expect(refusedKey(current, { type: 'place', side: E, profile: at.profile('at-st'), system: imperial[0] as number, count: 1 })).toBe('rebellion.refused.groundPerSystem');
    expect(refusedKey(current, { type: 'place', side: E, profile: at.profile('at-st'), system: imperial[1] as number, count: 1 })).toBeUndefined();
  });

  it('R9, R12: the rebel places on rebel or neutral systems free of imperial units; the base is then drawn where the Empire has none', () => {
    for (let seed = 0; seed < 8; seed++) {
      let state = engine.setup(standardInput, seed);
      while (state.phase === 'placement') {
        const side = state.pending[0]?.side as string;
        const legal = engine.legalActions(state, side) as RebAction[];
        if (side === R) for (const action of legal) if (action.type === 'place') expect(state.game.loyalty[action.system]).not.toBe(EMPIRE);
        state = play(state, legal[0] as RebAction).state;
      }
      expect(state.game.base).toBeGreaterThanOrEqual(0);
      expect(hasGround(state.fixed, state.game.units, state.game.base, EMPIRE)).toBe(false);
      // The Empire can only rule out the systems its units stand in.
      state.fixed.systems.forEach((_system, i) => expect(state.game.candidates[i]).toBe(state.fixed.campProfiles[EMPIRE].some((p) => (state.game.units[i * state.fixed.profiles.length + p] as number) > 0) ? 0 : 1));
      expect(state.game.probePile).not.toContain(state.game.base);
    }
  });
});

describe('victory (R13, R14)', () => {
  it('R13: an imperial unit in the revealed base system with no rebel unit left: the Empire wins', () => {
    const state = command((s) => edit(put(put(s, 'yavin', 'star-destroyer', 1), '@base', 'x-wing', 0), (game) => (game.baseRevealed = true)));
    const cleared = edit(state, (game) => game.units.forEach((_count, i) => (Math.floor(i / state.fixed.profiles.length) === state.fixed.baseSpace ? (game.units[i] = 0) : undefined)));
    expect(engine.ruleset.winner(cleared)).toMatchObject({ winner: E, key: 'rebellion.outcome.baseConquered' });
    // Hidden, the base is not conquered by ships in orbit.
    expect(engine.ruleset.winner(edit(cleared, (game) => (game.baseRevealed = false)))).toBeNull();
  });

  it('R14: reputation meeting time makes the Rebellion win', () => {
    const state = command((s) => edit(s, (game) => ((game.time = 7), (game.reputation = 7))));
    expect(engine.ruleset.winner(state)).toMatchObject({ winner: R, key: 'rebellion.outcome.reputationMeetsTime' });
  });
});

describe('assignment (R15 - R19)', () => {
  it('R16 - R18: both sides assign face down at once, up to 2 leaders a mission; the other side sees neither card nor leaders until both are done', () => {
    const state = start();
    expect(state.phase).toBe('assignment');
    expect(state.pending).toEqual([
      { side: R, kind: 'assign', secret: true },
      { side: E, kind: 'assign', secret: true },
    ]);
    const at = ids(state);
    const card = state.game.missions[REBELLION].find((c) => state.fixed.cards[c]?.id === 'diplomatic-mission') as number;
    const three = ['leia', 'dodonna', 'rieekan'].map(at.leader);
    expect(refusedKey(state, { type: 'assign', side: R, card, leaders: three })).toBe('rebellion.refused.leadersPerMission');
    const assigned = play(state, { type: 'assign', side: R, card, leaders: [at.leader('leia'), at.leader('mon-mothma')] }).state;
    expect(engine.view(assigned, E).sealed[R]).toEqual({ hidden: true });
    const done = playAll(assigned, [{ type: 'endAssign', side: R }, { type: 'endAssign', side: E }]).state;
    expect(done.phase).toBe('command');
    expect(done.game.leaderAt[at.leader('leia')]).toBe(ON_MISSION);
    expect(engine.view(done, E).game.assigned[REBELLION]).toEqual([{ card: HIDDEN, leaders: [at.leader('leia'), at.leader('mon-mothma')] }]);
    expect(done.game.missions[REBELLION]).not.toContain(card);
  });
});

describe('assignment in the seed’s order (a house rule)', () => {
  it('R16: with `assignment: rebel-first`, the rebel assigns, then the Empire, seeing the rebel leaders committed but not their missions', () => {
    const doc = JSON.parse(JSON.stringify(galaxy)) as { ruleset: Record<string, unknown> };
    doc.ruleset = { ...doc.ruleset, overrides: { constants: { assignment: 'rebel-first' } } };
    const state = engine.setup(loadInput(doc), 1);
    expect(state.pending).toEqual([{ side: R, kind: 'assign' }]);
    const at = ids(state);
    const card = state.game.missions[REBELLION].find((c) => state.fixed.cards[c]?.id === 'sabotage') as number;
    const done = playAll(state, [
      { type: 'assign', side: R, card, leaders: [at.leader('rieekan')] },
      { type: 'endAssign', side: R },
    ]).state;
    expect(done.pending).toEqual([{ side: E, kind: 'assign' }]);
    const seen = engine.view(done, E);
    expect(seen.game.assigned[REBELLION]).toEqual([{ card: HIDDEN, leaders: [at.leader('rieekan')] }]);
    expect(play(done, { type: 'endAssign', side: E }).state.phase).toBe('command');
  });
});

describe('command: activating a system (R20 - R29)', () => {
  it('R20: the rebel gives the first order, then the sides alternate; two passes in a row end the phase', () => {
    const state = command();
    expect(state.pending).toEqual([{ side: R, kind: 'order' }]);
    const after = play(state, { type: 'pass', side: R }).state;
    expect(after.pending).toEqual([{ side: E, kind: 'order' }]);
    expect(play(after, { type: 'pass', side: E }).state.phase).not.toBe('command');
  });

  // The seed: « le joueur rebelle puis le joueur impérial à tour de rôle réalise leurs ordres. Au choix :
  // ACTIVER UN SYSTÈME … RÉVÉLER UNE MISSION ». Turns alternate, a side that passed gets its turn again,
  // and the phase ends only when both sides pass in succession (Q10).
  it('Q10: the command phase ends when both sides pass in succession; an order between two passes of one side goes on with the phase', () => {
    let state = start();
    const at = ids(state);
    const mission = (id: string) => state.game.missions[EMPIRE].find((card) => state.fixed.cards[card]?.id === id) as number;
    const probes = mission('probe-droids');
    state = toCommand(
      playAll(state, [
        { type: 'assign', side: E, card: mission('propaganda'), leaders: [at.leader('palpatine')] },
        { type: 'assign', side: E, card: probes, leaders: [at.leader('tarkin')] },
      ]).state,
    );
    // The Rebellion passes; the Empire reveals Probe droids with Tarkin, unopposed; the Rebellion passes again.
    const { state: after, events } = playAll(state, [
      { type: 'pass', side: R },
      { type: 'reveal', side: E, card: probes, target: at.system('kuat') },
      { type: 'noOpposition', side: R },
      { type: 'pass', side: R },
    ]);
    expect(events.map((event) => event.key)).not.toContain('rebellion.event.time');
    expect([after.phase, after.game.time]).toEqual(['command', 1]);
    // The Empire gives its order: Vader and Tagge are still in its reserve, Palpatine's mission still face down.
    expect(after.pending).toEqual([{ side: E, kind: 'order' }]);
    const orders = engine.legalActions(after, E) as RebAction[];
    expect(orders.some((order) => order.type === 'activate' && order.leader === at.leader('vader'))).toBe(true);
    expect(orders.some((order) => order.type === 'activate' && order.leader === at.leader('tagge'))).toBe(true);
    expect(after.game.assigned[EMPIRE].map((assignment) => assignment.leaders)).toEqual([[at.leader('palpatine')]]);
    // The Empire passes too: two passes in a row end the phase.
    const ended = play(after, { type: 'pass', side: E });
    expect(ended.state.phase).not.toBe('command');
    expect(ended.events.map((event) => event.key)).toContain('rebellion.event.time');
  });

  it('Q10: activating a system and playing an action card break a run of passes too', () => {
    const state = play(command(), { type: 'pass', side: R }).state;
    const at = ids(state);
    const card = state.game.actions[EMPIRE][0] as number;
    const orders: RebAction[][] = [
      [{ type: 'play', side: E, card, target: -1 }],
      [
        { type: 'activate', side: E, leader: at.leader('vader'), system: at.system('kuat') },
        { type: 'endMove', side: E },
      ],
    ];
    for (const order of orders) {
      const after = playAll(state, [...order, { type: 'pass', side: R }]).state;
      expect(after.phase).toBe('command');
      expect(after.pending).toEqual([{ side: E, kind: 'order' }]);
      expect(play(after, { type: 'pass', side: E }).state.phase).not.toBe('command');
    }
  });

  it('R21: a leader without tactics values cannot activate', () => {
    const state = play(command(), { type: 'pass', side: R }).state;
    const at = ids(state);
    expect(refusedKey(state, { type: 'activate', side: E, leader: at.leader('palpatine'), system: at.system('kuat') })).toBe('rebellion.refused.noTactics');
    expect(refusedKey(state, { type: 'activate', side: E, leader: at.leader('vader'), system: at.system('kuat') })).toBeUndefined();
  });

  it('R23: ground units and TIE fighters move only within the room of ships from the same system', () => {
    let state = play(command(), { type: 'pass', side: R }).state;
    const at = ids(state);
    state = play(state, { type: 'activate', side: E, leader: at.leader('vader'), system: at.system('mandalore') }).state;
    const kuat = at.system('kuat');
    expect(refusedKey(state, { type: 'move', side: E, from: kuat, profile: at.profile('stormtrooper'), count: 1 })).toBe('rebellion.refused.noTransport');
    // An assault carrier holds 5.
    state = play(state, { type: 'move', side: E, from: kuat, profile: at.profile('assault-carrier'), count: 1 }).state;
    state = play(state, { type: 'move', side: E, from: kuat, profile: at.profile('tie-fighter'), count: 4 }).state;
    expect(refusedKey(state, { type: 'move', side: E, from: kuat, profile: at.profile('stormtrooper'), count: 2 })).toBe('rebellion.refused.noTransport');
    expect(refusedKey(state, { type: 'move', side: E, from: kuat, profile: at.profile('stormtrooper'), count: 1 })).toBeUndefined();
  });

  it('R24: units cannot leave a system where a leader of their side stands', () => {
    let state = play(command(), { type: 'pass', side: R }).state;
    const at = ids(state);
    state = edit(state, (game) => (game.leaderAt[at.leader('tarkin')] = at.system('kuat')));
    state = play(state, { type: 'activate', side: E, leader: at.leader('vader'), system: at.system('mandalore') }).state;
    expect(refusedKey(state, { type: 'move', side: E, from: at.system('kuat'), profile: at.profile('star-destroyer'), count: 1 })).toBe('rebellion.refused.notAdjacent');
  });

  it('R25: an immobile unit never moves', () => {
    let state = play(command((s) => put(s, 'kuat', 'death-star-under-construction', 1)), { type: 'pass', side: R }).state;
    const at = ids(state);
    state = play(state, { type: 'activate', side: E, leader: at.leader('vader'), system: at.system('mandalore') }).state;
    expect(refusedKey(state, { type: 'move', side: E, from: at.system('kuat'), profile: at.profile('death-star-under-construction'), count: 1 })).toBe('rebellion.refused.immobile');
  });

  it('R26: imperial ground troops landing on the base reveal it; elsewhere the Rebellion declares it is not there', () => {
    const moveIn = (state: RebState, system: string) => {
      const at = ids(state);
      let s = play(state, { type: 'pass', side: R }).state;
      s = play(s, { type: 'activate', side: E, leader: at.leader('vader'), system: at.system(system) }).state;
      s = play(s, { type: 'move', side: E, from: at.system('dathomir'), profile: at.profile('assault-carrier'), count: 1 }).state;
      return play(s, { type: 'move', side: E, from: at.system('dathomir'), profile: at.profile('stormtrooper'), count: 2 }).state;
    };
    const ready = command((s) => put(put(s, 'dathomir', 'assault-carrier', 1), 'dathomir', 'stormtrooper', 2));
    const at = ids(ready);
    const elsewhere = play(moveIn(ready, 'bespin'), { type: 'endMove', side: E });
    expect(elsewhere.events.map((event) => event.key)).toContain('rebellion.event.baseNotHere');
    expect(elsewhere.state.game.candidates[at.system('bespin')]).toBe(0);
    const found = play(moveIn(ready, 'yavin'), { type: 'endMove', side: E });
    expect(found.events.find((event) => event.key === 'rebellion.event.baseRevealed')).toMatchObject({ params: { system: 'yavin', count: expect.any(Number) }, reveal: true });
    // The base's units come out into the system, and a combat begins (R27).
    expect(found.state.game.baseRevealed).toBe(true);
    expect(found.state.game.units[at.system('yavin') * found.state.fixed.profiles.length + at.profile('rebel-trooper')]).toBe(6);
    expect(found.state.game.combat).not.toBeNull();
  });

  it('R28, R29: imperial ground units subjugate a system not loyal to the Empire, and the marker goes with them', () => {
    let state = play(command((s) => put(put(s, 'dathomir', 'assault-carrier', 1), 'dathomir', 'stormtrooper', 1)), { type: 'pass', side: R }).state;
    const at = ids(state);
    const bring = (from: string, to: string, leader: string) => [
      { type: 'activate', side: E, leader: at.leader(leader), system: at.system(to) },
      { type: 'move', side: E, from: at.system(from), profile: at.profile('assault-carrier'), count: 1 },
      { type: 'move', side: E, from: at.system(from), profile: at.profile('stormtrooper'), count: 1 },
      { type: 'endMove', side: E },
    ] as RebAction[];
    state = playAll(state, bring('dathomir', 'bespin', 'vader')).state;
    expect(state.game.subjugated[at.system('bespin')]).toBe(1);
    // Next round, Vader back in the reserve (R24 keeps the troops at Bespin while he stands there).
    state = edit(state, (game) => (game.leaderAt[at.leader('vader')] = RESERVE));
    state = playAll(state, [{ type: 'pass', side: R }, ...bring('bespin', 'hoth', 'tarkin')]).state;
    expect(state.game.subjugated[at.system('bespin')]).toBe(0);
    // Hoth is remote: no marker there.
    expect(state.game.subjugated[at.system('hoth')]).toBe(0);
  });
});

describe('combat (R30 - R42)', () => {
  /** Imperial ships attack a rebel fleet at Bespin; Vader leads. */
  function battle(change?: (state: RebState) => RebState, destroyers = 1) {
    let state = command((s) => {
      let t = put(put(put(s, 'hoth', 'star-destroyer', 1), 'hoth', 'tie-fighter', 0), 'bespin', 'x-wing', 2);
      t = put(put(t, 'bespin', 'rebel-transport', 1), 'bespin', 'rebel-trooper', 2);
      return change ? change(t) : t;
    });
    const at = ids(state);
    state = play(state, { type: 'pass', side: R }).state;
    state = playAll(state, [
      { type: 'activate', side: E, leader: at.leader('vader'), system: at.system('bespin') },
      { type: 'move', side: E, from: at.system('hoth'), profile: at.profile('star-destroyer'), count: destroyers },
      { type: 'endMove', side: E },
    ]).state;
    return { state, at };
  }

  it('R27, R31: moving onto enemies starts a combat; a side without a leader there may send one', () => {
    const { state, at } = battle();
    expect(state.game.combat).toMatchObject({ system: at.system('bespin'), attacker: EMPIRE, round: 1 });
    expect(state.pending).toEqual([{ side: R, kind: 'combatLeader' }]);
    const joined = play(state, { type: 'commitLeader', side: R, leader: at.leader('dodonna') });
    expect(joined.state.game.leaderAt[at.leader('dodonna')]).toBe(at.system('bespin'));
    // R32: each side draws its best tactics value of each theatre: Vader 1 space, 2 ground; Dodonna 2 space, 1 ground.
    const combat = joined.state.game.combat ?? play(state, { type: 'noLeader', side: R }).state.game.combat;
    if (joined.state.game.combat) expect(joined.state.game.combat.tactics.map((hand) => hand.length)).toEqual([1, 2, 2, 1]);
    expect(combat).not.toBeNull();
  });

  it('R31, R36: each side’s forces in the combat are listed beside it, with the damage they took and their leaders', () => {
    const { state, at } = battle();
    const damaged = edit(state, (game) => ((game.combat as unknown as { damage: number[] }).damage[at.profile('x-wing')] = 1));
    const tracks = rebellionPresenter.tracks(engine.view(damaged, R), R, 'en');
    const forces = (side: string) => tracks.find((track) => track.id === `combat-${side}`);
    expect(forces(E)).toMatchObject({ name: 'In the combat', side: E, value: '1 × Star Destroyer, Darth Vader' });
    expect(String(forces(R)?.value)).toContain('2 × X-wing (1 damage)');
    expect(String(forces(R)?.value)).toContain('2 × Rebel trooper');
  });

  it('R34: at most 5 dice of a colour, whatever the fleet', () => {
    const { state } = battle((s) => put(s, 'hoth', 'star-destroyer', 4), 4);
    const after = play(state, { type: 'noLeader', side: R });
    const rolled = after.events.find((event) => event.key === 'rebellion.event.rolled');
    expect(rolled?.params).toMatchObject({ side: E, red: 5, black: 0 });
  });

  it('R36, R39: a hit of a colour damages only units of that colour; a direct hit any unit of the battle', () => {
    const { state, at } = battle();
    const base = edit(state, (game) => {
      const combat = game.combat as NonNullable<typeof game.combat> & Record<string, unknown>;
      Object.assign(combat, { stage: 'damage', decider: EMPIRE, attack: 0, black: 0, red: 1, direct: 0, specials: 0 });
      game.combat = combat;
    });
    const damaging = { ...base, pending: [{ side: E, kind: 'damage' }] };
    const targets = (engine.legalActions(damaging, E) as RebAction[]).map((action) => (action.type === 'damage' ? state.fixed.profiles[action.profile]?.id : ''));
    // X-wings are black; the red hit finds the red rebel transport only (troopers fight on the ground).
    expect(targets).toEqual(['rebel-transport']);
    const direct = edit(damaging, (game) => ((game.combat as { red: number; direct: number }).red = 0, ((game.combat as { direct: number }).direct = 1)));
    expect((engine.legalActions(direct, E) as RebAction[]).map((action) => (action.type === 'damage' ? state.fixed.profiles[action.profile]?.id : '')).sort()).toEqual(['rebel-transport', 'x-wing']);
    expect(at.profile('x-wing')).toBeGreaterThanOrEqual(0);
  });

  it('R36, R38: damage falls on a unit type, and says how many of it the round will destroy; a hit no unit can take is lost, and the log says so', () => {
    const { state, at } = battle();
    const transport = at.profile('rebel-transport');
    const health = state.fixed.profiles[transport]?.health as number;
    // One red hit more than Bespin's lone rebel transport can take; the X-wings are black.
    const damaging = {
      ...edit(state, (game) => {
        const combat = game.combat as NonNullable<typeof game.combat> & Record<string, unknown>;
        Object.assign(combat, { stage: 'damage', decider: EMPIRE, attack: 0, black: 0, red: health + 1, direct: 0, specials: 0 });
        game.combat = combat;
      }),
      pending: [{ side: E, kind: 'damage' }],
    };
    // The status says how many hits are still to assign.
    expect(rebellionPresenter.phaseName(damaging, 'en')).toMatch(new RegExp(` · assigning damage \\(${health + 1} hits left\\)$`));
    let current: RebState = damaging;
    const lost: unknown[] = [];
    for (let hit = 1; hit <= health; hit++) {
      const step = play(current, { type: 'damage', side: E, profile: transport });
      expect(step.events.find((event) => event.key === 'rebellion.event.damaged')?.params).toEqual({ profile: 'rebel-transport', damage: hit, count: 1, health, doomed: hit === health ? 1 : 0 });
      lost.push(...step.events.filter((event) => event.key.endsWith('HitsLost')).map((event) => ({ key: event.key, ...event.params })));
      current = step.state;
    }
    expect(lost).toEqual([{ key: 'rebellion.event.redHitsLost', side: E, count: 1 }]);
    expect(current.game.combat?.red).toBe(0);
  });

  it('R35: a special played as an attack card adds its direct hits, and the log says how many', () => {
    const { state } = battle();
    const card = state.fixed.cards.findIndex((candidate) => candidate.effect === 'extra-hit');
    const amount = state.fixed.cards[card]?.amount as number;
    const special = {
      ...edit(state, (game) => {
        const combat = game.combat as NonNullable<typeof game.combat> & Record<string, unknown>;
        const tactics = (combat.tactics as number[][]).map((hand) => [...hand]);
        tactics[EMPIRE * 2 + 0] = [card];
        Object.assign(combat, { stage: 'tactic', decider: EMPIRE, attack: 0, black: 0, red: 0, direct: 0, specials: 1, tactics });
        game.combat = combat;
      }),
      pending: [{ side: E, kind: 'tactic' }],
    };
    const step = play(special, { type: 'playTactic', side: E, card, profile: -1 });
    expect(step.state.game.combat?.direct).toBe(amount);
    expect(step.events.find((event) => event.key === 'rebellion.event.directHitsAdded')?.params).toEqual({ count: amount });
  });

  it('R38, R42: units die at the end of the round; damage is gone when the combat ends', () => {
    const { state } = battle();
    let current = play(state, { type: 'noLeader', side: R }).state;
    let guard = 0;
    let destroyed = 0;
    while (current.game.combat && guard++ < 200) {
      const side = current.pending[0]?.side as string;
      const legal = engine.legalActions(current, side) as RebAction[];
      const pick = legal.find((action) => action.type === 'damage' || action.type === 'drawTactic' || action.type === 'endDefense' || action.type === 'stay') ?? (legal[0] as RebAction);
      const step = play(current, pick);
      const round = current.game.combat.round;
      // Destruction only once the round's attacks are done: the round is over in the same step.
      if (step.events.some((event) => event.key === 'rebellion.event.destroyed')) {
        destroyed++;
        const after = step.state.game.combat;
        expect(after === null || after.round > round || after.stage === 'retreat').toBe(true);
      } else if (step.state.game.combat) expect(step.state.game.units).toEqual(current.game.units);
      current = step.state;
    }
    expect(current.game.combat).toBeNull();
    expect(destroyed).toBeGreaterThan(0);
  });

  it('R42 (assumed limit): a combat stopped by the round limit says so, and that both sides stay', () => {
    const { state, at } = battle();
    let current: RebState = { ...state, fixed: { ...state.fixed, constants: { ...state.fixed.constants, combatRoundLimit: 1 } } };
    current = play(current, { type: 'noLeader', side: R }).state;
    const keys: string[] = [];
    let guard = 0;
    while (current.game.combat && guard++ < 200) {
      const side = current.pending[0]?.side as string;
      const legal = engine.legalActions(current, side) as RebAction[];
      const pick = legal.find((action) => action.type === 'damage' || action.type === 'drawTactic' || action.type === 'endDefense' || action.type === 'stay') ?? (legal[0] as RebAction);
      const step = play(current, pick);
      keys.push(...step.events.map((event) => event.key));
      current = step.state;
    }
    const stride = current.fixed.profiles.length;
    const bespin = at.system('bespin');
    const left = (profile: string) => current.game.units[bespin * stride + at.profile(profile)] as number;
    const ended = keys.filter((key) => key.startsWith('rebellion.event.combatOver'));
    expect(ended).toHaveLength(1);
    // One round does not decide this one: both fleets are still at Bespin.
    expect(left('star-destroyer')).toBeGreaterThan(0);
    expect(left('x-wing') + left('rebel-transport')).toBeGreaterThan(0);
    expect(ended[0]).toBe('rebellion.event.combatOverRoundLimit');
    expect(keys).not.toContain('rebellion.event.combatRound');
  });

  it('R40, R41: a side may retreat with a leader there, to an adjacent system without enemies; never with a Death Star', () => {
    const { state, at } = battle();
    const retreating = edit({ ...state, pending: [{ side: E, kind: 'retreat' }] }, (game) => Object.assign(game.combat as object, { stage: 'retreat', decider: EMPIRE }));
    const targets = (engine.legalActions(retreating, E) as RebAction[]).flatMap((action) => (action.type === 'retreat' ? [state.fixed.systems[action.to]?.id] : []));
    // Bespin's neighbours without rebels, those with imperial units or loyalty first: Hoth was left empty, so any free one.
    expect(targets.length).toBeGreaterThan(0);
    expect(targets).not.toContain('yavin');
    const withDeathStar = put(retreating, 'bespin', 'death-star', 1);
    expect(engine.legalActions(withDeathStar, E)).toEqual([{ type: 'stay', side: E }]);
    const leaderless = edit(retreating, (game) => (game.leaderAt[at.leader('vader')] = RESERVE));
    expect(engine.legalActions(leaderless, E)).toEqual([{ type: 'stay', side: E }]);
  });
});

describe('missions (R43 - R52)', () => {
  function assigned(cardId: string, leaders: string[], side = R) {
    const state = start();
    const at = ids(state);
    const camp = side === R ? REBELLION : EMPIRE;
    const card = state.game.missions[camp].find((c) => state.fixed.cards[c]?.id === cardId) as number;
    let current = play(state, { type: 'assign', side, card, leaders: leaders.map(at.leader) }).state;
    current = toCommand(current);
    if (side === E) current = play(current, { type: 'pass', side: R }).state;
    return { state: current, at, card };
  }

  it('R43: leaders without the skills the card asks for cannot reveal it', () => {
    const { state, card, at } = assigned('sabotage', ['mon-mothma']);
    expect(refusedKey(state, { type: 'reveal', side: R, card, target: at.system('kuat') })).toBe('rebellion.refused.leadersLackSkills');
  });

  it('R43: a card assigned to leaders who lack its skills is a bluff, and the list and the hand say so to its side', () => {
    const state = start();
    const at = ids(state);
    const card = state.game.missions[REBELLION].find((c) => state.fixed.cards[c]?.id === 'sabotage') as number;
    const offers = (engine.legalActions(state, R) as RebAction[]).filter((action) => action.type === 'assign' && action.card === card);
    const words = (action: RebAction) => rebellionPresenter.describeAction(state, action as never, 'fr');
    const bluff = offers.find((action) => action.type === 'assign' && action.leaders.length === 1 && action.leaders[0] === at.leader('mon-mothma'));
    const diplomacy = state.game.missions[REBELLION].find((c) => state.fixed.cards[c]?.id === 'diplomatic-mission') as number;
    const real = (engine.legalActions(state, R) as RebAction[]).find((action) => action.type === 'assign' && action.card === diplomacy && action.leaders.length === 1 && action.leaders[0] === at.leader('leia'));
    expect(words(bluff!)).toContain('en leurre');
    expect(words(real!)).not.toContain('en leurre');
    const { state: command } = assigned('sabotage', ['mon-mothma']);
    const cards = rebellionPresenter.hand(command, R, 'fr') ?? [];
    expect(cards.find((view) => view.id.startsWith('assigned-'))?.duration).toBe('Face cachée, avec Mon Mothma\u00a0: un leurre, il leur manque ses compétences (R43)');
  });

  it('R44, R46: an unopposed attempt succeeds; the leaders go to the target; a starting mission comes back to hand', () => {
    const { state, card, at } = assigned('diplomatic-mission', ['leia']);
    // The Empire has leaders in reserve: it is asked whether it opposes.
    const revealed = play(state, { type: 'reveal', side: R, card, target: at.system('bespin') });
    expect(revealed.state.pending).toEqual([{ side: E, kind: 'oppose' }]);
    const done = play(revealed.state, { type: 'noOpposition', side: E });
    expect(done.state.game.loyalty[at.system('bespin')]).toBe(REBELLION);
    expect(done.state.game.leaderAt[at.leader('leia')]).toBe(at.system('bespin'));
    expect(done.state.game.missions[REBELLION]).toContain(card);
  });

  it('R28: a system that loses its imperial loyalty under imperial ground units is subjugated at once (a diplomatic mission on it)', () => {
    const { state, card, at } = assigned('diplomatic-mission', ['leia']);
    const bespin = at.system('bespin');
    const loyal = put(
      edit(state, (game) => (game.loyalty[bespin] = EMPIRE)),
      'bespin',
      'stormtrooper',
      1,
    );
    expect(loyal.game.subjugated[bespin]).toBe(0);
    const revealed = play(loyal, { type: 'reveal', side: R, card, target: bespin });
    const done = play(revealed.state, { type: 'noOpposition', side: E });
    expect(done.state.game.loyalty[bespin]).toBe(-1);
    expect(done.state.game.subjugated[bespin]).toBe(1);
    const keys = done.events.map((event) => event.key);
    expect(keys.indexOf('rebellion.event.subjugated')).toBeGreaterThan(keys.indexOf('rebellion.event.loyalty'));
  });

  it('R48 - R52: one leader opposes; both roll the mission’s skill icons; the initiator needs strictly more, else the card returns to hand', () => {
    const { state, card, at } = assigned('diplomatic-mission', ['leia']);
    const revealed = play(state, { type: 'reveal', side: R, card, target: at.system('bespin') }).state;
    let successes = 0;
    let failures = 0;
    for (let seed = 0; seed < 60; seed++) {
      const seeded = { ...revealed, rng: seedRng(seed) };
      const opposed = play(seeded, { type: 'oppose', side: E, leader: at.leader('palpatine') });
      const roll = opposed.events.find((event) => event.key.startsWith('rebellion.event.missionRoll'));
      expect(roll?.params.opponent).toBe(E);
      const { ours, theirs } = roll?.params as { ours: number; theirs: number };
      const succeeded = opposed.events.some((event) => event.key === 'rebellion.event.missionSucceeded');
      expect(succeeded).toBe(ours > theirs);
      if (succeeded) successes++;
      else {
        failures++;
        expect(opposed.state.game.missions[REBELLION]).toContain(card);
        expect(opposed.state.game.loyalty[at.system('bespin')]).toBe(-1);
      }
    }
    // Leia rolls 2 dice against Palpatine's 2: both outcomes happen.
    expect(successes).toBeGreaterThan(0);
    expect(failures).toBeGreaterThan(0);
  });

  it('R49, R50: each choice to oppose says the dice each side would roll, the leaders already in the system counted', () => {
    const { state, card, at } = assigned('diplomatic-mission', ['leia']);
    const revealed = play(state, { type: 'reveal', side: R, card, target: at.system('bespin') }).state;
    const say = (of: RebState, action: RebAction, language: 'en' | 'fr' = 'en') => rebellionPresenter.describeAction(of, action, language);
    // Palpatine's diplomacy matches Leia's; Vader has none: sent, he adds nothing.
    expect(say(revealed, { type: 'oppose', side: E, leader: at.leader('palpatine') })).toBe('Oppose with Emperor Palpatine: 2 dice against 2');
    expect(say(revealed, { type: 'oppose', side: E, leader: at.leader('vader') })).toBe('Oppose with Darth Vader: 0 dice against 2');
    expect(say(revealed, { type: 'oppose', side: E, leader: at.leader('vader') }, 'fr')).toBe('S’opposer avec Dark Vador\u00a0: 0 dé contre 2');
    expect(say(revealed, { type: 'noOpposition', side: E })).toBe('Do not oppose');
    // An imperial leader already at Bespin opposes whatever the Empire sends: « do not oppose » would not be true.
    const watched = edit(revealed, (game) => (game.leaderAt[at.leader('tarkin')] = at.system('bespin')));
    expect(say(watched, { type: 'noOpposition', side: E })).toMatch(/^Send no other leader: those there roll \d+ dic?e? against 2$/);
  });
});

describe('mission effects', () => {
  it('a strike destroys the weakest enemy units first, and says the units of one kind in one line', () => {
    const state = put(put(start(), 'bespin', 'tie-fighter', 2), 'bespin', 'star-destroyer', 1);
    const at = ids(state);
    const events: GameEvent[] = [];
    const d = new Draft(state, (event) => events.push(event));
    applyEffect(d, REBELLION, 'strike', 2, at.system('bespin'));
    const after = d.finish();
    const stride = after.fixed.profiles.length;
    expect(after.game.units[at.system('bespin') * stride + at.profile('tie-fighter')]).toBe(0);
    expect(after.game.units[at.system('bespin') * stride + at.profile('star-destroyer')]).toBe(1);
    const destroyed = events.filter((event) => event.key === 'rebellion.event.destroyed');
    expect(destroyed.map((event) => event.params)).toEqual([{ profile: 'tie-fighter', count: 2, system: 'bespin' }]);
    expect(rebellionPresenter.describe(after, destroyed[0]!, 'en')).toBe('2 × TIE fighter destroyed in Bespin.');
  });
});

describe('refresh (R53 - R64)', () => {
  function refreshed(change?: (state: RebState) => RebState) {
    let state = command(change);
    state = playAll(state, [
      { type: 'pass', side: R },
      { type: 'pass', side: E },
    ]).state;
    return state;
  }

  it('R53, R55 - R58: leaders back, 2 missions drawn each, 2 probe cards for the Empire (never the base), 1 objective for the Rebellion, time + 1', () => {
    const before = command();
    const after = refreshed();
    for (const camp of [EMPIRE, REBELLION] as const) expect(after.game.missions[camp].length).toBe(before.game.missions[camp].length + 2);
    expect(after.game.probes).toHaveLength(2);
    expect(after.game.probes).not.toContain(after.game.base);
    expect(after.game.objectives).toHaveLength(2);
    expect(after.game.time).toBe(2);
    expect(after.fixed.leaders.every((leader, i) => leader.camp === undefined || after.game.leaderAt[i] !== ON_MISSION)).toBe(true);
  });

  it('R55: over 10 missions, the side discards down to 10, starting missions kept', () => {
    const state = refreshed((s) => edit(s, (game) => (game.missions as number[][])[EMPIRE]?.push(...((game.missionPiles as number[][])[EMPIRE] ?? []).splice(0, 5))));
    expect(state.pending).toEqual([{ side: E, kind: 'discard' }]);
    const discards = engine.legalActions(state, E) as RebAction[];
    expect(discards.every((action) => action.type === 'discard' && !state.fixed.cards[action.card]?.starting)).toBe(true);
  });

  it('R59: on a recruit icon each side draws 2 action cards, keeps one and takes its leader', () => {
    const state = refreshed();
    expect(state.fixed.recruitAt[2]).toBe(true);
    expect(state.pending.map((pending) => pending.kind)).toEqual(['recruit', 'recruit']);
    const pick = engine.legalActions(state, R)[0] as RebAction & { card: number };
    expect(engine.legalActions(state, R)).toHaveLength(2);
    const after = play(state, pick).state;
    const leader = state.fixed.leaders.findIndex((candidate) => candidate.profile === state.fixed.cards[pick.card]?.leader);
    expect(after.game.leaderAt[leader]).toBe(RESERVE);
    expect(after.game.actions[REBELLION]).toContain(pick.card);
  });

  it('R60, R61: loyal systems build their icons, free of enemies and sabotage; the Empire builds only the left icon of subjugated ones', () => {
    const placed = playBotGame(anyEngine, standardInput, { seed: 2, bots: ['random'], maxActions: 40, observe: () => undefined });
    let state = placed.state as RebState;
    while (state.phase === 'placement') state = play(state, engine.legalActions(state, state.pending[0]?.side as string)[0] as RebAction).state;
    const building = { ...state, phase: 'refresh', pending: [{ side: E, kind: 'build' }] };
    const options = (s: RebState) => (engine.legalActions(s, E) as RebAction[]).flatMap((action) => (action.type === 'build' ? [[action.system, s.fixed.profiles[action.profile]?.icon]] : []));
    const systems = state.fixed.systems;
    for (const [system, icon] of options(building)) {
      const def = systems[system as number];
      expect(def?.build).toContain(icon);
      if (state.game.subjugated[system as number] === 1) expect(def?.build[0]).toBe(icon);
      else expect(state.game.loyalty[system as number]).toBe(EMPIRE);
    }
    const loyal = systems.findIndex((system, i) => state.game.loyalty[i] === EMPIRE && system.build.length > 0);
    expect(options(building).some(([system]) => system === loyal)).toBe(true);
    const sabotaged = edit(building, (game) => (game.sabotage[loyal] = 1));
    expect(options(sabotaged).some(([system]) => system === loyal)).toBe(false);
    const invaded = put(building, systems[loyal]?.id as string, 'x-wing', 1);
    expect(options(invaded).some(([system]) => system === loyal)).toBe(false);
  });

  it('R62 - R64, R67: units leave the build track into loyal systems (2 at most) or the hidden base, never a revealed one', () => {
    let state = refreshed();
    while (state.pending.some((pending) => pending.kind === 'recruit')) state = play(state, engine.legalActions(state, state.pending[0]?.side as string)[0] as RebAction).state;
    const at = ids(state);
    const queued = edit(state, (game) => (game.queues[REBELLION] = [{ profile: at.profile('x-wing'), space: 1 }, { profile: at.profile('x-wing'), space: 1 }, { profile: at.profile('x-wing'), space: 1 }]));
    const deploying = edit({ ...queued, phase: 'refresh' }, (game) => {
      game.deploying[REBELLION] = [at.profile('x-wing'), at.profile('x-wing'), at.profile('x-wing')];
      game.queues[REBELLION] = [];
      game.deployed[at.system('alderaan')] = 2;
    });
    const targets = (s: RebState) => (engine.legalActions({ ...s, pending: [{ side: R, kind: 'deploy' }] }, R) as RebAction[]).flatMap((action) => (action.type === 'deploy' ? [action.system] : []));
    expect(targets(deploying)).toContain(deploying.fixed.baseSpace);
    expect(targets(deploying)).not.toContain(at.system('alderaan'));
    expect(targets(edit(deploying, (game) => (game.baseRevealed = true)))).not.toContain(deploying.fixed.baseSpace);
  });
});

describe('the rebel base (R65 - R67)', () => {
  it('R22, R65: rebel units leaving the base show it lies next to where they go', () => {
    let state = command();
    const at = ids(state);
    state = playAll(state, [
      { type: 'activate', side: R, leader: at.leader('dodonna'), system: at.system('hoth') },
      { type: 'move', side: R, from: state.fixed.baseSpace, profile: at.profile('x-wing'), count: 1 },
    ]).state;
    const neighbours = state.fixed.systems[at.system('hoth')]?.neighbours ?? [];
    state.fixed.systems.forEach((_system, i) => {
      if (state.game.candidates[i] === 1) expect(neighbours).toContain(i);
    });
    expect(state.game.candidates[at.system('yavin')]).toBe(1);
  });

  it('R66: rapid mobilization moves the base before the refresh; the units of the old base stay on the map there', () => {
    let state = start();
    const at = ids(state);
    const card = state.game.missions[REBELLION].find((c) => state.fixed.cards[c]?.id === 'rapid-mobilization') as number;
    state = toCommand(play(state, { type: 'assign', side: R, card, leaders: [at.leader('dodonna')] }).state);
    state = playAll(state, [
      { type: 'reveal', side: R, card, target: -1 },
      { type: 'pass', side: E },
      { type: 'pass', side: R },
    ]).state;
    expect(state.pending).toEqual([{ side: R, kind: 'relocate' }]);
    const choice = engine.legalActions(state, R)[0] as RebAction & { system: number };
    expect(engine.view(state, E).game.relocationDraw.every((card) => card === HIDDEN)).toBe(true);
    const moved = play(state, choice);
    expect(moved.state.game.base).toBe(choice.system);
    expect(moved.state.game.units[at.system('yavin') * state.fixed.profiles.length + at.profile('rebel-trooper')]).toBe(6);
    expect(moved.events.find((event) => event.key === 'rebellion.event.newBase')?.to).toEqual([R]);
    expect(moved.state.game.candidates[at.system('yavin')]).toBe(0);
  });
});

describe('the round cap', () => {
  it('ends every game: time reaches reputation by round 13 at the latest', () => {
    for (let seed = 0; seed < 20; seed++) {
      const game = playBotGame(anyEngine, galaxyInput, { seed, bots: ['random'] });
      expect(game.state.outcome).not.toBeNull();
      expect(game.state.turn).toBeLessThanOrEqual(13);
    }
  });
});
