/**
 * The rules of Rapid' 40000, one by one, on small scenes built from the sample (R-numbers from the
 * reading notes, quotes from the rulebook): costs in action points, movement, coherency, sight,
 * shooting, templates and deviation, melee and charges, overwatch, morale and flight,
 * disengagement, vehicles and explosive charges, deployment, initiative and victory.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/rapid40k-skirmish.scenario.json';
import type { Action, GameEvent } from '../core/types';
import { ci, engine, play, scene, start, withDice, type Placed } from './test-support/game';
import { toDeploy } from './test-support/scenes';
import type { R40State } from './types';

const row = (x: number, y: number, count: number, step = 1.2): [number, number][] => Array.from({ length: count }, (_, i) => [x + i * step, y]);
const squad = (id: string, x: number, y: number, count = 4): Placed => ({ side: 'marines', id, models: [['sm-sergeant', 1], ['sm-marine', count - 1]], at: row(x, y, count) });
const mob = (id: string, x: number, y: number, count = 4): Placed => ({ side: 'orks', id, models: [['ork-nob', 1], ['ork-boy', count - 1]], at: row(x, y, count) });

/** The living models of a unit moved by (dx, dy) inches. */
function shifted(state: R40State, unit: string, dx: number, dy: number): number[] {
  const u = state.fixed.units.findIndex((info) => info.id === unit);
  const own = state.game.units[u];
  const to: number[] = [];
  own?.alive.forEach((alive, m) => alive && to.push((own.pos[2 * m] as number) + ci(dx), (own.pos[2 * m + 1] as number) + ci(dy)));
  return to;
}

const unitOf = (state: R40State, id: string) => state.game.units[state.fixed.units.findIndex((info) => info.id === id)];
const refusal = (state: R40State, action: object) => engine.check(state, action)?.key;
const keys = (events: readonly GameEvent[]) => events.map((event) => event.key.replace('rapid-40000.event.', ''));
const event = (events: readonly GameEvent[], key: string) => events.find((candidate) => candidate.key === `rapid-40000.event.${key}`)?.params;

describe('R14, R16, R18: action points and moves', () => {
  const doc = scene(sample, [squad('squad', 10, 10), mob('boyz', 10, 40)], { bare: true });

  it('moves a unit up to 6" for one action point, and no further', () => {
    const state = start(doc);
    // Within a hundredth of an inch (positions are whole hundredths, a diagonal rounds).
    expect(refusal(state, { type: 'move', side: 'marines', unit: 'squad', to: shifted(state, 'squad', 6.02, 0) })).toBe('rapid-40000.refused.move.tooFar');
    const moved = play(state, { type: 'move', side: 'marines', unit: 'squad', to: shifted(state, 'squad', 6, 0) } as Action);
    expect(unitOf(moved.state, 'squad')?.ap).toBe(1);
    expect(moved.state.pending).toEqual([{ side: 'marines', kind: 'act' }]);
    // "L'unité peut se déplacer tant qu'elle dispose de points d'actions": a second move, then the orks' turn.
    const again = play(moved.state, { type: 'move', side: 'marines', unit: 'squad', to: shifted(moved.state, 'squad', 0, 6) } as Action);
    expect(again.state.pending).toEqual([{ side: 'orks', kind: 'activate' }]);
    expect(unitOf(again.state, 'squad')?.done).toBe(true);
  });

  it('runs 12" in one straight action of two points', () => {
    const state = start(doc);
    const ran = play(state, { type: 'run', side: 'marines', unit: 'squad', to: shifted(state, 'squad', 0, 12) } as Action);
    expect(unitOf(ran.state, 'squad')?.ap).toBe(0);
    expect(refusal(state, { type: 'run', side: 'marines', unit: 'squad', to: shifted(state, 'squad', 0, 12.02) })).toBe('rapid-40000.refused.move.tooFar');
  });

  it('moves a vehicle 12" in one move', () => {
    const withRhino = scene(sample, [squad('squad', 10, 10), { side: 'marines', id: 'rhino', models: [['rhino', 1]], at: [[30, 10]] }, mob('boyz', 10, 40)], { bare: true });
    const state = start(withRhino);
    const moved = play(state, { type: 'move', side: 'marines', unit: 'rhino', to: shifted(state, 'rhino', 12, 0) } as Action);
    expect(unitOf(moved.state, 'rhino')?.ap).toBe(1);
  });
});

describe('R19: difficult ground costs both action points for the same distance', () => {
  // The sample's North wood spans 7" to 21" across and 18.8" to 29.3" down.
  const doc = scene(sample, [squad('squad', 10, 14), mob('boyz', 10, 42)]);

  it('charges two points for a move that enters the wood, and refuses it with one left', () => {
    const state = start(doc);
    const into = play(state, { type: 'move', side: 'marines', unit: 'squad', to: shifted(state, 'squad', 0, 6) } as Action);
    expect(unitOf(into.state, 'squad')?.ap).toBe(0);
    const aside = play(state, { type: 'move', side: 'marines', unit: 'squad', to: shifted(state, 'squad', 0, -1) } as Action).state;
    expect(refusal(aside, { type: 'move', side: 'marines', unit: 'squad', to: shifted(aside, 'squad', 0, 6) })).toBe('rapid-40000.refused.noActionPoints');
    expect(refusal(state, { type: 'run', side: 'marines', unit: 'squad', to: shifted(state, 'squad', 0, 8) })).toBe('rapid-40000.refused.runDifficult');
  });
});

describe('R20, R21, R23: bases in the way, coherency, the table edge', () => {
  it('does not pass through another base, nor between two models closer than its own base', () => {
    // Two boyz 0.8" apart (rim to rim) across the sergeant's way: a 25 mm base (0.98") cannot pass.
    const doc = scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1]], at: [[20, 10]] }, { side: 'orks', id: 'boyz', models: [['ork-boy', 2]], at: [[19.1, 13], [20.9, 13]] }, mob('far', 50, 40)], { bare: true });
    const state = start(doc);
    expect(refusal(state, { type: 'move', side: 'marines', unit: 'squad', to: shifted(state, 'squad', 0, 5) })).toBe('rapid-40000.refused.move.blocked');
    // Wider apart (1.2" between rims), it passes.
    const wider = start(scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1]], at: [[20, 10]] }, { side: 'orks', id: 'boyz', models: [['ork-boy', 2]], at: [[18.9, 13], [21.1, 13]] }, mob('far', 50, 40)], { bare: true }));
    expect(refusal(wider, { type: 'move', side: 'marines', unit: 'squad', to: shifted(wider, 'squad', 0, 5) })).toBeUndefined();
  });

  it('keeps every model within 2" of the chain of its unit', () => {
    const state = start(scene(sample, [squad('squad', 10, 10), mob('boyz', 10, 40)], { bare: true }));
    const to = shifted(state, 'squad', 0, 0);
    to[6] = (to[6] as number) + ci(3); // the last model 3" further out: 3.2" from its neighbour's rim
    expect(refusal(state, { type: 'move', side: 'marines', unit: 'squad', to })).toBe('rapid-40000.refused.move.incoherent');
    to[6] = (to[6] as number) - ci(1.3);
    expect(refusal(state, { type: 'move', side: 'marines', unit: 'squad', to })).toBeUndefined();
  });

  it('keeps bases on the table', () => {
    const state = start(scene(sample, [squad('squad', 3, 10), mob('boyz', 10, 40)], { bare: true }));
    expect(refusal(state, { type: 'move', side: 'marines', unit: 'squad', to: shifted(state, 'squad', -3, 0) })).toBe('rapid-40000.refused.move.offTable');
  });
});

