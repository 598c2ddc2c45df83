/**
 * Import a backup file (parsed by `parseExport`, transfer.ts): every good record restored, every
 * damaged one set aside and named — one record never costs the player the others.
 *
 * Each save is checked by its own tool's check — the one its store runs on loading, a log
 * replayed from its start (kinds.ts) — and each finished game and replaced save likewise. A
 * record that fails (its shape, its tool's check, an id another save of the file already has)
 * is kept verbatim in `quarantine` with the reason, and listed in the summary for the screen to
 * name. Then one transaction writes it all: if the browser refuses any write, nothing changes.
 * A save already here is replaced only by a newer copy, and the one replaced is kept
 * (`replaced`) until the player restores or discards it. Settings are this device's and are not
 * applied. Records the file already held set aside are carried into quarantine too (once: an
 * import of the same file again adds nothing there). Large files report progress.
 */
import type { IDBPTransaction, StoreNames } from 'idb';
import { StrategosError } from '../core/errors.js';
import { abandon, db, historyRecordProblem, queued, saveRecordProblem } from './db.js';
import { ImportError, StorageError, writeError } from './errors.js';
import { guarded, saveKind, type CheckedSave } from './kinds.js';
import { saveRange as range, type ActionRecord, type HistoryRecord, type QuarantineRecord, type SaveRecord, type StrategosDB } from './schema.js';
import { EXPORT_MARKER, exported, jsonSafe, type AnyTx, type ParsedExport } from './transfer.js';

/** A record an import set aside instead of restoring it (now in the quarantine store), named. */
export interface SetAsideRecord {
  /** Where it came from: a save, a finished game, a save an earlier import replaced, or any record the file already held set aside. */
  store: string;
  /** Its place in its list in the file (1-based). */
  n: number;
  /** The save's or finished game's id ('' when it has none). */
  id: string;
  tool: string;
  /** The save's name ('' when it has none). */
  name: string;
  /** Why (developer words; the screen names the record, not the reason). */
  reason: string;
}

export interface ImportSummary {
  added: number;
  replaced: number;
  keptNewer: number;
  history: number;
  /** Saves an earlier import had replaced, carried over to restore or discard here. */
  earlierCopies: number;
  /** Every record set aside, in the file's order: saves, finished games, replaced saves, then those already set aside. */
  setAside: SetAsideRecord[];
}

export interface ImportProgress {
  /** 'check': each save and finished game checked by its tool; 'write': the one transaction. */
  phase: 'check' | 'write';
  done: number;
  total: number;
}

type WriteTx = IDBPTransaction<StrategosDB, StoreNames<StrategosDB>[], 'readwrite'>;

const str = (x: unknown): string => (typeof x === 'string' ? x : '');
const field = (x: unknown, k: string): unknown => (typeof x === 'object' && x !== null ? (x as Record<string, unknown>)[k] : undefined);
const why = (e: unknown): string => (e instanceof Error ? e.message : 'unreadable');

/** A save of the file checked by its tool: its form to write, or why it is set aside. */
async function checkSave(x: unknown): Promise<CheckedSave | string> {
  const problem = saveRecordProblem(x);
  if (problem) return problem;
  const rec = x as SaveRecord;
  const kind = await saveKind(rec.tool);
  if (!kind) return `no check is registered for ${rec.tool} saves`;
  try {
    return kind.checkSave(rec);
  } catch (e) {
    return why(e);
  }
}

/** A finished game of the file checked by its tool: the record to write, or why it is set aside. */
async function checkHistory(x: unknown): Promise<HistoryRecord | string> {
  const problem = historyRecordProblem(x);
  if (problem) return problem;
  const h = x as HistoryRecord;
  const kind = await saveKind(h.tool);
  if (!kind) return `no check is registered for ${h.tool}`;
  try {
    return { id: h.id, tool: h.tool, finishedAt: h.finishedAt, summary: kind.checkHistory(h.summary) };
  } catch (e) {
    return why(e);
  }
}

