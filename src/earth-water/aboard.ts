/**
 * Armies aboard (issue 28 item 6): armies carried by a naval movement into a port held by enemy
 * fleets stay on their fleets until the naval battle is won and they land (000 §6.5 "resolve the
 * naval battle first, then land the armies carried by the surviving fleets in the city"). The board
 * mirror counts them in the city already (ruling R-EW-1: the move is on the board when it is made);
 * this says which of them are still aboard, so the mirror draws them on the fleets, as at the table:
 *   - while the naval battle the move caused waits to be fought (the table's last move);
 *   - while that battle is open and they have not landed (its log has no landing yet) — and, if it
 *     ended at sea, until it is applied (the armies never landed: sunk with their fleets or gone home).
 * A landing by sea into enemy armies with no enemy fleet is no naval battle: those armies land at
 * once (000 §6.5 "immediately place the transported armies in the city").
 */
import type { City, Side } from './types.js';
import { openBoardBattle, parseTable, type Table } from './table.js';

export interface Aboard {
  /** The port the fleets sailed into. */
  city: City;
  /** Whose fleets carry them. */
  side: Side;
  /** How many of that side's armies counted in `city` are on the fleets, not ashore. */
  armies: number;
  rule: '000 §6.5';
}

/** The armies still aboard their fleets on the table now, or null when none are. */
export function armiesAboard(table: Table): Aboard | null {
  const t = parseTable(table);
  const waiting = t.lastMove?.battle;
  if (waiting) {
    return waiting.kind === 'naval' && (waiting.carried ?? 0) > 0 ? { city: waiting.where, side: waiting.attacker, armies: waiting.carried!, rule: '000 §6.5' } : null;
  }
  const b = openBoardBattle(t);
  // Landed once the battle's log says so (a won naval stage: 000 §6.5), whether a land battle follows or not.
  if (!b || b.request.kind !== 'naval' || (b.request.carried ?? 0) === 0 || b.state.log.some((e) => e.type === 'landing')) return null;
  return { city: b.request.where, side: b.request.attacker, armies: b.request.carried!, rule: '000 §6.5' };
}
