/**
 * A game saved as its start (`meta`: a seed and options) plus the log of its actions, with
 * undo and redo moving a cursor along the log, and a checkpoint of the position every
 * `checkpointEvery` actions. A tap writes what changed — its one action record and the log's small
 * head (cursor, length, a summary for lists) — in one transaction, so what a tap costs does not
 * grow through a game; undo and redo write the head alone. Checkpoints are a cache, written in
 * their own transaction when the app is idle (never on a tap's path) and tied by a hash to the
 * actions they were made from: a load starts at the latest checkpoint the tool accepts and replays
 * the rest; the actions before it are checked when the app is idle, or when undo needs them.
 *
 * Persist, then publish: `dispatch` applies the tool's pure `apply` to the latest position (so a
 * refused action changes nothing), writes, and only then shows the new position. Operations queue;
 * one asked for before `load()` loads first, so nothing can overwrite a stored game it has not
 * read. Another tab's write is detected (`rev`) and refused. If writing fails the game goes on in
 * memory, `unsaved` says the position would be lost on reload, and the next write catches up
 * every action not yet on disk. The schema: schema.ts (`saves` head, `actions`, `checkpoints`).
 */
import { shown, shownKey } from '../core/shown.js';
import { StrategosError } from '../core/errors.js';
import { abandon, db, queued } from './db.js';
import { StorageError, writeError } from './errors.js';
import { guarded } from './kinds.js';
import { applyChecked, checkLog, hashes, chainHash, metaHash, type CheckedLog, type LogDefinition } from './log.js';
import { readCheckpoints, readForLoad, readPrefix, type CheckpointsRead, type LogPart } from './log-read.js';
import { saveRange as range, type ActionRecord, type HistoryRecord, type LogHead, type SaveRecord, type StrategosDB, type ToolId } from './schema.js';
import { StoreBase } from './store.js';
import type { StoreNames } from 'idb';

export interface LogStoreOptions<S, A, M> extends LogDefinition<S, A, M> {
  tool: ToolId;
  id: string;
  name?: string;
  /** A checkpoint every this many actions (default 25). */
  checkpointEvery?: number;
  /**
   * The start of a game when there is no save under this id (nor one that could be read): the
   * store then shows `init(fresh())` at once, before `load()`, and writes it with its first action
   * (a tool that always has a position — a table — rather than a list of games). Without it
   * `state` is null until `start`.
   */
  fresh?: () => M;
}

/** The log as it stands (in memory, or as about to be written). */
interface Shape<A, M> {
  meta: M;
  acts: A[];
  barriers: boolean[];
  hs: string[];
  cursor: number;
}

/** Whether `f` runs without throwing. */
function ok(f: () => unknown): boolean {
  try {
    f();
    return true;
  } catch {
    return false;
  }
}

const idle: (f: () => void) => void =
  typeof requestIdleCallback === 'function' ? (f) => void requestIdleCallback(f, { timeout: 2000 }) : (f) => void setTimeout(f, 50);

export class LogStore<S, A, M> extends StoreBase {
  /** The position shown; null when there is no game under this id. */
  state: S | null = null;
  meta: M | null = null;
  /** Actions applied to reach `state`. */
  cursor = 0;

  /** Every action of the log; before `loadedFrom`, holes until `ensureWhole` reads them. */
  private acts: A[] = [];
  private barriers: boolean[] = [];
  private hs: string[] = [];
  /** The first action held in memory (0: the whole log); the hash before it is `hs[loadedFrom - 1]`. */
  private loadedFrom = 0;
  /** Reading the actions before `loadedFrom`, when it has started. */
  private prefixRun: Promise<LogPart<A> | StorageError | null> | null = null;
  /** Undo (or a finished game) is waiting for the prefix: read it without waiting for idle time. */
  private urgent = false;
  /** The checkpoint a load started from, checked only alone (`checkStateAlone`): rebuilt by `checkState` once the actions before it are read. */
  private trusted: S | null = null;
  /** Changes whenever the log in memory is replaced (a load, a new game, a log set aside). */
  private gen = 0;
  /** The hash the log's chain starts from: its meta as stored (the prefix check starts there). */
  private startHash = '';
  /** Positions known in memory (the start, every checkpoint, the last few visited). */
  private cache = new Map<number, S>();
  /** What the database holds: actions 0..length-1 and the checkpoints listed. */
  private disk = { length: 0, checkpoints: new Set<number>() };
  /** The first action whose record is not on disk yet (after a failed write); null when all are. */
  private dirtyFrom: number | null = null;
  /** The whole log must be rewritten (a new game, a migrated save). */
  private rewrite = false;
  private pendingHistory: HistoryRecord | null = null;
  /** The checkpoint write waiting for the app to be idle, or landing; null when none is. */
  private cpRun: Promise<void> | null = null;
  private readonly every: number;

