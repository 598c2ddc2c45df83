/**
 * Counsel is right (issue 21 item 6, issue 32 item 4): at fixed positions, every choice's paired
 * difference from the best as the counsel states it (every difference within ±2 points, 95 %)
 * contains the difference found by a long independent simulation — 100,000 playouts per position,
 * each choice on its own independent deals and dice, written here separately and simply: a JSON
 * copy of the position, its draw pile shuffled by this file's own generator (mulberry32), fresh
 * dice from an RNG seeded by it, the choice, then the heuristic player to the end — and every
 * choice's own chance keeps its coverage (its Wilson interval contains the reference chance).
 *
 * The reference has its own sampling error (about ±0.6 points on a difference at 25,000 playouts
 * a choice), so a stated interval is taken to hold the reference when it does within twice the
 * reference's standard error. The same holds for a counsel stopped as soon as the best is identified
 * (untilBestKnown: the first moment every other difference excludes 0 or is within ±1 point — a
 * stop on looking again and again, the one a player following the counsel and the balance run use):
 * its stated differences must still hold the reference's, which they can because a difference's
 * interval holds at every look (interval.ts pairedDifference; an interval read once failed this at
 * turn 12, seed 45: Ephialtes stated −1.11 points [−2.22, −0.01] where the truth is +0.40 ± 0.39).
 * A 95 % interval misses one time in twenty by design; the seeds are fixed (chosen once, before the
 * first run), so the test is exact, and a systematic error (a peek at the hidden cards, pairs that
 * are not pairs, a bias in the allocation or the sums) would put the reference outside by many
 * intervals, as the printed distances show. `COUNSEL_REFERENCE` sets the reference's playouts per
 * position; `COUNSEL_RIGHT_MORE=1` adds positions for a longer check by hand.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../src/core/rng.js';
import { applyInPlace, botChoose, legalActions, result } from '../../../src/thermopylae/index.js';
import { counselNow } from '../../../src/thermopylae/counsel/index.js';
import type { Action, GameState } from '../../../src/thermopylae/types.js';
import { decisionAt } from './counsel-positions.js';

const PLAYOUTS = Number(process.env.COUNSEL_REFERENCE ?? 100_000);

function mulberry32(a: number): () => number {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The reference: wins in `n` independent playouts of `action` from `s`. */
function reference(s: GameState, action: Action, n: number, seed: number): number {
  const json = JSON.stringify({ ...s, log: [], logOn: false, diceMode: 'app' });
  const random = mulberry32(seed);
  let wins = 0;
  for (let i = 0; i < n; i++) {
    const g = JSON.parse(json) as GameState;
    const d = g.cards.draw;
    for (let k = d.length - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1));
      [d[k], d[j]] = [d[j]!, d[k]!];
    }
    g.rng = seedRng(Math.floor(random() * 2 ** 32));
    applyInPlace(g, action);
    while (result(g) === null) applyInPlace(g, botChoose(g));
    if (result(g)!.outcome === 'win') wins++;
  }
  return wins;
}

const POSITIONS = [
  { name: 'turn 8, buying in the Tactics Phase (seed 7)', seed: 7, turn: 8, choices: 4 },
  { name: 'turn 10, the Command Phase, three choices (seed 21)', seed: 21, turn: 10, choices: 3 },
  ...(process.env.COUNSEL_RIGHT_MORE
    ? [
        { name: 'turn 5 (seed 3)', seed: 3, turn: 5, choices: 4 },
        { name: 'turn 6 (seed 11)', seed: 11, turn: 6, choices: 4 },
        { name: 'turn 9 (seed 30)', seed: 30, turn: 9, choices: 3 },
        { name: 'turn 12 (seed 45)', seed: 45, turn: 12, choices: 3 },
      ]
    : []),
];

describe('counsel against a long independent simulation (issue 21 item 6, issue 32 item 4)', () => {
  for (const p of POSITIONS) {
    it(`${p.name}: every paired difference from the best, and every chance, within its stated interval`, { timeout: 900_000 }, () => { // a hang guard, not a time limit: a loaded machine takes minutes
      const s = decisionAt(p.seed, p.turn, p.choices);
      const est = counselNow(s, { seed: 2026, precision: 0.02 });
      const actions = legalActions(s);
      const per = Math.ceil(PLAYOUTS / actions.length);
      const ref = new Map(est.map((e) => [e.index, reference(s, actions[e.index]!, per, 1000 + e.index) / per]));
      const best = est[0]!;
      const lines: string[] = [];
      const pct = (x: number) => (100 * x).toFixed(1);
      for (const e of est) {
        const r = ref.get(e.index)!;
        // the chance by itself: its Wilson interval, against the reference's own error too
        const seChance = Math.sqrt((r * (1 - r)) / per);
        lines.push(`${e.key}: chance ${pct(e.win)} % [${pct(e.lo)}–${pct(e.hi)}] (${e.n} playouts), reference ${(100 * r).toFixed(2)} %`);
        expect(r, lines.at(-1)).toBeGreaterThanOrEqual(e.lo - 2 * seChance);
        expect(r, lines.at(-1)).toBeLessThanOrEqual(e.hi + 2 * seChance);
        if (e === best) continue;
        const d = e.diff!;
        expect(d.half).toBeLessThanOrEqual(0.02);
        const rb = ref.get(best.index)!;
        const trueish = r - rb;
        const se = Math.sqrt((r * (1 - r) + rb * (1 - rb)) / per);
        const off = trueish < d.lo ? (trueish - d.lo) / d.half : trueish > d.hi ? (trueish - d.hi) / d.half : 0;
        lines.push(`   against the best: ${pct(d.mean)} points [${pct(d.lo)}, ${pct(d.hi)}] on ${d.n} pairs, reference ${(100 * trueish).toFixed(2)} ± ${(196 * se).toFixed(2)}; ${off === 0 ? 'inside' : `${off.toFixed(2)} half-widths outside`}`);
        expect(trueish, lines.at(-1)).toBeGreaterThanOrEqual(d.lo - 2 * se);
        expect(trueish, lines.at(-1)).toBeLessThanOrEqual(d.hi + 2 * se);
      }
      // Stopped as soon as the best is identified (the plan's sequential stop, as a player following
      // the counsel uses it): every difference it then states still holds the reference's.
      const quick = counselNow(s, { seed: 2027, untilBestKnown: true });
      const qb = quick[0]!;
      const rq = ref.get(qb.index)!;
      const refBest = Math.max(...ref.values());
      lines.push(`stopped once the best is identified (${quick.reduce((n, e) => n + e.n, 0)} playouts): ${qb.key}, reference ${pct(rq)} % (the reference's best ${pct(refBest)} %)`);
      for (const e of quick.slice(1)) {
        const d = e.diff!;
        const r = ref.get(e.index)!;
        const se = Math.sqrt((r * (1 - r) + rq * (1 - rq)) / per);
        lines.push(`   ${e.key} against it: ${pct(d.mean)} points [${pct(d.lo)}, ${pct(d.hi)}] on ${d.n} pairs, reference ${(100 * (r - rq)).toFixed(2)} ± ${(196 * se).toFixed(2)}`);
        expect(d.lo > 0 || d.hi < 0 || d.half <= 0.01, lines.at(-1)).toBe(true);
        expect(r - rq, lines.at(-1)).toBeGreaterThanOrEqual(d.lo - 2 * se);
        expect(r - rq, lines.at(-1)).toBeLessThanOrEqual(d.hi + 2 * se);
      }
      console.log(`${p.name}, turn ${s.turn}:\n  ${lines.join('\n  ')}`);
    });
  }
});
