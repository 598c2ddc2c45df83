/**
 * Thermopylae counsel (issue 21): honest simulation (item 2), its arithmetic, how it spends its
 * playouts (item 4's plan), the game review (item 7), and its input checks. The comparison with
 * a long independent simulation (item 6) is counsel-right.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { nextU32, seedRng } from '../../../src/core/rng.js';
import { StrategosError } from '../../../src/core/errors.js';
import { applyAction, cloneState, legalActions, newGame, applyInPlace, botChoose, playOut, result } from '../../../src/thermopylae/index.js';
import {
  ALPHA, CLOSE_ENOUGH, Counsel, CounselError, FIRST_LOOK, MIXTURE, TURNING_POINT, Z95, anytimeZ, afterChoiceSeed, counselNow, decisionsOf, determinize, pairedDifference, pairsFor, playout, playoutSeed, playoutsFor,
  reviewPoint, runPaired, simulationBase, unseenCards, wilson, wilsonHalfWidth, meanInterval, type Estimate, type Job,
} from '../../../src/thermopylae/counsel/index.js';
import type { GameState } from '../../../src/thermopylae/types.js';
import { decisionAt } from './counsel-positions.js';


/** `s` with what the player cannot see changed: the draw pile's order and the RNG (future dice and shuffles). */
function otherHidden(s: GameState, seed: number): GameState {
  const t = cloneState(s);
  t.cards.draw = t.cards.draw.slice().reverse();
  t.rng = seedRng(seed);
  return t;
}

describe('counsel knows only what the player knows (002 §3.0, §5.0, §6.0: face-down cards; dice not yet rolled)', () => {
  it('two positions that differ only in the draw pile’s order and the RNG get the same counsel from the same seed', { timeout: 60_000 }, () => {
    const a = decisionAt(8, 13, 4); // turn 13, Tactics Phase: four cards unseen
    expect(a.cards.draw.length).toBeGreaterThan(1);
    const b = otherHidden(a, 424242);
    // the hidden part really differs, and it matters to the engine: the same heuristic game from each goes differently
    expect(b.cards.draw).not.toEqual(a.cards.draw);
    const playOn = (s: GameState) => {
      const c = cloneState(s);
      while (!result(c)) applyInPlace(c, botChoose(c));
      return JSON.stringify(result(c)) + JSON.stringify(c.units);
    };
    const differs = [a, ...[1, 2, 3, 4, 5].map((k) => otherHidden(a, k))].map(playOn);
    expect(new Set(differs).size).toBeGreaterThan(1);
    // the counsel does not see it
    const ca = counselNow(a, { seed: 99, perChoice: 100 });
    const cb = counselNow(b, { seed: 99, perChoice: 100 });
    expect(cb).toEqual(ca);
    expect(simulationBase(b)).toEqual(simulationBase(a));
    // and a different seed gives different playouts (the test above can fail)
    expect(counselNow(a, { seed: 100, perChoice: 100 })).not.toEqual(ca);
  });

  it('the unseen cards are the draw pile’s cards, in card order, and every playout deals them afresh', () => {
    const s = decisionAt(3, 6, 2);
    expect(unseenCards(s)).toEqual(s.cards.draw.slice().sort((x, y) => x - y));
    const base = simulationBase(s);
    expect(base.cards.draw).toEqual(unseenCards(s));
    expect(base.diceMode).toBe('app');
    expect(base.log).toEqual([]);
    expect(s.log.length).toBeGreaterThan(0); // the position itself is untouched
  });

  it('a physical-dice game gets the same counsel as the same position with app dice (its playouts roll simulated dice)', { timeout: 60_000 }, () => {
    const app = decisionAt(11, 12, 3);
    const phys = cloneState(app);
    phys.diceMode = 'physical';
    expect(legalActions(phys)).toEqual(legalActions(app)); // a decision, not a dice entry
    expect(counselNow(phys, { seed: 5, perChoice: 60 })).toEqual(counselNow(app, { seed: 5, perChoice: 60 }));
  });

  it('a physical-dice game waiting for dice has no choice to counsel', () => {
    let s = newGame(2, { dice: 'physical' });
    for (let i = 0; i < 500 && legalActions(s)[0]?.type !== 'enterDice'; i++) s = applyAction(s, botChoose(s));
    expect(legalActions(s)[0]!.type).toBe('enterDice');
    expect(() => new Counsel(s, { seed: 1 })).toThrow(expect.objectContaining({ id: 'counsel.waitsForDice' }));
  });
});

