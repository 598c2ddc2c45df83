/**
 * The one error type of the project. Every public entry of `src/` that is given something
 * impossible — a board with a negative count, an action that is not legal, a damaged save —
 * throws a `StrategosError` (or one of its subclasses) whose `message` names the problem for a
 * developer and whose `id`, `params` and `rule` let a screen word it for a player. Never a
 * TypeError from deep inside, never a state with impossible values.
 *
 * Subclasses say which part refused (`RuleError` for the Earth & Water rules, `StorageError`,
 * `ImportError`, …); `instanceof StrategosError` is the test callers and fuzz tests use.
 */
import type { Message, MessageParam } from './message.js';

export interface ErrorDetail {
  /** Stable message id (see message.ts); defaults to 'error.input'. */
  id?: string;
  params?: Record<string, MessageParam>;
  /** The rule broken, book first: `000 §6.4`. */
  rule?: string;
  cause?: unknown;
}

export class StrategosError extends Error {
  override name = 'StrategosError';
  readonly id: string;
  readonly params: Readonly<Record<string, MessageParam>>;
  readonly rule: string | undefined;

  constructor(message: string, detail: ErrorDetail = {}) {
    super(message, detail.cause === undefined ? undefined : { cause: detail.cause });
    this.id = detail.id ?? 'error.input';
    this.params = detail.params ?? {};
    this.rule = detail.rule;
  }

  /** The error as a message a screen can word. */
  toMessage(): Message {
    return this.rule === undefined ? { id: this.id, params: this.params } : { id: this.id, params: this.params, rule: this.rule };
  }
}

/** Is `e` one of ours (as opposed to a crash)? */
export function isStrategosError(e: unknown): e is StrategosError {
  return e instanceof StrategosError;
}
