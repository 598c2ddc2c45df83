/**
 * explain.ts: why a standard tactic is not offered (002 §7.1) and the score's parts (002 §12.1.1).
 * The explanation must agree with legalActions exactly, so it is checked at every step of seeded
 * random games (EXPLAIN_GAMES=2000 for a bigger run), and every reason code is shown reachable by
 * a position set up from the rules.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng } from '../../../src/core/rng.js';
import { rollD6 } from '../../../src/core/dice.js';
import { applyInPlace, legalActions, newGame, result, score } from '../../../src/thermopylae/index.js';
import { scoreBreakdown, tacticBlock, tacticStatus, type TacticCode } from '../../../src/thermopylae/index.js';
import { EPHIALTES_COST, EPHIALTES_MIN_COST, STANDARD_TACTICS } from '../../../src/thermopylae/data.js';
import type { Action, GameState, StandardTactic } from '../../../src/thermopylae/types.js';
import { act, dice, hexAt, scenario } from './helpers.js';

const GAMES = Number(process.env.EXPLAIN_GAMES ?? 200);
const TACTICS = Object.keys(STANDARD_TACTICS) as StandardTactic[];
const VARIANTS = ['normal', 'easy', 'difficult'] as const;
const ALL_CODES: TacticCode[] = ['gameOver', 'wrongPhase', 'finishStep', 'noRoll', 'immortalRoll', 'fromTurn', 'trailOpen', 'limit', 'tp', 'noDeadInfantry', 'noPlace'];

/** What legalActions offers of tactic `t` (Intense Fighting rides on an attack, R-TH-19). */
function offeredByEngine(acts: readonly Action[], t: StandardTactic): boolean {
  if (t === 'intense') return acts.some((a) => (a.type === 'attack' || a.type === 'archerTargets') && a.intense);
  return acts.some((a) => a.type === 'buy' && a.tactic === t);
}

