/**
 * The page side of the bench's Chromium figures (sections/thermopylae-browser.ts bundles this file
 * with esbuild and injects it into a blank page of Debian's Chromium): the games of random-game.ts
 * on the engine as the app ships it to a phone's browser.
 */
import { nextInt, seedRng } from '../../src/core/rng.js';
import { applyAction, applyInPlace, botChoose, legalActions, newGame } from '../../src/thermopylae/index.js';
import { botGame, contractGame, randomGame } from './random-game.js';

const engine = { newGame, legalActions, applyInPlace, applyAction, botChoose, nextInt };
const pick = seedRng('bench');

/** Play `n` games of a kind from seed `seed0` on; returns the actions taken (so nothing is optimised away). */
function play(kind: 'random' | 'bot' | 'contract', n: number, seed0: number): number {
  let steps = 0;
  for (let g = 0; g < n; g++) {
    steps += kind === 'random' ? randomGame(engine, pick, seed0 + g) : kind === 'bot' ? botGame(engine, seed0 + g) : contractGame(engine, pick, seed0 + g);
  }
  return steps;
}

(globalThis as unknown as { thermoBench: unknown }).thermoBench = play;
