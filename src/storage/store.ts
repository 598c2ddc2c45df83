/**
 * A tool's saved state with undo/redo kept as snapshots, persisted to IndexedDB on every accepted
 * change (the Earth & Water table, PERS.IA and the battle roller; Thermopylae keeps an action log
 * instead, log-store.ts, which writes only what a tap changed).
 *
 * `update(fn)` computes the next state from the latest one, writes it (with its undo history)
 * and only then publishes it: when the promise resolves, the change is on disk. Updates are
 * queued, so two quick taps apply one after the other to the latest state, never to a stale
 * one; an update asked for before `load()` loads first, so it can never overwrite a stored game.
 * `busy` is true while a write is in flight. If saving is impossible the store keeps working in
 * memory, `unsaved` is true (the position shown would be lost on reload) and `problem` says why;
 * a save written by another tab is never silently overwritten.
 */
import { shownKey } from '../core/shown.js';
import { StrategosError } from '../core/errors.js';
import type { Message } from '../core/message.js';
import { message } from '../core/message.js';
import { getSave, putSave, setAside } from './db.js';
import { StorageError, writeError } from './errors.js';
import { guarded, type SaveKind } from './kinds.js';
import type { SaveRecord, ToolId } from './schema.js';
import { word } from './wording.js';

export interface StoreOptions<T> {
  tool: ToolId;
  id: string;
  name?: string;
  /** Version of the tool's state format; bump it when the shape changes. */
  format: number;
  initial: () => T;
  /** Check (and if needed upgrade) a loaded state; throw an Error saying what is wrong. */
  validate: (state: unknown, format: number) => T;
  /** How many steps undo remembers. */
  historyLimit?: number;
}

/** A snapshot save's `state` on disk. */
export interface Persisted<T> {
  present: T;
  past: T[];
  future: T[];
}

/** Check a snapshot save's whole state (every position of its undo history) with the tool's validator. */
export function checkSnapshot<T>(state: unknown, format: number, validate: (s: unknown, format: number) => T): Persisted<T> {
  if (typeof state !== 'object' || state === null || !('present' in state)) {
    throw new StorageError('corrupt', 'no current position in the save', { key: 'present' });
  }
  const p = state as { present: unknown; past?: unknown; future?: unknown };
  const list = (x: unknown, what: string): T[] => {
    if (x === undefined) return [];
    if (!Array.isArray(x)) throw new StorageError('corrupt', `the save's ${what} is not a list`, { key: what });
    return x.map((s, i) => guarded(`${what} ${i + 1}`, () => validate(s, format)));
  };
  return { present: guarded('present', () => validate(p.present, format)), past: list(p.past, 'past'), future: list(p.future, 'future') };
}

/** The import check of a tool whose saves are snapshots: the same check `load()` runs. */
export function snapshotKind<T>(validate: (s: unknown, format: number) => T, checkHistory: (summary: unknown) => unknown = (s) => s): SaveKind {
  return {
    checkSave: (rec: SaveRecord) =>
      guarded('save', () => {
        if (typeof rec !== 'object' || rec === null) throw new StorageError('corrupt', 'not a save record', { key: 'save' });
        if (rec.kind !== undefined) throw new StorageError('corrupt', 'this tool keeps snapshot saves, not an action log', { key: shownKey(rec.id) });
        return { kind: 'snapshot' as const, format: rec.format, state: checkSnapshot(rec.state, rec.format, validate) };
      }),
    checkHistory: (s) => guarded('history', () => checkHistory(s)),
  };
}

type Listener = () => void;

/** What the snapshot and log stores share: the queue, the listeners, and what the screens read. */
export abstract class StoreBase {
  loaded = false;
  busy = false;
  /**
   * How many queued operations (load, update, undo, redo, reset) have finished, whether they
   * changed the state, changed nothing or failed. Listeners are told after each one, so a screen
   * can signal "this tap is saved and shown" even for a tap that changed nothing.
   */
  settled = 0;
  /** Why saving is not working right now (data; `error` words it); null when all is well. */
  problem: StorageError | null = null;
  /** True while the position shown is not on disk: a reload now would lose it. */
  unsaved = false;
  /** A one-off notice (data; `notice` words it), e.g. a damaged save was set aside. */
  noticeMessage: Message | null = null;
  /** True while a write off the tap's path (an action log's checkpoints) is waiting or landing; snapshot saves have none. */
  get checkpointing(): boolean {
    return false;
  }

  /** `rev` of the record on disk as last read or written; null while unknown (not loaded, or no database). */
  protected rev: number | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private listeners = new Set<Listener>();

  /** `problem`, worded for the player (for screens that render it as text). */
  get error(): string | null {
    return this.problem ? word(this.problem) : null;
  }
  /** `noticeMessage`, worded for the player. */
  get notice(): string | null {
    return this.noticeMessage ? word(this.noticeMessage) : null;
  }

  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  protected emit(): void {
    for (const l of this.listeners) l();
  }

  /** Load the saved state (once). */
  load(): Promise<void> {
    return this.enqueue(() => this.ensureLoaded());
  }

  protected async ensureLoaded(): Promise<void> {
    if (this.loaded) return;
    try {
      await this.read();
      this.problem = null;
      this.unsaved = false;
    } catch (e) {
      // no database: play in memory, and say so on every change
      this.problem = e instanceof StorageError ? e : writeError(e, 'loading');
      this.rev = null;
      this.unsaved = true;
    }
    this.loaded = true;
  }