  constructor(private readonly opts: LogStoreOptions<S, A, M>) {
    super();
    this.every = Math.max(1, opts.checkpointEvery ?? 25);
    this.startFresh();
  }

  /** With `fresh`: an empty log from its start, in memory (written with its first action). */
  private startFresh(): void {
    if (!this.opts.fresh) return;
    const meta = guarded('meta', () => this.opts.checkMeta(this.opts.fresh!()));
    this.adoptChecked({ meta, actions: [], barriers: [], cursor: 0, state: guarded('start', () => this.opts.init(meta)) });
    this.rewrite = true;
  }

  get length(): number {
    return this.acts.length;
  }
  get canUndo(): boolean {
    return this.state !== null && this.cursor > 0 && !this.barriers[this.cursor - 1];
  }
  get canRedo(): boolean {
    return this.state !== null && this.cursor < this.acts.length;
  }
  /** The actions applied to reach the position shown (the game's record so far); after `whole()` when a load read only the tail. */
  applied(): A[] {
    if (this.loadedFrom > 0) throw new StorageError('bad-argument', `the earlier actions of ${this.opts.id} are not read yet: await whole() first`, { key: this.opts.id });
    return this.acts.slice(0, this.cursor);
  }

  // ---- loading ------------------------------------------------------------------------------

  protected async read(): Promise<void> {
    const t0 = globalThis.performance?.now();
    try {
      await this.readSave();
    } finally {
      // a User Timing measure (DevTools' timeline, and the long-logs bench): reading this game
      globalThis.performance?.measure?.(`strategos load ${this.opts.id}`, { start: t0 });
    }
  }

  private async readSave(): Promise<void> {
    // the checkpoints are read beside the head, not after it: one wait on the database instead of two
    const early = readCheckpoints(this.opts.id).catch(() => null);
    const rec = await this.readRecord(this.opts.id);
    if (rec === 'set aside') this.startFresh(); // a fresh start, as for any damaged save
    if (rec === null || rec === 'set aside') return;
    try {
      if (rec.tool !== this.opts.tool) throw new StorageError('corrupt', `a ${shown(rec.tool)} save under a ${this.opts.tool} id`, { key: shownKey(rec.id) });
      if (rec.kind === 'log') await this.readLog(rec as SaveRecord<LogHead>, await early);
      else {
        // a save from before logs: the tool's migration, then the log form is written at once
        if (!this.opts.upgrade) throw new StorageError('corrupt', 'not an action log', { key: shownKey(rec.id) });
        const up = guarded('upgrade', () => this.opts.upgrade!(rec.state, rec.format));
        this.adoptChecked(checkLog(this.opts, up.meta, up.actions, up.cursor));
        this.rev = rec.rev;
        this.disk = { length: 0, checkpoints: new Set() };
        this.rewrite = true;
        try {
          await this.write(this.shape(), this.state!, null);
        } catch (e) {
          // the old record is still there, whole: say so and try again at the next change
          this.failed(e, `migrating ${this.opts.id}`);
        }
      }
    } catch (e) {
      // only what the save holds sets it aside; the database failing to read is not damage
      if (!(e instanceof StrategosError) || (e instanceof StorageError && e.code !== 'corrupt')) throw e;
      await this.setAsideDamaged(this.opts.id, e);
      this.clear();
      this.startFresh();
      this.rev = 0;
    }
  }

