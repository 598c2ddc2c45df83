/**
 * Counsel for one decision: each legal choice's chance to win and average score, estimated from
 * playouts (playout.ts) of the position as the player knows it (hidden.ts), with 95 % intervals,
 * and each choice's difference from the best one measured on paired playouts.
 *
 * Paired: playout number k of every choice starts from the same determinization — the hidden
 * cards' order and the dice stream drawn once for that number, then each choice applied
 * (playout.ts runPaired) — so two choices are compared on the numbers both ran (paired.ts), and
 * the luck they share cancels out of their difference: its interval is far narrower than either
 * chance's own. That interval holds at every look together (interval.ts pairedDifference), since
 * the counsel reads it after every job and stops on it: "told apart" and "within ±1 point" are
 * true, at 95 %, whenever they are first seen.
 *
 * `Counsel` plans the playouts and sums their results; it runs none itself, so the same plan
 * serves one thread (`counselNow`, the tests and the balance runs) and a pool of Web Workers (the
 * game screen, components/th-counsel/pool.ts). Each job is a range of playout numbers for some
 * choices; a playout's result depends only on the position's public part, the choice, the seed
 * and its number, so the sums do not depend on which worker ran what, or in which order.
 *
 * Where the playouts go: first a look at every choice (FIRST_LOOK numbers each), so each shows an
 * estimate at once; then, level by level (LEVELS: ±5, ±3, ±2, ±1.5, ±1 points), first the
 * differences that can still change which choice is best (their interval contains 0), then, down
 * to `everyChoiceTo`, every difference — always together with the best choice, on new numbers
 * (or on numbers the best already ran, for a choice catching up). The counsel is finished when
 * every difference is within `everyChoiceTo` and the best is told apart from every other choice
 * or the difference is within ±1 point (the last level).
 *
 * With a `focus` (the game review's first round: the choice made) or a single choice there is
 * nothing to compare: the focused chances are brought to `everyChoiceTo` by themselves.
 */
import { shown, shownJson } from '../../core/shown.js';
import { plainData, readingInput } from '../../core/errors.js';
import type { Action, GameState } from '../types.js';
import { actionKey } from '../index.js';
import { CounselError, decisionChoices, simulationBase } from './hidden.js';
import { meanInterval, pairsFor, playoutsFor, wilson, wilsonHalfWidth, type Difference, type MeanEstimate } from './interval.js';
import { ChoiceResults } from './paired.js';
import { runPaired, type Outcomes } from './playout.js';

/** Interval half-widths (chance, 0–1) the counsel works down through; the last one is "too close to matter". */
export const LEVELS: readonly number[] = [0.05, 0.03, 0.02, 0.015, 0.01];
/** Playouts every choice gets before any is refined, so each shows an estimate at once. */
export const FIRST_LOOK = 24;
/** A difference within this (95 %) is too small to matter: the counsel stops refining it. */
export const CLOSE_ENOUGH = LEVELS[LEVELS.length - 1]!;

export interface CounselOptions {
  /** Seeds every playout (playout.ts playoutSeed); the same seed gives the same counsel. */
  seed: number;
  /** The half-width every difference to the best (or, with a focus, every chance) is brought to (default 0.02). */
  everyChoiceTo?: number;
}

/** Playouts `first` … `first + count − 1` of each of `choices` (indices into the counsel's choices). */
export interface Job {
  choices: number[];
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
  /**
   * This choice's chance to win minus the best choice's, on the playouts both ran, with its 95 %
   * interval (ranked() sets it; null for the best choice itself and in estimates()).
   */
  diff: Difference | null;
}

function checkSeed(seed: unknown): number {
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new CounselError(`counsel: the seed must be a whole number from 0 to 2^32 − 1, got ${shown(seed)}`, { id: 'counsel.badOption' });
  }
  return seed;
}

const containsZero = (d: Difference) => d.lo <= 0 && d.hi >= 0;
/** A difference without the strength left (which only orders the choices). */
const strip = ({ n, mean, lo, hi, half, split }: Difference): Difference => ({ n, mean, lo, hi, half, split });

