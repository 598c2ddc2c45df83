/**
 * Opening the database, and every read and write of saves, settings, history, quarantine and
 * saves replaced by an import.
 *
 * Writes resolve only when their transaction has committed (`tx.done`), so a caller that awaits
 * a write may tell the player "saved". Reads validate what they find: a record of the wrong
 * shape is moved to the quarantine store (kept for export, never deleted) and reported, never
 * half-loaded. If IndexedDB cannot be opened at all (private browsing, quota, a newer version
 * of the app in another tab), every call rejects with a `StorageError` saying which, and the app
 * keeps running without saving. Errors carry an id and parameters; the screens word them.
 */
import { shown } from '../core/shown.js';
import { openDB, type IDBPDatabase } from 'idb';
import { StorageError, writeError } from './errors.js';
import {
  DB_NAME,
  DB_VERSION,
  migrate,
  saveRange,
  TOOL_IDS,
  type HistoryRecord,
  type QuarantineRecord,
  type ReplacedRecord,
  type SaveRecord,
  type StrategosDB,
  type ToolId,
} from './schema.js';

export { StorageError, type StorageErrorCode } from './errors.js';

/** End a transaction that failed: abort it if it is still running, and let its `done` reject unheard. */
export function abandon(tx: { abort(): void; done: Promise<unknown> }): void {
  tx.done.catch(() => undefined);
  try {
    tx.abort();
  } catch {
    // already finished or aborted
  }
}

/**
 * A request queued on a transaction whose outcome its `done` reports: the request's own promise
 * is caught here, at its source, so a transaction that aborts (a write refused, the disk full)
 * leaves no unheard AbortError behind — the caller hears the failure once, from `done`.
 */
export function queued(request: Promise<unknown>): void {
  request.catch(() => undefined);
}

export interface StorageEvents {
  /** Another tab opened a newer version of the app: this tab must reload to keep saving. */
  onVersionChange?: () => void;
  /** A record was found unreadable and moved aside. */
  onQuarantine?: (q: QuarantineRecord) => void;
}

let dbPromise: Promise<IDBPDatabase<StrategosDB>> | null = null;
let events: StorageEvents = {};
let dbName = DB_NAME;

/** Listen for storage events (one listener set: the app shell). */
export function setStorageEvents(e: StorageEvents): void {
  events = e;
}

/** Tests only: use another database name and forget the open connection. */
export function useDatabase(name: string): void {
  closeDatabase();
  dbName = name;
}

export function closeDatabase(): void {
  if (dbPromise) void dbPromise.then((db) => db.close()).catch(() => undefined);
  dbPromise = null;
}

function describeOpenError(e: unknown): StorageError {
  const name = (e as { name?: string })?.name;
  if (name === 'VersionError') return new StorageError('future-version', 'the database was written by a newer version of Strategos', {}, e);
  if (name === 'QuotaExceededError') return new StorageError('quota', 'no room left to open the database', {}, e);
  return new StorageError('unavailable', `IndexedDB cannot be opened (${name ?? String(e)})`, {}, e);
}

/** The open database (opened once, upgraded and migrated as needed). */
export function db(): Promise<IDBPDatabase<StrategosDB>> {
  if (!dbPromise) {
    const opening = (async () => {
      if (typeof indexedDB === 'undefined') throw describeOpenError(new Error('no indexedDB'));
      try {
        const d = await openDB<StrategosDB>(dbName, DB_VERSION, {
          upgrade(database, oldVersion, _newVersion, tx) {
            migrate(database, oldVersion, tx).catch((err) => {
              console.error('migration failed', err);
              tx.abort();
            });
          },
          blocked() {
            // An older tab holds the database open; it will be asked to close (versionchange).
          },
          blocking() {
            // A newer version wants to upgrade: let it, and tell the player this tab is stale.
            d.close();
            dbPromise = null;
            events.onVersionChange?.();
          },
          terminated() {
            dbPromise = null;
          },
        });
        return d;
      } catch (e) {
        throw e instanceof StorageError ? e : describeOpenError(e);
      }
    })();
    dbPromise = opening;
    opening.catch(() => {
      if (dbPromise === opening) dbPromise = null;
    });
  }
  return dbPromise;
}

type Quarantinable = 'saves' | 'history';

/** Move a save aside into the quarantine store (kept for export, with its actions) and report it. */
export async function setAside(id: string, reason: string): Promise<void> {
  const d = await db();
  const raw = await d.get('saves', id);
  if (raw !== undefined) await quarantine('saves', id, reason, raw);
}

/**
 * Move a record of `store` aside (kept verbatim for export) and report it. A save's actions go
 * with it (`raw` becomes `{ record, actions }`), so the quarantined copy is complete on its own.
 */
