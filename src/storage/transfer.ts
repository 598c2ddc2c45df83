/**
 * Export every record to one JSON file, and read such a file back (`parseExport`; the import
 * itself is import.ts).
 *
 * Export never fails on a damaged record: a save or finished game whose shape is wrong goes into
 * the file's `quarantine` list as it was (a log with its actions, the form the store's own
 * quarantine keeps), and anything JSON cannot hold (a cycle, a BigInt) is written there in a
 * form it can (`jsonSafe`), named. So the file always serialises, and its import restores every
 * good record and sets the rest aside, named. Files are bounded (`MAX_IMPORT_BYTES`), and the
 * version 1 path is linear.
 */
import type { IDBPTransaction, StoreNames } from 'idb';
import { db, historyRecordProblem, saveRecordProblem } from './db.js';
import { ImportError } from './errors.js';
import type { ExportedLog } from './kinds.js';
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
  /** Every readable save; a log save's `state` holds its head and all its actions (`ExportedLog`). */
  saves: SaveRecord[];
  history: HistoryRecord[];
  settings: Record<string, unknown>;
  /** Records set aside (on this device, or found damaged while exporting): imported into quarantine, never restored. */
  quarantine: QuarantineRecord[];
  /** Saves an import replaced, kept until discarded: imported back to be restored or discarded there. */
  replaced: ReplacedRecord[];
}

/**
 * A file as `parseExport` reads it: its envelope checked, its entries not yet — each is checked on
 * its own by `importAll`, which restores the good ones and sets the others aside.
 */
export interface ParsedExport {
  app: typeof EXPORT_MARKER;
  version: number;
  exportedAt: string;
  saves: unknown[];
  history: unknown[];
  settings: Record<string, unknown>;
  quarantine: unknown[];
  replaced: unknown[];
}

export type AnyTx = IDBPTransaction<StrategosDB, StoreNames<StrategosDB>[], 'readonly' | 'readwrite'>;

/** A stored save in its export form: a log save gets its actions inline. */
export async function exported(tx: AnyTx, rec: SaveRecord): Promise<SaveRecord> {
  if (rec.kind !== 'log') return rec;
  const actions = (await tx.objectStore('actions').getAll(range(rec.id))) as ActionRecord[];
  const state: ExportedLog = { ...(rec.state as LogHead), actions: actions.map(exportedAction) };
  return { ...rec, state };
}

const exportedAction = (a: ActionRecord) => (a.barrier ? { action: a.action, barrier: true as const } : { action: a.action });

/**
 * `x` in a form JSON holds, with what it cannot hold named: a cycle becomes "[cycle]", a BigInt
 * its digits and "n", a Map its entries, a Set its members. (Only for records set aside: a good
 * record is exported as it is.)
 */
export function jsonSafe(x: unknown, seen = new Set<object>()): unknown {
  if (typeof x === 'bigint') return `${x}n`;
  if (typeof x !== 'object' || x === null) return x;
  if (seen.has(x)) return '[cycle]';
  seen.add(x);
  try {
    if (x instanceof Map) return [...x.entries()].map((e) => jsonSafe(e, seen));
    if (x instanceof Set || Array.isArray(x)) return [...x].map((v) => jsonSafe(v, seen));
    if (x instanceof Date) return Number.isFinite(x.getTime()) ? x.toISOString() : null;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(x)) out[k] = jsonSafe((x as Record<string, unknown>)[k], seen);
    return out;
  } finally {
    seen.delete(x);
  }
}

/** Why JSON cannot hold `x` (a cycle, a BigInt), or null when it can. */
function notJson(x: unknown): string | null {
  try {
    JSON.stringify(x);
    return null;
  } catch (e) {
    return `JSON cannot hold it (${(e as Error)?.message ?? 'unknown'})`;
  }
}

