/**
 * Seeded pseudo-random numbers whose whole state is plain JSON.
 *
 * Algorithm: sfc32 (Chris Doty-Humphrey's "Small Fast Counting" generator, from PractRand),
 * 128 bits of state in four unsigned 32-bit words, seeded by splitmix32 and warmed up by
 * 12 rounds. It passes PractRand to terabytes, is fast in JavaScript (only 32-bit integer
 * operations) and its state survives `JSON.stringify` / `structuredClone` as four numbers,
 * so a game carries its RNG inside its saved state and replays exactly from seed + actions.
 *
 * `nextU32` advances the state *in place*: engines copy their state once per action and then
 * draw from the copy's RNG, which keeps the pure `(state, action) → state` contract without
 * allocating per die.
 */

import { StrategosError } from './errors.js';
import { shown } from './shown.js';

export interface RngState {
  /** Four unsigned 32-bit words. */
  s: [number, number, number, number];
}

/** splitmix32: spreads an arbitrary seed over the four sfc32 words. */
function splitmix32(x: number): [number, number] {
  x = (x + 0x9e3779b9) >>> 0;
  let z = x;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  z = (z ^ (z >>> 15)) >>> 0;
  return [x, z];
}

/**
 * The entries below check what they are given (issue 30 item 2) at the cost of a few comparisons,
 * which the engines' rolls do not notice: a count or range that is not a whole number in range, a
 * generator that cannot be read (a getter or proxy that throws, a frozen list), each a
 * StrategosError naming it — never a loop that cannot end, a RangeError or a result out of range.
 */
function badInput(problem: string): StrategosError {
  return new StrategosError(problem, { id: 'error.input', params: { what: 'rng' } });
}
function badRng(e: unknown): unknown {
  return e instanceof StrategosError ? e : new StrategosError('a random number generator that cannot be read or advanced: it is not an RngState', { id: 'error.input', params: { what: 'rng' }, cause: e });
}

/** A 32-bit mix of a 32-bit word (murmur3's finaliser): nearby inputs give unrelated outputs, for seeds derived from others. */
export function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** Hash a string seed to 32 bits (FNV-1a), so "game 42" and 42 both work as seeds. */
export function hashSeed(seed: number | string): number {
  if (typeof seed === 'number') {
    if (!Number.isFinite(seed)) throw badInput(`seed must be a finite number, got ${shown(seed)}`);
    return Math.trunc(seed) >>> 0;
  }
  if (typeof seed !== 'string') throw badInput(`a seed is a number or a text, not ${shown(seed)}`);
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A fresh generator for `seed`. Same seed, same sequence, on every platform. */
export function seedRng(seed: number | string): RngState {
  let x = hashSeed(seed);
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [nx, z] = splitmix32(x);
    x = nx;
    words.push(z);
  }
  const rng: RngState = { s: words as [number, number, number, number] };
  for (let i = 0; i < 12; i++) nextU32(rng);
  return rng;
}

/** Next unsigned 32-bit integer; advances `rng` in place. */
export function nextU32(rng: RngState): number {
  try {
    return step(rng);
  } catch (e) {
    throw badRng(e);
  }
}
/**
 * The generator's four words, each a number: a word of another type is never turned into one
 * (`| 0` on a list would join it, four billion items long).
 */
function numberWords(s: RngState['s']): RngState['s'] {
  if (typeof s[0] !== 'number' || typeof s[1] !== 'number' || typeof s[2] !== 'number' || typeof s[3] !== 'number') throw badRng(null);
  return s;
}
function step(rng: RngState): number {
  const s = numberWords(rng.s);
  let a = s[0] | 0,
    b = s[1] | 0,
    c = s[2] | 0,
    d = s[3] | 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a >>> 0;
  s[1] = b >>> 0;
  s[2] = c >>> 0;
  s[3] = d >>> 0;
  return t >>> 0;
}

/**
 * The rejection limit 2^32 − (2^32 mod n) for the small n games draw (dice, cards, a choice among
 * legal actions), read from a table: computing it is a floating-point remainder (2^32 is not a
 * 32-bit integer), which was a sizeable part of a simulated game (speed only: the same limit).
 */
const SMALL_LIMIT: readonly number[] = Array.from({ length: 257 }, (_, n) => (n === 0 ? 0 : 0x100000000 - (0x100000000 % n)));

/**
 * `x mod n` for 0 ≤ x < 2^32 and 1 ≤ n ≤ 2^32: x − ⌊x / n⌋·n, exact in doubles (the quotient's
 * distance to the next integer, ≥ 1/n, is far above its rounding error), and about twice as fast
 * as `x % n`, which V8 computes as a floating-point remainder when x may exceed 2^31 − 1.
 */
