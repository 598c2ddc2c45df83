/**
 * Exact battle odds (000 §7): a fight to the end, no retreats, as a Markov chain over the units
 * left on each side.
 *
 * One round depends only on (Persian dice, Greek dice, Persian cap). For each such triple the
 * chances that Persia wins the round, Greece wins it, or it is a tie are found once by
 * enumerating every roll of each side's dice (at most 6^3) through `countedDie`, the one home of
 * the cap rule, combining the two sides' best-die distributions, and cached. The chain then pushes probability mass from the
 * starting (persia, greece) down to the states where one or both sides are gone: each round
 * removes one unit from the loser or one from each on a tie, so states are visited in
 * decreasing order of persia + greece and each is visited once.
 */
import { readingInput } from '../core/errors.js';
import { shown } from '../core/shown.js';
import type { City } from './types.js';
import { CITIES } from './types.js';
import { BATTLE_EVENTS, countedDie, diceCount, diceMods, persianCap, type BattleState } from './battle.js';
import { InputError, RuleError } from './errors.js';
import { checkBattleState } from './battle-check.js';

export interface BattleOddsInput {
  kind: 'land' | 'naval';
  where: City;
  /** Persian units engaged (armies or fleets). */
  persia: number;
  /** Greek units engaged. */
  greece: number;
  /**
   * Dice Greece rolls each round whatever its number of units, set by an event (Leonidas 2,
   * Miltiades or 300 Spartans 3); never fewer than one per unit up to 3 (ruling R-BT-8).
   * Omitted: one die per unit, at most 3 (000 §7.1).
   */
  greekDice?: number;
  /** Highest value a Persian die counts for: default 4, 5 in Ephesos/Abydos; 6 = not capped. */
  persianCap?: number;
}

export interface BattleOdds {
  persiaWins: number;
  greeceWins: number;
  bothEliminated: number;
}

export interface FinalCount {
  persia: number;
  greece: number;
  p: number;
}

export interface BattleOddsDetailed extends BattleOdds {
  /** Every end (one side or both at 0) with its probability, most Persian survivors first. */
  outcomes: FinalCount[];
  /** Expected survivors of each side. */
  expected: { persia: number; greece: number };
  /** Expected number of rounds. */
  expectedRounds: number;
}

/** Chances of one round. */
export interface RoundOdds {
  persia: number;
  greece: number;
  tie: number;
}

const roundCache = new Map<string, RoundOdds>();

/**
 * How many of the 6^n rolls of `n` dice give each counted best value (index 1..6), by
 * enumerating every roll through `countedDie`.
 */
function bestDieCounts(n: number, side: 'persia' | 'greece', cap: number): number[] {
  const counted = [1, 2, 3, 4, 5, 6].map((f) => countedDie(f, side, 'Athenai', { cap }));
  const counts = new Array<number>(7).fill(0);
  const total = 6 ** n;
  for (let i = 0; i < total; i++) {
    let best = 0;
    for (let d = 0, x = i; d < n; d++, x = Math.floor(x / 6)) best = Math.max(best, counted[x % 6]!);
    counts[best]! += 1;
  }
  return counts;
}

/**
 * Chances that Persia wins, Greece wins, or ties one round with `pDice` against `gDice` dice and
 * Persian dice counting at most `cap`: every roll of each side is enumerated (the two sides roll
 * independently, so their best-die distributions are combined value by value).
 */
