// Import (issue 17 items 1, 2, 5; issue 30 item 3): every save of a file is checked by its own
// tool before anything is written; a good save is never replaced by one that does not check out
// (the damaged copy is set aside, named), and the one a newer copy replaces stays recoverable;
// one transaction, all or nothing; files are bounded, report progress, and version 1 files and
// databases keep their games playable.
import { describe, it, expect, beforeEach, beforeAll } from 'vitest';
import { openDB } from 'idb';
import {
  ImportError,
  MAX_IMPORT_BYTES,
  exportAll,
  getSave,
  importAll,
  listQuarantine,
  listReplaced,
  listSaves,
  parseExport,
  putSave,
  registerSaveKind,
  restoreReplaced,
  discardReplaced,
  snapshotKind,
  useDatabase,
  type ImportProgress,
} from '../../../src/storage/index.js';
import { thermopylaeKind } from '../../../src/thermopylae/save-check.js';
import { openStore } from '../../../components/thermopylae-screen/saves.js';
import { failWrites, freshDatabase } from './helpers.js';
import { formatOneSave } from './th-fixtures.js';

const counter = (x: unknown) => {
  if (typeof (x as { n?: unknown })?.n !== 'number') throw new Error('not a counter');
  return x;
};
const snap = (x: unknown) => ({ present: x, past: [], future: [] });

beforeAll(() => {
  registerSaveKind('thermopylae', thermopylaeKind);
  registerSaveKind('persia', snapshotKind(counter));
  registerSaveKind('earth-water', snapshotKind(counter));
});
beforeEach(() => void freshDatabase());

function file(saves: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ app: 'strategos-export', version: 2, exportedAt: '', saves, history: [], ...extra });
}
const rec = (id: string, tool: string, updatedAt: number, state: unknown, format = 1) => ({ id, tool, name: id, createdAt: 1, updatedAt, rev: 3, format, state });

describe('a damaged save never replaces a good one (item 1)', () => {
  it('a Thermopylae save with a later date but a damaged position is set aside, named; the game here is untouched', async () => {
    const good = formatOneSave(7, 30);
    await putSave({ id: 'thermopylae:g', tool: 'thermopylae', format: 1, state: good });
    const damaged = structuredClone(good);
    (damaged.present.game as unknown as Record<string, unknown>).cards = null;
    const text = file([rec('thermopylae:g', 'thermopylae', Date.now() + 60_000, damaged)]);
    const r = await importAll(parseExport(text));
    expect(r).toMatchObject({ added: 0, replaced: 0, setAside: [{ store: 'saves', n: 1, id: 'thermopylae:g', tool: 'thermopylae', name: 'thermopylae:g' }] });
    expect((await getSave('thermopylae:g'))?.state).toEqual(good);
    expect((await listQuarantine()).map((q) => [q.store, q.originalKey])).toEqual([['saves', 'thermopylae:g']]);
    // and the game still opens
    const store = openStore('g');
    await store.load();
    expect(store.state?.turn).toBe(good.present.game!.turn);
    expect(store.noticeMessage).toBe(null);
  });

  it('each tool checks its own saves: a snapshot save whose position does not load is set aside', async () => {
    await putSave({ id: 'persia:solo', tool: 'persia', format: 1, state: snap({ n: 1 }) });
    const text = file([rec('persia:solo', 'persia', Date.now() + 1000, snap({ n: 'many' }))]);
    expect((await importAll(parseExport(text))).setAside).toMatchObject([{ id: 'persia:solo', reason: expect.stringContaining('not a counter') }]);
    expect((await getSave('persia:solo'))?.state).toEqual(snap({ n: 1 }));
  });

  it('a save replaced by a newer copy is kept until the player restores or discards it', async () => {
    await putSave({ id: 'persia:solo', tool: 'persia', format: 1, state: snap({ n: 1 }) });
    const text = file([rec('persia:solo', 'persia', Date.now() + 1000, snap({ n: 2 }))]);
    expect(await importAll(parseExport(text))).toMatchObject({ replaced: 1 });
    expect((await getSave('persia:solo'))?.state).toEqual(snap({ n: 2 }));
    const [kept] = await listReplaced();
    expect(kept!.record.state).toEqual(snap({ n: 1 }));
    // restoring swaps: the imported copy is now the one kept aside
    await restoreReplaced(kept!.key!);
    expect((await getSave('persia:solo'))?.state).toEqual(snap({ n: 1 }));
    const [swapped] = await listReplaced();
    expect(swapped!.record.state).toEqual(snap({ n: 2 }));
    await discardReplaced(swapped!.key!);
    expect(await listReplaced()).toEqual([]);
  });

  it('a replaced Thermopylae game is kept whole, with its log, and restores playable', async () => {
    const store = openStore('g');
    await store.start({ seed: 3, options: { variant: 'easy', dice: 'app', spartanRetreat: 'one' } });
    const { legalActions } = await import('../../../src/thermopylae/index.js');
    for (let i = 0; i < 12; i++) await store.dispatch(legalActions(store.state!)[0]!);
    const before = JSON.stringify(store.state);
    const backup = await exportAll();
    const newer = { ...backup.saves[0]!, updatedAt: Date.now() + 1000, state: { ...(backup.saves[0]!.state as object), cursor: 5 } };
    await importAll(parseExport(JSON.stringify({ ...backup, saves: [newer] })));
    const [kept] = await listReplaced();
    await restoreReplaced(kept!.key!);
    const again = openStore('g');
    await again.load();
    expect(JSON.stringify(again.state)).toBe(before);
  });
});

