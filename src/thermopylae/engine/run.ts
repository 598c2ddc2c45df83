/**
 * The engine's loop: take the task on top of the stack and let it run until it waits for the
 * player (tasks.ts). For each kind of task, this is the one place that says which module does
 * what: run it (step), list what the player may do (actions), apply a choice (act), or take the
 * dice it waits for (diceIn).
 */
import { rngOf, rollDice, type DiceInStep } from './dice.js';
import type { Action, Die, GameState } from '../types.js';
import { actAct, actActions, actStep } from './activation.js';
import { advanceAct, advanceActions, archersAct, archersActions, archersStep, friendlyFireStep, settlePersianRoll } from './attack.js';
import { combatAct, combatActions, combatDiceIn, combatReady } from './combat.js';
import {
  commandAct, commandActions, commandStep, pickAct, pickActions, pickStep, rollInfantryDice, rollTableDice,
} from './command.js';
import { endOfDayAct, endOfDayActions, endOfDayStep } from './end-of-day.js';
import {
  retreatAct, retreatActions, retreatStepTask, settleSpartanRoll, spartanPhaseAct, spartanPhaseActions, spartanPhaseStep,
} from './spartans.js';
import {
  healAct, healActions, reinforceAct, reinforceActions, tacticsAct, tacticsActions, tacticsStep, type Part,
} from './tactics.js';
import { needOf, pop, top, type Need, type Task } from './tasks.js';
import { assignAct, assignActions, drawStep, endTurnStep, eventStep } from './turn.js';

/**
 * One step of task `t`, on top: the dice it waits for (rolled with the app's dice; in physical-dice
 * mode the game waits for the player's), or its own step. False when it waits for the player.
 */
function step(s: GameState, t: Task, inStep: DiceInStep | null): boolean {
  switch (t.k) {
    case 'rollInfantry':
    case 'rollTable':
      return rollFor(s, t, inStep);
    case 'draw': return drawStep(s, t, inStep);
    case 'event': return eventStep(s, t, inStep);
    case 'tactics': return tacticsStep(s);
    case 'command': return commandStep(s);
    case 'spartanPhase': return spartanPhaseStep(s, t);
    case 'endOfDay': return endOfDayStep(s, t);
    case 'endTurn': return endTurnStep(s, t, inStep);
    case 'act': return actStep(s, t);
    case 'archers': return archersStep(s, t);
    case 'friendlyFire': return friendlyFireStep(s, t);
    case 'retreat': return retreatStepTask(s, t);
    case 'pick': return pickStep(s, t);
    case 'combat': {
      // its dice rolled, the same step goes on to its result (speed only: no second turn of run's loop)
      if (t.need !== null && !rollFor(s, t, inStep)) return false;
      if (t.need !== null) return true; // card #1's event rerolls the misses: another roll
      if (!combatReady(s, t)) return false;
      pop(s, t);
      if (t.who === 'spartan') settleSpartanRoll(s, t);
      else settlePersianRoll(s, t);
      return true;
    }
    case 'assign':
    case 'advance':
    case 'reinforce':
    case 'heal':
      return false;
  }
}
/** Roll the dice task `t` waits for and hand them over; false in physical-dice mode, where the player rolls them. */
function rollFor(s: GameState, t: Task, inStep: DiceInStep | null): boolean {
  const need = needOf(t);
  if (need === null) throw new Error(`engine: the ${t.k} step waits for no dice`);
  if (s.diceMode === 'physical') return false;
  diceIn(s, t, rollDice(rngOf(s, inStep), need.count));
  return true;
}

/**
 * What the player may do with task `t` on top (not counting dice, see legalActions). In the
 * Tactics and Command Phases, `part` lists only the phase's own choices or only the standard
 * tactics: an action's type says which part it can be in, so a check lists that part alone.
 */
export function taskActions(s: GameState, t: Task, part: Part = 'all'): Action[] {
  switch (t.k) {
    case 'assign': return assignActions(s);
    case 'tactics': return tacticsActions(s, part);
    case 'command': return commandActions(s, part);
    case 'act': return actActions(s, t);
    case 'archers': return archersActions(s);
    case 'combat': return t.need !== null ? diceRequest(s, t.need) : combatActions(t);
    case 'advance': return advanceActions();
    case 'reinforce': return reinforceActions();
    case 'heal': return healActions(s);
    case 'pick': return pickActions(s, t);
    case 'spartanPhase': return spartanPhaseActions(s, t);
    case 'retreat': return retreatActions(s, t);
    case 'endOfDay': return endOfDayActions(s, t);
    case 'rollInfantry':
    case 'rollTable':
      return diceRequest(s, needOf(t));
    case 'draw':
    case 'event':
    case 'endTurn':
    case 'friendlyFire':
      return [];
  }
  return unknownTask(t);
}
/** A task of no known kind: only a damaged state holds one (legalActions reports that state as damaged). */
function unknownTask(t: never): never {
  throw new Error(`a task of unknown kind: ${JSON.stringify(t)}`);
}
/** In physical-dice mode, the template of the dice asked for (answered with its `faces`); with the app's dice, nothing. */
function diceRequest(s: GameState, need: Need | null): Action[] {
  return s.diceMode === 'physical' && need !== null ? [{ type: 'enterDice', count: need.count, purpose: need.purpose }] : [];
}

/** Apply the player's choice `a` (one of taskActions) to task `t`. */
export function taskAct(s: GameState, t: Task, a: Action): void {
  switch (t.k) {
    case 'assign': return assignAct(s, t, a);
    case 'tactics': return tacticsAct(s, t, a);
    case 'command': return commandAct(s, t, a);
    case 'act': return actAct(s, t, a);
    case 'archers': return archersAct(s, t, a);
    case 'combat': return combatAct(s, t, a);
    case 'advance': return advanceAct(s, t, a);
    case 'reinforce': return reinforceAct(s, t, a);
    case 'heal': return healAct(s, t, a);
    case 'pick': return pickAct(s, t, a);
    case 'spartanPhase': return spartanPhaseAct(s, t, a);
    case 'retreat': return retreatAct(s, t, a);
    case 'endOfDay': return endOfDayAct(s, t, a);
    default: throw new Error(`engine: the ${t.k} step takes no action`);
  }
}

/** Hand the dice task `t` waits for its dice: one path for the app's dice and the player's. */
export function diceIn(s: GameState, t: Task, faces: Die[]): void {
  s.randomEvents++;
  switch (t.k) {
    case 'combat':
      t.need = null;
      return combatDiceIn(s, t, faces);
    case 'rollInfantry': return rollInfantryDice(s, t, faces);
    case 'rollTable': return rollTableDice(s, t, faces);
    default: throw new Error(`engine: the ${t.k} step takes no dice`);
  }
}

/**
 * Run the game until it waits for the player (or is over); the app's dice are rolled as they are
 * asked for — kept in step phase by phase when playOut passes `inStep` (dice.ts).
 */
export function run(s: GameState, inStep: DiceInStep | null = null): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (s.outcome !== null) return;
    const t = top(s);
    if (t === undefined || !step(s, t, inStep)) return;
  }
  throw new Error('engine: the game does not come to rest');
}
