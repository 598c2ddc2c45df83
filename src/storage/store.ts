/**
 * A tool's saved state with undo/redo, persisted to IndexedDB on every accepted change.
 *
 * `update(fn)` computes the next state from the latest one, writes it (with its undo history)
 * and only then publishes it: when the promise resolves, the change is on disk. Updates are
 * queued, so two quick taps apply one after the other to the latest state, never to a stale
 * one. `busy` is true while a write is in flight (buttons that must not fire twice disable
 * themselves on it). If saving is impossible the store keeps working in memory and says why
 * in `error`; a save written by another tab is never silently overwritten.
 */
import { getSave, putSave, setAside, StorageError } from './db.js';
import type { ToolId } from './schema.js';

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

interface Persisted<T> {
  present: T;
  past: T[];
  future: T[];
}

type Listener = () => void;

export class SavedStore<T> {
  state: T;
  past: T[] = [];
  future: T[] = [];
  loaded = false;
  busy = false;
  /**
   * How many queued operations (load, update, undo, redo, reset) have finished, whether they
   * changed the state, changed nothing or failed. Listeners are told after each one, so a screen
   * can signal "this tap is saved and shown" even for a tap that changed nothing.
   */
  settled = 0;
  /** Why saving is not working right now, in words for the player; null when all is well. */
  error: string | null = null;
  /** A one-off notice (e.g. a damaged save was set aside). */
  notice: string | null = null;

  private rev: number | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private listeners = new Set<Listener>();
  private readonly limit: number;

  constructor(private readonly opts: StoreOptions<T>) {
    this.state = opts.initial();
    this.limit = opts.historyLimit ?? 200;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }
  get canRedo(): boolean {
    return this.future.length > 0;
  }

  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private emit(): void {
    for (const l of this.listeners) l();
  }

  /** Load the saved state (once). A damaged save is set aside and the tool starts fresh. */
  load(): Promise<void> {
    return this.enqueue(async () => {
      if (this.loaded) return;
      try {
        const rec = await getSave<Persisted<unknown>>(this.opts.id);
        if (rec) {
          try {
            const p = rec.state;
            if (!p || typeof p !== 'object' || !('present' in p)) throw new Error('no current position in the save');
            const present = this.opts.validate(p.present, rec.format);
            const past = Array.isArray(p.past) ? p.past.map((s) => this.opts.validate(s, rec.format)) : [];
            const future = Array.isArray(p.future) ? p.future.map((s) => this.opts.validate(s, rec.format)) : [];
            this.state = present;
            this.past = past;
            this.future = future;
            this.rev = rec.rev;
          } catch (e) {
            await setAside(this.opts.id, (e as Error).message);
            this.rev = 0;
            this.notice = `The saved game could not be read (${(e as Error).message}). It was set aside — export it from Settings — and a new one was started.`;
          }
        } else this.rev = 0;
        this.error = null;
      } catch (e) {
        this.error = e instanceof StorageError ? e.message : 'Saving is not available in this browser.';
        if (e instanceof StorageError && e.code === 'corrupt') {
          this.notice = e.message;
          this.error = null;
          this.rev = 0;
        }
      }
      this.loaded = true;
    });
  }

  /** Apply `fn` to the latest state, persist, then publish. Rejects (state unchanged) if `fn` throws. */
  update(fn: (s: T) => T, opts: { undoable?: boolean } = {}): Promise<void> {
    return this.enqueue(async () => {
      const next = fn(this.state);
      if (next === this.state) return;
      const past = opts.undoable === false ? this.past : [...this.past, this.state].slice(-this.limit);
      const future = opts.undoable === false ? this.future : [];
      await this.commit(next, past, future);
    });
  }

  /** Replace the state and forget the undo history (a new game). */
  reset(state: T): Promise<void> {
    return this.enqueue(() => this.commit(state, [], []));
  }

  undo(): Promise<void> {
    return this.enqueue(async () => {
      const prev = this.past[this.past.length - 1];
      if (prev === undefined) return;
      await this.commit(prev, this.past.slice(0, -1), [this.state, ...this.future]);
    });
  }

  redo(): Promise<void> {
    return this.enqueue(async () => {
      const next = this.future[0];
      if (next === undefined) return;
      await this.commit(next, [...this.past, this.state], this.future.slice(1));
    });
  }

  private async commit(present: T, past: T[], future: T[]): Promise<void> {
    this.busy = true;
    this.emit();
    try {
      if (this.rev !== null || !this.error) {
        try {
          const rec = await putSave<Persisted<T>>(
            { id: this.opts.id, tool: this.opts.tool, name: this.opts.name, format: this.opts.format, state: { present, past, future } },
            this.rev,
          );
          this.rev = rec.rev;
          this.error = null;
        } catch (e) {
          if (e instanceof StorageError && e.code === 'conflict') {
            this.error = e.message;
            throw e;
          }
          this.error = e instanceof StorageError ? e.message : 'The game could not be saved.';
        }
      }
      this.state = present;
      this.past = past;
      this.future = future;
    } finally {
      this.busy = false;
      this.emit();
    }
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.chain.then(task).finally(() => {
      this.settled++;
      this.emit();
    });
    this.chain = run.catch(() => undefined);
    return run;
  }
}
