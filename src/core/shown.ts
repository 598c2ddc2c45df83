/**
 * The one way `src/` shows a value it was given in an error message (issue 30 item 2): short,
 * and safe for anything — it never calls the value's own `toString`, `valueOf` or
 * `Symbol.toPrimitive` (which may not be functions, or may throw), never walks it (it may be a
 * cycle, a proxy that throws, or a list of four billion), and cuts long text (a 10 MB string)
 * short. A number is shown as itself (`-0` as -0), text in quotes, anything else by what it is:
 * `null`, `undefined`, `a symbol`, `a function`, `a list`, `an object`.
 */

/** How much of a text a message shows. */
const TEXT = 24;

export function shown(x: unknown): string {
  try {
    switch (typeof x) {
      case 'string':
        return JSON.stringify(x.length > TEXT ? `${x.slice(0, TEXT)}…` : x);
      case 'number':
        return Object.is(x, -0) ? '-0' : `${x}`;
      case 'boolean':
      case 'undefined':
        return `${x}`;
      case 'bigint':
        return `${x > 10n ** 15n || x < -(10n ** 15n) ? 'a huge' : x}n`;
      case 'symbol':
        return 'a symbol';
      case 'function':
        return 'a function';
      default:
        if (x === null) return 'null';
        return Array.isArray(x) ? 'a list' : 'an object';
    }
  } catch {
    // Array.isArray of a revoked proxy throws
    return 'an unreadable value';
  }
}


/** A key or name as a message parameter: short text as itself (no quotes), anything else as `shown` says it. */
export function shownKey(x: unknown): string {
  return typeof x === 'string' ? (x.length > 80 ? `${x.slice(0, 80)}…` : x) : shown(x);
}

/**
 * A value as JSON-like text, cut at `max` characters (`{"type":"move","to":17}`), for a message
 * that names a whole action; built by a walk that stops when the text is long enough, so a list
 * of four billion or a cycle costs nothing, and that reads fields through `shown`'s rules (no
 * `toString`, no `toJSON`). A field that cannot be read is shown as `?`.
 */
export function shownJson(x: unknown, max = 120): string {
  // (a max that is no count is the default: a comparison with it would call its valueOf)
  if (typeof max !== 'number' || !(max >= 1)) max = 120;
  max = Math.min(max, 100_000);
  let out = '';
  const seen = new Set<unknown>();
  const put = (s: string): boolean => {
    out += s;
    return out.length < max;
  };
  const walk = (v: unknown): boolean => {
    if (typeof v !== 'object' || v === null) return put(typeof v === 'string' ? JSON.stringify(v.length > max ? `${v.slice(0, max)}…` : v) : shown(v));
    if (seen.has(v)) return put('(cycle)');
    seen.add(v);
    try {
      if (Array.isArray(v)) {
        if (!put('[')) return false;
        for (let i = 0; i < v.length; i++) if ((i > 0 && !put(',')) || !walk(v[i])) return false;
        return put(']');
      }
      if (!put('{')) return false;
      let first = true;
      for (const k in v) {
        if (!Object.prototype.hasOwnProperty.call(v, k)) continue;
        if ((!first && !put(',')) || !put(`${JSON.stringify(k.length > max ? k.slice(0, max) : k)}:`) || !walk((v as Record<string, unknown>)[k])) return false;
        first = false;
      }
      return put('}');
    } catch {
      return put('?');
    } finally {
      seen.delete(v);
    }
  };
  walk(x);
  return out.length > max ? `${out.slice(0, max)}…` : out;
}
