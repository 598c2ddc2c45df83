/**
 * The page side of the counsel bench (sections/counsel.ts bundles this file with esbuild into a
 * page of headless Chromium): the game screen's own worker pool (components/th-counsel/pool.ts)
 * with the counsel worker bundled beside it, timed from the start of a counsel to the moments the
 * best choice is identified (every other choice's paired difference from it excludes 0 or is
 * within ±1 point: Counsel.bestKnown) and every difference from the best is within ±3 and ±2
 * points (95 %), on typical mid-game decisions.
 */
import { CounselPool } from '../../components/th-counsel/pool.js';
import { simulationBase, runPaired } from '../../src/thermopylae/counsel/index.js';
import { legalActions } from '../../src/thermopylae/index.js';
import { midGame } from './counsel-decisions.js';
import type { GameState } from '../../src/thermopylae/types.js';

export { midGame };

export interface Timing {
  choices: number;
  turn: number;
  /** ms from the start until the best choice was identified (null: not within the time allowed), and playouts counted by then. */
  tBest: number | null;
  nBest: number;
  /** ms until every difference from the best was within ±3 / ±2 points (null: not within the time allowed), and playouts by then. */
  t3: number | null;
  n3: number;
  t2: number | null;
  n2: number;
  /** Playouts counted when the timing stopped. */
  playouts: number;
  workers: number;
}

let pool: CounselPool | null = null;

/** Counsel `s` until the best choice is identified and every difference is within ±`stop` points, or `limitMs` passed. */
function time(s: GameState, workerUrl: string, seed: number, limitMs: number, stop: number): Promise<Timing> {
  // the game screen's worker count unless the bench asks for another (COUNSEL_BENCH_WORKERS)
  const workers = Number(new URLSearchParams(location.search).get('workers')) || undefined;
  pool ??= new CounselPool({ workers, makeWorker: () => new Worker(workerUrl, { type: 'module' }) });
  const p = pool;
  return new Promise((resolve) => {
    const t0 = performance.now();
    const out: Timing = { choices: legalActions(s).length, turn: s.turn, tBest: null, nBest: 0, t3: null, n3: 0, t2: null, n2: 0, playouts: 0, workers: p.size };
    const done = (playouts: number) => {
      p.cancel();
      clearTimeout(timer);
      resolve({ ...out, playouts });
    };
    const timer = setTimeout(() => done(p.current?.playouts ?? 0), limitMs);
    p.start(s, seed, (c, status) => {
      const now = performance.now() - t0;
      const w = c.precision();
      if (out.tBest === null && c.bestKnown()) {
        out.tBest = now;
        out.nBest = c.playouts;
      }
      if (out.t3 === null && w <= 0.03) {
        out.t3 = now;
        out.n3 = c.playouts;
      }
      if (out.t2 === null && w <= 0.02) {
        out.t2 = now;
        out.n2 = c.playouts;
      }
      if ((out.tBest !== null && w <= stop) || status !== 'running') done(c.playouts);
    });
  });
}

/**
 * Run `n` playouts of each choice of `s` here, on the page's main thread (the bench reads its CPU
 * time around it); returns how many were run.
 */
function playHere(s: GameState, n: number): number {
  const base = simulationBase(s);
  const choices = legalActions(s);
  runPaired(base, choices, 5, 0, n);
  return n * choices.length;
}

/** A fresh pool for the next timings (another worker script: the slowed one, or back). */
function reset(): void {
  pool?.dispose();
  pool = null;
}

(globalThis as unknown as { counselBench: unknown }).counselBench = { midGame, time, reset, playHere };
