/**
 * Opening a long game (issue 17): how long a player waits for the Earth & Water table when its
 * save holds a long history, in the built app in Debian's headless Chromium at 4× CPU slowdown,
 * 360 px viewport. Earth & Water logs are never compacted, and saves from before the action log
 * migrate as one `restore` step per position of their undo history (undo kept), so:
 *   - a snapshot save with 200 positions (199 undo steps): its first open (the migration: every
 *     position checked and replayed, the log written) and the next open (from the log);
 *   - a 3,000-tap table (alternately adding and removing a Greek army in Athenai): opened without
 *     checkpoints (as after an import) and with the checkpoints the app writes when idle (as a
 *     player who played those taps has);
 *   - and a fresh table, for comparison.
 * "Shown" is the time from the navigation's start to the first "saved and shown" signal
 * (`<html data-settled>`, components/controllers/settled.ts) after the table store has read its
 * save: the table on screen; "read" is the store's reading of the save alone (its User Timing
 * measure `strategos load earth-water:table`), which is what the log's length costs — the page's
 * own start is noisy on a loaded machine. The saves
 * are written straight into IndexedDB (the app's schema, src/storage/schema.ts). Median of
 * LONG_LOG_RUNS (default 5) page loads each. Skipped without Chromium.
 */
import type { Browser, Page } from 'playwright-core';
import { phonePage, withPhoneApp } from '../phone-app.js';
import { newTable, applyTable, TABLE_FORMAT, type Table, type TableAction } from '../../../src/earth-water/index.js';
import { TABLE_LOG_FORMAT, TABLE_STORE_ID } from '../../../components/earth-water-screen/table-log.js';

export const title = 'Opening a long game: the Earth & Water table with 200 migrated positions or 3,000 taps, at 4× CPU slowdown in Chromium';

const OUT = '.tmp/bench-long-logs-dist';
const RUNS = Number(process.env.LONG_LOG_RUNS ?? 5);
const MARK = `strategos load ${TABLE_STORE_ID}`;

const edit = (i: number): TableAction => ({ type: 'edit', city: 'Athenai', kind: 'greekArmies', delta: i % 2 ? -1 : 1 }) as TableAction;

/** A snapshot save (the store before the action log): `n` positions, the last shown. */
function snapshotSave(n: number) {
  let t: Table = newTable('standard', 11);
  const all: Table[] = [t];
  for (let i = 1; i < n; i++) all.push((t = applyTable(t, edit(i - 1))));
  const now = Date.now();
  return { id: TABLE_STORE_ID, tool: 'earth-water', name: 'Earth & Water table', createdAt: now, updatedAt: now, rev: 1, format: TABLE_FORMAT, state: { present: all[n - 1], past: all.slice(0, n - 1), future: [] } };
}

/** An action-log save of `n` taps, and its action records. */
function logSave(n: number) {
  const meta = { setup: 'standard', seed: 11 };
  let t = newTable('standard', 11);
  const actions = [];
  for (let i = 0; i < n; i++) {
    const verb = edit(i);
    t = applyTable(t, verb);
    actions.push({ save: TABLE_STORE_ID, i, action: { type: 'verb', verb, opts: {} } });
  }
  const now = Date.now();
  const head = {
    id: TABLE_STORE_ID, tool: 'earth-water', name: 'Earth & Water table', createdAt: now, updatedAt: now, rev: 1, format: TABLE_LOG_FORMAT, kind: 'log',
    state: { meta, length: n, cursor: n, summary: { campaign: t.board.campaign, score: t.board.score, step: t.checklist.step } },
  };
  return { head, actions };
}

/** Records the time of every change of the app's "saved and shown" signal (an init script). */
function settledTimes(): void {
  const w = window as unknown as { __settled: number[] };
  w.__settled = [];
  // the document, not <html>: an init script runs before <html> exists
  new MutationObserver(() => w.__settled.push(performance.now())).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-settled'] });
}

/** Replace the database's saves with `save` (and its actions; none: nothing saved), no checkpoints. */
async function seed(page: Page, save: unknown, actions: unknown[]): Promise<void> {
  await page.evaluate(
    ([save, actions]) =>
      new Promise<void>((res, rej) => {
        const open = indexedDB.open('strategos');
        open.onerror = () => rej(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['saves', 'actions', 'checkpoints'], 'readwrite');
          for (const s of ['saves', 'actions', 'checkpoints']) tx.objectStore(s).clear();
          if (save) tx.objectStore('saves').put(save);
          for (const a of actions as unknown[]) tx.objectStore('actions').put(a);
          tx.oncomplete = () => (db.close(), res());
          tx.onerror = () => rej(tx.error);
        };
      }),
    [save, actions] as const,
  );
}

interface Open {
  /** From the navigation's start to the table shown after its save was read. */
  shown: number;
  /** The store reading the save (its User Timing measure): what the length of the log costs. */
  read: number;
}

/** Open /earth-water and time it. */
async function openTable(page: Page, url: string): Promise<Open> {
  await page.goto(url + '/earth-water');
  await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, MARK, { timeout: 120_000 });
  const handle = await page.waitForFunction(
    (m) => {
      const e = performance.getEntriesByName(m)[0]!;
      const t = (window as unknown as { __settled: number[] }).__settled.find((x) => x >= e.startTime + e.duration);
      return t === undefined ? false : { shown: t, read: e.duration };
    },
    MARK,
    { timeout: 120_000 },
  );
  const open = (await handle.jsonValue()) as Open;
  // the checkpoints the load scheduled land before the next open (the app's signal)
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-checkpointing'), undefined, { timeout: 120_000 });
  return open;
}

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1]!;

async function measure(browser: Browser, url: string, what: (page: Page) => Promise<void>): Promise<void> {
  const { ctx, page, throttle } = await phonePage(browser, settledTimes, true);
  try {
    await page.goto(url + '/earth-water'); // the app makes its database
    await page.waitForFunction(() => document.documentElement.dataset.settled !== undefined);
    await throttle();
    return await what(page);
  } finally {
    await ctx.close();
  }
}

export async function run(): Promise<void> {
  await withPhoneApp(OUT, `; median of ${RUNS} opens`, async ({ url, browser }) => {
    const snap = snapshotSave(200);
    const log = logSave(3000);
    const line = (name: string, xs: Open[]) => {
      const r = xs.map((x) => x.read);
      const s = xs.map((x) => x.shown);
      console.log(`${name}: read ${median(r).toFixed(0)} ms (${r.map((x) => x.toFixed(0)).join(', ')}); shown ${median(s).toFixed(0)} ms (${s.map((x) => x.toFixed(0)).join(', ')})`);
    };
    const fresh: Open[] = [];
    const migrate: Open[] = [];
    const migrated: Open[] = [];
    const bare: Open[] = [];
    const checkpointed: Open[] = [];
    for (let r = 0; r < RUNS; r++) {
      await measure(browser, url, async (page) => {
        await seed(page, null, []);
        fresh.push(await openTable(page, url));
        await seed(page, snap, []);
        migrate.push(await openTable(page, url));
        migrated.push(await openTable(page, url));
        await seed(page, log.head, log.actions);
        bare.push(await openTable(page, url));
        checkpointed.push(await openTable(page, url));
      });
    }
    line('fresh table (nothing saved)', fresh);
    line('200-position snapshot save, first open (migrated to 200 restore steps and written)', migrate);
    line('  the same game, next open (from its log)', migrated);
    line('3,000-tap table, no checkpoints (as after an import)', bare);
    line('  the same game, next open (with the checkpoints written when idle)', checkpointed);
  });
}
