// A long game opens at once (issue 30 item 4): a load reads only the actions after the latest
// checkpoint — they must lead from the checkpoint's hash to the head's (`h`), so nothing is
// trusted unread — and the earlier ones when the app is idle, or at once when undo needs them.
// Nothing is weakened: undo reaches the start (and stops at a roll), a damaged action before the
// tail is found and the log set aside whole, as a load always did; a damaged tail is found at
// load; an older head without its hash is read whole; an import's first open reads the tail.
import { describe, it, expect, beforeEach } from 'vitest';
import { StrategosError } from '../../../src/core/errors.js';
import { LogStore, db, exportAll, hashes, importAll, listQuarantine, parseExport, registerSaveKind, logKind, type LogDefinition } from '../../../src/storage/index.js';
import { freshDatabase } from './helpers.js';

interface Counter {
  n: number;
  rolls: number;
}
type Act = { add: number } | { roll: true };
class CounterError extends StrategosError {}
const counter: LogDefinition<Counter, Act, { start: number }> = {
  format: 1,
  init: (m) => ({ n: m.start, rolls: 0 }),
  apply: (s, a) => {
    if ('roll' in a) return { n: s.n + 1, rolls: s.rolls + 1 };
    if (s.n + a.add < 0) throw new CounterError('below zero');
    return { ...s, n: s.n + a.add };
  },
  checkAction: (x) => {
    const a = x as Record<string, unknown>;
    // an equal action in the tool's own form (only what it uses), as a real check may return it
    if (a && typeof a.add === 'number') return { add: a.add };
    if (a && a.roll === true) return { roll: true };
    throw new CounterError('not an action');
  },
  checkMeta: (x) => {
    const m = x as { start?: unknown };
    if (typeof m?.start !== 'number') throw new CounterError('no start');
    return { start: m.start };
  },
  checkState: (x) => {
    const s = x as Counter;
    if (typeof s?.n !== 'number' || typeof s.rolls !== 'number') throw new CounterError('not a counter');
    return s;
  },
  barrier: (_p, _n, a) => 'roll' in a,
  summarize: (s) => ({ n: s.n }),
};
const open = (id = 'c') => new LogStore({ ...counter, tool: 'earth-water', id, checkpointEvery: 10 });

/** Count the action records IndexedDB hands back while `f` runs. */
async function actionsRead(f: () => Promise<void>): Promise<number> {
  const real = IDBObjectStore.prototype.getAll;
  let n = 0;
  IDBObjectStore.prototype.getAll = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['getAll']>) {
    const req = real.apply(this, args);
    if (this.name === 'actions') req.addEventListener('success', () => (n += (req.result as unknown[]).length));
    return req;
  };
  try {
    await f();
  } finally {
    IDBObjectStore.prototype.getAll = real;
  }
  return n;
}

/** A game of `n` taps (+1 each; a roll at tap `rollAt`), its checkpoints written. */
async function played(n: number, rollAt = -1): Promise<void> {
  const s = open();
  await s.start({ start: 0 });
  for (let k = 0; k < n; k++) await s.dispatch(k === rollAt ? { roll: true } : { add: 1 });
  await s.idle();
}

beforeEach(() => void freshDatabase());

