/**
 * Board mirror helpers: reading counts, the standard and solo start positions, city control.
 * Pure functions over the plain `Board` JSON.
 */
import { CITIES, type Board, type City, type ForceKind, type Side, type Forces } from './types.js';
import { MAP, MAJORS } from './map.js';

/** Pieces of one kind in one city (missing = 0). */
export function count(board: Board, city: City, kind: ForceKind): number {
  return board.forces[city]?.[kind] ?? 0;
}

/** Total pieces of one kind on the map. */
export function total(board: Board, kind: ForceKind): number {
  let n = 0;
  for (const c of CITIES) n += count(board, c, kind);
  return n;
}

/** A copy of the board with one city's count of one kind set (0 removes the field). */
export function withCount(board: Board, city: City, kind: ForceKind, n: number): Board {
  const here: Partial<Forces> = { ...(board.forces[city] ?? {}) };
  if (n === 0) delete here[kind];
  else here[kind] = n;
  const forces = { ...board.forces };
  if (Object.keys(here).length === 0) delete forces[city];
  else forces[city] = here;
  return { ...board, forces };
}

/** Armies of `side` in `city`. */
export function armies(board: Board, city: City, side: Side): number {
  return count(board, city, side === 'greece' ? 'greekArmies' : 'persianArmies');
}

/** Fleets of `side` in the port of `city`. */
export function fleets(board: Board, city: City, side: Side): number {
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
  const g = armies(board, city, 'greece');
  const p = armies(board, city, 'persia');
  if (g > 0 && p > 0) return null;
  if (g > 0) return 'greece';
  if (p > 0) return 'persia';
  const owner = MAP[city].major;
  return owner; // an empty major city is its owner's; an empty minor city is nobody's
}

/** Cities controlled by `side`. */
export function controlledBy(board: Board, side: Side): City[] {
  return CITIES.filter((c) => controller(board, c) === side);
}

/** True when `side` controls both of the enemy's major cities (000 §9: automatic victory). */
export function holdsBothEnemyMajors(board: Board, side: Side): boolean {
  const enemy = side === 'greece' ? 'persia' : 'greece';
  return MAJORS[enemy].every((c) => controller(board, c) === side);
}
