import { describe, expect, it } from 'vitest';
import r6Json from '../../../scenarios/r6-ambassade.scenario.json';
import rapidJson from '../../../scenarios/rapid40k-skirmish.scenario.json';
import rebellionJson from '../../../scenarios/rebellion-galaxy.scenario.json';
import siegeJson from '../../../scenarios/siege-castle.scenario.json';
import rivetJson from '../../../scenarios/rivet-wars-m01.scenario.json';
import { isTokenHidden, moveToken, moveUnit, placeToken, placeUnit, removeToken, removeUnit, rulesetOf, setTokenProperties, setUnitFacing, setUnitPlugs, setUnitProperties } from './index';
import { errorsOf, loaded, refusal, roundTrip } from './test-support';
import type { Scenario } from '../../../engine/scenario/types';

const r6 = loaded(r6Json);
const siege = loaded(siegeJson);
const rapid = loaded(rapidJson);
const rebellion = loaded(rebellionJson);
const rivet = loaded(rivetJson);
const token = (scenario: Scenario, id: string) => scenario.board.tokens?.find((t) => t.id === id);
const unit = (scenario: Scenario, id: string) => scenario.sides.flatMap((side) => side.units ?? []).find((u) => u.id === id);

describe('tokens', () => {
  it('places a hidden trap owned by a side, with a fresh id', () => {
    const result = placeToken(r6, { kind: 'trap', at: { col: 2, row: 1 }, hidden: true, owner: 'defenders' });
    const after = roundTrip(r6, result);
    expect(result.ok && result.created).toBe('trap-1');
    expect(token(after, 'trap-1')).toEqual({ id: 'trap-1', kind: 'trap', at: { col: 2, row: 1 }, hidden: true, owner: 'defenders' });
    expect(after.board.edges).toBe(r6.board.edges);
    expect(after.sides).toBe(r6.sides);
  });

  it('writes a trap down as hidden, as its kind lays it; a face-up one of a hidden kind says so', () => {
    // One truth: the file says what the palette showed and what the inspector reads back.
    const faceDown = roundTrip(r6, placeToken(r6, { kind: 'trap', at: { col: 2, row: 1 }, owner: 'defenders' }));
    expect(token(faceDown, 'trap-1')).toEqual({ id: 'trap-1', kind: 'trap', at: { col: 2, row: 1 }, hidden: true, owner: 'defenders' });
    const faceUp = roundTrip(r6, placeToken(r6, { kind: 'trap', at: { col: 2, row: 1 }, hidden: false, owner: 'defenders' }));
    expect(token(faceUp, 'trap-1')?.hidden).toBe(false);
    const kinds = r6.ruleset.id === 'r6-onboard' ? rulesetOf(r6)?.tokens : undefined;
    expect(isTokenHidden(token(faceUp, 'trap-1')!, kinds?.trap)).toBe(false);
    expect(isTokenHidden({}, kinds?.trap)).toBe(true);
    // A kind shown face up by default keeps its file clean.
    const smoke = roundTrip(r6, placeToken(r6, { kind: 'smoke', at: { col: 2, row: 1 } }));
    expect(token(smoke, 'smoke-1')).toEqual({ id: 'smoke-1', kind: 'smoke', at: { col: 2, row: 1 } });
  });

  it('places smoke in a zone, where its kind allows it', () => {
    const after = roundTrip(r6, placeToken(r6, { kind: 'smoke', at: { zone: 'bomb-site-a' } }));
    expect(after.board.tokens?.at(-1)?.at).toEqual({ zone: 'bomb-site-a' });
  });

  it('refuses a third bomb, a trap off the board or in a zone, unknown kinds, owners and states', () => {
    expect(refusal(placeToken(r6, { kind: 'bomb', at: { col: 2, row: 2 } }))).toEqual({ key: 'edit.token.tooMany', params: { kind: 'bomb', max: 2, count: 2 } });
    expect(refusal(placeToken(r6, { kind: 'trap', at: { col: 9, row: 2 } })).key).toBe('edit.place.cellOffBoard');
    expect(refusal(placeToken(r6, { kind: 'trap', at: { zone: 'bomb-site-a' } })).key).toBe('edit.place.notAllowed.zone');
    expect(refusal(placeToken(r6, { kind: 'smoke', at: { zone: 'nowhere' } })).key).toBe('edit.zone.unknown');
    expect(refusal(placeToken(r6, { kind: 'claymore', at: { col: 1, row: 1 } })).key).toBe('edit.token.unknownKind');
    expect(refusal(placeToken(r6, { kind: 'trap', at: { col: 1, row: 1 }, owner: 'spectators' })).key).toBe('edit.side.unknown');
    expect(refusal(placeToken(siege, { kind: 'ladder', at: { col: 1, row: 1 }, state: 'broken' })).key).toBe('edit.token.badState');
    expect(refusal(placeToken(r6, { kind: 'trap', at: { x: 1, y: 1 } })).key).toBe('edit.place.notAllowed.point');
  });

  it('moves a token, and leaves the scenario as it is when it does not move', () => {
    const after = roundTrip(r6, moveToken(r6, { id: 'bomb-a', at: { col: 3, row: 1 } }));
    expect(token(after, 'bomb-a')?.at).toEqual({ col: 3, row: 1 });
    expect(token(after, 'bomb-b')).toBe(token(r6, 'bomb-b'));
    expect(moveToken(r6, { id: 'bomb-a', at: { col: 4, row: 1 } })).toEqual({ ok: true, scenario: r6 });
    expect(refusal(moveToken(r6, { id: 'bomb-a', at: { col: -1, row: 1 } })).key).toBe('edit.place.cellOffBoard');
    expect(refusal(moveToken(r6, { id: 'bomb-z', at: { col: 1, row: 1 } })).key).toBe('edit.token.unknown');
  });

  it('changes the hidden flag, owner and state of a token', () => {
    const hidden = roundTrip(siege, setTokenProperties(siege, { id: 'ladder-1', hidden: true, owner: 'besiegers', state: 'vertical' }));
    expect(token(hidden, 'ladder-1')).toMatchObject({ hidden: true, owner: 'besiegers', state: 'vertical' });
    const back = roundTrip(hidden, setTokenProperties(hidden, { id: 'ladder-1', hidden: false, owner: null, state: 'horizontal' }));
    expect(token(back, 'ladder-1')).toEqual(token(siege, 'ladder-1'));
  });

  it('removes a token, unless a victory condition needs it', () => {
    const after = roundTrip(siege, removeToken(siege, { id: 'ram' }));
    expect(token(after, 'ram')).toBeUndefined();
    const guarded: Scenario = { ...r6, victory: [...(r6.victory ?? []), { id: 'grab', side: 'attackers', type: 'occupy-token', token: 'bomb-a', alone: true }] };
    const withTrap = roundTrip(guarded, placeToken(guarded, { kind: 'trap', at: { col: 2, row: 2 } }));
    const guardedTrap: Scenario = { ...withTrap, victory: [...(withTrap.victory ?? []), { id: 'spring', side: 'defenders', type: 'occupy-token', token: 'trap-1', alone: true }] };
    expect(refusal(removeToken(guardedTrap, { id: 'trap-1' }))).toEqual({ key: 'edit.token.inUse', params: { id: 'trap-1', by: 'spring' } });
    // R6 needs its two bombs: one may be moved, not taken away.
    expect(refusal(removeToken(r6, { id: 'bomb-a' }))).toEqual({ key: 'edit.token.required', params: { kind: 'bomb', min: 2 } });
  });

  it('places tokens at points on free tables and on areas of area maps', () => {
    const onTable = roundTrip(rapid, placeToken(rapid, { kind: 'objective', at: { x: 10, y: 12 } }));
    expect(onTable.board.tokens?.at(-1)?.at).toEqual({ x: 10, y: 12 });
    expect(refusal(placeToken(rapid, { kind: 'objective', at: { x: 80, y: 12 } })).key).toBe('edit.place.pointOffBoard');
    const onArea = roundTrip(rebellion, placeToken(rebellion, { kind: 'loyalty', at: { area: 'kuat' } }));
    expect(onArea.board.tokens?.at(-1)?.at).toEqual({ area: 'kuat' });
    expect(refusal(placeToken(rebellion, { kind: 'loyalty', at: { area: 'tatooine-2' } })).key).toBe('edit.area.unknown');
  });
});

