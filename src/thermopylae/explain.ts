/**
 * 9 Card Thermopylae — explanations for a screen: which standard Persian tactic (002 §7.1) can be
 * bought now and, when one cannot, why (a code with its data and the 002 § it follows); and the
 * score of 002 §12.1.1 in its parts. Pure functions over the state; the words are the screen's.
 *
 * `offered` is read from legalActions (the single source of what can be done); `why` is worked
 * out from the engine's own checks (engine.ts buyLimit, tacticCost, immortalChoices, deadInfantry,
 * emptySetupHexes, pending), so the two agree — tests/unit/thermopylae/explain.test.ts checks that
 * at every step of seeded random games.
 */
import { shown } from '../core/shown.js';
import { STANDARD_TACTICS, STANDARD_TACTIC_IDS } from './data.js';
import { legalActions, pending } from './engine/index.js';
import { reading } from './engine/checks.js';
import { IllegalActionError } from './errors.js';
import { scoreBreakdown as breakdown, type ScoreBreakdown } from './score.js';
import { BUY_IMMORTAL, BUY_IMMORTAL_AT } from './engine/actions.js';
import { buyLimit, emptySetupHexes, immortalChoices, tacticCost, tacticCostOn } from './engine/tactics.js';
import { deadInfantry, getUnit } from './engine/units.js';
import type { Action, GameState, StandardTactic } from './types.js';

export type { ScoreBreakdown } from './score.js';

/** The parts of the score (002 §12.1.1), for the end screen. */
export function scoreBreakdown(s: GameState): ScoreBreakdown {
  return reading(s, breakdown);
}

/** Why a standard tactic is not offered now. `rule` is the 002 § (or ruling) it follows. */
export type TacticBlock =
  /** The game is over (002 §12.0). */
  | { code: 'gameOver'; rule: string }
  /** Standard tactics are bought in the Tactics or Command Phase only (002 §7.1). */
  | { code: 'wrongPhase'; rule: string }
  /** The phase is right but a step is under way (an activation, a combat, dice to enter): R-THX-1. */
  | { code: 'finishStep'; rule: string }
  /** Intense Fighting goes with an archer or infantry battle roll, declared before rolling (002 §7.1). */
  | { code: 'noRoll'; rule: string }
  /** Intense Fighting "may not be used for Immortal battle rolls" (002 §7.1). */
  | { code: 'immortalRoll'; rule: string }
  /** Not available until this turn (002 §7.1: Immortals from Day 2, Ephialtes from turn 8). */
  | { code: 'fromTurn'; turn: number; rule: string }
  /** Ephialtes already bought: the trail stays open for the rest of the game (002 §7.1, §9.1.1). */
  | { code: 'trailOpen'; rule: string }
  /** Bought `perTurn` times this turn already (002 §7.1). */
  | { code: 'limit'; perTurn: number; rule: string }
  /** Costs more TP than the player has (002 §2.3.1). */
  | { code: 'tp'; cost: number; have: number; rule: string }
  /** Reinforcements bring back a dead infantry, and none has died (002 §7.1). */
  | { code: 'noDeadInfantry'; rule: string }
  /** No unit or empty setup hex for it (002 §7.1 "you may not bring on the map if no space is available"). */
  | { code: 'noPlace'; rule: string };

export type TacticCode = TacticBlock['code'];

export interface TacticState {
  /** The engine offers it now (exactly: a matching action is in legalActions). */
  offered: boolean;
  /** TP it costs this turn; before its first turn (002 §7.1), what it will cost then (Ephialtes: turn 8's). */
  cost: number;
  /** Why it is not offered; null when it is. */
  why: TacticBlock | null;
}

const RULE_712 = '002 §7.1';

function isIntenseAttack(a: Action): boolean {
  return (a.type === 'attack' || a.type === 'archerTargets') && a.intense;
}

function offeredBy(actions: readonly Action[], t: StandardTactic): boolean {
  return t === 'intense' ? actions.some(isIntenseAttack) : actions.some((a) => a.type === 'buy' && a.tactic === t);
}

