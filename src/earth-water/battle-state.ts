/**
 * A battle as it stands (000 §7): the pieces each side has engaged, the dice each rolls next
 * (one per unit, at most three, or as a card sets them: 000 §7.1, §7.2), the Persian dice
 * modifiers in force, and the board with the losses and retreats so far. The small shared
 * helpers of the battle's parts (battle-start, -choices, -rounds, -outcome) live here.
 */
import { type Board, type ForceKind, type Side, other } from './types.js';
import { RuleError } from './errors.js';
import { diceCount, type DiceMods } from './battle-dice.js';
import type { BattleState } from './battle-types.js';
import { applyResult } from './battle-result.js';
import { checkBattleState } from './battle-check.js';

export const armyKind = (s: Side): ForceKind => (s === 'greece' ? 'greekArmies' : 'persianArmies');
export const fleetKind = (s: Side): ForceKind => (s === 'greece' ? 'greekFleets' : 'persianFleets');
export const defenderOf = (st: BattleState): Side => other(st.setup.attacker);
export const snapshot = (u: Record<Side, number>): Record<Side, number> => ({ persia: u.persia, greece: u.greece });

/** How the attacker came (and goes back, R-BT-1, R-BT-2): fleets always by sea (000 §6.5), armies by road unless carried. */
export function attackRoute(st: BattleState): 'road' | 'sea' {
  checkBattleState(st);
  return st.setup.kind === 'naval' ? 'sea' : (st.setup.by ?? 'road');
}

export function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/**
 * A copy of `st` safe to advance: every part the engine changes is copied; the setup and the
 * log entries already written are never changed again, so they are shared (structural sharing).
 */
export function copyState(st: BattleState): BattleState {
  return {
    ...st,
    units: { ...st.units },
    stageStart: { ...st.stageStart },
    initial: { ...st.initial },
    played: [...st.played],
    hand: { greece: [...st.hand.greece], persia: [...st.hand.persia] },
    lost: { ...st.lost },
    moves: [...st.moves],
    log: [...st.log],
    outcome: st.outcome,
  };
}

export function mustBeCount(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0) throw new RuleError('000 §7', `${what} must be a whole number ≥ 0, got ${n}`);
}

/** Dice Persia and Greece roll next round (for typing physical dice: Persia's first). */
export function diceNeeded(state: BattleState): Record<Side, number> {
  checkBattleState(state);
  return needOf(state);
}

export function needOf(state: BattleState): Record<Side, number> {
  return {
    persia: diceCount(state.units.persia),
    greece: diceCount(state.units.greece, state.stage === 'land' ? state.greekDice : null),
  };
}

/** The Persian dice modifiers in force now. */
export function diceMods(state: BattleState): DiceMods {
  return { uncapped: state.stage === 'land' && state.uncapped };
}

/** The board as it stands now (losses and retreats so far applied). */
export function boardNow(st: BattleState): Board {
  return applyResult(st.setup.board, st);
}
