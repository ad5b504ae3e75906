import { describe, expect, it } from 'vitest';
import { areaPlace, cellPartPlace, cellPlace, parsePlaceKey, placeKey, pointPlace, type Place } from './places';

describe('place keys', () => {
  const places: Place[] = [
    cellPlace(12, 0),
    cellPlace(12, 1),
    cellPartPlace(7, { col: 1, row: 0, width: 1, height: 2, of: 2 }),
    { ...cellPlace(3, 1), part: { col: 0, row: 1, width: 2, height: 1, of: 2 } },
    pointPlace(10.5, -20),
    areaPlace('hoth'),
  ];

  it('reads back every place it writes, parts of cells included', () => {
    for (const place of places) expect(parsePlaceKey(placeKey(place))).toEqual(place);
  });

  it('tells apart a cell, its level and its parts', () => {
    expect(new Set(places.map(placeKey)).size).toBe(places.length);
  });

  it('refuses what is not a place key', () => {
    for (const key of ['', 'c', 'c1@', 'c1@0,0+1x1', 'a:', 'x1', 'p1']) expect(parsePlaceKey(key)).toBeNull();
  });
});
