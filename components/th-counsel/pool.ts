/**
 * The counsel's Web Workers, seen from the page: `navigator.hardwareConcurrency − 1` of them (at
 * least one), so one core stays free for the page. `start(state)` plans a counsel
 * (src/thermopylae/counsel Counsel) and keeps every idle worker busy with its next job until the
 * counsel is finished; `cancel()` drops it at once (answers of a cancelled run are ignored, and
 * a worker stops the job it is running within a slice of about 2 ms: counsel-worker.ts);
 * `pause()` and `resume()` hold the workers while the player touches the screen, so the page has
 * the machine to itself. The hold belongs to the pool, not to one counsel: a counsel started or
 * continued while it is held (the tap's own action makes a new decision) starts held — nothing of
 * it reaches a worker, not even its start position — and runs once the hold ends. `dispose()` ends the workers; `flush()` resolves once every worker has
 * answered everything posted to it before (a signal, for tests and for leaving a screen cleanly,
 * that nothing more is on its way). Nothing here runs a playout on the page.
 *
 * Each worker holds up to two jobs (one running, one waiting), so it goes straight on to the next
 * while the page answers; the page's work per answer is a few sums and the next job's plan.
 */
import { Counsel, type Job } from '../../src/thermopylae/counsel/index.js';
import type { GameState } from '../../src/thermopylae/types.js';
import type { FromWorker, ToWorker } from './protocol.js';

export type CounselStatus = 'running' | 'finished' | 'failed';

export interface PoolOptions {
  /** Worker count (default hardwareConcurrency − 1, at least 1). */
  workers?: number;
  /** Target duration of one job in a worker, ms (default 20). */
  jobMs?: number;
  /** Makes a worker (default: counsel-worker.ts as a module worker). */
  makeWorker?: () => Worker;
}

export function defaultWorkerCount(): number {
  const n = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency : 0;
  return Math.max(1, (Number.isInteger(n) && n > 0 ? n : 2) - 1);
}

function counselWorker(): Worker {
  return new Worker(new URL('./counsel-worker.ts', import.meta.url), { type: 'module', name: 'counsel' });
}

/** Jobs a worker holds at once (running and waiting). */
const DEPTH = 2;

interface Slot {
  worker: Worker;
  /** The jobs it holds, oldest first (each gets one answer: done, skipped or error). */
  jobs: Job[];
}

export class CounselPool {
  readonly size: number;
  private readonly jobMs: number;
  private readonly makeWorker: () => Worker;
  private slots: Slot[] = [];
  private run = 0;
  private counsel: Counsel | null = null;
  /** Held (pause … resume): no job goes to a worker, whichever counsel is current. */
  private paused = false;
  private onChange: ((c: Counsel, status: CounselStatus, error?: string) => void) | null = null;
  /** Flushes waiting for their workers' answers: id → workers still to answer, and the resolve. */
  private flushes = new Map<number, { left: number; done: () => void }>();
  private flushId = 0;
  /** Playouts per ms of one worker, measured (a first guess until the first job comes back). */
  private rate = 0.5;

  constructor(options: PoolOptions = {}) {
    this.size = options.workers ?? defaultWorkerCount();
    this.jobMs = options.jobMs ?? 20;
    this.makeWorker = options.makeWorker ?? counselWorker;
  }

  /** The counsel being computed, if any. */
  get current(): Counsel | null {
    return this.counsel;
  }

  /**
   * Start a counsel for `state` (cancelling the one before); `onChange` is called after each
   * job counted and when it is finished or failed. Throws CounselError when `state` is not a
   * decision (the game is over, or waits for dice).
   */
  start(state: GameState, seed: number, onChange: (c: Counsel, status: CounselStatus, error?: string) => void): Counsel {
    return this.continue(new Counsel(state, { seed }), onChange);
  }

  /**
   * Go on counting a counsel already begun (the game review: the choice made first, then all).
   * While the pool is held, the counsel waits for resume().
   */
  continue(c: Counsel, onChange: (c: Counsel, status: CounselStatus, error?: string) => void): Counsel {
    this.cancel();
    this.counsel = c;
    this.onChange = onChange;
    ++this.run;
    if (this.slots.length === 0) this.spawn();
    if (!this.paused) {
      this.hand(c);
      this.pump();
    }
    return c;
  }

  /** Whether the pool is held (pause … resume). */
  get held(): boolean {
    return this.paused;
  }

  /** Give every worker the counsel's start position. */
  private hand(c: Counsel): void {
    const msg: ToWorker = { type: 'start', run: this.run, base: c.base, choices: c.choices, seed: c.seed };
    for (const s of this.slots) s.worker.postMessage(msg);
  }

