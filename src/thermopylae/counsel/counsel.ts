/**
 * Counsel for one decision: each legal choice's chance to win and average score, estimated from
 * playouts (playout.ts) of the position as the player knows it (hidden.ts), with 95 % intervals.
 *
 * `Counsel` plans the playouts and sums their results; it runs none itself, so the same plan
 * serves one thread (`counselNow`, the tests and the balance runs) and a pool of Web Workers (the
 * game screen, components/th-counsel/pool.ts). Each job is a range of playout numbers of one
 * choice; a playout's result depends only on the position's public part, the choice, the seed and
 * its number, so the sums do not depend on which worker ran what, or in which order.
 *
 * Where the playouts go: first a few for every choice, so each shows a first estimate at once;
 * then every choice to ±5 points (95 %), then every choice to ±3 (`everyChoiceTo`); beyond that,
 * only the choices whose interval still overlaps the best one's are refined (±2, ±1.5, ±1),
 * since only they can still change which choice is best. Within a level, the choice furthest from
 * its target goes first. The counsel is finished when every contender reached the last level.
 */
import { shown, shownJson } from '../../core/shown.js';
import type { Action, GameState } from '../types.js';
import { actionKey } from '../index.js';
import { CounselError, decisionChoices, simulationBase } from './hidden.js';
import { meanInterval, playoutsFor, wilson, wilsonHalfWidth, type MeanEstimate } from './interval.js';
import { addTally, emptyTally, runPlayouts, type Tally } from './playout.js';

/** Interval half-widths (chance, 0–1) the counsel works down through. */
export const LEVELS: readonly number[] = [0.05, 0.03, 0.02, 0.015, 0.01];
/** Playouts every choice gets before any is refined, so each shows an estimate at once. */
export const FIRST_LOOK = 24;

export interface CounselOptions {
  /** Seeds every playout (playout.ts playoutSeed); the same seed gives the same counsel. */
  seed: number;
  /** The half-width every choice is brought to before only the contenders are refined (default 0.03). */
  everyChoiceTo?: number;
}

/** A range of playouts of one choice: numbers first … first + count − 1. */
export interface Job {
  choice: number;
  first: number;
  count: number;
}

/** What the counsel knows of one choice. Chances are 0–1. */
export interface Estimate {
  /** Index in `choices` (legalActions order). */
  index: number;
  action: Action;
  key: string;
  /** Playouts counted. */
  n: number;
  wins: number;
  /** Estimated chance to win, with its 95 % (Wilson) interval and the larger distance to an end. */
  win: number;
  lo: number;
  hi: number;
  half: number;
  /** Average score of the won playouts (002 §12.1.1), with its 95 % interval; null before a win. */
  score: MeanEstimate | null;
  /** Average strength the Spartans have left at the end (0 after a win; NaN before a playout): how close the choice gets. */
  spartans: number;
}

function checkSeed(seed: unknown): number {
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new CounselError(`counsel: the seed must be a whole number from 0 to 2^32 − 1, got ${shown(seed)}`, { id: 'counsel.badOption' });
  }
  return seed;
}

export class Counsel {
  /** The legal choices, in legalActions order. */
  readonly choices: readonly Action[];
  /** Their actionKey. */
  readonly keys: readonly string[];
  /** The position playouts start from (hidden.ts simulationBase). */
  readonly base: GameState;
  readonly seed: number;
  private readonly everyChoiceTo: number;
  /** Playouts handed out per choice (the next playout number: numbers are never handed out twice). */
  private readonly issued: number[];
  private readonly tallies: Tally[];
  /** Playouts handed out per choice whose job was dropped unrun (drop). */
  private readonly lost: number[];
  /**
   * When set, only these choices get playouts (the game review estimates the choice made first,
   * then the others); null: every choice.
   */
  focus: readonly number[] | null = null;

