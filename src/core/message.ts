/**
 * What `src/` says to a player, as data: an id naming the message, its parameters, and the rule
 * it follows. The components word it (through `msg()`, in English or Dutch); nothing in `src/`
 * writes prose for a player, and nothing parses a worded message back into facts.
 *
 * Ids are dotted and stable (`persia.op.die2.move`, `ew.move.noRoad`); a rule is cited with its
 * book first, as the rulebooks are named in seeds/: `000 §6.4`, `003 §7.1`, `004 §5.3`, `002 §10.1.1`.
 */

/** A message parameter: a number, a word the screens translate (a city, a unit id), or a flag. */
import { StrategosError } from './errors.js';
import { shown } from './shown.js';

export type MessageParam = string | number | boolean | null;

export interface Message {
  /** Stable id the components map to words. */
  readonly id: string;
  /** Values the words need (counts, cities, units, dice). */
  readonly params?: Readonly<Record<string, MessageParam>>;
  /** The rule followed or broken, book first: `000 §8.2`. */
  readonly rule?: string;
}

/** A message literal, checked by the compiler. */
/** Plain parameters: an object of at most 64 text, number, true/false or null values (or undefined: left out when worded), read safely. */
function isParams(p: unknown): boolean {
  try {
    if (typeof p !== 'object' || p === null || Array.isArray(p)) return false;
    const proto: unknown = Object.getPrototypeOf(p);
    if (proto !== Object.prototype && proto !== null) return false;
    const keys = Object.keys(p);
    return keys.length <= 64 && keys.every((k) => {
      const v: unknown = (p as Record<string, unknown>)[k];
      return v === null || v === undefined || typeof v === 'string' || typeof v === 'boolean' || typeof v === 'number';
    });
  } catch {
    return false;
  }
}

export function message(id: string, params?: Record<string, MessageParam>, rule?: string): Message {
  // `src/` builds its messages from its own text and numbers; anything else is a fault named at once, not a message a screen cannot word
  if (typeof id !== 'string' || (rule !== undefined && typeof rule !== 'string') || (params !== undefined && !isParams(params))) {
    throw new StrategosError(`a message is an id, parameters that are text, numbers, true/false or null, and a rule: not ${shown(id)}`, { id: 'error.input', params: { what: 'message' } });
  }
  const m: { id: string; params?: Record<string, MessageParam>; rule?: string } = { id };
  if (params !== undefined) m.params = params;
  if (rule !== undefined) m.rule = rule;
  return m;
}
