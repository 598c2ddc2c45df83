/**
 * `npm run balance [-- --games N]`: the heuristic Persian bot plays N seeded games (default
 * 10,000) of each Thermopylae variant and prints win rate, historic (turn ≤ 12) rate, mean score
 * and the rank distribution. Targets (reconstruction doc): win 35–65 %, historic 10–40 %, every
 * rank reached. Measurements, not assertions.
 *
 * `npm run balance -- --counsel [--games N] [--budget B | --playouts P] [--workers W] [--variant V] [--each]` (issue 21
 * item 5, issue 32 item 4): the player that always takes the counsel's best choice, at most B
 * playouts per choice (default BUDGET: 32 easy, 16 normal, 64 difficult) or P per decision in all
 * (the playouts that fit a time per decision), stopping once the best is identified, against
 * the heuristic player alone, on the same N seeds per variant (default 300), over W worker
 * threads (default: every core), every variant or only V; win rates with 95 % (Wilson) intervals,
 * and the paired difference (same seeds) with its 95 % interval.
 */
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { balance, formatBalance, playBotGame } from '../../src/thermopylae/balance.js';
import { wilson } from '../../src/thermopylae/counsel/index.js';
import type { Variant } from '../../src/thermopylae/types.js';
import type { GameDone, GameOrder } from './counsel-balance-worker.js';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < 1) throw new Error(`${name} N: a positive integer`);
  return v;
}

const VARIANTS = ['normal', 'easy', 'difficult'] as const;
const t0 = performance.now();

if (process.argv.includes('--counsel')) await counselBalance();
else {
  const games = option('--games', 10000);
  const rows = VARIANTS.map((v) => balance(games, v));
  console.log(`9 Card Thermopylae balance — ${games} seeded games per variant (seeds 0..${games - 1}), heuristic bot`);
  console.log(formatBalance(rows));
}
console.log(`(${((performance.now() - t0) / 1000).toFixed(1)} s)`);

/** Playouts per choice by variant, unless --budget: the smallest measured to beat the heuristic player beyond both intervals (README). */
const BUDGET: Record<Variant, number> = { easy: 32, normal: 16, difficult: 64 };

async function counselBalance(): Promise<void> {
  const games = option('--games', 300);
  // the fixed budget per variant (README, measured): where one more win moves a chance least —
  // rare wins (difficult, about 1 in 10) or a heuristic player already winning 3 in 4 (easy) — a
  // choice needs more playouts before its estimate tells choices apart; --budget B sets one for all
  const budget = process.argv.includes('--budget') ? option('--budget', 16) : null;
  const total = process.argv.includes('--playouts') ? option('--playouts', 1500) : null;
  const budgetOf = (v: string): GameOrder['budget'] => (total !== null ? { playouts: total } : (budget ?? BUDGET[v as Variant]));
  const budgetText = (v: string) => (total !== null ? `≤ ${total} per decision` : `≤ ${budgetOf(v) as number} per choice`);
  const workers = option('--workers', availableParallelism());
  const vi = process.argv.indexOf('--variant');
  const variants = vi >= 0 ? VARIANTS.filter((v) => v === process.argv[vi + 1]) : VARIANTS;
  if (variants.length === 0) throw new Error(`--variant V: one of ${VARIANTS.join(', ')}`);
  const orders: GameOrder[] = variants.flatMap((variant) => Array.from({ length: games }, (_, seed) => ({ seed, variant, budget: budgetOf(variant) })));
  const results: GameDone[] = [];
  const start = loadavg();
  const each = process.argv.includes('--each'); // every game's outcome as it ends (a long run read before its end)
  // the worker bundled as plain JavaScript (a worker thread does not inherit tsx's loader)
  const dir = mkdtempSync(join(tmpdir(), 'counsel-balance-'));
  const script = join(dir, 'worker.mjs');
  await build({ entryPoints: [fileURLToPath(new URL('./counsel-balance-worker.ts', import.meta.url))], bundle: true, format: 'esm', platform: 'node', target: 'node20', outfile: script, logLevel: 'warning' });
  await new Promise<void>((resolve, reject) => {
    let next = 0;
    let open = 0;
    for (let w = 0; w < Math.min(workers, orders.length); w++) {
      const worker = new Worker(script);
      open++;
      const feed = () => worker.postMessage(next < orders.length ? orders[next++]! : null);
      worker.on('message', (d: GameDone) => {
        results.push(d);
        if (each) console.error(`  ${d.variant} seed ${d.seed}: ${d.win ? 'won' : 'lost'} (turn ${d.turn}, ${d.decisions} decisions, ${d.playouts} playouts)`);
        else if (results.length % 50 === 0) console.error(`  ${results.length} of ${orders.length} games`);
        feed();
      });
      worker.on('error', reject);
      worker.on('exit', () => --open === 0 && resolve());
      feed();
    }
  }).finally(() => rmSync(dir, { recursive: true, force: true }));
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const ci = (w: number, n: number) => {
    const { lo, hi } = wilson(w, n);
    return `${pct(w / n)} [${pct(lo)}–${pct(hi)}]`;
  };
  console.log(`9 Card Thermopylae — the counsel's best choice (at most the playouts given, stopping once the best is identified, at every decision with more than one choice) against the heuristic player alone, the same ${games} seeds per variant (0..${games - 1}); ${workers} worker threads; load average ${start.map((x) => x.toFixed(1)).join(' ')} at the start`);
  console.log('| variant | playouts | heuristic wins (95 %) | counsel wins (95 %) | paired difference (95 %) | counsel: mean score of wins | decisions, playouts per game | beats the heuristic by more than the interval |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const variant of variants) {
    const mine = results.filter((r) => r.variant === variant).sort((a, b) => a.seed - b.seed);
    const bot = mine.map((r) => playBotGame(r.seed, variant as Variant).outcome === 'win');
    const n = mine.length;
    const cw = mine.filter((r) => r.win).length;
    const hw = bot.filter(Boolean).length;
    // paired: games the counsel won and the heuristic lost (b), and the other way round (c)
    let b = 0;
    let c = 0;
    mine.forEach((r, i) => {
      if (r.win && !bot[i]) b++;
      if (!r.win && bot[i]) c++;
    });
    const d = (b - c) / n;
    const se = Math.sqrt(Math.max(0, b + c - ((b - c) ** 2) / n)) / n;
    const dlo = d - 1.959964 * se;
    const dhi = d + 1.959964 * se;
    const wins = mine.filter((r) => r.win);
    const mean = wins.length ? wins.reduce((s, r) => s + r.score, 0) / wins.length : 0;
    const verdict = wilson(cw, n).lo > wilson(hw, n).hi && dlo > 0 ? 'yes' : dlo > 0 ? 'paired only' : 'no';
    console.log(`| ${variant} | ${budgetText(variant)} | ${ci(hw, n)} | ${ci(cw, n)} | ${d >= 0 ? '+' : ''}${(100 * d).toFixed(1)} points [${(100 * dlo).toFixed(1)}, ${(100 * dhi).toFixed(1)}] | ${mean.toFixed(2)} | ${(mine.reduce((s, r) => s + r.decisions, 0) / n).toFixed(0)}, ${(mine.reduce((s, r) => s + r.playouts, 0) / n).toFixed(0)} | ${verdict} |`);
  }
}
