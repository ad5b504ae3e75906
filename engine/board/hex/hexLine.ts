import type { Cube } from '../types';

export type CubeStep = readonly [Cube] | readonly [Cube, Cube];

/*
 * Geometry used here: in cube coordinates the hex of centre C is the set of points p with
 * |u - uC| <= 1, |v - vC| <= 1, |w - wC| <= 1, where u = q - r, v = r - s, w = s - q.
 * Along the segment p(t) = a + t (b - a), u, v and w are linear in t with integer slopes, so the
 * time at which the segment leaves a hex through each side is an exact fraction.
 */

const cube = (q: number, r: number): Cube => ({ q: q + 0, r: r + 0, s: -q - r + 0 });

/** Neighbour across the side where the given uvw coordinate reaches +1 (sign 1) or -1 (sign -1). */
function across(c: Cube, axis: number, sign: number): Cube {
  // u+ : (1,-1,0)   v+ : (0,1,-1)   w+ : (-1,0,1); the minus sides are their opposites.
  if (axis === 0) return cube(c.q + sign, c.r - sign);
  if (axis === 1) return cube(c.q, c.r + sign);
  return cube(c.q - sign, c.r);
}

function uvw(c: Cube): [number, number, number] {
  return [c.q - c.r, c.r - c.s, c.s - c.q];
}

/**
 * Hexes crossed by the segment from the centre of a to the centre of b (supercover).
 *
 * A segment through a hex corner only touches the third hex at that corner: it is not counted.
 * A segment along one of the six "between directions" runs exactly along sides: between two
 * consecutive centres it grazes the two hexes on either side of the side it follows; they are
 * returned as one pair step. In every other direction a segment may cross more hexes than
 * distance + 1 (like a supercover on squares crosses more cells than a Bresenham line).
 */
export function hexLineSteps(a: Cube, b: Cube): CubeStep[] {
  const [ua, va, wa] = uvw(a);
  const [ub, vb, wb] = uvw(b);
  const delta = [ub - ua, vb - va, wb - wa] as const;
  if (delta[0] === 0 && delta[1] === 0) return [[a]];

  const flatAxis = delta.indexOf(0);
  if (flatAxis >= 0) return alongSides(a, b);

  const start = [ua, va, wa] as const;
  const steps: CubeStep[] = [[a]];
  let current = a;
  const limit = 4 * (Math.abs(b.q - a.q) + Math.abs(b.r - a.r) + Math.abs(b.s - a.s)) + 4;
  while ((current.q !== b.q || current.r !== b.r) && steps.length <= limit) {
    const centre = uvw(current);
    // Exit time through each axis as numerator / |delta|, compared by cross-multiplication.
    let bestAxis = -1;
    let tiedAxis = -1;
    let bestNum = 0;
    let bestDen = 1;
    for (let axis = 0; axis < 3; axis++) {
      const d = delta[axis]!;
      const sign = Math.sign(d);
      const num = (centre[axis]! + sign - start[axis]!) * sign;
      const den = Math.abs(d);
      if (bestAxis < 0 || num * bestDen < bestNum * den) {
        bestAxis = axis;
        tiedAxis = -1;
        bestNum = num;
        bestDen = den;
      } else if (num * bestDen === bestNum * den) {
        tiedAxis = axis;
      }
    }
    const exitSign = Math.sign(delta[bestAxis]!);
    if (tiedAxis < 0) {
      current = across(current, bestAxis, exitSign);
    } else {
      // Leaving through a corner: of the two hexes beyond it, enter the one the direction points into.
      const first = across(current, bestAxis, exitSign);
      const second = across(current, tiedAxis, Math.sign(delta[tiedAxis]!));
      current = entersAtCorner(current, first, bestAxis, exitSign, tiedAxis, delta) ? first : second;
    }
    steps.push([current]);
  }
  return steps;
}

/** Whether, just after the shared corner, the segment is inside `candidate`. */
function entersAtCorner(
  from: Cube,
  candidate: Cube,
  axis: number,
  sign: number,
  otherAxis: number,
  delta: readonly number[],
): boolean {
  const fromUvw = uvw(from);
  const candUvw = uvw(candidate);
  for (let k = 0; k < 3; k++) {
    // Position of the corner relative to the candidate's centre, in uvw.
    const cornerRel =
      (k === axis ? sign : k === otherAxis ? Math.sign(delta[otherAxis]!) : 0) + fromUvw[k]! - candUvw[k]!;
    if (cornerRel >= 1 && delta[k]! > 0) return false;
    if (cornerRel <= -1 && delta[k]! < 0) return false;
  }
  return true;
}

/** Lines along sides: centres every two steps, grazed pairs between them. */
function alongSides(a: Cube, b: Cube): CubeStep[] {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  const ds = b.s - a.s;
  const m = Math.max(Math.abs(dq), Math.abs(dr), Math.abs(ds)) / 2;
  const sq = dq / m;
  const sr = dr / m;
  const ss = ds / m;
  // The two side-sharing unit steps whose sum is the diagonal step (e.g. (1,-1,0) + (1,0,-1) = (2,-1,-1)).
  let first: Cube;
  let second: Cube;
  if (Math.abs(sq) === 2) {
    first = { q: sq / 2, r: sr, s: 0 };
    second = { q: sq / 2, r: 0, s: ss };
  } else if (Math.abs(sr) === 2) {
    first = { q: sq, r: sr / 2, s: 0 };
    second = { q: 0, r: sr / 2, s: ss };
  } else {
    first = { q: sq, r: 0, s: ss / 2 };
    second = { q: 0, r: sr, s: ss / 2 };
  }
  const steps: CubeStep[] = [];
  for (let j = 0; j <= m; j++) {
    const centre = cube(a.q + j * sq, a.r + j * sr);
    if (j > 0) {
      const prev = cube(a.q + (j - 1) * sq, a.r + (j - 1) * sr);
      steps.push([cube(prev.q + first.q, prev.r + first.r), cube(prev.q + second.q, prev.r + second.r)]);
    }
    steps.push([centre]);
  }
  return steps;
}
