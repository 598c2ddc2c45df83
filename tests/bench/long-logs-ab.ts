/**
 * Before/after of opening a long Thermopylae game, one open at a time (docs/performance.md,
 * "Opening a long game"): `npx tsx tests/bench/long-logs-ab.ts <folder of the app before> [opens]`
 * builds and serves the app in that folder (a copy of the code before a change, its node_modules
 * beside it) and this one, seeds each with the long-logs bench's Thermopylae game
 * (sections/long-logs.ts), opens each once so its checkpoints are written, then opens them in
 * turn (ABBA…) in one headless Chromium at 4× CPU slowdown, each page its own context; prints the
 * store's read time (`strategos load <id>`) of every open, the medians, and the median of the
 * paired after/before ratios — on a shared, loaded machine the pairs see the same load.
 */
import { build, preview } from 'vite';
import { loadavg } from 'node:os';
import { launchBrowser } from '../chromium.mjs';
import { phonePage } from './phone-app.js';
import { thermopylaeSave } from './sections/long-logs.js';
const [BEFORE, nArg = '20'] = process.argv.slice(2);
if (!BEFORE) throw new Error('usage: npx tsx tests/bench/long-logs-ab.ts <folder of the app before> [opens]');
const N = Number(nArg);
async function serve(root: string, outDir: string) {
  await build({ root, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const server = await preview({ root, logLevel: 'silent', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false } });
  return { url: `http://127.0.0.1:${(server.httpServer.address() as { port: number }).port}`, server };
}
const a = await serve(BEFORE, BEFORE + '/.tmp/ab-dist');
const b = await serve(process.cwd(), process.cwd() + '/.tmp/ab-dist');
const browser = await launchBrowser();
const th = thermopylaeSave();
const M = `strategos load ${th.head.id}`;
async function side(url: string) {
  const { ctx, page, throttle } = await phonePage(browser, undefined, true);
  await page.goto(url + '/earth-water');
  await page.waitForFunction(() => document.documentElement.dataset.settled !== undefined);
  await throttle();
  await page.evaluate(([save, actions]) => new Promise<void>((res, rej) => {
    const open = indexedDB.open('strategos');
    open.onsuccess = () => { const db = open.result; const tx = db.transaction(['saves', 'actions', 'checkpoints'], 'readwrite');
      for (const s of ['saves', 'actions', 'checkpoints']) tx.objectStore(s).clear();
      tx.objectStore('saves').put(save); for (const x of actions as unknown[]) tx.objectStore('actions').put(x);
      tx.oncomplete = () => (db.close(), res()); tx.onerror = () => rej(tx.error); };
  }), [th.head, th.actions] as const);
  const open = async () => {
    await page.goto(url + '/thermopylae/play/bench-long');
    await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, M, { timeout: 120000 });
    await page.waitForFunction(() => document.documentElement.dataset.settled !== undefined && !document.documentElement.hasAttribute('data-checkpointing'), undefined, { timeout: 120000 });
    return page.evaluate((m) => performance.getEntriesByName(m)[0]!.duration, M);
  };
  await open(); // the first open writes the checkpoints
  return { open, ctx };
}
const A = await side(a.url);
const B = await side(b.url);
const ra: number[] = [], rb: number[] = [];
console.log('load before', loadavg().map((x) => x.toFixed(1)).join(' '));
for (let i = 0; i < N; i++) {
  if (i % 2) { rb.push(await B.open()); ra.push(await A.open()); } else { ra.push(await A.open()); rb.push(await B.open()); }
}
console.log('load after', loadavg().map((x) => x.toFixed(1)).join(' '));
const med = (xs: number[]) => xs.slice().sort((x, y) => x - y)[xs.length >> 1]!;
const ratios = ra.map((x, i) => rb[i]! / x);
console.log(`before: median ${med(ra).toFixed(0)} ms (${ra.map((x) => x.toFixed(0)).join(', ')})`);
console.log(`after:  median ${med(rb).toFixed(0)} ms (${rb.map((x) => x.toFixed(0)).join(', ')})`);
console.log(`after/before, median of paired ratios: ${med(ratios).toFixed(2)}; ratio of medians ${(med(rb) / med(ra)).toFixed(2)}`);
await A.ctx.close(); await B.ctx.close(); await browser.close();
a.server.httpServer.close(); b.server.httpServer.close();