describe('R26, R27, R29: sight and range', () => {
  it('shoots at 18" base to base, not beyond', () => {
    const near = start(scene(sample, [squad('squad', 30, 10), mob('boyz', 30, 10 + 18 + 0.98)], { bare: true }));
    expect(refusal(near, { type: 'shoot', side: 'marines', unit: 'squad', target: 'boyz', aimed: false })).toBeUndefined();
    const far = start(scene(sample, [squad('squad', 30, 10), mob('boyz', 30, 10 + 18.05 + 0.98)], { bare: true }));
    expect(refusal(far, { type: 'shoot', side: 'marines', unit: 'squad', target: 'boyz', aimed: false })).toBe('rapid-40000.refused.outOfSight');
  });

  it('cannot see through rocks, sees into a wood and out of it but not across it, and not through another unit', () => {
    // The rocks south of the centre stand from 44" to 48" across and 30" to 33" down.
    const behindRocks = start(scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1]], at: [[46, 27]] }, { side: 'orks', id: 'boyz', models: [['ork-boy', 1]], at: [[46, 36]] }]));
    expect(refusal(behindRocks, { type: 'shoot', side: 'marines', unit: 'squad', target: 'boyz', aimed: false })).toBe('rapid-40000.refused.outOfSight');
    // The North wood: a shooter at its edge sees a model inside, not one beyond it.
    const intoWood = start(scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1]], at: [[4, 24]] }, { side: 'orks', id: 'boyz', models: [['ork-boy', 1]], at: [[12, 24]] }]));
    expect(refusal(intoWood, { type: 'shoot', side: 'marines', unit: 'squad', target: 'boyz', aimed: false })).toBeUndefined();
    const acrossWood = start(scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1]], at: [[4, 24]] }, { side: 'orks', id: 'boyz', models: [['ork-boy', 1]], at: [[22, 24]] }]));
    expect(refusal(acrossWood, { type: 'shoot', side: 'marines', unit: 'squad', target: 'boyz', aimed: false })).toBe('rapid-40000.refused.outOfSight');
    const screened = start(scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1]], at: [[40, 5]] }, { side: 'orks', id: 'screen', models: [['ork-boy', 1]], at: [[40, 8]] }, { side: 'orks', id: 'boyz', models: [['ork-boy', 1]], at: [[40, 11]] }], { bare: true }));
    expect(refusal(screened, { type: 'shoot', side: 'marines', unit: 'squad', target: 'boyz', aimed: false })).toBe('rapid-40000.refused.outOfSight');
  });
});

describe('decision 11: the cover bonus (house rule `coverBonus`), +1 to resistance in `into` terrain', () => {
  // The North-west wood is an octagon from 7" to 21" across and 18.8" to 29.3" down.
  const cover = { overrides: { constants: { coverBonus: 1 } } };
  const lone = (x: number, y: number, bx: number, by: number, shooters: [string, number][] = [['sm-sergeant', 1]]) =>
    start(scene(sample, [{ side: 'marines', id: 'squad', models: shooters, at: shooters.length > 1 ? [[x, y], [x, y + 1.2]] : [[x, y]] }, { side: 'orks', id: 'boy', models: [['ork-boy', 1]], at: [[bx, by]] }], cover));
  const defence = (state: R40State, action: object, dice: number[], key: string) => (event(play(withDice(play(state, action as Action).state, dice), { type: 'roll', side: 'marines' } as Action).events, key) as { defence: number }).defence;
  const shot = { type: 'shoot', side: 'marines', unit: 'squad', target: 'boy', aimed: false };

  it('counts a model whose centre stands inside the wood’s outline, not one inside its bounding box only', () => {
    // 4 + 3 + 1 against 2 + 3, and 1 more in the wood.
    expect(defence(lone(4, 24, 12, 24), shot, [4, 2], 'volley')).toBe(6);
    // The box's top-left corner lies outside the octagon.
    expect(defence(lone(2, 19.3, 7.6, 19.3), shot, [4, 2], 'volley')).toBe(5);
  });

  it('counts for the models under a template too', () => {
    const blast = { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(12), ci(24)] }], aimed: false };
    // On target; 6 + 3 + 2 against 1 + 3, and 1 more in the wood.
    expect(defence(lone(4, 24, 12, 24, [['sm-sergeant', 1], ['sm-missile', 1]]), blast, [3, 4, 5, 6, 1], 'templateHit')).toBe(5);
  });
});

describe('R32–R35: shooting with hand weapons', () => {
  it('rolls a die per shooter plus the leader’s Combat and the weapon’s bonus, against a die per target model plus its leader’s Combat', () => {
    const state = start(scene(sample, [squad('squad', 30, 10, 3), mob('boyz', 30, 20, 4)], { bare: true }));
    const declared = play(state, { type: 'shoot', side: 'marines', unit: 'squad', target: 'boyz', aimed: false } as Action).state;
    // 3 bolters: 4 + 4 + 4 + C 3 + 1 = 16 against 4 dice 2 + 2 + 2 + 2 + C 3 = 11: the orks lose a boy.
    const rolled = play(withDice(declared, [4, 4, 4, 2, 2, 2, 2]), { type: 'roll', side: 'marines' } as Action);
    expect(event(rolled.events, 'volley')).toMatchObject({ shooters: 3, attack: 16, defence: 11 });
    expect(unitOf(rolled.state, 'boyz')?.left).toBe(3);
    // "Si la puissance de feu est plus grande que la résistance": a tie does nothing.
    const tie = play(withDice(declared, [1, 1, 1, 2, 2, 2, 2]), { type: 'roll', side: 'marines' } as Action);
    expect(event(tie.events, 'volley')).toMatchObject({ attack: 7, defence: 11 });
    expect(unitOf(tie.state, 'boyz')?.left).toBe(4);
  });

  it('adds one for an aimed shot, two for a marksman', () => {
    const state = start(scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1]], at: [[30, 10]] }, mob('boyz', 30, 20, 4)], { bare: true, overrides: { unitProfiles: { 'sm-sergeant': { abilities: ['nco', 'marksman'] } } } }));
    const aiming = play(state, { type: 'shoot', side: 'marines', unit: 'squad', target: 'boyz', aimed: true } as Action);
    // The log says the shot is aimed, which its +1 comes from.
    expect(aiming.events.map((event) => event.key)).toContain('rapid-40000.event.shootDeclaredAimed');
    const declared = aiming.state;
    expect(unitOf(declared, 'squad')?.ap).toBe(0);
    const rolled = play(withDice(declared, [3, 1, 1, 1, 1]), { type: 'roll', side: 'marines' } as Action);
    expect(event(rolled.events, 'volley')).toMatchObject({ attack: 3 + 3 + 1 + 2, defence: 7 });
  });

  it('neither shoots from a melee nor into one', () => {
    const state = start(scene(sample, [squad('squad', 30, 10), mob('boyz', 30, 10.99), mob('other', 30, 20)], { bare: true }));
    expect(refusal(state, { type: 'shoot', side: 'marines', unit: 'squad', target: 'other', aimed: false })).toBe('rapid-40000.refused.engaged');
    const third = start(scene(sample, [squad('squad', 30, 10), mob('boyz', 30, 10.99), squad('watcher', 30, 4)], { bare: true, first: 'marines' }));
    expect(refusal(third, { type: 'shoot', side: 'marines', unit: 'watcher', target: 'boyz', aimed: false })).toBe('rapid-40000.refused.targetInMelee');
  });
});