export async function quarantine(store: Quarantinable, key: IDBValidKey, reason: string, raw: unknown): Promise<void> {
  const d = await db();
  const stores = store === 'saves' ? (['quarantine', 'saves', 'actions', 'checkpoints'] as const) : (['quarantine', store] as const);
  const tx = d.transaction([...stores], 'readwrite');
  const q: QuarantineRecord = { store, originalKey: String(key), reason, at: Date.now(), raw };
  try {
    if (store === 'saves') {
      const range = saveRange(key);
      const actions = await tx.objectStore('actions').getAll(range);
      if (actions.length) q.raw = { record: raw, actions: actions.map((a) => ({ action: a.action, ...(a.barrier ? { barrier: true } : {}) })) };
      await tx.objectStore('actions').delete(range);
      await tx.objectStore('checkpoints').delete(range);
    }
    await tx.objectStore('quarantine').add(q);
    await tx.objectStore(store).delete(key as string);
    await tx.done;
  } catch (e) {
    abandon(tx);
    throw writeError(e, `setting ${String(key)} aside`);
  }
  events.onQuarantine?.(q);
}

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** Why `x` is not a well-formed save record, or null when it is (the tool checks `state`). */
export function saveRecordProblem(x: unknown): string | null {
  try {
    return saveProblemOf(x);
  } catch {
    return 'a record that cannot be read'; // a getter or proxy that throws: a damaged record, never a crash
  }
}
function saveProblemOf(x: unknown): string | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return 'not an object';
  const r = x as Record<string, unknown>;
  if (typeof r.id !== 'string' || r.id === '') return 'no id';
  if (!TOOL_IDS.includes(r.tool as ToolId)) return 'unknown tool';
  if (typeof r.name !== 'string') return 'no name';
  for (const k of ['createdAt', 'updatedAt', 'rev', 'format'] as const) {
    if (typeof r[k] !== 'number' || !Number.isFinite(r[k])) return `bad ${k}`;
  }
  if (!('state' in r) || r.state === undefined) return 'no state';
  if (r.kind !== undefined && r.kind !== 'log') return 'unknown kind';
  if (r.kind === 'log') {
    const s = r.state as Record<string, unknown> | null;
    if (typeof s !== 'object' || s === null) return 'no log head';
    if (!isCount(s.length) || !isCount(s.cursor) || s.cursor > s.length) return 'bad log head';
    if (!('meta' in s)) return 'no log meta';
    if (s.h !== undefined && (typeof s.h !== 'string' || !/^[0-9a-f]{8}$/.test(s.h))) return 'bad log hash';
  }
  return null;
}

/** A save record's head, or null when there is none. An unreadable record is quarantined and reported as corrupt. */
export async function getSave<S = unknown>(id: string): Promise<SaveRecord<S> | null> {
  const d = await db();
  const rec = await d.get('saves', id);
  if (rec === undefined) return null;
  const problem = saveRecordProblem(rec);
  if (problem) {
    await quarantine('saves', id, problem, rec);
    throw new StorageError('corrupt', `the saved game "${id}" could not be read (${problem}); it was set aside`, { key: id });
  }
  return rec as SaveRecord<S>;
}

/** All readable save records of a tool, newest first; unreadable ones are quarantined. */
export async function listSaves(tool?: ToolId): Promise<SaveRecord[]> {
  const d = await db();
  const all = tool ? await d.getAllFromIndex('saves', 'byTool', tool) : await d.getAll('saves');
  const good: SaveRecord[] = [];
  for (const rec of all) {
    const problem = saveRecordProblem(rec);
    if (problem) await quarantine('saves', (rec as { id: IDBValidKey }).id, problem, rec);
    else good.push(rec);
  }
  return good.sort((a, b) => b.updatedAt - a.updatedAt);
}

/**
 * Write a snapshot save and resolve once it is committed. `expectRev` is the revision the caller
 * last read (0 for a save that must not exist yet): if the stored one differs — another tab wrote
 * in between, or the caller never read it — the write is refused with a `conflict` error and
 * nothing is overwritten. Leaving it out overwrites whatever is there: only for seeding data
 * (tests); the stores always pass the revision they read, and never write before reading.
 */
export async function putSave<S>(input: { id: string; tool: ToolId; name?: string; format: number; state: S }, expectRev?: number): Promise<SaveRecord<S>> {
  if (expectRev !== undefined && !isCount(expectRev)) throw new StorageError('bad-argument', `putSave: expectRev must be a revision, not ${shown(expectRev)}`);
  const d = await db();
  const tx = d.transaction('saves', 'readwrite');
  const store = tx.objectStore('saves');
  const prev = (await store.get(input.id)) as SaveRecord | undefined;
  const prevRev = prev ? prev.rev : 0;
  if ((expectRev !== undefined && prevRev !== expectRev) || prev?.kind === 'log') {
    abandon(tx);
    throw new StorageError('conflict', `save ${input.id} is at revision ${prevRev}, not ${expectRev}: changed in another tab`, { key: input.id });
  }
  const now = Date.now();
  const rec: SaveRecord<S> = {
    id: input.id,
    tool: input.tool,
    name: input.name ?? prev?.name ?? input.id,
    createdAt: prev?.createdAt ?? now,
    updatedAt: now,
    rev: prevRev + 1,
    format: input.format,
    state: input.state,
  };
  try {
    await store.put(rec as SaveRecord);
    await tx.done;
  } catch (e) {
    abandon(tx);
    throw writeError(e, `saving ${input.id}`);
  }
  return rec;
}

