/**
 * Fixed directions as literal unit vectors, so that no rule ever calls `Math.cos` or `Math.sin`
 * (whose last bits differ between JavaScript engines and would break replays by hash).
 */

const A = 0.9238795325112867; // cos 22.5°
const B = 0.3826834323650898; // sin 22.5°
const C = 0.7071067811865476; // cos 45°

/** Sixteen headings, every 22.5°, starting east and turning toward +y (down the table). */
export const HEADINGS: readonly (readonly [number, number])[] = [
  [1, 0],
  [A, B],
  [C, C],
  [B, A],
  [0, 1],
  [-B, A],
  [-C, C],
  [-A, B],
  [-1, 0],
  [-A, -B],
  [-C, -C],
  [-B, -A],
  [0, -1],
  [B, -A],
  [C, -C],
  [A, -B],
];

/** The index of the heading nearest a direction (dx, dy), by the largest dot product: the compass's words are keyed by it. */
export function nearestHeading(dx: number, dy: number): number {
  let best = 0;
  let bestDot = -Infinity;
  HEADINGS.forEach(([hx, hy], index) => {
    const dot = hx * dx + hy * dy;
    if (dot > bestDot) {
      bestDot = dot;
      best = index;
    }
  });
  return best;
}

/** cos and sin of 15°, 30° and 45°: how far a fleeing unit may swerve from the straight way to the edge. */
const SWERVES: readonly (readonly [number, number])[] = [
  [0.9659258262890683, 0.25881904510252074],
  [0.8660254037844387, 0.5],
  [C, C],
];

/** Straight along (ux, uy), then swerving 15°, 30° and 45° to either side. */
export function swerves(ux: number, uy: number): [number, number][] {
  const out: [number, number][] = [[ux, uy]];
  for (const [cos, sin] of SWERVES) {
    out.push([ux * cos - uy * sin, ux * sin + uy * cos]);
    out.push([ux * cos + uy * sin, -ux * sin + uy * cos]);
  }
  return out;
}
