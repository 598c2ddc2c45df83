/**
 * Actions as the engine lists them (types.ts Action), and how an action a caller hands back is
 * recognised as one of them.
 *
 * The fixed actions are made once here, frozen, and listed by reference, so listing the legal
 * actions builds only the list, and an action handed back from a list is known by identity.
 * Any other object (a copy, an action read from a save) is compared field by field, key order
 * and `faces` aside (actionKey).
 */
import { CARDS, CARD_IDS } from '../data.js';
import { HEX_COUNT, SETUP_HEXES } from '../hex.js';
import { IllegalActionError } from '../errors.js';
import { readingInput } from '../../core/errors.js';
import { shown } from '../../core/shown.js';
import type { Action, CardId, UnitId } from '../types.js';
import { FIRST_SPARTAN, UNIT_IDS } from './units.js';

const frozen = <T extends object>(x: T): T => Object.freeze(x);
const byUnit = <T extends object>(f: (unit: UnitId) => T): readonly T[] => UNIT_IDS.map((u) => frozen(f(u)));
const byHex = <T extends object>(f: (h: number) => T): readonly T[] => Array.from({ length: HEX_COUNT }, (_, h) => frozen(f(h)));

export const DISCARD: Action = frozen({ type: 'discardTactics' });
export const PLAY_SPECIAL: Action = frozen({ type: 'playSpecial' });
export const END_TACTICS: Action = frozen({ type: 'endTactics' });
export const END_COMMAND: Action = frozen({ type: 'endCommand' });
export const BUY_ARCHERS: Action = frozen({ type: 'buy', tactic: 'archers' });
export const BUY_INFANTRY: Action = frozen({ type: 'buy', tactic: 'infantry' });
export const BUY_EPHIALTES: Action = frozen({ type: 'buy', tactic: 'ephialtes' });
export const REINFORCE_CHOICES: readonly Action[] = [frozen({ type: 'reinforceActivate', activate: true }), frozen({ type: 'reinforceActivate', activate: false })];
export const ADVANCE_CHOICES: readonly Action[] = [frozen({ type: 'advance', advance: true }), frozen({ type: 'advance', advance: false })];

/** By card id. */
export const ASSIGN: Readonly<Record<CardId, Action>> = {
  1: frozen({ type: 'assignCards', tactics: 1 }), 2: frozen({ type: 'assignCards', tactics: 2 }), 3: frozen({ type: 'assignCards', tactics: 3 }),
  4: frozen({ type: 'assignCards', tactics: 4 }), 5: frozen({ type: 'assignCards', tactics: 5 }), 6: frozen({ type: 'assignCards', tactics: 6 }),
  7: frozen({ type: 'assignCards', tactics: 7 }),
};
/** By unit index: activate an Immortal on the map (BUY_IMMORTAL, ACTIVATE), with a setup hex index for a reserve one (…_AT). */
export const BUY_IMMORTAL: readonly Action[] = byUnit((unit) => ({ type: 'buy', tactic: 'immortals', unit }));
export const BUY_IMMORTAL_AT: readonly (readonly Action[])[] = UNIT_IDS.map((unit) => SETUP_HEXES.map((hex) => frozen<Action>({ type: 'buy', tactic: 'immortals', unit, hex })));
export const BUY_REINFORCEMENTS_AT: readonly (readonly Action[])[] = UNIT_IDS.map((unit) => SETUP_HEXES.map((hex) => frozen<Action>({ type: 'buy', tactic: 'reinforcements', unit, hex })));
export const ACTIVATE: readonly Action[] = byUnit((unit) => ({ type: 'activate', unit }));
export const ACTIVATE_AT: readonly (readonly Action[])[] = UNIT_IDS.map((unit) => SETUP_HEXES.map((hex) => frozen<Action>({ type: 'activate', unit, hex })));
/** By hex. */
export const MOVE: readonly Action[] = byHex((to) => ({ type: 'move', to }));
export const RETREAT: readonly Action[] = byHex((to) => ({ type: 'retreat', to }));
/** By unit index. */
export const SPARTAN_TARGET: readonly Action[] = byUnit((unit) => ({ type: 'spartanTarget', unit }));
/** By unit index, then without and with Intense Fighting. */
export const ATTACK: readonly (readonly Action[])[] = UNIT_IDS.map((target) => [false, true].map((intense) => frozen<Action>({ type: 'attack', target, intense })));
/** By unit index, then by hex. */
export const CAMP: readonly (readonly Action[])[] = UNIT_IDS.map((unit) => Array.from({ length: HEX_COUNT }, (_, to) => frozen<Action>({ type: 'camp', unit, to })));
/** Archer target sets by their Spartan bits (bit i: S(i+1)), then without and with Intense Fighting. */
export const ARCHER_TARGETS: readonly (readonly Action[])[] = Array.from({ length: 8 }, (_, bits) => {
  const targets: UnitId[] = [];
  for (let i = 0; i < 3; i++) if (bits & (1 << i)) targets.push(UNIT_IDS[FIRST_SPARTAN + i]);
  Object.freeze(targets);
  return [false, true].map((intense) => frozen<Action>({ type: 'archerTargets', targets, intense }));
});
/** Command slot actions by slot: the slot alone, its die, and each unit (by unit index). */
const MAX_SLOTS = Math.max(...CARD_IDS.map((c) => CARDS[c].command.slots.length));
export const COMMAND: readonly Action[] = Array.from({ length: MAX_SLOTS }, (_, slot) => frozen<Action>({ type: 'command', slot }));
export const COMMAND_ROLL: readonly Action[] = Array.from({ length: MAX_SLOTS }, (_, slot) => frozen<Action>({ type: 'command', slot, roll: true }));
export const COMMAND_UNIT: readonly (readonly Action[])[] = Array.from({ length: MAX_SLOTS }, (_, slot) => byUnit((unit) => ({ type: 'command', slot, unit })));