describe('counsel arithmetic', () => {
  it('Wilson 95 % intervals (reference values) and the playouts a half-width needs', () => {
    const w = wilson(5, 10);
    expect(w.lo).toBeCloseTo(0.2366, 4);
    expect(w.hi).toBeCloseTo(0.7634, 4);
    const z = wilson(0, 20);
    expect(z.lo).toBe(0);
    expect(z.hi).toBeCloseTo(0.1611, 4);
    expect(wilson(0, 0)).toEqual({ lo: 0, hi: 1 });
    const n = playoutsFor(0.5, 0.05);
    expect(n).toBeGreaterThan(370);
    expect(n).toBeLessThan(390);
    expect(wilsonHalfWidth(n / 2, n)).toBeLessThanOrEqual(0.05);
    expect(wilsonHalfWidth((n - 2) / 2, n - 2)).toBeGreaterThan(0.05);
    expect(playoutsFor(0.5, 0.03)).toBeGreaterThan(1040);
    const m = meanInterval(4, 40, 4 * 100 + 8, 1.96)!; // values 10±√2: variance 8/3
    expect(m.mean).toBe(10);
    expect(m.hi! - m.mean).toBeCloseTo(1.96 * Math.sqrt(8 / 3 / 4), 6);
    expect(meanInterval(0, 0, 0)).toBeNull();
    expect(meanInterval(1, 7, 49)).toEqual({ mean: 7, lo: null, hi: null });
  });
});

