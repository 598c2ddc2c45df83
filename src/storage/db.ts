/**
 * Opening the database, and every read and write of saves, settings, history and quarantine.
 *
 * Writes resolve only when their transaction has committed (`tx.done`), so a caller that awaits
 * a write may tell the player "saved". Reads validate what they find: a record of the wrong
 * shape is moved to the quarantine store (kept for export, never deleted) and reported, never
 * half-loaded. If IndexedDB cannot be opened at all (private browsing, quota, a newer version
 * of the app in another tab), every call rejects with a `StorageError` whose message says so,
 * and the app keeps running without saving.
 */
import { StrategosError } from '../core/errors.js';
import { openDB, type IDBPDatabase } from 'idb';
import {
  DB_NAME,
  DB_VERSION,
  migrate,
  TOOL_IDS,
  type HistoryRecord,
  type QuarantineRecord,
  type SaveRecord,
  type StrategosDB,
  type ToolId,
} from './schema.js';

export type StorageErrorCode = 'unavailable' | 'future-version' | 'blocked' | 'conflict' | 'corrupt' | 'write-failed';

export class StorageError extends StrategosError {
  override name = 'StorageError';
  constructor(
    readonly code: StorageErrorCode,
    message: string,
    cause?: unknown,
  ) {
    super(message, { id: `error.storage.${code}`, cause });
  }
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
  if (name === 'VersionError') {
    return new StorageError(
      'future-version',
      'Your saved data was written by a newer version of Strategos. Reload to get the new version; nothing has been changed.',
      e,
    );
  }
  if (name === 'QuotaExceededError') {
    return new StorageError('unavailable', 'The browser has no room left to save games. Free some space; nothing saved before is lost.', e);
  }
  return new StorageError(
    'unavailable',
    'This browser will not let Strategos save (private browsing or storage turned off). You can play, but nothing will be kept after you close the page.',
    e,
  );
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

/** Move a record aside into the quarantine store (kept for export) and report it. */
export async function setAside(id: string, reason: string): Promise<void> {
  const d = await db();
  const raw = await d.get('saves', id);
  if (raw !== undefined) await quarantine('saves', id, reason, raw);
}

async function quarantine(store: string, key: string, reason: string, raw: unknown): Promise<void> {
  const d = await db();
  const tx = d.transaction(['quarantine', store as 'saves'], 'readwrite');
  const q: QuarantineRecord = { store, originalKey: key, reason, at: Date.now(), raw };
  await tx.objectStore('quarantine').add(q);
  await tx.objectStore(store as 'saves').delete(key);
  await tx.done;
  events.onQuarantine?.(q);
}

/** Why `x` is not a well-formed save record, or null when it is. */
export function saveRecordProblem(x: unknown): string | null {
  if (typeof x !== 'object' || x === null) return 'not an object';
  const r = x as Record<string, unknown>;
  if (typeof r.id !== 'string' || r.id === '') return 'no id';
  if (!TOOL_IDS.includes(r.tool as ToolId)) return `unknown tool ${JSON.stringify(r.tool)}`;
  if (typeof r.name !== 'string') return 'no name';
  for (const k of ['createdAt', 'updatedAt', 'rev', 'format'] as const) {
    if (typeof r[k] !== 'number' || !Number.isFinite(r[k])) return `bad ${k}`;
  }
  if (!('state' in r) || r.state === undefined) return 'no state';
  return null;
}

/** A save, or null when there is none. An unreadable record is quarantined and reported as corrupt. */
export async function getSave<S = unknown>(id: string): Promise<SaveRecord<S> | null> {
  const d = await db();
  const rec = await d.get('saves', id);
  if (rec === undefined) return null;
  const problem = saveRecordProblem(rec);
  if (problem) {
    await quarantine('saves', id, problem, rec);
    throw new StorageError('corrupt', `The saved game "${id}" could not be read (${problem}). It was set aside; you can export it from Settings.`);
  }
  return rec as SaveRecord<S>;
}

/** All readable saves of a tool, newest first; unreadable ones are quarantined. */
export async function listSaves(tool?: ToolId): Promise<SaveRecord[]> {
  const d = await db();
  const all = tool ? await d.getAllFromIndex('saves', 'byTool', tool) : await d.getAll('saves');
  const good: SaveRecord[] = [];
  for (const rec of all) {
    const problem = saveRecordProblem(rec);
    if (problem) await quarantine('saves', String((rec as { id?: unknown })?.id ?? '?'), problem, rec);
    else good.push(rec);
  }
  return good.sort((a, b) => b.updatedAt - a.updatedAt);
}

/**
 * Write a save and resolve once it is committed. `expectRev` is the revision the caller last
 * read (0 for a new save): if the stored one differs — another tab wrote in between — the write
 * is refused with a `conflict` error and nothing is overwritten.
 */
export async function putSave<S>(
  input: { id: string; tool: ToolId; name?: string; format: number; state: S },
  expectRev: number | null = null,
): Promise<SaveRecord<S>> {
  const d = await db();
  const tx = d.transaction('saves', 'readwrite');
  const store = tx.objectStore('saves');
  const prev = (await store.get(input.id)) as SaveRecord | undefined;
  const prevRev = prev ? prev.rev : 0;
  if (expectRev !== null && prevRev !== expectRev) {
    tx.abort();
    await tx.done.catch(() => undefined);
    throw new StorageError(
      'conflict',
      'This game was changed in another tab or window. Reload to see the latest; nothing was overwritten.',
    );
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
    throw new StorageError('write-failed', 'The game could not be saved (the browser refused the write). Your last saved position is intact.', e);
  }
  return rec;
}

export async function deleteSave(id: string): Promise<void> {
  const d = await db();
  const tx = d.transaction('saves', 'readwrite');
  await tx.store.delete(id);
  await tx.done;
}

export async function getSetting<T>(key: string): Promise<T | undefined> {
  const d = await db();
  return (await d.get('settings', key)) as T | undefined;
}

export async function putSetting(key: string, value: unknown): Promise<void> {
  const d = await db();
  const tx = d.transaction('settings', 'readwrite');
  await tx.store.put(value, key);
  await tx.done;
}

export async function addHistory<S>(rec: HistoryRecord<S>): Promise<void> {
  const d = await db();
  const tx = d.transaction('history', 'readwrite');
  await tx.store.put(rec as HistoryRecord);
  await tx.done;
}

export async function listHistory(tool: ToolId): Promise<HistoryRecord[]> {
  const d = await db();
  const all = await d.getAllFromIndex('history', 'byTool', tool);
  return all.sort((a, b) => b.finishedAt - a.finishedAt);
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
