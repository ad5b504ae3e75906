import { describe, expect, it } from 'vitest';
import r6Json from '../../../scenarios/r6-ambassade.scenario.json';
import rapidJson from '../../../scenarios/rapid40k-skirmish.scenario.json';
import rebellionJson from '../../../scenarios/rebellion-galaxy.scenario.json';
import {
  addArea,
  addRegion,
  addTerrainPolygon,
  linkAreas,
  moveArea,
  movePolygon,
  polygonCentre,
  removeArea,
  removeRegion,
  removeTerrainPatch,
  renameArea,
  resizePolygon,
  rotatePolygon,
  setAreaRegion,
  setRegion,
  unlinkAreas,
} from './index';
import { loaded, refusal, roundTrip } from './test-support';
import type { Scenario } from '../../../engine/scenario/types';

const rapid = loaded(rapidJson);
const rebellion = loaded(rebellionJson);
const patch = (scenario: Scenario, id: string) => scenario.board.terrain?.find((p) => p.id === id);
const area = (scenario: Scenario, id: string) => scenario.board.areas?.find((a) => a.id === id);
const linked = (scenario: Scenario, a: string, b: string) => (scenario.board.links ?? []).some(([x, y]) => (x === a && y === b) || (x === b && y === a));

describe('free-table terrain polygons', () => {
  const square = [{ x: 30, y: 30 }, { x: 34, y: 30 }, { x: 34, y: 34 }, { x: 30, y: 34 }];

  it('places a terrain area with a fresh id, in the table unit', () => {
    const result = addTerrainPolygon(rapid, { kind: 'rocks', polygon: square, name: 'Cairn' });
    const after = roundTrip(rapid, result);
    expect(patch(after, 'rocks-1')).toEqual({ id: 'rocks-1', kind: 'rocks', polygon: square, name: 'Cairn' });
    expect(after.sides).toBe(rapid.sides);
  });

  it('moves, turns and resizes a polygon about its centre', () => {
    const placed = roundTrip(rapid, addTerrainPolygon(rapid, { kind: 'rocks', polygon: square }));
    const moved = roundTrip(placed, movePolygon(placed, { id: 'rocks-1', dx: 2, dy: -1 }));
    expect(patch(moved, 'rocks-1')?.polygon?.[0]).toEqual({ x: 32, y: 29 });
    const turned = roundTrip(moved, rotatePolygon(moved, { id: 'rocks-1', degrees: 90 }));
    expect(polygonCentre(patch(turned, 'rocks-1')?.polygon ?? [])).toEqual({ x: 34, y: 31 });
    // A quarter turn clockwise on screen takes the top-left corner to the top-right.
    expect(patch(turned, 'rocks-1')?.polygon?.[0]).toEqual({ x: 36, y: 29 });
    const grown = roundTrip(turned, resizePolygon(turned, { id: 'rocks-1', factor: 2 }));
    const xs = (patch(grown, 'rocks-1')?.polygon ?? []).map((p) => p.x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(8, 9);
    expect(polygonCentre(patch(grown, 'rocks-1')?.polygon ?? [])).toEqual({ x: 34, y: 31 });
  });

  it('refuses corners off the table, too few corners, a bad scale, and polygons on cell boards', () => {
    expect(refusal(addTerrainPolygon(rapid, { kind: 'rocks', polygon: [{ x: 70, y: 1 }, { x: 73, y: 1 }, { x: 71, y: 3 }] }))).toEqual({
      key: 'edit.place.pointOffBoard',
      params: { width: 72, height: 48, unit: 'in' },
    });
    expect(refusal(addTerrainPolygon(rapid, { kind: 'rocks', polygon: square.slice(0, 2) })).key).toBe('edit.polygon.corners');
    expect(refusal(movePolygon(rapid, { id: 'rocks-south', dx: 0, dy: 100 })).key).toBe('edit.place.pointOffBoard');
    expect(refusal(resizePolygon(rapid, { id: 'rocks-south', factor: 0 })).key).toBe('edit.polygon.badScale');
    expect(refusal(addTerrainPolygon(loaded(r6Json), { kind: 'floor', polygon: square })).key).toBe('edit.board.needsFree');
  });

  it('removes a terrain area', () => {
    const after = roundTrip(rapid, removeTerrainPatch(rapid, { id: 'marsh' }));
    expect(patch(after, 'marsh')).toBeUndefined();
    expect(refusal(removeTerrainPatch(rapid, { id: 'lake' })).key).toBe('edit.terrain.unknown');
  });
});

describe('area maps', () => {
  it('adds an area with an id made of its name, and moves and renames it', () => {
    const result = addArea(rebellion, { name: 'Exegol', xMm: 900, yMm: 650, region: 'outer-rim-south' });
    const added = roundTrip(rebellion, result);
    expect(area(added, 'exegol')).toEqual({ id: 'exegol', name: 'Exegol', xMm: 900, yMm: 650, region: 'outer-rim-south' });
    const moved = roundTrip(added, moveArea(added, { id: 'exegol', xMm: 880, yMm: 640 }));
    expect(area(moved, 'exegol')).toMatchObject({ xMm: 880, yMm: 640 });
    const renamed = roundTrip(moved, renameArea(moved, { id: 'exegol', name: 'Exegol System' }));
    expect(area(renamed, 'exegol')?.name).toBe('Exegol System');
    expect(area(renamed, 'kuat')).toBe(area(rebellion, 'kuat'));
  });

  it('links and unlinks areas in either order, refusing a link to itself', () => {
    const added = roundTrip(rebellion, addArea(rebellion, { name: 'Exegol', xMm: 900, yMm: 650 }));
    const linkedOnce = roundTrip(added, linkAreas(added, { a: 'exegol', b: 'kuat' }));
    expect(linked(linkedOnce, 'kuat', 'exegol')).toBe(true);
    expect(linkAreas(linkedOnce, { a: 'kuat', b: 'exegol' })).toEqual({ ok: true, scenario: linkedOnce });
    const unlinked = roundTrip(linkedOnce, unlinkAreas(linkedOnce, { a: 'kuat', b: 'exegol' }));
    expect(linked(unlinked, 'kuat', 'exegol')).toBe(false);
    expect(refusal(linkAreas(added, { a: 'kuat', b: 'kuat' })).key).toBe('edit.area.selfLink');
    expect(refusal(linkAreas(added, { a: 'kuat', b: 'hoth-2' })).key).toBe('edit.area.unknown');
    expect(refusal(unlinkAreas(added, { a: 'kuat', b: 'exegol' })).key).toBe('edit.area.notLinked');
  });

  it('removes an area with its links, unless something stands there', () => {
    const added = roundTrip(rebellion, addArea(rebellion, { name: 'Exegol', xMm: 900, yMm: 650 }));
    const withLink = roundTrip(added, linkAreas(added, { a: 'exegol', b: 'kuat' }));
    const removed = roundTrip(withLink, removeArea(withLink, { id: 'exegol' }));
    expect(removed.board.areas).toEqual(rebellion.board.areas);
    expect(removed.board.links).toEqual(rebellion.board.links);
    expect(refusal(removeArea(rebellion, { id: 'yavin' })).key).toBe('edit.area.inUse');
    expect(refusal(addArea(rebellion, { name: 'Far away', xMm: 2000, yMm: 10 })).key).toBe('edit.area.offMap');
  });

  it('groups areas in regions', () => {
    const result = addRegion(rebellion, { name: 'Unknown Regions', colour: '#123456' });
    const added = roundTrip(rebellion, result);
    expect(result.ok && result.created).toBe('unknown-regions');
    const moved = roundTrip(added, setAreaRegion(added, { id: 'kuat', region: 'unknown-regions' }));
    expect(area(moved, 'kuat')?.region).toBe('unknown-regions');
    const recoloured = roundTrip(moved, setRegion(moved, { id: 'unknown-regions', colour: '#654321' }));
    expect(recoloured.board.regions?.at(-1)).toEqual({ id: 'unknown-regions', name: 'Unknown Regions', colour: '#654321' });
    const removed = roundTrip(recoloured, removeRegion(recoloured, { id: 'unknown-regions' }));
    expect(area(removed, 'kuat')?.region).toBeUndefined();
    expect(refusal(setAreaRegion(rebellion, { id: 'kuat', region: 'nowhere' })).key).toBe('edit.region.unknown');
  });

  it('names a region in one text or one per language, as a zone, and never leaves it nameless', () => {
    const english = roundTrip(rebellion, setRegion(rebellion, { id: 'core', name: { fr: 'Noyau', en: 'Core' } }));
    expect(english.board.regions?.find((region) => region.id === 'core')?.name).toEqual({ fr: 'Noyau', en: 'Core' });
    const single = roundTrip(english, setRegion(english, { id: 'core', name: 'Noyau galactique' }));
    expect(single.board.regions?.find((region) => region.id === 'core')?.name).toBe('Noyau galactique');
    const added = addRegion(rebellion, { name: { fr: 'Régions inconnues', en: 'Unknown Regions' } });
    expect(added.ok && added.created).toBe('regions-inconnues');
    expect(roundTrip(rebellion, added).board.regions?.at(-1)?.name).toEqual({ fr: 'Régions inconnues', en: 'Unknown Regions' });
    expect(refusal(setRegion(rebellion, { id: 'core', name: '  ' })).key).toBe('edit.text.length');
    expect(refusal(setRegion(rebellion, { id: 'core', name: { fr: 'Noyau', en: '' } })).key).toBe('edit.text.length');
    expect(refusal(addRegion(rebellion, { name: {} })).key).toBe('edit.text.length');
  });
});