  constructor(state: GameState, options: CounselOptions) {
    if (typeof options !== 'object' || options === null) throw new CounselError('counsel: options are missing', { id: 'counsel.badOption' });
    this.seed = checkSeed(options.seed);
    const to = options.everyChoiceTo ?? 0.03;
    if (typeof to !== 'number' || !(to > 0 && to < 0.5)) throw new CounselError(`counsel: everyChoiceTo must be between 0 and 0.5, got ${shown(to)}`, { id: 'counsel.badOption' });
    this.everyChoiceTo = to;
    this.choices = decisionChoices(state);
    this.keys = this.choices.map(actionKey);
    this.base = simulationBase(state);
    this.issued = this.choices.map(() => 0);
    this.lost = this.choices.map(() => 0);
    this.tallies = this.choices.map(() => emptyTally());
  }

  /** Playouts counted so far, all choices. */
  get playouts(): number {
    return this.tallies.reduce((n, t) => n + t.n, 0);
  }

  /** Playouts handed out and not yet recorded or dropped. */
  get inFlight(): number {
    return this.issued.reduce((n, x, c) => n + x - this.lost[c]!, 0) - this.playouts;
  }

  /**
   * A job handed out will not be run (its worker dropped it). Its playout numbers stay unused:
   * which numbers are counted does not matter, only that each counted one was run whole.
   */
  drop(job: Job): void {
    if (!this.tallies[job.choice] || !(job.count >= 1)) throw new CounselError(`counsel: no such job (${shownJson(job)})`, { id: 'counsel.badResult' });
    this.lost[job.choice]! += job.count;
  }

  /** The next job, at most `max` playouts (≥ 1), or null when nothing more is worth running now. */
  next(max: number): Job | null {
    if (!Number.isInteger(max) || max < 1) throw new CounselError(`counsel: a job needs a whole number of playouts ≥ 1, got ${shown(max)}`, { id: 'counsel.badOption' });
    const focus = this.focus;
    if (focus !== null && !focus.every((c) => Number.isInteger(c) && c >= 0 && c < this.choices.length)) {
      throw new CounselError(`counsel: focus on choices that do not exist (${shownJson(focus)})`, { id: 'counsel.badOption' });
    }
    const open = (c: number) => focus === null || focus.includes(c);
    // a first look at every choice
    for (let c = 0; c < this.choices.length; c++) {
      const planned = this.issued[c]! - this.lost[c]!;
      if (open(c) && planned < FIRST_LOOK) return this.job(c, Math.min(max, FIRST_LOOK - planned));
    }
    const est = this.estimates();
    const contenders = this.contenders(est);
    for (const level of LEVELS) {
      const all = level >= this.everyChoiceTo - 1e-12;
      let pick = -1;
      let worst = 0;
      let deficit = 0;
      for (let c = 0; c < est.length; c++) {
        if (!open(c) || (!all && !contenders.has(c))) continue;
        const e = est[c]!;
        // the estimate shrunk towards ½ (one win and one loss added) so a lucky 0 of 24 still plans enough
        const need = playoutsFor((e.wins + 1) / (e.n + 2), level);
        const d = need - (this.issued[c]! - this.lost[c]!);
        if (d > 0 && d / need > worst) {
          worst = d / need;
          pick = c;
          deficit = d;
        }
      }
      if (pick >= 0) return this.job(pick, Math.min(max, deficit));
    }
    return null;
  }

  private job(choice: number, count: number): Job {
    const j = { choice, first: this.issued[choice]!, count };
    this.issued[choice]! += count;
    return j;
  }

  /** Count a job's playouts (their sums, from runPlayouts). */
  record(job: Job, tally: Tally): void {
    const t = this.tallies[job.choice];
    if (!t || tally.n !== job.count || tally.wins < 0 || tally.wins > tally.n) {
      throw new CounselError(`counsel: a result that does not fit its job (${shownJson(job)})`, { id: 'counsel.badResult' });
    }
    addTally(t, tally);
  }

  /** Run a job here, in this thread. */
  run(job: Job): Tally {
    return runPlayouts(this.base, this.choices[job.choice]!, this.seed, job.first, job.count);
  }

