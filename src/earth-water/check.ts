/**
 * Argument checks shared by the public entries of the Earth & Water core (issue 17 item 8): each
 * entry checks what it is given and throws an `InputError` (or `BoardParseError` for a board)
 * naming the problem, never a TypeError from deep inside and never a result with impossible
 * values. These checks say nothing about the rules; they only refuse what is not data of the game.
 */
import { readingInput } from '../core/errors.js';
import { CITIES, FORCE_KINDS, type Board, type City, type ForceKind, type Side } from './types.js';
import { LAST_CAMPAIGN, MAP, SCORE_LIMIT } from './map.js';
import { InputError } from './errors.js';
import { shown } from '../core/shown.js';

const CITY_SET_: ReadonlySet<string> = new Set(CITIES);
import { BoardParseError, boardShapeErrors } from './validate.js';

export const isCity = (x: unknown): x is City => typeof x === 'string' && CITY_SET_.has(x);
export const isSide = (x: unknown): x is Side => x === 'greece' || x === 'persia';
export const isKind = (x: unknown): x is ForceKind => typeof x === 'string' && (FORCE_KINDS as readonly string[]).includes(x);
/** A plain object: `{…}` as JSON gives it (no array, no object made with another prototype). */
export const isPlainObject = (x: unknown): x is Record<string, unknown> => {
  if (typeof x !== 'object' || x === null) return false;
  try {
    if (Array.isArray(x)) return false;
    const p: unknown = Object.getPrototypeOf(x);
    return p === Object.prototype || p === null;
  } catch {
    return false; // a revoked proxy, or one whose traps throw: not data
  }
};
/**
 * A list as JSON gives it: an array with the array methods, no holes and nothing but its items
 * (an array given a `constructor` or a length of a billion with one item is refused).
 */
export const isList = (x: unknown): x is unknown[] => {
  try {
    return Array.isArray(x) && Object.getPrototypeOf(x) === Array.prototype && x.length <= 100_000 && Object.keys(x).length === x.length;
  } catch {
    return false; // a revoked proxy, or one whose traps throw: not data
  }
};
export const isWhole = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** A short, safe picture of a value for an error message: the project's one (src/core/shown.ts). */
export { shown };

/** The name of the argument checked: text, or a function giving it (built only when a check fails). */
export type What = string | (() => string);
const named = (w: What): string => (typeof w === 'string' ? w : w());

export function checkCity(x: unknown, what: What): asserts x is City {
  if (!isCity(x)) throw new InputError(named(what), `${shown(x)} is not a city of the map`);
}

export function checkSide(x: unknown, what: What): asserts x is Side {
  if (!isSide(x)) throw new InputError(named(what), `${shown(x)} is not a side ('greece' or 'persia')`);
}

export function checkKind(x: unknown, what: What): asserts x is ForceKind {
  if (!isKind(x)) throw new InputError(named(what), `${shown(x)} is not a kind of piece (${FORCE_KINDS.join(', ')})`);
}

export function checkWhole(x: unknown, what: What, min = -Infinity, max = Infinity): asserts x is number {
  if (!isWhole(x) || x < min || x > max) {
    const range = min === -Infinity ? '' : max === Infinity ? ` ≥ ${min}` : ` from ${min} to ${max}`;
    throw new InputError(named(what), `${shown(x)} is not a whole number${range}`);
  }
}

export function checkBoolean(x: unknown, what: What): asserts x is boolean {
  if (typeof x !== 'boolean') throw new InputError(named(what), `${shown(x)} is not true or false`);
}

export function checkObject(x: unknown, what: What): asserts x is Record<string, unknown> {
  if (!isPlainObject(x)) throw new InputError(named(what), `${shown(x)} is not an object`);
}

/**
 * A board that is a board: shape, counts, ports, campaign and score (validateBoard's errors, piece
 * limits not checked — the caller does that where the game is known). Throws `BoardParseError`.
 */
export function checkBoard(x: unknown): asserts x is Board {
  readingInput('board', () => {
    if (fine(x)) return;
    const errors = boardShapeErrors(x);
    if (errors.length > 0) throw new BoardParseError(errors);
    const extra = isPlainObject(x) ? Object.keys(x).filter((k) => !BOARD_KEYS.has(k)) : [];
    if (extra.length > 0) throw new BoardParseError([{ id: 'ew.board.extra', params: { name: extra[0]!.slice(0, 30) }, rule: '000 §2', message: `"${extra[0]}" is not part of a board (forces, bridge, campaign, score)`, severity: 'error' }]);
  });
}

const BOARD_KEYS: ReadonlySet<string> = new Set(['forces', 'bridge', 'campaign', 'score']);

const CITY_SET: ReadonlySet<string> = new Set(CITIES);
const KIND_SET: ReadonlySet<string> = new Set(FORCE_KINDS);

/** The quick test of `checkBoard` (every entry runs it): true when nothing is wrong; otherwise the full check names the problems. */
function fine(x: unknown): boolean {
  if (!isPlainObject(x)) return false;
  for (const k in x) if (!BOARD_KEYS.has(k)) return false;
  const { forces, bridge, campaign, score } = x;
  if (typeof bridge !== 'boolean' || !isWhole(campaign) || campaign < 1 || campaign > LAST_CAMPAIGN || !isWhole(score) || score < -SCORE_LIMIT || score > SCORE_LIMIT) return false;
  if (!isPlainObject(forces)) return false;
  for (const city in forces) {
    if (!Object.prototype.hasOwnProperty.call(forces, city)) continue;
    if (!CITY_SET.has(city)) return false;
    const here = forces[city];
    if (here === undefined) continue;
    if (!isPlainObject(here)) return false;
    for (const k in here) {
      if (!Object.prototype.hasOwnProperty.call(here, k)) continue;
      if (!KIND_SET.has(k)) return false;
      const n = here[k];
      if (n === undefined) continue;
      if (!isWhole(n) || n < 0) return false;
      if (n > 0 && (k === 'greekFleets' || k === 'persianFleets') && !MAP[city as City].port) return false;
    }
  }
  return true;
}