  /**
   * Read a log save. With the head's hash `h`, only the actions after the latest checkpoint at or
   * before the cursor are read (log-read.ts): they must lead from the checkpoint's hash to the
   * head's, each be accepted by the tool and apply in turn (redo's included). The actions before
   * it are read and checked the same way when the app is idle (`checkPrefixWhenIdle`), or at once
   * when undo needs them — and then a checkpoint a replaying tool checked only alone is rebuilt.
   * Without a usable checkpoint, or for a head written before `h`, the whole log is read.
   */
  private async readLog(rec: SaveRecord<LogHead>, checkpoints: CheckpointsRead | null): Promise<void> {
    const o = this.opts;
    if (rec.format !== o.format) throw new StorageError('corrupt', `log format ${shown(rec.format)}; this version reads ${o.format}`, { key: shownKey(rec.id) });
    const head = rec.state;
    const meta = guarded('meta', () => o.checkMeta(head.meta));
    const n = head.length;
    const read = await readForLoad(o, o.id, head, meta, checkpoints);
    const { part, from, before, valid } = read;
    this.clear();
    this.meta = meta;
    // the actions before `part.from` are not in memory yet: holes, filled by `ensureWhole`
    this.acts = new Array<A>(n);
    this.barriers = new Array<boolean>(n);
    this.hs = new Array<string>(n);
    part.acts.forEach((a, k) => {
      this.acts[part.from + k] = a;
      this.barriers[part.from + k] = part.barriers[k]!;
      this.hs[part.from + k] = part.hs[k]!;
    });
    if (part.from > 0) this.hs[part.from - 1] = before;
    this.loadedFrom = part.from;
    this.trusted = o.checkStateReplays && part.from > 0 ? read.state : null;
    this.startHash = read.start;
    this.cursor = head.cursor;
    this.cache.set(0, guarded('start', () => o.init(meta)));
    this.replayFrom(from, read.state);
    this.rev = rec.rev;
    this.disk = { length: n, checkpoints: valid };
    this.scheduleCheckpoints();
    if (this.loadedFrom > 0) this.checkPrefixWhenIdle();
  }

  // ---- the actions before the tail, read when idle or when undo needs them -------------------

  private prefix(): Promise<LogPart<A> | StorageError | null> {
    if (!this.prefixRun) {
      const gen = this.gen;
      const run = readPrefix(this.opts, this.opts.id, this.loadedFrom, this.startHash, this.hs[this.loadedFrom - 1]!, {
        current: () => gen === this.gen,
        urgent: () => this.urgent,
        idle: () => new Promise<void>((r) => idle(r)),
      });
      this.prefixRun = run;
      void run.then((r) => {
        if (r === null && this.prefixRun === run) this.prefixRun = null; // try again when next needed
      });
    }
    return this.prefixRun;
  }

  /** After a load that read only the tail: check the rest when the app is idle, and take it in (or set the log aside). */
  private checkPrefixWhenIdle(): void {
    const gen = this.gen;
    void this.prefix().then(() => {
      if (gen === this.gen) void this.quietly(() => this.ensureWhole()).catch(() => undefined);
    });
  }

  /**
   * Inside a queued operation: make sure every action of the log is in memory and checked. A
   * damaged prefix sets the whole log aside, as a load would have (a fresh start and the notice);
   * unless another tab has written the save meanwhile (then that is the conflict it is).
   */
  private async ensureWhole(): Promise<void> {
    if (this.loadedFrom === 0 || this.state === null) return;
    this.urgent = true;
    const gen = this.gen;
    const r = await this.prefix();
    if (gen !== this.gen || this.loadedFrom === 0) return;
    if (r === null) throw new StorageError('unavailable', `the earlier actions of ${this.opts.id} could not be read`, { key: this.opts.id });
    if (r instanceof StorageError) return this.setAsideWhole(r);
    // a checkpoint the load trusted on its own must be the position its actions lead to (the tool's full check)
    const t = this.trusted;
    const agrees = t === null || ok(() => guarded('checkpoint', () => this.opts.checkState(t, { meta: this.meta!, actions: r.acts })));
    r.acts.forEach((a, k) => {
      this.acts[k] = a;
      this.barriers[k] = r.barriers[k]!;
      this.hs[k] = r.hs[k]!;
    });
    this.forgetPrefix();
    if (!agrees) {
      // not damage (the actions are the game: their chain reached the head's hash), so every
      // position is rebuilt from the start, as a load without that checkpoint would have been
      try {
        this.cache.clear();
        this.replayFrom(0, guarded('start', () => this.opts.init(this.meta!)));
      } catch (e) {
        if (!(e instanceof StrategosError)) throw e;
        return this.setAsideWhole(e);
      }
      // the save's checkpoints may have come from the wrong one: deleted, and written afresh from the rebuild
      await db().then((d) => d.delete('checkpoints', range(this.opts.id))).catch(() => undefined); // a cache: rewritten below
      this.disk.checkpoints.clear();
      this.scheduleCheckpoints();
    }
    this.emit(); // what undo may reach is known now (the barriers of the earlier actions)
  }

