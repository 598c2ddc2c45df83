/**
 * A counsel Web Worker: holds one counsel's start position and runs the jobs the pool sends
 * (src/thermopylae/counsel/playout.ts runPlayouts), one at a time, answering each with its sums.
 * It keeps no timer and no queue of its own: the pool sends a job only to an idle worker, so a
 * cancelled counsel stops within the job being run (the pool sizes jobs to about 30 ms).
 */
import { runPlayouts } from '../../src/thermopylae/counsel/index.js';
import type { Action, GameState } from '../../src/thermopylae/types.js';
import type { FromWorker, ToWorker } from './protocol.js';

/** The worker's global scope (typed by hand: the project's type check uses the DOM library, not WebWorker's). */
const scope = self as unknown as {
  postMessage(m: FromWorker): void;
  addEventListener(type: 'message', fn: (e: MessageEvent<ToWorker>) => void): void;
};

let held: { run: number; base: GameState; choices: readonly Action[]; seed: number } | null = null;

function send(m: FromWorker): void {
  scope.postMessage(m);
}

scope.addEventListener('message', (e) => {
  const m = e.data;
  if (m.type === 'start') {
    held = { run: m.run, base: m.base, choices: m.choices, seed: m.seed };
    return;
  }
  if (m.type === 'job') {
    if (!held || held.run !== m.run) {
      send({ type: 'skipped', run: m.run, job: m.job });
      return;
    }
    const choice = held.choices[m.job.choice];
    try {
      if (!choice) throw new Error(`no choice ${m.job.choice}`);
      const t0 = performance.now();
      const tally = runPlayouts(held.base, choice, held.seed, m.job.first, m.job.count);
      send({ type: 'done', run: m.run, job: m.job, tally, ms: performance.now() - t0 });
    } catch (err) {
      send({ type: 'error', run: m.run, message: (err as Error).message });
    }
  }
});