describe('paired differences (issue 32)', () => {
  it('a paired difference\'s 95 % interval holds at every look: Agresti–Min\'s centre and spread, widened by the normal mixture', () => {
    // 100 pairs, 30 won by the first alone, 10 by the second alone: adjusted shares 30.5/102, 10.5/102
    const d = pairedDifference(100, 30, 10);
    expect(d.mean).toBeCloseTo(0.2, 12);
    const pa = 30.5 / 102;
    const pb = 10.5 / 102;
    // Robbins' normal mixture (Waudby-Smith et al. 2021): √((1 + ρ/m)(ln(1 + m/ρ) + 2 ln(1/α))) standard errors
    const z = Math.sqrt((1 + MIXTURE / 102) * (Math.log(1 + 102 / MIXTURE) + 2 * Math.log(1 / ALPHA)));
    expect(anytimeZ(102)).toBeCloseTo(z, 12);
    const half = z * Math.sqrt((pa + pb - (pa - pb) ** 2) / 102);
    expect(d.lo).toBeCloseTo(pa - pb - half, 12);
    expect(d.hi).toBeCloseTo(pa - pb + half, 12);
    expect(d.split).toBeCloseTo(0.4, 12);
    // wider than a 95 % interval read once, everywhere: about 3.0–3.3 standard errors where counsels decide, never below 2.9
    for (const m of [24, 300, 1000, 3000, 10_000, 30_000]) expect(anytimeZ(m)).toBeGreaterThan(2.9);
    for (const m of [1000, 3000, 10_000, 20_000]) expect(anytimeZ(m)).toBeLessThan(3.3);
    // never seen to differ: not a zero-width interval, but about ±z/(n+2)
    const same = pairedDifference(194, 0, 0);
    expect(same.mean).toBe(0);
    expect(same.half).toBeCloseTo(anytimeZ(196) / 196, 12);
    expect(pairedDifference(0, 0, 0)).toMatchObject({ lo: -1, hi: 1, half: 1 });
    // the pairs a half-width needs: the fewest whose interval is that narrow
    for (const [split, mean, h] of [[0.4, 0.2, 0.02], [0.1, 0, 0.01], [0.05, 0.01, 0.03], [0, 0, 0.01]] as const) {
      const n = pairsFor(split, mean, h);
      const width = (k: number) => anytimeZ(k + 2) * Math.sqrt(Math.max(split - mean * mean, 1 / (k + 2)) / (k + 2));
      expect(width(n)).toBeLessThanOrEqual(h);
      expect(width(n - 1)).toBeGreaterThan(h);
    }
  });

  it('the stop on "best identified" is honest: at a true tie, looking after every job, the interval excludes 0 at some look in under 5 % of counsels', () => {
    // simulated pairs of two equal choices (split 10 %), read as the counsel reads them: after every 20 pairs, up to 20,000
    let wrong = 0;
    let wrongOnce = 0;
    const runs = 400;
    const rng = seedRng('a true tie');
    for (let r = 0; r < runs; r++) {
      let a = 0;
      let b = 0;
      let said = false;
      let saidOnce = false;
      for (let n = 1; n <= 20_000; n++) {
        const u = nextU32(rng) / 2 ** 32;
        if (u < 0.05) a++;
        else if (u < 0.1) b++;
        if (n % 20 !== 0) continue;
        const d = pairedDifference(n, a, b);
        if (d.lo > 0 || d.hi < 0) said = true;
        // the same look with a 95 % interval read once (1.96 standard errors): the stop this interval replaced
        const m = n + 2;
        const pa = (a + 0.5) / m;
        const pb = (b + 0.5) / m;
        if (Math.abs(pa - pb) > Z95 * Math.sqrt((pa + pb - (pa - pb) ** 2) / m)) saidOnce = true;
      }
      if (said) wrong++;
      if (saidOnce) wrongOnce++;
    }
    expect(wrong / runs).toBeLessThan(0.05);
    // the interval read once tells two equal choices apart far more often than one time in twenty
    expect(wrongOnce / runs).toBeGreaterThan(0.2);
  });

  it('runPaired: each choice on the same determinization per playout number, the same results as one playout at a time', () => {
    const d = decisionAt(7, 5, 4);
    const base = simulationBase(d);
    const acts = legalActions(d);
    const out = runPaired(base, acts, 4, 10, 6);
    expect(out.win).toHaveLength(6 * acts.length);
    for (let k = 0; k < 6; k++) {
      acts.forEach((a, j) => {
        const one = playout(base, a, 4, 10 + k);
        expect([out.win[k * acts.length + j], out.score[k * acts.length + j], out.spartans[k * acts.length + j]]).toEqual([one.win ? 1 : 0, one.score, one.spartans]);
      });
    }
    expect(runPaired(base, acts, 4, 10, 6)).toEqual(out);
  });

  it('after the choice, every choice plays on with the dice of its playout number kept in step phase by phase (the pairs stay in step)', () => {
    const d = decisionAt(7, 5, 4);
    const base = simulationBase(d);
    for (const a of legalActions(d)) {
      for (const i of [0, 1, 2]) {
        const ps = playoutSeed(4, i);
        const s = determinize(base, seedRng(ps));
        applyInPlace(s, a);
        playOut(s, 'heuristic', { dicePerPhase: afterChoiceSeed(ps) });
        const o = result(s)!;
        const one = playout(base, a, 4, i);
        expect([one.win, one.score]).toEqual([o.outcome === 'win', o.score]);
      }
    }
    // a stream of its own: not the playout's first one, nor another number's
    expect(afterChoiceSeed(playoutSeed(4, 0))).not.toBe(playoutSeed(4, 0));
    expect(afterChoiceSeed(playoutSeed(4, 0))).not.toBe(afterChoiceSeed(playoutSeed(4, 1)));
  });

  it('a difference is measured on the playout numbers both choices ran, against the best choice', { timeout: 60_000 }, () => {
    const s = decisionAt(8, 13, 4);
    const c = new Counsel(s, { seed: 3 });
    const k = c.choices.length;
    const all = c.everyChoice(200);
    c.record(all, c.run(all));
    const est = c.ranked();
    const out = runPaired(c.base, c.choices, 3, 0, 200);
    const wins = (j: number, i: number) => out.win[i * k + j]!;
    const best = est[0]!;
    expect(best.diff).toBeNull();
    for (const e of est.slice(1)) {
      let a = 0;
      let b = 0;
      for (let i = 0; i < 200; i++) {
        if (wins(e.index, i) > wins(best.index, i)) a++;
        if (wins(e.index, i) < wins(best.index, i)) b++;
      }
      expect(e.diff).toEqual(pairedDifference(200, a, b));
    }
  });
});