describe('R36–R39: templates', () => {
  const missile = (overrides?: Record<string, unknown>) =>
    scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1], ['sm-missile', 1]], at: [[30, 10], [31.2, 10]] }, { side: 'orks', id: 'boyz', models: [['ork-boy', 3]], at: [[30, 30], [31, 30], [32, 30]] }], { bare: true, ...(overrides ? { overrides } : {}) });

  it('lays the blast over the models it covers; only they roll to resist', () => {
    const state = start(missile());
    const declared = play(state, { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(31), ci(30)] }], aimed: false } as Action).state;
    // Aim 3+ 3+ 3+ on target; 1d6 6 + C 3 + 2 = 11 against the three boyz under it, 1 + 1 + 1 + 3 = 6.
    const rolled = play(withDice(declared, [3, 4, 5, 6, 1, 1, 1]), { type: 'roll', side: 'marines' } as Action);
    expect(keys(rolled.events)).toContain('onTarget');
    expect(event(rolled.events, 'templateHit')).toMatchObject({ under: 3, attack: 11, defence: 6 });
    expect(unitOf(rolled.state, 'boyz')?.left).toBe(2);
  });

  it('deviates on two failed aim dice: the blast lands 12" from the firer’s base along the line', () => {
    const state = start(missile());
    const declared = play(state, { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(31.2), ci(30)] }], aimed: false } as Action).state;
    const rolled = play(withDice(declared, [1, 2, 6, 6]), { type: 'roll', side: 'marines' } as Action);
    // The missile model stands at (31.2", 10"): 12" plus its base's radius (0.49") straight down.
    expect(event(rolled.events, 'deviated')).toMatchObject({ x: ci(31.2), y: ci(10) + ci(12) + 49 });
    expect(keys(rolled.events)).toContain('templateEmpty');
    expect(unitOf(rolled.state, 'boyz')?.left).toBe(3);
  });

  it('refuses a blast out of range (24") or over friends, and a flamer pointed at friends', () => {
    const state = start(missile());
    expect(refusal(state, { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(30), ci(36)] }], aimed: false })).toBe('rapid-40000.refused.templateOutOfRange');
    expect(refusal(state, { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(30), ci(11)] }], aimed: false })).toBe('rapid-40000.refused.templateOnFriends');
    const flamer = start(scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1], ['sm-flamer', 1]], at: [[30, 10], [31.2, 10]] }, { side: 'orks', id: 'boyz', models: [['ork-boy', 2]], at: [[31.2, 14], [32.2, 14]] }], { bare: true }));
    expect(refusal(flamer, { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(20), ci(10)] }], aimed: false })).toBe('rapid-40000.refused.templateOnFriends');
    expect(refusal(flamer, { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(31.2), ci(20)] }], aimed: false })).toBeUndefined();
  });

  it('must reload a missile before firing it again with the reference sheet’s "1 action pour charger" (house rule)', () => {
    const state = start(missile({ constants: { missileReload: true } }));
    const declared = play(state, { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(31), ci(30)] }], aimed: false } as Action).state;
    const fired = play(withDice(declared, [3, 4, 5, 1, 6, 6, 6]), { type: 'roll', side: 'marines' } as Action).state;
    expect(unitOf(fired, 'squad')?.unloaded).toBe(true);
    expect(refusal(fired, { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(31), ci(30)] }], aimed: false })).toBe('rapid-40000.refused.unloaded');
    const reloaded = play(fired, { type: 'reload', side: 'marines', unit: 'squad' } as Action).state;
    expect(unitOf(reloaded, 'squad')?.unloaded).toBe(false);
    expect(unitOf(reloaded, 'squad')?.ap).toBe(0);
  });

  it('lays each template weapon of a squad at its own point, each with its own dice ("lancer un 1d6 pour la figurine avec le lance flamme", R36–R37)', () => {
    // A missile launcher (model 1) and a flamer (model 2) in one squad; two mobs apart from each other.
    const doc = scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1], ['sm-missile', 1], ['sm-flamer', 1]], at: [[30, 10], [31.2, 10], [32.4, 10]] }, { side: 'orks', id: 'far', models: [['ork-boy', 2]], at: [[30, 30], [31, 30]] }, { side: 'orks', id: 'near', models: [['ork-boy', 2]], at: [[38.5, 10], [39.5, 10]] }], { bare: true });
    const state = play(start(doc), { type: 'activate', side: 'marines', unit: 'squad' } as Action).state;
    const volley = { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(30.5), ci(30)] }, { model: 2, at: [ci(39), ci(10)] }], aimed: false };
    expect(refusal(state, volley)).toBeUndefined();
    // Each aim stands by itself: the flamer cannot reach the far mob, and says which model it is.
    expect(engine.check(state, { ...volley, aims: [{ model: 1, at: [ci(30.5), ci(30)] }, { model: 2, at: [ci(30.5), ci(30)] }] })).toMatchObject({ key: 'rapid-40000.refused.templateEmpty', params: { model: 2 } });
    expect(refusal(state, { ...volley, aims: [{ model: 1, at: [ci(30.5), ci(30)] }, { model: 1, at: [ci(39), ci(10)] }] })).toBe('rapid-40000.refused.malformed');
    expect(refusal(state, { ...volley, aims: [{ model: 0, at: [ci(30.5), ci(30)] }] })).toBe('rapid-40000.refused.noTemplate');
    // The action list offers the two templates at two points, one on each mob.
    const offered = engine.legalActions(state, 'marines').filter((action) => action.type === 'shoot' && (action as { aims?: unknown[] }).aims?.length === 2) as (Action & { aims: { model: number; at: number[] }[] })[];
    expect(offered.some((action) => (action.aims[0]?.at[1] as number) > ci(25) && (action.aims[1]?.at[0] as number) > ci(35))).toBe(true);
    // Missile: aim 3 3 3 on target, 1d6 6 + 3 + 2 = 11 against 1 1 + 3; flamer: 6 + 3 + 2 = 11 against 2 2 + 3.
    const declared = play(state, volley as Action).state;
    expect(declared.game.roll).toMatchObject({ kind: 'shoot', aims: [{ model: 1 }, { model: 2 }] });
    const rolled = play(withDice(declared, [3, 3, 3, 6, 1, 1, 6, 2, 2]), { type: 'roll', side: 'marines' } as Action);
    const hits = rolled.events.filter((candidate) => candidate.key === 'rapid-40000.event.templateHit').map((hit) => hit.params);
    expect(hits).toEqual([expect.objectContaining({ target: 'far', under: 2, attack: 11, defence: 5 }), expect.objectContaining({ target: 'near', under: 2, attack: 11, defence: 7 })]);
    expect(unitOf(rolled.state, 'far')?.left).toBe(1);
    expect(unitOf(rolled.state, 'near')?.left).toBe(1);
  });

  it('removes from under a template its weakest model, an NCO after the troopers ("en commencent par la figurine la plus faible … le chef le dernier", R45)', () => {
    // The nob (NCO, 71 points) and a missile boy (89) under the blast; the cheaper boy (56) stands clear of it.
    const doc = scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1], ['sm-missile', 1]], at: [[30, 10], [31.2, 10]] }, { side: 'orks', id: 'mob', models: [['ork-nob', 1], ['ork-missile', 1], ['ork-boy', 1]], at: [[30, 30], [31, 30], [33.5, 30]] }], { bare: true });
    const declared = play(start(doc), { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(30.5), ci(30)] }], aimed: false } as Action).state;
    // On target; 6 + 3 + 2 = 11 against 1 + 1 + 3 = 5: one model of the two under it falls.
    const rolled = play(withDice(declared, [3, 4, 5, 6, 1, 1]), { type: 'roll', side: 'marines' } as Action);
    expect(event(rolled.events, 'templateHit')).toMatchObject({ under: 2, attack: 11, defence: 5 });
    expect(event(rolled.events, 'casualty')).toMatchObject({ unit: 'mob', model: 1 });
    expect(unitOf(rolled.state, 'mob')?.alive).toEqual([true, false, true]);
  });

  it('lays no template over a unit in melee, as no shot goes at one (`shootIntoMelee` false), and offers none', () => {
    // The boyz fight a lone marine; the blast would cover two boyz at the far end of their line, and not the marine.
    const units: Placed[] = [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1], ['sm-missile', 1]], at: [[45, 15], [46.2, 15]] }, { side: 'marines', id: 'fighter', models: [['sm-marine', 1]], at: [[50, 30]] }, { side: 'orks', id: 'boyz', models: [['ork-boy', 4]], at: row(50, 30.99, 4) }];
    const state = play(start(scene(sample, units, { bare: true })), { type: 'activate', side: 'marines', unit: 'squad' } as Action).state;
    const blast = { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(53.6), ci(30.99)] }], aimed: false };
    expect(refusal(state, { type: 'shoot', side: 'marines', unit: 'squad', target: 'boyz', aimed: false })).toBe('rapid-40000.refused.targetInMelee');
    expect(engine.check(state, blast)).toMatchObject({ key: 'rapid-40000.refused.targetInMelee', params: { target: 'boyz', model: 1 } });
    expect(engine.legalActions(state, 'marines').some((action) => action.type === 'shoot')).toBe(false);
    // With the house rule, the shot and the blast may go.
    const into = play(start(scene(sample, units, { bare: true, overrides: { constants: { shootIntoMelee: true } } })), { type: 'activate', side: 'marines', unit: 'squad' } as Action).state;
    expect(refusal(into, blast)).toBeUndefined();
  });

  it('lays no template over a stealthy unit hidden beside the scenery ("Furtif … ne peut pas être ciblées que s’il est repéré", R68), and offers none', () => {
    // Two stealthy boyz against the west wall of the central ruins, more than 6" from the marines.
    const doc = scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1], ['sm-missile', 1]], at: [[20, 10], [21.2, 10]] }, { side: 'orks', id: 'boyz', models: [['ork-boy', 2]], at: [[29.3, 20], [29.3, 21.2]] }], { overrides: { unitProfiles: { 'ork-boy': { abilities: ['ferocious-charge', 'stealthy'] } } } });
    const state = play(start(doc), { type: 'activate', side: 'marines', unit: 'squad' } as Action).state;
    expect(refusal(state, { type: 'shoot', side: 'marines', unit: 'squad', target: 'boyz', aimed: false })).toBe('rapid-40000.refused.hidden');
    expect(engine.check(state, { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(29.3), ci(20.6)] }], aimed: false })).toMatchObject({ key: 'rapid-40000.refused.hidden', params: { target: 'boyz', model: 1 } });
    expect(engine.legalActions(state, 'marines').some((action) => action.type === 'shoot')).toBe(false);
  });

  it('rolls the whole target unit with the "unit" reading of the house rules', () => {
    const state = start(missile({ constants: { templateDefence: 'unit' } }));
    const declared = play(state, { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(30), ci(30)] }], aimed: false } as Action).state;
    const rolled = play(withDice(declared, [3, 4, 5, 6, 1, 1, 1]), { type: 'roll', side: 'marines' } as Action);
    expect(event(rolled.events, 'templateHit')).toMatchObject({ under: 2, defenceDice: '1 1 1' });
  });
});

