/**
 * The page side of the bench's in-browser figures (sections/thermopylae-browser.ts bundles this
 * file with esbuild and injects it into a blank page of Debian's Chromium): the same random game
 * as the Node figure (random-game.ts), on the engine as the app ships it to a phone's browser,
 * plus the copying contract path with the log (what the game screen calls).
 */
import { nextInt, seedRng } from '../../src/core/rng.js';
import { applyAction, applyInPlace, legalActions, newGame } from '../../src/thermopylae/engine.js';
import { contractGame, randomGame } from './random-game.js';

const engine = { newGame, legalActions, applyInPlace, applyAction, nextInt };
const pick = seedRng('bench');

/** Play `n` games from seed `seed0` on; returns the actions taken (so nothing is optimised away). */
function random(n: number, seed0: number): number {
  let steps = 0;
  for (let g = 0; g < n; g++) steps += randomGame(engine, pick, seed0 + g);
  return steps;
}
function contract(n: number, seed0: number): number {
  let steps = 0;
  for (let g = 0; g < n; g++) steps += contractGame(engine, pick, seed0 + g, true);
  return steps;
}

(globalThis as unknown as { thermoBench: unknown }).thermoBench = { random, contract };
