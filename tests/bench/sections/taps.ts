/**
 * What a tap costs as a game goes on (issue 17 items 10–11): for each tool, the bytes handed to
 * IndexedDB by a tap and the time from the tap to the app's "saved and shown" signal
 * (components/controllers/settled.ts), at taps 1, 100 and 300, in the built app served by
 * `vite preview`, in Debian's headless Chromium at 4× CPU slowdown (the DevTools protocol's CPU
 * throttling), on a 360 px phone viewport.
 *
 * Thermopylae plays a whole seeded game by its first choice (about 125 taps: tap 300 does not
 * exist; the last tap and the medians of the first and last 50 are printed instead), on the
 * action-log store. Earth & Water adds and removes a Greek army on the board mirror, 300 taps, also
 * on the action-log store. PERS.IA plays a solo game on the one table (issue 29) as its e2e test
 * does (tests/e2e/persia-table-driver.mjs): physical dice typed in, "Done on the table" after each
 * PERS.IA step, a quiet campaign 3 then campaign 4 with two battles (one the player starts, one
 * PERS.IA starts) and Mines of Laurion — every tap that saves a step is measured, and the taps per
 * campaign are printed.
 *
 * Bytes are the JSON length of every value a tap's transactions put (the page's IDBObjectStore
 * put/add are wrapped), measured in a run of their own so the measuring does not slow the timed
 * run; checkpoints, written when the app is idle and not by a tap, are counted apart (for every
 * tool), once the app signals they have landed (`<html data-checkpointing>` gone). Each figure "at tap N" is that tap and, in brackets, the median of the ten taps
 * ending there (one tap's time is noisy on a shared machine). TAPS_TOOLS=thermopylae (or
 * earth, pers) runs one tool. Skipped without Chromium.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { phonePage, withPhoneApp } from '../phone-app.js';
import { playGame } from '../../e2e/persia-table-driver.mjs';

export const title = 'Bytes written and tap-to-saved time per tap, at 4× CPU slowdown in Chromium';

const OUT = '.tmp/bench-taps-dist';
const AT = [1, 100, 300];

interface Tap {
  ms: number;
  bytes: number;
}

/** Wraps IndexedDB writes in the page to count what each store is handed (JSON length). */
function meterScript(): void {
  const w = window as unknown as { __bytes: Record<string, number>; __checkpoints: number[] };
  w.__bytes = {};
  w.__checkpoints = [];
  for (const m of ['put', 'add'] as const) {
    const real = IDBObjectStore.prototype[m];
    IDBObjectStore.prototype[m] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      const n = JSON.stringify(value)?.length ?? 0;
      // checkpoints are written when the app is idle, between taps: kept apart, over the whole run
      if (this.name === 'checkpoints') w.__checkpoints.push(n);
      else w.__bytes[this.name] = (w.__bytes[this.name] ?? 0) + n;
      return real.call(this, value, key);
    };
  }
}

/** Tap `target` and wait for the app's signal; the time from the pointer going down to the signal, and the bytes written. */
function tap(page: Page, target: Locator): Promise<Tap> {
  return measure(page, () => target.click());
}

/** A tap made by `click` (a pointer going down), measured as `tap` measures it. */
async function measure(page: Page, click: () => Promise<unknown>): Promise<Tap> {
  await page.evaluate(() => {
    const w = window as unknown as { __tap: Promise<number>; __bytes?: Record<string, number> };
    if (w.__bytes) w.__bytes = {};
    const root = document.documentElement;
    const before = root.dataset.settled;
    let t0 = 0;
    document.addEventListener('pointerdown', () => (t0 = performance.now()), { capture: true, once: true });
    w.__tap = new Promise((res) => {
      const obs = new MutationObserver(() => {
        if (t0 && root.dataset.settled !== before && !root.hasAttribute('data-saving')) {
          obs.disconnect();
          res(performance.now() - t0);
        }
      });
      obs.observe(root, { attributes: true, attributeFilter: ['data-settled', 'data-saving'] });
    });
  });
  await click();
  const ms = await page.evaluate(() => (window as unknown as { __tap: Promise<number> }).__tap);
  const b = await page.evaluate(() => (window as unknown as { __bytes?: Record<string, number> }).__bytes ?? {});
  return { ms, bytes: Object.values(b).reduce((n, v) => n + v, 0) };
}

type Play = (page: Page, url: string, n: number) => Promise<Tap[]>;
interface Run {
  taps: Tap[];
  /** Bytes of each checkpoint written over the run (metered runs). */
  checkpoints: number[];
}

/** Alternately add and remove a Greek army in Athenai on a board mirror. */
async function armyTaps(page: Page, n: number): Promise<Tap[]> {
  await page.locator('ew-board-mirror g.city[data-city="Athenai"]').first().click();
  const add = page.getByRole('button', { name: 'Add one Greek army to Athenai' }).first();
  const remove = page.getByRole('button', { name: 'Remove one Greek army from Athenai' }).first();
  const out: Tap[] = [];
  for (let i = 0; i < n; i++) out.push(await tap(page, i % 2 ? remove : add));
  return out;
}

const earthWater: Play = async (page, url, n) => {
  await page.goto(url + '/earth-water');
  return armyTaps(page, n);
};