  /** The log is damaged: set it aside whole, as a load would have (a fresh start and the notice); unless another tab has written the save meanwhile (then that is the conflict it is). */
  private async setAsideWhole(e: StrategosError): Promise<void> {
    const now = await (await db()).get('saves', this.opts.id);
    if (now?.rev !== this.rev) throw new StorageError('conflict', `${this.opts.id} was changed in another tab`, { key: this.opts.id });
    await this.setAsideDamaged(this.opts.id, e);
    this.clear();
    this.startFresh();
    this.rev = 0;
    this.emit();
  }

  /** Replay from position `s` after `from` actions to the end of the log (every action, redo's included, must still apply), keeping the checkpoints' positions; show the cursor's. */
  private replayFrom(from: number, s: S): void {
    this.cache.set(from, s);
    for (let i = from; i < this.acts.length; i++) {
      s = applyChecked(this.opts, s, this.acts[i]!, i);
      if ((i + 1) % this.every === 0 || i + 1 === this.cursor) this.cache.set(i + 1, s);
    }
    this.state = this.cache.get(this.cursor)!;
  }

  /** The whole log is in memory (read, or replaced by a new one): nothing before a tail is left to read or check. */
  private forgetPrefix(): void {
    this.loadedFrom = 0;
    this.prefixRun = null;
    this.urgent = false;
    this.trusted = null;
  }

  /** Resolves once every action of the log is in memory and checked (or the log was set aside as damaged). */
  whole(): Promise<void> {
    return this.enqueue(async () => {
      await this.ensureLoaded();
      await this.ensureWhole();
    });
  }

  // ---- operations ---------------------------------------------------------------------------

  /** Start a new game from `meta` under this id (whatever was there is replaced). */
  start(meta: M): Promise<void> {
    return this.enqueue(async () => {
      await this.ensureLoaded();
      const m = guarded('meta', () => this.opts.checkMeta(meta));
      const s = guarded('start', () => this.opts.init(m));
      this.rewrite = true;
      await this.commit({ meta: m, acts: [], barriers: [], hs: [], cursor: 0 }, s, null, true);
    });
  }

  /**
   * Apply `action` at the cursor (dropping what redo could reach), write, then publish. Rejects,
   * changing nothing, if the action is refused or another tab changed the game. `onApplied`
   * runs just before the new position is shown.
   */
  dispatch(action: A, opts: { onApplied?: (prev: S, next: S) => void } = {}): Promise<void> {
    return this.enqueue(async () => {
      await this.ensureLoaded();
      if (this.opts.finished) await this.ensureWhole(); // a finished game's record holds every action
      const prev = this.state;
      const meta = this.meta;
      if (prev === null || meta === null) throw new StorageError('bad-argument', `no game under ${this.opts.id} to play`, { key: this.opts.id });
      const a = guarded('action', () => this.opts.checkAction(action));
      const i = this.cursor;
      const next = applyChecked(this.opts, prev, a, i);
      const barrier = this.opts.barrier ? guarded('action', () => this.opts.barrier!(prev, next, a)) : false;
      const acts = this.acts.slice(0, i).concat([a]);
      const barriers = this.barriers.slice(0, i).concat([barrier]);
      const hs = this.hs.slice(0, i).concat([chainHash(i ? this.hs[i - 1]! : metaHash(meta), (JSON.stringify(a) ?? '') + (barrier ? '!' : ''))]);
      const fin = this.opts.finished ? guarded('finished', () => this.opts.finished!(prev, next, meta, acts)) : null;
      const history = fin ? ({ ...fin, id: this.opts.id, tool: this.opts.tool } as HistoryRecord) : null;
      this.dirtyFrom = Math.min(this.dirtyFrom ?? i, i);
      await this.commit({ meta, acts, barriers, hs, cursor: i + 1 }, next, history, i < this.acts.length, opts.onApplied && (() => opts.onApplied!(prev, next)));
    });
  }

  undo(): Promise<void> {
    return this.enqueue(async () => {
      await this.ensureLoaded();
      if (!this.canUndo) return;
      if (!this.reachable(this.cursor - 1)) {
        // back before the tail a load read: the earlier actions first (their barriers included)
        await this.ensureWhole();
        if (!this.canUndo) return;
      }
      await this.commit({ ...this.shape(), cursor: this.cursor - 1 }, this.stateAt(this.cursor - 1), null, false);
    });
  }

  redo(): Promise<void> {
    return this.enqueue(async () => {
      await this.ensureLoaded();
      if (!this.canRedo) return;
      const next = applyChecked(this.opts, this.state!, this.acts[this.cursor]!, this.cursor);
      await this.commit({ ...this.shape(), cursor: this.cursor + 1 }, next, null, false);
    });
  }