/** Checks tacticStatus and scoreBreakdown at one position (plain checks: this runs ~10⁵ times). */
function checkPosition(s: GameState, seen: Set<TacticCode>): void {
  const acts = legalActions(s);
  const st = tacticStatus(s);
  const fail = (t: string, m: string) => {
    throw new Error(`seed ${s.seed} turn ${s.turn} ${s.phase} ${String(s.stack.at(-1)?.k)}: ${t}: ${m}`);
  };
  for (const t of TACTICS) {
    const x = st[t];
    const offered = offeredByEngine(acts, t);
    if (x.offered !== offered) fail(t, `offered ${x.offered}, legalActions ${offered}`);
    // the reason comes from the engine's checks, computed without legalActions' answer for this tactic
    const block = tacticBlock(s, t);
    if ((block === null) !== offered) fail(t, `offered ${offered} but reason ${JSON.stringify(block)}`);
    if (JSON.stringify(x.why) !== JSON.stringify(offered ? null : block)) fail(t, `why ${JSON.stringify(x.why)}`);
    // Ephialtes: this turn's cost (data.ts EPHIALTES_COST, min 1); before turn 8, turn 8's
    const cost = t === 'ephialtes' ? (EPHIALTES_COST[Math.max(8, s.turn)] ?? EPHIALTES_MIN_COST) : STANDARD_TACTICS[t].cost;
    if (x.cost !== cost) fail(t, `cost ${x.cost}, data ${cost}`);
    if (block) {
      seen.add(block.code);
      if (!/^(R-THX-\d+ \()?002 §\d/.test(block.rule)) fail(t, `rule ${block.rule}`);
    }
  }
  if (scoreBreakdown(s).total !== score(s)) fail('score', `${scoreBreakdown(s).total} vs ${score(s)}`);
}

describe('tacticStatus agrees with legalActions (002 §7.1)', () => {
  it(`at every step of ${GAMES} seeded random games (a quarter with physical dice)`, { timeout: 120_000 }, () => {
    const pick = seedRng('explain random play');
    const seen = new Set<TacticCode>();
    let steps = 0;
    for (let g = 0; g < GAMES; g++) {
      const physical = g % 4 === 3;
      const s = newGame(g, { variant: VARIANTS[g % 3], log: false, dice: physical ? 'physical' : 'app' });
      while (!result(s)) {
        checkPosition(s, seen);
        const acts = legalActions(s);
        let a = acts[nextInt(pick, acts.length)]!;
        if (a.type === 'enterDice') a = { ...a, faces: rollD6(pick, a.count) };
        applyInPlace(s, a);
        steps++;
      }
      checkPosition(s, seen);
      // 002 §12.1.1: a win's score is the breakdown's total at the end
      const o = result(s)!;
      if (o.outcome === 'win') expect(scoreBreakdown(s).total).toBe(o.score);
    }
    expect(steps).toBeGreaterThan(GAMES * 20);
    // random play meets most reasons; the ones it may miss are set up by hand below
    for (const c of ['gameOver', 'wrongPhase', 'finishStep', 'noRoll', 'fromTurn', 'limit', 'tp', 'trailOpen'] as TacticCode[]) {
      expect(seen.has(c), c).toBe(true);
    }
  });
});

describe('each reason is reachable, with its data and rule', () => {
  const why = (s: GameState, t: StandardTactic) => tacticStatus(s)[t].why;

  it('wrongPhase: only in the Tactics or Command Phase (002 §7.1); gameOver after the end (002 §12.0)', () => {
    const s = newGame(5); // waiting for the card assignment (002 §5.0)
    expect(why(s, 'archers')).toEqual({ code: 'wrongPhase', rule: '002 §7.1' });
    const w = scenario({ at: 'spartan', place: { I3: { hex: hexAt(3, 2) } } });
    expect(why(w, 'infantry')).toMatchObject({ code: 'wrongPhase' });
    const over = scenario({ dead: ['I1', 'I2', 'I3', 'I4', 'I5'], place: { I6: { hex: hexAt(3, 2), strength: 1 } }, at: 'spartan' });
    const end = dice(over, [3, 3, 3, 3]); // the last infantry falls: defeat (002 §12.2)
    expect(result(end)?.outcome).toBe('loss');
    expect(why(end, 'archers')).toEqual({ code: 'gameOver', rule: '002 §12.0' });
  });

  it('finishStep (R-THX-1): not while an activation is under way; noRoll / immortalRoll for Intense Fighting (002 §7.1)', () => {
    let s = scenario({ command: 5, tp: 3, turn: 5, place: { I3: { hex: hexAt(3, 2) }, M1: { hex: hexAt(4, 6) } } });
    expect(tacticStatus(s).archers.offered).toBe(true);
    expect(why(s, 'intense')).toEqual({ code: 'noRoll', rule: '002 §7.1' });
    s = act(s, { type: 'command', slot: 0, unit: 'I3' }); // card #5: the Center infantry attacks
    expect(why(s, 'archers')).toEqual({ code: 'finishStep', rule: 'R-THX-1 (002 §7.1)' });
    expect(tacticStatus(s).intense).toEqual({ offered: true, cost: 1, why: null });
    // an Immortal's battle roll takes no Intense Fighting
    let m = scenario({ at: 'tactics', tp: 4, turn: 5, place: { M1: { hex: hexAt(3, 2) } } });
    m = act(m, { type: 'buy', tactic: 'immortals', unit: 'M1' });
    expect(legalActions(m).some((a) => a.type === 'attack')).toBe(true);
    expect(why(m, 'intense')).toEqual({ code: 'immortalRoll', rule: '002 §7.1' });
  });

  it('fromTurn, limit, tp: the tactic’s own limits, with their numbers (002 §7.1, §2.3.1)', () => {
    const s = scenario({ at: 'tactics', tp: 1, turn: 2 });
    expect(why(s, 'immortals')).toEqual({ code: 'fromTurn', turn: 5, rule: '002 §7.1' });
    expect(why(s, 'ephialtes')).toEqual({ code: 'fromTurn', turn: 8, rule: '002 §7.1' });
    expect(tacticStatus(s).ephialtes.cost).toBe(5); // what it will cost on turn 8 (data.ts EPHIALTES_COST)
    expect(why(s, 'infantry')).toEqual({ code: 'tp', cost: 2, have: 1, rule: '002 §2.3.1' });
    let t = scenario({ at: 'tactics', tp: 5, turn: 6, place: { M1: { hex: hexAt(4, 6) } } });
    t = act(t, { type: 'buy', tactic: 'archers' });
    expect(why(t, 'archers')).toEqual({ code: 'finishStep', rule: 'R-THX-1 (002 §7.1)' });
    t = act(t, legalActions(t).find((a) => a.type === 'archerTargets' && !a.intense)!);
    while (legalActions(t)[0]?.type === 'enterDice') t = dice(t, Array.from({ length: (legalActions(t)[0] as { count: number }).count }, () => 6 as const));
    expect(why(t, 'archers')).toEqual({ code: 'limit', perTurn: 1, rule: '002 §7.1' });
  });

  it('trailOpen: Ephialtes once for the whole game (002 §7.1, §9.1.1)', () => {
    const s = scenario({ at: 'tactics', tp: 5, turn: 10, ephialtes: true });
    expect(why(s, 'ephialtes')).toEqual({ code: 'trailOpen', rule: '002 §7.1, §9.1.1' });
    const before = scenario({ at: 'tactics', tp: 5, turn: 10 });
    expect(tacticStatus(before).ephialtes).toEqual({ offered: true, cost: 3, why: null }); // data.ts EPHIALTES_COST[10]
  });

  it('noDeadInfantry and noPlace: Reinforcements need a dead infantry and an empty setup hex; Immortals need room (002 §7.1)', () => {
    const s = scenario({ at: 'tactics', tp: 5, turn: 5 });
    expect(why(s, 'reinforcements')).toEqual({ code: 'noDeadInfantry', rule: '002 §7.1' });
    // every setup hex held: I1–I5 on P1–P5 (newGame), M1 on P6, I6 dead
    const full = scenario({ at: 'tactics', tp: 5, turn: 5, dead: ['I6'], place: { M1: { hex: 'P6' } } });
    expect(why(full, 'reinforcements')).toEqual({ code: 'noPlace', rule: '002 §7.1' });
    expect(tacticStatus(full).immortals.offered).toBe(true); // M1 on the map can be activated
    const none = scenario({ at: 'tactics', tp: 5, turn: 5 }); // all six infantry on P1–P6, Immortals in reserve
    expect(why(none, 'immortals')).toEqual({ code: 'noPlace', rule: '002 §7.1' });
  });

  it('every code of TacticBlock is produced by some position above or in random play', () => {
    const seen = new Set<TacticCode>();
    const positions = [
      newGame(5),
      scenario({ command: 5, tp: 3, turn: 5, place: { I3: { hex: hexAt(3, 2) } } }),
      act(scenario({ command: 5, tp: 3, turn: 5, place: { I3: { hex: hexAt(3, 2) } } }), { type: 'command', slot: 0, unit: 'I3' }),
      act(scenario({ at: 'tactics', tp: 4, turn: 5, place: { M1: { hex: hexAt(3, 2) } } }), { type: 'buy', tactic: 'immortals', unit: 'M1' }),
      scenario({ at: 'tactics', tp: 1, turn: 2 }),
      scenario({ at: 'tactics', tp: 5, turn: 10, ephialtes: true }),
      scenario({ at: 'tactics', tp: 5, turn: 5, dead: ['I6'], place: { M1: { hex: 'P6' } } }),
      scenario({ at: 'tactics', tp: 5, turn: 5 }),
      dice(scenario({ dead: ['I1', 'I2', 'I3', 'I4', 'I5'], place: { I6: { hex: hexAt(3, 2), strength: 1 } }, at: 'spartan' }), [3, 3, 3, 3]),
    ];
    let t = scenario({ at: 'tactics', tp: 5, turn: 6 });
    t = act(t, { type: 'buy', tactic: 'archers' });
    t = act(t, legalActions(t).find((a) => a.type === 'archerTargets' && !a.intense)!);
    while (legalActions(t)[0]?.type === 'enterDice') t = dice(t, Array.from({ length: (legalActions(t)[0] as { count: number }).count }, () => 6 as const));
    positions.push(t);
    for (const p of positions) checkPosition(p, seen);
    expect([...seen].sort()).toEqual([...ALL_CODES].sort());
  });
});

describe('scoreBreakdown (002 §12.1.1)', () => {
  it('the rulebook example: turn 14, infantry 7, two Immortals 4 → 7 + 8 − 4 = 11', () => {
    const s = scenario({
      place: { I1: { hex: 'P1', strength: 3 }, I2: { hex: 'P2', strength: 2 }, I3: { hex: 'P3', strength: 2 }, M1: { hex: 'P4', strength: 2 }, M2: { hex: 'P5', strength: 2 } },
      dead: ['I4', 'I5', 'I6'],
      turn: 14,
    });
    expect(scoreBreakdown(s)).toEqual({
      infantryStrength: 7, infantryPoints: 7, immortalStrength: 4, immortalPoints: 8, turn: 14, turnPoints: -4, total: 11,
    });
    expect(score(s)).toBe(11);
  });

  it('reserve and dead Immortals do not count (002 §12.1.1 [†]); the turn term is positive before turn 12', () => {
    const s = scenario({ turn: 7, dead: ['M2'] }); // M1, M3 in reserve
    const b = scoreBreakdown(s);
    expect(b).toMatchObject({ infantryStrength: 24, immortalStrength: 0, immortalPoints: 0, turnPoints: 10, total: 34 });
  });
});