describe('R41–R45, R64: charges and melee', () => {
  it('charges up to 8" into contact and strikes at once', () => {
    const state = play(start(scene(sample, [squad('squad', 30, 10), mob('boyz', 30, 18)], { bare: true })), { type: 'activate', side: 'marines', unit: 'squad' } as Action).state;
    const charge = engine.legalActions(state, 'marines').find((action) => action.type === 'charge') as Action;
    expect(charge).toBeDefined();
    const charged = play(state, charge);
    expect(event(charged.events, 'charged')).toMatchObject({ cost: 2 });
    expect(charged.state.pending).toEqual([{ side: 'marines', kind: 'roll' }]);
    expect(charged.state.game.roll).toMatchObject({ kind: 'melee', charge: true });
    const far = play(start(scene(sample, [squad('squad', 30, 10), mob('boyz', 30, 20)], { bare: true })), { type: 'activate', side: 'marines', unit: 'squad' } as Action).state;
    expect(engine.legalActions(far, 'marines').some((action) => action.type === 'charge')).toBe(false);
    expect(refusal(far, { ...charge, to: shifted(far, 'squad', 0, 8) })).toBe('rapid-40000.refused.noContact');
  });

  it('gives a ferocious charge for one action point and +1 to its strike', () => {
    const state = play(start(scene(sample, [mob('boyz', 30, 18), squad('squad', 30, 10)], { bare: true, first: 'orks' })), { type: 'activate', side: 'orks', unit: 'boyz' } as Action).state;
    const charge = engine.legalActions(state, 'orks').find((action) => action.type === 'charge') as Action;
    const charged = play(state, charge).state;
    expect(unitOf(charged, 'boyz')?.ap).toBe(1);
    const rolled = play(withDice(charged, [1, 1, 1, 1, 1, 1, 1, 1]), { type: 'roll', side: 'orks' } as Action);
    const melee = event(rolled.events, 'melee') as { attack: number; attackDice: string };
    const dice = melee.attackDice.split(' ').length;
    expect(melee.attack).toBe(dice + 3 + 1);
  });

  it('lets a unit in melee only fight, disengage or set a charge', () => {
    const state = start(scene(sample, [squad('squad', 30, 10), mob('boyz', 30, 10.99)], { bare: true }));
    const kinds = new Set(engine.legalActions(state, 'marines').map((action) => action.type));
    expect([...kinds].sort()).toEqual(['activate']);
    const active = play(state, { type: 'activate', side: 'marines', unit: 'squad' } as Action).state;
    expect([...new Set(engine.legalActions(active, 'marines').map((action) => action.type))].sort()).toEqual(['disengage', 'endActivation', 'melee']);
    expect(refusal(active, { type: 'move', side: 'marines', unit: 'squad', to: shifted(active, 'squad', 0, -3) })).toBe('rapid-40000.refused.engaged');
  });

  it('lets armour ignore a defeat by one point (R47)', () => {
    const state = start(scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1]], at: [[30, 10]] }, { side: 'orks', id: 'boyz', models: [['ork-boy', 1]], at: [[30, 10.99]] }], { bare: true, overrides: { unitProfiles: { 'ork-boy': { abilities: ['armour'] } } } }));
    const declared = play(state, { type: 'melee', side: 'marines', unit: 'squad', target: 'boyz', power: false } as Action).state;
    const byOne = play(withDice(declared, [4, 3]), { type: 'roll', side: 'marines' } as Action);
    expect(keys(byOne.events)).toContain('armourHeld');
    expect(unitOf(byOne.state, 'boyz')?.left).toBe(1);
    const byTwo = play(withDice(declared, [5, 3]), { type: 'roll', side: 'marines' } as Action);
    expect(unitOf(byTwo.state, 'boyz')?.left).toBe(0);
  });
});

describe('R46: disengagement', () => {
  it('falls back 2" on two successes out of three, and stays on fewer', () => {
    const state = start(scene(sample, [squad('squad', 30, 10), mob('boyz', 30, 10.99)], { bare: true }));
    const declared = play(state, { type: 'disengage', side: 'marines', unit: 'squad' } as Action).state;
    const away = play(withDice(declared, [3, 4, 1]), { type: 'roll', side: 'marines' } as Action);
    expect(keys(away.events)).toContain('disengaged');
    const y = unitOf(away.state, 'squad')?.pos[1] as number;
    expect(ci(10) - y).toBeGreaterThan(190);
    const stays = play(withDice(declared, [3, 1, 2]), { type: 'roll', side: 'marines' } as Action);
    expect(keys(stays.events)).toContain('stillEngaged');
  });
});

