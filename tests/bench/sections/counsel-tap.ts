/**
 * Counsel is never in the way (issue 21 item 3): tap-to-frame in the built app at 4× CPU slowdown,
 * with the counsel panel open and its worker simulating, against counsel off.
 *
 * Two phone-sized pages of the built app (vite build, served by vite preview) play the same seeded
 * game by tapping the first choice offered, so tap i is the same action in the same position in
 * both; one has the counsel setting off, the other has it on with the panel open (a counsel starts
 * at every decision and runs while the next tap comes). The main thread of each page runs at 4×
 * CPU slowdown (DevTools); the counsel worker is not slowed (Chromium cannot throttle workers), so
 * it takes a whole core, as much as it can take from the page.
 *
 * Tap-to-frame: a tap is a press of 80 ms (a finger's time on the glass; pointerdown, then
 * pointerup and click), timed from the click (event.timeStamp), which the app acts on, to the end
 * of the first frame painted after the app signals the action saved and shown (<html
 * data-settled>, a requestAnimationFrame, then a task after the paint). Between taps a player
 * thinks: each page waits THINK_MS (700 ms) after a tap's frame, and the counsel page then until
 * its counsel of the new position has counted playouts (so every tap lands while the worker
 * simulates); COUNSEL_TAP_THINK_MS=0 taps back to back, as fast as the pages answer. The counsel
 * holds its workers from the pointerdown on. The two pages tap in alternating blocks
 * (the open panel is closed while the other page taps, so only one counsel runs at a time), and
 * the difference is given per pair of taps with a bootstrap 95 % interval of its median, against
 * the spread of the blocks' medians within each page (the noise). It also counts the taps during
 * which the page handed a worker counsel work (a start position or a job posted after the page
 * dispatched the pointerdown and before the frame's end: the hold should make that none; work
 * posted between the touch and that dispatch — a worker's answer handled before the page saw the
 * finger — is counted apart), and the workers' answers the page read meanwhile (the jobs a worker
 * held at the pointerdown, at most two each), and the main thread's time per tap by kind (DevTools
 * Performance metrics, from the press to the frame's end).
 *
 * COUNSEL_TAP_MODE picks what the counsel page is (simulating, panel-idle, collapsed: see MODE).
 * COUNSEL_TAP_TRACE=dir writes a Chromium trace of every 5th tap (COUNSEL_TAP_TRACE_EVERY) of each
 * page there; `npx tsx tests/bench/counsel-trace.ts dir` says where their time went.
 */
import { build, preview } from 'vite';
import { loadavg } from 'node:os';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { NO_CHROMIUM, hasChromium } from '../bench-page.js';
import { launchBrowser } from '../../chromium.mjs';

export const title = '9 Card Thermopylae counsel — tap-to-frame at 4× CPU slowdown, counsel on (simulating) and off';

const OUT = '.tmp/bench-counsel-dist';
const BLOCKS = Math.max(1, Number(process.env.COUNSEL_TAP_BLOCKS ?? 6));
const PER_BLOCK = Math.max(1, Number(process.env.COUNSEL_TAP_PER_BLOCK ?? 10));
const SEED = 20261123;
/** How long a finger stays on the glass in a tap (ms), between pointerdown and the click. */
const PRESS_MS = 80;
/** A player's thinking time between a tap's frame and the next tap (ms). */
const THINK_MS = Math.max(0, Number(process.env.COUNSEL_TAP_THINK_MS ?? 700));
/**
 * What the counsel page is measured in (COUNSEL_TAP_MODE): `simulating` (the default: the panel
 * open, its worker simulating when the finger goes down), `panel-idle` (the control: the panel
 * open and filled in, but the pool's jobs stop reaching the worker once the counsel has counted
 * playouts, so the worker is idle for the whole thinking time and the tap), `collapsed` (the
 * counsel setting on, the panel collapsed: the setting's default, nothing computed).
 */
