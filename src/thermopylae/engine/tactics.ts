/**
 * Persian Tactics (002 §7.1 standard tactics, bought in the Tactics or Command Phase: once a turn,
 * Immortals twice; Immortals from Day 2, Ephialtes from turn 8 at a falling cost; never more TP
 * than you have, §2.3.1) and the Tactics Phase (002 §8: discard the Tactics card for TP — card #1
 * for 2 — or pay for its special tactic, which lasts the turn; none on Day 4, §8.0; Field
 * Surgeons heals, §8.2). Standard tactics are bought between steps (R-THX-1); Intense Fighting is
 * bought with the attack it boosts (R-TH-19, activation.ts and attack.ts).
 */
import {
  CARDS, EPHIALTES_COST, EPHIALTES_MIN_COST, IMMORTAL_COUNT, LAST_TURN, MAX_TP, REINFORCEMENT_STRENGTH, STANDARD_TACTICS,
  type StandardTacticData,
} from '../data.js';
import { SETUP_HEXES } from '../hex.js';
import { IllegalActionError } from '../errors.js';
import type { Action, BuyAction, GameState, Hex, StandardTactic, TurnFlags } from '../types.js';
import {
  BUY_ARCHERS, BUY_EPHIALTES, BUY_IMMORTAL, BUY_IMMORTAL_AT, BUY_INFANTRY, BUY_REINFORCEMENTS_AT, DISCARD, END_TACTICS, PLAY_SPECIAL,
  REINFORCE_CHOICES,
} from './actions.js';
import { record } from './log.js';
import { activation, pop, type HealTask, type ReinforceTask, type TacticsTask } from './tasks.js';
import { dayOf } from './turn.js';
import { FIRST_IMMORTAL, getUnit, place, setupTaken, strengthen } from './units.js';

/** TP gained, capped at 5 (002 §2.3.1: excess points are lost). Returns what was gained. */
export function gainTP(s: GameState, n: number): number {
  const before = s.tp;
  s.tp = Math.min(MAX_TP, s.tp + n);
  return s.tp - before;
}
/** TP spent (002 §2.3.1 "You may never spend more points than you have"). */
export function spendTP(s: GameState, n: number): void {
  if (n > s.tp) throw new IllegalActionError(`cannot spend ${n} TP with ${s.tp} (002 §2.3.1)`, { id: 'thermo.tp.short', params: { cost: n, tp: s.tp }, rule: '002 §2.3.1' });
  s.tp -= n;
}

/** Ephialtes' cost by turn 0–16 (data.ts EPHIALTES_COST, then the minimum). */
const EPHIALTES_BY_TURN: readonly number[] = Array.from({ length: LAST_TURN + 1 }, (_, turn) => EPHIALTES_COST[turn] ?? EPHIALTES_MIN_COST);
/** Ephialtes' cost on `turn` (002 §7.1 "The cost goes down each turn, but the minimum cost is always 1"). */
export function ephialtesCost(turn: number): number {
  return EPHIALTES_BY_TURN[turn] ?? EPHIALTES_MIN_COST;
}
/** TP a standard tactic costs on `turn`. */
export function tacticCostOn(k: StandardTactic, turn: number): number {
  switch (k) {
    case 'intense': return INTENSE.cost;
    case 'archers': return ARCHERS.cost;
    case 'infantry': return INFANTRY.cost;
    case 'immortals': return IMMORTALS.cost;
    case 'reinforcements': return REINFORCEMENTS.cost;
    case 'ephialtes': return ephialtesCost(turn);
  }
}
/** TP a standard tactic costs this turn. */
export function tacticCost(s: GameState, k: StandardTactic): number {
  return tacticCostOn(k, s.turn);
}
/**
 * What stops buying a standard tactic by its own limits, the first in this order: not yet (002
 * §7.1 "not available until Day 2" / "until Turn 8"), bought up to the per-turn limit (002 §7.1),
 * or too few TP (002 §2.3.1); null when none does. explain.ts reports it.
 */
export function buyLimit(s: GameState, k: StandardTactic, cost: number): 'fromTurn' | 'limit' | 'tp' | null {
  return limitOf(s, STANDARD_TACTICS[k], s.flags.bought[k], cost);
}
/** buyLimit for a tactic's data `d`, bought `bought` times this turn. */
function limitOf(s: GameState, d: StandardTacticData, bought: number, cost: number): 'fromTurn' | 'limit' | 'tp' | null {
  if (s.turn < d.fromTurn) return 'fromTurn';
  if (bought >= d.perTurn) return 'limit';
  if (s.tp < cost) return 'tp';
  return null;
}
const { intense: INTENSE, archers: ARCHERS, infantry: INFANTRY, immortals: IMMORTALS, reinforcements: REINFORCEMENTS, ephialtes: EPHIALTES } = STANDARD_TACTICS;
/** Intense Fighting can be declared with the attack now (002 §7.1, R-TH-19). */
export function intenseAvailable(s: GameState): boolean {
  return limitOf(s, INTENSE, s.flags.bought.intense, INTENSE.cost) === null;
}

