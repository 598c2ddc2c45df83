/**
 * Counsel's arithmetic: 95 % intervals for a chance estimated from playouts (Wilson score
 * interval, which stays inside 0–100 % and is honest at 0 or all wins), for the difference of two
 * chances measured on paired playouts (Agresti–Min) and for an average score (normal
 * approximation), and how many playouts (or pairs) a given interval half-width needs.
 * No rules here; the counsel (counsel.ts) reads these to say how sure it is and where to spend.
 */

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

export interface Interval {
  lo: number;
  hi: number;
}

/** Wilson score interval for `wins` of `n` (0 ≤ wins ≤ n); n = 0 gives the whole range. */
export function wilson(wins: number, n: number, z = Z95): Interval {
  if (n <= 0) return { lo: 0, hi: 1 };
  const p = wins / n;
  const z2 = z * z;
  const d = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / d;
  const half = (z / d) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

/** The larger distance from the estimate wins/n to either end of its Wilson interval. */
export function wilsonHalfWidth(wins: number, n: number, z = Z95): number {
  if (n <= 0) return 1;
  const { lo, hi } = wilson(wins, n, z);
  const p = wins / n;
  return Math.max(p - lo, hi - p);
}

/**
 * Playouts needed for a chance near `p` to have a Wilson half-width of at most `h` (the smallest
 * n, found by bisection: the half-width falls as n grows at a fixed p).
 */
export function playoutsFor(p: number, h: number, z = Z95): number {
  const q = Math.min(1, Math.max(0, p));
  const width = (n: number) => wilsonHalfWidth(q * n, n, z);
  let lo = 1;
  let hi = 1;
  while (width(hi) > h) hi *= 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (width(mid) > h) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface MeanEstimate {
  mean: number;
  /** The 95 % normal interval; null below two values. */
  lo: number | null;
  hi: number | null;
}

/** Mean of `k` values given their sum and sum of squares, with its 95 % interval; null for no value. */
export function meanInterval(k: number, sum: number, sumSq: number, z = Z95): MeanEstimate | null {
  if (k < 1) return null;
  const mean = sum / k;
  if (k < 2) return { mean, lo: null, hi: null };
  const variance = Math.max(0, (sumSq - k * mean * mean) / (k - 1));
  const half = z * Math.sqrt(variance / k);
  return { mean, lo: mean - half, hi: mean + half };
}

export interface Difference {
  /** Playout numbers both choices ran (the pairs). */
  n: number;
  /** The difference of the two chances to win on those pairs (−1 … 1). */
  mean: number;
  /** Its 95 % interval, and the larger distance from `mean` to an end. */
  lo: number;
  hi: number;
  half: number;
  /** The share of the pairs won by one of the two alone (how often the choices part ways). */
  split: number;
}

/**
 * The difference of two chances to win measured on paired playouts (the same deal and dice for
 * both): of `n` pairs, `aOnly` were won by the first choice alone and `bOnly` by the second alone
 * (the pairs both won or both lost say nothing of the difference). 95 % interval of Agresti and
 * Min (2005): the adjusted Wald interval with half a pair added to each of the four kinds of pair,
 * which is honest with few pairs and when the two choices have not yet been seen to differ. n = 0
 * gives the whole range.
 */
export function pairedDifference(n: number, aOnly: number, bOnly: number, z = Z95): Difference {
  if (!(n > 0)) return { n: 0, mean: 0, lo: -1, hi: 1, half: 1, split: 0 };
  const mean = (aOnly - bOnly) / n;
  const m = n + 2;
  const pa = (aOnly + 0.5) / m;
  const pb = (bOnly + 0.5) / m;
  const d = pa - pb;
  const half = z * Math.sqrt(Math.max(0, pa + pb - d * d) / m);
  const lo = Math.max(-1, d - half);
  const hi = Math.min(1, d + half);
  return { n, mean, lo, hi, half: Math.max(mean - lo, hi - mean), split: (aOnly + bOnly) / n };
}

/**
 * Pairs needed for a difference of about `mean` whose pairs split (won by one choice alone) in a
 * share `split` of them to reach a 95 % half-width of at most `h`: the variance of one pair's
 * difference (split − mean²) over h², and at least what the interval's own adjustment needs when
 * the two choices have not been seen to differ (about z / h pairs).
 */
export function pairsFor(split: number, mean: number, h: number, z = Z95): number {
  const v = Math.max(0, split - mean * mean);
  return Math.max(Math.ceil(v * (z / h) ** 2), Math.ceil(z / h) - 2);
}
