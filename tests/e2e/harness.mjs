// End-to-end harness: serves the BUILT app (dist/, from `vite build`) on 127.0.0.1 with
// `vite preview`, and drives Debian's Chromium (/usr/bin/chromium) through playwright-core.
// No browser is ever downloaded.
import { preview } from 'vite';
import { before, after } from 'node:test';
import { existsSync } from 'node:fs';

import { CHROME, launchBrowser } from '../chromium.mjs';

export { CHROME, launchBrowser };

/** Where the built app is: dist/ (E2E_DIST=… to test another build folder). */
export const DIST = process.env.E2E_DIST || 'dist';

export async function startServer({ dist = DIST } = {}) {
  if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist}/ is missing: run \`vite build\` first (npm run test:e2e does)`);
  const server = await preview({
    logLevel: 'silent',
    build: { outDir: dist },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const addr = server.httpServer.address();
  const url = `http://127.0.0.1:${addr.port}`;
  return { url, close: () => new Promise((r) => server.httpServer.close(() => r())) };
}

/** A phone-sized context (the design width is 360 px). */
export async function phoneContext(browser, opts = {}) {
  return browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, ...opts });
}

/** Wait until a service worker controls the page (after the first visit + a reload if needed). */
export async function waitForServiceWorker(page) {
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    if (!reg.active) throw new Error('no active service worker');
    if (reg.active.state !== 'activated') {
      await new Promise((res) => reg.active.addEventListener('statechange', () => reg.active.state === 'activated' && res()));
    }
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
    await page.reload();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  }
}

/** Collects page errors so a test can assert there were none. */
export function trackErrors(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/**
 * One server and one browser for a test file: registers node:test's before/after hooks and
 * returns an object whose `url` and `browser` are set once the hooks ran.
 */
export function serveBuiltApp(opts = {}) {
  const env = { url: '', browser: null, server: null };
  before(async () => {
    env.server = await startServer(opts);
    env.url = env.server.url;
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/**
 * Run `fn` (a click, a key press) and wait for the app's own signal that what it asked for is
 * saved and shown: `<html data-settled>` moved on and no store is writing
 * (components/controllers/settled.ts). Never a fixed wait.
 */
export async function act(page, fn, { timeout = 15_000 } = {}) {
  const before = await page.evaluate(() => document.documentElement.dataset.settled ?? '0');
  await fn();
  await page.waitForFunction(
    (b) => (document.documentElement.dataset.settled ?? '0') !== b && !document.documentElement.hasAttribute('data-saving'),
    before,
    { timeout },
  );
}
