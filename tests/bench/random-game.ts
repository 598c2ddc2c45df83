/**
 * The games the Thermopylae figures time (the Node section, sections/thermopylae.ts, and the page
 * of the Chromium section, browser-entry.ts): a complete game in place with the log off, choosing
 * uniformly among legalActions with `pick` (random play) or with the heuristic Persian player
 * (botChoose, what counsel's simulations play); and random play through the copying API with the
 * log, as the game screen plays. Each returns the number of actions taken.
 */
import type { RngState } from '../../src/core/rng.js';
import type { Action, GameOptions, GameState } from '../../src/thermopylae/types.js';

export interface Engine {
  newGame(seed: number, options?: GameOptions): GameState;
  legalActions(s: GameState): Action[];
  applyInPlace(s: GameState, a: Action): void;
  applyAction(s: GameState, a: Action): GameState;
  botChoose(s: GameState): Action;
  nextInt(rng: RngState, n: number): number;
}

export function randomGame(e: Engine, pick: RngState, seed: number): number {
  const s = e.newGame(seed, { log: false });
  let k = 0;
  while (!s.outcome) {
    const a = e.legalActions(s);
    e.applyInPlace(s, a[e.nextInt(pick, a.length)]!);
    k++;
  }
  return k;
}

export function botGame(e: Engine, seed: number): number {
  const s = e.newGame(seed, { log: false });
  let k = 0;
  while (!s.outcome) {
    e.applyInPlace(s, e.botChoose(s));
    k++;
  }
  return k;
}

export function contractGame(e: Engine, pick: RngState, seed: number): number {
  let s = e.newGame(seed);
  let k = 0;
  while (!s.outcome) {
    const a = e.legalActions(s);
    s = e.applyAction(s, a[e.nextInt(pick, a.length)]!);
    k++;
  }
  return k;
}
