// An open app stays current (issue 17 item 12): it looks for a new version when it regains
// focus and every hour while open, and a tab left on an old version whose files are gone says "a
// new version is ready — reload" where a screen will not load — while a tab that is really
// offline still says to check the connection.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, rmSync, readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { startServer, launchBrowser, phoneContext, waitForServiceWorker, DIST } from './harness.mjs';

const COPY = '.tmp/e2e-update-stale-dist';
let server, browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
  rmSync(COPY, { recursive: true, force: true });
});

/** A fresh copy of the build, served (each test "deploys" into its own copy). */
async function serveCopy() {
  await server?.close();
  rmSync(COPY, { recursive: true, force: true });
  cpSync(DIST, COPY, { recursive: true });
  server = await startServer({ dist: COPY });
  return server.url;
}

/** "Deploy" a new version: a changed service worker, as a new build's precache revision would be. */
function deploy() {
  writeFileSync(`${COPY}/sw.js`, readFileSync(`${COPY}/sw.js`, 'utf8') + `\n// version ${Date.now()}\n`);
}

const bar = (page) => page.getByRole('status').filter({ hasText: 'A new version is ready.' });

test('regaining focus looks for a new version: the "new version" bar appears without a reload', async () => {
  const url = await serveCopy();
  const ctx = await phoneContext(browser);
  const page = await ctx.newPage();
  await page.goto(url + '/');
  await waitForServiceWorker(page);
  deploy();
  // nothing looks by itself in the next minute...
  assert.equal(await bar(page).count(), 0);
  // ...until the player comes back to the app (a minute after the last look)
  await page.evaluate(() => {
    const t = Date.now() + 61_000;
    Date.now = () => t;
    window.dispatchEvent(new Event('focus'));
  });
  await bar(page).waitFor({ timeout: 20000 });
  await ctx.close();
});

test('an app left open looks for a new version every hour', async () => {
  const url = await serveCopy();
  const ctx = await phoneContext(browser);
  const page = await ctx.newPage();
  await page.clock.install();
  await page.goto(url + '/');
  await waitForServiceWorker(page);
  deploy();
  await page.clock.runFor(59 * 60 * 1000);
  assert.equal(await bar(page).count(), 0);
  await page.clock.runFor(2 * 60 * 1000);
  await bar(page).waitFor({ timeout: 20000 });
  await ctx.close();
});

/** Remove a screen's code from the server and from this browser's precache (a newer deploy replaced it). */
async function removeScreen(page, name) {
  const file = readdirSync(`${COPY}/assets`).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  rmSync(`${COPY}/assets/${file}`);
  await page.evaluate(async (f) => {
    for (const key of await caches.keys()) {
      const c = await caches.open(key);
      for (const req of await c.keys()) if (req.url.includes(f)) await c.delete(req);
    }
  }, file);
}

test('a tab on an old version whose screen is gone says a new version is ready — not "check your connection"', async () => {
  const url = await serveCopy();
  const ctx = await phoneContext(browser);
  const page = await ctx.newPage();
  await page.goto(url + '/');
  await waitForServiceWorker(page);
  await page.getByRole('heading', { level: 1, name: 'Strategos' }).waitFor();
  await removeScreen(page, 'thermopylae-screen');
  await page.getByRole('link', { name: /9 Card Thermopylae/ }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'A new version of Strategos is ready' });
  await alert.waitFor();
  assert.equal(await page.getByText('Check your connection').count(), 0);
  assert.equal(await alert.getByRole('button', { name: 'Reload' }).count(), 1);

  // the control: really offline, a screen never loaded says to check the connection
  await removeScreen(page, 'settings-screen');
  await ctx.setOffline(true);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('alert').filter({ hasText: 'Check your connection' }).waitFor();
  await ctx.close();
});
