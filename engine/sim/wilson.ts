/** Wilson score interval of a proportion: well-behaved near 0 and 1 and for small samples, unlike the normal approximation. */

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export function wilsonInterval(successes: number, trials: number, z = Z95): [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // At 0 or at every trial the bound is exactly 0 or 1; floating point would land a hair inside.
  return [successes <= 0 ? 0 : Math.max(0, centre - half), successes >= trials ? 1 : Math.min(1, centre + half)];
}

/**
 * Wilson's interval with a continuity correction (Newcombe 1998, "Two-sided confidence intervals
 * for the single proportion", method 4): a little wider, it keeps to the nominal level for small
 * samples where the plain interval falls short.
 */
export function correctedWilsonInterval(successes: number, trials: number, z = Z95): [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 2 * (trials + z2);
  const low = (2 * trials * p + z2 - 1 - z * Math.sqrt(z2 - 2 - 1 / trials + 4 * p * (trials * (1 - p) + 1))) / denominator;
  const high = (2 * trials * p + z2 + 1 + z * Math.sqrt(z2 + 2 - 1 / trials + 4 * p * (trials * (1 - p) - 1))) / denominator;
  return [successes <= 0 ? 0 : Math.max(0, low), successes >= trials ? 1 : Math.min(1, high)];
}
