/**
 * The page side of the bench's Chromium figures (sections/thermopylae-browser.ts bundles this file
 * with esbuild and injects it into a blank page of Debian's Chromium): the games of random-game.ts
 * on the engine as the app ships it to a phone's browser.
 */
import { botGame, contractGame, randomGame } from './random-game.js';

/** Play `n` games of a kind from seed `seed0` on; returns the actions taken (so nothing is optimised away). */
function play(kind: 'random' | 'bot' | 'contract', n: number, seed0: number): number {
  let steps = 0;
  for (let g = 0; g < n; g++) steps += kind === 'random' ? randomGame(seed0 + g) : kind === 'bot' ? botGame(seed0 + g) : contractGame(seed0 + g);
  return steps;
}

(globalThis as unknown as { thermoBench: unknown }).thermoBench = play;
