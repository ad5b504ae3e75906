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