/** What the PERS.IA runs printed besides the taps: the taps of each campaign. */
const notes: string[] = [];

const persia: Play = async (page, url) => {
  // Physical dice typed in (Settings, saved before the page goes on): the same game every run.
  await page.goto(url + '/settings');
  await measure(page, () => page.getByRole('radio', { name: 'I roll physical dice and enter them' }).check());
  await page.goto(url + '/persia');
  const out: Tap[] = [await tap(page, page.locator('button[data-new-game]'))];
  const played = await playGame(page, {
    copyAsRead: false,
    lastCampaign: 4,
    dice: { 3: [2, 3], 4: [4, 6, 2, 5, 3, 2, 3, 2] },
    attack: (c) => c === 4,
    armies: 4,
    event: (c) => c === 4,
    tapper: async (fn, saved) => (saved ? out.push(await measure(page, fn)) : fn()),
  });
  notes.push(`taps per campaign (quiet 3, with battles and an event 4): ${JSON.stringify(played.perCampaign)}`);
  return out;
};

const thermopylae: Play = async (page, url) => {
  await page.goto(url + '/thermopylae');
  await page.getByLabel(/^Seed/).fill('20261122');
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await page.waitForURL(/\/thermopylae\/play\//);
  const next = page.locator('th-play .end, th-play [data-choices] button:not([disabled])').first();
  const out: Tap[] = [];
  for (;;) {
    const kind = await next.evaluate((el) => (el.classList.contains('end') ? 'end' : el.hasAttribute('data-view') ? 'view' : 'step'));
    if (kind === 'end') return out;
    if (kind === 'view') {
      // the next Spartan attack: a view, not a saved step (not a tap of the game's record)
      const text = await next.textContent();
      await next.click();
      await page.waitForFunction((t) => {
        const el = document.querySelector('strategos-app')?.shadowRoot?.querySelector('thermopylae-screen')?.shadowRoot?.querySelector('th-play')?.shadowRoot;
        const b = el?.querySelector('[data-choices] button:not([disabled])');
        return !!el?.querySelector('.end') || !b?.hasAttribute('data-view') || b.textContent !== t;
      }, text);
    } else out.push(await tap(page, next));
  }
};

const median = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[s.length >> 1]! : NaN;
};
const kb = (n: number) => (n >= 1024 ? `${(n / 1024).toFixed(1)} KB` : `${Math.round(n)} B`);

async function runTool(browser: Browser, url: string, play: Play, n: number, meter: boolean): Promise<Run> {
  const { ctx, page } = await phonePage(browser, meter ? meterScript : undefined);
  try {
    const taps = await play(page, url, n);
    // the idle checkpoint writes landed (the app's signal: <html data-checkpointing> is gone; it
    // is set before the last tap is signalled settled if that tap made a checkpoint due)
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-checkpointing'), undefined, { timeout: 60_000 });
    const checkpoints = await page.evaluate(() => (window as unknown as { __checkpoints?: number[] }).__checkpoints ?? []);
    return { taps, checkpoints };
  } finally {
    await ctx.close();
  }
}

export async function run(): Promise<void> {
  await withPhoneApp(OUT, '', async ({ url, browser }) => {
    const only = process.env.TAPS_TOOLS?.split(',');
    for (const [name, play, store] of [
      ['Thermopylae', thermopylae, 'action log'],
      ['Earth & Water', earthWater, 'action log'],
      ['PERS.IA', persia, 'action log'],
    ] as const) {
      if (only && !only.some((o) => name.toLowerCase().startsWith(o))) continue;
      const m = await runTool(browser, url, play, 300, true);
      const metered = m.taps;
      const timed = (await runTool(browser, url, play, 300, false)).taps;
      const n = Math.min(metered.length, timed.length);
      const cells = AT.filter((t) => t <= n).map((t) => {
        const b = metered.slice(Math.max(0, t - 10), t).map((x) => x.bytes);
        const ms = timed.slice(Math.max(0, t - 10), t).map((x) => x.ms);
        return `tap ${t}: ${kb(metered[t - 1]!.bytes)} [${kb(median(b))}], ${timed[t - 1]!.ms.toFixed(0)} ms [${median(ms).toFixed(0)} ms]`;
      });
      if (n < 300) {
        cells.push(`last tap (${n}): ${kb(metered[n - 1]!.bytes)}, ${timed[n - 1]!.ms.toFixed(0)} ms`);
      }
      console.log(`${name} (${store}, ${n} taps): ${cells.join('; ')}`);
      for (const note of new Set(notes.splice(0))) console.log(`  ${note}`);
      const cp = m.checkpoints;
      const maxBytes = Math.max(...metered.map((t) => t.bytes));
      const first = median(timed.slice(0, 50).map((t) => t.ms));
      const last = median(timed.slice(-50).map((t) => t.ms));
      console.log(
        `  largest tap ${kb(maxBytes)}; tap-to-saved median, first 50 taps ${first.toFixed(0)} ms, last 50 ${last.toFixed(0)} ms (last/first ${(last / first).toFixed(2)})` +
          (cp.length ? `; checkpoints written when idle, apart from the taps: ${cp.length}, ${kb(Math.min(...cp))}–${kb(Math.max(...cp))} each` : ''),
      );
    }
  });
}
