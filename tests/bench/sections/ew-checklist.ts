/**
 * The campaign checklist (src/earth-water/phases.ts): whole five-campaign games walked through
 * `checklistActions` / `applyChecklist` with seeded random choices, and the cost of one step.
 * The UI asks for the actions on every render, so a step must stay far below a frame (16 ms).
 */
import { applyChecklist, checklistActions, newChecklist } from '../../../src/earth-water/phases.js';
import { standardSetup } from '../../../src/earth-water/board.js';
import { seedRng, nextInt } from '../../../src/core/rng.js';

export const title = 'E&W campaign checklist (state machine)';

export async function run(): Promise<void> {
  const games = Number(process.env.BENCH_GAMES ?? 2000);
  const rng = seedRng(7);
  let steps = 0;
  let longest = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const board = standardSetup();
    let c = newChecklist();
    let n = 0;
    for (;;) {
      const actions = checklistActions(c, board);
      if (actions.length === 0) break;
      c = applyChecklist(c, actions[nextInt(rng, actions.length)]!, board);
      n++;
    }
    steps += n;
    longest = Math.max(longest, n);
  }
  const ms = performance.now() - t0;
  console.log(`  ${games} random games to the end: ${ms.toFixed(0)} ms, ${((games / ms) * 1000).toFixed(0)} games/s`);
  console.log(`  ${steps} steps: ${((ms / steps) * 1000).toFixed(1)} µs per step (actions + apply); longest game ${longest} steps`);
}
