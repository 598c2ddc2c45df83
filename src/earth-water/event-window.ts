/**
 * An event under way on the Earth & Water table, or a lightning reply the rules open for one
 * moment (000 §6.1 "Playing a Lightning card to counter an operation … or an opponent's event"):
 *   - 'tribute':       Persia has just placed an army with Tribute of Earth and Water in `city`:
 *                      Greece may answer with Molon Labe (card #12);
 *   - 'persianNaval':  Persia has just made the naval movement `move`: Greece may play
 *                      Themistocles before the naval battle (card #5);
 *   - 'triremes':      Greece played Triremes and made its first naval movement: the second (or
 *                      none) comes next (card #13);
 *   - 'separatePeace': Persia won Separate Peace's roll: Greece discards its Sparta cards (card #10).
 * The table keeps it as `eventWindow` (table.ts); table-events.ts opens and closes it.
 */
import type { City } from './types.js';
import { InputError } from './errors.js';
import { checkCity, isPlainObject } from './check.js';
import { checkMove, type Move } from './battle-request.js';

export type EventWindow =
  | { kind: 'tribute'; city: City }
  | { kind: 'persianNaval'; move: Extract<Move, { by: 'sea' }> }
  | { kind: 'triremes' }
  | { kind: 'separatePeace' };

/** A checked event window from a save; throws an `InputError` naming the problem. */
export function parseEventWindow(x: unknown): EventWindow {
  if (!isPlainObject(x)) throw new InputError('table.eventWindow', 'not an object');
  switch (x.kind) {
    case 'tribute':
      checkCity(x.city, 'table.eventWindow.city');
      return { kind: 'tribute', city: x.city };
    case 'persianNaval': {
      checkMove(x.move);
      const m = x.move;
      if (m.by !== 'sea' || m.side !== 'persia') throw new InputError('table.eventWindow.move', 'not a Persian naval movement');
      return { kind: 'persianNaval', move: { by: 'sea', side: 'persia', from: m.from, to: m.to, fleets: m.fleets, armies: m.armies } };
    }
    case 'triremes':
    case 'separatePeace':
      return { kind: x.kind };
    default:
      throw new InputError('table.eventWindow.kind', `${String(x.kind)} is not an event under way`);
  }
}