describe('R49–R53: overwatch', () => {
  const doc = scene(sample, [squad('squad', 30, 10), mob('boyz', 30, 18)], { bare: true });

  /** The y of the boyz's models (they move straight up the table, all at the same height). */
  const boyzY = (state: R40State) => unitOf(state, 'boyz')?.pos[1] as number;

  it('fires where the moving unit "entre dans sa zone de surveillance", not where it ends; the target’s roll at -1; the move then goes on', () => {
    let state = start(doc);
    state = play(state, { type: 'overwatch', side: 'marines', unit: 'squad' } as Action).state;
    expect(unitOf(state, 'squad')?.overwatch).toBe(true);
    expect(state.pending).toEqual([{ side: 'orks', kind: 'activate' }]);
    // The boyz (18") walk 6" up to 12" from the marines (10"): their rims come within 3" of the marines' when their centres pass 13.98".
    const moved = play(state, { type: 'move', side: 'orks', unit: 'boyz', to: shifted(state, 'boyz', 0, -6) } as Action);
    expect(keys(moved.events)).toContain('overwatchTriggered');
    expect(keys(moved.events)).not.toContain('moved');
    expect(moved.state.pending).toEqual([{ side: 'marines', kind: 'overwatch' }]);
    expect(boyzY(moved.state)).toBeGreaterThanOrEqual(ci(13.96));
    expect(boyzY(moved.state)).toBeLessThanOrEqual(ci(13.98));
    const fire = play(moved.state, { type: 'overwatchFire', side: 'marines', unit: 'squad' } as Action).state;
    const rolled = play(withDice(fire, [1, 1, 1, 1, 1, 1, 1, 1]), { type: 'roll', side: 'marines' } as Action);
    // Four bolters: 4 + 3 + 1 = 8 against four dice 4 + 3 - 1 = 6: a boy falls; the others walk on to 12".
    expect(event(rolled.events, 'volley')).toMatchObject({ attack: 8, defence: 6 });
    expect(unitOf(rolled.state, 'boyz')?.left).toBe(3);
    expect(event(rolled.events, 'moved')).toMatchObject({ unit: 'boyz', distance: ci(6) });
    expect(boyzY(rolled.state)).toBe(ci(12));
    expect(rolled.state.pending).toEqual([{ side: 'orks', kind: 'act' }]);
  });

  it('keeps where the move goes from the watching side while it decides (hidden information)', () => {
    let state = play(start(doc), { type: 'overwatch', side: 'marines', unit: 'squad' } as Action).state;
    const paused = (dy: number) => play(state, { type: 'move', side: 'orks', unit: 'boyz', to: shifted(state, 'boyz', 0, dy) } as Action).state;
    // Two moves that differ only past the pause: the marines cannot tell them apart.
    const short = paused(-5);
    const long = paused(-6);
    expect(boyzY(short)).toBe(boyzY(long));
    expect(engine.view(short, 'marines')).toEqual(engine.view(long, 'marines'));
    expect(engine.view(short, 'marines').game.moving?.to).toBeNull();
    expect(engine.view(short, 'orks')).not.toEqual(engine.view(long, 'orks'));
    // The move ends where it was going once the marines have answered.
    state = play(withDice(play(long, { type: 'overwatchFire', side: 'marines', unit: 'squad' } as Action).state, [1, 1, 1, 1, 6, 6, 6, 6]), { type: 'roll', side: 'marines' } as Action).state;
    expect(boyzY(state)).toBe(ci(12));
  });

  it('fires where a unit moving inside the zone "devient visible", out from behind a base', () => {
    // A boy of another mob hides the mover from the sergeant until it steps out sideways, inside the zone all along.
    const hidden = scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1]], at: [[30, 10]] }, { side: 'orks', id: 'screen', models: [['ork-boy', 1]], at: [[30, 12]] }, { side: 'orks', id: 'boyz', models: [['ork-boy', 1]], at: [[30, 13.5]] }], { bare: true });
    const state = play(start(hidden), { type: 'overwatch', side: 'marines', unit: 'squad' } as Action).state;
    const moved = play(state, { type: 'move', side: 'orks', unit: 'boyz', to: shifted(state, 'boyz', 4, 0) } as Action);
    expect(moved.state.pending).toEqual([{ side: 'marines', kind: 'overwatch' }]);
    // It comes out of the screen's shadow about 0.8" aside, well before the end of its 4" (out of the zone by then).
    const x = unitOf(moved.state, 'boyz')?.pos[0] as number;
    expect(x).toBeGreaterThan(ci(30.5));
    expect(x).toBeLessThan(ci(31.2));
  });

  it('fires at a charging unit where it comes within 3", before its charge goes on into contact and strikes', () => {
    let state = start(scene(sample, [squad('squad', 30, 10), mob('boyz', 30, 16)], { bare: true }));
    state = play(state, { type: 'overwatch', side: 'marines', unit: 'squad' } as Action).state;
    state = play(state, { type: 'activate', side: 'orks', unit: 'boyz' } as Action).state;
    const charge = engine.legalActions(state, 'orks').find((action) => action.type === 'charge') as Action;
    const charged = play(state, charge);
    expect(charged.state.pending).toEqual([{ side: 'marines', kind: 'overwatch' }]);
    expect(boyzY(charged.state)).toBeGreaterThan(ci(13.9));
    // The marines miss; the boyz charge on into contact and strike.
    const held = play(charged.state, { type: 'overwatchFire', side: 'marines', unit: 'squad' } as Action).state;
    const missed = play(withDice(held, [1, 1, 1, 1, 6, 6, 6, 6]), { type: 'roll', side: 'marines' } as Action);
    expect(keys(missed.events)).toEqual(expect.arrayContaining(['volley', 'charged']));
    expect(missed.state.game.roll).toMatchObject({ kind: 'melee', charge: true });
  });

  it('stops the unit shot at where it was with the house rule `overwatchHalts`', () => {
    let state = start(scene(sample, [squad('squad', 30, 10), mob('boyz', 30, 18)], { bare: true, overrides: { constants: { overwatchHalts: true } } }));
    state = play(state, { type: 'overwatch', side: 'marines', unit: 'squad' } as Action).state;
    const moved = play(state, { type: 'move', side: 'orks', unit: 'boyz', to: shifted(state, 'boyz', 0, -6) } as Action).state;
    const pausedAt = boyzY(moved);
    const rolled = play(withDice(play(moved, { type: 'overwatchFire', side: 'marines', unit: 'squad' } as Action).state, [1, 1, 1, 1, 6, 6, 6, 6]), { type: 'roll', side: 'marines' } as Action);
    expect(keys(rolled.events)).toContain('haltedByOverwatch');
    expect(boyzY(rolled.state)).toBe(pausedAt);
  });

  it('loses its marker as soon as it is in base contact with an enemy ("supprimé dès que l’unité … entre dans un combat au corps à corps"), and no longer watches', () => {
    let state = start(scene(sample, [squad('squad', 30, 10), mob('boyz', 30, 16.99), mob('others', 38, 14)], { bare: true }));
    state = play(state, { type: 'overwatch', side: 'marines', unit: 'squad' } as Action).state;
    // The boyz walk into contact; the marines hold their fire on the way.
    const moved = play(state, { type: 'move', side: 'orks', unit: 'boyz', to: shifted(state, 'boyz', 0, -6) } as Action).state;
    expect(moved.pending).toEqual([{ side: 'marines', kind: 'overwatch' }]);
    const held = play(withDice(play(moved, { type: 'holdFire', side: 'marines', unit: 'squad' } as Action).state, [5]), { type: 'roll', side: 'marines' } as Action).state;
    expect(boyzY(held)).toBe(ci(10.99));
    // In melee now: no marker, though no melee has been rolled yet.
    expect(unitOf(held, 'squad')?.overwatch).toBe(false);
    // Another mob walking into its zone sets nothing off.
    const next = play(held, { type: 'endActivation', side: 'orks', unit: 'boyz' } as Action).state;
    const others = play(next, { type: 'move', side: 'orks', unit: 'others', to: shifted(next, 'others', -2, -2.5) } as Action);
    expect(keys(others.events)).not.toContain('overwatchTriggered');
    expect(others.state.pending).toEqual([{ side: 'orks', kind: 'act' }]);
  });

  it('is not set off by a stealthy unit hidden from it ("ne peut pas être ciblées que s’il est repéré", R68), but is where it becomes visible, here with `stealthSpotInches` shorter than the zone', () => {
    // Stealthy boyz walk down the west wall of the central ruins into the sergeant's zone, 2.3" from him at the end.
    const doc = (spot: number) => scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1]], at: [[26, 25]] }, { side: 'orks', id: 'boyz', models: [['ork-boy', 2]], at: [[29.3, 20], [29.3, 21.2]] }], { overrides: { unitProfiles: { 'ork-boy': { abilities: ['ferocious-charge', 'stealthy'] } }, constants: { stealthSpotInches: spot } } });
    const walk = (spot: number) => {
      const state = play(start(doc(spot)), { type: 'overwatch', side: 'marines', unit: 'squad' } as Action).state;
      return play(state, { type: 'move', side: 'orks', unit: 'boyz', to: shifted(state, 'boyz', 0, 3.5) } as Action);
    };
    // Spotted within 6" (the default), it is shot at; spotted only within 1", it walks on unseen.
    expect(walk(6).state.pending).toEqual([{ side: 'marines', kind: 'overwatch' }]);
    const unseen = walk(1);
    expect(keys(unseen.events)).not.toContain('overwatchTriggered');
    expect(boyzY(unseen.state)).toBe(ci(23.5));
    // Spotted within 2.9", it becomes visible inside the zone ("ou devient visible"), and the move pauses there: where
    // the second boy (1.2" behind) comes 2.9" from the sergeant, bases 25 mm: 3.3² + (23.8 − y)² = (2.9 + 25/25.4)²,
    // y = 21.751, the next whole hundredth.
    const spotted = walk(2.9);
    expect(spotted.state.pending).toEqual([{ side: 'marines', kind: 'overwatch' }]);
    expect(boyzY(spotted.state)).toBe(ci(21.76));
  });

  it('must fire unless it holds back on a Quality roll', () => {
    let state = start(doc);
    state = play(state, { type: 'overwatch', side: 'marines', unit: 'squad' } as Action).state;
    const moved = play(state, { type: 'move', side: 'orks', unit: 'boyz', to: shifted(state, 'boyz', 0, -4.1) } as Action).state;
    const hold = play(moved, { type: 'holdFire', side: 'marines', unit: 'squad' } as Action).state;
    const failed = play(withDice(hold, [1]), { type: 'roll', side: 'marines' } as Action);
    expect(keys(failed.events)).toContain('mustFire');
    expect(failed.state.pending).toEqual([{ side: 'marines', kind: 'roll' }]);
    const held = play(withDice(hold, [5]), { type: 'roll', side: 'marines' } as Action);
    expect(keys(held.events)).toContain('heldFire');
  });

  it('lapses at the unit’s next activation', () => {
    let state = start(scene(sample, [squad('squad', 30, 10), mob('boyz', 30, 40)], { bare: true, limit: 3 }));
    state = play(state, { type: 'overwatch', side: 'marines', unit: 'squad' } as Action).state;
    state = play(state, { type: 'endActivation', side: 'orks', unit: 'boyz' } as Action).state;
    expect(unitOf(state, 'squad')?.overwatch).toBe(true);
    state = play(state, { type: 'activate', side: 'marines', unit: 'squad' } as Action).state;
    expect(unitOf(state, 'squad')?.overwatch).toBe(false);
  });
});

