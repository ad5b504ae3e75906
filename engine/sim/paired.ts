/**
 * How much a share moved between two variants measured on the same trials (a paired comparison:
 * the same seeds played under both), with a 95% interval: Newcombe's hybrid score interval for a
 * difference of paired proportions (Newcombe 1998, "Improved confidence intervals for the
 * difference between binomial proportions based on paired data", Statistics in Medicine 17:2635).
 * Each variant's share gets a Wilson interval, and the two are joined with the correlation of the
 * pairs. Unlike the normal interval it never leaves [-1, 1] and is never zero-wide.
 */
import { correctedWilsonInterval, wilsonInterval } from './wilson';

/** The four kinds of pairs: the event in both variants, in the first only, in the second only, in neither. */
export interface PairedCounts {
  readonly both: number;
  readonly firstOnly: number;
  readonly secondOnly: number;
  readonly neither: number;
}

/**
 * The first variant's share minus the second's, and its 95% interval. `corrected` picks Newcombe's
 * method 11 (continuity-corrected Wilson intervals), the default, over method 10 (plain ones):
 * method 10 runs a little short of 95% on small batches, and would call four games out of twenty
 * that all moved one way a difference (the exact sign test of those four gives p = 0.125).
 */
export function pairedDifference({ both, firstOnly, secondOnly, neither }: PairedCounts, corrected = true): { readonly difference: number; readonly ci95: readonly [number, number] } {
  const n = both + firstOnly + secondOnly + neither;
  if (n === 0) return { difference: 0, ci95: [-1, 1] };
  const first = (both + firstOnly) / n;
  const second = (both + secondOnly) / n;
  const interval = corrected ? correctedWilsonInterval : wilsonInterval;
  const [low1, high1] = interval(both + firstOnly, n);
  const [low2, high2] = interval(both + secondOnly, n);
  // The correlation of the pairs (phi), with Newcombe's correction toward 0 when it is positive;
  // 0 when a margin is empty (one variant always or never had the event).
  const margins = (both + firstOnly) * (secondOnly + neither) * (both + secondOnly) * (firstOnly + neither);
  const cross = both * neither - firstOnly * secondOnly;
  const phi = margins === 0 ? 0 : (cross > n / 2 ? cross - n / 2 : Math.min(cross, 0)) / Math.sqrt(margins);
  const difference = first - second;
  const below = Math.sqrt(Math.max(0, (first - low1) ** 2 - 2 * phi * (first - low1) * (high2 - second) + (high2 - second) ** 2));
  const above = Math.sqrt(Math.max(0, (second - low2) ** 2 - 2 * phi * (second - low2) * (high1 - first) + (high1 - first) ** 2));
  return { difference, ci95: [Math.max(-1, difference - below), Math.min(1, difference + above)] };
}

/** Student's t at 97.5% for 1 to 30 degrees of freedom (the published tables, four decimals). */
const T_975 = [12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.306, 2.2622, 2.2281, 2.201, 2.1788, 2.1604, 2.1448, 2.1314, 2.1199, 2.1098, 2.1009, 2.093, 2.086, 2.0796, 2.0739, 2.0687, 2.0639, 2.0595, 2.0555, 2.0518, 2.0484, 2.0452, 2.0423];

/** Student's t at 97.5% for `freedom` degrees: the table, then its Cornish-Fisher expansion in 1/freedom (within 0.0001 past 30). */
export function studentT975(freedom: number): number {
  if (freedom <= T_975.length) return T_975[Math.max(1, freedom) - 1] as number;
  const k = 1 / freedom;
  return 1.959964 + k * (2.37228 + k * (2.82202 + k * 2.55956));
}

/**
 * How much a measure moved between two variants measured on the same trials: the mean of the
 * pairs' differences (first minus second) and its 95% interval, Student's paired t interval. With
 * fewer than two pairs, or pairs that all moved alike, it is the difference alone.
 */
export function pairedMeanDifference(pairs: readonly (readonly [number, number])[]): { readonly difference: number; readonly ci95: readonly [number, number] } {
  const n = pairs.length;
  if (n === 0) return { difference: 0, ci95: [0, 0] };
  let sum = 0;
  for (const [first, second] of pairs) sum += first - second;
  const difference = sum / n;
  if (n < 2) return { difference, ci95: [difference, difference] };
  let squares = 0;
  for (const [first, second] of pairs) squares += (first - second - difference) ** 2;
  const half = studentT975(n - 1) * Math.sqrt(squares / (n - 1) / n);
  return { difference, ci95: [difference - half, difference + half] };
}
