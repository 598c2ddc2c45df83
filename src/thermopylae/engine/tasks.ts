/**
 * The engine's steps (002 §4.0 sequence of play, broken into what can wait for the player).
 *
 * A game is a stack of tasks (state.stack, top = last). The top task either runs by itself (a
 * draw, a Spartan stepping forward, a roll with the app's dice) or waits: for a decision (one of
 * legalActions) or, in physical-dice mode, for dice. A turn starts as the seven phases pushed in
 * reverse (turn.ts startTurn); a phase pushes what it sets off (an activation, a combat, a retreat)
 * on top of itself. Each task is plain JSON, so the stack is saved with the state.
 */
import type { Combatant, Die, GameState, Hex, RollPurpose, TableResult, UnitId } from '../types.js';

/** Dice a task waits for. */
export interface Need {
  count: number;
  purpose: RollPurpose;
}

/** 002 §5.0: draw the turn's two cards. */
export interface DrawTask { k: 'draw' }
/** 002 §5.0: assign the two cards to Tactics and Command. */
export interface AssignTask { k: 'assign' }
/** 002 §6.0: the Spartan event card. */
export interface EventTask { k: 'event' }
/** 002 §7–8: the Tactics Phase (its card, and standard tactics). */
export interface TacticsTask { k: 'tactics' }
/** 002 §9.0: the Command Phase (its slots, and standard tactics). */
export interface CommandTask { k: 'command' }
/** 002 §10: the Spartan Attack Phase: `done` the Persians attacked, `extra` the card #4 second attacker. */
export interface SpartanPhaseTask { k: 'spartanPhase'; done: UnitId[]; extra: UnitId | null; extraDone: boolean; reformed: boolean }
/** 002 §11: the End of Day Phase; `camped` the Persians placed back in camp so far. */
export interface EndOfDayTask { k: 'endOfDay'; stage: 0 | 1; camped: UnitId[] }
/** 002 §12: discard the turn's cards, check victory, next turn. */
export interface EndTurnTask { k: 'endTurn' }
/** 002 §9.1, §9.2: unit `u` activated: it moves, then attacks; `dests` the move's ends when the player chooses. */
export interface ActTask { k: 'act'; u: UnitId; stage: 'move' | 'attack'; dests: Hex[] | null }
/** 002 §9.2.3: an archer attack; `src` what paid for it. */
export interface ArchersTask { k: 'archers'; src: 'tactic' | 'command' | 'card3' }
/** 002 §9.2.3.1: friendly fire after an archer attack. */
export interface FriendlyFireTask { k: 'friendlyFire' }
/**
 * One combat roll (002 §9.2, §10.1): `need` the dice it waits for, `who` rolls against `target`,
 * `attacker` the Persian unit (null for archers, friendly fire and the Spartans), `by` the card #4
 * Spartan attacking alone (else null), `drm` the modifier (002 §7.2). Stages: roll → (eventReroll |
 * chanceRoll) → chance (Second Chance may be taken) → resolve.
 */
export interface CombatTask {
  k: 'combat';
  need: Need | null;
  who: Combatant;
  attacker: UnitId | null;
  by: UnitId | null;
  target: UnitId;
  drm: number;
  dice: Die[] | null;
  stage: 'roll' | 'eventReroll' | 'chanceRoll' | 'chance' | 'resolve';
  rerollIdx: number[] | null;
}
/** 002 §10.1.3: unit `u` still has `left` retreat steps to take. */
export interface RetreatTask { k: 'retreat'; u: UnitId; left: number }
/** 002 §9.2.2 exception: the flanking Immortal `u` may advance into `to`. */
export interface AdvanceTask { k: 'advance'; u: UnitId; to: Hex }
/** 002 §7.1 Reinforcements: `u` may act at once. */
export interface ReinforceTask { k: 'reinforce'; u: UnitId }
/** 002 §9.0: pick the unit a command activates. */
export interface PickTask { k: 'pick'; what: Exclude<TableResult, 'archers'> }
/** Field Surgeons (card #6): pick the infantry that regains `amount`. */
export interface HealTask { k: 'heal'; amount: number }
/** 002 §7.1, §9.0: the die that picks the infantry (physical dice wait here). */
export interface RollInfantryTask { k: 'rollInfantry' }
/** 002 §9.0 card #3: the die of command slot `slot`. */
export interface RollTableTask { k: 'rollTable'; slot: number }

export type Task =
  | DrawTask | AssignTask | EventTask | TacticsTask | CommandTask | SpartanPhaseTask | EndOfDayTask | EndTurnTask
  | ActTask | ArchersTask | FriendlyFireTask | CombatTask | RetreatTask | AdvanceTask | ReinforceTask | PickTask
  | HealTask | RollInfantryTask | RollTableTask;

export type TaskKind = Task['k'];

const ACTIVATION_DIE: Need = Object.freeze({ count: 1, purpose: 'activationDie' });
const COMMAND_TABLE_DIE: Need = Object.freeze({ count: 1, purpose: 'commandTable' });
/** The dice task `t` waits for, if any. */
export function needOf(t: Task): Need | null {
  switch (t.k) {
    case 'combat':
      return t.need;
    case 'rollInfantry':
      return ACTIVATION_DIE;
    case 'rollTable':
      return COMMAND_TABLE_DIE;
    default:
      return null;
  }
}

/** A deep copy of a task (its arrays and objects are its own). */
export function cloneTask(t: Task): Task {
  switch (t.k) {
    case 'spartanPhase':
      return { ...t, done: t.done.slice() };
    case 'endOfDay':
      return { ...t, camped: t.camped.slice() };
    case 'act':
      return { ...t, dests: t.dests === null ? null : t.dests.slice() };
    case 'combat':
      return {
        ...t,
        need: t.need, // never changed, only replaced
        dice: t.dice === null ? null : t.dice.slice(),
        rerollIdx: t.rerollIdx === null ? null : t.rerollIdx.slice(),
      };
    default:
      return { ...t };
  }
}

/** The task the game is on (the top of the stack), if any. */
export function top(s: GameState): Task | undefined {
  return s.stack[s.stack.length - 1];
}
/** Take the task on top off the stack (it must be `t`). */
export function pop(s: GameState, t: Task): void {
  if (top(s) !== t) throw new Error('engine: popping a task that is not on top');
  s.stack.pop();
}

/** 002 §9.0: unit `u` is activated: it will move, then attack (activation.ts). */
export function activation(u: UnitId): ActTask {
  return { k: 'act', u, stage: 'move', dests: null };
}