describe('R54–R58: morale, flight and rout', () => {
  it('tests at half strength: one failure flees a move toward the nearest edge, two flee two moves, three rout', () => {
    // A squad of two: losing one model halves it. A lone boy touches the marine.
    const doc = scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1], ['sm-marine', 1]], at: [[31.2, 10], [30, 10]] }, { side: 'orks', id: 'boy', models: [['ork-boy', 1]], at: [[30, 10.99]] }], { bare: true });
    const declared = play(start(doc), { type: 'melee', side: 'marines', unit: 'squad', target: 'boy', power: false } as Action).state;
    // 1 + 3 against 6 + 3: the marines lose their marine; morale on three dice at 3+.
    const once = play(withDice(declared, [1, 6, 1, 4, 5]), { type: 'roll', side: 'marines' } as Action);
    expect(event(once.events, 'morale')).toMatchObject({ failures: 1, reason: 'halfStrength', quality: 3 });
    expect(event(once.events, 'fled')).toMatchObject({ moves: 1 });
    // Toward the top edge, the nearest, 6" away at most.
    const y = unitOf(once.state, 'squad')?.pos[1] as number;
    expect(y).toBeLessThan(ci(10));
    expect(ci(10) - y).toBeLessThanOrEqual(ci(6));
    // Having fled in its own activation, the squad has lost what was left of it: the orks play.
    expect(once.state.pending).toEqual([{ side: 'orks', kind: 'activate' }]);
    const twice = play(withDice(declared, [1, 6, 1, 2, 5]), { type: 'roll', side: 'marines' } as Action);
    // Two moves of flight reach the top edge from 10": the squad leaves the table.
    expect(keys(twice.events)).toContain('fledTable');
    expect(unitOf(twice.state, 'squad')?.status).toBe('fled');
    const routed = play(withDice(declared, [1, 6, 1, 2, 1]), { type: 'roll', side: 'marines' } as Action);
    expect(keys(routed.events)).toContain('routed');
    expect(routed.state.outcome?.winner).toBe('orks');
  });

  it('makes every unit of the army test when its chef falls, and an NCO takes command (R56, R63)', () => {
    const doc = scene(sample, [{ side: 'marines', id: 'command', models: [['sm-captain', 1]], at: [[30, 10]] }, squad('squad', 40, 10), { side: 'orks', id: 'boyz', models: [['ork-boy', 4]], at: [[29, 10.99], [30, 10.99], [31, 10.99], [32, 10.99]] }], { bare: true });
    const declared = play(start(doc), { type: 'melee', side: 'marines', unit: 'command', target: 'boyz', power: false } as Action).state;
    const fallen = play(withDice(declared, [1, 6, 6, 6, 6, 5, 5, 5]), { type: 'roll', side: 'marines' } as Action);
    expect(keys(fallen.events)).toEqual(expect.arrayContaining(['casualty', 'unitDestroyed', 'chefLost', 'morale', 'newChef']));
    expect(fallen.state.game.chef[0]).toEqual([1, 0]);
  });
});

describe('R63: "un NCO augmente la Q+1 de tous les personnages amis (hormis le chef) qui sont à portés de commandement (1x distance 3 ps)"', () => {
  // The orks' big boss alone, in contact with a marine; a nob of another mob 1.3" from him.
  const doc = (bossRules: string[]) =>
    scene(sample, [{ side: 'marines', id: 'marine', models: [['sm-marine', 1]], at: [[30, 10]] }, { side: 'orks', id: 'boss', models: [['ork-big-boss', 1]], at: [[30, 10.99]] }, { side: 'orks', id: 'nobs', models: [['ork-nob', 1], ['ork-boy', 1]], at: [[32, 12], [33.2, 12]] }], { bare: true, first: 'orks', overrides: { unitProfiles: { 'ork-big-boss': { abilities: bossRules } } } });
  const disengageQuality = (bossRules: string[]) => {
    const declared = play(start(doc(bossRules)), { type: 'disengage', side: 'orks', unit: 'boss' } as Action).state;
    return event(play(withDice(declared, [3, 3, 3]), { type: 'roll', side: 'orks' } as Action).events, 'test')?.quality;
  };

  it('leaves the army’s Chef at his own Quality (3+) beside an NCO; the same boss, not the Chef, tests at 2+', () => {
    expect(disengageQuality(['ferocious-charge', 'leader'])).toBe(3);
    expect(disengageQuality(['ferocious-charge'])).toBe(2);
  });
});

describe('R63: the NCO "en mesure de donner des ordres à son groupe désigné, « Équipe » si elle est à distance 1 x court"', () => {
  // A squad with its sergeant (the NCO) at 10", 10"; a team of marines 2" behind him, another far away, and the orks.
  const team = (id: string, x: number, y: number): Placed => ({ side: 'marines', id, models: [['sm-marine', 2]], at: row(x, y, 2) });
  const doc = scene(sample, [squad('squad', 10, 10), team('team', 10, 12.98), team('far', 30, 10), mob('boyz', 10, 40), mob('others', 30, 40)], { bare: true });

  it('orders a team within 3" of the NCO, which then acts at once, before the other side', () => {
    const state = play(start(doc), { type: 'activate', side: 'marines', unit: 'squad' } as Action).state;
    const orders = engine.legalActions(state, 'marines').filter((action) => action.type === 'order');
    expect(orders).toEqual([{ type: 'order', side: 'marines', unit: 'squad', team: 'team' }]);
    expect(refusal(state, { type: 'order', side: 'marines', unit: 'squad', team: 'far' })).toBe('rapid-40000.refused.teamTooFar');
    expect(refusal(state, { type: 'order', side: 'marines', unit: 'squad', team: 'boyz' })).toBe('rapid-40000.refused.notTeam');
    const ordered = play(state, orders[0] as Action);
    expect(keys(ordered.events)).toContain('ordered');
    expect(unitOf(ordered.state, 'squad')?.ap).toBe(1);
    // One order an activation.
    expect(refusal(ordered.state, { type: 'order', side: 'marines', unit: 'squad', team: 'team' })).toBe('rapid-40000.refused.orderGiven');
    // The squad's activation ends: the team acts now, not the orks.
    const next = play(ordered.state, { type: 'endActivation', side: 'marines', unit: 'squad' } as Action);
    expect(keys(next.events)).toEqual(expect.arrayContaining(['activationEnded', 'followsOrder', 'activated']));
    expect(next.state.pending).toEqual([{ side: 'marines', kind: 'act' }]);
    expect(next.state.game.active).toBe(1);
    const after = play(next.state, { type: 'endActivation', side: 'marines', unit: 'team' } as Action).state;
    expect(after.pending).toEqual([{ side: 'orks', kind: 'activate' }]);
  });

  it('gives no order without a living NCO, nor to a team that has acted', () => {
    const state = play(start(doc), { type: 'activate', side: 'marines', unit: 'team' } as Action).state;
    expect(refusal(state, { type: 'order', side: 'marines', unit: 'team', team: 'squad' })).toBe('rapid-40000.refused.noNco');
    const done = play(play(state, { type: 'endActivation', side: 'marines', unit: 'team' } as Action).state, { type: 'endActivation', side: 'orks', unit: 'boyz' } as Action).state;
    expect(refusal(done, { type: 'order', side: 'marines', unit: 'squad', team: 'team' })).toBe('rapid-40000.refused.teamDone');
  });

  it('gives none with the "off" house rule', () => {
    const state = start(scene(sample, [squad('squad', 10, 10), team('team', 10, 12.98), mob('boyz', 10, 40)], { bare: true, overrides: { constants: { ncoOrders: 'off' } } }));
    expect(refusal(state, { type: 'order', side: 'marines', unit: 'squad', team: 'team' })).toBe('rapid-40000.refused.noOrders');
  });
});

