/**
 * Board mirror helpers: reading counts, the standard and solo start positions, city control.
 * Pure functions over the plain `Board` JSON.
 */
import { readingInput } from '../core/errors.js';
import { CITIES, type Board, type City, type ForceKind, type Side } from './types.js';
import { MAP, MAJORS } from './map.js';
import { InputError } from './errors.js';
import { checkBoard, checkCity, checkKind, checkSide, isPlainObject, shown } from './check.js';
import { controllerOf, countOf, setCount } from './board-core.js';

/**
 * Pieces of one kind in one city (missing = 0). Checks what it reads — a board with forces, a
 * city, a kind, a whole count ≥ 0 — so a damaged board is refused (`InputError`), never read as
 * NaN; the whole-board functions below check the board once with `checkBoard`.
 */
export function count(board: Board, city: City, kind: ForceKind): number {
  return readingInput('board', () => {
    if (!isPlainObject(board) || !isPlainObject(board.forces)) throw new InputError('board', `${shown(board)} is not a board with forces`);
    checkCity(city, 'city');
    checkKind(kind, 'kind');
    const here = board.forces[city];
    if (here === undefined) return 0;
    if (!isPlainObject(here)) throw new InputError(`board.forces.${city}`, `${shown(here)} is not an object of counts`);
    const n = here[kind];
    if (n === undefined) return 0;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw new InputError(`board.forces.${city}.${kind}`, `${shown(n)} is not a whole number ≥ 0`);
    return countOf(board, city, kind);
  });
}

/** Total pieces of one kind on the map. */
export function total(board: Board, kind: ForceKind): number {
  checkBoard(board);
  let n = 0;
  checkKind(kind, 'kind');
  for (const c of CITIES) n += countOf(board, c, kind);
  return n;
}

/** A copy of the board with one city's count of one kind set (0 removes the field). */
export function withCount(board: Board, city: City, kind: ForceKind, n: number): Board {
  checkBoard(board);
  count(board, city, kind); // checks the city and the kind
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 999) throw new InputError('count', `${shown(n)} is not a whole number from 0 to 999`);
  if (n > 0 && kind.endsWith('Fleets') && !MAP[city].port) throw new InputError('count', `${city} has no port: no fleet can be there`);
  return setCount(board, city, kind, n);
}

/** Armies of `side` in `city`. */
export function armies(board: Board, city: City, side: Side): number {
  checkSide(side, 'side');
  return count(board, city, side === 'greece' ? 'greekArmies' : 'persianArmies');
}

/** Fleets of `side` in the port of `city`. */
export function fleets(board: Board, city: City, side: Side): number {
  checkSide(side, 'side');
  return count(board, city, side === 'greece' ? 'greekFleets' : 'persianFleets');
}

/** The standard two-player start (000 §3.1–§3.3). */
export function standardSetup(): Board {
  return {
    forces: {
      Ephesos: { persianArmies: 2, persianFleets: 1 },
      Abydos: { persianArmies: 2 },
      Athenai: { greekArmies: 1, greekFleets: 1 },
      Sparta: { greekArmies: 1, greekFleets: 1 },
      Korinthos: { greekArmies: 1 },
    },
    bridge: false,
    campaign: 1,
    score: 0,
  };
}

/**
 * The solo start against PERS.IA (004 §2): campaign 3, score 2 for Persia, bridge built,
 * 3 armies and 2 fleets in each Persian major; Greece as in the standard start (000 §3.2).
 */
export function soloSetup(): Board {
  return {
    forces: {
      Ephesos: { persianArmies: 3, persianFleets: 2 },
      Abydos: { persianArmies: 3, persianFleets: 2 },
      Athenai: { greekArmies: 1, greekFleets: 1 },
      Sparta: { greekArmies: 1, greekFleets: 1 },
      Korinthos: { greekArmies: 1 },
    },
    bridge: true,
    campaign: 3,
    score: 2,
  };
}

/**
 * Who controls `city` (000 §3 "Control of cities"): the side occupying it with at least one
 * army; a major city with no enemy army belongs to its owner even when empty; fleets never
 * control. Ruling R-EW-1 (docs/rulings.md): a city holding armies of both sides — a battle
 * not yet fought out on the mirror — is controlled by nobody.
 */
export function controller(board: Board, city: City): Side | null {
  armies(board, city, 'greece');
  armies(board, city, 'persia'); // both read through their checks
  return controllerOf(board, city);
}

/** Cities controlled by `side`. */
export function controlledBy(board: Board, side: Side): City[] {
  checkBoard(board);
  checkSide(side, 'side');
  return CITIES.filter((c) => controllerOf(board, c) === side);
}

/** True when `side` controls both of the enemy's major cities (000 §9: automatic victory). */
export function holdsBothEnemyMajors(board: Board, side: Side): boolean {
  checkBoard(board);
  checkSide(side, 'side');
  const enemy = side === 'greece' ? 'persia' : 'greece';
  return MAJORS[enemy].every((c) => controllerOf(board, c) === side);
}
