/**
 * Argument checks shared by the public entries of the Earth & Water core (issue 17 item 8): each
 * entry checks what it is given and throws an `InputError` (or `BoardParseError` for a board)
 * naming the problem, never a TypeError from deep inside and never a result with impossible
 * values. These checks say nothing about the rules; they only refuse what is not data of the game.
 */
import { CITIES, FORCE_KINDS, type Board, type City, type ForceKind, type Side } from './types.js';
import { InputError } from './errors.js';
import { BoardParseError, boardShapeErrors } from './validate.js';

export const isCity = (x: unknown): x is City => typeof x === 'string' && (CITIES as readonly string[]).includes(x);
export const isSide = (x: unknown): x is Side => x === 'greece' || x === 'persia';
export const isKind = (x: unknown): x is ForceKind => typeof x === 'string' && (FORCE_KINDS as readonly string[]).includes(x);
export const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
export const isWhole = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** A short, safe picture of a value for an error message. */
export function shown(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'an array';
  if (typeof x === 'string') return JSON.stringify(x.length > 24 ? x.slice(0, 24) + '…' : x);
  if (typeof x === 'object') return 'an object';
  return `${typeof x} ${String(x)}`;
}

export function checkCity(x: unknown, what: string): asserts x is City {
  if (!isCity(x)) throw new InputError(what, `${shown(x)} is not a city of the map`);
}

export function checkSide(x: unknown, what: string): asserts x is Side {
  if (!isSide(x)) throw new InputError(what, `${shown(x)} is not a side ('greece' or 'persia')`);
}

export function checkKind(x: unknown, what: string): asserts x is ForceKind {
  if (!isKind(x)) throw new InputError(what, `${shown(x)} is not a kind of piece (${FORCE_KINDS.join(', ')})`);
}

export function checkWhole(x: unknown, what: string, min = -Infinity, max = Infinity): asserts x is number {
  if (!isWhole(x) || x < min || x > max) {
    const range = min === -Infinity ? '' : max === Infinity ? ` ≥ ${min}` : ` from ${min} to ${max}`;
    throw new InputError(what, `${shown(x)} is not a whole number${range}`);
  }
}

export function checkBoolean(x: unknown, what: string): asserts x is boolean {
  if (typeof x !== 'boolean') throw new InputError(what, `${shown(x)} is not true or false`);
}

export function checkObject(x: unknown, what: string): asserts x is Record<string, unknown> {
  if (!isPlainObject(x)) throw new InputError(what, `${shown(x)} is not an object`);
}

/**
 * A board that is a board: shape, counts, ports, campaign and score (validateBoard's errors, piece
 * limits not checked — the caller does that where the game is known). Throws `BoardParseError`.
 */
export function checkBoard(x: unknown): asserts x is Board {
  const errors = boardShapeErrors(x);
  if (errors.length > 0) throw new BoardParseError(errors);
}
