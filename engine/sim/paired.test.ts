/**
 * The interval of a difference of paired proportions, against published values and the cases a
 * balance comparison meets: a few games that all moved one way, one-sided batches, nothing moved.
 */
import { describe, expect, it } from 'vitest';
import { pairedDifference, pairedMeanDifference, studentT975 } from './paired';
import { correctedWilsonInterval } from './wilson';

const table = (both: number, firstOnly: number, secondOnly: number, neither: number) => ({ both, firstOnly, secondOnly, neither });
const rounded = (values: readonly number[], digits = 4) => values.map((value) => Number(value.toFixed(digits)));

describe("Wilson's interval with continuity correction", () => {
  it("gives Newcombe's published limits (single proportion, method 4): 81/263, 0/20, 1/29", () => {
    expect(rounded(correctedWilsonInterval(81, 263))).toEqual([0.2535, 0.3682]);
    expect(rounded(correctedWilsonInterval(0, 20))).toEqual([0, 0.2005]);
    expect(rounded(correctedWilsonInterval(1, 29))).toEqual([0.0018, 0.1963]);
  });
});

describe("Newcombe's interval for a difference of paired proportions", () => {
  it('gives the published limits of method 10 (Fagerland, Lydersen and Laake, The paired 2x2 table: Cavo 2012 and Bentur 2009)', () => {
    // Complete response before and after consolidation therapy: 59, 6, 16, 80 pairs; -0.0621 (-0.1186 to -0.0046).
    const cavo = pairedDifference(table(59, 6, 16, 80), false);
    expect(rounded([cavo.difference, ...cavo.ci95])).toEqual([-0.0621, -0.1186, -0.0046]);
    // Airway hyper-responsiveness before and after stem cell transplantation: 1, 1, 7, 12 pairs; -0.286 (-0.507 to -0.026).
    const bentur = pairedDifference(table(1, 1, 7, 12), false);
    expect(rounded([bentur.difference, ...bentur.ci95], 3)).toEqual([-0.286, -0.507, -0.026]);
  });

  it('widens those limits with the continuity correction (method 11, the one the report uses)', () => {
    // Worked apart from this code: corrected intervals 0.3281 to 0.4840 (65/161) and 0.3875 to 0.5459 (75/161),
    // phi (59 × 80 − 6 × 16 − 161/2) / √(65 × 96 × 75 × 86) = 0.7162.
    const cavo = pairedDifference(table(59, 6, 16, 80));
    expect(rounded([cavo.difference, ...cavo.ci95])).toEqual([-0.0621, -0.1209, -0.0023]);
    const plain = pairedDifference(table(59, 6, 16, 80), false);
    expect(cavo.ci95[0]).toBeLessThan(plain.ci95[0]);
    expect(cavo.ci95[1]).toBeGreaterThan(plain.ci95[1]);
  });

  it('leaves 0 inside when 4 games of 20 all moved one way, however the other 16 went (exact sign test: p = 0.125)', () => {
    for (let both = 0; both <= 16; both++) {
      const { difference, ci95 } = pairedDifference(table(both, 0, 4, 16 - both));
      expect(difference).toBeCloseTo(-0.2, 12);
      expect(ci95[0], `${both} won in both`).toBeLessThan(0);
      expect(ci95[1], `${both} won in both`).toBeGreaterThan(0);
    }
    // Half of the games won in both: -20 points (-38.7 to +2.1).
    expect(rounded(pairedDifference(table(8, 0, 4, 8)).ci95, 3)).toEqual([-0.387, 0.021]);
  });

  it('stays within -100 and +100 points where one variant wins almost every game and the other none', () => {
    // 19 of 20 against 0 of 20: +95 points (+65.3 to +99.7); 9 of 10 against 0 of 10: +90 (+40.3 to +99.5).
    expect(rounded(pairedDifference(table(0, 19, 0, 1)).ci95, 3)).toEqual([0.653, 0.997]);
    expect(rounded(pairedDifference(table(0, 9, 0, 1)).ci95, 3)).toEqual([0.403, 0.995]);
    // 20 of 20 against 0 of 20: +100 points, and an interval with a width (+71.7 to +100).
    const all = pairedDifference(table(0, 20, 0, 0));
    expect(all.difference).toBe(1);
    expect(rounded(all.ci95, 3)).toEqual([0.717, 1]);
    expect(pairedDifference(table(0, 0, 20, 0)).ci95).toEqual([-1, -all.ci95[0]]);
  });

  it('says 0 with 0 inside when no game moved, and knows nothing without games', () => {
    for (const counts of [table(10, 0, 0, 10), table(20, 0, 0, 0), table(0, 0, 0, 20)]) {
      const { difference, ci95 } = pairedDifference(counts);
      expect(difference).toBe(0);
      expect(ci95[0]).toBeLessThan(0);
      expect(ci95[1]).toBeCloseTo(-ci95[0], 12);
    }
    expect(rounded(pairedDifference(table(10, 0, 0, 10)).ci95, 3)).toEqual([-0.099, 0.099]);
    expect(pairedDifference(table(0, 0, 0, 0))).toEqual({ difference: 0, ci95: [-1, 1] });
  });

  it('never leaves [-1, 1] and always holds the difference, for every table of 10 and 20 pairs', () => {
    for (const n of [10, 20]) {
      for (let both = 0; both <= n; both++) {
        for (let firstOnly = 0; both + firstOnly <= n; firstOnly++) {
          for (let secondOnly = 0; both + firstOnly + secondOnly <= n; secondOnly++) {
            const { difference, ci95 } = pairedDifference(table(both, firstOnly, secondOnly, n - both - firstOnly - secondOnly));
            expect(-1 <= ci95[0] && ci95[0] <= difference && difference <= ci95[1] && ci95[1] <= 1 && ci95[0] < ci95[1]).toBe(true);
          }
        }
      }
    }
  });
});

describe("Student's paired t interval for a change of a mean", () => {
  it("gives the published interval of Student's sleep data (Cushny and Peebles, as R's t.test(extra ~ group, data = sleep, paired = TRUE))", () => {
    const first = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
    const second = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];
    const { difference, ci95 } = pairedMeanDifference(first.map((value, at) => [value, second[at]!] as const));
    expect(difference).toBeCloseTo(-1.58, 12);
    // R: -2.4598858 to -0.7001142.
    expect(rounded(ci95, 3)).toEqual([-2.46, -0.7]);
  });

  it("reads Student's t from the table, then from its expansion, close to the published values", () => {
    expect(studentT975(9)).toBe(2.2622);
    expect(studentT975(30)).toBe(2.0423);
    expect(studentT975(31)).toBeCloseTo(2.0395, 4);
    expect(studentT975(100)).toBeCloseTo(1.984, 3);
    expect(studentT975(1e9)).toBeCloseTo(1.96, 3);
  });

  it('is the difference alone when every pair moved alike or there is a single pair', () => {
    expect(pairedMeanDifference([[10, 8], [7, 5], [9, 7]])).toEqual({ difference: 2, ci95: [2, 2] });
    expect(pairedMeanDifference([[3, 5]])).toEqual({ difference: -2, ci95: [-2, -2] });
    expect(pairedMeanDifference([]).difference).toBe(0);
  });
});