/** Write a checked save into an open transaction, in its stored form. */
export function putChecked(tx: WriteTx, base: SaveRecord, c: CheckedSave): void {
  const saves = tx.objectStore('saves');
  if (c.kind === 'snapshot') {
    queued(saves.put({ id: base.id, tool: base.tool, name: base.name, createdAt: base.createdAt, updatedAt: base.updatedAt, rev: base.rev, format: c.format, state: c.state }));
    return;
  }
  const { actions, ...head } = c.state;
  queued(saves.put({ id: base.id, tool: base.tool, name: base.name, createdAt: base.createdAt, updatedAt: base.updatedAt, rev: base.rev, format: c.format, kind: 'log', state: head }));
  const store = tx.objectStore('actions');
  actions.forEach((a, i) => {
    const r: ActionRecord = { save: base.id, i, action: a.action };
    if (a.barrier) r.barrier = true;
    queued(store.put(r));
  });
  if (c.checkpoint) queued(tx.objectStore('checkpoints').put({ save: base.id, ...c.checkpoint }));
}

/** Remove a stored save with its log from an open transaction, returning it in its export form. */
export async function takeOut(tx: WriteTx, rec: SaveRecord): Promise<SaveRecord> {
  const out = await exported(tx as unknown as AnyTx, rec);
  queued(tx.objectStore('saves').delete(rec.id));
  queued(tx.objectStore('actions').delete(range(rec.id)));
  queued(tx.objectStore('checkpoints').delete(range(rec.id)));
  return out;
}

/** What tells two set-aside records apart, so the same file imported twice sets each aside once. */
function asideKey(q: { store?: unknown; originalKey?: unknown; reason?: unknown; raw?: unknown }): string | null {
  try {
    return JSON.stringify([q.store, q.originalKey, q.reason, q.raw]);
  } catch {
    return null;
  }
}

const yieldNow = () => new Promise<void>((r) => setTimeout(r, 0));

/**
 * Restore a parsed file: every record its tool's check accepts is written, every other one is
 * set aside (quarantine) and named in the summary; never is the whole file refused for one
 * record. One transaction writes it all: a save here is replaced only by a newer copy (the one
 * replaced is kept to restore or discard); settings are not applied. Throws ImportError
 * 'write-failed' when the browser refuses the write — then nothing was changed.
 */