describe('R73: "les combattants Lents qui se déplacent moins souvent que les autres"', () => {
  const slow = { unitProfiles: { 'sm-sergeant': { abilities: ['nco', 'slow'] }, 'sm-marine': { abilities: ['slow'] } } };
  const doc = scene(sample, [squad('squad', 10, 10), mob('boyz', 10, 40)], { bare: true, overrides: slow });

  it('moves once an activation and never runs', () => {
    const state = start(doc);
    expect(refusal(state, { type: 'run', side: 'marines', unit: 'squad', to: shifted(state, 'squad', 0, 12) })).toBe('rapid-40000.refused.slow');
    const moved = play(state, { type: 'move', side: 'marines', unit: 'squad', to: shifted(state, 'squad', 0, 6) } as Action).state;
    expect(refusal(moved, { type: 'move', side: 'marines', unit: 'squad', to: shifted(moved, 'squad', 0, 6) })).toBe('rapid-40000.refused.slow');
    expect(engine.legalActions(moved, 'marines').some((action) => action.type === 'move' || action.type === 'run')).toBe(false);
    // A unit without the rule moves twice.
    const quick = start(scene(sample, [squad('squad', 10, 10), mob('boyz', 10, 40)], { bare: true }));
    const once = play(quick, { type: 'move', side: 'marines', unit: 'squad', to: shifted(quick, 'squad', 0, 6) } as Action).state;
    expect(refusal(once, { type: 'move', side: 'marines', unit: 'squad', to: shifted(once, 'squad', 0, 6) })).toBeUndefined();
  });

  it('lowers the points value, as drawback rules do ("diminuent la valeur en points")', () => {
    const marine = start(doc).fixed.units[0]?.models[1];
    // ⌈(5·3 + 19 − 3)·(7 − 3)/2⌉ = 62, against 68 without the rule.
    expect(marine?.cost).toBe(62);
  });
});

describe('R60, R74–R77: vehicles', () => {
  const doc = scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1], ['sm-missile', 1]], at: [[30, 10], [31.2, 10]] }, { side: 'orks', id: 'tank', models: [['battle-tank', 1]], at: [[31, 25]] }], { bare: true });

  it('cannot be hurt by small arms: only anti-armour weapons target it', () => {
    const state = start(doc);
    expect(refusal(state, { type: 'shoot', side: 'marines', unit: 'squad', target: 'tank', aimed: false })).toBe('rapid-40000.refused.armoured');
  });

  it('is immobilised when a missile beats it by one, destroyed when by more', () => {
    const state = start(doc);
    const declared = play(state, { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(31), ci(25)] }], aimed: false } as Action).state;
    // On target; 1d6 + 3 + 2 against 1d6 + 3.
    const immobilised = play(withDice(declared, [6, 6, 6, 3, 4]), { type: 'roll', side: 'marines' } as Action);
    expect(keys(immobilised.events)).toContain('vehicleImmobilised');
    expect(unitOf(immobilised.state, 'tank')?.immobilised).toBe(true);
    const destroyed = play(withDice(declared, [6, 6, 6, 5, 2]), { type: 'roll', side: 'marines' } as Action);
    expect(keys(destroyed.events)).toContain('vehicleDestroyed');
    expect(destroyed.state.outcome?.winner).toBe('marines');
  });

  it('is immobilised by an explosive charge set from base contact (against its hull) on two successes', () => {
    // The tank faces up the table: its hull's front edge runs 75 mm (2.95") above its centre.
    const state = start(scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1]], at: [[30, 21.55]] }, { side: 'orks', id: 'tank', models: [['battle-tank', 1]], at: [[30, 25]] }], { bare: true }));
    const declared = play(state, { type: 'plantCharge', side: 'marines', unit: 'squad', target: 'tank' } as Action).state;
    const set = play(withDice(declared, [3, 3, 1]), { type: 'roll', side: 'marines' } as Action);
    expect(unitOf(set.state, 'tank')?.immobilised).toBe(true);
    const orksTurn = play(set.state, { type: 'endActivation', side: 'marines', unit: 'squad' } as Action).state;
    expect(refusal(orksTurn, { type: 'move', side: 'orks', unit: 'tank', to: shifted(orksTurn, 'tank', 5, 0) })).toBe('rapid-40000.refused.immobilised');
  });
});

describe('R3, R20, R74–R78: a vehicle occupies its hull ("une figurine est censée occuper la surface de son socle")', () => {
  // The Rhino's hull is 115 × 90 mm (4.53" × 3.54"); set up in the top half, it faces down the table.
  const rhino = (x: number, y: number): Placed => ({ side: 'marines', id: 'rhino', models: [['rhino', 1]], at: [[x, y]] });
  // Two lone boyz, one on each side of the way (two units: too far apart for one).
  const boyz = (id: string, spread: number, y: number): Placed[] => [-1, 1].map((side) => ({ side: 'orks', id: `${id}${side}`, models: [['ork-boy', 1]], at: [[30 + side * spread, y]] }));
  const facingOf = (state: R40State, id: string) => unitOf(state, id)?.facing.slice(0, 2);

  it('passes between two bases wider apart than its hull, not narrower (R20)', () => {
    // Rims 3.72" apart: the 3.54" hull passes (a round 100 mm base would not); 3.42" apart, it does not.
    const wide = start(scene(sample, [rhino(30, 10), ...boyz('boyz', 2.35, 16)], { bare: true }));
    expect(facingOf(wide, 'rhino')).toEqual([0, 1]);
    expect(refusal(wide, { type: 'move', side: 'marines', unit: 'rhino', to: shifted(wide, 'rhino', 0, 12) })).toBeUndefined();
    const narrow = start(scene(sample, [rhino(30, 10), ...boyz('boyz', 2.2, 16)], { bare: true }));
    expect(refusal(narrow, { type: 'move', side: 'marines', unit: 'rhino', to: shifted(narrow, 'rhino', 0, 12) })).toBe('rapid-40000.refused.move.blocked');
  });

  it('turns on the spot only where the corners of its hull sweep clear ground', () => {
    // Between two boyz 0.09" off its flanks: it drives straight on, but cannot turn to cross them.
    const state = start(scene(sample, [rhino(30, 16), ...boyz('boyz', 2.35, 16)], { bare: true }));
    expect(refusal(state, { type: 'move', side: 'marines', unit: 'rhino', to: shifted(state, 'rhino', 0, 6) })).toBeUndefined();
    expect(refusal(state, { type: 'move', side: 'marines', unit: 'rhino', to: shifted(state, 'rhino', 0, 0), facing: [1, 0] })).toBe('rapid-40000.refused.move.blocked');
    expect(refusal(state, { type: 'move', side: 'marines', unit: 'rhino', to: shifted(state, 'rhino', 4, 0) })).toBe('rapid-40000.refused.move.blocked');
    // In the open it turns as it likes.
    const open = start(scene(sample, [rhino(30, 16), ...boyz('boyz', 6, 30)], { bare: true }));
    expect(refusal(open, { type: 'move', side: 'marines', unit: 'rhino', to: shifted(open, 'rhino', 0, 0), facing: [1, 0] })).toBeUndefined();
  });

  it('faces the way it drove, drives in reverse to a place behind it, and ends facing as the move says', () => {
    const state = start(scene(sample, [rhino(30, 16), ...boyz('boyz', 6, 40)], { bare: true }));
    const ahead = play(state, { type: 'move', side: 'marines', unit: 'rhino', to: shifted(state, 'rhino', 6, 6) } as Action).state;
    expect(facingOf(ahead, 'rhino')).toEqual([ci(6), ci(6)]);
    const back = play(state, { type: 'move', side: 'marines', unit: 'rhino', to: shifted(state, 'rhino', 0, -5) } as Action).state;
    expect(facingOf(back, 'rhino')).toEqual([0, ci(5)]);
    const turned = play(state, { type: 'move', side: 'marines', unit: 'rhino', to: shifted(state, 'rhino', 0, 4), facing: [-3, 4] } as Action).state;
    expect(facingOf(turned, 'rhino')).toEqual([-3, 4]);
  });

  it('is touched, shot at and covered by a template at its hull, and cuts sight where its hull stands, not around it', () => {
    // The tank (150 × 110 mm) at 30", 25" faces up: its front edge at 22.05".
    const tank: Placed = { side: 'orks', id: 'tank', models: [['battle-tank', 1]], at: [[30, 25]] };
    const state = start(scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1], ['sm-missile', 1]], at: [[30, 10], [31.2, 10]] }, tank], { bare: true }));
    // A blast 1.4" short of the front edge covers the hull; around a round 100 mm base it would not.
    const declared = play(state, { type: 'shoot', side: 'marines', unit: 'squad', aims: [{ model: 1, at: [ci(30), ci(20.65)] }], aimed: false } as Action).state;
    const rolled = play(withDice(declared, [6, 6, 6, 6, 1]), { type: 'roll', side: 'marines' } as Action);
    expect(event(rolled.events, 'templateHit')).toMatchObject({ target: 'tank', under: 1 });
    // Sight: a line through the hull is cut, one passing below it (inside its corners' circle) is not.
    const through = start(scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1]], at: [[20, 20]] }, rhino(30, 20), { side: 'orks', id: 'boyz', models: [['ork-boy', 1]], at: [[38, 20]] }], { bare: true }));
    expect(refusal(through, { type: 'shoot', side: 'marines', unit: 'squad', target: 'boyz', aimed: false })).toBe('rapid-40000.refused.outOfSight');
    const below = start(scene(sample, [{ side: 'marines', id: 'squad', models: [['sm-sergeant', 1]], at: [[20, 22.6]] }, rhino(30, 20), { side: 'orks', id: 'boyz', models: [['ork-boy', 1]], at: [[38, 22.6]] }], { bare: true }));
    expect(refusal(below, { type: 'shoot', side: 'marines', unit: 'squad', target: 'boyz', aimed: false })).toBeUndefined();
  });

  it('deploys a Rhino with its whole hull in the zone, facing the other long edge', () => {
    const doc = toDeploy(sample) as unknown as { sides: { id: string; units: Record<string, unknown>[] }[] };
    doc.sides[0]?.units.push({ id: 'rhino', profile: 'rhino', deployIn: 'marines-deployment' });
    let state = start(doc, 4);
    while (!engine.legalActions(state, state.pending[0]?.side as string).some((action) => (action as { unit?: string }).unit === 'rhino')) {
      state = play(state, engine.legalActions(state, state.pending[0]?.side as string)[0] as Action).state;
    }
    const deploys = engine.legalActions(state, 'marines').filter((action) => (action as { unit?: string }).unit === 'rhino') as (Action & { to: number[] })[];
    expect(deploys.length).toBeGreaterThan(0);
    for (const deploy of deploys) expect(refusal(state, deploy)).toBeUndefined();
    const deployed = play(state, deploys[0] as Action).state;
    expect(unitOf(deployed, 'rhino')?.facing).toEqual([0, 1]);
    // Its centre 1" from the zone's edge: the hull (2.26" from front to middle) would stick out.
    expect(refusal(state, { ...deploys[0], to: [ci(40), ci(11)] })).toBe('rapid-40000.refused.outsideZone');
  });

  it('fires its turret all round and its hull machine gun in its front arc only ("un canon en tourelle et une mitrailleuse")', () => {
    const tank: Placed = { side: 'orks', id: 'tank', models: [['battle-tank', 1]], at: [[30, 25]] };
    const squad = (id: string, x: number, y: number): Placed => ({ side: 'marines', id, models: [['sm-marine', 2]], at: row(x, y, 2) });
    const state = play(start(scene(sample, [squad('ahead', 30, 12), squad('behind', 30, 38), squad('abeam', 40, 25), tank], { bare: true, first: 'orks' })), { type: 'activate', side: 'orks', unit: 'tank' } as Action).state;
    expect(refusal(state, { type: 'shoot', side: 'orks', unit: 'tank', target: 'ahead', aimed: false })).toBeUndefined();
    expect(refusal(state, { type: 'shoot', side: 'orks', unit: 'tank', target: 'behind', aimed: false })).toBe('rapid-40000.refused.outOfSight');
    expect(refusal(state, { type: 'shoot', side: 'orks', unit: 'tank', target: 'abeam', aimed: false })).toBe('rapid-40000.refused.outOfSight');
    // The cannon in its turret lays its blast behind the tank as well.
    expect(refusal(state, { type: 'shoot', side: 'orks', unit: 'tank', aims: [{ model: 0, at: [ci(30.6), ci(38)] }], aimed: false })).toBeUndefined();
    // A front arc of 180° (house rule) takes in what stands abeam.
    const wide = play(start(scene(sample, [squad('ahead', 30, 12), squad('behind', 30, 38), squad('abeam', 40, 25), tank], { bare: true, first: 'orks', overrides: { constants: { frontArcDegrees: 180 } } })), { type: 'activate', side: 'orks', unit: 'tank' } as Action).state;
    expect(refusal(wide, { type: 'shoot', side: 'orks', unit: 'tank', target: 'abeam', aimed: false })).toBeUndefined();
    expect(refusal(wide, { type: 'shoot', side: 'orks', unit: 'tank', target: 'behind', aimed: false })).toBe('rapid-40000.refused.outOfSight');
  });
});

