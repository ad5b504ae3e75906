/**
 * Tile stamps: where a placed tile's cells land once rotated, and what it prints on the board.
 * Placements reference the library; contents are expanded on demand, never copied into the file.
 */
import type { Cell, CellKernel } from '../board/types';
import type { CompassSide, RulesetData, Scenario, Tile, TilePlacement } from './types';

export interface Footprint {
  readonly col: number;
  readonly row: number;
  readonly columns: number;
  readonly rows: number;
}

export function footprintOf(placement: TilePlacement, tile: Tile): Footprint {
  const quarter = (placement.rotation ?? 0) % 180 !== 0;
  return {
    col: placement.at.col,
    row: placement.at.row,
    columns: quarter ? tile.rows : tile.columns,
    rows: quarter ? tile.columns : tile.rows,
  };
}

/** Board cell of a tile cell, rotation clockwise about the tile, then moved to the placement. */
export function boardCellOf(placement: TilePlacement, tile: Tile, local: Cell): Cell {
  const { col: c, row: r } = local;
  const w = tile.columns;
  const h = tile.rows;
  const [dc, dr] =
    placement.rotation === 90 ? [h - 1 - r, c] : placement.rotation === 180 ? [w - 1 - c, h - 1 - r] : placement.rotation === 270 ? [r, w - 1 - c] : [c, r];
  return { col: placement.at.col + dc, row: placement.at.row + dr };
}

const COMPASS: readonly CompassSide[] = ['N', 'E', 'S', 'W'];

export function rotateSide(side: CompassSide, rotation: number): CompassSide {
  return COMPASS[(COMPASS.indexOf(side) + rotation / 90) % 4] as CompassSide;
}

/** Square kernel edge key of one side of a cell (format documented in engine/board/types.ts). */
export function squareEdgeKey(cell: Cell, side: CompassSide): string {
  switch (side) {
    case 'N':
      return `h:${cell.col},${cell.row}`;
    case 'S':
      return `h:${cell.col},${cell.row + 1}`;
    case 'W':
      return `v:${cell.col},${cell.row}`;
    case 'E':
      return `v:${cell.col + 1},${cell.row}`;
  }
}

export interface StampedTerrain {
  readonly cell: Cell;
  readonly kind: string;
  readonly placement: string;
}
export interface StampedEdge {
  readonly edge: string;
  readonly kind: string;
  readonly state?: string;
  readonly placement: string;
}
export interface StampedToken {
  readonly id: string;
  readonly cell: Cell;
  readonly kind: string;
  readonly state?: string;
  readonly placement: string;
}
export interface TileContents {
  readonly terrain: StampedTerrain[];
  readonly edges: StampedEdge[];
  readonly tokens: StampedToken[];
}

/**
 * Everything the placed tiles print, in board coordinates. Tokens get derived ids
 * (`<placement id>/<index>`), stable as long as the placement and the library entry are.
 * Edges are only produced on square tiles, whose sides are N/E/S/W.
 */
export function expandTiles(placements: readonly TilePlacement[], library: Readonly<Record<string, Tile>>): TileContents {
  const contents: TileContents = { terrain: [], edges: [], tokens: [] };
  for (const placement of placements) {
    if (!Object.hasOwn(library, placement.tile)) continue;
    const tile = library[placement.tile] as Tile;
    const rotation = placement.rotation ?? 0;
    if (tile.defaultTerrain !== undefined) {
      for (let row = 0; row < tile.rows; row++) {
        for (let col = 0; col < tile.columns; col++) {
          contents.terrain.push({ cell: boardCellOf(placement, tile, { col, row }), kind: tile.defaultTerrain, placement: placement.id });
        }
      }
    }
    for (const patch of tile.terrain ?? []) {
      for (const cell of patch.cells) contents.terrain.push({ cell: boardCellOf(placement, tile, cell), kind: patch.kind, placement: placement.id });
    }
    for (const edge of tile.edges ?? []) {
      const cell = boardCellOf(placement, tile, edge);
      const key = squareEdgeKey(cell, rotateSide(edge.side, rotation));
      contents.edges.push(edge.state === undefined ? { edge: key, kind: edge.kind, placement: placement.id } : { edge: key, kind: edge.kind, state: edge.state, placement: placement.id });
    }
    (tile.tokens ?? []).forEach((token, index) => {
      const base = { id: `${placement.id}/${index}`, cell: boardCellOf(placement, tile, token), kind: token.kind, placement: placement.id };
      contents.tokens.push(token.state === undefined ? base : { ...base, state: token.state });
    });
  }
  return contents;
}

/** Terrain kind of every cell as it prints: the board's default, then tile stamps, then painted patches (the last one wins). */
export function terrainOfCells(scenario: Scenario, kernel: CellKernel, ruleset: RulesetData | undefined): string[] {
  const base = scenario.board.defaultTerrain ?? ruleset?.board.defaultTerrain ?? '';
  const kinds = new Array<string>(kernel.cellCount).fill(base);
  const paint = (cell: Cell, kind: string) => {
    const index = kernel.indexOf(cell);
    if (index >= 0) kinds[index] = kind;
  };
  for (const stamp of expandTiles(scenario.board.tiles ?? [], ruleset?.tiles ?? {}).terrain) paint(stamp.cell, stamp.kind);
  for (const patch of scenario.board.terrain ?? []) for (const cell of patch.cells ?? []) paint(cell, patch.kind);
  return kinds;
}