  /** Every choice's estimate, in legalActions order. */
  estimates(): Estimate[] {
    return this.tallies.map((t, index) => {
      const { lo, hi } = wilson(t.wins, t.n);
      const action = this.choices[index]!;
      return {
        index, action, key: this.keys[index]!, n: t.n, wins: t.wins,
        win: t.n ? t.wins / t.n : 0.5, lo, hi, half: wilsonHalfWidth(t.wins, t.n),
        score: meanInterval(t.wins, t.scoreSum, t.scoreSq),
        spartans: t.n ? t.spartanSum / t.n : NaN,
      };
    });
  }

  /** The estimates, best first (rank). */
  ranked(): Estimate[] {
    return rank(this.estimates());
  }

  /** The widest interval half-width of any choice (of the focus, if set): every one is at least this sure. */
  precision(): number {
    const f = this.focus;
    return this.estimates().reduce((m, e) => (f === null || f.includes(e.index) ? Math.max(m, e.half) : m), 0);
  }

  /** The best choice and every choice whose interval overlaps its interval (within the focus, if set). */
  private contenders(est: readonly Estimate[]): Set<number> {
    const f = this.focus;
    const best = rank(f === null ? est : est.filter((e) => f.includes(e.index)))[0]!;
    const out = new Set<number>([best.index]);
    for (const e of est) if (e.hi >= best.lo) out.add(e.index);
    return out;
  }
}

/**
 * Best first, honestly: a chance to win estimated from few playouts is mostly noise (at 16
 * playouts a choice and a chance near 10 %, as in the difficult variant, one more win is six
 * points), so the choices whose chance cannot be told apart from the leader's — their 95 %
 * intervals overlap the one with the highest estimate — are ordered by how weak they leave the
 * Spartans (their average strength left at the end, 0 after a win: a measure with far less noise
 * that every playout contributes to), then by chance to win, average score when won and
 * legalActions order; the choices told apart from the leader follow, by chance to win. With many
 * playouts the intervals are narrow and the order is the chances' own.
 */
export function rank(est: readonly Estimate[]): Estimate[] {
  const left = (e: Estimate) => (Number.isNaN(e.spartans) ? Infinity : e.spartans);
  const score = (e: Estimate) => e.score?.mean ?? -Infinity;
  const byWin = est.slice().sort((a, b) => b.win - a.win || left(a) - left(b) || score(b) - score(a) || a.index - b.index);
  const leader = byWin[0];
  if (!leader) return byWin;
  const tied = (e: Estimate) => e.hi >= leader.lo;
  const close = byWin.filter(tied).sort((a, b) => left(a) - left(b) || b.win - a.win || score(b) - score(a) || a.index - b.index);
  return close.concat(byWin.filter((e) => !tied(e)));
}

export interface CounselNowOptions extends CounselOptions {
  /** Stop once every choice is within this half-width (default 0.03, at least everyChoiceTo). */
  precision?: number;
  /** Or: exactly this many playouts of every choice (a fixed budget; `precision` is then ignored). */
  perChoice?: number;
  /** Playouts per job (default 256). */
  jobSize?: number;
}

/** Counsel computed here, synchronously: the ranked estimates. */
export function counselNow(state: GameState, options: CounselNowOptions): Estimate[] {
  const c = new Counsel(state, options);
  const size = options.jobSize ?? 256;
  if (options.perChoice !== undefined) {
    const k = options.perChoice;
    if (!Number.isInteger(k) || k < 1) throw new CounselError(`counsel: perChoice must be a whole number ≥ 1, got ${shown(k)}`, { id: 'counsel.badOption' });
    for (let i = 0; i < c.choices.length; i++) {
      const job = { choice: i, first: 0, count: k };
      c.record(job, c.run(job));
    }
    return c.ranked();
  }
  const target = options.precision ?? 0.03;
  if (typeof target !== 'number' || !(target >= (options.everyChoiceTo ?? 0.03) - 1e-12)) {
    throw new CounselError(`counsel: precision must be at least everyChoiceTo, got ${shown(target)}`, { id: 'counsel.badOption' });
  }
  while (c.precision() > target) {
    const job = c.next(size);
    if (!job) break;
    c.record(job, c.run(job));
  }
  return c.ranked();
}