describe('where the counsel spends its playouts', () => {
  const s = decisionAt(8, 13, 4); // turn 13, six choices: short playouts

  it('a first look at every choice on the same numbers; then jobs always with the best choice, first where the best is in doubt', { timeout: 120_000 }, () => {
    const c = new Counsel(s, { seed: 3 });
    const k = c.choices.length;
    expect(k).toBeGreaterThanOrEqual(5);
    const first = c.next(10_000)!;
    expect(first).toEqual({ choices: [...Array(k).keys()], first: 0, count: FIRST_LOOK });
    c.record(first, c.run(first));
    let j;
    let jobs = 0;
    let contested = 0;
    while ((j = c.next(256)) && jobs < 400) {
      const est = c.ranked();
      const best = est[0]!.index;
      const behind = j.choices.every((x) => j!.first < c.estimates()[best]!.n) && !j.choices.includes(best);
      // a job includes the best choice, or catches a choice up on numbers the best already ran
      expect(j.choices.includes(best) || behind, `job ${JSON.stringify(j)}, best ${best}`).toBe(true);
      const widest = Math.max(...est.slice(1).map((e) => e.diff!.half));
      const doubt = est.slice(1).filter((e) => e.diff!.lo <= 0 && e.diff!.hi >= 0 && e.diff!.half > 0.05);
      // while a difference containing 0 is wider than ±5, nothing else is refined
      if (doubt.length > 0) {
        contested++;
        for (const x of j.choices) if (x !== best) expect(doubt.map((e) => e.index)).toContain(x);
      }
      expect(widest).toBeGreaterThan(0);
      c.record(j, c.run(j));
      jobs++;
    }
    expect(j).toBeNull(); // finished
    expect(contested).toBeGreaterThan(0);
    // finished: every difference within ±2 points, and the best told apart or within ±1 point
    const est = c.ranked();
    for (const e of est.slice(1)) {
      expect(e.diff!.half).toBeLessThanOrEqual(0.02);
      expect(e.diff!.lo > 0 || e.diff!.hi < 0 || e.diff!.half <= CLOSE_ENOUGH, JSON.stringify(e.diff)).toBe(true);
    }
    expect(c.bestKnown()).toBe(true);
    expect(c.precision()).toBeLessThanOrEqual(0.02);
  });

  it('the results do not depend on how the playouts are split into jobs or in which order they come back', { timeout: 60_000 }, () => {
    const a = new Counsel(s, { seed: 8 });
    const b = new Counsel(s, { seed: 8 });
    const k = a.choices.length;
    const whole = a.everyChoice(96);
    a.record(whole, a.run(whole));
    b.everyChoice(96); // the same numbers handed out, recorded in pieces: jobs of 7, one choice at a time, in reverse
    const jobs: Job[] = [];
    for (let c = 0; c < k; c++) for (let f = 0; f < 96; f += 7) jobs.push({ choices: [c], first: f, count: Math.min(7, 96 - f) });
    for (const j of jobs.reverse()) b.record(j, b.run(j));
    expect(b.ranked()).toEqual(a.ranked());
    expect(() => b.record(jobs[0]!, b.run(jobs[0]!))).toThrow(CounselError); // counted twice
    // and nothing of a refused result is counted: choice 0's playouts are new, choice 1's counted before
    const e = new Counsel(s, { seed: 8 });
    e.everyChoice(4);
    const one = { choices: [1], first: 0, count: 4 };
    e.record(one, e.run(one));
    const both = { choices: [0, 1], first: 0, count: 4 };
    expect(() => e.record(both, e.run(both))).toThrow(CounselError);
    expect(e.estimates()[0]!.n).toBe(0);
  });
});