export function roundOdds(pDice: number, gDice: number, cap: number): RoundOdds {
  if (!(Number.isInteger(pDice) && Number.isInteger(gDice) && pDice >= 1 && pDice <= 3 && gDice >= 1 && gDice <= 3)) {
    throw new InputError('dice', `dice must be 1..3 (got ${shown(pDice)}, ${shown(gDice)})`);
  }
  if (!Number.isInteger(cap) || cap < 1 || cap > 6) throw new InputError('cap', `the Persian cap must be 1..6, got ${shown(cap)}`);
  const key = `${pDice},${gDice},${cap}`;
  const hit = roundCache.get(key);
  if (hit) return hit;
  const pc = bestDieCounts(pDice, 'persia', cap);
  const gc = bestDieCounts(gDice, 'greece', cap);
  // whole numbers of rolls first, one division at the end: exact to the last bit
  let persia = 0;
  let greece = 0;
  let tie = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const w = pc[a]! * gc[b]!;
      if (a > b) persia += w;
      else if (b > a) greece += w;
      else tie += w;
    }
  }
  const total = 6 ** (pDice + gDice);
  persia /= total;
  greece /= total;
  tie /= total;
  const out = { persia, greece, tie };
  roundCache.set(key, out);
  return out;
}

function check(b: BattleOddsInput): { cap: number; gBonus: number | null } {
  return readingInput('battle', () => {
    if (typeof b !== 'object' || b === null || Array.isArray(b)) throw new InputError('battle', 'not an object');
    if (b.kind !== 'land' && b.kind !== 'naval') throw new RuleError('000 §7', `kind must be land or naval, got ${shown(b.kind)}`);
    if (!CITIES.includes(b.where)) throw new RuleError('000 §7', `unknown city ${shown(b.where)}`);
    for (const [k, v] of [['persia', b.persia], ['greece', b.greece]] as const) {
      // At most 99 units a side: more than the whole box (solo Persians included) is no battle.
      if (!Number.isInteger(v) || v < 0 || v > 99) throw new RuleError('000 §7', `${k} must be a whole number from 0 to 99, got ${shown(v)}`);
    }
    if (b.greekDice !== undefined && (!Number.isInteger(b.greekDice) || b.greekDice < 1 || b.greekDice > 3)) {
      throw new RuleError('000 §7.1', `greekDice must be 1..3, got ${shown(b.greekDice)}`);
    }
    const cap = b.persianCap ?? persianCap(b.where).limit;
    if (!Number.isInteger(cap) || cap < 1 || cap > 6) throw new RuleError('000 §7.1', `persianCap must be 1..6, got ${cap}`);
    return { cap, gBonus: b.greekDice ?? null };
  });
}

const detailCache = new Map<string, BattleOddsDetailed>();

/** The distribution of the ends of a fight to the end (no retreats). A fresh copy each call. */
export function battleOddsDetailed(b: BattleOddsInput): BattleOddsDetailed {
  const d = detailed(b);
  return { ...d, outcomes: d.outcomes.map((o) => ({ ...o })), expected: { ...d.expected } };
}

/** The cached distribution (shared: never handed out). */
function detailed(b: BattleOddsInput): BattleOddsDetailed {
  const { cap, gBonus } = check(b);
  const P = b.persia;
  const G = b.greece;
  const key = `${P},${G},${gBonus ?? 0},${cap}`;
  const hit = detailCache.get(key);
  if (hit) return hit;

  // mass[p][g]: probability the battle passes through (p, g).
  const mass: number[][] = Array.from({ length: P + 1 }, () => new Array<number>(G + 1).fill(0));
  mass[P]![G] = 1;
  let expectedRounds = 0;
  for (let sum = P + G; sum >= 2; sum--) {
    for (let p = Math.min(P, sum - 1); p >= 1; p--) {
      const g = sum - p;
      if (g < 1 || g > G) continue;
      const m = mass[p]![g]!;
      if (m === 0) continue;
      expectedRounds += m;
      const r = roundOdds(diceCount(p), diceCount(g, gBonus), cap);
      mass[p]![g - 1]! += m * r.persia;
      mass[p - 1]![g]! += m * r.greece;
      mass[p - 1]![g - 1]! += m * r.tie;
    }
  }
  const outcomes: FinalCount[] = [];
  let persiaWins = 0;
  let greeceWins = 0;
  let bothEliminated = 0;
  let ep = 0;
  let eg = 0;
  for (let p = P; p >= 0; p--) {
    for (let g = G; g >= 0; g--) {
      if (p > 0 && g > 0) continue;
      const m = mass[p]![g]!;
      if (m === 0) continue;
      outcomes.push({ persia: p, greece: g, p: m });
      if (p > 0) persiaWins += m;
      else if (g > 0) greeceWins += m;
      else bothEliminated += m;
      ep += m * p;
      eg += m * g;
    }
  }
  const out: BattleOddsDetailed = {
    persiaWins,
    greeceWins,
    bothEliminated,
    outcomes,
    expected: { persia: ep, greece: eg },
    expectedRounds,
  };
  detailCache.set(key, out);
  return out;
}

