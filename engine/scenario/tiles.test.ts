import { describe, expect, it } from 'vitest';
import { boardCellOf, expandTiles, footprintOf, rotateSide, squareEdgeKey } from './tiles';
import type { Tile, TilePlacement } from './types';

const tile: Tile = {
  columns: 3, rows: 2, source: 'assumed', defaultTerrain: 'mud',
  terrain: [{ kind: 'road', cells: [{ col: 0, row: 0 }] }],
  edges: [{ col: 0, row: 0, side: 'N', kind: 'wall' }],
  tokens: [{ kind: 'bunker', col: 2, row: 1 }],
};
const at = (rotation: 0 | 90 | 180 | 270): TilePlacement => ({ id: 'p', tile: 'T', at: { col: 10, row: 20 }, rotation });

describe('tiles', () => {
  it('swaps width and height on a quarter turn', () => {
    expect(footprintOf(at(0), tile)).toEqual({ col: 10, row: 20, columns: 3, rows: 2 });
    expect(footprintOf(at(90), tile)).toEqual({ col: 10, row: 20, columns: 2, rows: 3 });
  });

  it('turns the top-left cell clockwise around the tile', () => {
    expect([0, 90, 180, 270].map((r) => boardCellOf(at(r as 0), tile, { col: 0, row: 0 }))).toEqual([
      { col: 10, row: 20 }, { col: 11, row: 20 }, { col: 12, row: 21 }, { col: 10, row: 22 },
    ]);
  });

  it('keeps every rotated cell inside the footprint, each once', () => {
    for (const rotation of [0, 90, 180, 270] as const) {
      const print = footprintOf(at(rotation), tile);
      const seen = new Set<string>();
      for (let row = 0; row < tile.rows; row++) for (let col = 0; col < tile.columns; col++) {
        const cell = boardCellOf(at(rotation), tile, { col, row });
        expect(cell.col - print.col).toBeLessThan(print.columns);
        expect(cell.row - print.row).toBeLessThan(print.rows);
        seen.add(`${cell.col},${cell.row}`);
      }
      expect(seen.size).toBe(6);
    }
  });

  it('turns sides with the tile and names them with square edge keys', () => {
    expect(rotateSide('N', 90)).toBe('E');
    expect(rotateSide('W', 180)).toBe('E');
    expect(squareEdgeKey({ col: 2, row: 3 }, 'S')).toBe('h:2,4');
    expect(squareEdgeKey({ col: 2, row: 3 }, 'E')).toBe('v:3,3');
  });

  it('expands what a placed tile prints, with derived token ids', () => {
    const contents = expandTiles([at(90)], { T: tile });
    expect(contents.terrain).toHaveLength(7);
    expect(contents.terrain.at(-1)).toEqual({ cell: { col: 11, row: 20 }, kind: 'road', placement: 'p' });
    expect(contents.edges).toEqual([{ edge: 'v:12,20', kind: 'wall', placement: 'p' }]);
    expect(contents.tokens).toEqual([{ id: 'p/0', cell: { col: 10, row: 22 }, kind: 'bunker', placement: 'p' }]);
    expect(expandTiles([{ ...at(0), tile: 'missing' }], { T: tile })).toEqual({ terrain: [], edges: [], tokens: [] });
  });
});