describe('counselNow: a budget, or until the best is identified (the balance runs’ player)', () => {
  it('spends at most the playouts given (the first look shared out when it does not fit), and stops once the best is identified', { timeout: 60_000 }, () => {
    const s = decisionAt(8, 13, 4);
    const k = legalActions(s).length;
    const few = counselNow(s, { seed: 2, playouts: 16 * k });
    expect(few.every((e) => e.n === 16)).toBe(true); // numbers 0–15 of every choice: paired
    const spent = (est: Estimate[]) => est.reduce((n, e) => n + e.n, 0);
    const budget = 1200;
    const capped = counselNow(s, { seed: 2, playouts: budget, jobSize: 64 });
    expect(spent(capped)).toBeLessThanOrEqual(budget);
    // until the best is identified: the same playouts as running the plan by hand until bestKnown (a late, short position)
    const end = decisionAt(3, 14, 2);
    const c = new Counsel(end, { seed: 2 });
    let j;
    let known = -1;
    while ((j = c.next(64))) {
      c.record(j, c.run(j));
      if (c.bestKnown()) {
        known = c.playouts;
        break;
      }
    }
    expect(known).toBeGreaterThan(0);
    expect(spent(counselNow(end, { seed: 2, untilBestKnown: true, jobSize: 64 }))).toBe(known);
  });
});

describe('focus and dropped jobs (the game review; a paused or cancelled worker)', () => {
  const s = decisionAt(8, 13, 4);

  it('with a focus, only those choices get playouts; without it, the others are paired with them from number 0', { timeout: 60_000 }, () => {
    const c = new Counsel(s, { seed: 4 });
    c.focus = [2];
    let j;
    while (c.precision() > 0.05 && (j = c.next(128))) {
      expect(j.choices).toEqual([2]);
      c.record(j, c.run(j));
    }
    const n2 = c.estimates()[2]!.n;
    expect(c.estimates().filter((e) => e.index !== 2).every((e) => e.n === 0)).toBe(true);
    c.focus = null;
    j = c.next(10_000)!;
    expect(j.first).toBe(0);
    expect(j.choices).not.toContain(2);
    c.record(j, c.run(j));
    while (c.precision() > 0.05 && (j = c.next(128))) c.record(j, c.run(j));
    expect(c.ranked().every((e) => e.diff === null || e.diff.half <= 0.05)).toBe(true);
    expect(c.estimates()[2]!.n).toBeGreaterThanOrEqual(n2);
    c.focus = [99];
    expect(() => c.next(10)).toThrow(CounselError);
  });

  it('a dropped job is handed out again before anything new, so no playout number is left out', () => {
    const c = new Counsel(s, { seed: 4 });
    const j = c.next(12)!;
    expect(c.inFlight).toBe(j.count * j.choices.length);
    c.drop(j);
    expect(c.inFlight).toBe(0);
    const again = c.next(1000)!;
    expect(again).toEqual(j);
    expect(() => c.drop({ choices: [0], first: 500, count: 1 })).toThrow(CounselError); // never handed out
    // handed out again in pieces when fewer playouts are asked for than it holds, never more than asked
    c.drop(again);
    const pieces = [];
    let p;
    while (c.inFlight < again.count * again.choices.length && (p = c.next(2))) {
      expect(p.count * p.choices.length).toBeLessThanOrEqual(2);
      pieces.push(p);
    }
    const covered = new Set(pieces.flatMap((x) => x.choices.flatMap((ch) => Array.from({ length: x.count }, (_, i) => `${ch}:${x.first + i}`))));
    expect(covered.size).toBe(again.count * again.choices.length);
  });
});