  /** Read the save into memory; sets `rev` (0 when there is none). A damaged save is set aside here. */
  protected abstract read(): Promise<void>;

  /**
   * The record stored under `id`; null when there is none, 'set aside' when it could not even be
   * read (getSave has set it aside, and a notice says so). Either way without a record, `rev` is 0.
   * A database that fails to read throws.
   */
  protected async readRecord(id: string): Promise<SaveRecord | null | 'set aside'> {
    try {
      const rec = await getSave(id);
      if (!rec) this.rev = 0;
      return rec;
    } catch (e) {
      if (!(e instanceof StorageError && e.code === 'corrupt')) throw e;
      this.noticeMessage = message('storage.notice.setAside');
      this.rev = 0;
      return 'set aside';
    }
  }

  /** Set a damaged save aside and say so (with the tool's own words for what is wrong, if it gave any); the tool starts fresh. */
  protected async setAsideDamaged(id: string, e: unknown): Promise<void> {
    await setAside(id, (e as Error)?.message ?? String(e));
    const detail = e instanceof StrategosError ? e.params.detail : undefined;
    this.noticeMessage = typeof detail === 'string' ? message('storage.notice.setAside', { detail }) : message('storage.notice.setAside');
  }

  /** A write failed: unless another tab wrote, keep playing in memory and say the position is not saved. */
  protected failed(e: unknown, what: string): void {
    const err = writeError(e, what);
    if (err.code === 'conflict') {
      this.problem = err;
      throw err;
    }
    this.problem = err;
    this.unsaved = true;
  }

  protected enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.chain.then(task).finally(() => {
      this.settled++;
      this.emit();
    });
    this.chain = run.catch(() => undefined);
    return run;
  }

  /**
   * Run `task` in the queue, after what is queued, without counting it as an operation the screens
   * wait for (`settled`): work off the player's path, such as checking the rest of a log.
   */
  protected quietly(task: () => Promise<void>): Promise<void> {
    const run = this.chain.then(task);
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Run `write` with `busy` set and the listeners told before and after. */
  protected async writing(write: () => Promise<void>): Promise<void> {
    this.busy = true;
    this.emit();
    try {
      await write();
    } finally {
      this.busy = false;
      this.emit();
    }
  }
}

export class SavedStore<T> extends StoreBase {
  state: T;
  past: T[] = [];
  future: T[] = [];

  private readonly limit: number;

  constructor(private readonly opts: StoreOptions<T>) {
    super();
    this.state = opts.initial();
    this.limit = opts.historyLimit ?? 200;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }
  get canRedo(): boolean {
    return this.future.length > 0;
  }

  protected async read(): Promise<void> {
    const rec = await this.readRecord(this.opts.id);
    if (rec === null || rec === 'set aside') return;
    try {
      if (rec.kind !== undefined) throw new StorageError('corrupt', 'an action log where a snapshot save was expected', { key: shownKey(rec.id) });
      const p = checkSnapshot(rec.state, rec.format, this.opts.validate);
      this.state = p.present;
      this.past = p.past;
      this.future = p.future;
      this.rev = rec.rev;
    } catch (e) {
      await this.setAsideDamaged(this.opts.id, e);
      this.rev = 0;
    }
  }

  /** Apply `fn` to the latest state, persist, then publish. Rejects (state unchanged) if `fn` throws. */
  update(fn: (s: T) => T, opts: { undoable?: boolean } = {}): Promise<void> {
    return this.enqueue(async () => {
      await this.ensureLoaded();
      const next = fn(this.state);
      if (next === this.state) return;
      const past = opts.undoable === false ? this.past : [...this.past, this.state].slice(-this.limit);
      const future = opts.undoable === false ? this.future : [];
      await this.commit(next, past, future);
    });
  }

  /** Replace the state and forget the undo history (a new game). */
  reset(state: T): Promise<void> {
    return this.enqueue(async () => {
      await this.ensureLoaded();
      await this.commit(state, [], []);
    });
  }

  undo(): Promise<void> {
    return this.enqueue(async () => {
      await this.ensureLoaded();
      const prev = this.past[this.past.length - 1];
      if (prev === undefined) return;
      await this.commit(prev, this.past.slice(0, -1), [this.state, ...this.future]);
    });
  }

  redo(): Promise<void> {
    return this.enqueue(async () => {
      await this.ensureLoaded();
      const next = this.future[0];
      if (next === undefined) return;
      await this.commit(next, [...this.past, this.state], this.future.slice(1));
    });
  }

  private async commit(present: T, past: T[], future: T[]): Promise<void> {
    await this.writing(async () => {
      if (this.rev !== null) {
        try {
          const rec = await putSave<Persisted<T>>(
            { id: this.opts.id, tool: this.opts.tool, name: this.opts.name, format: this.opts.format, state: { present, past, future } },
            this.rev,
          );
          this.rev = rec.rev;
          this.problem = null;
          this.unsaved = false;
        } catch (e) {
          this.failed(e, `saving ${this.opts.id}`);
        }
      } else this.unsaved = true;
      this.state = present;
      this.past = past;
      this.future = future;
    });
  }
}
