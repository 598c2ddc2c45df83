/**
 * Opening a long game (issues 17 and 30): how long a player waits for a game whose save holds a
 * long history, in the built app in Debian's headless Chromium at 4× CPU slowdown, 360 px
 * viewport. Logs are never compacted, and saves from before the action log migrate as one
 * `restore` step per position of their undo history (undo kept), so:
 *   - the Earth & Water table: a snapshot save with 200 positions (199 undo steps): its first
 *     open (the migration: every position checked and replayed, the log written) and the next
 *     open (from the log); a 3,000-tap table (alternately adding and removing a Greek army in
 *     Athenai) opened without any checkpoint (the worst case: the whole log read), with the
 *     checkpoints the app writes when idle (as a player who played those taps has), and after
 *     Settings' own import of a backup holding it; and a fresh table, for comparison;
 *   - PERS.IA: a 3,000-step game (the player's edits on the mirror, alternately adding and
 *     removing a Greek army in Athenai), without checkpoints and with;
 *   - 9 Card Thermopylae: its longest kind of game — one played to its last step by always taking
 *     the first choice (a game ends within about 130 steps) — without checkpoints and with.
 * "Shown" is the time from the navigation's start to the first "saved and shown" signal
 * (`<html data-settled>`, components/controllers/settled.ts) after the store has read its save:
 * the game on screen; "read" is the store's reading of the save alone (its User Timing measure
 * `strategos load <save id>`), which is what the log's length costs — the page's own start is
 * noisy on a loaded machine. The saves are written straight into IndexedDB (the app's schema,
 * src/storage/schema.ts), except the imported one. Median of LONG_LOG_RUNS (default 5) page
 * loads each; LONG_LOG_ONLY=earth-water, persia or thermopylae runs that tool's rows alone. Skipped
 * without Chromium.
 */
import type { Browser, Page } from 'playwright-core';
import { phonePage, withPhoneApp } from '../phone-app.js';
import { newTable, applyTable, TABLE_FORMAT, type Table, type TableAction } from '../../../src/earth-water/index.js';
import { legalActions, applyAction, newGame } from '../../../src/thermopylae/index.js';
import { TABLE_LOG_FORMAT, TABLE_STORE_ID } from '../../../src/earth-water/table-log.js';
import { PERSIA_LOG_FORMAT } from '../../../src/persia/screen-log.js';
import { PERSIA_STORE_ID, initialPersiaState } from '../../../src/persia/screen-state.js';
import { hashes, metaHash } from '../../../src/storage/log.js';
import { SAVE_FORMAT as TH_FORMAT, type GameOptionsChosen } from '../../../src/thermopylae/save-check.js';

export const title = 'Opening a long game: the Earth & Water table (200 migrated positions, 3,000 taps), PERS.IA (3,000 steps) and a whole Thermopylae game, at 4× CPU slowdown in Chromium';

const OUT = '.tmp/bench-long-logs-dist';
const RUNS = Number(process.env.LONG_LOG_RUNS ?? 5);
/** Only the rows of one tool (LONG_LOG_ONLY=earth-water, persia or thermopylae), for a before/after run of one change; all when unset. */
const ONLY = process.env.LONG_LOG_ONLY ?? '';
const runs = (tool: string) => ONLY === '' || ONLY === tool;
const mark = (id: string) => `strategos load ${id}`;

const edit = (i: number): TableAction => ({ type: 'edit', city: 'Athenai', kind: 'greekArmies', delta: i % 2 ? -1 : 1 }) as TableAction;

/** A snapshot save (the store before the action log): `n` positions, the last shown. */
function snapshotSave(n: number) {
  let t: Table = newTable('standard', 11);
  const all: Table[] = [t];
  for (let i = 1; i < n; i++) all.push((t = applyTable(t, edit(i - 1))));
  const now = Date.now();
  return { id: TABLE_STORE_ID, tool: 'earth-water', name: 'Earth & Water table', createdAt: now, updatedAt: now, rev: 1, format: TABLE_FORMAT, state: { present: all[n - 1], past: all.slice(0, n - 1), future: [] } };
}

interface LogSave {
  head: { id: string; state: { meta: unknown; length: number; cursor: number; summary: unknown; h?: string } } & Record<string, unknown>;
  actions: { save: string; i: number; action: unknown }[];
}

/** A log save's head and action records, as the app's schema keeps them: the head carries the log's hash, as every tap writes it (schema.ts `LogHead.h`). */
function logSave(id: string, tool: string, format: number, meta: unknown, steps: unknown[], summary: unknown): LogSave {
  const now = Date.now();
  const hs = hashes(meta, steps, []);
  const h = hs.length ? hs[hs.length - 1] : metaHash(meta);
  return {
    head: { id, tool, name: id, createdAt: now, updatedAt: now, rev: 1, format, kind: 'log', state: { meta, length: steps.length, cursor: steps.length, summary, h } },
    actions: steps.map((action, i) => ({ save: id, i, action })),
  };
}

/** An Earth & Water table of `n` taps. */
export function tableSave(n: number): LogSave {
  let t = newTable('standard', 11);
  const steps = [];
  for (let i = 0; i < n; i++) {
    const verb = edit(i);
    t = applyTable(t, verb);
    steps.push({ type: 'verb', verb, opts: {} });
  }
  return logSave(TABLE_STORE_ID, 'earth-water', TABLE_LOG_FORMAT, { setup: 'standard', seed: 11 }, steps, { campaign: t.board.campaign, score: t.board.score, step: t.checklist.step });
}

