/**
 * 9 Card Thermopylae engine throughput in Node (this process), for working without Chromium: the
 * same three kinds of game as the Chromium section (random-game.ts), whose figures are the ones
 * issue 18 sets floors for. Timed in CPU time of this process after an untimed warm-up, in
 * THERMO_BENCH_REPS runs (default 5): median [min–max], with the load average at the start.
 * THERMO_BENCH_SCALE (default 1) changes the effort.
 */
import { loadavg } from 'node:os';
import { botGame, contractGame, randomGame } from '../random-game.js';

export const title = '9 Card Thermopylae — full games per second in Node (one core)';

const REPS = Math.max(1, Number(process.env.THERMO_BENCH_REPS ?? 5));
const SCALE = Math.max(0.01, Number(process.env.THERMO_BENCH_SCALE ?? 1));
const f0 = (x: number) => x.toFixed(0);
const cpuSeconds = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1e6;

/** Warm up (at least n/4 games and one CPU-second), then REPS timed runs on fresh seeds. */
function measure(n: number, play: (seed: number) => number): { med: number; min: number; max: number; steps: number } {
  const w0 = process.cpuUsage();
  for (let g = 0; g < n / 4 || cpuSeconds(process.cpuUsage(w0)) < 1; g++) play(1_000_000 + g);
  const gps: number[] = [];
  let steps = 0;
  for (let r = 0; r < REPS; r++) {
    const c0 = process.cpuUsage();
    for (let g = 0; g < n; g++) steps += play(r * n + g);
    gps.push(n / cpuSeconds(process.cpuUsage(c0)));
  }
  gps.sort((a, b) => a - b);
  return { med: gps[gps.length >> 1]!, min: gps[0]!, max: gps[gps.length - 1]!, steps: steps / (REPS * n) };
}

export function run(): void {
  console.log(`Node ${process.version}; load average at start ${loadavg().map((x) => x.toFixed(2)).join(' ')} (2 cores shared); ${REPS} timed runs per kind; games per CPU-second, median [min–max]`);
  const r = measure(Math.round(4000 * SCALE), randomGame);
  console.log(`random play in place (playOut), no log: ${f0(r.med)} games/CPU-s [${f0(r.min)}–${f0(r.max)}] (${f0(r.steps)} actions/game)`);
  const b = measure(Math.round(2000 * SCALE), botGame);
  console.log(`heuristic Persian player in place (playOut), no log: ${f0(b.med)} games/CPU-s [${f0(b.min)}–${f0(b.max)}] (${f0(b.steps)} actions/game)`);
  const c = measure(Math.round(300 * SCALE), contractGame);
  console.log(`random play, applyAction + log: ${f0(c.med)} games/CPU-s [${f0(c.min)}–${f0(c.max)}]`);
}
