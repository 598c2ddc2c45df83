/**
 * A counsel Web Worker: holds one counsel's start position and runs the jobs the pool sends
 * (src/thermopylae/counsel/playout.ts runPlayouts), answering each with its sums.
 *
 * Jobs wait in a small queue and each runs in a task of its own (a message to itself), so a
 * `start` or `cancel` that arrives while a job runs is read before the next job starts: a
 * cancelled counsel stops within the job being run (the pool sizes jobs to about 20 ms and keeps
 * two per worker, so the worker never waits for the page between jobs). A `flush` waits in the
 * same queue, so its `flushed` answer follows the answers of every job posted before it.
 */
import { runPlayouts, type Job } from '../../src/thermopylae/counsel/index.js';
import type { Action, GameState } from '../../src/thermopylae/types.js';
import type { FromWorker, ToWorker } from './protocol.js';

/** The worker's global scope (typed by hand: the project's type check uses the DOM library, not WebWorker's). */
const scope = self as unknown as {
  postMessage(m: FromWorker): void;
  addEventListener(type: 'message', fn: (e: MessageEvent<ToWorker>) => void): void;
};

let held: { run: number; base: GameState; choices: readonly Action[]; seed: number } | null = null;
/** Jobs to run, and flushes to answer once the jobs before them are answered, in the order posted. */
const queue: ({ run: number; job: Job } | { flush: number })[] = [];
const tick = new MessageChannel();
let scheduled = false;

function send(m: FromWorker): void {
  scope.postMessage(m);
}

function schedule(): void {
  if (scheduled || queue.length === 0) return;
  scheduled = true;
  tick.port2.postMessage(null);
}

/** Answer the queued jobs that no longer belong to the counsel held. */
function dropStale(): void {
  for (let i = queue.length - 1; i >= 0; i--) {
    const q = queue[i]!;
    if ('flush' in q) continue;
    if (!held || q.run !== held.run) {
      queue.splice(i, 1);
      send({ type: 'skipped', run: q.run, job: q.job });
    }
  }
}

tick.port1.onmessage = () => {
  scheduled = false;
  const q = queue.shift();
  if (!q) return;
  if ('flush' in q) {
    send({ type: 'flushed', id: q.flush });
  } else if (!held || held.run !== q.run) {
    send({ type: 'skipped', run: q.run, job: q.job });
  } else {
    try {
      const choice = held.choices[q.job.choice];
      if (!choice) throw new Error(`no choice ${q.job.choice}`);
      const t0 = performance.now();
      const tally = runPlayouts(held.base, choice, held.seed, q.job.first, q.job.count);
      send({ type: 'done', run: q.run, job: q.job, tally, ms: performance.now() - t0 });
    } catch (err) {
      send({ type: 'error', run: q.run, message: (err as Error).message });
    }
  }
  schedule();
};

scope.addEventListener('message', (e) => {
  const m = e.data;
  if (m.type === 'start') {
    held = { run: m.run, base: m.base, choices: m.choices, seed: m.seed };
    dropStale();
  } else if (m.type === 'cancel') {
    held = null;
    dropStale();
  } else if (m.type === 'job') {
    queue.push({ run: m.run, job: m.job });
    schedule();
  } else if (m.type === 'flush') {
    queue.push({ flush: m.id });
    schedule();
  }
});
