// IndexedDB persistence (src/storage) against fake-indexeddb: the schema migration from
// version 1, quarantine of damaged records, settings, conflicts between two tabs, and the
// export file's validation (issue 2: "Bad input to try").
import 'fake-indexeddb/auto';
import { describe, it, expect, beforeEach, beforeAll } from 'vitest';
import { openDB } from 'idb';
import {
  useDatabase,
  db,
  getSave,
  putSave,
  listSaves,
  listQuarantine,
  StorageError,
  loadSettings,
  saveSettings,
  normaliseSettings,
  DEFAULT_SETTINGS,
  exportAll,
  parseExport,
  importAll,
  ImportError,
  DB_VERSION,
  closeDatabase,
  registerSaveKind,
  snapshotKind,
} from '../../../src/storage/index.js';

let n = 0;
function freshName(): string {
  return `strategos-test-${++n}-${Math.random().toString(36).slice(2)}`;
}

beforeEach(() => {
  useDatabase(freshName());
});

describe('schema migration', () => {
  it('upgrades a version 1 database: records gain bookkeeping, unreadable ones are set aside', async () => {
    const name = freshName();
    const v1 = await openDB(name, 1, {
      upgrade(d) {
        d.createObjectStore('settings');
        d.createObjectStore('saves', { keyPath: 'id' });
      },
    });
    await v1.put('saves', { id: 'old-game', tool: 'thermopylae', data: { turn: 5 } });
    await v1.put('saves', { id: 'broken', nonsense: true });
    await v1.put('settings', { theme: 'dark' }, 'app');
    v1.close();

    useDatabase(name);
    const d = await db();
    expect(d.version).toBe(DB_VERSION);
    const rec = await getSave('old-game');
    // the v1 data is the current position of an empty undo history: the game stays playable
    expect(rec).toMatchObject({ id: 'old-game', tool: 'thermopylae', rev: 1, format: 1, state: { present: { turn: 5 }, past: [], future: [] } });
    expect(await getSave('broken')).toBeNull();
    const q = await listQuarantine();
    expect(q).toHaveLength(1);
    expect(q[0]).toMatchObject({ originalKey: 'broken', raw: { id: 'broken', nonsense: true } });
    expect((await loadSettings()).theme).toBe('dark');
  });

  it('refuses a database written by a newer version with a clear message and changes nothing', async () => {
    const name = freshName();
    const future = await openDB(name, DB_VERSION + 1, { upgrade: (d) => void d.createObjectStore('saves', { keyPath: 'id' }) });
    future.close();
    useDatabase(name);
    const err = await db().catch((e) => e);
    expect(err).toBeInstanceOf(StorageError);
    expect(err.code).toBe('future-version');
    expect(err.id).toBe('error.storage.future-version');
  });
});

describe('saves', () => {
  it('a write resolves only once committed, and reads back exactly', async () => {
    const rec = await putSave({ id: 'g1', tool: 'earth-water', format: 1, state: { board: { a: 1 } } }, 0);
    expect(rec.rev).toBe(1);
    // a new connection sees it: it is on disk, not in a cache
    closeDatabase();
    expect((await getSave('g1'))?.state).toEqual({ board: { a: 1 } });
  });

  it('two tabs: a write based on a stale revision is refused, nothing overwritten', async () => {
    await putSave({ id: 'g', tool: 'persia', format: 1, state: 'first' }, 0);
    await putSave({ id: 'g', tool: 'persia', format: 1, state: 'tab A' }, 1);
    const err = await putSave({ id: 'g', tool: 'persia', format: 1, state: 'tab B' }, 1).catch((e) => e);
    expect(err).toBeInstanceOf(StorageError);
    expect(err.code).toBe('conflict');
    expect((await getSave('g'))?.state).toBe('tab A');
  });

  it('a damaged record is set aside (kept for export), reported, and the rest still load', async () => {
    await putSave({ id: 'good', tool: 'thermopylae', format: 1, state: 1 });
    const d = await db();
    await d.put('saves', { id: 'bad', tool: 'thermopylae', name: 'x', createdAt: 'yesterday' } as never);
    const list = await listSaves('thermopylae');
    expect(list.map((s) => s.id)).toEqual(['good']);
    const q = await listQuarantine();
    expect(q.map((r) => r.originalKey)).toEqual(['bad']);
    expect(q[0]!.reason).toBe('bad createdAt');
  });

  it('getSave of a damaged record throws a corrupt error naming it', async () => {
    const d = await db();
    await d.put('saves', { id: 'bad2', tool: 'nope' } as never);
    const err = await getSave('bad2').catch((e) => e);
    expect(err.code).toBe('corrupt');
    expect(err.params).toEqual({ key: 'bad2' });
    expect((await listQuarantine()).map((r) => r.originalKey)).toContain('bad2');
  });
});

