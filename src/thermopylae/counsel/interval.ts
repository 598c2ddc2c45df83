/**
 * Counsel's arithmetic: 95 % intervals for a chance estimated from playouts (Wilson score
 * interval, which stays inside 0–100 % and is honest at 0 or all wins), for the difference of two
 * chances measured on paired playouts (Agresti–Min's centre and spread, widened into a
 * confidence sequence: it holds at every look, since the counsel stops on it) and for an average
 * score (normal approximation), and how many playouts (or pairs) a given interval half-width needs.
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
  /** Its 95 % interval, valid at every look (pairedDifference), and the larger distance from `mean` to an end. */
  lo: number;
  hi: number;
  half: number;
  /** The share of the pairs won by one of the two alone (how often the choices part ways). */
  split: number;
}

/** The error a difference's interval allows over all its looks together (95 %). */
export const ALPHA = 0.05;
/**
 * The normal mixture's spread, in pairs: the sequence of intervals is narrowest around
 * 8 × MIXTURE pairs (Waudby-Smith et al.'s choice for a target t*: ρ = t* / (−2 ln α + ln(1 − 2 ln α)),
 * about t* / 8), and within a few per cent of that from about 1,000 to 20,000 pairs — where the
 * counsel's differences are decided.
 */
export const MIXTURE = 250;

/**
 * How many standard errors a difference's interval spans after `m` pairs so that it holds at
 * every look at once, with probability 95 % (a confidence sequence): the normal-mixture boundary
 * of Robbins, as an asymptotic confidence sequence (Waudby-Smith, Arbour, Sinha, Kennedy and
 * Ramdas, "Time-uniform central limit theory and asymptotic confidence sequences", 2021):
 * √((1 + ρ/m)(ln(1 + m/ρ) + 2 ln(1/α))). About 3.0–3.3 from 300 to 20,000 pairs, where a fixed
 * number of pairs, read once, needs 1.96: the price of looking again and again — the counsel
 * reads its intervals after every job, and stops when one of them first excludes 0.
 */
export function anytimeZ(m: number): number {
  return Math.sqrt((1 + MIXTURE / m) * (Math.log(1 + m / MIXTURE) + 2 * Math.log(1 / ALPHA)));
}

/** The half-width of a difference's interval after `m` pairs (as Agresti–Min count them) whose one pair's variance is `v`. */
function anytimeHalf(m: number, v: number): number {
  return anytimeZ(m) * Math.sqrt(Math.max(0, v) / m);
}

/**
 * The difference of two chances to win measured on paired playouts (the same deal and dice for
 * both): of `n` pairs, `aOnly` were won by the first choice alone and `bOnly` by the second alone
 * (the pairs both won or both lost say nothing of the difference). Its 95 % interval holds at
 * every look together, however often the counsel reads it and whenever it stops (anytimeZ):
 * centred as Agresti and Min's (2005) adjusted interval, half a pair added to each of the four
 * kinds of pair, which keeps the spread honest with few pairs and when the two choices have not
 * yet been seen to differ. n = 0 gives the whole range.
 */
export function pairedDifference(n: number, aOnly: number, bOnly: number): Difference {
  if (!(n > 0)) return { n: 0, mean: 0, lo: -1, hi: 1, half: 1, split: 0 };
  const mean = (aOnly - bOnly) / n;
  const m = n + 2;
  const pa = (aOnly + 0.5) / m;
  const pb = (bOnly + 0.5) / m;
  const d = pa - pb;
  const half = anytimeHalf(m, pa + pb - d * d);
  const lo = Math.max(-1, d - half);
  const hi = Math.min(1, d + half);
  return { n, mean, lo, hi, half: Math.max(mean - lo, hi - mean), split: (aOnly + bOnly) / n };
}

/**
 * Pairs needed for a difference of about `mean` whose pairs split (won by one choice alone) in a
 * share `split` of them to reach a half-width of at most `h` (pairedDifference): the smallest n
 * with anytimeZ(n)² × (split − mean²) / n ≤ h², and at least what the interval's own adjustment
 * needs when the two choices have not been seen to differ (about anytimeZ / h pairs).
 */
export function pairsFor(split: number, mean: number, h: number): number {
  const v = Math.max(0, split - mean * mean);
  const wide = (n: number) => anytimeHalf(n + 2, Math.max(v, 1 / (n + 2))) > h;
  let hi = 1;
  while (wide(hi)) hi *= 2;
  let lo = hi >> 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (wide(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