  // ---- writing ------------------------------------------------------------------------------

  private shape(): Shape<A, M> {
    return { meta: this.meta!, acts: this.acts, barriers: this.barriers, hs: this.hs, cursor: this.cursor };
  }

  /** Write `next` (unless there is no database), then make it the log shown. */
  private async commit(next: Shape<A, M>, state: S, history: HistoryRecord | null, truncating: boolean, before?: () => void): Promise<void> {
    if (history) this.pendingHistory = history;
    await this.writing(async () => {
      if (this.rev !== null) {
        try {
          await this.write(next, state, this.pendingHistory);
          this.problem = null;
          this.unsaved = false;
        } catch (e) {
          this.failed(e, `saving ${this.opts.id}`);
        }
      } else this.unsaved = true;
      before?.();
      if (truncating || next.meta !== this.meta) for (const k of [...this.cache.keys()]) if (k > next.cursor - 1 && k !== 0) this.cache.delete(k);
      if (next.meta !== this.meta) {
        // a new game: whatever was left of the old one to read (its earlier actions) is not this log's
        this.cache.clear();
        this.forgetPrefix();
        this.gen++;
      }
      this.meta = next.meta;
      this.acts = next.acts;
      this.barriers = next.barriers;
      this.hs = next.hs;
      this.cursor = next.cursor;
      this.state = state;
      this.remember(next.cursor, state);
    });
    this.scheduleCheckpoints();
  }

  /** One transaction: the actions not on disk yet, what a changed branch leaves stale, the head (and a finished game). */
  private async write(next: Shape<A, M>, state: S, history: HistoryRecord | null): Promise<void> {
    const o = this.opts;
    const from = this.rewrite ? 0 : Math.min(this.dirtyFrom ?? next.acts.length, next.acts.length);
    const stale = this.rewrite || from < this.disk.length || this.disk.length > next.acts.length;
    const stores: StoreNames<StrategosDB>[] = ['saves', 'actions'];
    if (stale) stores.push('checkpoints');
    if (history) stores.push('history');
    const d = await db();
    const tx = d.transaction(stores, 'readwrite');
    let rev: number;
    try {
      const saves = tx.objectStore('saves');
      const prev = await saves.get(o.id);
      const prevRev = prev?.rev ?? 0;
      if (prevRev !== this.rev) {
        throw new StorageError('conflict', `${o.id} is at revision ${prevRev}, not ${shown(this.rev)}: changed in another tab`, { key: o.id });
      }
      const actions = tx.objectStore('actions');
      if (this.rewrite) queued(actions.delete(range(o.id)));
      else if (this.disk.length > next.acts.length) queued(actions.delete(range(o.id, next.acts.length)));
      if (stale) queued(tx.objectStore('checkpoints').delete(range(o.id, this.rewrite ? 0 : from + 1)));
      for (let i = from; i < next.acts.length; i++) {
        const r: ActionRecord = { save: o.id, i, action: next.acts[i] };
        if (next.barriers[i]) r.barrier = true;
        queued(actions.put(r));
      }
      const head: LogHead = {
        meta: next.meta,
        length: next.acts.length,
        cursor: next.cursor,
        summary: guarded('summary', () => o.summarize(state, next.meta)),
        h: next.acts.length ? next.hs[next.acts.length - 1]! : metaHash(next.meta),
      };
      const now = Date.now();
      rev = prevRev + 1;
      const rec: SaveRecord<LogHead> = {
        id: o.id,
        tool: o.tool,
        name: o.name ?? prev?.name ?? o.id,
        createdAt: this.rewrite && next.acts.length === 0 ? now : (prev?.createdAt ?? now),
        updatedAt: now,
        rev,
        format: o.format,
        kind: 'log',
        state: head,
      };
      queued(saves.put(rec as SaveRecord));
      if (history) queued(tx.objectStore('history').put(history));
      await tx.done;
    } catch (e) {
      abandon(tx);
      throw e instanceof StorageError ? e : writeError(e, `saving ${o.id}`);
    }
    this.rev = rev;
    if (stale) for (const k of [...this.disk.checkpoints]) if (this.rewrite || k > from) this.disk.checkpoints.delete(k);
    this.disk.length = next.acts.length;
    this.dirtyFrom = null;
    this.rewrite = false;
    if (history) this.pendingHistory = null;
  }

