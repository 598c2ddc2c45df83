/**
 * The one IndexedDB schema of Strategos, its versions and their migrations.
 *
 * Version 1 (first release): `settings` (key → value) and `saves` (keyPath `id`, records
 *   `{ id, tool, data }`).
 * Version 2 (now): save records gain `name`, `createdAt`, `updatedAt`, `rev` (a write counter,
 *   so two tabs cannot silently overwrite each other) and `state` (was `data`); an index
 *   `byTool`; a `quarantine` store where unreadable records are kept aside for export; a
 *   `history` store for finished games.
 *
 * Every version bump adds a step to `migrate` and a test in tests/unit/storage.
 */
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';

export const DB_NAME = 'strategos';
export const DB_VERSION = 2;

export type ToolId = 'earth-water' | 'persia' | 'thermopylae' | 'battle';
export const TOOL_IDS: readonly ToolId[] = ['earth-water', 'persia', 'thermopylae', 'battle'];

/** A saved game or board: whatever JSON state a tool keeps, plus bookkeeping. */
export interface SaveRecord<S = unknown> {
  id: string;
  tool: ToolId;
  name: string;
  createdAt: number;
  updatedAt: number;
  /** Incremented by every write; a write that expects another value is refused (other tab). */
  rev: number;
  /** The tool's own format version of `state`, checked by the tool when it loads. */
  format: number;
  state: S;
}

/** A finished game kept for history and replay. */
export interface HistoryRecord<S = unknown> {
  id: string;
  tool: ToolId;
  finishedAt: number;
  summary: S;
}

/** A record that could not be read, kept as it was so that nothing is lost. */
export interface QuarantineRecord {
  key?: number;
  store: string;
  originalKey: string;
  reason: string;
  at: number;
  raw: unknown;
}

export interface StrategosDB extends DBSchema {
  settings: { key: string; value: unknown };
  saves: { key: string; value: SaveRecord; indexes: { byTool: string } };
  history: { key: string; value: HistoryRecord; indexes: { byTool: string } };
  quarantine: { key: number; value: QuarantineRecord };
}

type UpgradeTx = IDBPTransaction<StrategosDB, StoreNames<StrategosDB>[], 'versionchange'>;

/** Version 1 exactly as it shipped; kept so the migration path can be tested from it. */
export function createV1(db: IDBPDatabase<StrategosDB>): void {
  const raw = db as unknown as IDBPDatabase;
  raw.createObjectStore('settings');
  raw.createObjectStore('saves', { keyPath: 'id' });
}

/** Runs every migration step from `oldVersion` to DB_VERSION inside the upgrade transaction. */
export async function migrate(db: IDBPDatabase<StrategosDB>, oldVersion: number, tx: UpgradeTx): Promise<void> {
  if (oldVersion < 1) createV1(db);
  if (oldVersion < 2) {
    db.createObjectStore('quarantine', { keyPath: 'key', autoIncrement: true });
    const history = db.createObjectStore('history', { keyPath: 'id' });
    history.createIndex('byTool', 'tool');
    const saves = tx.objectStore('saves');
    saves.createIndex('byTool', 'tool');
    // v1 records {id, tool, data} → v2 records; anything unreadable goes to quarantine.
    const quarantine = tx.objectStore('quarantine');
    let cursor = await saves.openCursor();
    while (cursor) {
      const old = cursor.value as unknown as Record<string, unknown>;
      if (old && typeof old.id === 'string' && typeof old.tool === 'string' && 'data' in old) {
        const now = Date.now();
        const rec: SaveRecord = {
          id: old.id,
          tool: old.tool as ToolId,
          name: typeof old.name === 'string' ? old.name : old.id,
          createdAt: now,
          updatedAt: now,
          rev: 1,
          format: 1,
          state: old.data,
        };
        await cursor.update(rec);
      } else {
        await quarantine.add({
          store: 'saves',
          originalKey: String(cursor.key),
          reason: 'version 1 record without id, tool or data',
          at: Date.now(),
          raw: old,
        } as QuarantineRecord);
        await cursor.delete();
      }
      cursor = await cursor.continue();
    }
  }
}
