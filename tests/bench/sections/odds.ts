/**
 * battleOdds timing: every pairing 1..24 Persians v 1..9 Greeks, land and naval, in Ephesos
 * (cap 5) and elsewhere (cap 4) — 864 calls. "Cold" empties the caches before every call (the
 * round tables are enumerated again and the chain run); "first" is one pass after a single
 * clear (round tables shared, each chain run once); "warm" repeats with everything cached.
 * Target: each call under 1 ms.
 */
import { battleOdds, battleOddsDetailed, clearOddsCache, type BattleOddsInput } from '../../../src/earth-water/odds.js';

export const title = 'E&W battle odds (exact Markov chain)';

function inputs(): BattleOddsInput[] {
  const out: BattleOddsInput[] = [];
  for (const kind of ['land', 'naval'] as const) {
    for (const where of ['Ephesos', 'Thebai'] as const) {
      for (let persia = 1; persia <= 24; persia++) {
        for (let greece = 1; greece <= 9; greece++) out.push({ kind, where, persia, greece });
      }
    }
  }
  return out;
}

/**
 * Time `each` on every call. With `repeats` > 1 each call is timed that many times and its best
 * time kept: on a shared machine a single timing can include being switched out, and the
 * best-of-n isolates the call's own cost (the plain single-shot numbers are printed too).
 */
function time(label: string, calls: BattleOddsInput[], each: (b: BattleOddsInput) => void, repeats = 1): void {
  const times: number[] = [];
  let worst: BattleOddsInput | null = null;
  let max = 0;
  for (const b of calls) {
    let dt = Infinity;
    for (let r = 0; r < repeats; r++) {
      const t0 = performance.now();
      each(b);
      dt = Math.min(dt, performance.now() - t0);
    }
    times.push(dt);
    if (dt > max) {
      max = dt;
      worst = b;
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, t) => a + t, 0) / times.length;
  const p99 = sorted[Math.floor(sorted.length * 0.99)]!;
  const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`.padStart(10);
  console.log(
    `${label.padEnd(34)} calls ${calls.length}  mean ${us(mean)}  p99 ${us(p99)}  max ${us(max)}` +
      (worst ? `  (max at ${worst.kind} ${worst.where} ${worst.persia}v${worst.greece})` : ''),
  );
}

export async function run(): Promise<void> {
  const calls = inputs();
  // let the JIT see the code once before measuring (otherwise the first call measures compilation)
  for (let i = 0; i < 3; i++) {
    clearOddsCache();
    for (const b of calls) battleOdds(b);
  }
  const cold = (b: BattleOddsInput) => {
    clearOddsCache();
    battleOdds(b);
  };
  time('cold (caches cleared every call)', calls, cold);
  time('cold, best of 5 per call', calls, cold, 5);
  clearOddsCache();
  time('first pass (round tables shared)', calls, (b) => battleOdds(b));
  time('warm (all cached)', calls, (b) => battleOdds(b));
  time('warm, best of 5 per call', calls, (b) => battleOdds(b), 5);
  clearOddsCache();
  time('battleOddsDetailed, first pass', calls, (b) => battleOddsDetailed(b));
  const big = battleOddsDetailed({ kind: 'land', where: 'Thebai', persia: 24, greece: 9 });
  console.log(
    `24 v 9 at Thebai: Persia ${(big.persiaWins * 100).toFixed(2)} %, Greece ${(big.greeceWins * 100).toFixed(2)} %, both ${(big.bothEliminated * 100).toFixed(2)} %, ${big.expectedRounds.toFixed(1)} rounds expected`,
  );
}
