/**
 * The game review's schedule (issue 21 item 7): for a finished game's decisions
 * (src/thermopylae/counsel/review.ts decisionsOf), first the chance to win of every choice made,
 * decision after decision (the graph's line), then every other choice of each decision (the
 * turning points, by the paired difference from the best), each to ±5 points (95 %), on the
 * counsel's worker pool. A decision's counsel is
 * kept between the two rounds, so the second goes on from the first. Seeds come from the game's
 * seed and the step, so a game's review is the same every time it is drawn.
 */
import { Counsel, decisionsOf, playoutSeed, reviewPoint, type Estimate, type ReviewDecision, type ReviewPoint } from '../../src/thermopylae/counsel/index.js';
import type { GameState } from '../../src/thermopylae/types.js';
import { CounselPool, type PoolOptions } from '../th-counsel/pool.js';

/** The interval half-width each estimate of the review is brought to. */
export const REVIEW_PRECISION = 0.05;

export interface ReviewRow {
  decision: ReviewDecision;
  /** The choice made, once estimated. */
  chosen: Estimate | null;
  /** Once every choice is estimated: the best one and the loss. */
  point: ReviewPoint | null;
}

export type ReviewPhase = 'chosen' | 'all' | 'done' | 'failed';

export class ReviewRunner {
  readonly rows: ReviewRow[];
  phase: ReviewPhase = 'chosen';
  error: string | null = null;
  private readonly counsels: (Counsel | null)[];
  private i = 0;
  private pool: CounselPool | null;
  private stopped = false;

  constructor(
    private readonly states: readonly GameState[],
    steps: readonly { type: string }[],
    private readonly seed: number,
    private readonly onProgress: (r: ReviewRunner) => void,
    poolOptions: PoolOptions = {},
  ) {
    this.rows = decisionsOf(states, steps).map((decision) => ({ decision, chosen: null, point: null }));
    this.counsels = this.rows.map(() => null);
    this.pool = new CounselPool(poolOptions);
  }

  /** The pool, for holding it while the player touches the screen. */
  get workers(): CounselPool | null {
    return this.pool;
  }

  start(): void {
    if (this.rows.length === 0) this.phase = 'done';
    this.step();
  }

  dispose(): void {
    this.stopped = true;
    this.pool?.dispose();
    this.pool = null;
  }

  /** Estimates done in this round, of all rounds' work (0–1). */
  get progress(): number {
    if (this.phase === 'done') return 1;
    const n = Math.max(1, this.rows.length);
    return this.phase === 'chosen' ? this.i / (2 * n) : 0.5 + this.i / (2 * n);
  }

  private step(): void {
    if (this.stopped || !this.pool) return;
    if (this.i >= this.rows.length) {
      if (this.phase === 'chosen') {
        this.phase = 'all';
        this.i = 0;
      } else {
        this.phase = 'done';
        this.onProgress(this);
        return;
      }
    }
    if (this.phase === 'done' || this.phase === 'failed') {
      this.onProgress(this);
      return;
    }
    const k = this.i;
    const row = this.rows[k]!;
    const d = row.decision;
    const c = (this.counsels[k] ??= new Counsel(this.states[d.step]!, { seed: playoutSeed(this.seed >>> 0, d.step) }));
    c.focus = this.phase === 'chosen' ? [d.chosen] : null;
    this.pool.continue(c, (x, status, error) => {
      if (status === 'failed') {
        this.phase = 'failed';
        this.error = error ?? null;
        this.onProgress(this);
        return;
      }
      if (x.precision() > REVIEW_PRECISION && status === 'running') return;
      this.pool?.cancel();
      const est = x.ranked(); // best first, each with its paired difference from the best
      row.chosen = est.find((e) => e.index === d.chosen)!;
      if (this.phase === 'all') row.point = reviewPoint(d, est);
      this.i++;
      this.onProgress(this);
      setTimeout(() => this.step(), 0); // not from inside the pool's own callback
    });
  }
}