describe('import is one transaction (item 2)', () => {
  it('a write that fails half-way changes nothing, and the error says so', async () => {
    const text = file([rec('persia:a', 'persia', 5, snap({ n: 1 })), rec('persia:b', 'persia', 5, snap({ n: 2 }))]);
    const parsed = parseExport(text);
    const quota = failWrites(1); // the first put goes through, the second fails
    let err: unknown;
    try {
      err = await importAll(parsed).catch((e) => e);
    } finally {
      quota.restore();
    }
    expect(err).toMatchObject({ id: 'error.import.write-failed' });
    expect(await listSaves()).toEqual([]);
  });

  it('one bad save in a file of many: the other 19 are restored, the bad one set aside and named', async () => {
    const saves = Array.from({ length: 20 }, (_, i) => rec(`persia:${i}`, 'persia', 5, snap({ n: i })));
    saves[13] = rec('persia:13', 'persia', 5, snap({ n: null }));
    const r = await importAll(parseExport(file(saves)));
    expect(r).toMatchObject({ added: 19, setAside: [{ store: 'saves', n: 14, id: 'persia:13' }] });
    expect((await listSaves()).map((x) => x.id).sort()).toEqual(saves.map((x) => x.id).filter((id) => id !== 'persia:13').sort());
    const [aside] = await listQuarantine();
    expect(aside).toMatchObject({ store: 'saves', originalKey: 'persia:13', raw: saves[13] });
    // the same file again: nothing new, and the damaged record is not set aside twice
    await importAll(parseExport(file(saves)));
    expect(await listQuarantine()).toHaveLength(1);
  });

  it('two saves of a file with one id: the first good one is restored, the other set aside', async () => {
    const bad = rec('persia:a', 'persia', 5, snap({ n: 'x' }));
    const r = await importAll(parseExport(file([bad, rec('persia:a', 'persia', 5, snap({ n: 1 })), rec('persia:a', 'persia', 6, snap({ n: 2 }))])));
    expect(r.setAside.map((a) => [a.n, a.reason])).toEqual([[1, expect.stringContaining('not a counter')], [3, 'another save of this file has the same id']]);
    expect((await getSave('persia:a'))?.state).toEqual(snap({ n: 1 }));
  });
});

describe('imports are bounded and visible (item 5)', () => {
  it('a file over the limit is refused with its size and the limit, before it is parsed', () => {
    const text = file([], { pad: 'x'.repeat(MAX_IMPORT_BYTES) });
    expect(() => parseExport(text)).toThrow(expect.objectContaining({ id: 'error.import.too-large', params: { size: 25, limit: 25 } }));
  });

  it('a large import reports its progress: checking every save, then the one write', async () => {
    const one = formatOneSave(1, 10);
    const saves = Array.from({ length: 200 }, (_, i) => rec(`thermopylae:${i}`, 'thermopylae', 5, one));
    const seen: ImportProgress[] = [];
    const r = await importAll(parseExport(file(saves)), (p) => seen.push(p));
    expect(r.added).toBe(200);
    expect(seen.some((p) => p.phase === 'check' && p.done > 0 && p.done < 200)).toBe(true);
    expect(seen.at(-1)).toEqual({ phase: 'write', done: 200, total: 200 });
    // the format 1 games were upgraded to action logs on the way in
    expect((await getSave('thermopylae:9'))?.kind).toBe('log');
  }, 20_000);

  it('a version 1 file of 32,000 saves is read whole (the path is linear), each upgraded', () => {
    const saves = Array.from({ length: 32_000 }, (_, i) => ({ id: `persia:${i}`, tool: 'persia', data: { n: i } }));
    const f = parseExport(JSON.stringify({ app: 'strategos-export', version: 1, saves }));
    expect(f.saves).toHaveLength(32_000);
    expect(f.saves[31_999]).toMatchObject({ id: 'persia:31999', state: snap({ n: 31_999 }) });
  });

  it('a version 1 database keeps its games playable: a Thermopylae game opens where it was', async () => {
    const name = `v1-${Math.random()}`;
    const v1 = await openDB(name, 1, {
      upgrade(d) {
        d.createObjectStore('settings');
        d.createObjectStore('saves', { keyPath: 'id' });
      },
    });
    const old = formatOneSave(11, 40).present;
    await v1.put('saves', { id: 'thermopylae:old', tool: 'thermopylae', data: old });
    v1.close();
    useDatabase(name);
    const store = openStore('old');
    await store.load();
    expect(store.noticeMessage).toBe(null);
    expect(store.applied()).toEqual(old.steps);
    expect(JSON.stringify(store.state)).toBe(JSON.stringify(old.game));
  });
});
