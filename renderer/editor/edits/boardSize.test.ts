/**
 * Resizing a board: growing keeps everything where it was; shrinking refuses while something
 * placed stands where the board would end, and names it; tile games keep whole tiles.
 */
import { describe, expect, it } from 'vitest';
import rivetJson from '../../../scenarios/rivet-wars-m03.scenario.json';
import siegeJson from '../../../scenarios/siege-castle.scenario.json';
import r6Json from '../../../scenarios/r6-ambassade.scenario.json';
import { resizeBoard } from './index';
import { errorsOf, loaded, refusal, roundTrip } from './test-support';

const siege = loaded(siegeJson);
const r6 = loaded(r6Json);

describe('resizing the board', () => {
  it('grows a hex board by columns and rows, everything kept at its cell, one undo step', () => {
    const grown = roundTrip(siege, resizeBoard(siege, { columns: 34, rows: 22 }));
    expect(grown.board.geometry).toMatchObject({ kind: 'hex', columns: 34, rows: 22, hexSizeMm: 20 });
    expect(grown.sides).toBe(siege.sides);
    expect(grown.board.edges).toBe(siege.board.edges);
    expect(errorsOf(grown)).toEqual([]);
    // The same size is no change.
    const same = resizeBoard(siege, { columns: 30, rows: 20 });
    expect(same.ok && same.scenario).toBe(siege);
  });

  it('refuses to leave a unit, a token, walls or zones outside, naming the first one and its cell', () => {
    // The castle's lord stands in the keep at 1911, the 19th column.
    expect(refusal(resizeBoard(siege, { columns: 18, rows: 20 }))).toEqual({ key: 'edit.board.resizeUnit', params: { columns: 18, rows: 20, unit: 'lord', at: '1911' } });
    // The embassy's last row is the attackers' start zone.
    expect(refusal(resizeBoard(r6, { columns: 9, rows: 5 }))).toEqual({ key: 'edit.board.resizeOther', params: { columns: 9, rows: 5, at: 'F1' } });
    // An empty strip can go.
    const wider = roundTrip(r6, resizeBoard(r6, { columns: 11, rows: 6 }));
    const back = roundTrip(wider, resizeBoard(wider, { columns: 9, rows: 6 }));
    expect(back.board.geometry).toEqual(r6.board.geometry);
  });

  it('keeps a tile game to whole tiles, and a board to its limits', () => {
    const rivet = loaded(rivetJson);
    expect(refusal(resizeBoard(rivet, { columns: 10, rows: 9 }))).toEqual({ key: 'edit.board.tileSize', params: { columns: 3, rows: 3 } });
    expect(roundTrip(rivet, resizeBoard(rivet, { columns: 12, rows: 9 })).board.geometry).toMatchObject({ columns: 12, rows: 9 });
    expect(refusal(resizeBoard(siege, { columns: 0, rows: 20 })).key).toBe('edit.board.badSize');
    expect(refusal(resizeBoard(siege, { columns: 2.5, rows: 20 })).key).toBe('edit.board.badSize');
  });
});
