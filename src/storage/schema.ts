/**
 * The one IndexedDB schema of Strategos, its versions and their migrations.
 *
 * Version 1 (first release): `settings` (key → value) and `saves` (keyPath `id`, records
 *   `{ id, tool, data }`, `data` being the tool's state).
 * Version 2: save records gain `name`, `createdAt`, `updatedAt`, `rev` (a write counter, so two
 *   tabs cannot silently overwrite each other) and `state` (was `data`, now wrapped as the
 *   current position of an undo history, so a version 1 game stays playable); an index `byTool`;
 *   a `quarantine` store where unreadable records are kept aside for export; a `history` store
 *   for finished games.
 * Version 3 (now): saves kept as an action log (`kind: 'log'`, log-store.ts) — the record in
 *   `saves` is the log's small head, each action a record of `actions` and periodic positions
 *   records of `checkpoints` (both keyed `[save, i]`), so a tap writes what changed; and a
 *   `replaced` store where a save an import replaced is kept until the player discards it.
 *
 * Every version bump adds a step to `migrate` and a test in tests/unit/storage.
 */
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';

export const DB_NAME = 'strategos';
export const DB_VERSION = 3;

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
  /**
   * How `state` is kept: absent — a snapshot with its undo history (`{ present, past, future }`,
   * store.ts); 'log' — the head of an action log (`LogHead`, log-store.ts).
   */
  kind?: 'log';
  state: S;
}

/** The head of a save kept as an action log: small, rewritten by every tap. */
export interface LogHead<M = unknown, U = unknown> {
  /** What the game was started from (a seed and options): the initial state is `init(meta)`. */
  meta: M;
  /** Actions stored (redo reaches up to here). */
  length: number;
  /** Actions applied to reach the position shown (undo and redo move it). */
  cursor: number;
  /** A small summary of the position at the cursor, for lists (turn, score…). */
  summary: U;
  /**
   * The chained hash of the meta and every action (log.ts `logHash`): a load reads only the
   * actions after a checkpoint and checks that they lead from the checkpoint's hash to this one.
   * Absent in heads written before it: such a log is read whole, and its next write adds it.
   */
  h?: string;
}

/** One action of a log save. */
export interface ActionRecord {
  save: string;
  i: number;
  action: unknown;
  /** Undo may not go back past this action (a roll, a draw). */
  barrier?: true;
}

/** The position after `i` actions of a log save (a cache: it can always be replayed). */
export interface CheckpointRecord {
  save: string;
  i: number;
  /** The chained hash of the meta and actions 0..i-1 this position was computed from (log.ts). */
  h: string;
  state: unknown;
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

/** A save an import replaced, kept (in its export form) until the player restores or discards it. */
export interface ReplacedRecord {
  key?: number;
  at: number;
  record: SaveRecord;
}

export interface StrategosDB extends DBSchema {
  settings: { key: string; value: unknown };
  saves: { key: string; value: SaveRecord; indexes: { byTool: string } };
  actions: { key: [string, number]; value: ActionRecord };
  checkpoints: { key: [string, number]; value: CheckpointRecord };
  history: { key: string; value: HistoryRecord; indexes: { byTool: string } };
  quarantine: { key: number; value: QuarantineRecord };
  replaced: { key: number; value: ReplacedRecord };
}

/**
 * Every key `[save, …]` of one save in `actions` or `checkpoints`, whatever its second part —
 * from `[save, from]` on when `from` is given. (No string sorts between `save` and `save + "\0"`,
 * so that bound closes the range on every key that starts with this save and on no other.)
 */
export function saveRange(save: IDBValidKey, from?: number): IDBKeyRange {
  const lower = from === undefined ? [save] : [save, from];
  return typeof save === 'string' ? IDBKeyRange.bound(lower, [save + '\u0000'], false, true) : IDBKeyRange.bound(lower, [save, []]);
}

type UpgradeTx = IDBPTransaction<StrategosDB, StoreNames<StrategosDB>[], 'versionchange'>;

/** Version 1 exactly as it shipped; kept so the migration path can be tested from it. */
export function createV1(db: IDBPDatabase<StrategosDB>): void {
  const raw = db as unknown as IDBPDatabase;
  raw.createObjectStore('settings');
  raw.createObjectStore('saves', { keyPath: 'id' });
}

/** A version 1 save's `data` as a version 2 state: the current position of an empty undo history. */
export function upgradeV1Data(data: unknown): unknown {
  return { present: data, past: [], future: [] };
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
          state: upgradeV1Data(old.data),
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
  if (oldVersion < 3) {
    db.createObjectStore('actions', { keyPath: ['save', 'i'] });
    db.createObjectStore('checkpoints', { keyPath: ['save', 'i'] });
    db.createObjectStore('replaced', { keyPath: 'key', autoIncrement: true });
  }
}