/** The block of the engine's per-tactic limits (buyLimit), with its data. */
function limitBlock(s: GameState, t: StandardTactic, cost: number): TacticBlock | null {
  const d = STANDARD_TACTICS[t];
  switch (buyLimit(s, t, cost)) {
    case 'fromTurn':
      return { code: 'fromTurn', turn: d.fromTurn, rule: RULE_712 };
    case 'limit':
      return { code: 'limit', perTurn: d.perTurn, rule: RULE_712 };
    case 'tp':
      return { code: 'tp', cost, have: s.tp, rule: '002 §2.3.1' };
    case null:
      return null;
  }
}

/**
 * Why `t` cannot be bought now, from the engine's conditions, in the order a player meets them:
 * the game, the phase, the step, what the tactic acts on (the trail, a dead infantry), the
 * tactic's own limits (turn, per turn, TP), then where it would go. Null when
 * nothing stops it (then legalActions offers it).
 */
export function tacticBlock(s: GameState, t: StandardTactic): TacticBlock | null {
  if (!STANDARD_TACTIC_IDS.includes(t)) throw new IllegalActionError(`${shown(t)} is not a standard tactic (002 §7.1)`, { id: 'thermo.tactic.unknown' });
  return reading(s, (st) => blockOf(st, t, legalActions(st)));
}
function blockOf(s: GameState, t: StandardTactic, actions: readonly Action[]): TacticBlock | null {
  if (s.outcome) return { code: 'gameOver', rule: '002 §12.0' };
  if (s.phase !== 'tactics' && s.phase !== 'command') return { code: 'wrongPhase', rule: RULE_712 };
  const cost = tacticCost(s, t);
  if (t === 'intense') {
    // offered with the attack it boosts (engine H.act / H.archers, R-TH-19)
    const attacks = actions.filter((a) => a.type === 'attack' || a.type === 'archerTargets');
    if (attacks.length === 0) return { code: 'noRoll', rule: RULE_712 };
    const p = pending(s);
    if (attacks[0]?.type === 'attack' && p.unit !== null && getUnit(s, p.unit).kind !== 'infantry') return { code: 'immortalRoll', rule: RULE_712 };
    return limitBlock(s, t, cost);
  }
  const p = pending(s);
  if (p.kind !== 'decision' || (p.step !== 'tactics' && p.step !== 'command')) return { code: 'finishStep', rule: 'R-THX-1 (002 §7.1)' };
  // what the tactic acts on comes first: with no dead infantry, TP would not help
  if (t === 'ephialtes' && s.ephialtes) return { code: 'trailOpen', rule: '002 §7.1, §9.1.1' };
  if (t === 'reinforcements' && deadInfantry(s).length === 0) return { code: 'noDeadInfantry', rule: RULE_712 };
  const lim = limitBlock(s, t, cost);
  if (lim) return lim;
  if (t === 'immortals' && immortalChoices(s, BUY_IMMORTAL, BUY_IMMORTAL_AT).length === 0) return { code: 'noPlace', rule: RULE_712 };
  if (t === 'reinforcements' && emptySetupHexes(s).length === 0) return { code: 'noPlace', rule: RULE_712 };
  return null;
}

/** Every standard tactic (002 §7.1): offered now (as legalActions says), its cost, and why not. */
export function tacticStatus(s: GameState): Record<StandardTactic, TacticState> {
  return reading(s, statusOf);
}
function statusOf(s: GameState): Record<StandardTactic, TacticState> {
  const actions = legalActions(s);
  const state = (t: StandardTactic): TacticState => {
    const offered = offeredBy(actions, t);
    const cost = tacticCostOn(t, Math.max(s.turn, STANDARD_TACTICS[t].fromTurn));
    return { offered, cost, why: offered ? null : blockOf(s, t, actions) };
  };
  return {
    intense: state('intense'), archers: state('archers'), infantry: state('infantry'), immortals: state('immortals'),
    reinforcements: state('reinforcements'), ephialtes: state('ephialtes'),
  };
}
