/**
 * battleOdds timing: every pairing 1..24 Persians v 1..9 Greeks, land and naval, in Ephesos
 * (cap 5) and elsewhere (cap 4) — 864 calls. "Cold" empties the caches before every call (the
 * round tables are enumerated again and the chain run); "first" is one pass after a single
 * clear (round tables shared, each chain run once); "warm" repeats with everything cached.
 * Target: each call under 1 ms. Also times the round-by-round engine (µs per step) and oddsTrail.
 */
import { battleOdds, battleOddsDetailed, clearOddsCache, oddsTrail, type BattleOddsInput } from '../../../src/earth-water/odds.js';
import { applyBattle, battleChoices, startBattle, type BattleState } from '../../../src/earth-water/battle.js';
import { rngDice } from '../../../src/core/dice.js';
import { seedRng } from '../../../src/core/rng.js';

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

/**
 * Every pairing on its own: the worst cold best-of-5 time (µs) over land/naval × Ephesos/Thebai,
 * one row per Persian count (1..24), one column per Greek count (1..9).
 */
function grid(calls: BattleOddsInput[], each: (b: BattleOddsInput) => void): void {
  const worst = new Map<string, number>();
  for (const b of calls) {
    let dt = Infinity;
    for (let r = 0; r < 5; r++) {
      const t0 = performance.now();
      each(b);
      dt = Math.min(dt, performance.now() - t0);
    }
    const k = `${b.persia}v${b.greece}`;
    worst.set(k, Math.max(worst.get(k) ?? 0, dt));
  }
  console.log('per pairing, cold best of 5, worst of the four kinds/places (µs); rows Persia 1..24, columns Greece 1..9');
  console.log('  P\\G ' + Array.from({ length: 9 }, (_, g) => String(g + 1).padStart(5)).join(''));
  let over = 0;
  for (let p = 1; p <= 24; p++) {
    const row = Array.from({ length: 9 }, (_, g) => {
      const t = worst.get(`${p}v${g + 1}`)! * 1000;
      if (t >= 1000) over++;
      return t.toFixed(0).padStart(5);
    });
    console.log(`  ${String(p).padStart(4)} ${row.join('')}`);
  }
  console.log(`pairings at or over 1 ms: ${over} of 216`);
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
  grid(calls, cold);
  time('first pass (round tables shared)', calls, (b) => battleOdds(b));
  time('warm (all cached)', calls, (b) => battleOdds(b));
  time('warm, best of 5 per call', calls, (b) => battleOdds(b), 5);
  clearOddsCache();
  time('battleOddsDetailed, first pass', calls, (b) => battleOddsDetailed(b));
  const big = battleOddsDetailed({ kind: 'land', where: 'Thebai', persia: 24, greece: 9 });
  console.log(
    `24 v 9 at Thebai: Persia ${(big.persiaWins * 100).toFixed(2)} %, Greece ${(big.greeceWins * 100).toFixed(2)} %, both ${(big.bothEliminated * 100).toFixed(2)} %, ${big.expectedRounds.toFixed(1)} rounds expected`,
  );

  // The round-by-round engine, for scale: whole battles through startBattle/applyBattle
  // (5 Persian v 3 Greek armies at Thebai, nobody retreats), and an odds trail of a long battle.
  const board = { forces: { Thebai: { persianArmies: 5, greekArmies: 3 } }, bridge: false, campaign: 1, score: 0 };
  const dice = rngDice(seedRng('bench-engine'));
  let steps = 0;
  let last: BattleState | null = null;
  const t0 = performance.now();
  const battles = 3000;
  for (let i = 0; i < battles; i++) {
    let st = startBattle({ board, kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa' });
    while (st.phase !== 'over') {
      const c = battleChoices(st).find((x) => x.type === 'roll' || x.type === 'continue')!;
      st = applyBattle(st, c, dice);
      steps++;
    }
    last = st;
  }
  const ms = performance.now() - t0;
  console.log(`engine: ${battles} battles 5v3, ${steps} steps in ${ms.toFixed(0)} ms: ${((ms * 1000) / steps).toFixed(1)} µs per step, ${((ms * 1000) / battles).toFixed(0)} µs per battle`);
  const t1 = performance.now();
  for (let i = 0; i < 1000; i++) oddsTrail(last!);
  console.log(`oddsTrail of a finished 5v3 battle (${last!.log.length} log entries): ${(((performance.now() - t1) * 1000) / 1000).toFixed(1)} µs per call (cached odds)`);
}
