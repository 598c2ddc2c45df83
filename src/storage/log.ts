/**
 * A save kept as an action log, checked as a whole: what a tool supplies (`LogDefinition`: its
 * pure `apply`, the checks of an action, of the start and of a stored position), the replay that
 * rebuilds and checks a log, the hash that ties a checkpoint to the actions it was made from, and
 * the import check of a tool whose saves are logs (`logKind`). The store itself is log-store.ts.
 */
import { shown, shownKey } from '../core/shown.js';
import { StrategosError } from '../core/errors.js';
import { StorageError } from './errors.js';
import { guarded, type CheckedSave, type ExportedAction, type ExportedLog, type SaveKind } from './kinds.js';
import type { HistoryRecord, SaveRecord } from './schema.js';
import { checkSnapshot } from './store.js';

/** What a tool supplies to keep its games as action logs. All of it pure; all of it throws a StrategosError on bad input. */
export interface LogDefinition<S, A, M> {
  /** The version of the tool's log format (its actions and meta); older saves come through `upgrade`. */
  format: number;
  /** The position a game started from `meta` begins at. */
  init(meta: M): S;
  /** The rule: the position after `action`. Throws when the action is not allowed; never changes `state`. */
  apply(state: S, action: A): S;
  /** Check a stored action's shape (legality is `apply`'s); returns it. */
  checkAction(x: unknown): A;
  /** Check a stored start (seed, options); returns it. */
  checkMeta(x: unknown): M;
  /**
   * Check a stored position: `x` must be the position after `actions` from `meta`. Returns the
   * position to use. (A tool may rebuild it through `apply` and compare, or check its shape.)
   */
  checkState(x: unknown, ctx: { meta: M; actions: readonly A[] }): S;
  /**
   * True when `checkState` rebuilds the position from `ctx.actions` (every action before it).
   * Otherwise a load reads only the actions after the latest checkpoint, and `ctx.actions` is
   * empty (log-store.ts). A replaying tool's load reads the whole log, unless it has
   * `checkStateAlone`.
   */
  checkStateReplays?: boolean;
  /**
   * With `checkStateReplays`: check a stored position on its own, without the actions before it
   * (its shape and the rules' invariants, and that it is a position of a game started from
   * `meta`); returns the position to use. A load then reads only the actions after the latest
   * checkpoint this accepts (their chain must reach the head's hash), and `checkState` — the
   * rebuild — runs on that checkpoint once the actions before it are read: when the app is idle,
   * or at once when undo, a tap or `whole()` needs them (log-store.ts).
   */
  checkStateAlone?(x: unknown, meta: M): S;
  /** May undo go back past `action`? False for a roll or a draw (the player would see the dice). */
  barrier?(prev: S, next: S, action: A): boolean;
  /** A small summary of a position for lists (turn, score…); written with every tap, so keep it small. */
  summarize(state: S, meta: M): unknown;
  /** A save of this tool in its older snapshot form, as a log (the tool's own migration). */
  upgrade?(state: unknown, format: number): { meta: M; actions: A[]; cursor: number };
  /** The finished-game record to file when `action` ends the game (written in the same transaction). */
  finished?(prev: S, next: S, meta: M, actions: readonly A[]): Omit<HistoryRecord, 'id' | 'tool'> | null;
  /** Check one finished game's summary (history). */
  checkHistory?(summary: unknown): unknown;
}

/** FNV-1a (32 bits) of `text` continued from `h`, as 8 hex digits. */
export function chainHash(h: string, text: string): string {
  let x = parseInt(h, 16) >>> 0;
  for (let i = 0; i < text.length; i++) {
    x ^= text.charCodeAt(i);
    x = Math.imul(x, 0x01000193) >>> 0;
  }
  return x.toString(16).padStart(8, '0');
}

/** The hash a log's chain starts from: its meta. */
export function metaHash(meta: unknown): string {
  return chainHash('811c9dc5', JSON.stringify(meta) ?? '');
}

/** The hash of a whole log (the head's `h`): after its last action, or its meta's when it has none. */
export function logHash(meta: unknown, hs: readonly string[]): string {
  return hs.length ? hs[hs.length - 1]! : metaHash(meta);
}

/** Hashes of a log: `h[i]` covers the meta and actions 0..i. */
export function hashes(meta: unknown, actions: readonly unknown[], barriers: readonly boolean[]): string[] {
  const out: string[] = [];
  let h = metaHash(meta);
  actions.forEach((a, i) => out.push((h = chainHash(h, (JSON.stringify(a) ?? '') + (barriers[i] ? '!' : '')))));
  return out;
}

/** Apply one action through the tool's rule, so that whatever it throws is one of ours. */
export function applyChecked<S, A>(def: { apply(state: S, action: A): S }, state: S, action: A, i: number): S {
  try {
    return def.apply(state, action);
  } catch (e) {
    if (e instanceof StrategosError) throw e;
    throw new StorageError('corrupt', `action ${i + 1} could not be applied: ${(e as Error)?.message ?? String(e)}`, { key: `action ${i + 1}` }, e);
  }
}

/** A whole log, checked: the start, every action (shape and legality), and the barriers recomputed. */
export interface CheckedLog<S, A, M> {
  meta: M;
  actions: A[];
  barriers: boolean[];
  cursor: number;
  /** The position at the cursor. */
  state: S;
}

