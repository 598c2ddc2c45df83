/**
 * Export every save to one JSON file, and import such a file back.
 *
 * Import is checked whole before anything is written: the file's shape (`parseExport`), then
 * every save by its own tool's check — the same one its store runs on loading, a log replayed
 * from its start (kinds.ts) — and every finished game. Only then is it written, in one
 * transaction: all of it or, if anything fails, none of it. A save already here is replaced only
 * by a newer copy, and the one replaced is kept (`replaced`) until the player restores or
 * discards it. Files are bounded (`MAX_IMPORT_BYTES`), large ones report progress, and the
 * version 1 path is linear.
 */
import type { IDBPTransaction, StoreNames } from 'idb';
import { StrategosError } from '../core/errors.js';
import { abandon, db, historyRecordProblem, saveRecordProblem } from './db.js';
import { ImportError, StorageError, writeError } from './errors.js';
import { guarded, saveKind, type CheckedSave, type ExportedLog } from './kinds.js';
import {
  DB_VERSION,
  saveRange as range,
  upgradeV1Data,
  type ActionRecord,
  type HistoryRecord,
  type LogHead,
  type QuarantineRecord,
  type ReplacedRecord,
  type SaveRecord,
  type StrategosDB,
} from './schema.js';

export { ImportError } from './errors.js';

export const EXPORT_MARKER = 'strategos-export';
/** The largest file import reads (25 MB: thousands of finished games). */
export const MAX_IMPORT_BYTES = 25 * 1024 * 1024;

export interface ExportFile {
  app: typeof EXPORT_MARKER;
  /** The database schema version the records follow. */
  version: number;
  exportedAt: string;
  /** Every save; a log save's `state` holds its head and all its actions (`ExportedLog`). */
  saves: SaveRecord[];
  history: HistoryRecord[];
  settings: Record<string, unknown>;
  /** Records that could not be read, exported as they were (never imported back). */
  quarantine: QuarantineRecord[];
  /** Saves an import replaced, kept until discarded (never imported back). */
  replaced: ReplacedRecord[];
}

type AnyTx = IDBPTransaction<StrategosDB, StoreNames<StrategosDB>[], 'readonly' | 'readwrite'>;

/** A stored save in its export form: a log save gets its actions inline. */
async function exported(tx: AnyTx, rec: SaveRecord): Promise<SaveRecord> {
  if (rec.kind !== 'log') return rec;
  const actions = (await tx.objectStore('actions').getAll(range(rec.id))) as ActionRecord[];
  const state: ExportedLog = { ...(rec.state as LogHead), actions: actions.map((a) => (a.barrier ? { action: a.action, barrier: true } : { action: a.action })) };
  return { ...rec, state };
}

export async function exportAll(): Promise<ExportFile> {
  const d = await db();
  const tx = d.transaction(['saves', 'actions', 'history', 'settings', 'quarantine', 'replaced'], 'readonly');
  const [saves, history, keys, values, quarantine, replaced] = await Promise.all([
    tx.objectStore('saves').getAll(),
    tx.objectStore('history').getAll(),
    tx.objectStore('settings').getAllKeys(),
    tx.objectStore('settings').getAll(),
    tx.objectStore('quarantine').getAll(),
    tx.objectStore('replaced').getAll(),
  ]);
  const full = await Promise.all(saves.map((s) => exported(tx as AnyTx, s)));
  await tx.done;
  const settings: Record<string, unknown> = {};
  keys.forEach((k, i) => (settings[String(k)] = values[i]));
  return { app: EXPORT_MARKER, version: DB_VERSION, exportedAt: new Date().toISOString(), saves: full, history, settings, quarantine, replaced };
}

const MB = (n: number) => Math.round((n / (1024 * 1024)) * 10) / 10;

