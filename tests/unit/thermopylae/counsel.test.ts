/**
 * Thermopylae counsel (issue 21): honest simulation (item 2), its arithmetic, how it spends its
 * playouts (item 4's plan), the game review (item 7), and its input checks. The comparison with
 * a long independent simulation (item 6) is counsel-right.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../src/core/rng.js';
import { StrategosError } from '../../../src/core/errors.js';
import { applyAction, cloneState, legalActions, newGame, applyInPlace, botChoose, result } from '../../../src/thermopylae/index.js';
import {
  Counsel, CounselError, FIRST_LOOK, TURNING_POINT, counselNow, decisionsOf, playoutsFor, reviewPoint, simulationBase, unseenCards, wilson,
  wilsonHalfWidth, meanInterval, runPlayouts, rank, type Estimate,
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

describe('where the counsel spends its playouts', () => {
  const s = decisionAt(8, 13, 4); // turn 13, six choices: short playouts

  it('a first look at every choice, then every choice to ±5 points, then to ±3; past that only the contenders', { timeout: 120_000 }, () => {
    const c = new Counsel(s, { seed: 3 });
    const k = c.choices.length;
    expect(k).toBeGreaterThanOrEqual(5);
    const jobs = [];
    for (let i = 0; i < k; i++) jobs.push(c.next(1000)!);
    expect(jobs.map((j) => j.choice).sort()).toEqual([...Array(k).keys()]);
    expect(jobs.every((j) => j.count === FIRST_LOOK && j.first === 0)).toBe(true);
    for (const j of jobs) c.record(j, c.run(j));
    let j;
    while (c.precision() > 0.05 && (j = c.next(200))) c.record(j, c.run(j));
    expect(c.estimates().every((e) => e.half <= 0.05)).toBe(true);
    while (c.precision() > 0.03 && (j = c.next(200))) c.record(j, c.run(j));
    expect(c.estimates().every((e) => e.half <= 0.03)).toBe(true);
    // past ±3 points, every job goes to a choice whose interval overlaps the best one's
    let refined = 0;
    for (let i = 0; i < 8 && (j = c.next(256)); i++) {
      const best = c.ranked()[0]!;
      const e = c.estimates()[j.choice]!;
      expect(e.hi, `choice ${j.choice} ${e.lo}–${e.hi} against the best ${best.lo}–${best.hi}`).toBeGreaterThanOrEqual(best.lo);
      refined++;
      c.record(j, c.run(j));
    }
    expect(refined).toBeGreaterThan(0);
  });

  it('the sums do not depend on how the playouts are split into jobs or in which order they come back', { timeout: 60_000 }, () => {
    const a = new Counsel(s, { seed: 8 });
    const b = new Counsel(s, { seed: 8 });
    // a: every choice 96 playouts in one job; b: in jobs of 7, recorded in reverse
    const jobs = [];
    for (let c = 0; c < a.choices.length; c++) {
      const j = { choice: c, first: 0, count: 96 };
      a.record(j, a.run(j));
      for (let f = 0; f < 96; f += 7) jobs.push({ choice: c, first: f, count: Math.min(7, 96 - f) });
    }
    for (const j of jobs.reverse()) b.record(j, b.run(j));
    expect(b.estimates()).toEqual(a.estimates());
  });

  it('a finished counsel has every contender within ±1 point', { timeout: 60_000 }, () => {
    const late = decisionAt(3, 14, 2);
    const c = new Counsel(late, { seed: 1 });
    let j;
    while ((j = c.next(512))) c.record(j, c.run(j));
    const best = c.ranked()[0]!;
    for (const e of c.estimates()) {
      if (e.hi >= best.lo) expect(e.half).toBeLessThanOrEqual(0.01);
      else expect(e.half).toBeLessThanOrEqual(0.03);
    }
  });
});

describe('focus and dropped jobs (the game review; a paused or cancelled worker)', () => {
  const s = decisionAt(8, 13, 4);

  it('with a focus, only those choices get playouts; without it, the others catch up from there', { timeout: 60_000 }, () => {
    const c = new Counsel(s, { seed: 4 });
    c.focus = [2];
    let j;
    while (c.precision() > 0.05 && (j = c.next(128))) {
      expect(j.choice).toBe(2);
      c.record(j, c.run(j));
    }
    const n2 = c.estimates()[2]!.n;
    expect(c.estimates().filter((e) => e.index !== 2).every((e) => e.n === 0)).toBe(true);
    c.focus = null;
    while (c.precision() > 0.05 && (j = c.next(128))) c.record(j, c.run(j));
    expect(c.estimates().every((e) => e.half <= 0.05)).toBe(true);
    expect(c.estimates()[2]!.n).toBeGreaterThanOrEqual(n2);
    c.focus = [99];
    expect(() => c.next(10)).toThrow(CounselError);
  });

  it('a dropped job is planned again, under new playout numbers', () => {
    const c = new Counsel(s, { seed: 4 });
    const j = c.next(10)!;
    expect(c.inFlight).toBe(10);
    c.drop(j);
    expect(c.inFlight).toBe(0);
    const again = c.next(10)!;
    expect(again.choice).toBe(j.choice);
    expect(again.first).toBe(j.first + j.count);
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

  it('the loss is the best choice’s chance minus the chance of the choice made; over 10 points is a turning point', () => {
    const e = (index: number, win: number): Estimate => ({ index, action: { type: 'endTactics' }, key: String(index), n: 400, wins: win * 400, win, lo: win - 0.05, hi: win + 0.05, half: 0.05, score: null, spartans: 3 });
    const d = { step: 0, turn: 3, choices: 3, chosen: 1 };
    const p = reviewPoint(d, [e(0, 0.62), e(1, 0.5), e(2, 0.4)]);
    expect(p.best.index).toBe(0);
    expect(p.loss).toBeCloseTo(0.12, 10);
    expect(p.turningPoint).toBe(true);
    expect(reviewPoint(d, [e(0, 0.59), e(1, 0.5), e(2, 0.4)]).turningPoint).toBe(false);
    expect(reviewPoint({ ...d, chosen: 0 }, [e(0, 0.62), e(1, 0.5), e(2, 0.4)]).loss).toBe(0);
    expect(TURNING_POINT).toBe(0.1);
    // the loss is against the highest chance, even where rank puts another first (chances it
    // cannot tell apart, ordered by the Spartans' strength left)
    const few = (index: number, wins: number, spartans: number): Estimate => ({ ...e(index, wins / 16), n: 16, wins, ...wilson(wins, 16), half: wilsonHalfWidth(wins, 16), spartans });
    const est = [few(0, 5, 9), few(1, 3, 2), few(2, 1, 8)];
    expect(rank(est)[0]!.index).toBe(1);
    const q = reviewPoint({ ...d, chosen: 2 }, est);
    expect(q.best.index).toBe(0);
    expect(q.loss).toBeCloseTo(4 / 16, 10);
  });
});

describe('best first (rank)', () => {
  /** An estimate from `wins` of `n` playouts, with the Spartans' average strength left. */
  const e = (index: number, wins: number, n: number, spartans: number): Estimate => {
    const { lo, hi } = wilson(wins, n);
    return { index, action: { type: 'endTactics' }, key: String(index), n, wins, win: wins / n, lo, hi, half: wilsonHalfWidth(wins, n), score: null, spartans };
  };
  const order = (est: Estimate[]) => rank(est).map((x) => x.index);

  it('at 16 playouts, chances that cannot be told apart (difficult: 3, 2 and 1 win) are ordered by the Spartan strength they leave', () => {
    expect(order([e(0, 3, 16, 9), e(1, 2, 16, 4), e(2, 1, 16, 6)])).toEqual([1, 2, 0]);
  });

  it('a chance told apart from the leader’s comes after the ones that cannot be, whatever the Spartans keep', () => {
    // 40 of 400 against 120 of 400: intervals far apart
    expect(order([e(0, 40, 400, 0.5), e(1, 120, 400, 8), e(2, 112, 400, 5)])).toEqual([2, 1, 0]);
  });

  it('with many playouts the order is the chances’ own; equal chances and equal strength go by legalActions order', () => {
    expect(order([e(0, 400, 2000, 3), e(1, 800, 2000, 5), e(2, 1200, 2000, 7)])).toEqual([2, 1, 0]);
    expect(order([e(1, 5, 16, 4), e(0, 5, 16, 4)])).toEqual([0, 1]);
    // before any playout (no strength measured yet), a choice comes after the measured ones
    expect(order([{ ...e(0, 0, 1, 0), n: 0, wins: 0, win: 0.5, lo: 0, hi: 1, spartans: NaN }, e(1, 1, 16, 6)])).toEqual([1, 0]);
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
    expect(() => c.record(j, { n: 11, wins: 0, scoreSum: 0, scoreSq: 0, spartanSum: 0 })).toThrow(CounselError);
    expect(() => counselNow(d, { seed: 1, perChoice: 0 })).toThrow(CounselError);
    expect(() => counselNow(d, { seed: 1, precision: 0.01 })).toThrow(CounselError);
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

  it('runPlayouts gives the same result for the same playout numbers', () => {
    const d = decisionAt(7, 5, 4);
    const base = simulationBase(d);
    const a = legalActions(d)[0]!;
    expect(runPlayouts(base, a, 4, 10, 20)).toEqual(runPlayouts(base, a, 4, 10, 20));
  });
});