/** A PERS.IA game of `n` edits on the mirror. */
export function persiaSave(n: number): LogSave {
  const game = initialPersiaState('bench').game!;
  const board = game.board;
  const more = structuredClone(board);
  const athenai = (more.forces.Athenai ??= {});
  athenai.greekArmies = (athenai.greekArmies ?? 0) + 1;
  const steps = Array.from({ length: n }, (_, i) => ({ type: 'draft', board: i % 2 ? board : more }));
  return logSave(PERSIA_STORE_ID, 'persia', PERSIA_LOG_FORMAT, { seed: 'bench', options: {} }, steps, { campaign: board.campaign, score: board.score, phase: game.phase });
}

const TH_ID = 'bench-long';
/** A Thermopylae game played by the first choice to its last step (the step that would end it left out: a game in progress). */
export function thermopylaeSave(): LogSave {
  const options: GameOptionsChosen = { variant: 'normal', dice: 'app', spartanRetreat: 'one', edition: 2 };
  let g = newGame(3, { variant: 'normal', dice: 'app', spartanRetreat: 'one', edition: 2 });
  const steps = [];
  for (;;) {
    const a = legalActions(g)[0]!;
    const next = applyAction(g, a);
    if (next.outcome) break;
    steps.push(a);
    g = next;
  }
  return logSave(`thermopylae:${TH_ID}`, 'thermopylae', TH_FORMAT, { seed: 3, options }, steps, { turn: g.turn, tp: g.tp, finished: false });
}

/** The export file Settings' import reads, holding `save`. */
function backupOf(save: LogSave): string {
  const { h: _h, ...state } = save.head.state;
  const rec = { ...save.head, state: { ...state, actions: save.actions.map((a) => ({ action: a.action })) } };
  return JSON.stringify({ app: 'strategos-export', version: 3, exportedAt: new Date().toISOString(), saves: [rec], history: [], settings: {}, quarantine: [], replaced: [] });
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

/** Open `path` and time the reading of save `id`. */
async function openAt(page: Page, url: string, path: string, id: string): Promise<Open> {
  const MARK = mark(id);
  await page.goto(url + path);
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

const openTable = (page: Page, url: string) => openAt(page, url, '/earth-water', TABLE_STORE_ID);

/** Import `text` through Settings, as a player restoring a backup does, and wait for its result. */
async function importThroughSettings(page: Page, url: string, text: string): Promise<void> {
  await page.goto(url + '/settings');
  await page.locator('settings-screen input[type=file]').setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.locator('settings-screen [role=status].banner').waitFor({ timeout: 300_000 });
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
    const log = tableSave(3000);
    const backup = backupOf(log);
    const pa = persiaSave(3000);
    const th = thermopylaeSave();
    const line = (name: string, xs: Open[]) => {
      const r = xs.map((x) => x.read);
      const s = xs.map((x) => x.shown);
      console.log(`${name}: read ${median(r).toFixed(0)} ms (${r.map((x) => x.toFixed(0)).join(', ')}); shown ${median(s).toFixed(0)} ms (${s.map((x) => x.toFixed(0)).join(', ')})`);
    };
    const rows: [string, Open[]][] = [
      ['fresh table (nothing saved)', []],
      ['200-position snapshot save, first open (migrated to 200 restore steps and written)', []],
      ['  the same game, next open (from its log)', []],
      ['3,000-tap table, no checkpoints at all (never the case after play, where one is written every 25 taps when idle)', []],
      ['  the same game, next open (with the checkpoints written when idle)', []],
      ['3,000-tap table, first open after Settings imported it from a backup', []],
      [`PERS.IA, ${pa.actions.length} steps, no checkpoints`, []],
      ['  the same game, next open (with the checkpoints written when idle)', []],
      [`Thermopylae, a whole game (${th.actions.length} steps), no checkpoints`, []],
      ['  the same game, next open (with the checkpoints written when idle)', []],
    ];
    const at = (i: number) => rows[i]![1];
    const persiaAt = (page: Page) => openAt(page, url, '/persia', PERSIA_STORE_ID);
    const thAt = (page: Page) => openAt(page, url, `/thermopylae/play/${TH_ID}`, th.head.id);
    for (let r = 0; r < RUNS; r++) {
      await measure(browser, url, async (page) => {
        if (runs('earth-water')) {
          await seed(page, null, []);
          at(0).push(await openTable(page, url));
          await seed(page, snap, []);
          at(1).push(await openTable(page, url));
          at(2).push(await openTable(page, url));
          await seed(page, log.head, log.actions);
          at(3).push(await openTable(page, url));
          at(4).push(await openTable(page, url));
          await seed(page, null, []);
          await importThroughSettings(page, url, backup);
          at(5).push(await openTable(page, url));
        }
        if (runs('persia')) {
          await seed(page, pa.head, pa.actions);
          at(6).push(await persiaAt(page));
          at(7).push(await persiaAt(page));
        }
        if (runs('thermopylae')) {
          await seed(page, th.head, th.actions);
          at(8).push(await thAt(page));
          at(9).push(await thAt(page));
        }
      });
    }
    for (const [name, xs] of rows) if (xs.length) line(name, xs);
  });
}
