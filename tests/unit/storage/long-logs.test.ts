// A long game opens at once (issue 30 item 4): a load reads only the actions after the latest
// checkpoint — they must lead from the checkpoint's hash to the head's (`h`), so nothing is
// trusted unread — and the earlier ones when the app is idle, or at once when undo needs them.
// Nothing is weakened: undo reaches the start (and stops at a roll), a damaged action before the
// tail is found and the log set aside whole, as a load always did; a damaged tail is found at
// load; an older head without its hash is read whole; an import's first open reads the tail.
// A tool whose check of a position rebuilds it from the start (Thermopylae) checks a checkpoint
// alone at load and rebuilds it when the rest is read: a wrong one is replaced by the rebuild,
// never kept. A new game started meanwhile is never joined to the old game's earlier actions.
import { describe, it, expect, beforeEach } from 'vitest';
import { StrategosError } from '../../../src/core/errors.js';
import { LogStore, db, exportAll, hashes, importAll, listQuarantine, parseExport, registerSaveKind, logKind, type LogDefinition } from '../../../src/storage/index.js';
import { readCheckpoints, readForLoad } from '../../../src/storage/log-read.js';
import type { LogHead } from '../../../src/storage/schema.js';
import { actionsRead, freshDatabase } from './helpers.js';

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

/** A counter whose `checkState` rebuilds the position from every action before it, as Thermopylae's does, and checks it alone at load. */
const replaying: LogDefinition<Counter, Act, { start: number }> = {
  ...counter,
  checkState: (x, { meta, actions }) => {
    let s = counter.init(meta);
    for (const a of actions) s = counter.apply(s, a);
    if (JSON.stringify(x) !== JSON.stringify(s)) throw new CounterError('not where its actions lead');
    return s;
  },
  checkStateReplays: true,
  checkStateAlone: (x) => counter.checkState(x, { meta: { start: 0 }, actions: [] }),
};
const openReplaying = (id = 'c') => new LogStore({ ...replaying, tool: 'thermopylae', id, checkpointEvery: 10 });

async function playedReplaying(n: number): Promise<void> {
  const s = openReplaying();
  await s.start({ start: 0 });
  for (let k = 0; k < n; k++) await s.dispatch({ add: 1 });
  await s.idle();
}

describe('a tool whose check of a position replays from the start opens from its tail too (issue 30 item 4)', () => {
  it('a load reads only the tail after a checkpoint the tool accepts alone; the rebuild follows with the rest', async () => {
    await playedReplaying(205);
    const s = openReplaying();
    expect(await actionsRead(() => s.load())).toBe(5);
    expect(s.state).toEqual({ n: 205, rolls: 0 });
    expect(await actionsRead(() => s.whole())).toBe(200);
    expect([s.applied().length, s.state, s.noticeMessage]).toEqual([205, { n: 205, rolls: 0 }, null]);
  });

  it('a checkpoint that is a possible position but not where its actions lead is shown at first, then rebuilt from the actions, and written afresh', async () => {
    await playedReplaying(45);
    const d = await db();
    const cp = (await d.get('checkpoints', ['c', 40]))!;
    await d.put('checkpoints', { ...cp, state: { n: 7, rolls: 0 } });
    const s = openReplaying();
    await s.load();
    expect(s.state).toEqual({ n: 12, rolls: 0 }); // the damaged checkpoint, trusted alone for now
    await s.whole();
    // the actions are the game: every position rebuilt, nothing set aside
    expect([s.state, s.noticeMessage, s.applied().length]).toEqual([{ n: 45, rolls: 0 }, null, 45]);
    await s.idle();
    expect((await d.get('checkpoints', ['c', 40]))!.state).toEqual({ n: 40, rolls: 0 });
    expect(await d.count('checkpoints')).toBe(4);
    // and the next open starts from the checkpoint written afresh
    const again = openReplaying();
    await again.load();
    expect(again.state).toEqual({ n: 45, rolls: 0 });
    await again.whole();
    expect(again.noticeMessage).toBe(null);
  });

  it('a checkpoint the tool refuses alone is not used: the load starts further back', async () => {
    await playedReplaying(45);
    const d = await db();
    const cp = (await d.get('checkpoints', ['c', 40]))!;
    await d.put('checkpoints', { ...cp, state: { n: 'forty' } });
    const s = openReplaying();
    // the tail after 40 (5 actions, read before the checkpoint is refused), then the one after 30
    expect(await actionsRead(() => s.load())).toBe(5 + 15);
    expect(s.state).toEqual({ n: 45, rolls: 0 });
    await s.whole();
    expect([s.applied().length, s.noticeMessage]).toEqual([45, null]);
  });

  it('a checkpoint found wrong whose actions do not apply from the start sets the log aside whole, with the notice', async () => {
    // actions that apply from the (wrong) checkpoint but not from the start: the log is damaged
    const d = await db();
    const meta = { start: 0 };
    const acts: Act[] = [...Array.from({ length: 10 }, () => ({ add: 1 })), { add: -15 }];
    const hs = hashes(meta, acts, []);
    await d.put('saves', { id: 'c', tool: 'thermopylae', name: 'c', createdAt: 1, updatedAt: 1, rev: 1, format: 1, kind: 'log', state: { meta, length: 11, cursor: 11, summary: {}, h: hs[10]! } });
    for (const [i, action] of acts.entries()) await d.put('actions', { save: 'c', i, action });
    await d.put('checkpoints', { save: 'c', i: 10, h: hs[9]!, state: { n: 20, rolls: 0 } });
    const s = openReplaying();
    await s.load();
    expect(s.state).toEqual({ n: 5, rolls: 0 });
    await s.whole();
    expect(s.state).toBe(null);
    expect(s.noticeMessage).toEqual({ id: 'storage.notice.setAside' });
    expect((await listQuarantine()).map((q) => q.originalKey)).toEqual(['c']);
  });
});

describe('the checkpoints and the tail are read beside the head', () => {
  it('a tail read before another tab wrote more actions is read again, not taken for damage', async () => {
    await played(45);
    const early = await readCheckpoints('c'); // what a load read beside the head...
    expect([early.latest?.i, early.after.length]).toEqual([40, 5]);
    const other = open();
    await other.load();
    await other.dispatch({ add: 1 }); // ...before another tab's tap landed, and the head was read
    const head = (await (await db()).get('saves', 'c'))!.state as LogHead;
    const r = await readForLoad(counter, 'c', head, { start: 0 }, early);
    expect([r.from, r.part.acts.length]).toEqual([40, 6]);
  });
});

describe('a new game on a store that read only the tail of the old one', () => {
  it('is not joined to the old game\'s earlier actions when they are read', async () => {
    await played(60);
    const s = open();
    await s.load();
    await s.start({ start: 100 });
    for (let k = 0; k < 3; k++) await s.dispatch({ add: 1 });
    await s.whole();
    expect([s.applied(), s.state, s.noticeMessage]).toEqual([[{ add: 1 }, { add: 1 }, { add: 1 }], { n: 103, rolls: 0 }, null]);
    const again = open();
    await again.load();
    await again.whole();
    expect([again.applied().length, again.state]).toEqual([3, { n: 103, rolls: 0 }]);
  });
});