describe('settings', () => {
  it('round-trip, and unknown or invalid stored values fall back to defaults', async () => {
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
    await saveSettings({ ...DEFAULT_SETTINGS, diceMode: 'physical', edition: 'nl' });
    expect(await loadSettings()).toMatchObject({ diceMode: 'physical', edition: 'nl' });
    expect(normaliseSettings({ theme: 'purple', diceMode: 'physical', extra: 1 })).toEqual({ ...DEFAULT_SETTINGS, diceMode: 'physical' });
    expect(normaliseSettings('garbage')).toEqual(DEFAULT_SETTINGS);
  });
});

describe('export and import', () => {
  const snap = (x: unknown) => ({ present: x, past: [], future: [] });
  beforeAll(() => {
    const anyObject = (x: unknown) => {
      if (typeof x !== 'object' || x === null) throw new Error('not an object');
      return x;
    };
    registerSaveKind('earth-water', snapshotKind(anyObject));
    registerSaveKind('persia', snapshotKind(anyObject));
  });

  it('exports every save and imports it into an empty database', async () => {
    await putSave({ id: 'a', tool: 'earth-water', format: 1, state: snap({ x: 1 }) });
    await putSave({ id: 'b', tool: 'persia', format: 2, state: snap([1, 2]) });
    const file = await exportAll();
    const text = JSON.stringify(file);
    useDatabase(freshName());
    const summary = await importAll(parseExport(text));
    expect(summary).toMatchObject({ added: 2, replaced: 0 });
    expect((await getSave('b'))?.state).toEqual(snap([1, 2]));
  });

  it('never rolls a newer game back to an older backup', async () => {
    await putSave({ id: 'a', tool: 'earth-water', format: 1, state: snap({ v: 'old' }) });
    const backup = parseExport(JSON.stringify(await exportAll()));
    await new Promise((r) => setTimeout(r, 5));
    await putSave({ id: 'a', tool: 'earth-water', format: 1, state: snap({ v: 'new' }) });
    const s = await importAll(backup);
    expect(s.keptNewer).toBe(1);
    expect((await getSave('a'))?.state).toEqual(snap({ v: 'new' }));
  });

  it('refuses a JSON file that is not ours', () => {
    expect(() => parseExport('{"hello":"world"}')).toThrow(expect.objectContaining({ id: 'error.import.not-ours' }));
    expect(() => parseExport('[1,2,3]')).toThrow(ImportError);
  });

  it('refuses a truncated file', async () => {
    await putSave({ id: 'a', tool: 'earth-water', format: 1, state: { x: 1 } });
    const text = JSON.stringify(await exportAll());
    expect(() => parseExport(text.slice(0, text.length / 2))).toThrow(expect.objectContaining({ id: 'error.import.truncated' }));
    expect(() => parseExport('PK\u0003\u0004 zip')).toThrow(expect.objectContaining({ id: 'error.import.not-json' }));
  });

  it('refuses a file from a future version, naming both versions', () => {
    const f = { app: 'strategos-export', version: DB_VERSION + 3, saves: [] };
    expect(() => parseExport(JSON.stringify(f))).toThrow(expect.objectContaining({ id: 'error.import.newer-version', params: { version: DB_VERSION + 3, supported: DB_VERSION } }));
  });

  it('a file with one damaged save: the good one is restored, the damaged one set aside and named', async () => {
    const f = {
      app: 'strategos-export',
      version: DB_VERSION,
      saves: [
        { id: 'ok', tool: 'persia', name: 'ok', createdAt: 1, updatedAt: 1, rev: 1, format: 1, state: { present: {}, past: [], future: [] } },
        { id: 'bad', tool: 'persia' },
      ],
    };
    const r = await importAll(parseExport(JSON.stringify(f)));
    expect(r.setAside).toEqual([{ store: 'saves', n: 2, id: 'bad', tool: 'persia', name: '', reason: 'no name' }]);
    expect((await listSaves()).map((x) => x.id)).toEqual(['ok']);
  });

  it('reads a version 1 export (records with `data`)', () => {
    const f = { app: 'strategos-export', version: 1, saves: [{ id: 'x', tool: 'thermopylae', data: { t: 1 } }] };
    expect(parseExport(JSON.stringify(f)).saves[0]).toMatchObject({ id: 'x', state: { present: { t: 1 }, past: [], future: [] } });
  });
});
