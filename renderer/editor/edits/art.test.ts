import { describe, expect, it } from 'vitest';
import rivetJson from '../../../scenarios/rivet-wars-m02.scenario.json';
import r6Json from '../../../scenarios/r6-ambassade.scenario.json';
import { serialiseScenario } from '../../document/openDocument';
import { placeBackground, setBackgroundImage, setKindArt } from './index';
import { loaded, refusal, roundTrip } from './test-support';

const rivet = loaded(rivetJson);

describe('your own images', () => {
  it('attaches an image to a tile face, a terrain kind, a token kind and a unit profile, each one undo step, and saves them', () => {
    let scenario = rivet;
    for (const [kind, key, reference] of [
      ['tiles', '8A', 'art/tile-8a.png'],
      ['terrain', 'mud', 'art/mud.jpg'],
      ['tokens', 'bunker', 'bunker.svg'],
      ['units', 'rifleman', 'art/units/rifleman.png'],
    ] as const) {
      scenario = roundTrip(scenario, setKindArt(scenario, { kind, key, reference }));
      expect(scenario.art?.[kind]?.[key]).toBe(reference);
    }
    expect(scenario.board).toBe(rivet.board);
    expect(JSON.parse(serialiseScenario(scenario as unknown as Record<string, unknown>)).art).toEqual({ tiles: { '8A': 'art/tile-8a.png' }, terrain: { mud: 'art/mud.jpg' }, tokens: { bunker: 'bunker.svg' }, units: { rifleman: 'art/units/rifleman.png' } });
  });

  it('replaces and removes an image; the last one removed takes the art section out of the file', () => {
    const one = roundTrip(rivet, setKindArt(rivet, { kind: 'units', key: 'rifleman', reference: 'a.png' }));
    const replaced = roundTrip(one, setKindArt(one, { kind: 'units', key: 'rifleman', reference: 'b.png' }));
    expect(replaced.art).toEqual({ units: { rifleman: 'b.png' } });
    const removed = roundTrip(replaced, setKindArt(replaced, { kind: 'units', key: 'rifleman', reference: null }));
    expect(removed).not.toHaveProperty('art');
    const same = setKindArt(replaced, { kind: 'units', key: 'rifleman', reference: 'b.png' });
    expect(same.ok && same.scenario).toBe(replaced);
  });

  it('refuses what could not be read back, and a kind the game does not have', () => {
    expect(refusal(setKindArt(rivet, { kind: 'units', key: 'rifleman', reference: '../outside.png' }))).toEqual({ key: 'problem.art.outside', params: { path: '../outside.png' } });
    expect(refusal(setKindArt(rivet, { kind: 'units', key: 'rifleman', reference: 'https://example.com/a.png' })).key).toBe('problem.art.url');
    expect(refusal(setKindArt(rivet, { kind: 'units', key: 'rifleman', reference: 'notes.txt' })).key).toBe('problem.art.extension');
    expect(refusal(setKindArt(rivet, { kind: 'tiles', key: '99Z', reference: 'a.png' }))).toEqual({ key: 'edit.art.unknownKind', params: { id: '99Z' } });
    expect(refusal(setKindArt(loaded(r6Json), { kind: 'units', key: 'rifleman', reference: 'a.png' })).key).toBe('edit.art.unknownKind');
  });

  it('puts a scan under the board, places it by two points and an opacity, and takes it away', () => {
    const scan = roundTrip(rivet, setBackgroundImage(rivet, { reference: 'art/map.jpg' }));
    expect(scan.art?.background).toEqual({ image: 'art/map.jpg' });
    const anchors = [
      { image: { x: 120, y: 80 }, board: { x: 0, y: 0 } },
      { image: { x: 3900, y: 2650 }, board: { x: 720, y: 480 } },
    ] as const;
    const placed = roundTrip(scan, placeBackground(scan, { anchors, opacity: 0.6 }));
    expect(placed.art?.background).toEqual({ image: 'art/map.jpg', anchors, opacity: 0.6 });
    // A new image keeps the placement; filling the board again drops the points.
    const swapped = roundTrip(placed, setBackgroundImage(placed, { reference: 'art/map-2.png' }));
    expect(swapped.art?.background).toEqual({ image: 'art/map-2.png', anchors, opacity: 0.6 });
    expect(roundTrip(swapped, placeBackground(swapped, { anchors: null, opacity: 1 })).art?.background).toEqual({ image: 'art/map-2.png' });
    expect(roundTrip(swapped, setBackgroundImage(swapped, { reference: null }))).not.toHaveProperty('art');
    expect(refusal(placeBackground(scan, { anchors: [anchors[0], { ...anchors[1], image: anchors[0].image }], opacity: 1 })).key).toBe('edit.art.sameImagePoint');
    expect(refusal(placeBackground(scan, { anchors: [anchors[0], { ...anchors[1], board: anchors[0].board }], opacity: 1 })).key).toBe('edit.art.sameBoardPoint');
    expect(refusal(placeBackground(scan, { anchors: null, opacity: 2 })).key).toBe('edit.art.opacity');
    expect(refusal(placeBackground(rivet, { anchors: null, opacity: 1 })).key).toBe('edit.art.noBackground');
  });
});