export class Counsel {
  /** The legal choices, in legalActions order. */
  readonly choices: readonly Action[];
  /** Their actionKey. */
  readonly keys: readonly string[];
  /** The position playouts start from (hidden.ts simulationBase). */
  readonly base: GameState;
  readonly seed: number;
  private readonly everyChoiceTo: number;
  /** Per choice: playout numbers 0 … issued − 1 have been handed out (some may wait in `retry`). */
  private readonly issued: number[];
  private readonly results: ChoiceResults[];
  /** Jobs handed out and dropped unrun (drop): handed out again before anything new. */
  private readonly retry: Job[] = [];
  /** Playouts handed out and not yet recorded or dropped. */
  private pending = 0;
  /**
   * When set, only these choices get playouts (the game review estimates the choice made first,
   * then the others); null: every choice.
   */
  focus: readonly number[] | null = null;

  constructor(state: GameState, options: CounselOptions) {
    options = plainData(options, 'counsel options'); // read once: a getter or proxy that throws is refused here
    if (typeof options !== 'object' || options === null) throw new CounselError('counsel: options are missing', { id: 'counsel.badOption' });
    this.seed = checkSeed(options.seed);
    const to = options.everyChoiceTo ?? 0.02;
    if (typeof to !== 'number' || !(to >= CLOSE_ENOUGH && to < 0.5)) throw new CounselError(`counsel: everyChoiceTo must be from ${CLOSE_ENOUGH} to 0.5, got ${shown(to)}`, { id: 'counsel.badOption' });
    this.everyChoiceTo = to;
    this.choices = decisionChoices(state);
    this.keys = this.choices.map(actionKey);
    this.base = simulationBase(state);
    this.issued = this.choices.map(() => 0);
    this.results = this.choices.map(() => new ChoiceResults());
  }

  /** The focus as set, checked: null, or a list of choices that exist (a caller may have set anything). */
  private focused(): readonly number[] | null {
    const f: unknown = this.focus;
    if (f === null) return null;
    const ok = readingInput('focus', () => Array.isArray(f) && f.length <= this.choices.length * 4 && f.every((c) => Number.isInteger(c) && c >= 0 && c < this.choices.length));
    if (!ok) throw new CounselError(`counsel: focus on choices that do not exist (${shownJson(f)})`, { id: 'counsel.badOption' });
    return f as number[];
  }

  /** Playouts counted so far, all choices. */
  get playouts(): number {
    return this.results.reduce((n, r) => n + r.tally.n, 0);
  }

  /** Playouts handed out and not yet recorded or dropped. */
  get inFlight(): number {
    return this.pending;
  }

  private checkJob(job: Job): void {
    const ok = readingInput('job', () =>
      typeof job === 'object' && job !== null && Array.isArray(job.choices) && job.choices.length > 0 && job.choices.length <= this.choices.length &&
      job.choices.every((c) => Number.isInteger(c) && c >= 0 && c < this.choices.length) &&
      new Set(job.choices).size === job.choices.length &&
      Number.isInteger(job.first) && job.first >= 0 && Number.isInteger(job.count) && job.count >= 1 &&
      job.choices.every((c) => job.first + job.count <= this.issued[c]!));
    if (!ok) throw new CounselError(`counsel: no such job (${shownJson(job)})`, { id: 'counsel.badResult' });
  }

  /**
   * A job handed out will not be run (its worker dropped it): it is handed out again before
   * anything new, so every number handed out is counted in the end.
   */
  drop(job: Job): void {
    this.checkJob(job);
    this.pending -= job.count * job.choices.length;
    this.retry.push({ choices: job.choices.slice(), first: job.first, count: job.count });
  }

