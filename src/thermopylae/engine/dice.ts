/**
 * Dice (002 §7.2 dice roll modifiers; §9.2, §9.3, §10.1 and §20 combat tables, in data.ts).
 *
 * The app's dice come from the seeded RNG in the state; physical dice are entered by the player,
 * and the RNG still draws as many (R-TH-18), so the card order never depends on who rolls.
 *
 * A simulated game may keep its dice in step phase by phase (playOut's `dicePerPhase`, for the
 * counsel's paired playouts): each phase of each turn then draws from a stream of its own, seeded
 * from the simulation's seed, the turn and the phase (`rngOf`), so two playouts that part ways in
 * one phase — one choice rolled dice, another did not — roll the same dice again from the next
 * phase on. Every die is as random as before (each stream a fresh seed, used once: the phases of
 * a game only go forward); only games played from the same seed agree more.
 */
import { mix32, nextSmallInts, seedRng, type RngState } from '../../core/rng.js';
import type { Die } from '../../core/dice.js';
import { DIE_MAX, DIE_MIN, PHASES } from '../data.js';
import type { GameState } from '../types.js';

/**
 * Dice kept in step phase by phase (playOut's `dicePerPhase`): the simulation's seed and the phase
 * its stream is for now. playOut owns it for the one game it plays and hands it down to where the
 * engine draws (run.ts rollFor, turn.ts reshuffle); every other caller passes none.
 */
export interface DiceInStep {
  readonly seed: number;
  key: number;
}

/** Dice in step from `seed` for game `s`, from the phase it is in (that phase's stream starts at once). */
export function diceInStep(s: GameState, seed: number): DiceInStep {
  const key = phaseKey(s);
  s.rng = phaseRng(seed, key);
  return { seed, key };
}

/** The RNG game `s` draws its next dice and shuffles from: its own, re-seeded at each new phase when its dice are kept in step. */
export function rngOf(s: GameState, inStep: DiceInStep | null): RngState {
  if (inStep === null) return s.rng;
  const key = phaseKey(s);
  if (key !== inStep.key) {
    if (key < inStep.key) throw new Error(`engine: turn ${s.turn}'s ${s.phase} phase comes after a later phase`);
    inStep.key = key;
    s.rng = phaseRng(inStep.seed, key);
  }
  return s.rng;
}

/** Turn and phase as one number that grows as the game goes on (data.ts PHASES is in order of play). */
function phaseKey(s: GameState): number {
  return s.turn * PHASES.length + PHASES.indexOf(s.phase);
}
/** The stream of phase `key` of a simulation seeded `seed`: the two mixed into one 32-bit seed of a fresh RNG. */
function phaseRng(seed: number, key: number): RngState {
  return seedRng(mix32((seed ^ Math.imul(key + 0x632be5ab, 0x9e3779b1)) >>> 0));
}

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