/** The empty setup hexes P1–P6 (002 §7.1 "an empty Persian Infantry setup hex"), in order. */
export function emptySetupHexes(s: GameState): Hex[] {
  const taken = setupTaken(s);
  return SETUP_HEXES.filter((_, j) => (taken & (1 << j)) === 0);
}
/**
 * "An Immortal Unit of your choice" (002 §7.1, R-TH-9): each Immortal on the map, then the next
 * reserve Immortal on each empty setup hex. `onMap` and `at` give the action for each (by unit
 * index, and by unit index and setup hex index), so the listing is written once for the
 * Immortals tactic, card #3's Immortal and explain.ts.
 */
export function immortalChoices<T>(s: GameState, onMap: readonly T[], at: readonly (readonly T[])[], out: T[] = []): T[] {
  let reserve = -1;
  for (let i = FIRST_IMMORTAL; i < FIRST_IMMORTAL + IMMORTAL_COUNT; i++) {
    const u = s.units[i];
    if (u.status === 'map') out.push(onMap[i]);
    else if (u.status === 'reserve' && reserve < 0) reserve = i;
  }
  if (reserve >= 0) {
    const taken = setupTaken(s);
    for (let j = 0; j < SETUP_HEXES.length; j++) if ((taken & (1 << j)) === 0) out.push(at[reserve][j]);
  }
  return out;
}

/** The standard tactics that may be bought now (002 §7.1), appended to `out`; `only`: one tactic's. */
export function buyActions(s: GameState, out: Action[], only: StandardTactic | null = null): Action[] {
  if (s.tp < MIN_BUY_COST) return out; // each tactic's own TP check below would refuse it (speed only: read once)
  const b = s.flags.bought;
  if ((only === null || only === 'archers') && limitOf(s, ARCHERS, b.archers, ARCHERS.cost) === null) out.push(BUY_ARCHERS);
  if ((only === null || only === 'infantry') && limitOf(s, INFANTRY, b.infantry, INFANTRY.cost) === null) out.push(BUY_INFANTRY);
  if ((only === null || only === 'immortals') && limitOf(s, IMMORTALS, b.immortals, IMMORTALS.cost) === null) immortalChoices(s, BUY_IMMORTAL, BUY_IMMORTAL_AT, out);
  if ((only === null || only === 'reinforcements') && limitOf(s, REINFORCEMENTS, b.reinforcements, REINFORCEMENTS.cost) === null) {
    // a dead infantry back on an empty setup hex
    let taken = -1;
    for (let i = 0; i < FIRST_IMMORTAL; i++) {
      if (s.units[i].status !== 'dead') continue;
      if (taken < 0) taken = setupTaken(s);
      for (let j = 0; j < SETUP_HEXES.length; j++) if ((taken & (1 << j)) === 0) out.push(BUY_REINFORCEMENTS_AT[i][j]);
    }
  }
  if ((only === null || only === 'ephialtes') && !s.ephialtes && limitOf(s, EPHIALTES, b.ephialtes, ephialtesCost(s.turn)) === null) out.push(BUY_EPHIALTES);
  return out;
}

/** The cheapest standard tactic bought between steps (Ephialtes at its minimum): with fewer TP, none can be (002 §2.3.1). */
const MIN_BUY_COST = Math.min(ARCHERS.cost, INFANTRY.cost, IMMORTALS.cost, REINFORCEMENTS.cost, EPHIALTES_MIN_COST);

/** Buy a standard tactic (002 §7.1): pay, count it, and set off what it does. */
export function buy(s: GameState, a: BuyAction): void {
  const cost = tacticCost(s, a.tactic);
  spendTP(s, cost);
  count(s.flags.bought, a.tactic);
  const rule = '002 §7.1';
  switch (a.tactic) {
    case 'archers':
      if (s.logOn) record(s, rule, { type: 'buy', tactic: 'archers', cost, unit: null, hex: null, strength: null });
      s.stack.push({ k: 'archers', src: 'tactic' });
      return;
    case 'infantry':
      // a die names the infantry (R-TH-8)
      if (s.logOn) record(s, rule, { type: 'buy', tactic: 'infantry', cost, unit: null, hex: null, strength: null });
      s.stack.push({ k: 'rollInfantry' });
      return;
    case 'immortals': {
      const m = getUnit(s, a.unit);
      const placed = m.status === 'reserve' && a.hex !== undefined ? a.hex : null;
      if (placed !== null) place(m, 'map', placed);
      if (s.logOn) record(s, rule, { type: 'buy', tactic: 'immortals', cost, unit: m.id, hex: placed, strength: null });
      s.stack.push(activation(m.id));
      return;
    }
    case 'reinforcements': {
      const u = getUnit(s, a.unit);
      place(u, 'map', a.hex);
      u.strength = REINFORCEMENT_STRENGTH;
      if (s.logOn) record(s, rule, { type: 'buy', tactic: 'reinforcements', cost, unit: u.id, hex: a.hex, strength: REINFORCEMENT_STRENGTH });
      s.stack.push({ k: 'reinforce', u: u.id });
      return;
    }
    case 'ephialtes':
      s.ephialtes = true; // 002 §9.1.1: the trail is open for the rest of the game
      if (s.logOn) record(s, '002 §7.1, §9.1.1', { type: 'buy', tactic: 'ephialtes', cost, unit: null, hex: null, strength: null });
      return;
  }
}

