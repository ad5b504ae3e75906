import type { EdgeKey } from '../types';
import type { HexOrientation } from './hexCoords';

/**
 * Hex edge keys: `"<side>:c,r"` where the side is one of the three a hex owns, its first three in
 * side order (flat-top: n, ne, se; pointy-top: ne, e, se). The other three sides of a hex are
 * owned by the neighbour across them, so each physical side has one key. A border side may be
 * owned by a hex just off the board (e.g. `"n:3,20"` under the bottom row of a 20-row flat map).
 */
export const FLAT_SIDES = ['n', 'ne', 'se', 's', 'sw', 'nw'] as const;
export const POINTY_SIDES = ['ne', 'e', 'se', 'sw', 'w', 'nw'] as const;

export function sidesOf(orientation: HexOrientation): readonly string[] {
  return orientation === 'flat' ? FLAT_SIDES : POINTY_SIDES;
}

export interface HexEdge {
  /** Owned side index, 0..2. */
  readonly side: number;
  readonly col: number;
  readonly row: number;
}

export function hexEdgeKeyOf(side: number, col: number, row: number, orientation: HexOrientation): EdgeKey {
  return `${sidesOf(orientation)[side]!}:${col},${row}`;
}

const EDGE_KEY = /^([a-z]{1,2}):(-?\d+),(-?\d+)$/;

export function parseHexEdge(key: string, orientation: HexOrientation): HexEdge | null {
  const match = EDGE_KEY.exec(key);
  if (match === null) return null;
  const side = sidesOf(orientation).indexOf(match[1] ?? '');
  if (side < 0 || side > 2) return null;
  return { side, col: Number(match[2]), row: Number(match[3]) };
}

/**
 * Physical sides of a rectangular offset map: 6 per hex minus one per adjacent pair.
 * Flat-top: columns * (rows - 1) pairs inside columns, (2 * rows - 1) between each two columns;
 * pointy-top is the same with rows and columns swapped.
 */
export function hexEdgeCount(columns: number, rows: number, orientation: HexOrientation): number {
  const [major, minor] = orientation === 'flat' ? [columns, rows] : [rows, columns];
  const pairs = major * (minor - 1) + (major - 1) * (2 * minor - 1);
  return 6 * columns * rows - pairs;
}
