import { describe, expect, it } from 'vitest';
import r6Json from '../../../scenarios/r6-ambassade.scenario.json';
import siegeJson from '../../../scenarios/siege-castle.scenario.json';
import { addCellsToZone, addRoomZone, addZone, removeCellsFromZone, removeZone, setZoneProperties } from './index';
import { loaded, refusal, roundTrip } from './test-support';
import type { Scenario } from '../../../engine/scenario/types';

const r6 = loaded(r6Json);
const siege = loaded(siegeJson);
const zone = (scenario: Scenario, id: string) => scenario.board.zones?.find((z) => z.id === id);

describe('zones', () => {
  it('creates a named zone of a side from painted cells', () => {
    const result = addZone(siege, { purpose: 'territory', name: { fr: 'Village', en: 'Village' }, side: 'defenders', colour: '#336699', cells: [{ col: 25, row: 2 }, { col: 26, row: 2 }, { col: 25, row: 2 }] });
    const after = roundTrip(siege, result);
    expect(zone(after, 'territory-1')).toEqual({ id: 'territory-1', purpose: 'territory', name: { fr: 'Village', en: 'Village' }, side: 'defenders', colour: '#336699', cells: [{ col: 25, row: 2 }, { col: 26, row: 2 }] });
    expect(after.board.edges).toBe(siege.board.edges);
  });

  it('adds cells to a zone and takes them out again', () => {
    const grown = roundTrip(r6, addCellsToZone(r6, { zone: 'attackers-start', cells: [{ col: 1, row: 4 }, { col: 0, row: 0 }] }));
    expect(zone(grown, 'attackers-start')?.cells?.length).toBe((zone(r6, 'attackers-start')?.cells?.length ?? 0) + 1);
    expect(zone(grown, 'bomb-site-a')).toBe(zone(r6, 'bomb-site-a'));
    const shrunk = roundTrip(grown, removeCellsFromZone(grown, { zone: 'attackers-start', cells: [{ col: 1, row: 4 }] }));
    expect(shrunk.board.zones).toEqual(r6.board.zones);
    expect(addCellsToZone(r6, { zone: 'attackers-start', cells: [{ col: 0, row: 0 }] })).toEqual({ ok: true, scenario: r6 });
  });

  it('refuses painting into a derived room, emptying a zone, cells off the board and unknown zones', () => {
    expect(refusal(addCellsToZone(r6, { zone: 'hall', cells: [{ col: 0, row: 0 }] }))).toEqual({ key: 'edit.zone.notCells', params: { id: 'hall' } });
    const cells = zone(r6, 'attackers-start')?.cells ?? [];
    expect(refusal(removeCellsFromZone(r6, { zone: 'attackers-start', cells })).key).toBe('edit.zone.wouldBeEmpty');
    expect(refusal(addCellsToZone(r6, { zone: 'attackers-start', cells: [{ col: 0, row: 6 }] })).key).toBe('edit.place.cellOffBoard');
    expect(refusal(addCellsToZone(r6, { zone: 'roof', cells: [{ col: 0, row: 0 }] })).key).toBe('edit.zone.unknown');
    expect(refusal(addZone(r6, { purpose: 'objective', cells: [] })).key).toBe('edit.zone.noCells');
    expect(refusal(addZone(r6, { purpose: 'objective', side: 'nobody', cells: [{ col: 1, row: 1 }] })).key).toBe('edit.side.unknown');
    expect(refusal(addZone(r6, { purpose: 'objective', colour: 'red', cells: [{ col: 1, row: 1 }] })).key).toBe('edit.colour.invalid');
  });

  it('adds a room zone seeded on a cell, derived from the walls', () => {
    const after = roundTrip(r6, addRoomZone(r6, { seed: { col: 6, row: 1 }, name: 'Salon' }));
    expect(zone(after, 'room-1')).toEqual({ id: 'room-1', purpose: 'room', name: 'Salon', room: { col: 6, row: 1 } });
  });

  it('edits a zone name, side and colour', () => {
    const after = roundTrip(r6, setZoneProperties(r6, { zone: 'hall', name: 'Hall', colour: '#aa0000', purpose: 'other' }));
    expect(zone(after, 'hall')).toEqual({ id: 'hall', purpose: 'other', name: 'Hall', colour: '#aa0000', room: { col: 1, row: 0 } });
    const cleared = roundTrip(after, setZoneProperties(after, { zone: 'hall', colour: null }));
    expect(zone(cleared, 'hall')?.colour).toBeUndefined();
  });

  it('removes a zone nothing refers to, and refuses one still in use', () => {
    const after = roundTrip(r6, removeZone(r6, { zone: 'kitchen' }));
    expect(zone(after, 'kitchen')).toBeUndefined();
    expect(refusal(removeZone(r6, { zone: 'bomb-site-a' }))).toEqual({ key: 'edit.zone.inUse', params: { id: 'bomb-site-a', by: 'defuse' } });
    expect(refusal(removeZone(r6, { zone: 'attackers-start' })).key).toBe('edit.zone.inUse');
  });
});
