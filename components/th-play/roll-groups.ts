/**
 * A roll as the game log records it, grouped with what it caused: the event with the dice (the
 * last, after any Second Chance reroll of the same combat) and the results right after it —
 * retreats, hits, advances (002 §9.2–§9.4 for the Persian attacks, §10.1–§10.3 for the
 * Spartans'). The roll panel, the Spartan attacks shown one at a time and the line said after a
 * step (step-words.ts) all read the log through these groups.
 */
import type { EventType, GameEvent } from '../../src/thermopylae/events.js';
import { eventDice } from '../th-game-log/words.js';

export interface RollGroup {
  roll: GameEvent;
  results: GameEvent[];
}

/** What a roll causes (002 §9.2–§9.4, §10.1–§10.3), shown with its dice. */
const RESULTS: ReadonlySet<EventType> = new Set<EventType>([
  'spartanRetreats', 'spartanHolds', 'hitIgnored', 'attackResult', 'advance', 'staysOnFlank', 'friendlyFireHit',
  'spartanResult', 'retreat', 'retreatBlocked', 'spartanForward',
]);

export function rollGroups(events: readonly GameEvent[]): RollGroup[] {
  const out: RollGroup[] = [];
  let cur: RollGroup | null = null;
  for (const e of events) {
    if (e.type === 'roll' && e.reroll !== null && cur !== null && cur.roll.type === 'roll' && cur.roll.attack.target === e.attack.target) {
      cur.roll = e; // a reroll of the same combat
    } else if (eventDice(e) !== null) {
      cur = { roll: e, results: [] };
      out.push(cur);
    } else if (cur !== null && RESULTS.has(e.type)) {
      cur.results.push(e);
    } else cur = null;
  }
  return out;
}

/** A roll of the Spartans' (002 §10): shown in their colour, and one at a time after a step. */
export const isSpartanRoll = (g: RollGroup) => g.roll.type === 'roll' && g.roll.by === 'spartan';
