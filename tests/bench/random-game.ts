/**
 * The games the Thermopylae figures time (the Node section, sections/thermopylae.ts, and the page
 * of the Chromium section, browser-entry.ts): a complete game in place with the log off, choosing
 * uniformly among legalActions (random play) or as the heuristic Persian player does (botChoose,
 * what counsel's simulations play); and random play through the copying API with the log, as the
 * game screen plays. Each returns the number of actions taken.
 */
import { nextInt, seedRng } from '../../src/core/rng.js';
import { applyAction, applyInPlace, botChoose, legalActions, newGame } from '../../src/thermopylae/index.js';

const pick = seedRng('bench');

export function randomGame(seed: number): number {
  const s = newGame(seed, { log: false });
  let k = 0;
  while (!s.outcome) {
    const a = legalActions(s);
    applyInPlace(s, a[nextInt(pick, a.length)]!);
    k++;
  }
  return k;
}

export function botGame(seed: number): number {
  const s = newGame(seed, { log: false });
  let k = 0;
  while (!s.outcome) {
    applyInPlace(s, botChoose(s));
    k++;
  }
  return k;
}

export function contractGame(seed: number): number {
  let s = newGame(seed);
  let k = 0;
  while (!s.outcome) {
    const a = legalActions(s);
    s = applyAction(s, a[nextInt(pick, a.length)]!);
    k++;
  }
  return k;
}