  /**
   * Hold the workers: they drop their waiting jobs and take no new ones (the counts so far are
   * kept); a counsel started while held waits too.
   */
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    if (this.counsel) for (const s of this.slots) s.worker.postMessage({ type: 'cancel' } satisfies ToWorker);
  }

  /** End the hold: the current counsel (paused, or started while held) goes on. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    if (!this.counsel) return;
    this.hand(this.counsel);
    this.pump();
  }

  /** Stop counting the current counsel (its workers' answers will be ignored). */
  cancel(): void {
    this.run++;
    const c = this.counsel;
    if (c) {
      for (const s of this.slots) {
        s.worker.postMessage({ type: 'cancel' } satisfies ToWorker);
        for (const j of s.jobs) c.drop(j); // their answers will be ignored: the counsel may go on later without them
      }
    }
    for (const s of this.slots) s.jobs = [];
    this.counsel = null;
    this.onChange = null;
  }

  /** Cancel and end the workers (leaving the screen). A flush still waiting resolves: nothing more will come. */
  dispose(): void {
    this.cancel();
    for (const s of this.slots) s.worker.terminate();
    this.slots = [];
    for (const f of this.flushes.values()) f.done();
    this.flushes.clear();
  }

  /**
   * Resolves once every worker has answered every message posted to it before this call, and the
   * pool has handled those answers (a worker answers in the order it was asked, and the page
   * reads its answers in that order). Without workers it resolves at once.
   */
  flush(): Promise<void> {
    if (this.slots.length === 0) return Promise.resolve();
    const id = ++this.flushId;
    return new Promise<void>((done) => {
      this.flushes.set(id, { left: this.slots.length, done });
      for (const s of this.slots) s.worker.postMessage({ type: 'flush', id } satisfies ToWorker);
    });
  }

  private spawn(): void {
    for (let i = 0; i < this.size; i++) {
      const slot: Slot = { worker: this.makeWorker(), jobs: [] };
      slot.worker.addEventListener('message', (e: MessageEvent<FromWorker>) => this.answer(slot, e.data));
      slot.worker.addEventListener('error', (e: ErrorEvent) => this.fail(e.message || 'the counsel worker could not start'));
      this.slots.push(slot);
    }
  }

  private jobSize(): number {
    return Math.max(4, Math.min(4096, Math.round(this.rate * this.jobMs)));
  }

  /** Give every worker the counsel's next jobs, up to DEPTH each. */
  private pump(): void {
    const c = this.counsel;
    if (!c || this.paused) return;
    fill: for (let depth = 1; depth <= DEPTH; depth++) {
      for (const s of this.slots) {
        if (s.jobs.length >= depth) continue;
        const job = c.next(this.jobSize());
        if (!job) break fill;
        s.jobs.push(job);
        const m: ToWorker = { type: 'job', run: this.run, job };
        s.worker.postMessage(m);
      }
    }
    if (c.inFlight === 0) this.onChange?.(c, 'finished');
  }

  private answer(slot: Slot, m: FromWorker): void {
    if (m.type === 'flushed') {
      const f = this.flushes.get(m.id);
      if (f && --f.left === 0) {
        this.flushes.delete(m.id);
        f.done();
      }
      return;
    }
    if (m.run === this.run) slot.jobs.shift(); // answers come in the order the jobs were sent
    if (m.type === 'error') {
      if (m.run === this.run) this.fail(m.message);
      return;
    }
    if (m.type === 'done' && m.ms > 0 && m.outcomes.win.length >= 4) this.rate = 0.7 * this.rate + 0.3 * (m.outcomes.win.length / m.ms);
    if (m.run !== this.run || !this.counsel) {
      this.pump(); // a stale answer: this worker is free for the current run
      return;
    }
    const c = this.counsel;
    if (m.type === 'done') {
      c.record(m.job, m.outcomes);
      this.onChange?.(c, 'running');
    } else c.drop(m.job); // dropped unrun while paused
    this.pump();
  }

  private fail(message: string): void {
    const c = this.counsel;
    const cb = this.onChange;
    this.cancel();
    if (c && cb) cb(c, 'failed', message);
  }
}

/**
 * How long the workers stay held after a finger or key is lifted (ms), at the least: the hold
 * also lasts while the app is saving what the tap asked for (`<html data-saving>`,
 * components/controllers/settled.ts) and until the frame after it is painted.
 */
export const RESUME_MS = 400;

/** Told when a hold begins and when it ends. */
export interface HoldHooks {
  hold?(): void;
  release?(): void;
}

/** Call `fn` once no store is saving and the next frame has been painted; returns the cancel. */
function afterSaved(fn: () => void): () => void {
  const root = document.documentElement;
  let obs: MutationObserver | null = null;
  let frame = 0;
  let task: ReturnType<typeof setTimeout> | null = null;
  const painted = () => {
    frame = requestAnimationFrame(() => {
      frame = 0;
      task = setTimeout(() => {
        task = null;
        fn();
      }, 0);
    });
  };
  if (root.hasAttribute('data-saving')) {
    obs = new MutationObserver(() => {
      if (root.hasAttribute('data-saving')) return;
      obs!.disconnect();
      obs = null;
      painted();
    });
    obs.observe(root, { attributes: true, attributeFilter: ['data-saving'] });
  } else painted();
  return () => {
    obs?.disconnect();
    if (frame) cancelAnimationFrame(frame);
    if (task !== null) clearTimeout(task);
  };
}

/**
 * Hold `pool` while a finger or a key is down anywhere on the page, and let it go RESUME_MS after
 * it is lifted — or later, once what the tap asked for is saved and its frame painted — so a tap
 * never shares the machine with the counsel; `hooks` hear of both (the panel defers starting a new
 * counsel to the release). Returns the undo.
 */
export function holdWhileTouched(pool: () => CounselPool | null, hooks: HoldHooks = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waitSaved: (() => void) | null = null;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    waitSaved?.();
    waitSaved = null;
  };
  const hold = () => {
    clear();
    pool()?.pause();
    hooks.hold?.();
  };
  const release = () => {
    clear();
    timer = setTimeout(() => {
      timer = null;
      waitSaved = afterSaved(() => {
        waitSaved = null;
        pool()?.resume();
        hooks.release?.();
      });
    }, RESUME_MS);
  };
  const downs = ['pointerdown', 'keydown'] as const;
  const ups = ['pointerup', 'pointercancel', 'keyup'] as const;
  for (const t of downs) document.addEventListener(t, hold, { capture: true, passive: true });
  for (const t of ups) document.addEventListener(t, release, { capture: true, passive: true });
  return () => {
    clear();
    for (const t of downs) document.removeEventListener(t, hold, { capture: true });
    for (const t of ups) document.removeEventListener(t, release, { capture: true });
  };
}