/** Delete a save with its actions and checkpoints. */
export async function deleteSave(id: string): Promise<void> {
  const d = await db();
  const tx = d.transaction(['saves', 'actions', 'checkpoints'], 'readwrite');
  try {
    await tx.objectStore('saves').delete(id);
    await tx.objectStore('actions').delete(saveRange(id));
    await tx.objectStore('checkpoints').delete(saveRange(id));
    await tx.done;
  } catch (e) {
    abandon(tx);
    throw writeError(e, `deleting ${id}`);
  }
}

export async function getSetting<T>(key: string): Promise<T | undefined> {
  const d = await db();
  return (await d.get('settings', key)) as T | undefined;
}

export async function putSetting(key: string, value: unknown): Promise<void> {
  const d = await db();
  const tx = d.transaction('settings', 'readwrite');
  try {
    await tx.store.put(value, key);
    await tx.done;
  } catch (e) {
    abandon(tx);
    throw writeError(e, `saving the setting ${key}`);
  }
}

/** Why `x` is not a well-formed history record, or null when it is (the tool checks `summary`). */
export function historyRecordProblem(x: unknown): string | null {
  try {
    return historyProblemOf(x);
  } catch {
    return 'a record that cannot be read'; // a getter or proxy that throws: a damaged record, never a crash
  }
}
function historyProblemOf(x: unknown): string | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return 'not an object';
  const r = x as Record<string, unknown>;
  if (typeof r.id !== 'string' || r.id === '') return 'no id';
  if (!TOOL_IDS.includes(r.tool as ToolId)) return 'unknown tool';
  if (typeof r.finishedAt !== 'number' || !Number.isFinite(r.finishedAt)) return 'bad finishedAt';
  if (typeof r.summary !== 'object' || r.summary === null) return 'no summary';
  return null;
}

export async function addHistory<S>(rec: HistoryRecord<S>): Promise<void> {
  const problem = historyRecordProblem(rec);
  if (problem) throw new StorageError('bad-argument', `addHistory: ${problem}`);
  const d = await db();
  const tx = d.transaction('history', 'readwrite');
  try {
    await tx.store.put(rec as HistoryRecord);
    await tx.done;
  } catch (e) {
    abandon(tx);
    throw writeError(e, 'saving a finished game');
  }
}

/**
 * A tool's finished games, newest first. Each entry is checked (the record's shape, then
 * `check`, the tool's own test of its summary); one that fails is set aside in the quarantine
 * and reported, never returned and never fatal to the rest.
 */
export async function listHistory<S = unknown>(tool: ToolId, check?: (summary: unknown) => S): Promise<HistoryRecord<S>[]> {
  const d = await db();
  const all = await d.getAllFromIndex('history', 'byTool', tool);
  const good: HistoryRecord<S>[] = [];
  for (const rec of all) {
    let problem = historyRecordProblem(rec);
    let summary: unknown = rec?.summary;
    if (!problem && check) {
      try {
        summary = check(rec.summary);
      } catch (e) {
        problem = (e as Error)?.message ?? 'unreadable';
      }
    }
    if (problem) {
      await quarantine('history', (rec as { id: IDBValidKey }).id, problem, rec).catch(() => undefined);
    } else good.push({ ...rec, summary: summary as S });
  }
  return good.sort((a, b) => b.finishedAt - a.finishedAt);
}

/** Delete one finished game from the history. */
export async function deleteHistory(id: string): Promise<void> {
  const d = await db();
  const tx = d.transaction('history', 'readwrite');
  try {
    await tx.store.delete(id);
    await tx.done;
  } catch (e) {
    abandon(tx);
    throw writeError(e, `deleting the finished game ${id}`);
  }
}

export async function listQuarantine(): Promise<QuarantineRecord[]> {
  const d = await db();
  return d.getAll('quarantine');
}

export async function clearQuarantine(): Promise<void> {
  const d = await db();
  const tx = d.transaction('quarantine', 'readwrite');
  await tx.store.clear();
  await tx.done;
}

/** Saves an import replaced, oldest first (each in its export form, complete on its own). */
export async function listReplaced(): Promise<ReplacedRecord[]> {
  const d = await db();
  return d.getAll('replaced');
}

/** Forget a replaced save for good (the player chose to). */
export async function discardReplaced(key: number): Promise<void> {
  const d = await db();
  const tx = d.transaction('replaced', 'readwrite');
  try {
    await tx.store.delete(key);
    await tx.done;
  } catch (e) {
    abandon(tx);
    throw writeError(e, 'discarding a replaced save');
  }
}