/** One more `k` bought this turn (a switch, not bought[k]++: a record keyed by several names is a megamorphic keyed load and store; speed only). */
function count(b: TurnFlags['bought'], k: StandardTactic): void {
  switch (k) {
    case 'intense': b.intense++; return;
    case 'archers': b.archers++; return;
    case 'infantry': b.infantry++; return;
    case 'immortals': b.immortals++; return;
    case 'reinforcements': b.reinforcements++; return;
    case 'ephialtes': b.ephialtes++; return;
  }
}

/** 002 §7.1 Reinforcements "may be activated immediately". */
export function reinforceActions(): Action[] {
  return REINFORCE_CHOICES.slice();
}
export function reinforceAct(s: GameState, t: ReinforceTask, a: Action): void {
  if (a.type !== 'reinforceActivate') throw new Error('engine: expected reinforceActivate');
  pop(s, t);
  if (a.activate) s.stack.push(activation(t.u));
  if (s.logOn) record(s, '002 §7.1 Reinforcements', { type: 'reinforceActivate', unit: t.u, activate: a.activate });
}

// ---------------------------------------------------------------------------------------------
// The Tactics Phase (002 §8)
// ---------------------------------------------------------------------------------------------
/** The Tactics card's special can be played: it has one, not on Day 4, and it is affordable (002 §8). */
function specialPlayable(s: GameState): boolean {
  const tactics = s.cards.tactics === null ? null : CARDS[s.cards.tactics].tactics;
  return tactics !== null && dayOf(s.turn) < 4 && s.tp >= tactics.cost;
}
export function tacticsStep(s: GameState): boolean {
  s.phase = 'tactics';
  return false;
}
/** The Tactics card's choices (or going on), then the standard tactics; `part` lists a part only (Part). */
export function tacticsActions(s: GameState, part: Part = 'all'): Action[] {
  if (part !== 'all' && part !== 'phase') return buyActions(s, [], part);
  const out: Action[] = s.flags.tacticsResolved ? [END_TACTICS] : specialPlayable(s) ? [DISCARD, PLAY_SPECIAL] : [DISCARD];
  return part === 'phase' ? out : buyActions(s, out);
}
/**
 * Which part of the Tactics or Command Phase's choices to list: all, the phase's own ('phase'),
 * or the purchases of one standard tactic (an action's type and tactic say which part it can be
 * in, so a check of it lists that part alone: engine/index.ts applyInPlace).
 */
export type Part = 'all' | 'phase' | StandardTactic;
export function tacticsAct(s: GameState, t: TacticsTask, a: Action): void {
  const c = s.cards.tactics;
  if (a.type === 'buy') return buy(s, a);
  if (a.type === 'endTactics') return pop(s, t);
  if (c === null) throw new Error('engine: a Tactics Phase without a Tactics card');
  if (a.type === 'discardTactics') {
    const value = CARDS[c].discardTP; // 002 §8.1, card #1: 2
    const gained = gainTP(s, value);
    s.flags.tacticsResolved = true;
    if (s.logOn) record(s, '002 §8.1', { type: 'discard', card: c, value, gained, tp: s.tp });
    return;
  }
  if (a.type !== 'playSpecial') throw new Error(`engine: ${a.type} in the Tactics Phase`);
  const special = CARDS[c].tactics;
  if (special === null) throw new Error('engine: card #3 has no special tactic');
  spendTP(s, special.cost);
  s.flags.tacticsResolved = true;
  s.flags.special = c;
  if (s.logOn) record(s, '002 §8.2', { type: 'playSpecial', card: c, cost: special.cost });
  if (special.effect.kind === 'heal') s.stack.push({ k: 'heal', amount: special.effect.amount });
}

/** Field Surgeons (card #6): one infantry on the map regains strength. */
export function healActions(s: GameState): Action[] {
  return s.units.slice(0, FIRST_IMMORTAL).filter((u) => u.status === 'map').map((u): Action => ({ type: 'heal', unit: u.id }));
}
export function healAct(s: GameState, t: HealTask, a: Action): void {
  if (a.type !== 'heal') throw new Error('engine: expected heal');
  const u = getUnit(s, a.unit);
  strengthen(u, t.amount); // never above 4 (002 §2.2)
  if (s.logOn) record(s, '002 §8.2, card #6', { type: 'heal', unit: u.id, strength: u.strength });
  pop(s, t);
}
