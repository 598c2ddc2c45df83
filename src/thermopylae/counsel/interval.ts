/**
 * Counsel's arithmetic: 95 % intervals for a chance estimated from playouts (Wilson score
 * interval, which stays inside 0–100 % and is honest at 0 or all wins) and for an average score
 * (normal approximation), and how many playouts a chance needs for a given interval half-width.
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