describe('units', () => {
  it('places a unit of a side from a profile, with a fresh id', () => {
    const result = placeUnit(siege, { side: 'besiegers', profile: 'archer', at: { col: 2, row: 2 } });
    const after = roundTrip(siege, result);
    // The defenders already have archer-1 and archer-2: ids are unique across the scenario.
    expect(result.ok && result.created).toBe('archer-3');
    expect(after.sides[0]?.units?.at(-1)).toEqual({ id: 'archer-3', profile: 'archer', at: { col: 2, row: 2 } });
    expect(after.sides[1]).toBe(siege.sides[1]);
    expect(after.board).toBe(siege.board);
  });

  it('refuses a second living figure on a SIEGE hex, whichever side it belongs to', () => {
    expect(refusal(placeUnit(siege, { side: 'besiegers', profile: 'archer', at: { col: 18, row: 10 } }))).toEqual({ key: 'edit.unit.stacking', params: { cell: '1911', limit: 1 } });
    expect(refusal(moveUnit(siege, { id: 'sergeant-1', at: { col: 18, row: 10 } })).key).toBe('edit.unit.stacking');
    // The unit already there may move within its own hex's neighbourhood, and onto a free hex.
    const moved = roundTrip(siege, moveUnit(siege, { id: 'lord', at: { col: 18, row: 11 } }));
    expect(unit(moved, 'lord')?.at).toEqual({ col: 18, row: 11 });
  });

  it('stacks Rivet Wars style up to the size limit when the ruleset counts sizes', () => {
    const big = { ...r6, ruleset: { id: 'r6-onboard', overrides: { constraints: { stacking: { limit: 2, count: 'units', scope: 'side' } } } } } as Scenario;
    const one = roundTrip(big, placeUnit(big, { side: 'attackers', profile: 'attacker-agent', at: { col: 2, row: 2 } }));
    const two = roundTrip(one, placeUnit(one, { side: 'attackers', profile: 'attacker-agent', at: { col: 2, row: 2 } }));
    expect(refusal(placeUnit(two, { side: 'attackers', profile: 'attacker-agent', at: { col: 2, row: 2 } })).key).toBe('edit.unit.stacking');
    // The limit is per side: a defender may still join.
    roundTrip(two, placeUnit(two, { side: 'defenders', profile: 'defender-agent', at: { col: 2, row: 2 } }));
  });

  it('refuses a unit off the board, of an unknown side or profile', () => {
    expect(refusal(placeUnit(siege, { side: 'besiegers', profile: 'archer', at: { col: 30, row: 2 } })).key).toBe('edit.place.cellOffBoard');
    expect(refusal(placeUnit(siege, { side: 'saxons', profile: 'archer', at: { col: 1, row: 2 } })).key).toBe('edit.side.unknown');
    expect(refusal(placeUnit(siege, { side: 'besiegers', profile: 'wizard', at: { col: 1, row: 2 } })).key).toBe('edit.unit.unknownProfile');
    expect(refusal(placeUnit(rapid, { side: rapid.sides[0]?.id ?? '', profile: 'sm-marine', at: { x: -2, y: 3 } })).key).toBe('edit.place.pointOffBoard');
  });

  it('moves a unit waiting in its deployment zone onto the board', () => {
    const after = roundTrip(siege, moveUnit(siege, { id: 'knight-1', at: { col: 3, row: 3 } }));
    expect(unit(after, 'knight-1')).toEqual({ id: 'knight-1', profile: 'knight', at: { col: 3, row: 3 } });
  });

  it('turns and moves a unit base on a free table', () => {
    const id = rapid.sides[0]?.units?.[0]?.id ?? '';
    const turned = roundTrip(rapid, setUnitFacing(rapid, { id, facing: -90 }));
    expect(unit(turned, id)?.facing).toBe(270);
    const moved = roundTrip(turned, moveUnit(turned, { id, at: { x: 40.5, y: 20 } }));
    expect(unit(moved, id)?.at).toEqual({ x: 40.5, y: 20 });
    expect(setUnitFacing(moved, { id, facing: 630 })).toEqual(setUnitFacing(moved, { id, facing: 270 }));
  });

  it('renames, hides and removes units', () => {
    const named = roundTrip(siege, setUnitProperties(siege, { id: 'baron', name: 'Baron Roger', hidden: true }));
    expect(unit(named, 'baron')).toMatchObject({ name: 'Baron Roger', hidden: true });
    const removed = roundTrip(named, removeUnit(named, { id: 'baron' }));
    expect(unit(removed, 'baron')).toBeUndefined();
    expect(refusal(removeUnit(siege, { id: 'nobody' })).key).toBe('edit.unit.unknown');
    expect(errorsOf(removed)).toEqual([]);
  });
});