export function modU32(x: number, n: number): number {
  if (typeof x !== 'number' || typeof n !== 'number' || !(x >= 0 && x < 0x100000000 && n >= 1 && n <= 0x100000000) || !Number.isInteger(x) || !Number.isInteger(n)) {
    throw badInput(`modU32 takes whole numbers 0 ≤ x < 2^32 and 1 ≤ n ≤ 2^32, not ${shown(x)} and ${shown(n)}`);
  }
  return mod(x, n);
}
/** modU32 unchecked, for the draws below (their x and n are in range by construction). */
function mod(x: number, n: number): number {
  return x - Math.floor(x / n) * n;
}

/** Uniform integer in [0, n) without modulo bias (rejection sampling); advances `rng`. */
export function nextInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw badInput(`a range of 1 to 2^32 numbers, not ${shown(n)}`);
  if (n < SMALL_LIMIT.length) return smallInt(rng, n);
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = nextU32(rng);
    if (x < limit) return mod(x, n);
  }
}

/**
 * nextInt for an integer 1 ≤ n ≤ 256 the caller guarantees (unchecked: engines drawing dice and
 * cards in a hot loop): the same draws and the same number, returned as a small integer (`| 0`,
 * so arrays of them stay integer arrays, not float arrays).
 */
export function nextSmallInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n >= SMALL_LIMIT.length) throw badInput(`nextSmallInt takes a range of 1 to ${SMALL_LIMIT.length - 1}, not ${shown(n)}`);
  return smallInt(rng, n);
}
function smallInt(rng: RngState, n: number): number {
  const limit = SMALL_LIMIT[n]!;
  for (;;) {
    const x = nextU32(rng);
    if (x < limit) return mod(x, n) | 0;
  }
}

/**
 * `count` draws of nextSmallInt(rng, n), for 1 ≤ n ≤ 8 and 0 ≤ count ≤ 10 the caller guarantees,
 * packed three bits each, the first draw in the lowest bits: the same draws, the same numbers and
 * the same final state as `count` calls. Speed only (engines rolling a handful of dice): the
 * generator's four words stay in local variables across the draws and are stored once, no array.
 * The step is nextU32's, written out here because a function cannot return four words for free.
 */
export function nextSmallInts(rng: RngState, n: number, count: number): number {
  // (a value of another type is never >= 1: no valueOf is called; an n of 1.5 is not in SMALL_LIMIT)
  if (!(typeof n === 'number' && n >= 1 && n <= 8 && typeof count === 'number' && count >= 0 && count <= 10) || (n | 0) !== n || (count | 0) !== count) {
    throw badInput(`nextSmallInts takes a range of 1 to 8 and a count of 0 to 10, not ${shown(n)} and ${shown(count)}`);
  }
  try {
    return smallInts(rng, n, count);
  } catch (e) {
    throw badRng(e);
  }
}
function smallInts(rng: RngState, n: number, count: number): number {
  const s = numberWords(rng.s);
  let a = s[0] | 0,
    b = s[1] | 0,
    c = s[2] | 0,
    d = s[3] | 0;
  const limit = SMALL_LIMIT[n]!;
  let packed = 0;
  for (let i = 0; i < count; ) {
    const t = (((a + b) | 0) + d) | 0; // nextU32
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    const x = t >>> 0;
    if (x < limit) {
      packed |= mod(x, n) << (3 * i);
      i++;
    }
  }
  s[0] = a >>> 0;
  s[1] = b >>> 0;
  s[2] = c >>> 0;
  s[3] = d >>> 0;
  return packed;
}

/** Uniform float in [0, 1); advances `rng`. */
export function nextFloat(rng: RngState): number {
  return nextU32(rng) / 0x100000000;
}

const MAX_SHUFFLE = 1_000_000;
/** Fisher–Yates shuffle of a copy of `items`; advances `rng`. */
export function shuffle<T>(rng: RngState, items: readonly T[]): T[] {
  let out: T[];
  try {
    if (!Array.isArray(items) || items.length > MAX_SHUFFLE) throw badInput(`shuffle takes a list of at most ${MAX_SHUFFLE} items, not ${shown(items)}`);
    out = items.slice();
  } catch (e) {
    throw e instanceof StrategosError ? e : badInput('a list to shuffle that cannot be read');
  }
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}

/** A deep copy of the generator state (it is plain JSON). */
export function cloneRng(rng: RngState): RngState {
  if (!isRngState(rng)) throw badRng(null);
  return { s: [rng.s[0], rng.s[1], rng.s[2], rng.s[3]] };
}

/**
 * True when `x` is a well-formed RngState (for validating saved games): four words, each read
 * by its index — a list with holes (which a structured clone keeps and `every` skips) is not one,
 * nor is anything that throws when read (a getter, a proxy).
 */
export function isRngState(x: unknown): x is RngState {
  try {
    if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
    const s = (x as { s?: unknown }).s;
    if (!Array.isArray(s) || Object.getPrototypeOf(s) !== Array.prototype || s.length !== 4) return false;
    for (let i = 0; i < 4; i++) {
      const w: unknown = s[i];
      if (typeof w !== 'number' || !Number.isInteger(w) || w < 0 || w > 0xffffffff) return false;
    }
    return true;
  } catch {
    return false;
  }
}
