/**
 * The board's accessors without argument checks, for the rules modules of src/earth-water once a
 * public entry has checked its board (`checkBoard`): reading a count, setting one, armies, fleets,
 * control. board.ts exposes the same functions with their checks; these are not exported from
 * index.ts. One implementation: board.ts calls these.
 */
import type { Board, City, ForceKind, Forces, Side } from './types.js';
import { MAP } from './map.js';

export function countOf(board: Board, city: City, kind: ForceKind): number {
  return board.forces[city]?.[kind] ?? 0;
}

/** A copy of the board with one city's count of one kind set (0 removes the field). */
export function setCount(board: Board, city: City, kind: ForceKind, n: number): Board {
  const here: Partial<Forces> = { ...(board.forces[city] ?? {}) };
  if (n === 0) delete here[kind];
  else here[kind] = n;
  const forces = { ...board.forces };
  if (Object.keys(here).length === 0) delete forces[city];
  else forces[city] = here;
  return { ...board, forces };
}

export function armiesOf(board: Board, city: City, side: Side): number {
  return countOf(board, city, side === 'greece' ? 'greekArmies' : 'persianArmies');
}

export function fleetsOf(board: Board, city: City, side: Side): number {
  return countOf(board, city, side === 'greece' ? 'greekFleets' : 'persianFleets');
}

/** Who controls `city` (000 §3; R-EW-1): see `controller` in board.ts. */
export function controllerOf(board: Board, city: City): Side | null {
  const g = armiesOf(board, city, 'greece');
  const p = armiesOf(board, city, 'persia');
  if (g > 0 && p > 0) return null;
  if (g > 0) return 'greece';
  if (p > 0) return 'persia';
  return MAP[city].major; // an empty major city is its owner's; an empty minor city is nobody's
}
