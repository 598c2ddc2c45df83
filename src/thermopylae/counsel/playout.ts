/**
 * One playout: from a decision, the chosen action and then the rest of the game played out, the
 * Persians by the heuristic player (`playOut(s, 'heuristic')`, bot.ts), the Spartans by the rules (002 §10),
 * every card order and die from the playout's own RNG (hidden.ts), the game after the choice from
 * dice of the same number kept in step phase by phase (finish). Playout number `i` of a counsel seed always starts
 * from the same determinization whatever the choice, so choices are compared on the same deals and
 * dice as far as they stay in step (common random numbers):
 * `runPaired` draws the hidden part once per number and applies each choice to a copy of it, and
 * the counsel compares two choices on the numbers both ran (paired differences, counsel.ts).
 */
import { mix32, seedRng } from '../../core/rng.js';
import { readingInput } from '../../core/errors.js';
import { shown } from '../../core/shown.js';
import { applyInPlace, cloneState, playOut, result } from '../index.js';
import type { Action, GameState } from '../types.js';
import { CounselError, determinize } from './hidden.js';

/** A whole number from a caller (a seed, a playout number, a count): a value of another type is never turned into one. */
function wholeNumber(x: unknown, what: string): void {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x > Number.MAX_SAFE_INTEGER) throw new CounselError(`counsel: ${what} is a whole number ≥ 0, not ${shown(x)}`, { id: 'counsel.badOption' });
}

/** The RNG seed of playout `i` of a counsel seeded with `seed` (the same for every choice). */
export function playoutSeed(seed: number, i: number): number {
  wholeNumber(seed, 'a counsel seed');
  wholeNumber(i, 'a playout number');
  return mix32((seed >>> 0) ^ mix32((i + 0x632be5ab) >>> 0));
}

/**
 * Play playout `i` of `choice` from `base` (simulationBase of the decision): the outcome's win
 * flag and score (0 on a loss, as result() gives it), and the Spartans' strength left on the map.
 */
export function playout(base: GameState, choice: Action, seed: number, i: number): { win: boolean; score: number; spartans: number } {
  const ps = playoutSeed(seed, i);
  return finish(determinize(base, seedRng(ps)), choice, ps);
}

/**
 * The seed of the dice after the choice in the playout seeded `ps`: every choice plays the rest of
 * the game with the dice of this seed, phase by phase (playOut's dicePerPhase).
 */
export function afterChoiceSeed(ps: number): number {
  return mix32((ps ^ 0x5bd1e995) >>> 0);
}

/**
 * Apply `choice` to a determinized position `s` (in place) and play it out. The dice the choice
 * itself rolls come from the playout's RNG; the rest of the game's from afterChoiceSeed, the same
 * for every choice and kept in step phase by phase (engine/dice.ts rngOf): each phase of each
 * turn rolls from a stream of its own, so two choices that part ways — one rolled dice, another
 * did not; one turn's attacks took more dice — roll the same dice again from the next phase on,
 * instead of one stream shifted for ever by the dice the first one used. Each stream is as random
 * as any other (a fresh seed, used once a game), so each choice's chance is what it was; only the
 * pairs agree more, and their difference is measured on far fewer pairs.
 */
function finish(s: GameState, choice: Action, ps: number): { win: boolean; score: number; spartans: number } {
  applyInPlace(s, choice); // checked: the choice must be legal in the determinized copy too
  playOut(s, 'heuristic', { dicePerPhase: afterChoiceSeed(ps) });
  const o = result(s);
  if (o === null) throw new CounselError('counsel: a playout did not end', { id: 'counsel.runaway' });
  let spartans = 0;
  for (const u of s.units) if (u.kind === 'spartan' && u.status === 'map') spartans += u.strength;
  return { win: o.outcome === 'win', score: o.score, spartans };
}

/**
 * What some playouts of several choices gave, one entry per (playout number, choice): entry
 * `k × choices + j` is playout `first + k` of the job's `j`-th choice. `win` 1 or 0, `score` the
 * outcome's score (0 on a loss), `spartans` the Spartans' strength left on the map.
 */
export interface Outcomes {
  win: number[];
  score: number[];
  spartans: number[];
}

/**
 * Playouts `first` … `first + count − 1` of each of `choices`, paired: for every number the
 * hidden part (the draw pile's order, the RNG that rolls every die) is drawn once, and each
 * choice is applied to a copy of that same determinization — the same results as `playout` for
 * each choice and number, in one draw instead of one per choice.
 */
export function runPaired(base: GameState, choices: readonly Action[], seed: number, first: number, count: number): Outcomes {
  wholeNumber(seed, 'a counsel seed');
  wholeNumber(first, 'a first playout number');
  wholeNumber(count, 'a count of playouts');
  // the choices read once into a list of our own (at most the most choices a decision has ever had, many times over)
  choices = readingInput('choices', () => {
    if (!Array.isArray(choices) || choices.length > 1000) throw new CounselError(`counsel: the choices are a list of at most 1,000 actions, not ${shown(choices)}`, { id: 'counsel.badOption' });
    return choices.slice();
  });
  const out: Outcomes = { win: [], score: [], spartans: [] };
  for (let i = first; i < first + count; i++) {
    const ps = playoutSeed(seed, i);
    const dealt = determinize(base, seedRng(ps));
    choices.forEach((a, j) => {
      const r = finish(j === choices.length - 1 ? dealt : cloneState(dealt), a, ps);
      out.win.push(r.win ? 1 : 0);
      out.score.push(r.score);
      out.spartans.push(r.spartans);
    });
  }
  return out;
}
