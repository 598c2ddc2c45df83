/**
 * The page side of the counsel bench (sections/counsel.ts bundles this file with esbuild into a
 * page of headless Chromium): the game screen's own worker pool (components/th-counsel/pool.ts)
 * with the counsel worker bundled beside it, timed from the start of a counsel to the moment
 * every choice is within ±5 and ±3 points (95 %), on typical mid-game decisions.
 */
import { CounselPool } from '../../components/th-counsel/pool.js';
import { simulationBase, runPlayouts } from '../../src/thermopylae/counsel/index.js';
import { applyInPlace, botChoose, legalActions, newGame } from '../../src/thermopylae/index.js';
import type { GameState } from '../../src/thermopylae/types.js';

/**
 * Typical mid-game decisions with 4–6 choices: in seeded games of the heuristic player, the first
 * decision from turn `turn` on with 4 to 6 legal choices.
 */
export function midGame(count: number, turn = 5): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; out.length < count && seed < 10 * count + 100; seed++) {
    const s = newGame(seed, { log: false });
    while (s.outcome === null && !(s.turn >= turn + (seed % 5) && legalActions(s).length >= 4 && legalActions(s).length <= 6)) applyInPlace(s, botChoose(s));
    if (s.outcome === null) out.push(s);
  }
  return out;
}

export interface Timing {
  choices: number;
  turn: number;
  /** ms from the start until every choice was within ±5 / ±3 points (null: not within the time allowed). */
  t5: number | null;
  t3: number | null;
  /** Playouts counted by then. */
  n5: number;
  playouts: number;
  workers: number;
}

let pool: CounselPool | null = null;

/** Counsel `s` until every choice is within ±3 points or `limitMs` passed. */
function time(s: GameState, workerUrl: string, seed: number, limitMs: number): Promise<Timing> {
  pool ??= new CounselPool({ makeWorker: () => new Worker(workerUrl, { type: 'module' }) });
  const p = pool;
  return new Promise((resolve) => {
    const t0 = performance.now();
    let t5: number | null = null;
    let n5 = 0;
    const done = (t3: number | null, playouts: number) => {
      p.cancel();
      clearTimeout(timer);
      resolve({ choices: legalActions(s).length, turn: s.turn, t5, t3, n5, playouts, workers: p.size });
    };
    const timer = setTimeout(() => done(null, p.current?.playouts ?? 0), limitMs);
    p.start(s, seed, (c, status) => {
      const now = performance.now() - t0;
      const w = c.precision();
      if (t5 === null && w <= 0.05) {
        t5 = now;
        n5 = c.playouts;
      }
      if (w <= 0.03 || status !== 'running') done(w <= 0.03 ? now : null, c.playouts);
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
  for (const a of choices) runPlayouts(base, a, 5, 0, n);
  return n * choices.length;
}

/** A fresh pool for the next timings (another worker script: the slowed one, or back). */
function reset(): void {
  pool?.dispose();
  pool = null;
}

(globalThis as unknown as { counselBench: unknown }).counselBench = { midGame, time, reset, playHere };