  /** The next job, at most `max` playouts (≥ 1) of all its choices together, or null when nothing more is worth running now. */
  next(max: number): Job | null {
    if (!Number.isInteger(max) || max < 1) throw new CounselError(`counsel: a job needs a whole number of playouts ≥ 1, got ${shown(max)}`, { id: 'counsel.badOption' });
    const focus = this.focused();
    const again = this.retry.shift();
    if (again) {
      if (again.choices.length > max) {
        // fewer playouts allowed than the job has choices: some of its choices now, the rest later
        this.retry.unshift({ choices: again.choices.slice(max), first: again.first, count: again.count });
        again.choices = again.choices.slice(0, max);
      }
      const count = Math.max(1, Math.min(again.count, Math.floor(max / again.choices.length)));
      if (count < again.count) this.retry.unshift({ choices: again.choices, first: again.first + count, count: again.count - count });
      this.pending += count * again.choices.length;
      return { choices: again.choices, first: again.first, count };
    }
    const open = focus === null ? this.choices.map((_, c) => c) : [...new Set(focus)];
    // a first look at every choice
    const unseen = open.filter((c) => this.issued[c]! < FIRST_LOOK);
    if (unseen.length > 0) return this.plan(unseen, FIRST_LOOK, max);
    if (focus !== null || this.choices.length === 1) return this.alone(open, max);
    const est = this.ranked();
    const best = est[0]!.index;
    for (const level of LEVELS) {
      for (const contestedOnly of [true, false]) {
        if (!contestedOnly && level < this.everyChoiceTo - 1e-12) continue;
        let target = 0;
        const group = [best];
        for (const e of est) {
          const d = e.diff;
          if (!d || d.half <= level || (contestedOnly && !containsZero(d))) continue;
          // pairs still needed beyond those counted and those on their way
          const coming = this.issued[e.index]! - this.waiting(e.index) - e.n;
          let short = pairsFor((d.split * d.n + 1) / (d.n + 2), d.mean, level) - d.n - coming;
          // the plan's arithmetic is approximate: with nothing on its way and still too wide, a few more
          if (short <= 0 && coming === 0) short = 8 + (d.n >> 5);
          if (short <= 0) continue;
          group.push(e.index);
          target = Math.max(target, this.issued[e.index]! + short);
        }
        if (group.length > 1) return this.plan(group, target, max);
      }
    }
    return null;
  }

  /** A fixed plan instead of the counsel's own: playouts 0 … count − 1 of every choice, as one job (before any other). */
  everyChoice(count: number): Job {
    if (!Number.isInteger(count) || count < 1) throw new CounselError(`counsel: a fixed plan needs a whole number of playouts ≥ 1, got ${shown(count)}`, { id: 'counsel.badOption' });
    if (this.issued.some((x) => x > 0)) throw new CounselError('counsel: a fixed plan comes before any other job', { id: 'counsel.badOption' });
    return this.plan(this.choices.map((_, c) => c), count, count * this.choices.length);
  }

  /** Numbers of choice `c` handed out, dropped and waiting to be handed out again. */
  private waiting(c: number): number {
    return this.retry.reduce((n, j) => n + (j.choices.includes(c) ? j.count : 0), 0);
  }

  /** The focused chances (or the only choice's) by themselves, each to `everyChoiceTo`, level by level. */
  private alone(open: readonly number[], max: number): Job | null {
    const est = this.estimates();
    for (const level of LEVELS) {
      if (level < this.everyChoiceTo - 1e-12) break;
      let target = 0;
      const group: number[] = [];
      for (const c of open) {
        const e = est[c]!;
        // the estimate shrunk towards ½ (one win and one loss added) so a lucky 0 of 24 still plans enough
        const short = playoutsFor((e.wins + 1) / (e.n + 2), level) - this.issued[c]! + this.waiting(c);
        if (short <= 0) continue;
        group.push(c);
        target = Math.max(target, this.issued[c]! + short);
      }
      if (group.length > 0) return this.plan(group, target, max);
    }
    return null;
  }

