/**
 * What PERS.IA refuses before it decides anything: an impossible board, a count that is not a
 * whole number, options it does not know. Every public entry of src/persia calls these first,
 * so a bad input is a `PersiaInputError` (a `StrategosError`) naming the city and the problem —
 * never a TypeError from deep inside, never a decision on a board the rules cannot produce.
 *
 * The board rules are Earth & Water's (`validateBoard`, 000 §2, §3, §4.5) read for the solo game:
 * no Persian piece limit (004 §3 A, R-EW-10) but at most `TABLE_CEILING` of a kind in one city
 * (R-PA-20), the Greek limits with the Greek leaders' armies off the map (000 §6.2), and — where
 * no battle can be under way (a preparation, an operation's start, the supply phase) — no city
 * or port holding both sides' pieces.
 */
import { shown } from '../core/shown.js';
import { StrategosError, plainData, readingInput } from '../core/errors.js';
import type { MessageParam } from '../core/message.js';
import { isDie, type Die } from '../core/dice.js';
import { CITIES, FORCE_KINDS, type Board, type City, type Forces } from '../earth-water/types.js';
import { validateBoard } from '../earth-water/validate.js';
import { MAP } from '../earth-water/map.js';
import { DIE_ONE, PLACEMENT, type DieOneReading, type PlacementReading } from './data.js';

/** The error every src/persia entry throws for input it cannot use. */
export class PersiaInputError extends StrategosError {
  override name = 'PersiaInputError';
  constructor(rule: string, message: string, id: string, params: Record<string, MessageParam> = {}) {
    super(`${rule}: ${message}`, { id, params, rule });
  }
}

/**
 * R-PA-20: "no unit limit" (004 §3 A) on a mirror of a real table — at most this many pieces of
 * one kind in one city. No solo game comes near it (PERS.IA gains at most 12 armies a campaign);
 * it keeps every sum an exact integer and every loop short.
 */
export const TABLE_CEILING = 999;

/** 16 cards in the game (000 §2.3). */
export const CARDS_IN_GAME = 16;

export interface BoardCheck {
  /** What the board is for, named in the message ('preparation', 'operation', …). */
  use: string;
  /** Cities whose battle is under way (both sides there is expected); default none. */
  battles?: readonly City[];
  /** Pieces on the leader portraits, counted against the Greek limits (000 §6.2). */
  offMap?: Partial<Forces>;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Throws a PersiaInputError for the first problem of `board` as a PERS.IA board: its shape and
 * counts (000 §2), the Greek piece limits (000 §2.2), campaign and score on their tracks
 * (000 §2.1, §4.5), R-PA-20's ceiling, and both sides in one city or port outside a battle.
 */
export function checkBoard(board: unknown, check: BoardCheck): asserts board is Board {
  readingInput('board', () => {
    const problems = validateBoard(board, { solo: true, offMap: check.offMap ?? {} });
    const battles = check.battles ?? [];
    for (const p of problems) {
      if (p.severity === 'warning' && p.city !== undefined && battles.includes(p.city)) continue;
      // the board problem as data (its id and parameters), for the screens to word (ew-words/problem-words.ts)
      const params: Record<string, MessageParam> = { ...p.params, use: check.use, boardProblem: p.id };
      if (p.city !== undefined) params.city = p.city;
      const id = p.severity === 'warning' ? 'persia.input.battleOnBoard' : 'persia.input.board';
      const what = p.severity === 'warning' ? `no battle can be under way at a ${check.use}: ${p.message}` : p.message;
      throw new PersiaInputError(p.rule, `not a board PERS.IA can play (${check.use}): ${what}`, id, params);
    }
    const forces = (board as Board).forces;
    for (const city of CITIES) {
      const here = forces[city];
      if (!isObject(here)) continue;
      for (const k of FORCE_KINDS) {
        const n = here[k];
        if (typeof n === 'number' && n > TABLE_CEILING) {
          throw new PersiaInputError(
            '004 §3 A',
            `${n} ${k} in ${city}: more than the ${TABLE_CEILING} pieces of a kind a city of the mirror holds (R-PA-20)`,
            'persia.input.ceiling',
            { city, kind: k, count: n, max: TABLE_CEILING },
          );
        }
      }
    }
  });
}

/** A whole number from `min` to `max`, or a PersiaInputError naming it. */
export function checkCount(n: unknown, min: number, max: number, rule: string, what: string): asserts n is number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw new PersiaInputError(rule, `${what} must be a whole number from ${min} to ${max}, got ${show(n)}`, 'persia.input.count', {
      what,
      min,
      max,
      got: show(n),
    });
  }
}

/** A die face 1–6 (004 §5.3). */
export function checkDie(die: unknown): asserts die is Die {
  if (!isDie(die)) throw new PersiaInputError('004 §5.3', `a die shows 1 to 6, got ${show(die)}`, 'persia.input.die', { got: show(die) });
}

/** A city of the map (000 §2.1). */
export function checkCity(c: unknown, what: string): asserts c is City {
  if (typeof c !== 'string' || !(CITIES as readonly string[]).includes(c)) {
    throw new PersiaInputError('000 §2.1', `${what} "${show(c)}" is not a city of the map`, 'persia.input.city', { what, got: show(c) });
  }
}

/** A port city (000 §2.1). */
export function checkPort(c: City, what: string): void {
  if (!MAP[c].port) throw new PersiaInputError('000 §2.1', `${what}: ${c} has no port`, 'persia.input.noPort', { what, city: c });
}

/** An options object (or nothing); its keys are checked by the caller. */
export function checkOptions(x: unknown, what: string): Record<string, unknown> {
  if (x === undefined) return {};
  // a copy as plain data: the caller reads its keys one by one (a getter read twice could change)
  const o = plainData(x, what);
  if (!isObject(o)) throw new PersiaInputError('004 §3', `${what} must be an object, got ${show(o)}`, 'persia.input.options', { what, got: show(o) });
  return o;
}

/** One of the allowed values of a setting, or undefined. */
export function checkChoice<T extends string>(x: unknown, allowed: readonly T[], what: string): T | undefined {
  if (x === undefined) return undefined;
  if (typeof x !== 'string' || !(allowed as readonly string[]).includes(x)) {
    throw new PersiaInputError('004 §3', `${what} must be one of ${allowed.join(', ')}, got ${show(x)}`, 'persia.input.choice', {
      what,
      allowed: allowed.join(', '),
      got: show(x),
    });
  }
  return x as T;
}

export const PLACEMENT_READINGS = Object.keys(PLACEMENT.options) as PlacementReading[];
export const DIE_ONE_READINGS = Object.keys(DIE_ONE.options) as DieOneReading[];

/** A short, safe rendering of any value for a message: the project's one (src/core/shown.ts). */
export const show = shown;
