/**
 * Exact battle odds (000 §7.1, §7.2: one die per unit up to 3, best die counts, Persian dice
 * capped at 4 — 5 in Ephesos/Abydos —, loser removes one, a tie removes one each), checked
 * three independent ways: hand-counted fractions, brute-force enumeration of every dice sequence
 * (small battles) and exact rational arithmetic, and a seeded Monte-Carlo simulation (large ones).
 */
import { describe, expect, it } from 'vitest';
import { battleOdds, battleOddsDetailed, battleStateOdds, oddsTrail, roundOdds, type BattleOddsInput } from '../../../src/earth-water/odds.js';
import { applyBattle, startBattle, battleChoices } from '../../../src/earth-water/battle.js';
import { applyNavalMove } from '../../../src/earth-water/movement.js';
import { enteredDice, rngDice } from '../../../src/core/dice.js';
import { nextInt, seedRng } from '../../../src/core/rng.js';
import { CITIES, type Board, type City } from '../../../src/earth-water/types.js';

const land = (persia: number, greece: number, more: Partial<BattleOddsInput> = {}): BattleOddsInput => ({
  kind: 'land',
  where: 'Thebai',
  persia,
  greece,
  ...more,
});
const sum = (o: { persiaWins: number; greeceWins: number; bothEliminated: number }) => o.persiaWins + o.greeceWins + o.bothEliminated;

// --- an independent model of the rules, written from 000 §7.1 without the module's code ------

const defaultCap = (where: City) => (where === 'Ephesos' || where === 'Abydos' ? 5 : 4);
const gDiceOf = (g: number, bonus?: number) => Math.max(Math.min(g, 3), bonus ?? 0);

/** Every dice sequence of the whole battle, no memo: each path weighs 6^-(dice rolled on it). */
function bruteForce(p: number, g: number, cap: number, bonus?: number): [number, number, number] {
  if (p === 0 && g === 0) return [0, 0, 1];
  if (g === 0) return [1, 0, 0];
  if (p === 0) return [0, 1, 0];
  const np = Math.min(p, 3);
  const ng = gDiceOf(g, bonus);
  const n = np + ng;
  const out: [number, number, number] = [0, 0, 0];
  const w = 1 / 6 ** n;
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    let bp = 0;
    let bg = 0;
    for (let i = 0; i < np; i++) bp = Math.max(bp, Math.min(faces[i]!, cap));
    for (let i = np; i < n; i++) bg = Math.max(bg, faces[i]!);
    const next = bp > bg ? bruteForce(p, g - 1, cap, bonus) : bg > bp ? bruteForce(p - 1, g, cap, bonus) : bruteForce(p - 1, g - 1, cap, bonus);
    for (let k = 0; k < 3; k++) out[k]! += w * next[k]!;
    let i = 0;
    while (i < n && faces[i] === 6) faces[i++] = 1;
    if (i === n) break;
    faces[i]! += 1;
  }
  return out;
}

