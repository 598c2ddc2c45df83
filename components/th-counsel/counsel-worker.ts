/**
 * A counsel Web Worker: holds one counsel's start position and runs the jobs the pool sends
 * (src/thermopylae/counsel/playout.ts runPaired: each playout number's deal drawn once, every
 * choice of the job applied to it), answering each with its outcomes.
 *
 * Jobs wait in a small queue and run in slices of about SLICE_MS, each slice a task of its own (a
 * message to itself), so a `start` or `cancel` that arrives while a job runs is read within a
 * slice: a cancelled or held counsel stops within SLICE_MS, its job answered `skipped` (the
 * playouts it had run are not counted), rather than at the end of the job (the pool sizes jobs to
 * about 20 ms, to keep the page's work per answer small, and keeps two per worker, so the worker
 * never waits for the page between jobs). That is what keeps the worker off the machine while a
 * finger is down (pool.ts holdWhileTouched). A `flush` waits in the same queue, so its `flushed`
 * answer follows the answers of every job posted before it.
 */
import { runPaired, type Job, type Outcomes } from '../../src/thermopylae/counsel/index.js';
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
/** How long one slice of a job runs before the worker reads its messages again (ms). */
const SLICE_MS = 2;
/** The job being run, slice by slice: its outcomes so far, the next playout number and the time spent on it. */
let running: { run: number; job: Job; outcomes: Outcomes; next: number; ms: number } | null = null;
const tick = new MessageChannel();
let scheduled = false;

function send(m: FromWorker): void {
  scope.postMessage(m);
}

function schedule(): void {
  if (scheduled || (queue.length === 0 && !running)) return;
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

/** Run one slice of the job in hand: playout numbers one by one (each for every choice of the job) until SLICE_MS is spent or the job is done. */
function slice(r: NonNullable<typeof running>): void {
  if (!held || held.run !== r.run) {
    running = null;
    send({ type: 'skipped', run: r.run, job: r.job });
    return;
  }
  try {
    const choices = r.job.choices.map((c) => held!.choices[c]);
    if (!choices.every((a) => a !== undefined)) throw new Error(`no choices ${JSON.stringify(r.job.choices)}`);
    const t0 = performance.now();
    const end = r.job.first + r.job.count;
    let t = t0;
    while (r.next < end && t - t0 < SLICE_MS) {
      const o = runPaired(held.base, choices, held.seed, r.next, 1);
      r.outcomes.win.push(...o.win);
      r.outcomes.score.push(...o.score);
      r.outcomes.spartans.push(...o.spartans);
      r.next++;
      t = performance.now();
    }
    r.ms += t - t0;
    if (r.next === end) {
      running = null;
      send({ type: 'done', run: r.run, job: r.job, outcomes: r.outcomes, ms: r.ms });
    }
  } catch (err) {
    running = null;
    send({ type: 'error', run: r.run, message: (err as Error).message });
  }
}

tick.port1.onmessage = () => {
  scheduled = false;
  if (running) {
    slice(running);
  } else {
    const q = queue.shift();
    if (!q) return;
    if ('flush' in q) send({ type: 'flushed', id: q.flush });
    else {
      running = { run: q.run, job: q.job, outcomes: { win: [], score: [], spartans: [] }, next: q.job.first, ms: 0 };
      slice(running);
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