export async function exportAll(): Promise<ExportFile> {
  const d = await db();
  const tx = d.transaction(['saves', 'actions', 'history', 'settings', 'quarantine', 'replaced'], 'readonly');
  const [saveKeys, saves, history, keys, values, quarantine, replaced] = await Promise.all([
    tx.objectStore('saves').getAllKeys(),
    tx.objectStore('saves').getAll(),
    tx.objectStore('history').getAll(),
    tx.objectStore('settings').getAllKeys(),
    tx.objectStore('settings').getAll(),
    tx.objectStore('quarantine').getAll(),
    tx.objectStore('replaced').getAll(),
  ]);
  const at = Date.now();
  const aside: QuarantineRecord[] = quarantine.map((q) => (notJson(q) ? (jsonSafe(q) as QuarantineRecord) : q));
  const setAside = (store: string, key: unknown, reason: string, raw: unknown) =>
    aside.push({ store, originalKey: String(jsonSafe(key)), reason, at, raw: jsonSafe(raw) });
  const out: SaveRecord[] = [];
  for (let i = 0; i < saves.length; i++) {
    const rec = saves[i]!;
    const key = saveKeys[i]!;
    try {
      const problem = saveRecordProblem(rec);
      if (problem) {
        // kept whole, as the store's own quarantine keeps it: the record and its actions
        const actions = (await tx.objectStore('actions').getAll(range(key))) as ActionRecord[];
        setAside('saves', key, problem, actions.length ? { record: rec, actions: actions.map(exportedAction) } : rec);
        continue;
      }
      const full = await exported(tx as AnyTx, rec);
      const bad = notJson(full);
      if (bad) setAside('saves', key, bad, full);
      else out.push(full);
    } catch (e) {
      setAside('saves', key, `could not be read (${(e as Error)?.message ?? 'unknown'})`, rec);
    }
  }
  const goodHistory = history.filter((h) => {
    const problem = historyRecordProblem(h) ?? notJson(h);
    if (problem) setAside('history', (h as { id?: unknown })?.id, problem, h);
    return !problem;
  });
  const goodReplaced = replaced.filter((r) => {
    const problem = (typeof r?.at === 'number' ? saveRecordProblem(r.record) : 'no date') ?? notJson(r);
    if (problem) setAside('replaced', r?.key, problem, r);
    return !problem;
  });
  await tx.done;
  const settings: Record<string, unknown> = {};
  keys.forEach((k, i) => (settings[String(k)] = jsonSafe(values[i])));
  return { app: EXPORT_MARKER, version: DB_VERSION, exportedAt: new Date(at).toISOString(), saves: out, history: goodHistory, settings, quarantine: aside, replaced: goodReplaced };
}

const MB = (n: number) => Math.round((n / (1024 * 1024)) * 10) / 10;

/**
 * Parse an export file's text and check its envelope: JSON, ours, a version this app reads, a
 * list of saves. Throws `ImportError` naming the problem — the only reasons a whole file is
 * refused. Its records are checked one by one by `importAll`.
 */
export function parseExport(text: string): ParsedExport {
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
  // a version 1 file used {id, tool, data}: upgrade it the way the database migration does
  const saves = v1
    ? (f.saves as unknown[]).map((s) => {
        const o = s as Record<string, unknown> | null;
        return o && typeof o === 'object' && 'data' in o && !('state' in o)
          ? { id: o.id, tool: o.tool, name: typeof o.name === 'string' ? o.name : o.id, createdAt: 0, updatedAt: 0, rev: 0, format: 1, state: upgradeV1Data(o.data) }
          : s;
      })
    : (f.saves as unknown[]);
  const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : x === undefined ? [] : [x]);
  const settings = f.settings && typeof f.settings === 'object' && !Array.isArray(f.settings) ? (f.settings as Record<string, unknown>) : {};
  return {
    app: EXPORT_MARKER,
    version: f.version,
    exportedAt: typeof f.exportedAt === 'string' ? f.exportedAt : '',
    saves,
    history: list(f.history),
    settings,
    quarantine: list(f.quarantine),
    replaced: list(f.replaced),
  };
}