  /**
   * A job bringing `group` towards playout number `target`: the choices furthest behind first (on
   * numbers the others already ran, so they are paired with them), the group together once level.
   */
  private plan(group: readonly number[], target: number, max: number): Job {
    const at = group.map((c) => this.issued[c]!);
    const from = Math.min(...at);
    const ahead = at.filter((x) => x > from);
    const upTo = Math.min(target, ahead.length ? Math.min(...ahead) : target);
    // (at most `max` of them: a budget's last few playouts go to the first few choices)
    const choices = group.filter((c) => this.issued[c] === from).sort((a, b) => a - b).slice(0, max);
    const count = Math.max(1, Math.min(upTo - from, Math.floor(max / choices.length)));
    for (const c of choices) this.issued[c] = from + count;
    this.pending += count * choices.length;
    return { choices, first: from, count };
  }

  /** Count a job's playouts (what runPaired gave for it). */
  record(job: Job, out: Outcomes): void {
    this.checkJob(job);
    const k = job.choices.length;
    const size = job.count * k;
    const fits = readingInput('result', () =>
      typeof out === 'object' && out !== null && [out.win, out.score, out.spartans].every((a) => Array.isArray(a) && a.length === size) &&
      out.win.every((w) => w === 0 || w === 1) && out.score.every(Number.isFinite) && out.spartans.every(Number.isFinite));
    if (!fits) throw new CounselError(`counsel: a result that does not fit its job (${shownJson(job)})`, { id: 'counsel.badResult' });
    for (const c of job.choices) {
      for (let i = job.first; i < job.first + job.count; i++) {
        if (this.results[c]!.has(i)) throw new CounselError(`counsel: playout ${i} of choice ${c} counted twice`, { id: 'counsel.badResult' });
      }
    }
    for (let i = 0; i < job.count; i++) {
      for (let j = 0; j < k; j++) {
        const x = i * k + j;
        this.results[job.choices[j]!]!.set(job.first + i, out.win[x] === 1, out.score[x]!, out.spartans[x]!);
      }
    }
    this.pending -= size;
  }

  /** Run a job here, in this thread. */
  run(job: Job): Outcomes {
    this.checkJob(job);
    return runPaired(this.base, job.choices.map((c) => this.choices[c]!), this.seed, job.first, job.count);
  }

  /** Every choice's own estimate, in legalActions order (no differences: see ranked). */
  estimates(): Estimate[] {
    return this.results.map((r, index) => {
      const t = r.tally;
      const { lo, hi } = wilson(t.wins, t.n);
      return {
        index, action: this.choices[index]!, key: this.keys[index]!, n: t.n, wins: t.wins,
        win: t.n ? t.wins / t.n : 0.5, lo, hi, half: wilsonHalfWidth(t.wins, t.n),
        score: meanInterval(t.wins, t.scoreSum, t.scoreSq),
        spartans: t.n ? t.spartanSum / t.n : NaN,
        diff: null,
      };
    });
  }

  /**
   * Best first, honestly, each with its paired difference from the first. The leader is the
   * highest chance to win; the choices that cannot be told below it (their paired difference's
   * interval reaches 0) are ordered by how weak they leave the Spartans against it on the same
   * playouts (their paired difference of strength left, a measure with far less noise, which
   * every playout contributes to: at few playouts a chance near 10 %, as in the difficult
   * variant, is mostly noise), then by chance, average score when won and legalActions order;
   * the choices told apart from the leader follow, by chance. Once the best is told apart, the
   * order is the chances' own. With a focus, the leader is chosen among the focused choices.
   */
  ranked(): Estimate[] {
    const est = this.estimates();
    const left = (e: Estimate) => (Number.isNaN(e.spartans) ? Infinity : e.spartans);
    const score = (e: Estimate) => e.score?.mean ?? -Infinity;
    const byWin = est.slice().sort((a, b) => b.win - a.win || left(a) - left(b) || score(b) - score(a) || a.index - b.index);
    const f = this.focused();
    const leader = byWin.find((e) => e.n > 0 && (f === null || f.includes(e.index)));
    if (!leader) return byWin;
    const vs = new Map(est.map((e) => [e.index, e === leader ? null : this.pair(e.index, leader.index)]));
    const tied = (e: Estimate) => e.n > 0 && (e === leader || vs.get(e.index)!.hi >= 0);
    const weaker = (e: Estimate) => vs.get(e.index)?.spartans ?? 0;
    const close = byWin.filter(tied).sort((a, b) => weaker(a) - weaker(b) || b.win - a.win || score(b) - score(a) || a.index - b.index);
    const order = close.concat(byWin.filter((e) => !tied(e)));
    const best = order[0]!;
    for (const e of order) {
      if (e === best) continue;
      e.diff = best === leader ? strip(vs.get(e.index)!) : strip(this.pair(e.index, best.index));
    }
    return order;
  }

