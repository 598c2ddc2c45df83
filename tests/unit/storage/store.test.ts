// SavedStore: every accepted change is on disk before the UI sees it; undo/redo; queued taps;
// a damaged save is set aside, never half-loaded; a browser without IndexedDB still plays.
import 'fake-indexeddb/auto';
import { describe, it, expect, beforeEach } from 'vitest';
import { useDatabase, SavedStore, getSave, listQuarantine, putSave, db, saveSettings, DEFAULT_SETTINGS, StorageError } from '../../../src/storage/index.js';
import { failWrites } from './helpers.js';

interface Counter {
  n: number;
}
function makeStore(id = 'c') {
  return new SavedStore<Counter>({
    tool: 'earth-water',
    id,
    format: 1,
    initial: () => ({ n: 0 }),
    validate: (x) => {
      if (!x || typeof (x as Counter).n !== 'number') throw new Error('not a counter');
      return x as Counter;
    },
  });
}

beforeEach(() => useDatabase(`store-test-${Math.random()}`));

describe('SavedStore', () => {
  it('persists before publishing: when update resolves, the state is in IndexedDB', async () => {
    const s = makeStore();
    await s.load();
    let seenBeforeWrite = false;
    s.subscribe(() => {
      if (s.state.n === 1 && !s.busy) seenBeforeWrite = true;
    });
    await s.update((c) => ({ n: c.n + 1 }));
    expect(seenBeforeWrite).toBe(true);
    const rec = await getSave<{ present: Counter }>('c');
    expect(rec?.state.present).toEqual({ n: 1 });
  });

  it('two quick taps apply in order to the latest state', async () => {
    const s = makeStore();
    await s.load();
    await Promise.all([s.update((c) => ({ n: c.n + 1 })), s.update((c) => ({ n: c.n * 10 }))]);
    expect(s.state.n).toBe(10);
  });

  it('undo and redo walk the history, and survive a reload', async () => {
    const s = makeStore();
    await s.load();
    await s.update(() => ({ n: 1 }));
    await s.update(() => ({ n: 2 }));
    await s.undo();
    expect(s.state.n).toBe(1);
    const again = makeStore();
    await again.load();
    expect(again.state.n).toBe(1);
    expect(again.canRedo).toBe(true);
    await again.redo();
    expect(again.state.n).toBe(2);
  });

  it('a failing update leaves the state untouched', async () => {
    const s = makeStore();
    await s.load();
    await expect(
      s.update(() => {
        throw new Error('illegal');
      }),
    ).rejects.toThrow('illegal');
    expect(s.state.n).toBe(0);
    await s.update((c) => ({ n: c.n + 1 }));
    expect(s.state.n).toBe(1);
  });

  it('a save the tool cannot read is set aside with a notice and a fresh state starts', async () => {
    await putSave({ id: 'c', tool: 'earth-water', format: 1, state: { present: { n: 'many' }, past: [], future: [] } });
    const s = makeStore();
    await s.load();
    expect(s.state).toEqual({ n: 0 });
    // the tool's own words for what is wrong come along as a parameter for the screen
    expect(s.noticeMessage).toEqual({ id: 'storage.notice.setAside', params: { detail: 'not a counter' } });
    expect((await listQuarantine())[0]).toMatchObject({ originalKey: 'c', reason: 'present: not a counter' });
    await s.update(() => ({ n: 5 }));
    expect((await getSave<{ present: Counter }>('c'))?.state.present).toEqual({ n: 5 });
  });

  it('another tab writing the same save is detected, not overwritten', async () => {
    const a = makeStore();
    const b = makeStore();
    await a.load();
    await b.load();
    await a.update(() => ({ n: 1 }));
    await expect(b.update(() => ({ n: 99 }))).rejects.toMatchObject({ code: 'conflict' });
    expect((await getSave<{ present: Counter }>('c'))?.state.present).toEqual({ n: 1 });
  });

  it('without IndexedDB (private mode) it still plays, and says saving is off', async () => {
    const saved = globalThis.indexedDB;
    // @ts-expect-error simulate a browser that refuses storage
    globalThis.indexedDB = { open: () => { throw new DOMException('denied', 'SecurityError'); } };
    try {
      useDatabase('private');
      const s = makeStore('p');
      await s.load();
      expect(s.problem).toMatchObject({ id: 'error.storage.unavailable' });
      await s.update(() => ({ n: 3 }));
      expect(s.state.n).toBe(3);
      expect(s.unsaved).toBe(true);
    } finally {
      globalThis.indexedDB = saved;
      useDatabase('after-private');
      await db();
    }
  });

  it('an update asked for before load() loads first: it never overwrites the stored game (item 7)', async () => {
    await putSave({ id: 'c', tool: 'earth-water', format: 1, state: { present: { n: 7 }, past: [], future: [] } });
    const s = makeStore();
    await s.update((c) => ({ n: c.n + 1 })); // no load()
    expect(s.state.n).toBe(8);
    expect((await getSave<{ present: Counter; past: Counter[] }>('c'))?.state).toMatchObject({ present: { n: 8 }, past: [{ n: 7 }] });
  });

  it('while saving fails, every change is marked unsaved with the reason; the next good write clears it (item 6)', async () => {
    const s = makeStore();
    await s.load();
    await s.update(() => ({ n: 1 }));
    const quota = failWrites();
    try {
      await s.update(() => ({ n: 2 }));
      expect([s.state.n, s.unsaved, s.problem?.id]).toEqual([2, true, 'error.storage.quota']);
      await s.update(() => ({ n: 3 }));
      expect([s.state.n, s.unsaved, s.problem?.id]).toEqual([3, true, 'error.storage.quota']);
      // what is on disk is the last position that was really saved
      expect((await getSave<{ present: Counter }>('c'))?.state.present).toEqual({ n: 1 });
    } finally {
      quota.restore();
    }
    await s.update(() => ({ n: 4 }));
    expect([s.unsaved, s.problem]).toEqual([false, null]);
    expect((await getSave<{ present: Counter }>('c'))?.state.present).toEqual({ n: 4 });
  });

  it('a settings write the browser refuses comes out as a worded StorageError, not the raw DOMException (item 6)', async () => {
    const quota = failWrites();
    try {
      const err = await saveSettings({ ...DEFAULT_SETTINGS, theme: 'dark' }).catch((e) => e);
      expect(err).toBeInstanceOf(StorageError);
      expect(err).toMatchObject({ id: 'error.storage.quota' });
    } finally {
      quota.restore();
    }
  });
});