const MODE = (process.env.COUNSEL_TAP_MODE ?? 'simulating') as 'simulating' | 'panel-idle' | 'collapsed';
if (!['simulating', 'panel-idle', 'collapsed'].includes(MODE)) throw new Error(`COUNSEL_TAP_MODE: simulating, panel-idle or collapsed, not ${MODE}`);

async function setCounsel(page: Page, url: string, on: boolean): Promise<void> {
  await page.goto(url + '/settings');
  const box = page.locator('settings-screen input[data-setting="counsel"]');
  await box.waitFor();
  if ((await box.isChecked()) !== on) await box.click();
  // saved to IndexedDB (the settings store, key 'app') before the page moves on
  await page.waitForFunction(
    (want) =>
      new Promise<boolean>((resolve) => {
        const req = indexedDB.open('strategos');
        req.onsuccess = () => {
          const get = req.result.transaction('settings').objectStore('settings').get('app');
          get.onsuccess = () => {
            req.result.close();
            resolve((get.result as { counsel?: boolean } | undefined)?.counsel === want);
          };
          get.onerror = () => resolve(false);
        };
        req.onerror = () => resolve(false);
      }),
    on,
  );
}

async function startGame(page: Page, url: string): Promise<void> {
  await page.goto(url + '/thermopylae');
  await page.getByLabel(/^Seed/).fill(String(SEED));
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await page.waitForURL(/\/thermopylae\/play\//);
  await page.locator('th-play [data-step]').waitFor();
}

/**
 * The page's tap clock: pointerdown's timeStamp, and `tapFrame(before)`, a promise of the ms from
 * it to the end of the first frame painted after the app settles. (A string: tsx would wrap named
 * functions of a callback in a helper the page does not have.)
 */
const CLOCK = `
  window.tapT0 = 0;
  window.downT0 = 0;
  window.tapPosts = 0;
  window.tapPostsEarly = 0;
  window.downSeen = 0;
  window.tapAnswers = 0;
  window.counselPosts = [];
  window.counselAnswers = [];
  // the finger's touch (the event's timeStamp), and when the page dispatched it (after the app's own hold listener)
  document.addEventListener('pointerdown', (e) => {
    window.downT0 = e.timeStamp;
    window.downSeen = performance.now();
  }, { capture: true });
  const listen = Worker.prototype.addEventListener;
  Worker.prototype.addEventListener = function (type, fn, ...rest) {
    if (type !== 'message') return listen.call(this, type, fn, ...rest);
    return listen.call(this, type, (e) => {
      if (e.data && (e.data.type === 'done' || e.data.type === 'skipped')) window.counselAnswers.push(performance.now());
      return fn(e);
    }, ...rest);
  };
  const post = Worker.prototype.postMessage;
  // panel-idle: while set, the pool's jobs are kept from the worker (the pool counts them in
  // flight); releaseJobs() posts them after the tap (a stale one is answered 'skipped')
  window.keepJobs = false;
  let kept = [];
  window.releaseJobs = () => {
    window.keepJobs = false;
    for (const [w, m, rest] of kept) post.call(w, m, ...rest);
    kept = [];
  };
  Worker.prototype.postMessage = function (m, ...rest) {
    if (m && m.type === 'job' && window.keepJobs) return void kept.push([this, m, rest]);
    if (m && (m.type === 'start' || m.type === 'job')) window.counselPosts.push(performance.now());
    return post.call(this, m, ...rest);
  };
  document.addEventListener('click', (e) => (window.tapT0 = e.timeStamp), { capture: true });
  // the th-counsel element found through the shadow roots: has its pool's counsel counted playouts?
  window.counselRunningNow = () => {
    const find = (root) => {
      for (const e of root.querySelectorAll('*')) {
        if (e.tagName === 'TH-COUNSEL') return e;
        const inner = e.shadowRoot ? find(e.shadowRoot) : null;
        if (inner) return inner;
      }
      return null;
    };
    const pool = find(document)?.pool;
    return (pool?.current?.playouts ?? 0) > 0;
  };
  window.tapFrame = (before) => new Promise((resolve) => {
    const root = document.documentElement;
    let done = false;
    const obs = new MutationObserver(() => check());
    function check() {
      if (done || (root.dataset.settled ?? '0') === before || root.hasAttribute('data-saving')) return;
      done = true;
      obs.disconnect();
      requestAnimationFrame(() => setTimeout(() => {
        const end = performance.now();
        const inTap = (t) => t >= window.downT0 && t <= end;
        window.tapPosts = window.counselPosts.filter((t) => t >= window.downSeen && t <= end).length;
        window.tapPostsEarly = window.counselPosts.filter((t) => t >= window.downT0 && t < window.downSeen).length;
        window.tapAnswers = window.counselAnswers.filter(inTap).length;
        window.counselPosts = [];
        window.counselAnswers = [];
        resolve(end - window.tapT0);
      }, 0));
    }
    obs.observe(root, { attributes: true, attributeFilter: ['data-settled', 'data-saving'] });
    check();
  });
`;

async function installClock(page: Page): Promise<void> {
  await page.evaluate(CLOCK);
}

const panel = (page: Page) => page.locator('th-play th-counsel [data-toggle]');

async function setPanel(page: Page, open: boolean): Promise<void> {
  const t = panel(page);
  if ((await t.getAttribute('aria-expanded')) !== String(open)) await t.click();
}

/**
 * Until the counsel panel's counsel of the position shown has counted playouts (its pool, read
 * from the page; the built app keeps property names).
 */
async function counselRunning(page: Page): Promise<void> {
  // a function, not a string: polling a string predicate evals it in the page, which the app's CSP forbids
  await page.waitForFunction(() => (window as unknown as { counselRunningNow(): boolean }).counselRunningNow(), undefined, { polling: 50 });
}

/** Tap the first choice offered; tap-to-frame in ms, or null when the tap only changed the view (Spartan attacks shown one by one). */
/** The page's main-thread time so far, by kind (DevTools Performance metrics, seconds). */
const KINDS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;
async function mainThread(cdp: CDPSession): Promise<Record<(typeof KINDS)[number], number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { TaskDuration: get('TaskDuration'), ScriptDuration: get('ScriptDuration'), LayoutDuration: get('LayoutDuration'), RecalcStyleDuration: get('RecalcStyleDuration') };
}
const cdps = new Map<Page, CDPSession>();
const TRACE = process.env.COUNSEL_TAP_TRACE ?? '';
/** Trace every n-th tap of each page (COUNSEL_TAP_TRACE_EVERY, default 5). */
const TRACE_EVERY = Math.max(1, Number(process.env.COUNSEL_TAP_TRACE_EVERY ?? 5));
/** The renderer's tasks, GC, paint and the compositor, raster and GPU threads' work (tests/bench/counsel-trace.ts reads them). */
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'v8', 'v8.execute', 'blink.user_timing', 'cc', 'gpu', 'viz', 'benchmark', 'ipc', 'mojom', 'scheduler', 'renderer.scheduler'];
let tracer: Browser | null = null;
/** Per page: the main thread's time in each tap, by kind (ms), from just before the press (pointer already on the choice) to the frame's end. */
const work = new Map<Page, Record<(typeof KINDS)[number], number>[]>();