/** Chances of each end of a fight to the end, no retreats (contract in DESIGN.md). */
export function battleOdds(b: BattleOddsInput): BattleOdds {
  const d = detailed(b);
  return { persiaWins: d.persiaWins, greeceWins: d.greeceWins, bothEliminated: d.bothEliminated };
}

/** Empty the caches (for the bench's cold timings). */
export function clearOddsCache(): void {
  roundCache.clear();
  detailCache.clear();
}

/** The odds input for the current stage of a battle: units now, events in force. */
export function battleStateInput(state: BattleState): BattleOddsInput {
  checkBattleState(state);
  const mods = diceMods(state);
  return {
    kind: state.stage,
    where: state.setup.where,
    persia: state.units.persia,
    greece: state.units.greece,
    ...(state.stage === 'land' && state.greekDice ? { greekDice: state.greekDice } : {}),
    persianCap: persianCap(state.setup.where, mods).limit,
  };
}

/** Odds of the current stage, fought to the end from where it stands now. */
export function battleStateOdds(state: BattleState): BattleOdds {
  return battleOdds(battleStateInput(state));
}

export interface OddsStep {
  /** Index in `state.log` of the entry after which these odds hold; -1 = before the first round. */
  entry: number;
  stage: 'naval' | 'land';
  persia: number;
  greece: number;
  odds: BattleOdds;
}

/**
 * The odds before the first round and after every round, event and landing — what a UI needs to
 * show "Persia 61 % → 48 %". Each step is "from here, fought to the end with no retreat", with
 * the events in force at that point (a Greek dice event counts from when it was played).
 */
export function oddsTrail(state: BattleState): OddsStep[] {
  checkBattleState(state);
  const { where, event } = state.setup;
  let greekDice: number | null = event ? (BATTLE_EVENTS[event].greekDice ?? null) : null;
  let uncapped = event === 'cavalryOfMardonius';
  const input = (stage: 'naval' | 'land', u: Record<'persia' | 'greece', number>): BattleOddsInput => ({
    kind: stage,
    where,
    persia: u.persia,
    greece: u.greece,
    ...(stage === 'land' && greekDice ? { greekDice } : {}),
    persianCap: persianCap(where, { uncapped: stage === 'land' && uncapped }).limit,
  });
  const step = (entry: number, stage: 'naval' | 'land', u: Record<'persia' | 'greece', number>): OddsStep => ({
    entry,
    stage,
    persia: u.persia,
    greece: u.greece,
    odds: battleOdds(input(stage, u)),
  });
  const steps: OddsStep[] = [step(-1, state.setup.kind, state.initial)];
  state.log.forEach((e, i) => {
    if (e.type === 'landing') {
      if (e.battle) steps.push(step(i, 'land', e.landed));
    } else if (e.type === 'event') {
      const d = BATTLE_EVENTS[e.event];
      if (d.greekDice) greekDice = Math.max(greekDice ?? 0, d.greekDice);
      if (e.event === 'pausanias') uncapped = false;
      steps.push(step(i, e.stage, e.after));
    } else if (e.type === 'round') {
      steps.push(step(i, e.stage, e.after));
    }
  });
  return steps;
}