describe('a long log opens from its tail (issue 30 item 4)', () => {
  it('a load of 1,000 actions reads only the tail after the latest checkpoint; the rest when idle', async () => {
    await played(1005);
    const s = open();
    expect(await actionsRead(() => s.load())).toBe(5);
    expect(s.state).toEqual({ n: 1005, rolls: 0 });
    expect(await actionsRead(() => s.whole())).toBe(1000);
    expect(s.applied()).toHaveLength(1005);
  });

  it('undo goes all the way back to the start, reading the earlier actions when it needs them', async () => {
    await played(57);
    const s = open();
    await s.load();
    for (let k = 57; k > 0; k--) {
      expect(s.canUndo).toBe(true);
      await s.undo();
      expect(s.state!.n).toBe(k - 1);
    }
    expect(s.canUndo).toBe(false);
    // and redo back to the end
    for (let k = 0; k < 57; k++) await s.redo();
    expect(s.state!.n).toBe(57);
  });

  it('undo still stops at a roll before the tail', async () => {
    await played(45, 12);
    const s = open();
    await s.load();
    for (let k = 0; k < 40; k++) await s.undo();
    expect(s.cursor).toBe(13);
    expect(s.canUndo).toBe(false);
  });

  it('a damaged action before the tail is found when the rest is read, and the log set aside whole with the notice', async () => {
    await played(60);
    const d = await db();
    // a change that still has the shape of an action, and still applies: only the hash tells
    await d.put('actions', { save: 'c', i: 3, action: { add: 2 } });
    const s = open();
    await s.load();
    expect(s.state!.n).toBe(60); // the tail checks out: shown at once
    await s.whole();
    expect(s.state).toBe(null);
    expect(s.noticeMessage).toEqual({ id: 'storage.notice.setAside' });
    expect((await listQuarantine()).map((q) => q.originalKey)).toEqual(['c']);
    expect(await d.count('actions')).toBe(0);
  });

  it('a damaged action before the tail is found when undo reaches back, and the log set aside', async () => {
    await played(25);
    const d = await db();
    await d.delete('actions', ['c', 7]);
    const s = open();
    await s.load();
    for (let k = 0; k < 6; k++) await s.undo();
    expect(s.state).toBe(null);
    expect(s.noticeMessage).toEqual({ id: 'storage.notice.setAside' });
  });

  it('a damaged action in the tail is found at load (its chain does not reach the head hash)', async () => {
    await played(47);
    const d = await db();
    await d.put('actions', { save: 'c', i: 44, action: { add: 3 } });
    const s = open();
    await s.load();
    expect(s.state).toBe(null);
    expect(s.noticeMessage).toEqual({ id: 'storage.notice.setAside' });
  });

  it('a head written before the hash is read whole, and the next write adds the hash', async () => {
    await played(30);
    const d = await db();
    const rec = (await d.get('saves', 'c'))!;
    const { h: _h, ...old } = rec.state as Record<string, unknown>;
    await d.put('saves', { ...rec, state: old });
    const s = open();
    expect(await actionsRead(() => s.load())).toBe(30);
    await s.dispatch({ add: 1 });
    expect(typeof ((await d.get('saves', 'c'))!.state as { h?: unknown }).h).toBe('string');
    expect(await actionsRead(() => open().load())).toBe(1);
  });

  it('the hash is of the actions as stored: a check that returns them in another form does not make a good log look damaged', async () => {
    const d = await db();
    const stored = Array.from({ length: 30 }, (_, i) => ({ note: 'kept as written', add: 1, i }));
    const hs = hashes({ start: 0 }, stored, []);
    await d.put('saves', { id: 'c', tool: 'earth-water', name: 'c', createdAt: 1, updatedAt: 1, rev: 1, format: 1, kind: 'log', state: { meta: { start: 0 }, length: 30, cursor: 30, summary: {}, h: hs[29]! } });
    for (const [i, action] of stored.entries()) await d.put('actions', { save: 'c', i, action });
    await d.put('checkpoints', { save: 'c', i: 20, h: hs[19]!, state: { n: 20, rolls: 0 } });
    const s = open();
    await s.load();
    expect([s.state, s.noticeMessage]).toEqual([{ n: 30, rolls: 0 }, null]);
    await s.whole();
    expect([s.applied().length, s.noticeMessage]).toEqual([30, null]);
  });

  it("an import writes the position at the cursor, so the imported game's first open reads no action", async () => {
    registerSaveKind('earth-water', logKind(counter));
    await played(300);
    const file = parseExport(JSON.stringify(await exportAll()));
    freshDatabase();
    await importAll(file);
    const s = open();
    expect(await actionsRead(() => s.load())).toBe(0);
    expect(s.state!.n).toBe(300);
    await s.whole();
    expect(s.applied()).toHaveLength(300);
    expect(s.noticeMessage).toBe(null);
  });
});