/** Parse and check an export file's text (its shape; each tool's check runs in importAll). Throws `ImportError` naming the problem. */
export function parseExport(text: string): ExportFile {
  if (typeof text !== 'string') throw new ImportError('not-json', 'parseExport: not text');
  if (text.length > MAX_IMPORT_BYTES) {
    throw new ImportError('too-large', `the file is ${MB(text.length)} MB; the limit is ${MB(MAX_IMPORT_BYTES)} MB`, { size: MB(text.length), limit: MB(MAX_IMPORT_BYTES) });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const t = text.trimStart();
    if (t.startsWith('{') || t.startsWith('[')) throw new ImportError('truncated', 'the file is not complete JSON');
    throw new ImportError('not-json', 'the file is not JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new ImportError('not-ours', 'the file holds no object');
  const f = data as Record<string, unknown>;
  if (f.app !== EXPORT_MARKER) throw new ImportError('not-ours', 'no Strategos marker');
  if (typeof f.version !== 'number' || !Number.isInteger(f.version) || f.version < 1) throw new ImportError('bad-version', 'no valid version number');
  if (f.version > DB_VERSION) {
    throw new ImportError('newer-version', `format ${f.version}; this one reads up to ${DB_VERSION}`, { version: f.version, supported: DB_VERSION });
  }
  if (!Array.isArray(f.saves)) throw new ImportError('no-saves', 'no list of saves');
  const v1 = f.version === 1;
  const seen = new Set<string>();
  const saves = (f.saves as unknown[]).map((s, i) => {
    // a version 1 file used {id, tool, data}: upgrade it the way the database migration does
    const o = s as Record<string, unknown> | null;
    const rec = v1 && o && typeof o === 'object' && 'data' in o && !('state' in o)
      ? { id: o.id, tool: o.tool, name: typeof o.name === 'string' ? o.name : o.id, createdAt: 0, updatedAt: 0, rev: 0, format: 1, state: upgradeV1Data(o.data) }
      : (o as unknown);
    const problem = saveRecordProblem(rec);
    const id = typeof o?.id === 'string' ? o.id : '';
    if (problem) throw new ImportError('bad-save', `save ${i + 1} (${id}): ${problem}`, { n: i + 1, id, tool: typeof o?.tool === 'string' ? o.tool : '' });
    if (seen.has(id)) throw new ImportError('duplicate', `two saves are called ${id}`, { id });
    seen.add(id);
    return rec as SaveRecord;
  });
  const history = f.history === undefined ? [] : f.history;
  if (!Array.isArray(history)) throw new ImportError('bad-history', 'the history is not a list', { n: 0 });
  history.forEach((h, i) => {
    const problem = historyRecordProblem(h);
    if (problem) throw new ImportError('bad-history', `finished game ${i + 1}: ${problem}`, { n: i + 1 });
  });
  const settings = f.settings && typeof f.settings === 'object' && !Array.isArray(f.settings) ? (f.settings as Record<string, unknown>) : {};
  return {
    app: EXPORT_MARKER,
    version: f.version,
    exportedAt: typeof f.exportedAt === 'string' ? f.exportedAt : '',
    saves,
    history: history as HistoryRecord[],
    settings,
    quarantine: Array.isArray(f.quarantine) ? (f.quarantine as QuarantineRecord[]) : [],
    replaced: Array.isArray(f.replaced) ? (f.replaced as ReplacedRecord[]) : [],
  };
}

export interface ImportSummary {
  added: number;
  replaced: number;
  keptNewer: number;
  history: number;
}

export interface ImportProgress {
  /** 'check': each save and finished game checked by its tool; 'write': the one transaction. */
  phase: 'check' | 'write';
  done: number;
  total: number;
}

/** Check one save of a file with its tool's check; an ImportError names it. */
async function checkOne(rec: SaveRecord, n: number): Promise<CheckedSave> {
  const kind = await saveKind(rec.tool);
  const fail = (detail: string, cause?: unknown) =>
    new ImportError('bad-save', `save ${n} (${rec.id}): ${detail}`, { n, id: rec.id, tool: rec.tool }, cause);
  if (!kind) throw fail(`no check is registered for ${rec.tool} saves`);
  try {
    return kind.checkSave(rec);
  } catch (e) {
    throw fail((e as Error)?.message ?? String(e), e);
  }
}

/** Write a checked save into an open transaction, in its stored form. */
export function putChecked(tx: IDBPTransaction<StrategosDB, StoreNames<StrategosDB>[], 'readwrite'>, base: SaveRecord, c: CheckedSave): void {
  const saves = tx.objectStore('saves');
  if (c.kind === 'snapshot') {
    void saves.put({ id: base.id, tool: base.tool, name: base.name, createdAt: base.createdAt, updatedAt: base.updatedAt, rev: base.rev, format: c.format, state: c.state });
    return;
  }
  const { actions, ...head } = c.state;
  void saves.put({ id: base.id, tool: base.tool, name: base.name, createdAt: base.createdAt, updatedAt: base.updatedAt, rev: base.rev, format: c.format, kind: 'log', state: head });
  const store = tx.objectStore('actions');
  actions.forEach((a, i) => {
    const r: ActionRecord = { save: base.id, i, action: a.action };
    if (a.barrier) r.barrier = true;
    void store.put(r);
  });
}

/** Remove a stored save with its log from an open transaction, returning it in its export form. */
async function takeOut(tx: IDBPTransaction<StrategosDB, StoreNames<StrategosDB>[], 'readwrite'>, rec: SaveRecord): Promise<SaveRecord> {
  const out = await exported(tx as unknown as AnyTx, rec);
  void tx.objectStore('saves').delete(rec.id);
  void tx.objectStore('actions').delete(range(rec.id));
  void tx.objectStore('checkpoints').delete(range(rec.id));
  return out;
}

const yieldNow = () => new Promise<void>((r) => setTimeout(r, 0));

/**
 * Check a parsed file with each tool's own check, then write it in one transaction: all of it or
 * nothing. A save already here is replaced only when the file's copy is newer (an old backup
 * never rolls back a game in progress), and the one replaced is kept for the player to restore
 * or discard. Settings in the file are not applied (they are this device's). Throws ImportError
 * naming the first bad save or finished game, or saying the write failed and nothing changed.
 */
export async function importAll(file: ExportFile, onProgress?: (p: ImportProgress) => void): Promise<ImportSummary> {
  if (!file || file.app !== EXPORT_MARKER || !Array.isArray(file.saves) || !Array.isArray(file.history)) {
    throw new ImportError('not-ours', 'importAll: not a parsed export file');
  }
  const total = file.saves.length + file.history.length;
  const checked: CheckedSave[] = [];
  let lastYield = Date.now();
  const tick = async (done: number) => {
    if (Date.now() - lastYield > 30) {
      onProgress?.({ phase: 'check', done, total });
      await yieldNow();
      lastYield = Date.now();
    }
  };
  for (let i = 0; i < file.saves.length; i++) {
    checked.push(await checkOne(file.saves[i]!, i + 1));
    await tick(i + 1);
  }
  const history: HistoryRecord[] = [];
  for (let i = 0; i < file.history.length; i++) {
    const h = file.history[i]!;
    const kind = await saveKind(h.tool);
    try {
      if (!kind) throw new StorageError('corrupt', `no check is registered for ${h.tool}`);
      history.push({ id: h.id, tool: h.tool, finishedAt: h.finishedAt, summary: kind.checkHistory(h.summary) });
    } catch (e) {
      throw new ImportError('bad-history', `finished game ${i + 1}: ${(e as Error)?.message ?? String(e)}`, { n: i + 1 }, e);
    }
    await tick(file.saves.length + i + 1);
  }
  onProgress?.({ phase: 'write', done: 0, total });

  const d = await db();
  const tx = d.transaction(['saves', 'actions', 'checkpoints', 'history', 'replaced'], 'readwrite');
  const summary: ImportSummary = { added: 0, replaced: 0, keptNewer: 0, history: 0 };
  try {
    const saves = tx.objectStore('saves');
    const now = Date.now();
    for (let i = 0; i < file.saves.length; i++) {
      const s = file.saves[i]!;
      const here = await saves.get(s.id);
      if (!here) {
        putChecked(tx, { ...s, rev: 1 }, checked[i]!);
        summary.added++;
      } else if (s.updatedAt > here.updatedAt) {
        const old = await takeOut(tx, here);
        void tx.objectStore('replaced').add({ at: now, record: old });
        putChecked(tx, { ...s, rev: here.rev + 1 }, checked[i]!);
        summary.replaced++;
      } else summary.keptNewer++;
    }
    for (const h of history) {
      void tx.objectStore('history').put(h);
      summary.history++;
    }
    await tx.done;
  } catch (e) {
    abandon(tx);
    const cause = e instanceof StrategosError ? e : writeError(e, 'importing');
    throw new ImportError('write-failed', `the import could not be written (${cause.message}); nothing was changed`, {}, cause);
  }
  onProgress?.({ phase: 'write', done: total, total });
  return summary;
}

/**
 * Put a replaced save back. The save now under its id (if any) takes its place among the
 * replaced, so restoring is never a loss either. Its tool checks it first.
 */
export async function restoreReplaced(key: number): Promise<void> {
  const d = await db();
  const entry = await d.get('replaced', key);
  if (!entry) throw new StorageError('bad-argument', `no replaced save ${key}`, { key });
  const rec = entry.record;
  const kind = await saveKind(rec.tool);
  if (!kind) throw new StorageError('corrupt', `no check is registered for ${rec.tool}`, { key: rec.id });
  const c = guarded(rec.id, () => kind.checkSave(rec));
  const tx = d.transaction(['saves', 'actions', 'checkpoints', 'replaced'], 'readwrite');
  try {
    const here = await tx.objectStore('saves').get(rec.id);
    if (here) void tx.objectStore('replaced').add({ at: Date.now(), record: await takeOut(tx, here) });
    putChecked(tx, { ...rec, rev: (here?.rev ?? 0) + 1, updatedAt: Date.now() }, c);
    void tx.objectStore('replaced').delete(key);
    await tx.done;
  } catch (e) {
    abandon(tx);
    throw writeError(e, 'restoring a replaced save');
  }
}
