/**
 * Export every save to one JSON file, and import such a file back — validated as a whole
 * before anything is written, so a bad file changes nothing.
 */
import { StrategosError } from '../core/errors.js';
import { db, saveRecordProblem, StorageError } from './db.js';
import { DB_VERSION, type HistoryRecord, type QuarantineRecord, type SaveRecord } from './schema.js';

export const EXPORT_MARKER = 'strategos-export';

export interface ExportFile {
  app: typeof EXPORT_MARKER;
  /** The database schema version the records follow. */
  version: number;
  exportedAt: string;
  saves: SaveRecord[];
  history: HistoryRecord[];
  settings: Record<string, unknown>;
  /** Records that could not be read, exported as they were (never imported back). */
  quarantine: QuarantineRecord[];
}

export class ImportError extends StrategosError {
  override name = 'ImportError';
}

export async function exportAll(): Promise<ExportFile> {
  const d = await db();
  const tx = d.transaction(['saves', 'history', 'settings', 'quarantine'], 'readonly');
  const [saves, history, keys, values, quarantine] = await Promise.all([
    tx.objectStore('saves').getAll(),
    tx.objectStore('history').getAll(),
    tx.objectStore('settings').getAllKeys(),
    tx.objectStore('settings').getAll(),
    tx.objectStore('quarantine').getAll(),
  ]);
  await tx.done;
  const settings: Record<string, unknown> = {};
  keys.forEach((k, i) => (settings[String(k)] = values[i]));
  return {
    app: EXPORT_MARKER,
    version: DB_VERSION,
    exportedAt: new Date().toISOString(),
    saves,
    history,
    settings,
    quarantine,
  };
}

/** Parse and validate an export file's text. Throws `ImportError` naming the problem. */
export function parseExport(text: string): ExportFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const t = text.trimStart();
    throw new ImportError(
      t.startsWith('{') || t.startsWith('[')
        ? 'This file is cut short or damaged: it is not complete JSON. Nothing was imported.'
        : 'This is not a Strategos save file (it is not JSON). Nothing was imported.',
    );
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ImportError('This is not a Strategos save file (it holds no save data). Nothing was imported.');
  }
  const f = data as Record<string, unknown>;
  if (f.app !== EXPORT_MARKER) {
    throw new ImportError('This JSON file was not made by Strategos (no Strategos marker). Nothing was imported.');
  }
  if (typeof f.version !== 'number' || !Number.isInteger(f.version) || f.version < 1) {
    throw new ImportError('This save file has no valid version number. Nothing was imported.');
  }
  if (f.version > DB_VERSION) {
    throw new ImportError(
      `This save file comes from a newer version of Strategos (format ${f.version}; this one reads up to ${DB_VERSION}). Update the app, then import it. Nothing was imported.`,
    );
  }
  if (!Array.isArray(f.saves)) throw new ImportError('This save file has no list of saves. Nothing was imported.');
  f.saves.forEach((s, i) => {
    // A version 1 file used {id, tool, data}: upgrade it the way the database migration does.
    if (f.version === 1 && s && typeof s === 'object' && 'data' in s && !('state' in s)) {
      const o = s as Record<string, unknown>;
      f.saves = (f.saves as unknown[]).map((x, j) => (j === i ? { id: o.id, tool: o.tool, name: o.id, createdAt: 0, updatedAt: 0, rev: 0, format: 1, state: o.data } : x));
    }
  });
  (f.saves as unknown[]).forEach((s, i) => {
    const problem = saveRecordProblem(s);
    if (problem) throw new ImportError(`Save number ${i + 1} in this file is damaged (${problem}). Nothing was imported.`);
  });
  const history = Array.isArray(f.history) ? f.history : [];
  history.forEach((h, i) => {
    const r = h as Record<string, unknown>;
    if (!r || typeof r.id !== 'string' || typeof r.tool !== 'string' || typeof r.finishedAt !== 'number') {
      throw new ImportError(`History entry ${i + 1} in this file is damaged. Nothing was imported.`);
    }
  });
  const settings = f.settings && typeof f.settings === 'object' && !Array.isArray(f.settings) ? (f.settings as Record<string, unknown>) : {};
  return {
    app: EXPORT_MARKER,
    version: f.version,
    exportedAt: typeof f.exportedAt === 'string' ? f.exportedAt : '',
    saves: f.saves as SaveRecord[],
    history: history as HistoryRecord[],
    settings,
    quarantine: Array.isArray(f.quarantine) ? (f.quarantine as QuarantineRecord[]) : [],
  };
}

export interface ImportSummary {
  added: number;
  replaced: number;
  keptNewer: number;
  history: number;
}

/**
 * Write a validated export into the database in one transaction. A save already here is
 * replaced only when the file's copy is newer, so importing an old backup never rolls back a
 * game in progress. Settings in the file are not applied (they are this device's).
 */
export async function importAll(file: ExportFile): Promise<ImportSummary> {
  const d = await db();
  const tx = d.transaction(['saves', 'history'], 'readwrite');
  const saves = tx.objectStore('saves');
  const summary: ImportSummary = { added: 0, replaced: 0, keptNewer: 0, history: 0 };
  try {
    for (const s of file.saves) {
      const here = await saves.get(s.id);
      if (!here) {
        await saves.put({ ...s, rev: 1 });
        summary.added++;
      } else if (s.updatedAt > here.updatedAt) {
        await saves.put({ ...s, rev: here.rev + 1 });
        summary.replaced++;
      } else summary.keptNewer++;
    }
    for (const h of file.history) {
      await tx.objectStore('history').put(h);
      summary.history++;
    }
    await tx.done;
  } catch (e) {
    throw new StorageError('write-failed', 'The import could not be written; nothing was changed.', e);
  }
  return summary;
}