async function tap(page: Page, counsel: boolean): Promise<number | null> {
  const choice = page.locator('th-play [data-choices] button:not([disabled])').first();
  const view = (await choice.getAttribute('data-view')) !== null;
  const idle = counsel && MODE === 'panel-idle' && !view;
  if (idle) {
    // the counsel of this position has counted playouts and is shown; then the worker idles
    await counselRunning(page);
    await page.evaluate(() => void ((window as unknown as { keepJobs: boolean }).keepJobs = true));
  }
  if (THINK_MS > 0) {
    // The player thinks: not a wait for the app (every wait for it is on its signals) but the
    // player being modelled, so that the tap lands while the counsel simulates, as at the table.
    await page.waitForTimeout(THINK_MS);
    if (!idle && counsel && MODE === 'simulating') await counselRunning(page);
  }
  if (view) {
    await choice.click();
    return null;
  }
  const before = await page.evaluate(() => document.documentElement.dataset.settled ?? '0');
  const wait = page.evaluate((b) => (window as unknown as { tapFrame(b: string): Promise<number> }).tapFrame(b), before);
  const cdp = cdps.get(page)!;
  // the pointer moved onto the choice first (Playwright's checks that it is visible and still), so
  // the main-thread time counts from the press: down, PRESS_MS, up and its click
  await choice.hover();
  // COUNSEL_TAP_TRACE=dir: a Chromium trace of every 5th tap of each page, from the press to the frame
  const trace = TRACE && tracer && (work.get(page)?.length ?? 0) % TRACE_EVERY === TRACE_EVERY - 1 ? `${TRACE}/${counsel ? 'on' : 'off'}-${work.get(page)!.length}.json` : null;
  if (trace) await tracer!.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
  const m0 = await mainThread(cdp);
  await page.mouse.down();
  await page.waitForTimeout(PRESS_MS); // a finger's time on the glass: the player, not a wait for the app
  await page.mouse.up();
  const ms = await wait;
  const m1 = await mainThread(cdp);
  if (trace) await tracer!.stopTracing();
  const list = work.get(page) ?? [];
  list.push(Object.fromEntries(KINDS.map((k) => [k, 1000 * (m1[k] - m0[k])])) as Record<(typeof KINDS)[number], number>);
  work.set(page, list);
  const w = await page.evaluate(() => {
    const x = window as unknown as { tapPosts: number; tapPostsEarly: number; tapAnswers: number };
    return { tapPosts: x.tapPosts, tapPostsEarly: x.tapPostsEarly, tapAnswers: x.tapAnswers };
  });
  if (counsel && MODE === 'panel-idle') await page.evaluate(() => (window as unknown as { releaseJobs(): void }).releaseJobs());
  if (w.tapPosts > 0) busyTaps++;
  else if (w.tapPostsEarly > 0) earlyTaps++;
  answersInTaps += w.tapAnswers;
  return ms;
}
/** Taps during which counsel work was posted to a worker, and answers read during taps (the counsel page's). */
let busyTaps = 0;
/** Taps with counsel work posted only between the touch and the page's dispatch of its pointerdown (the page could not know yet). */
let earlyTaps = 0;
let answersInTaps = 0;