export async function importAll(file: ParsedExport, onProgress?: (p: ImportProgress) => void): Promise<ImportSummary> {
  if (!file || file.app !== EXPORT_MARKER || !Array.isArray(file.saves) || !Array.isArray(file.history)) {
    throw new ImportError('not-ours', 'importAll: not a parsed export file');
  }
  const quarantine = Array.isArray(file.quarantine) ? file.quarantine : [];
  const replaced = Array.isArray(file.replaced) ? file.replaced : [];
  const total = file.saves.length + file.history.length + replaced.length;
  const at = Date.now();
  const setAside: SetAsideRecord[] = [];
  const aside: QuarantineRecord[] = [];
  const putAside = (store: string, n: number, x: unknown, reason: string, id = str(field(x, 'id'))) => {
    setAside.push({ store, n, id, tool: str(field(x, 'tool')), name: str(field(x, 'name')), reason });
    aside.push({ store, originalKey: id, reason, at, raw: jsonSafe(x) });
  };
  let done = 0;
  let lastYield = Date.now();
  const tick = async () => {
    done++;
    if (Date.now() - lastYield > 30) {
      onProgress?.({ phase: 'check', done, total });
      await yieldNow();
      lastYield = Date.now();
    }
  };

  const saves: { rec: SaveRecord; checked: CheckedSave }[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < file.saves.length; i++) {
    const x = file.saves[i];
    const c = await checkSave(x);
    const id = str(field(x, 'id'));
    if (typeof c === 'string') putAside('saves', i + 1, x, c);
    else if (seen.has(id)) putAside('saves', i + 1, x, 'another save of this file has the same id');
    else {
      saves.push({ rec: x as SaveRecord, checked: c });
      seen.add(id);
    }
    await tick();
  }
  const history: HistoryRecord[] = [];
  for (let i = 0; i < file.history.length; i++) {
    const h = await checkHistory(file.history[i]);
    if (typeof h === 'string') putAside('history', i + 1, file.history[i], h);
    else history.push(h);
    await tick();
  }
  // saves an earlier import replaced: kept as they are (restoring one checks it again)
  const copies: { at: number; record: SaveRecord }[] = [];
  for (let i = 0; i < replaced.length; i++) {
    const r = replaced[i];
    const rec = field(r, 'record');
    const c = typeof field(r, 'at') === 'number' ? await checkSave(rec) : 'no date';
    if (typeof c === 'string') putAside('replaced', i + 1, rec ?? r, c);
    else copies.push({ at: field(r, 'at') as number, record: rec as SaveRecord });
    await tick();
  }
  // records the file already held set aside stay aside here, named
  quarantine.forEach((q, i) => {
    const raw = field(q, 'raw');
    const store = str(field(q, 'store')) || 'unknown';
    const originalKey = str(field(q, 'originalKey'));
    const reason = str(field(q, 'reason')) || 'set aside before it was exported';
    const inner = field(raw, 'record') ?? raw;
    setAside.push({ store, n: i + 1, id: originalKey, tool: str(field(inner, 'tool')), name: str(field(inner, 'name')), reason });
    aside.push({ store, originalKey, reason, at: typeof field(q, 'at') === 'number' ? (field(q, 'at') as number) : at, raw: field(q, 'raw') === undefined ? jsonSafe(q) : raw });
  });
  onProgress?.({ phase: 'write', done: 0, total });

  const d = await db();
  const tx = d.transaction(['saves', 'actions', 'checkpoints', 'history', 'replaced', 'quarantine'], 'readwrite');
  const summary: ImportSummary = { added: 0, replaced: 0, keptNewer: 0, history: 0, earlierCopies: 0, setAside };
  try {
    const store = tx.objectStore('saves');
    for (const { rec, checked } of saves) {
      const here = await store.get(rec.id);
      if (!here) {
        putChecked(tx, { ...rec, rev: Number.isInteger(rec.rev) && rec.rev > 0 ? rec.rev : 1 }, checked);
        summary.added++;
      } else if (rec.updatedAt > here.updatedAt) {
        const old = await takeOut(tx, here);
        queued(tx.objectStore('replaced').add({ at, record: old }));
        putChecked(tx, { ...rec, rev: here.rev + 1 }, checked);
        summary.replaced++;
      } else summary.keptNewer++;
    }
    for (const h of history) {
      queued(tx.objectStore('history').put(h));
      summary.history++;
    }
    const keyOf = (r: { at: number; record: SaveRecord }) => JSON.stringify([r.at, r.record.id, r.record.updatedAt, r.record.rev]);
    const heldCopies = new Set((await tx.objectStore('replaced').getAll()).map(keyOf));
    for (const c of copies) {
      if (heldCopies.has(keyOf(c))) continue;
      heldCopies.add(keyOf(c));
      queued(tx.objectStore('replaced').add(c));
      summary.earlierCopies++;
    }
    const held = new Set((await tx.objectStore('quarantine').getAll()).map(asideKey));
    for (const q of aside) {
      const k = asideKey(q);
      if (k !== null && held.has(k)) continue;
      held.add(k);
      queued(tx.objectStore('quarantine').add(q));
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
    if (here) queued(tx.objectStore('replaced').add({ at: Date.now(), record: await takeOut(tx, here) }));
    putChecked(tx, { ...rec, rev: (here?.rev ?? 0) + 1, updatedAt: Date.now() }, c);
    queued(tx.objectStore('replaced').delete(key));
    await tx.done;
  } catch (e) {
    abandon(tx);
    throw writeError(e, 'restoring a replaced save');
  }
}