describe('R11, R85, R86: initiative, deployment, victory', () => {
  it('deploys the units one at a time, alternately, starting with the side that plays second, each 12" from its edge', () => {
    let state = start(toDeploy(sample), 4);
    const second = state.game.first === 0 ? 'orks' : 'marines';
    expect(state.phase).toBe('deployment');
    expect(state.pending[0]?.side).toBe(second);
    const deployers: string[] = [];
    while (state.phase === 'deployment') {
      const side = state.pending[0]?.side as string;
      deployers.push(side);
      const deploy = engine.legalActions(state, side)[0] as Action & { to: number[] };
      const zoneTop = side === 'marines' ? 0 : ci(36);
      for (let i = 1; i < deploy.to.length; i += 2) expect(deploy.to[i]).toBeGreaterThanOrEqual(zoneTop);
      for (let i = 1; i < deploy.to.length; i += 2) expect(deploy.to[i]).toBeLessThanOrEqual(zoneTop + ci(12));
      state = play(state, deploy).state;
    }
    expect(deployers.slice(0, 4)).toEqual([second, second === 'orks' ? 'marines' : 'orks', second, second === 'orks' ? 'marines' : 'orks']);
    expect(state.turn).toBe(1);
  });

  it('rolls for the first side when the scenario says "roll", and keeps it every turn', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 12; seed++) {
      const state = start(sample, seed);
      firsts.add(state.game.first);
      expect(state.game.initiative).toHaveLength(2);
      expect(state.game.initiative[0]).not.toBe(state.game.initiative[1]);
      expect(state.pending[0]?.side).toBe(state.fixed.sides[state.game.first]);
    }
    expect(firsts.size).toBe(2);
  });

  it('rolls the initiative again at the start of each later turn with `sameFirstEveryTurn` off, as before the game, ties rolled again ("En cas d’égalité, les joueurs relancent les dés", R11)', () => {
    const units = [squad('squad', 10, 10), mob('boyz', 60, 40)];
    const firstTurn = (constants: Record<string, unknown>) => {
      const state = play(start(scene(sample, units, { bare: true, limit: 3, overrides: { constants } })), { type: 'endActivation', side: 'marines', unit: 'squad' } as Action).state;
      // 4 against 4, rolled again: 2 against 5.
      return play(withDice(state, [4, 4, 2, 5]), { type: 'endActivation', side: 'orks', unit: 'boyz' } as Action);
    };
    const rolled = firstTurn({ sameFirstEveryTurn: false });
    expect(event(rolled.events, 'initiative')).toEqual({ turn: 2, side: 'orks', roll: 5, against: 2 });
    expect(rolled.state.turn).toBe(2);
    expect(rolled.state.game.first).toBe(1);
    expect(rolled.state.game.initiative).toEqual([2, 5]);
    expect(rolled.state.pending).toEqual([{ side: 'orks', kind: 'activate' }]);
    // By default the side that played first in the first turn plays first again, with no roll.
    const kept = firstTurn({});
    expect(keys(kept.events)).not.toContain('initiative');
    expect(kept.state.pending).toEqual([{ side: 'marines', kind: 'activate' }]);
  });

  it('gives the game at the last turn to the side that destroyed more points, when no objective is met', () => {
    let state = start(scene(sample, [squad('squad', 10, 10), mob('boyz', 60, 40)], { bare: true, limit: 1 }));
    state = play(state, { type: 'endActivation', side: 'marines', unit: 'squad' } as Action).state;
    const over = play(state, { type: 'endActivation', side: 'orks', unit: 'boyz' } as Action).state;
    expect(over.outcome).toMatchObject({ winner: null, key: 'rapid-40000.outcome.draw' });
  });

  it('gives the game to the side holding the centre alone at the end', () => {
    let state = start(scene(sample, [squad('squad', 34, 24), mob('boyz', 60, 40)], { limit: 1 }));
    state = play(state, { type: 'endActivation', side: 'marines', unit: 'squad' } as Action).state;
    const over = play(state, { type: 'endActivation', side: 'orks', unit: 'boyz' } as Action).state;
    expect(over.outcome).toMatchObject({ winner: 'marines', key: 'rapid-40000.outcome.objective' });
  });
});