const median = (xs: readonly number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const pct = (xs: readonly number[], p: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

/** Bootstrap 95 % interval of the median of `xs` (seeded). */
function bootstrapMedian(xs: readonly number[]): [number, number] {
  let seed = 12345;
  const rnd = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const meds: number[] = [];
  for (let r = 0; r < 2000; r++) meds.push(median(xs.map(() => xs[Math.floor(rnd() * xs.length)]!)));
  meds.sort((a, b) => a - b);
  return [meds[50]!, meds[1949]!];
}

const ON_WORDS = { simulating: 'on, panel open, simulating', 'panel-idle': 'on, panel open, worker idle (control)', collapsed: 'on, panel collapsed' } as const;

export async function run(): Promise<void> {
  if (!hasChromium()) {
    console.log(`skipped: ${NO_CHROMIUM}`);
    return;
  }
  await build({ logLevel: 'silent', build: { outDir: OUT, emptyOutDir: true } });
  const server = await preview({ logLevel: 'silent', build: { outDir: OUT }, preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false } });
  const url = `http://127.0.0.1:${(server.httpServer.address() as { port: number }).port}`;
  let browser: Browser | null = null;
  try {
    browser = await launchBrowser();
    tracer = browser;
    const pages: Record<'off' | 'on', Page> = {} as Record<'off' | 'on', Page>;
    for (const mode of ['off', 'on'] as const) {
      const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
      const page = await ctx.newPage();
      await setCounsel(page, url, mode === 'on');
      await startGame(page, url);
      await installClock(page);
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Performance.enable');
      cdps.set(page, cdp);
      pages[mode] = page;
    }
    if ((await panel(pages.off).count()) !== 0) throw new Error('counsel off, yet the panel is shown');
    const times: Record<'off' | 'on', (number | null)[]> = { off: [], on: [] };
    const blockMedians: Record<'off' | 'on', number[]> = { off: [], on: [] };
    for (let b = 0; b < BLOCKS; b++) {
      const order = b % 2 ? (['on', 'off'] as const) : (['off', 'on'] as const);
      for (const mode of order) {
        const page = pages[mode];
        if (mode === 'on' && MODE !== 'collapsed') {
          await setPanel(page, true);
          await page.locator('th-play th-counsel[data-counsel]').waitFor();
        }
        const block: number[] = [];
        for (let i = 0; i < PER_BLOCK; ) {
          if (await page.locator('th-play .end').count()) break;
          const t = await tap(page, mode === 'on');
          if (t === null) {
            times[mode].push(null);
            continue;
          }
          times[mode].push(t);
          block.push(t);
          i++;
        }
        if (mode === 'on' && MODE !== 'collapsed') await setPanel(page, false); // only one counsel at a time
        if (block.length) blockMedians[mode].push(median(block));
      }
    }
    const n = Math.min(times.off.length, times.on.length);
    const diffs: number[] = [];
    for (let i = 0; i < n; i++) {
      const a = times.off[i];
      const c = times.on[i];
      if (typeof a === 'number' && typeof c === 'number') diffs.push(c - a);
    }
    const all = (m: 'off' | 'on') => times[m].filter((x): x is number => x !== null);
    console.log(`Chromium ${browser.version()}, headless, 360×740 phone viewport, 4× CPU slowdown on the page, taps of ${PRESS_MS} ms timed from the click, ${THINK_MS ? `${THINK_MS} ms to think before each (and, counsel on, until it simulates)` : 'back to back'}; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}; ${BLOCKS} blocks of ${PER_BLOCK} taps per page, seed ${SEED}`);
    console.log('| counsel | taps | median | 90th percentile | block medians (noise) |');
    console.log('|---|---|---|---|---|');
    for (const m of ['off', 'on'] as const) {
      const xs = all(m);
      console.log(`| ${m === 'on' ? ON_WORDS[MODE] : 'off'} | ${xs.length} | ${median(xs).toFixed(0)} ms | ${pct(xs, 0.9).toFixed(0)} ms | ${blockMedians[m].map((x) => x.toFixed(0)).join(', ')} ms |`);
    }
    const [lo, hi] = bootstrapMedian(diffs);
    console.log('main-thread time per tap, from just before the press to the frame\'s end (DevTools metrics; median ms, counsel off / on; less moved by the load than the wall clock):');
    console.log(KINDS.map((k) => `${k.replace('Duration', '')} ${median(work.get(pages.off)!.map((w) => w[k])).toFixed(1)} / ${median(work.get(pages.on)!.map((w) => w[k])).toFixed(1)}`).join('; '));
    console.log(`counsel on: ${busyTaps} of ${all('on').length} taps had counsel work posted to a worker (a start position or a job) after the page dispatched the pointerdown and before the frame's end; ${earlyTaps} more only between the touch and that dispatch (answers handled before the page saw the finger); ${answersInTaps} workers' answers were read in the taps`);
    console.log(`same tap, on − off: median ${median(diffs).toFixed(1)} ms, 95 % interval [${lo.toFixed(1)}, ${hi.toFixed(1)}] ms over ${diffs.length} pairs`);
  } finally {
    await browser?.close();
    await new Promise<void>((r) => server.httpServer.close(() => r()));
  }
}
