/**
 * 9 Card Thermopylae engine throughput: complete games per second on one core (this process),
 * choosing uniformly among legalActions. Issue 6 target: ≥ 20,000 random games/s.
 * Three paths: in place without log (what fuzz/balance use), the copying contract API with the
 * log (what the UI uses), and the heuristic bot.
 */
import { nextInt, seedRng } from '../../../src/core/rng.js';
import { chooseAction } from '../../../src/thermopylae/bot.js';
import { applyAction, applyInPlace, legalActions, newGame } from '../../../src/thermopylae/engine.js';

export const title = '9 Card Thermopylae — full games per second (one core)';

/** Games per second of CPU time of this (single-threaded) process, so a busy shared machine does not skew it. */
function timeGames(n: number, play: (seed: number) => number): { gps: number; wall: number; steps: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let steps = 0;
  for (let g = 0; g < n; g++) steps += play(g);
  const cpu = process.cpuUsage(c0);
  const cpuS = (cpu.user + cpu.system) / 1e6;
  const wallS = (performance.now() - t0) / 1000;
  return { gps: n / cpuS, wall: n / wallS, steps: steps / n };
}

export async function run(): Promise<void> {
  const pick = seedRng('bench');
  const random = (seed: number) => {
    const s = newGame(seed, { log: false });
    let k = 0;
    while (!s.outcome) {
      const a = legalActions(s);
      applyInPlace(s, a[nextInt(pick, a.length)]!, true);
      k++;
    }
    return k;
  };
  const contract = (seed: number) => {
    let s = newGame(seed);
    let k = 0;
    while (!s.outcome) {
      const a = legalActions(s);
      s = applyAction(s, a[nextInt(pick, a.length)]!);
      k++;
    }
    return k;
  };
  const bot = (seed: number) => {
    const s = newGame(seed, { log: false });
    let k = 0;
    while (!s.outcome) {
      applyInPlace(s, chooseAction(s, legalActions(s)), true);
      k++;
    }
    return k;
  };
  random(0); // warm up
  const r = timeGames(4000, random);
  console.log(`random play, in place, no log: ${r.gps.toFixed(0)} games per CPU-second (${r.wall.toFixed(0)}/s wall clock; ${r.steps.toFixed(0)} actions/game, ${(r.gps * r.steps / 1e6).toFixed(2)} M actions/CPU-s)`);
  const c = timeGames(500, contract);
  console.log(`random play, applyAction (copies) + log: ${c.gps.toFixed(0)} games per CPU-second (${c.wall.toFixed(0)}/s wall)`);
  const b = timeGames(2000, bot);
  console.log(`heuristic bot, in place, no log: ${b.gps.toFixed(0)} games per CPU-second (${b.wall.toFixed(0)}/s wall; ${b.steps.toFixed(0)} actions/game)`);
}