// ---------------------------------------------------------------------------------------------
// Recognising an action
// ---------------------------------------------------------------------------------------------
function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
/** The fields that name an action: every key but `faces`, with a defined value. */
function namingKeys(o: Record<string, unknown>): string[] {
  return Object.keys(o).filter((k) => k !== 'faces' && o[k] !== undefined);
}
/** A value as JSON, or null for what JSON cannot say (a cycle, a BigInt): such an action matches nothing. */
function json(v: unknown): string | null {
  try {
    return JSON.stringify(v) ?? null;
  } catch {
    return null;
  }
}

/** A canonical text for an action: its naming fields, sorted (key order and `faces` ignored). */
export function actionKey(a: Action): string {
  return readingInput('action', () => {
    const o: unknown = a;
    if (!isRecord(o)) throw new IllegalActionError(`an action is an object, not ${shown(o)}`, { id: 'thermo.action.notAnObject' });
    return namingKeys(o)
      .sort()
      .map((k) => `${k}=${json(o[k]) ?? '?'}`)
      .join('&');
  });
}

/** Do `a` and `b` name the same action (actionKey equality)? */
export function sameAction(a: Action, b: Action): boolean {
  if (a === b) return true;
  return readingInput('action', () => {
    const x: unknown = a;
    const y: unknown = b;
    if (!isRecord(x) || !isRecord(y)) return false;
    const keys = namingKeys(x);
    return sameFields(x, keys, y);
  });
}
/** Does `b` have exactly the naming fields `keys` of `a`, with the same values? */
function sameFields(a: Record<string, unknown>, keys: readonly string[], b: Record<string, unknown>): boolean {
  if (typeof a.type === 'string' && typeof b.type === 'string' && a.type !== b.type) return false;
  const bKeys = namingKeys(b);
  if (bKeys.length !== keys.length) return false;
  for (const k of keys) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    const x = a[k];
    const y = b[k];
    if (x === y) continue;
    // values the actions hold: text, numbers, true/false and lists of unit ids; two primitives that
    // are not === differ (NaN is not null), and a list is compared as JSON only beside one of its length
    if (typeof x !== 'object' || x === null || typeof y !== 'object' || y === null) return false;
    if (Array.isArray(x) !== Array.isArray(y) || (Array.isArray(x) && x.length !== (y as unknown[]).length)) return false;
    const jx = json(x);
    if (jx === null || jx !== json(y)) return false;
  }
  return true;
}

/** The action of `legal` that `a` names, or null. */
export function findLegal(legal: readonly Action[], a: unknown): Action | null {
  for (const b of legal) if (b === a) return b;
  if (!isRecord(a)) return null;
  const keys = namingKeys(a);
  for (const b of legal) {
    const o: unknown = b;
    if (isRecord(o) && sameFields(a, keys, o)) return b;
  }
  return null;
}