  /** Choice `a`'s chance minus choice `b`'s on the playouts both ran, and the Spartans' strength left likewise. */
  private pair(a: number, b: number): Difference & { spartans: number } {
    return this.results[a]!.against(this.results[b]!);
  }

  /**
   * How sure the counsel is: the widest 95 % half-width of any choice's difference from the best
   * (ranked); with a focus or a single choice, of the focused chances themselves.
   */
  precision(): number {
    const f = this.focused();
    if (f !== null || this.choices.length === 1) {
      return this.estimates().reduce((m, e) => (f === null || f.includes(e.index) ? Math.max(m, e.half) : m), 0);
    }
    return this.ranked().reduce((m, e) => Math.max(m, e.diff?.half ?? 0), 0);
  }

  /** The best choice is known: every other one is told apart from it, or within ±1 point of it (CLOSE_ENOUGH). */
  bestKnown(): boolean {
    const est = this.ranked();
    return est.length > 0 && est[0]!.n > 0 && est.every((e) => e.diff === null || !containsZero(e.diff) || e.diff.half <= CLOSE_ENOUGH);
  }
}

export interface CounselNowOptions extends CounselOptions {
  /** Stop once every difference to the best is within this half-width (default: when the counsel is finished). */
  precision?: number;
  /** Or: exactly this many paired playouts of every choice (numbers 0 … perChoice − 1). */
  perChoice?: number;
  /** Or: at most this many playouts in all, spent where the counsel plans them (next). */
  playouts?: number;
  /** Stop as soon as the best choice is identified (Counsel.bestKnown): all a player following the counsel needs. */
  untilBestKnown?: boolean;
  /** Playouts per job (default 256). */
  jobSize?: number;
}

function wholeAtLeastOne(x: unknown, what: string): number {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < 1) throw new CounselError(`counsel: ${what} must be a whole number ≥ 1, got ${shown(x)}`, { id: 'counsel.badOption' });
  return x;
}

/** Counsel computed here, synchronously: the ranked estimates. */
export function counselNow(state: GameState, options: CounselNowOptions): Estimate[] {
  options = plainData(options, 'counsel options');
  const c = new Counsel(state, options);
  const size = wholeAtLeastOne(options.jobSize ?? 256, 'jobSize');
  if (options.perChoice !== undefined) {
    const job = c.everyChoice(wholeAtLeastOne(options.perChoice, 'perChoice'));
    c.record(job, c.run(job));
    return c.ranked();
  }
  const budget = options.playouts === undefined ? Infinity : wholeAtLeastOne(options.playouts, 'playouts');
  const target = options.precision ?? 0;
  if (typeof target !== 'number' || !(target >= 0 && target < 1)) {
    throw new CounselError(`counsel: precision must be a half-width from 0 to 1, got ${shown(target)}`, { id: 'counsel.badOption' });
  }
  const enough = () => (target > 0 && c.playouts > 0 && c.precision() <= target) || (options.untilBestKnown === true && c.playouts > 0 && c.bestKnown());
  for (let spent = 0; spent < budget && !enough(); ) {
    const job = c.next(Math.min(size, budget - spent));
    if (!job) break;
    c.record(job, c.run(job));
    spent += job.count * job.choices.length;
  }
  return c.ranked();
}
