// A new version of the app: after a deploy the new service worker installs and waits; the app
// shows "A new version is ready" and reloads onto it only when the player taps Reload (issue 2).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { startServer, launchBrowser, phoneContext, waitForServiceWorker, DIST } from './harness.mjs';

const COPY = '.tmp/e2e-update-dist';
let server, browser;
before(async () => {
  rmSync(COPY, { recursive: true, force: true });
  cpSync(DIST, COPY, { recursive: true });
  server = await startServer({ dist: COPY });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
  rmSync(COPY, { recursive: true, force: true });
});

test('a deployed update waits for the player, then "Reload" switches to it', async () => {
  const ctx = await phoneContext(browser);
  const page = await ctx.newPage();
  await page.goto(server.url + '/');
  await waitForServiceWorker(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller.scriptURL);

  // "Deploy" a new version: a changed service worker (as a new build's precache revision would be).
  writeFileSync(`${COPY}/sw.js`, readFileSync(`${COPY}/sw.js`, 'utf8') + '\n// version 2\n');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());

  const bar = page.getByRole('status').filter({ hasText: 'A new version is ready.' });
  await bar.waitFor({ timeout: 20000 });
  // nothing reloads by itself: the page is still controlled by the old worker
  const before = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { waiting: !!r.waiting, controlledByActive: navigator.serviceWorker.controller === r.active };
  });
  assert.deepEqual(before, { waiting: true, controlledByActive: true });
  // the wait starts before the tap: a quick reload can fire its load event before click() returns
  const reloaded = page.waitForEvent('load', { timeout: 30000 });
  await bar.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await page.getByRole('heading', { level: 1, name: 'Strategos' }).waitFor();
  const reg = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { waiting: !!r.waiting, active: r.active.state };
  });
  assert.deepEqual(reg, { waiting: false, active: 'activated' });
  // the worker that waited is now the one in control
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller.scriptURL), first);
  assert.equal(await page.evaluate(async () => navigator.serviceWorker.controller === (await navigator.serviceWorker.getRegistration()).active), true);
  await ctx.close();
});
