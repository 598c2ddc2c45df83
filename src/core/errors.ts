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
import { shown, shownKey } from './shown.js';

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
    // what `src/` hands in is text and plain data; anything else is shown, never turned to text by its own toString
    const d = readDetail(detail);
    super(typeof message === 'string' ? message : shown(message), d.cause === undefined ? undefined : { cause: d.cause });
    this.id = d.id;
    this.params = d.params;
    this.rule = d.rule;
  }

  /** The error as a message a screen can word. */
  toMessage(): Message {
    return this.rule === undefined ? { id: this.id, params: this.params } : { id: this.id, params: this.params, rule: this.rule };
  }
}

/** The parts of an error's detail that are what they must be (an id and a rule are text, a parameter a MessageParam). */
function readDetail(detail: unknown): { id: string; params: Record<string, MessageParam>; rule: string | undefined; cause: unknown } {
  const out = { id: 'error.input', params: {} as Record<string, MessageParam>, rule: undefined as string | undefined, cause: undefined as unknown };
  try {
    if (typeof detail !== 'object' || detail === null) return out;
    const { id, params, rule, cause } = detail as ErrorDetail;
    if (typeof id === 'string') out.id = id;
    if (typeof rule === 'string') out.rule = rule;
    out.cause = cause;
    if (typeof params === 'object' && params !== null && !Array.isArray(params)) {
      for (const k of Object.keys(params).slice(0, 64)) {
        const v: unknown = params[k];
        out.params[k] = v === null || typeof v === 'boolean' || typeof v === 'number' || typeof v === 'string' ? v : shown(v);
      }
    }
  } catch {
    // a detail that cannot be read keeps what was read of it
  }
  return out;
}

/** Is `e` one of ours (as opposed to a crash)? (Safe for anything thrown: a proxy's traps are not run.) */
export function isStrategosError(e: unknown): e is StrategosError {
  try {
    return e instanceof StrategosError;
  } catch {
    return false;
  }
}

/** The name of what was thrown, for a message, without trusting it. */
function thrownName(e: unknown): string {
  try {
    return e instanceof Error && typeof e.name === 'string' ? e.name.slice(0, 40) : 'a throw';
  } catch {
    return 'a throw';
  }
}

/**
 * Run `check` — code that reads a value from outside (a save, an action, a caller's argument) —
 * and turn whatever it throws that is not ours into a `StrategosError` saying `what` could not be
 * read: a getter that throws, a proxy that throws or was revoked, a value with no way to become
 * text. Only around reading input: a throw from the rules themselves is a bug, not a refusal.
 */
export function readingInput<T>(what: string, check: () => T): T {
  try {
    return check();
  } catch (e) {
    if (isStrategosError(e)) throw e;
    const name = shownKey(what);
    throw new StrategosError(`${name} could not be read (${thrownName(e)}): it is not plain data`, { id: 'error.input', params: { what: name }, cause: e });
  }
}

/** The most items a list from outside may hold, and how deep data may nest. */
const MAX_ITEMS = 100_000;
const MAX_DEPTH = 64;

/**
 * A copy of `x` as plain JSON-like data, or a `StrategosError` naming `what` when it is not such
 * data: a getter or proxy that throws, a cycle, a symbol, a function, a bigint, an object with
 * another prototype (a Map, a Date), a list of more than 100,000 items, nesting deeper than 64.
 * Numbers are kept as they are (NaN, -0: the caller's checks refuse what they must). Each field is
 * read once, so the copy cannot change under the caller's later reads. For the small values an
 * entry reads field by field after a shallow check (actions, options).
 */
export function plainData<T>(x: T, what: string): T {
  what = shownKey(what);
  const path: unknown[] = [];
  const copy = (v: unknown, depth: number): unknown => {
    switch (typeof v) {
      case 'string':
      case 'number':
      case 'boolean':
      case 'undefined':
        return v;
      case 'object':
        break;
      default:
        throw new StrategosError(`${what}: a ${typeof v} is not data`, { id: 'error.input', params: { what } });
    }
    if (v === null) return null;
    if (depth > MAX_DEPTH) throw new StrategosError(`${what}: nested more than ${MAX_DEPTH} deep`, { id: 'error.input', params: { what } });
    if (path.includes(v)) throw new StrategosError(`${what}: holds itself (a cycle)`, { id: 'error.input', params: { what } });
    path.push(v);
    let out: unknown;
    if (Array.isArray(v)) {
      if (Object.getPrototypeOf(v) !== Array.prototype || v.length > MAX_ITEMS) throw new StrategosError(`${what}: not a list of at most ${MAX_ITEMS} items`, { id: 'error.input', params: { what } });
      const list: unknown[] = new Array<unknown>(v.length);
      for (let i = 0; i < v.length; i++) list[i] = copy(v[i], depth + 1);
      out = list;
    } else {
      const proto: unknown = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) throw new StrategosError(`${what}: an object that is not plain data`, { id: 'error.input', params: { what } });
      const o: Record<string, unknown> = {};
      for (const k of Object.keys(v)) {
        const value = copy((v as Record<string, unknown>)[k], depth + 1);
        if (k === '__proto__') Object.defineProperty(o, k, { value, enumerable: true, writable: true, configurable: true });
        else o[k] = value;
      }
      out = o;
    }
    path.pop();
    return out;
  };
  return readingInput(what, () => copy(x, 0) as T);
}
