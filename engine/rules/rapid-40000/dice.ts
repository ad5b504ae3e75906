/**
 * Exact dice maths: the distribution of the sum of n six-sided dice, the chance that one side's
 * roll beats the other's, and the chance of k successes on a test. The bots price a declared
 * attack with it, and the tests check the rules' templates against it.
 */

const sums: Float64Array[] = [Float64Array.of(1)];

/** P(sum of n d6 = s), for s from 0 to 6n. */
export function sumDistribution(n: number): Float64Array {
  for (let k = sums.length; k <= n; k++) {
    const previous = sums[k - 1] as Float64Array;
    const next = new Float64Array(6 * k + 1);
    for (let s = 0; s < previous.length; s++) {
      const p = (previous[s] as number) / 6;
      if (p === 0) continue;
      for (let face = 1; face <= 6; face++) next[s + face] = (next[s + face] as number) + p;
    }
    sums.push(next);
  }
  return sums[n] as Float64Array;
}

/** Contests worked out, by n, m and a − b (all that decides them): the bots' score asks the same few again and again. */
const contests = new Map<string, { win: number; tie: number; loss: number }>();

/** Chances that n d6 + a beats (win), equals (tie) m d6 + b. */
export function contest(n: number, a: number, m: number, b: number): { win: number; tie: number; loss: number } {
  const key = `${n} ${m} ${a - b}`;
  let odds = contests.get(key);
  if (!odds) contests.set(key, (odds = exactContest(n, a - b, m)));
  return odds;
}

/** Chances that n d6 + edge beats (win), equals (tie) m d6. */
function exactContest(n: number, edge: number, m: number): { win: number; tie: number; loss: number } {
  const attack = sumDistribution(n);
  const defence = sumDistribution(m);
  // Cumulative of the defence: below[t] = P(defence sum < t).
  const below = new Float64Array(defence.length + 1);
  for (let t = 0; t < defence.length; t++) below[t + 1] = (below[t] as number) + (defence[t] as number);
  let win = 0;
  let tie = 0;
  for (let s = 0; s < attack.length; s++) {
    const p = attack[s] as number;
    if (p === 0) continue;
    // attack s + edge > defence t  <=>  t < s + edge
    const limit = s + edge;
    const clampedBelow = limit <= 0 ? 0 : limit >= defence.length ? 1 : (below[limit] as number);
    win += p * clampedBelow;
    if (limit >= 0 && limit < defence.length) tie += p * (defence[limit] as number);
  }
  return { win, tie, loss: Math.max(0, 1 - win - tie) };
}

/** P(at least k of n dice show `quality` or more). */
export function atLeast(n: number, quality: number, k: number): number {
  const p = Math.max(0, Math.min(1, (7 - quality) / 6));
  // successes[s] = P(s successes so far), one die at a time.
  let successes = [1];
  for (let die = 0; die < n; die++) {
    const next = new Array<number>(successes.length + 1).fill(0);
    for (let s = 0; s < successes.length; s++) {
      next[s] = (next[s] as number) + (successes[s] as number) * (1 - p);
      next[s + 1] = (next[s + 1] as number) + (successes[s] as number) * p;
    }
    successes = next;
  }
  let total = 0;
  for (let s = Math.max(0, k); s < successes.length; s++) total += successes[s] as number;
  return total;
}
