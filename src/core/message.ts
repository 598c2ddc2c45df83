/**
 * What `src/` says to a player, as data: an id naming the message, its parameters, and the rule
 * it follows. The components word it (through `msg()`, in English or Dutch); nothing in `src/`
 * writes prose for a player, and nothing parses a worded message back into facts.
 *
 * Ids are dotted and stable (`persia.op.die2.move`, `ew.move.noRoad`); a rule is cited with its
 * book first, as the rulebooks are named in seeds/: `000 §6.4`, `003 §7.1`, `004 §5.3`, `002 §10.1.1`.
 */

/** A message parameter: a number, a word the screens translate (a city, a unit id), or a flag. */
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
export function message(id: string, params?: Record<string, MessageParam>, rule?: string): Message {
  const m: { id: string; params?: Record<string, MessageParam>; rule?: string } = { id };
  if (params !== undefined) m.params = params;
  if (rule !== undefined) m.rule = rule;
  return m;
}
