/**
 * The issue-6 figure's game: one complete 9 Card Thermopylae game in place, log off, choosing
 * uniformly among legalActions with `pick` (the bench's random play, applyInPlace path). Shared
 * by `npm run bench` (sections/thermopylae.ts) and `npm run bench:ab` (ab.ts, which bundles it
 * once with each engine it compares), and by the in-browser section (browser-entry.ts). Returns
 * the number of actions taken. contractGame plays the same way through the copying API.
 */
import type { RngState } from '../../src/core/rng.js';
import type { GameOptions, GameState, Action } from '../../src/thermopylae/types.js';

export interface RandomPlayEngine {
  newGame(seed: number, options?: GameOptions): GameState;
  legalActions(s: GameState): Action[];
  applyInPlace(s: GameState, a: Action, trusted?: boolean): void;
  nextInt(rng: RngState, n: number): number;
}
/** The engine's copying entry point, for contractGame. */
export interface ContractEngine extends RandomPlayEngine {
  applyAction(s: GameState, a: Action): GameState;
}

export function randomGame(e: RandomPlayEngine, pick: RngState, seed: number): number {
  const s = e.newGame(seed, { log: false });
  let k = 0;
  while (!s.outcome) {
    const a = e.legalActions(s);
    e.applyInPlace(s, a[e.nextInt(pick, a.length)]!, true);
    k++;
  }
  return k;
}

/**
 * The same random play through the copying contract API (applyAction: a copy and a legality check
 * per action), with or without the game log: what the game screen does. Returns the actions taken.
 */
export function contractGame(e: ContractEngine, pick: RngState, seed: number, log: boolean): number {
  let s = e.newGame(seed, log ? {} : { log: false });
  let k = 0;
  while (!s.outcome) {
    const a = e.legalActions(s);
    s = e.applyAction(s, a[e.nextInt(pick, a.length)]!);
    k++;
  }
  return k;
}
