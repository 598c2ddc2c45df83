/**
 * 9 Card Thermopylae explanations: what the game screen pays on every render for the standard
 * tactics panel (tacticStatus: legalActions + one reason per tactic, 002 §7.1) and the end screen's
 * score parts (scoreBreakdown, 002 §12.1.1). Positions are collected from seeded random games
 * (logged, as the UI keeps them); timed in CPU time of this process, median of 5 repetitions.
 */
import { nextInt, seedRng } from '../../../src/core/rng.js';
import { applyInPlace, legalActions, newGame, scoreBreakdown, tacticStatus } from '../../../src/thermopylae/index.js';
import type { GameState } from '../../../src/thermopylae/types.js';

export const title = '9 Card Thermopylae — tacticStatus / scoreBreakdown per call';

function positions(games: number): GameState[] {
  const pick = seedRng('bench explain');
  const out: GameState[] = [];
  for (let g = 0; g < games; g++) {
    const s = newGame(g);
    while (!s.outcome) {
      out.push(JSON.parse(JSON.stringify(s)) as GameState);
      const acts = legalActions(s);
      applyInPlace(s, acts[nextInt(pick, acts.length)]!);
    }
  }
  return out;
}

function cpuMicros(f: () => void): number {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return c.user + c.system;
}

export async function run(): Promise<void> {
  const ps = positions(40);
  for (const p of ps.slice(0, 500)) tacticStatus(p); // warm-up
  const med = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!;
  const status: number[] = [];
  const score: number[] = [];
  let sink = 0;
  for (let r = 0; r < 5; r++) {
    status.push(cpuMicros(() => { for (const p of ps) sink += tacticStatus(p).archers.cost; }) / ps.length);
    score.push(cpuMicros(() => { for (const p of ps) sink += scoreBreakdown(p).total; }) / ps.length);
  }
  console.log(`positions: ${ps.length} (40 random games)`);
  console.log(`tacticStatus: ${med(status).toFixed(2)} µs per call (median of 5; min ${Math.min(...status).toFixed(2)}, max ${Math.max(...status).toFixed(2)})`);
  console.log(`scoreBreakdown: ${med(score).toFixed(3)} µs per call (median of 5)`);
  if (sink === 0.5) console.log('');
}
