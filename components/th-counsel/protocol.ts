/**
 * Messages between the counsel's worker pool (pool.ts, the page) and its Web Workers
 * (counsel-worker.ts). Plain data, structured-cloned. `run` numbers a counsel: a worker's answer
 * for an older run is dropped by the pool, which is how a cancelled counsel stops counting.
 */
import type { Action, GameState } from '../../src/thermopylae/types.js';
import type { Job, Outcomes } from '../../src/thermopylae/counsel/index.js';

export type ToWorker =
  /** A new counsel: the position playouts start from (simulationBase), its choices and the seed. */
  | { type: 'start'; run: number; base: GameState; choices: readonly Action[]; seed: number }
  /** Run one job of that counsel (after the ones queued before it). */
  | { type: 'job'; run: number; job: Job }
  /** Drop the counsel held and the jobs queued for it. */
  | { type: 'cancel' }
  /** Answer `flushed` once every job posted before this one is answered. */
  | { type: 'flush'; id: number };

export type FromWorker =
  /** A job's outcomes (runPaired), and how long it took in the worker (ms, for sizing the next jobs). */
  | { type: 'done'; run: number; job: Job; outcomes: Outcomes; ms: number }
  /** A job the worker dropped: its counsel was cancelled or replaced. */
  | { type: 'skipped'; run: number; job: Job }
  | { type: 'error'; run: number; message: string }
  /** Every message posted before the `flush` with this id is answered. */
  | { type: 'flushed'; id: number };