describe('Rivet Wars units: plugs, and room in a grid', () => {
  it('fits a plug placed on a unit of its side with a free socket into that unit, and refuses it anywhere else', () => {
    const withWolverine = roundTrip(rivet, placeUnit(rivet, { side: 'allies', profile: 'm2-wolverine', at: { col: 0, row: 0 } }));
    const result = placeUnit(withWolverine, { side: 'allies', profile: 'general-patston', at: { col: 0, row: 0 } });
    expect(result.ok && result.created).toBe('m2-wolverine-1');
    const fitted = roundTrip(withWolverine, result);
    expect(unit(fitted, 'm2-wolverine-1')?.plugs).toEqual(['general-patston']);
    expect(fitted.sides[0]?.units).toHaveLength(1);
    // The socket is taken now; an empty grid has no unit to carry it.
    expect(refusal(placeUnit(fitted, { side: 'allies', profile: 'hacksaw-turret', at: { col: 0, row: 0 } })).key).toBe('edit.unit.plugNeedsHost');
    expect(refusal(placeUnit(rivet, { side: 'allies', profile: 'hacksaw-turret', at: { col: 2, row: 0 } })).key).toBe('edit.unit.plugNeedsHost');
  });

  it('sets and clears a unit’s plugs, refusing more than its sockets and a profile that is no plug', () => {
    const withWolverine = roundTrip(rivet, placeUnit(rivet, { side: 'allies', profile: 'm2-wolverine', at: { col: 0, row: 0 } }));
    const turret = roundTrip(withWolverine, setUnitPlugs(withWolverine, { id: 'm2-wolverine-1', plugs: ['hacksaw-turret'] }));
    expect(unit(turret, 'm2-wolverine-1')?.plugs).toEqual(['hacksaw-turret']);
    const cleared = roundTrip(turret, setUnitPlugs(turret, { id: 'm2-wolverine-1', plugs: [] }));
    expect(unit(cleared, 'm2-wolverine-1')).not.toHaveProperty('plugs');
    expect(refusal(setUnitPlugs(withWolverine, { id: 'm2-wolverine-1', plugs: ['hacksaw-turret', 'general-patston'] }))).toEqual({ key: 'edit.unit.tooManyPlugs', params: { count: 1 } });
    expect(refusal(setUnitPlugs(withWolverine, { id: 'm2-wolverine-1', plugs: ['rifleman'] }))).toEqual({ key: 'edit.unit.notPlug', params: { profile: 'rifleman' } });
    const cycle = roundTrip(rivet, placeUnit(rivet, { side: 'allies', profile: 'rocket-cycle', at: { col: 0, row: 0 } }));
    expect(refusal(setUnitPlugs(cycle, { id: 'rocket-cycle-1', plugs: ['hacksaw-turret'] })).key).toBe('edit.unit.noSockets');
  });

  it('refuses a unit in a grid whose cells are taken, saying how many it needs and how many are free', () => {
    let full = rivet;
    for (const profile of ['hammer-65-pounder', 'm2-wolverine']) full = roundTrip(full, placeUnit(full, { side: 'allies', profile, at: { col: 0, row: 0 } }));
    expect(refusal(placeUnit(full, { side: 'allies', profile: 'mt1-ostrich', at: { col: 0, row: 0 } }))).toEqual({ key: 'edit.unit.stackingCells', params: { cell: '1,1', limit: 4, count: 2, free: 0 } });
    const three = roundTrip(rivet, placeUnit(rivet, { side: 'allies', profile: 'm2-wolverine', at: { col: 0, row: 0 } }));
    const withRifleman = roundTrip(three, placeUnit(three, { side: 'allies', profile: 'rifleman', at: { col: 0, row: 0 } }));
    expect(refusal(placeUnit(withRifleman, { side: 'allies', profile: 'mt1-ostrich', at: { col: 0, row: 0 } })).params).toMatchObject({ count: 2, free: 1 });
  });
});