/** Exact rationals (BigInt numerators over 6^k) by recursion with a memo. */
type Frac = { n: bigint; d: bigint };
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const norm = (f: Frac): Frac => {
  const g = gcd(f.n, f.d) || 1n;
  return { n: f.n / g, d: f.d / g };
};
const add = (a: Frac, b: Frac): Frac => norm({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const mul = (a: Frac, b: Frac): Frac => norm({ n: a.n * b.n, d: a.d * b.d });
const ZERO: Frac = { n: 0n, d: 1n };
const ONE: Frac = { n: 1n, d: 1n };

function exactRound(np: number, ng: number, cap: number): [Frac, Frac, Frac] {
  // count by the distribution of the best die: P(best ≤ k) = (k/6)^n
  let pw = 0n;
  let gw = 0n;
  let tie = 0n;
  const cnt = (k: number, n: number) => BigInt(k) ** BigInt(n); // rolls with every die ≤ k
  for (let a = 1; a <= 6; a++) {
    const pa = cnt(a, np) - cnt(a - 1, np); // Persian best exactly a
    const va = Math.min(a, cap);
    for (let b = 1; b <= 6; b++) {
      const gb = cnt(b, ng) - cnt(b - 1, ng);
      if (va > b) pw += pa * gb;
      else if (b > va) gw += pa * gb;
      else tie += pa * gb;
    }
  }
  const d = 6n ** BigInt(np + ng);
  return [norm({ n: pw, d }), norm({ n: gw, d }), norm({ n: tie, d })];
}

function exact(p: number, g: number, cap: number, bonus?: number, memo = new Map<string, [Frac, Frac, Frac]>()): [Frac, Frac, Frac] {
  if (p === 0 && g === 0) return [ZERO, ZERO, ONE];
  if (g === 0) return [ONE, ZERO, ZERO];
  if (p === 0) return [ZERO, ONE, ZERO];
  const key = `${p},${g}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const [rp, rg, rt] = exactRound(Math.min(p, 3), gDiceOf(g, bonus), cap);
  const a = exact(p, g - 1, cap, bonus, memo);
  const b = exact(p - 1, g, cap, bonus, memo);
  const c = exact(p - 1, g - 1, cap, bonus, memo);
  const out = [0, 1, 2].map((k) => add(add(mul(rp, a[k]!), mul(rg, b[k]!)), mul(rt, c[k]!))) as [Frac, Frac, Frac];
  memo.set(key, out);
  return out;
}
const toNum = (f: Frac) => Number(f.n) / Number(f.d);

describe('one round (000 §7.1 "Dice results")', () => {
  it('000 §7.1: one die each, Persian capped at 4: Persia 12/36, Greece 18/36, tie 6/36', () => {
    const r = roundOdds(1, 1, 4);
    expect(r.persia).toBeCloseTo(12 / 36, 15);
    expect(r.greece).toBeCloseTo(18 / 36, 15);
    expect(r.tie).toBeCloseTo(6 / 36, 15);
    expect(battleOdds(land(1, 1))).toEqual({ persiaWins: r.persia, greeceWins: r.greece, bothEliminated: r.tie });
  });

  it('000 §7.1 Exception: in Ephesos a Persian 5 or 6 is a 5: Persia 14/36, Greece 16/36, tie 6/36', () => {
    const o = battleOdds({ kind: 'naval', where: 'Ephesos', persia: 1, greece: 1 });
    expect(o.persiaWins).toBeCloseTo(14 / 36, 15);
    expect(o.greeceWins).toBeCloseTo(16 / 36, 15);
    expect(o.bothEliminated).toBeCloseTo(6 / 36, 15);
    expect(battleOdds({ kind: 'land', where: 'Abydos', persia: 1, greece: 1 })).toEqual(o);
  });

  it('uncapped (persianCap 6, Cavalry of Mardonius): one die each is symmetric, 15/36 each', () => {
    const o = battleOdds(land(1, 1, { persianCap: 6 }));
    expect(o.persiaWins).toBeCloseTo(15 / 36, 15);
    expect(o.greeceWins).toBeCloseTo(15 / 36, 15);
  });

  it('every round table sums to 1 and matches the exact rational count', () => {
    for (const cap of [4, 5, 6]) {
      for (let np = 1; np <= 3; np++) {
        for (let ng = 1; ng <= 3; ng++) {
          const r = roundOdds(np, ng, cap);
          const e = exactRound(np, ng, cap).map(toNum);
          expect(r.persia + r.greece + r.tie).toBeCloseTo(1, 14);
          expect(Math.max(...[r.persia, r.greece, r.tie].map((x, i) => Math.abs(x - e[i]!)))).toBeLessThan(1e-15);
        }
      }
    }
  });
});

describe('battleOdds: brute force over every dice sequence (small battles)', () => {
  const cases: [number, number, number, number | undefined][] = [];
  for (const cap of [4, 5, 6]) cases.push([1, 1, cap, undefined], [1, 2, cap, undefined], [2, 1, cap, undefined]);
  cases.push([2, 2, 4, undefined], [2, 1, 4, 2], [1, 1, 4, 3], [1, 2, 5, 3], [3, 1, 4, undefined], [1, 3, 4, undefined]);

  it.each(cases)('%i Persians v %i Greeks, cap %i, Greek dice %s', (p, g, cap, bonus) => {
    const bf = bruteForce(p, g, cap, bonus);
    const o = battleOdds(land(p, g, { persianCap: cap, ...(bonus ? { greekDice: bonus } : {}) }));
    expect(Math.abs(o.persiaWins - bf[0])).toBeLessThan(1e-12);
    expect(Math.abs(o.greeceWins - bf[1])).toBeLessThan(1e-12);
    expect(Math.abs(o.bothEliminated - bf[2])).toBeLessThan(1e-12);
  });
});

describe('battleOdds: exact rational arithmetic up to 6 v 6, every cap and Greek dice event', () => {
  it('agrees to 1e-12 everywhere', () => {
    let worst = 0;
    for (const cap of [4, 5, 6]) {
      for (const bonus of [undefined, 2, 3]) {
        const memo = new Map<string, [Frac, Frac, Frac]>();
        for (let p = 0; p <= 6; p++) {
          for (let g = 0; g <= 6; g++) {
            const e = exact(p, g, cap, bonus, memo).map(toNum);
            const o = battleOdds(land(p, g, { persianCap: cap, ...(bonus ? { greekDice: bonus } : {}) }));
            worst = Math.max(worst, Math.abs(o.persiaWins - e[0]!), Math.abs(o.greeceWins - e[1]!), Math.abs(o.bothEliminated - e[2]!));
          }
        }
      }
    }
    expect(worst).toBeLessThan(1e-12);
  });

  it('3 v 3 at Thebai: the exact fractions', () => {
    const e = exact(3, 3, 4);
    const o = battleOdds(land(3, 3));
    expect(o.persiaWins).toBeCloseTo(toNum(e[0]), 14);
    expect(sum(o)).toBeCloseTo(1, 14);
  });
});

describe('battleOdds: seeded Monte-Carlo, 100 000 battles each, within 0.5 percentage points', () => {
  /** Fight `n` battles to the end with the seeded RNG; counts of [persia wins, greece wins, both]. */
  function simulate(b: BattleOddsInput, n: number, seed: string): [number, number, number] {
    const rng = seedRng(seed);
    const cap = b.persianCap ?? defaultCap(b.where);
    const out: [number, number, number] = [0, 0, 0];
    for (let i = 0; i < n; i++) {
      let p = b.persia;
      let g = b.greece;
      while (p > 0 && g > 0) {
        let bp = 0;
        for (let k = Math.min(p, 3); k > 0; k--) bp = Math.max(bp, Math.min(nextInt(rng, 6) + 1, cap));
        let bg = 0;
        for (let k = gDiceOf(g, b.greekDice); k > 0; k--) bg = Math.max(bg, nextInt(rng, 6) + 1);
        if (bp >= bg) g--;
        if (bg >= bp) p--;
      }
      out[p > 0 ? 0 : g > 0 ? 1 : 2]++;
    }
    return out;
  }

  const cases: BattleOddsInput[] = [
    { kind: 'land', where: 'Ephesos', persia: 10, greece: 5 },
    { kind: 'land', where: 'Athenai', persia: 24, greece: 9 },
    { kind: 'naval', where: 'Naxos', persia: 6, greece: 4 },
    { kind: 'land', where: 'Korinthos', persia: 8, greece: 3, greekDice: 3 },
    { kind: 'land', where: 'Thebai', persia: 7, greece: 5, persianCap: 6 },
  ];
  it.each(cases)('%o', (b) => {
    const n = 100_000;
    const [pw, gw, both] = simulate(b, n, `mc-${JSON.stringify(b)}`);
    const o = battleOdds(b);
    expect(Math.abs(pw / n - o.persiaWins)).toBeLessThan(0.005);
    expect(Math.abs(gw / n - o.greeceWins)).toBeLessThan(0.005);
    expect(Math.abs(both / n - o.bothEliminated)).toBeLessThan(0.005);
  });

  it('the battle engine itself (6 000 battles through startBattle/applyBattle) agrees within 2 points', () => {
    const board: Board = { forces: { Thebai: { persianArmies: 5, greekArmies: 3 } }, bridge: false, campaign: 1, score: 0 };
    const rng = seedRng('engine-mc');
    const dice = rngDice(rng);
    const n = 6_000;
    const counts = { persia: 0, greece: 0, none: 0 };
    for (let i = 0; i < n; i++) {
      let st = startBattle({ board, kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', persiaNeverRetreats: true });
      while (st.phase !== 'over') {
        const roll = battleChoices(st).find((c) => c.type === 'roll' || c.type === 'continue')!;
        st = applyBattle(st, roll, dice);
      }
      counts[st.outcome!.winner ?? 'none']++;
    }
    const o = battleOdds({ kind: 'land', where: 'Thebai', persia: 5, greece: 3 });
    // standard error ≤ 0.65 points at n = 6 000: 2 points is 3 standard errors
    expect(Math.abs(counts.persia / n - o.persiaWins)).toBeLessThan(0.02);
    expect(Math.abs(counts.greece / n - o.greeceWins)).toBeLessThan(0.02);
    expect(Math.abs(counts.none / n - o.bothEliminated)).toBeLessThan(0.02);
  });
});

describe('battleOdds contract (DESIGN.md)', () => {
  it('returns exactly persiaWins, greeceWins, bothEliminated, summing to 1', () => {
    const o = battleOdds({ kind: 'naval', where: 'Abydos', persia: 6, greece: 5 });
    expect(Object.keys(o).sort()).toEqual(['bothEliminated', 'greeceWins', 'persiaWins']);
    expect(sum(o)).toBeCloseTo(1, 12);
  });

  it('where sets the default cap (5 in Ephesos/Abydos, else 4); persianCap overrides it', () => {
    expect(battleOdds({ kind: 'land', where: 'Ephesos', persia: 4, greece: 4 })).toEqual(battleOdds(land(4, 4, { persianCap: 5 })));
    expect(battleOdds({ kind: 'land', where: 'Ephesos', persia: 4, greece: 4, persianCap: 4 })).toEqual(battleOdds(land(4, 4)));
    expect(battleOdds(land(4, 4)).persiaWins).toBeLessThan(battleOdds(land(4, 4, { persianCap: 5 })).persiaWins);
  });

  it('land and naval battles follow the same dice (000 §7.2 "Like land battles")', () => {
    for (const c of CITIES) expect(battleOdds({ kind: 'naval', where: c, persia: 3, greece: 2 })).toEqual(battleOdds({ kind: 'land', where: c, persia: 3, greece: 2 }));
  });

  it('one side absent: the other wins for sure; both absent: both eliminated', () => {
    expect(battleOdds(land(3, 0))).toEqual({ persiaWins: 1, greeceWins: 0, bothEliminated: 0 });
    expect(battleOdds(land(0, 2))).toEqual({ persiaWins: 0, greeceWins: 1, bothEliminated: 0 });
    expect(battleOdds(land(0, 0))).toEqual({ persiaWins: 0, greeceWins: 0, bothEliminated: 1 });
  });

  it('more Persians never lower Persia\'s chances; a Greek dice event never lowers Greece\'s (R-BT-8)', () => {
    for (let g = 1; g <= 9; g++) {
      let prev = 0;
      for (let p = 1; p <= 24; p++) {
        const o = battleOdds(land(p, g));
        expect(o.persiaWins).toBeGreaterThanOrEqual(prev - 1e-15);
        prev = o.persiaWins;
        expect(battleOdds(land(p, g, { greekDice: 2 })).greeceWins).toBeGreaterThanOrEqual(o.greeceWins - 1e-15);
      }
    }
    // greekDice 1 never changes anything: one die per unit is at least one
    expect(battleOdds(land(5, 3, { greekDice: 1 }))).toEqual(battleOdds(land(5, 3)));
    // greekDice 3 with 3 Greeks helps only once they are down to 2 or 1
    expect(battleOdds(land(5, 3, { greekDice: 3 })).greeceWins).toBeGreaterThan(battleOdds(land(5, 3)).greeceWins);
  });

  it('refuses bad input', () => {
    expect(() => battleOdds(land(-1, 2))).toThrow();
    expect(() => battleOdds(land(1.5, 2))).toThrow();
    expect(() => battleOdds(land(1, 2, { greekDice: 4 }))).toThrow();
    expect(() => battleOdds(land(1, 2, { persianCap: 7 }))).toThrow();
    expect(() => battleOdds({ kind: 'land', where: 'Troy' as City, persia: 1, greece: 1 })).toThrow();
  });
});

describe('battleOddsDetailed', () => {
  it('the distribution of survivors adds up to the three totals and to 1', () => {
    const d = battleOddsDetailed({ kind: 'land', where: 'Ephesos', persia: 12, greece: 7 });
    const tot = d.outcomes.reduce((a, o) => a + o.p, 0);
    expect(tot).toBeCloseTo(1, 12);
    expect(d.outcomes.filter((o) => o.persia > 0).reduce((a, o) => a + o.p, 0)).toBeCloseTo(d.persiaWins, 14);
    expect(d.outcomes.filter((o) => o.greece > 0).reduce((a, o) => a + o.p, 0)).toBeCloseTo(d.greeceWins, 14);
    expect(d.outcomes.every((o) => o.persia === 0 || o.greece === 0)).toBe(true);
    expect(d.outcomes.every((o) => o.persia <= 12 && o.greece <= 7)).toBe(true);
  });

  it('hands out copies: changing a result does not change the next one', () => {
    const a = battleOddsDetailed(land(3, 2));
    a.outcomes[0]!.p = 99;
    a.persiaWins = 99;
    expect(battleOddsDetailed(land(3, 2)).outcomes[0]!.p).toBeLessThan(1);
    expect(battleOdds(land(3, 2)).persiaWins).toBeLessThan(1);
  });

  it('1 v 1: survivors (1,0) 1/3, (0,1) 1/2, (0,0) 1/6; one round expected', () => {
    const d = battleOddsDetailed(land(1, 1));
    expect(d.outcomes.map((o) => [o.persia, o.greece])).toEqual([[1, 0], [0, 1], [0, 0]]);
    expect(d.outcomes[0]!.p).toBeCloseTo(1 / 3, 15);
    expect(d.expectedRounds).toBeCloseTo(1, 15);
    expect(d.expected.persia).toBeCloseTo(1 / 3, 15);
  });

  it('2 v 1 survivors match the exact count', () => {
    // exact: P(Persia keeps both) = P(Persia wins round 1 with 2 dice v 1)
    const r = roundOdds(2, 1, 4);
    const d = battleOddsDetailed(land(2, 1));
    expect(d.outcomes.find((o) => o.persia === 2)!.p).toBeCloseTo(r.persia, 15);
  });
});

describe('odds during a battle ("Persia 61 % → 48 %")', () => {
  it('000 §7 combat example: odds before, after the naval round, at the landing and after the land round', () => {
    const before: Board = {
      forces: { Thebai: { greekArmies: 3, greekFleets: 3 }, Eretria: { persianArmies: 1, persianFleets: 1 } },
      bridge: false,
      campaign: 1,
      score: 0,
    };
    const moved = applyNavalMove(before, 'greece', 'Thebai', 'Eretria', 3, 2);
    let st = startBattle({ board: moved, kind: 'naval', where: 'Eretria', attacker: 'greece', from: 'Thebai', carried: 2 });
    expect(battleStateOdds(st)).toEqual(battleOdds({ kind: 'naval', where: 'Eretria', persia: 1, greece: 3 }));
    st = applyBattle(st, { type: 'roll' }, enteredDice([5, 2, 3, 4]));
    st = applyBattle(st, { type: 'roll' }, enteredDice([4, 2, 3]));
    const trail = oddsTrail(st);
    expect(trail.map((s) => [s.stage, s.persia, s.greece])).toEqual([
      ['naval', 1, 3],
      ['naval', 0, 2], // Persia's fleet is gone
      ['land', 1, 2], // the two armies land against one Persian army
      ['land', 1, 1],
    ]);
    expect(trail[1]!.odds.greeceWins).toBe(1);
    expect(trail[2]!.odds).toEqual(battleOdds({ kind: 'land', where: 'Eretria', persia: 1, greece: 2 }));
    expect(trail[3]!.odds).toEqual(battleOdds({ kind: 'land', where: 'Eretria', persia: 1, greece: 1 }));
    expect(battleStateOdds(st)).toEqual(trail[3]!.odds);
  });

  it('the trail follows events: Miltiades raises the Greek odds from when it is played', () => {
    const board: Board = { forces: { Thebai: { persianArmies: 4, greekArmies: 1 } }, bridge: false, campaign: 1, score: 0 };
    let st = startBattle({ board, kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', hand: { greece: ['miltiades'] } });
    st = applyBattle(st, { type: 'event', event: 'miltiades' }, enteredDice([]));
    const trail = oddsTrail(st);
    expect(trail).toHaveLength(2);
    expect(trail[1]!.odds.greeceWins).toBeGreaterThan(trail[0]!.odds.greeceWins);
    expect(trail[1]!.odds).toEqual(battleOdds(land(4, 1, { greekDice: 3 })));
    expect(battleStateOdds(st)).toEqual(trail[1]!.odds);
  });
});