describe('the game review: decisions, the chance after each, turning points (issue 21 item 7)', () => {
  it('a decision is a step with more than one legal choice; dice entries and dice-mode switches are not', () => {
    let s = newGame(9, { dice: 'physical' });
    const states = [s];
    const steps: { type: string }[] = [];
    for (let i = 0; i < 60 && !result(s); i++) {
      const acts = legalActions(s);
      const a = acts[0]!.type === 'enterDice' ? { ...acts[0]!, faces: Array.from({ length: (acts[0] as { count: number }).count }, () => 3) } : botChoose(s);
      steps.push(a as { type: string });
      s = applyAction(s, a as never);
      states.push(s);
    }
    const ds = decisionsOf(states, steps);
    expect(ds.length).toBeGreaterThan(0);
    for (const d of ds) {
      expect(steps[d.step]!.type).not.toBe('enterDice');
      expect(d.choices).toBe(legalActions(states[d.step]!).length);
      expect(d.choices).toBeGreaterThan(1);
    }
    const forced = steps.filter((st, k) => st.type !== 'enterDice' && legalActions(states[k]!).length === 1).length;
    const dice = steps.filter((st) => st.type === 'enterDice').length;
    expect(dice).toBeGreaterThan(0);
    expect(ds.length + forced + dice).toBe(steps.length);
    expect(() => decisionsOf(states.slice(1), steps)).toThrow(CounselError);
  });

  it('the loss is the paired difference of the choice made from the best; over 10 points is a turning point', () => {
    const diff = (mean: number) => ({ n: 400, mean, lo: mean - 0.03, hi: mean + 0.03, half: 0.03, split: 0.3 });
    const e = (index: number, win: number, d: number | null): Estimate => ({ index, action: { type: 'endTactics' }, key: String(index), n: 400, wins: win * 400, win, lo: win - 0.05, hi: win + 0.05, half: 0.05, score: null, spartans: 3, diff: d === null ? null : diff(d) });
    const d = { step: 0, turn: 3, choices: 3, chosen: 1 };
    // the chances alone read 12 points apart; the paired difference (the same deals and dice) says 11
    const p = reviewPoint(d, [e(0, 0.62, null), e(1, 0.5, -0.11), e(2, 0.4, -0.2)]);
    expect(p.best.index).toBe(0);
    expect(p.loss).toBeCloseTo(0.11, 10);
    expect(p.turningPoint).toBe(true);
    expect(reviewPoint(d, [e(0, 0.62, null), e(1, 0.5, -0.09), e(2, 0.4, -0.2)]).turningPoint).toBe(false);
    expect(reviewPoint({ ...d, chosen: 0 }, [e(0, 0.62, null), e(1, 0.5, -0.11)]).loss).toBe(0);
    // a choice that did better than the best on the same playouts (ranked below it by the Spartans' strength left) lost nothing
    expect(reviewPoint(d, [e(0, 0.5, null), e(1, 0.52, 0.02)]).loss).toBe(0);
    expect(TURNING_POINT).toBe(0.1);
    expect(() => reviewPoint(d, [e(0, 0.62, null), e(1, 0.5, null)])).toThrow(CounselError);
  });
});

describe('best first (Counsel.ranked)', () => {
  /** A counsel whose playouts are given: `wins[c][i]` and `left[c][i]` for playout number i of choice c. */
  function given(wins: number[][], left: number[][]): Counsel {
    const c = new Counsel(decisionAt(8, 13, 4), { seed: 1 });
    const n = wins[0]!.length;
    const all = c.everyChoice(n);
    const k = c.choices.length;
    const out = { win: [] as number[], score: [] as number[], spartans: [] as number[] };
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < k; j++) {
        out.win.push(wins[j]?.[i] ?? 0);
        out.score.push(0);
        out.spartans.push(left[j]?.[i] ?? 20);
      }
    }
    c.record(all, out);
    return c;
  }
  const order = (c: Counsel) => c.ranked().map((x) => x.index);
  const rep = (n: number, f: (i: number) => number) => Array.from({ length: n }, (_, i) => f(i));

  it('at 16 playouts, chances that cannot be told apart (difficult: 3, 2 and 1 win) are ordered by the Spartan strength they leave', () => {
    const c = given(
      [rep(16, (i) => +(i < 3)), rep(16, (i) => +(i < 2)), rep(16, (i) => +(i < 1)), [], [], []],
      [rep(16, () => 9), rep(16, () => 4), rep(16, () => 6), [], [], []],
    );
    expect(order(c).slice(0, 3)).toEqual([1, 2, 0]);
    const est = c.ranked();
    expect(est[0]!.diff).toBeNull();
    expect(est[1]!.diff!.mean).toBeCloseTo(-1 / 16, 12); // choice 2 against choice 1, the best: 1 win against 2 on the same numbers
    expect(est[2]!.diff!.mean).toBeCloseTo(1 / 16, 12); // choice 0 did better on the same playouts, yet cannot be told apart
  });

  it('a choice told below the leader on the same playouts comes after the ones that cannot be, whatever the Spartans keep', () => {
    // 400 paired playouts: choice 1 wins 120; choice 2 118, 112 of them on the same deals (so it cannot be told
    // apart); choice 0 only 40 of choice 1's 120 (told below it, though it leaves the Spartans weakest)
    const c = given(
      [rep(400, (i) => +(i < 40)), rep(400, (i) => +(i < 120)), rep(400, (i) => +(i < 112 || (i >= 200 && i < 206))), rep(400, () => 0), rep(400, () => 0), rep(400, () => 0)],
      [rep(400, () => 0.5), rep(400, () => 8), rep(400, () => 5), [], [], []],
    );
    expect(order(c).slice(0, 3)).toEqual([2, 1, 0]);
  });

  it('with many playouts the order is the chances’ own; equal chances and equal strength go by legalActions order', () => {
    const c = given([rep(2000, (i) => +(i % 5 === 0)), rep(2000, (i) => +(i % 5 < 2)), rep(2000, (i) => +(i % 5 < 3)), [], [], []], [[], [], [], [], [], []]);
    expect(order(c).slice(0, 3)).toEqual([2, 1, 0]);
    const tie = given([rep(16, (i) => +(i < 5)), rep(16, (i) => +(i < 5)), [], [], [], []], [[], [], [], [], [], []]);
    expect(order(tie).slice(0, 2)).toEqual([0, 1]);
  });
});

