/**
 * Counsel playouts needed (issue 32 item 2), in Node, machine-independent: on the counsel-speed
 * bench's decisions (tests/bench/counsel-decisions.ts midGame), how many playouts the counsel's
 * own plan (Counsel.next) spends until the best choice is identified (Counsel.bestKnown: every
 * other choice's paired difference from it excludes 0 or is within ±1 point) and until every
 * difference from the best is within ±3 and ±2 points (95 %). Jobs are handed out as the game
 * screen's pool does with one worker (components/th-counsel/pool.ts: two jobs held at once, each
 * of about `COUNSEL_PLAYOUTS_JOB` playouts, default 100 ≈ 20 ms), each counted when it would
 * come back. It also prints this machine's playouts per second (one thread, as it ran, under
 * whatever load there is), so that time ≈ playouts ÷ playouts per second per worker can be read
 * off for any machine — the wall-clock figures of counsel-speed move with the load, these do not.
 * "Best identified" is the first moment it holds, as counsel-speed times it; a column says
 * whether that choice is still the best, and still identified, when the counsel stops (±2 points).
 *
 *   npm run bench -- counsel-playouts   (COUNSEL_BENCH_POSITIONS=8, COUNSEL_PLAYOUTS_SEEDS=3, COUNSEL_PLAYOUTS_CAP=150000)
 */
import { loadavg } from 'node:os';
import { Counsel, type Job } from '../../../src/thermopylae/counsel/index.js';
import type { GameState } from '../../../src/thermopylae/types.js';
import { midGame } from '../counsel-decisions.js';

export const title = '9 Card Thermopylae counsel — playouts needed to identify the best choice and to every difference within ±3 / ±2 points, mid-game decisions, Node';

const POSITIONS = Math.max(1, Number(process.env.COUNSEL_BENCH_POSITIONS ?? 8));
const JOB = Math.max(4, Number(process.env.COUNSEL_PLAYOUTS_JOB ?? 100));
/** A counsel stops here at the latest (playouts, all choices). */
const CAP = Math.max(1000, Number(process.env.COUNSEL_PLAYOUTS_CAP ?? 150_000));
/** Counsels per decision, each its own seed (1000 + decision, 2000 + decision, …): one seed's "first moment" is luck. */
const SEEDS = Math.max(1, Number(process.env.COUNSEL_PLAYOUTS_SEEDS ?? 3));

interface Needed {
  turn: number;
  choices: number;
  best: number | null;
  p3: number | null;
  p2: number | null;
  all: number;
  ms: number;
  /** The choice first identified as best is still the counsel's best at the end, and still identified. */
  kept: boolean | null;
}

/** Counsel `s` as the one-worker pool would, until the best is identified and every difference is within ±2 points. */
function needed(s: GameState, seed: number): Needed {
  const c = new Counsel(s, { seed });
  const out: Needed = { turn: s.turn, choices: c.choices.length, best: null, p3: null, p2: null, all: 0, ms: 0, kept: null };
  let first = -1;
  const held: Job[] = [];
  const t0 = performance.now();
  for (;;) {
    while (held.length < 2) {
      const j = c.next(JOB);
      if (!j) break;
      held.push(j);
    }
    const job = held.shift();
    if (!job) break;
    c.record(job, c.run(job));
    const w = c.precision();
    if (out.best === null && c.bestKnown()) {
      out.best = c.playouts;
      first = c.ranked()[0]!.index;
    }
    if (out.p3 === null && w <= 0.03) out.p3 = c.playouts;
    if (out.p2 === null && w <= 0.02) out.p2 = c.playouts;
    if ((out.best !== null && out.p2 !== null) || c.playouts >= CAP) break;
  }
  out.ms = performance.now() - t0;
  out.all = c.playouts;
  if (first >= 0) out.kept = c.ranked()[0]!.index === first && c.bestKnown();
  return out;
}

function summary(xs: (number | null)[]): string {
  const s = xs.map((x) => x ?? Infinity).sort((a, b) => a - b);
  const f = (x: number) => (x === Infinity ? `over ${CAP.toLocaleString('en')}` : x.toLocaleString('en'));
  return `median ${f(s[s.length >> 1]!)}, worst ${f(s[s.length - 1]!)}`;
}

export function run(): void {
  const ps = midGame(POSITIONS);
  console.log(`load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}; ${ps.length} decisions with 4–6 choices; jobs of ${JOB} playouts, two held at once`);
  console.log(`| turn | choices | best identified (${SEEDS} counsel seeds) | every difference ±3 points | ±2 points | the best first identified still best and identified at the end | playouts/s (this thread) |`);
  console.log('|---|---|---|---|---|---|---|');
  const rows: Needed[] = [];
  const f = (x: number | null) => (x === null ? `over ${CAP.toLocaleString('en')}` : x.toLocaleString('en'));
  ps.forEach((s, i) => {
    const mine: Needed[] = [];
    for (let k = 1; k <= SEEDS; k++) mine.push(needed(s, 1000 * k + i));
    rows.push(...mine);
    const each = (g: (r: Needed) => string) => mine.map(g).join(' / ');
    const all = mine.reduce((n, r) => n + r.all, 0);
    const ms = mine.reduce((n, r) => n + r.ms, 0);
    console.log(`| ${s.turn} | ${mine[0]!.choices} | ${each((r) => f(r.best))} | ${each((r) => f(r.p3))} | ${each((r) => f(r.p2))} | ${each((r) => (r.kept === null ? '–' : r.kept ? 'yes' : 'no'))} | ${Math.round((1000 * all) / ms).toLocaleString('en')} |`);
  });
  const all = rows.reduce((n, r) => n + r.all, 0);
  const ms = rows.reduce((n, r) => n + r.ms, 0);
  console.log(`playouts needed (${rows.length} counsels): best identified ${summary(rows.map((r) => r.best))}; every difference ±3 points ${summary(rows.map((r) => r.p3))}; ±2 points ${summary(rows.map((r) => r.p2))}; the best first identified kept in ${rows.filter((r) => r.kept).length} of ${rows.length}`);
  console.log(`this machine, one thread, planning included: ${Math.round((1000 * all) / ms).toLocaleString('en')} playouts/s (${all.toLocaleString('en')} in ${(ms / 1000).toFixed(1)} s); load average after ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
}
