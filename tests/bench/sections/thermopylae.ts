/**
 * 9 Card Thermopylae engine throughput: complete games per second on one core (this process),
 * choosing uniformly among legalActions. Issue 6 target: ≥ 20,000 random games/s.
 * Three paths: in place without log (what fuzz/balance use), the copying contract API with the
 * log (what the UI uses), and the heuristic bot.
 *
 * Method: the machine is shared, so each path is timed in CPU time of this process
 * (process.cpuUsage: the engine's thread plus V8's GC and compiler helpers), after an untimed
 * warm-up (the JIT needs the first few thousand games to compile the engine's hot paths), in
 * several repetitions; the median is the figure, min–max shows the noise, and the load average
 * at the start says how busy the machine was.
 * THERMO_BENCH_REPS (default 5) and THERMO_BENCH_SCALE (default 1) change the effort.
 */
import { loadavg } from 'node:os';
import { nextInt, seedRng } from '../../../src/core/rng.js';
import { chooseAction } from '../../../src/thermopylae/bot.js';
import { applyAction, applyInPlace, legalActions, newGame } from '../../../src/thermopylae/engine.js';
import { contractGame, randomGame } from '../random-game.js';

export const title = '9 Card Thermopylae — full games per second (one core)';

const REPS = Math.max(1, Number(process.env.THERMO_BENCH_REPS ?? 5));
const SCALE = Math.max(0.01, Number(process.env.THERMO_BENCH_SCALE ?? 1));

interface Timing { gps: number; wall: number; steps: number }

/** Games per second of CPU time of this (single-threaded) process, so a busy shared machine does not skew it. */
function timeGames(n: number, seed0: number, play: (seed: number) => number): Timing {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let steps = 0;
  for (let g = 0; g < n; g++) steps += play(seed0 + g);
  const cpu = process.cpuUsage(c0);
  const cpuS = (cpu.user + cpu.system) / 1e6;
  const wallS = (performance.now() - t0) / 1000;
  return { gps: n / cpuS, wall: n / wallS, steps: steps / n };
}

/** Warm up, then REPS timed runs on fresh seeds; median, min and max games per CPU-second. */
function measure(n: number, play: (seed: number) => number): { med: number; min: number; max: number; wall: number; steps: number } {
  // warm-up, untimed: at least n/4 games and one CPU-second (V8 compiles on a background thread,
  // which a busy shared machine delays; until then the first thousands of games run 2–4× slower)
  const c0 = process.cpuUsage();
  for (let g = 0, cpu = 0; g < n / 4 || cpu < 1e6; g++) {
    play(1_000_000 + g);
    if ((g & 63) === 0) {
      const c = process.cpuUsage(c0);
      cpu = c.user + c.system;
    }
  }
  const runs = Array.from({ length: REPS }, (_, r) => timeGames(n, r * n, play));
  const gps = runs.map((x) => x.gps).sort((a, b) => a - b);
  const walls = runs.map((x) => x.wall).sort((a, b) => a - b);
  return {
    med: gps[gps.length >> 1]!, min: gps[0]!, max: gps[gps.length - 1]!,
    wall: walls[walls.length >> 1]!, steps: runs.reduce((t, x) => t + x.steps, 0) / runs.length,
  };
}
const f0 = (x: number) => x.toFixed(0);

export async function run(): Promise<void> {
  const pick = seedRng('bench');
  const engine = { newGame, legalActions, applyInPlace, applyAction, nextInt };
  const random = (seed: number) => randomGame(engine, pick, seed);
  /** A random game through the copying contract API, with or without the game log. */
  const viaContract = (log: boolean) => (seed: number) => contractGame(engine, pick, seed, log);
  const contract = viaContract(true);
  const contractNoLog = viaContract(false);
  const bot = (seed: number) => {
    const s = newGame(seed, { log: false });
    let k = 0;
    while (!s.outcome) {
      applyInPlace(s, chooseAction(s, legalActions(s)), true);
      k++;
    }
    return k;
  };
  const load = loadavg().map((x) => x.toFixed(2)).join(' ');
  console.log(`load average at start: ${load} (2 cores shared); ${REPS} timed runs per path after a warm-up; figures are games per CPU-second, median [min–max]`);
  const r = measure(Math.round(10000 * SCALE), random);
  console.log(`random play, applyInPlace (trusted, no copy), no log — the issue's figure, target ≥ 20000: ${f0(r.med)} games/CPU-s [${f0(r.min)}–${f0(r.max)}] (${f0(r.wall)}/s wall; ${f0(r.steps)} actions/game, ${(r.med * r.steps / 1e6).toFixed(2)} M actions/CPU-s)`);
  const n = measure(Math.round(1000 * SCALE), contractNoLog);
  console.log(`random play, applyAction (copies, checks legality), no log: ${f0(n.med)} games/CPU-s [${f0(n.min)}–${f0(n.max)}] (${f0(n.wall)}/s wall)`);
  const c = measure(Math.round(300 * SCALE), contract);
  console.log(`random play, applyAction (copies, checks legality) + log: ${f0(c.med)} games/CPU-s [${f0(c.min)}–${f0(c.max)}] (${f0(c.wall)}/s wall)`);
  const b = measure(Math.round(2000 * SCALE), bot);
  console.log(`heuristic bot, applyInPlace (trusted), no log: ${f0(b.med)} games/CPU-s [${f0(b.min)}–${f0(b.max)}] (${f0(b.wall)}/s wall; ${f0(b.steps)} actions/game)`);
}
