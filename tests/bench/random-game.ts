/**
 * The games the Thermopylae figures time (the Node section, sections/thermopylae.ts, and the page
 * of the Chromium section, browser-entry.ts): a complete game in place with the log off, played
 * out (playOut, the simulations' loop) choosing uniformly among the legal actions (random play) or
 * as the heuristic Persian player does (what counsel's playouts and the balance runs play); and
 * random play through the copying API with the log, as the game screen plays. Each returns the
 * number of actions taken.
 */
import { nextInt, seedRng } from '../../src/core/rng.js';
import { applyAction, legalActions, newGame, playOut } from '../../src/thermopylae/index.js';

const pick = seedRng('bench');

export function randomGame(seed: number): number {
  return playOut(newGame(seed, { log: false }), { random: pick });
}

export function botGame(seed: number): number {
  return playOut(newGame(seed, { log: false }), 'heuristic');
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
