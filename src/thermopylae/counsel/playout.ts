/**
 * One playout: from a decision, the chosen action and then the rest of the game played out, the
 * Persians by the heuristic player (`playOut(s, 'heuristic')`, bot.ts), the Spartans by the rules (002 §10),
 * every card order and die from the playout's own RNG (hidden.ts). Playout number `i` of a
 * counsel seed always starts from the same determinization whatever the choice, so choices are
 * compared on the same deals and dice as far as they stay in step (common random numbers).
 */
import { seedRng } from '../../core/rng.js';
import { applyInPlace, playOut, result } from '../index.js';
import type { Action, GameState } from '../types.js';
import { CounselError, determinize } from './hidden.js';

/**
 * Sums over some playouts of one choice: how many, how many won, the won games' scores
 * (002 §12.1.1), and the Spartans' strength left on the map at the end (0 after a win).
 */
export interface Tally {
  n: number;
  wins: number;
  scoreSum: number;
  scoreSq: number;
  spartanSum: number;
}

export function emptyTally(): Tally {
  return { n: 0, wins: 0, scoreSum: 0, scoreSq: 0, spartanSum: 0 };
}

export function addTally(into: Tally, t: Tally): void {
  into.n += t.n;
  into.wins += t.wins;
  into.scoreSum += t.scoreSum;
  into.scoreSq += t.scoreSq;
  into.spartanSum += t.spartanSum;
}

/** A 32-bit mix (murmur3's finaliser). */
function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** The RNG seed of playout `i` of a counsel seeded with `seed` (the same for every choice). */
export function playoutSeed(seed: number, i: number): number {
  return mix32((seed >>> 0) ^ mix32((i + 0x632be5ab) >>> 0));
}

/**
 * Play playout `i` of `choice` from `base` (simulationBase of the decision): the outcome's win
 * flag and score (0 on a loss, as result() gives it), and the Spartans' strength left on the map.
 */
export function playout(base: GameState, choice: Action, seed: number, i: number): { win: boolean; score: number; spartans: number } {
  const s = determinize(base, seedRng(playoutSeed(seed, i)));
  applyInPlace(s, choice); // checked: the choice must be legal in the determinized copy too
  playOut(s, 'heuristic');
  const o = result(s);
  if (o === null) throw new CounselError('counsel: a playout did not end', { id: 'counsel.runaway' });
  let spartans = 0;
  for (const u of s.units) if (u.kind === 'spartan' && u.status === 'map') spartans += u.strength;
  return { win: o.outcome === 'win', score: o.score, spartans };
}

/** Playouts `first` … `first + count − 1` of `choice`, summed. */
export function runPlayouts(base: GameState, choice: Action, seed: number, first: number, count: number): Tally {
  const t = emptyTally();
  for (let i = first; i < first + count; i++) {
    const r = playout(base, choice, seed, i);
    t.n++;
    t.spartanSum += r.spartans;
    if (r.win) {
      t.wins++;
      t.scoreSum += r.score;
      t.scoreSq += r.score * r.score;
    }
  }
  return t;
}