  // ---- positions in memory ----------------------------------------------------------------

  private remember(i: number, s: S): void {
    this.cache.set(i, s);
    // keep the start, the checkpoints and the last few positions visited
    const recent = [...this.cache.keys()].filter((k) => k !== 0 && k % this.every !== 0 && k !== this.loadedFrom);
    while (recent.length > 12) this.cache.delete(recent.shift()!);
  }

  /** Whether the position after `j` actions can be replayed from what is in memory (a known position at or before it, within the actions read). */
  private reachable(j: number): boolean {
    if (this.loadedFrom === 0) return true;
    if (j < this.loadedFrom) return false;
    for (const k of this.cache.keys()) if (k >= this.loadedFrom && k <= j) return true;
    return false;
  }

  /** The position after `j` actions of the current log, replayed from the nearest one known (`reachable(j)`). */
  private stateAt(j: number): S {
    const hit = this.cache.get(j);
    if (hit !== undefined) return hit;
    let best = 0;
    for (const k of this.cache.keys()) if (k <= j && k > best) best = k;
    let s = this.cache.get(best) ?? guarded('start', () => this.opts.init(this.meta!));
    for (let k = best; k < j; k++) {
      s = applyChecked(this.opts, s, this.acts[k]!, k);
      if ((k + 1) % this.every === 0) this.cache.set(k + 1, s);
    }
    return s;
  }

  private adoptChecked(log: CheckedLog<S, A, M>): void {
    this.clear();
    this.meta = log.meta;
    this.acts = log.actions;
    this.barriers = log.barriers;
    this.hs = hashes(log.meta, log.actions, log.barriers);
    this.cursor = log.cursor;
    this.state = log.state;
    this.cache.set(0, guarded('start', () => this.opts.init(log.meta)));
    this.cache.set(log.cursor, log.state);
  }

  private clear(): void {
    this.state = null;
    this.meta = null;
    this.acts = [];
    this.barriers = [];
    this.hs = [];
    this.cursor = 0;
    this.cache.clear();
    this.disk = { length: 0, checkpoints: new Set() };
    this.rewrite = false;
    this.forgetPrefix();
    this.gen++;
  }

  // ---- checkpoints, off the tap's path -------------------------------------------------------

  /**
   * True while a checkpoint write is waiting for the app to be idle or landing; listeners are told
   * when it starts and when it has landed (or failed), which is the app's signal that the game's
   * checkpoints are written (components/controllers/settled.ts `data-checkpointing`).
   */
  override get checkpointing(): boolean {
    return this.cpRun !== null;
  }

  private scheduleCheckpoints(): void {
    if (this.cpRun || this.rev === null) return;
    if (!this.checkpointsDue().length) return;
    this.cpRun = this.checkpointWhenIdle().finally(() => {
      this.cpRun = null;
      // taps written meanwhile may have made more due
      this.scheduleCheckpoints();
      this.emit();
    });
    this.emit();
  }

  /** Wait until the app is idle and no tap is being written, then write what is due. */
  private async checkpointWhenIdle(): Promise<void> {
    do await new Promise<void>((r) => idle(r));
    while (this.busy);
    await this.writeCheckpoints();
  }

  /** Checkpoint positions whose actions are on disk, known in memory and not written yet. */
  private checkpointsDue(): number[] {
    const due: number[] = [];
    for (let i = this.every; i <= this.disk.length && i <= this.acts.length; i += this.every) {
      if (!this.disk.checkpoints.has(i) && this.cache.has(i)) due.push(i);
    }
    return due;
  }

  private async writeCheckpoints(): Promise<void> {
    if (this.dirtyFrom !== null) return; // actions not on disk yet: the next tap's write comes first
    const due = this.checkpointsDue();
    if (!due.length) return;
    let tx: { abort(): void; done: Promise<unknown> } | null = null;
    try {
      const d = await db();
      const t = d.transaction('checkpoints', 'readwrite');
      tx = t;
      for (const i of due) queued(t.store.put({ save: this.opts.id, i, h: this.hs[i - 1]!, state: this.cache.get(i) }));
      await t.done;
      for (const i of due) this.disk.checkpoints.add(i);
    } catch {
      // a checkpoint is a cache: the actions hold the game; the next tap will try again
      if (tx) abandon(tx);
    }
  }

  /** Resolves once no checkpoint write is waiting or landing (the ones due are on disk, or failed). */
  async idle(): Promise<void> {
    while (this.cpRun) await this.cpRun;
  }
}