/** Check a log from its start: every action must apply in turn. Throws a StrategosError naming the first problem. */
export function checkLog<S, A, M>(def: LogDefinition<S, A, M>, meta: unknown, actions: unknown, cursor: unknown): CheckedLog<S, A, M> {
  const m = guarded('meta', () => def.checkMeta(meta));
  if (!Array.isArray(actions)) throw new StorageError('corrupt', 'the log has no list of actions', { key: 'actions' });
  if (typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0 || cursor > actions.length) {
    throw new StorageError('corrupt', `the log's position ${shown(cursor)} is not within its ${actions.length} actions`, { key: 'cursor' });
  }
  const acts: A[] = actions.map((x, i) => guarded(`action ${i + 1}`, () => def.checkAction(x)));
  const barriers: boolean[] = [];
  let s = guarded('start', () => def.init(m));
  let atCursor = s;
  acts.forEach((a, i) => {
    const next = applyChecked(def, s, a, i);
    barriers.push(def.barrier ? guarded(`action ${i + 1}`, () => def.barrier!(s, next, a)) : false);
    s = next;
    if (i + 1 === cursor) atCursor = s;
  });
  return { meta: m, actions: acts, barriers, cursor, state: atCursor };
}

/** The import check of a tool whose saves are action logs: the whole log replayed from its start. */
export function logKind<S, A, M>(def: LogDefinition<S, A, M>): SaveKind {
  return {
    checkSave: (rec: SaveRecord): CheckedSave => guarded('save', () => checkLogSave(def, rec)),
    checkHistory: (s) => guarded('history', () => (def.checkHistory ? def.checkHistory(s) : s)),
  };
}

function checkLogSave<S, A, M>(def: LogDefinition<S, A, M>, rec: SaveRecord): CheckedSave {
  if (typeof rec !== 'object' || rec === null) throw new StorageError('corrupt', 'not a save record', { key: 'save' });
  let log: CheckedLog<S, A, M>;
  if (rec.kind === 'log') {
    if (rec.format !== def.format) throw new StorageError('corrupt', `log format ${shown(rec.format)}; this version reads ${def.format}`, { key: shownKey(rec.id) });
    const st = rec.state as Partial<ExportedLog> | null;
    if (typeof st !== 'object' || st === null) throw new StorageError('corrupt', 'the log has no head', { key: shownKey(rec.id) });
    const list = st.actions;
    if (!Array.isArray(list)) throw new StorageError('corrupt', 'the log has no list of actions', { key: shownKey(rec.id) });
    if (st.length !== list.length) throw new StorageError('corrupt', `the log says ${shown(st.length)} actions but holds ${list.length}`, { key: shownKey(rec.id) });
    const raw = list.map((x: unknown, i) => {
      if (typeof x !== 'object' || x === null || !('action' in x)) throw new StorageError('corrupt', `action ${i + 1} is not an action record`, { key: shownKey(rec.id) });
      return (x as ExportedAction).action;
    });
    log = checkLog(def, st.meta, raw, st.cursor);
  } else {
    if (!def.upgrade) throw new StorageError('corrupt', 'this tool keeps action logs, and this save is not one', { key: shownKey(rec.id) });
    const up = guarded('upgrade', () => def.upgrade!(rec.state, rec.format));
    log = checkLog(def, up.meta, up.actions, up.cursor);
  }
  // the position at the cursor, for the import to write as a checkpoint: the first open reads only what follows it
  const hs = hashes(log.meta, log.actions, log.barriers);
  const checkpoint = log.cursor > 0 ? { i: log.cursor, h: hs[log.cursor - 1]!, state: log.state } : undefined;
  return { kind: 'log', format: def.format, state: exportedLog(def, log, hs), checkpoint };
}

/** A checked log in its export form (its head's hash `h` computed, unless given). */
export function exportedLog<S, A, M>(def: LogDefinition<S, A, M>, log: CheckedLog<S, A, M>, hs = hashes(log.meta, log.actions, log.barriers)): ExportedLog {
  return {
    meta: log.meta,
    length: log.actions.length,
    cursor: log.cursor,
    summary: guarded('summary', () => def.summarize(log.state, log.meta)),
    h: logHash(log.meta, hs),
    actions: log.actions.map((action, i) => (log.barriers[i] ? { action, barrier: true } : { action })),
  };
}

/**
 * A snapshot save (`{ present, past, future }`, store.ts) as the actions of a log, for a tool
 * moving its saves onto the log store: every position of its undo history, checked with the
 * tool's validator, becomes one action that puts that whole position back (`restore`; the first
 * one marked, for the tool to make it a barrier so undo never goes behind the oldest position
 * kept). The cursor stands on the position that was shown, so undo and redo reach what they
 * reached before; the tool's own verbs follow from there.
 */
export function snapshotAsLog<T, A>(
  state: unknown,
  format: number,
  validate: (s: unknown, format: number) => T,
  restore: (position: T, first: boolean) => A,
): { actions: A[]; cursor: number } {
  const p = checkSnapshot(state, format, validate);
  const all = [...p.past, p.present, ...p.future];
  return { actions: all.map((s, i) => restore(s, i === 0)), cursor: p.past.length + 1 };
}
