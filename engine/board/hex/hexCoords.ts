import type { Cell, Cube } from '../types';

export type HexOrientation = 'flat' | 'pointy';
export type HexOffset = 'odd' | 'even';

/**
 * Axial (q, r) directions in side order, clockwise on screen with y pointing down.
 * Flat-top sides: n, ne, se, s, sw, nw. Pointy-top sides: ne, e, se, sw, w, nw.
 * Side i + 3 is opposite side i.
 */
export const FLAT_DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
];
export const POINTY_DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
];

export function directionsOf(orientation: HexOrientation): readonly (readonly [number, number])[] {
  return orientation === 'flat' ? FLAT_DIRECTIONS : POINTY_DIRECTIONS;
}

/** Offset storage to cube. The shifted columns (flat) or rows (pointy) are the odd or even ones. */
export function offsetToCube(col: number, row: number, orientation: HexOrientation, offset: HexOffset): Cube {
  // `& 1` is 1 for odd numbers including negative ones (two's complement), as the formulas need.
  if (orientation === 'flat') {
    const r = offset === 'odd' ? row - (col - (col & 1)) / 2 : row - (col + (col & 1)) / 2;
    return { q: col, r, s: -col - r };
  }
  const q = offset === 'odd' ? col - (row - (row & 1)) / 2 : col - (row + (row & 1)) / 2;
  return { q, r: row, s: -q - row };
}

export function cubeToOffset(q: number, r: number, orientation: HexOrientation, offset: HexOffset): Cell {
  if (orientation === 'flat') {
    const row = offset === 'odd' ? r + (q - (q & 1)) / 2 : r + (q + (q & 1)) / 2;
    return { col: q, row };
  }
  const col = offset === 'odd' ? q + (r - (r & 1)) / 2 : q + (r + (r & 1)) / 2;
  return { col, row: r };
}

export function cubeDistance(a: Cube, b: Cube): number {
  return (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.s - b.s)) / 2;
}

/** Nearest hex centre to a fractional cube point (the hex containing it). */
export function cubeRound(q: number, r: number, s: number): Cube {
  let rq = Math.round(q);
  let rr = Math.round(r);
  let rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  else rs = -rq - rr;
  // Normalise -0, which Math.round produces for small negatives and which would leak into keys.
  return { q: rq + 0, r: rr + 0, s: rs + 0 };
}
