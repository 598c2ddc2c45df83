// The action-log store (src/storage/log-store.ts, issue 17 item 10): a game saved as its start
// plus its actions, undo and redo moving a cursor, checkpoints off the tap's path, and a tap that
// writes what changed — not the whole history — however long the game has run.
import { describe, it, expect, beforeEach } from 'vitest';
import { StrategosError } from '../../../src/core/errors.js';
import { LogStore, db, getSave, listQuarantine, type LogDefinition } from '../../../src/storage/index.js';
import { openStore } from '../../../components/thermopylae-screen/saves.js';
import { legalActions } from '../../../src/thermopylae/index.js';
import { failWrites, freshDatabase, meterWrites } from './helpers.js';

/** A toy tool: a counter; `roll` is random (undo stops there), `bad` is refused by the rule. */
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
    if ('roll' in a) return { n: s.n + 1 + (s.rolls % 6), rolls: s.rolls + 1 };
    if (s.n + a.add < 0) throw new CounterError('below zero');
    return { ...s, n: s.n + a.add };
  },
  checkAction: (x) => {
    const a = x as Record<string, unknown>;
    if (a && (typeof a.add === 'number' || a.roll === true)) return a as Act;
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
const open = (id = 'c', every = 4) => new LogStore({ ...counter, tool: 'earth-water', id, checkpointEvery: every });

beforeEach(() => void freshDatabase());

describe('LogStore', () => {
  it('persists before publishing, and a new store on the same id resumes exactly', async () => {
    const s = open();
    await s.start({ start: 10 });
    let seenUnsaved = false;
    s.subscribe(() => {
      if (s.state?.n === 13 && s.busy) seenUnsaved = true;
    });
    await s.dispatch({ add: 3 });
    expect(seenUnsaved).toBe(false);
    await s.dispatch({ add: 2 });
    const again = open();
    await again.load();
    expect(again.state).toEqual({ n: 15, rolls: 0 });
    expect(again.applied()).toEqual([{ add: 3 }, { add: 2 }]);
  });

  it('undo and redo move a cursor (writing the head alone), survive a reload, and a new action drops the redo branch', async () => {
    const s = open();
    await s.start({ start: 0 });
    for (const k of [1, 2, 3]) await s.dispatch({ add: k });
    await s.undo();
    await s.undo();
    expect(s.state!.n).toBe(1);
    const again = open();
    await again.load();
    expect([again.state!.n, again.cursor, again.length, again.canRedo]).toEqual([1, 1, 3, true]);
    await again.redo();
    expect(again.state!.n).toBe(3);
    await again.dispatch({ add: 10 });
    expect([again.state!.n, again.length, again.canRedo]).toEqual([13, 3, false]);
    const third = open();
    await third.load();
    expect(third.applied()).toEqual([{ add: 1 }, { add: 2 }, { add: 10 }]);
  });

  it('undo stops at a barrier (a roll): what was rolled cannot be taken back', async () => {
    const s = open();
    await s.start({ start: 0 });
    await s.dispatch({ add: 1 });
    await s.dispatch({ roll: true });
    expect(s.canUndo).toBe(false);
    await s.undo();
    expect(s.cursor).toBe(2);
    await s.dispatch({ add: 1 });
    expect(s.canUndo).toBe(true);
    await s.undo();
    expect(s.canUndo).toBe(false);
  });

  it('a refused action changes nothing and writes nothing', async () => {
    const s = open();
    await s.start({ start: 1 });
    const rev = (await getSave('c'))!.rev;
    await expect(s.dispatch({ add: -5 })).rejects.toBeInstanceOf(CounterError);
    expect(s.state!.n).toBe(1);
    expect((await getSave('c'))!.rev).toBe(rev);
  });

  it('an action asked for before load() loads first: a stored game is never overwritten', async () => {
    const a = open();
    await a.start({ start: 100 });
    await a.dispatch({ add: 1 });
    const b = open();
    await b.dispatch({ add: 1 }); // no load()
    expect(b.state!.n).toBe(102);
    const c = open();
    await c.load();
    expect(c.applied()).toEqual([{ add: 1 }, { add: 1 }]);
  });

  it('another tab writing the same game is detected and nothing is overwritten', async () => {
    const a = open();
    await a.start({ start: 0 });
    const b = open();
    await b.load();
    await a.dispatch({ add: 1 });
    await expect(b.dispatch({ add: 5 })).rejects.toMatchObject({ code: 'conflict' });
    const c = open();
    await c.load();
    expect(c.state!.n).toBe(1);
  });

  it('while writes fail the game goes on, marked unsaved; the next write catches up every action', async () => {
    const s = open();
    await s.start({ start: 0 });
    await s.dispatch({ add: 1 });
    const quota = failWrites();
    try {
      await s.dispatch({ add: 2 });
      expect([s.state!.n, s.unsaved, s.problem?.id]).toEqual([3, true, 'error.storage.quota']);
      await s.dispatch({ add: 3 });
      expect([s.state!.n, s.unsaved]).toEqual([6, true]);
    } finally {
      quota.restore();
    }
    await s.dispatch({ add: 4 });
    expect([s.unsaved, s.problem]).toEqual([false, null]);
    const again = open();
    await again.load();
    expect(again.applied()).toEqual([{ add: 1 }, { add: 2 }, { add: 3 }, { add: 4 }]);
  });

  it('checkpoints are written when idle, tied to their actions: a stale or damaged one is ignored, not trusted', async () => {
    const s = open('c', 4);
    await s.start({ start: 0 });
    for (let k = 0; k < 9; k++) await s.dispatch({ add: 1 });
    await s.idle();
    const d = await db();
    expect((await d.getAllKeys('checkpoints')).map((k) => k[1])).toEqual([4, 8]);
    // a checkpoint that lies about its position, with a hash that fits: the tool's check refuses it
    const cp8 = (await d.get('checkpoints', ['c', 8]))!;
    await d.put('checkpoints', { ...cp8, state: { n: 'lots' } });
    // one from another branch (its hash does not fit these actions)
    const cp4 = (await d.get('checkpoints', ['c', 4]))!;
    await d.put('checkpoints', { ...cp4, h: '00000000', state: { n: 999, rolls: 0 } });
    const again = open('c', 4);
    await again.load();
    expect(again.state).toEqual({ n: 9, rolls: 0 });
    expect(again.notice).toBe(null);
    // and both are written afresh when the app is idle
    await again.idle();
    expect((await d.get('checkpoints', ['c', 4]))!.state).toEqual({ n: 4, rolls: 0 });
    expect((await d.get('checkpoints', ['c', 8]))!.state).toEqual({ n: 8, rolls: 0 });
  });

  it('undo below a dropped branch deletes the checkpoints that no longer fit', async () => {
    const s = open('c', 2);
    await s.start({ start: 0 });
    for (let k = 0; k < 5; k++) await s.dispatch({ add: 1 });
    await s.idle();
    for (let k = 0; k < 4; k++) await s.undo();
    await s.dispatch({ add: 50 });
    const d = await db();
    expect((await d.getAllKeys('checkpoints')).map((k) => k[1])).toEqual([]);
    expect((await d.getAllKeys('actions')).map((k) => k[1])).toEqual([0, 1]);
    const again = open('c', 2);
    await again.load();
    expect(again.state!.n).toBe(51);
  });

  it('a log whose actions no longer apply is set aside whole (kept for export), with a notice', async () => {
    const s = open();
    await s.start({ start: 0 });
    await s.dispatch({ add: 1 });
    const d = await db();
    await d.put('actions', { save: 'c', i: 0, action: { add: -9 } });
    const again = open();
    await again.load();
    expect(again.state).toBe(null);
    expect(again.noticeMessage).toEqual({ id: 'storage.notice.setAside' });
    const q = await listQuarantine();
    expect(q[0]).toMatchObject({ originalKey: 'c', raw: { actions: [{ action: { add: -9 } }] } });
  });
});

describe('Thermopylae on the log store: what a tap writes', () => {
  it('every tap of a whole game hands IndexedDB at most 2 KB, and no more at the end than at the start', async () => {
    const store = openStore('bytes');
    await store.start({ seed: 20261122, options: { variant: 'normal', dice: 'app', spartanRetreat: 'one' } });
    const meter = meterWrites();
    const perTap: number[] = [];
    const checkpoints: number[] = [];
    const filed: number[] = [];
    try {
      while (!store.state!.outcome) {
        await store.dispatch(legalActions(store.state!)[0]!);
        const t = meter.take();
        perTap.push((t.saves ?? 0) + (t.actions ?? 0));
        if (t.history) filed.push(t.history);
        await store.idle();
        const c = meter.take();
        if (c.checkpoints) checkpoints.push(c.checkpoints);
      }
    } finally {
      meter.stop();
    }
    expect(perTap.length).toBeGreaterThan(100);
    expect(Math.max(...perTap)).toBeLessThanOrEqual(2048);
    const first = perTap.slice(0, 20).reduce((a, b) => a + b) / 20;
    const last = perTap.slice(-20).reduce((a, b) => a + b) / 20;
    expect(last).toBeLessThan(first * 1.2);
    // the step that ends the game also files it in the history (its seed and every step, once)
    expect(filed.length).toBe(1);
    // the positions are written apart from the taps, one every 25 actions
    expect(checkpoints.length).toBe(Math.floor(perTap.length / 25));
  });
});
