/**
 * Dice (002 §7.2 dice roll modifiers; §9.2, §9.3, §10.1 and §20 combat tables, in data.ts).
 *
 * The app's dice come from the seeded RNG in the state; physical dice are entered by the player,
 * and the RNG still draws as many (R-TH-18), so the card order never depends on who rolls.
 */
import { nextSmallInts, type RngState } from '../../core/rng.js';
import type { Die } from '../../core/dice.js';
import { DIE_MAX, DIE_MIN } from '../data.js';

/** `count` d6 from the RNG (advancing it): the same draws as core/dice.ts rollD6. */
export function rollDice(rng: RngState, count: number): Die[] {
  if (count <= 4) {
    // the usual 1–4 dice as an array literal of their size (speed only: `new Array(count)` filled
    // by index makes a holey array, slower to make and to read); the same draws in the same order
    const p = nextSmallInts(rng, 6, count);
    switch (count) {
      case 1: return [toDie((p & 7) + 1)];
      case 2: return [toDie((p & 7) + 1), toDie(((p >>> 3) & 7) + 1)];
      case 3: return [toDie((p & 7) + 1), toDie(((p >>> 3) & 7) + 1), toDie(((p >>> 6) & 7) + 1)];
      case 4: return [toDie((p & 7) + 1), toDie(((p >>> 3) & 7) + 1), toDie(((p >>> 6) & 7) + 1), toDie(((p >>> 9) & 7) + 1)];
    }
  }
  const out = new Array<Die>(count);
  for (let done = 0; done < count; done += 10) {
    const k = Math.min(count - done, 10);
    // nextSmallInts packs up to ten draws of 0–5, three bits each, the first in the lowest bits
    for (let i = 0, p = nextSmallInts(rng, 6, k); i < k; i++, p >>>= 3) out[done + i] = toDie((p & 7) + 1);
  }
  return out;
}
function toDie(n: number): Die {
  switch (n) {
    case 1: case 2: case 3: case 4: case 5: case 6:
      return n;
    default:
      throw new Error(`engine: ${n} is not a die face`);
  }
}

/** A die after its modifier, clamped to 1–6 (002 §7.2, R-TH-2). */
export function modify(face: number, drm: number): number {
  const n = face + drm;
  return n < DIE_MIN ? DIE_MIN : n > DIE_MAX ? DIE_MAX : n;
}
/** Bit f set for each face f of `faces` (a table's faces as a mask, to test a die in one step). */
export function faceMask(faces: readonly number[]): number {
  let m = 0;
  for (const f of faces) m |= 1 << f;
  return m;
}
/** How many of `dice`, modified by `drm`, show one of the faces in `mask`. */
export function countFaces(mask: number, dice: readonly number[], drm: number): number {
  let n = 0;
  for (const d of dice) n += (mask >>> modify(d, drm)) & 1;
  return n;
}
