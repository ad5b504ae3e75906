import { describe, expect, it } from 'vitest';
import r6Json from '../../../scenarios/r6-ambassade.scenario.json';
import rivetJson from '../../../scenarios/rivet-wars-m01.scenario.json';
import siegeJson from '../../../scenarios/siege-castle.scenario.json';
import { flipTile, moveTile, placeTile, removeTile, rotateTile } from './index';
import { loaded, refusal, roundTrip } from './test-support';
import type { Scenario } from '../../../engine/scenario/types';

const rivet = loaded(rivetJson);
const r6 = loaded(r6Json);
const tile = (scenario: Scenario, id: string) => scenario.board.tiles?.find((t) => t.id === id);
/** Rivet Wars mission 1 with its top-right tile taken away, so there is room to place one. */
const gap = roundTrip(rivet, removeTile(rivet, { id: 'tile-2B' }));

describe('tiles', () => {
  it('places a tile from the library on free cells, with a fresh id', () => {
    const result = placeTile(gap, { tile: '4A', at: { col: 6, row: 0 } });
    const after = roundTrip(gap, result);
    expect(tile(after, 'tile-4A-1')).toEqual({ id: 'tile-4A-1', tile: '4A', at: { col: 6, row: 0 } });
    expect(after.sides).toBe(gap.sides);
  });

  it('refuses a tile over another, off the board, or unknown', () => {
    expect(refusal(placeTile(gap, { tile: '4A', at: { col: 5, row: 0 } }))).toEqual({ key: 'edit.tile.overlap', params: { tile: '4A', other: '3B' } });
    expect(refusal(placeTile(gap, { tile: '4A', at: { col: 7, row: 0 } })).key).toBe('edit.tile.offBoard');
    expect(refusal(placeTile(gap, { tile: '42Z', at: { col: 6, row: 0 } })).key).toBe('edit.tile.unknown');
    expect(refusal(placeTile(loaded(siegeJson), { tile: '4A', at: { col: 0, row: 0 } })).key).toBe('edit.tile.unknown');
  });

  it('moves, turns and flips a placed tile, keeping its id', () => {
    const moved = roundTrip(gap, moveTile(gap, { id: 'tile-7A', at: { col: 6, row: 2 } }));
    expect(tile(moved, 'tile-7A')?.at).toEqual({ col: 6, row: 2 });
    const turned = roundTrip(moved, rotateTile(moved, { id: 'tile-7A' }));
    expect(tile(turned, 'tile-7A')?.rotation).toBe(90);
    let full = turned;
    for (let i = 0; i < 3; i++) full = roundTrip(full, rotateTile(full, { id: 'tile-7A' }));
    expect(tile(full, 'tile-7A')).toEqual(tile(moved, 'tile-7A'));
    const flipped = roundTrip(moved, flipTile(moved, { id: 'tile-7A' }));
    expect(tile(flipped, 'tile-7A')?.tile).toBe('7B');
    const back = roundTrip(flipped, flipTile(flipped, { id: 'tile-7A' }));
    expect(tile(back, 'tile-7A')?.tile).toBe('7A');
  });

  it('refuses moving or removing a tile from under a piece', () => {
    expect(refusal(removeTile(rivet, { id: 'tile-7A' }))).toEqual({ key: 'edit.tile.occupied', params: { tile: '7A', by: 'bunker-2' } });
    expect(refusal(moveTile(gap, { id: 'tile-7A', at: { col: 6, row: 0 } })).key).toBe('edit.tile.occupied');
  });

  it('refuses moving a tile onto another and flipping a tile with one printed side', () => {
    expect(refusal(moveTile(rivet, { id: 'tile-7A', at: { col: 5, row: 3 } })).key).toBe('edit.tile.overlap');
    const modules = (['M1', 'M2', 'M3', 'M4', 'M5', 'M6'] as const).map((id, i) => ({ id: `module-${i}`, tile: id, at: { col: (i % 3) * 3, row: Math.floor(i / 3) * 3 } }));
    const tiled = loaded({ ...r6, board: { ...r6.board, tiles: modules } });
    expect(refusal(flipTile(tiled, { id: 'module-0' }))).toEqual({ key: 'edit.tile.noOtherSide', params: { tile: 'M1' } });
    // A first module on the plain embassy board would leave its pieces off the tiles.
    expect(refusal(placeTile(r6, { tile: 'M1', at: { col: 0, row: 0 } })).key).toBe('edit.tile.occupied');
    expect(refusal(rotateTile(rivet, { id: 'tile-99' })).key).toBe('edit.tile.notPlaced');
  });
});