describe('counsel refuses what it cannot counsel, with its own error', () => {
  it('a finished game, a bad seed, a bad job size, a result that does not fit its job', () => {
    const s = newGame(1, { log: false });
    while (!result(s)) applyInPlace(s, botChoose(s));
    expect(() => new Counsel(s, { seed: 1 })).toThrow(expect.objectContaining({ id: 'counsel.gameOver' }));
    const d = decisionAt(7, 5, 4);
    for (const seed of [-1, 1.5, NaN, 2 ** 32, '1' as unknown as number]) {
      expect(() => new Counsel(d, { seed })).toThrow(CounselError);
    }
    const c = new Counsel(d, { seed: 1 });
    expect(() => c.next(0)).toThrow(CounselError);
    const j = c.next(10)!;
    const size = j.count * j.choices.length;
    expect(() => c.record(j, { win: Array(size + 1).fill(0), score: Array(size + 1).fill(0), spartans: Array(size + 1).fill(0) })).toThrow(CounselError);
    expect(() => c.record(j, { win: Array(size).fill(2), score: Array(size).fill(0), spartans: Array(size).fill(0) })).toThrow(CounselError);
    expect(() => c.record({ ...j, first: 1000 }, c.run(j))).toThrow(CounselError);
    expect(() => c.everyChoice(5)).toThrow(CounselError); // a fixed plan only before any other job
    expect(() => new Counsel(d, { seed: 1 }).everyChoice(0.5)).toThrow(CounselError);
    expect(() => counselNow(d, { seed: 1, perChoice: 0 })).toThrow(CounselError);
    expect(() => counselNow(d, { seed: 1, playouts: 1.5 })).toThrow(CounselError);
    expect(() => counselNow(d, { seed: 1, precision: -1 })).toThrow(CounselError);
    expect(() => new Counsel(d, { seed: 1, everyChoiceTo: 0.005 })).toThrow(CounselError);
  });

  it('seeded hostile positions: always a StrategosError, never a crash', () => {
    const good = decisionAt(7, 5, 4);
    const rng = seedRng(77);
    const junk: unknown[] = [null, undefined, 0, 'game', [], {}, { units: [] }, { units: [], cards: null }];
    for (let i = 0; i < 300; i++) {
      const t = JSON.parse(JSON.stringify(good)) as Record<string, unknown> & GameState;
      const r = rng.s[0] % 6;
      rng.s[0] = (rng.s[0] * 1664525 + 1013904223) >>> 0;
      if (r === 0) t.cards.draw = [9 as never];
      else if (r === 1) t.cards.draw = [...t.cards.draw, ...t.cards.discard];
      else if (r === 2) (t as { cards: unknown }).cards = { draw: 'x' };
      else if (r === 3) (t as { units: unknown }).units = 'none';
      else if (r === 4) t.cards.hand = [1, 1] as never;
      else (t as { stack: unknown }).stack = [{ k: 'nonsense' }];
      junk.push(t);
    }
    for (const x of junk) {
      try {
        new Counsel(x as GameState, { seed: 1 });
      } catch (e) {
        expect(e, String(e)).toBeInstanceOf(StrategosError);
        continue;
      }
    }
  });
});
