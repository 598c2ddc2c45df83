// The app shell, built and served: every route, deep links, back button, a setting that
// survives a reload, and the whole app working with the network off (issue 2).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveBuiltApp, phoneContext, waitForServiceWorker, trackErrors, act } from './harness.mjs';

const app = serveBuiltApp();

const TOOLS = [
  { link: 'Earth & Water companion', path: '/earth-water', heading: /Earth & Water/ },
  { link: 'PERS.IA solo opponent', path: '/persia', heading: /PERS\.IA/ },
  { link: '9 Card Thermopylae', path: '/thermopylae', heading: /Thermopylae/ },
];

test('home screen offers the three tools and every route is a real URL with a working back button', async () => {
  const ctx = await phoneContext(app.browser);
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  await page.goto(app.url + '/');
  await page.getByRole('heading', { level: 1, name: 'Strategos' }).waitFor();
  for (const t of TOOLS) {
    await page.getByRole('link', { name: new RegExp(t.link.replace(/[.&]/g, '\\$&')) }).click();
    await page.waitForURL(app.url + t.path);
    await page.getByRole('heading', { level: 1, name: t.heading }).first().waitFor();
    await page.goBack();
    await page.waitForURL(app.url + '/');
    await page.getByRole('heading', { level: 1, name: 'Strategos' }).waitFor();
  }
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL(app.url + '/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('deep links load directly, and an unknown path says so', async () => {
  const ctx = await phoneContext(app.browser);
  const page = await ctx.newPage();
  for (const t of TOOLS) {
    await page.goto(app.url + t.path);
    await page.getByRole('heading', { level: 1, name: t.heading }).first().waitFor();
  }
  await page.goto(app.url + '/no-such-place');
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  await ctx.close();
});

test('a setting changed is kept after a reload', async () => {
  const ctx = await phoneContext(app.browser);
  const page = await ctx.newPage();
  await page.goto(app.url + '/settings');
  // each change waits for the app's signal that it is saved and shown, then the reload
  await act(page, () => page.getByRole('radio', { name: 'Dark' }).check());
  await act(page, () => page.getByRole('radio', { name: 'I roll physical dice and enter them' }).check());
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  assert.equal(await page.getByRole('radio', { name: 'Dark' }).isChecked(), true);
  assert.equal(await page.getByRole('radio', { name: 'I roll physical dice and enter them' }).isChecked(), true);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  await ctx.close();
});

test('after one online visit the app opens and works offline, deep links included', async () => {
  const ctx = await phoneContext(app.browser);
  const page = await ctx.newPage();
  await page.goto(app.url + '/');
  await waitForServiceWorker(page);
  await ctx.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Strategos' }).waitFor();
  // a screen never visited online: its lazy chunk comes from the precache
  await page.getByRole('link', { name: /9 Card Thermopylae/ }).click();
  await page.getByRole('heading', { level: 1, name: /Thermopylae/ }).first().waitFor();
  // a deep link typed while offline is served by the navigation fallback
  await page.goto(app.url + '/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await act(page, () => page.getByRole('radio', { name: 'Light' }).check());
  await page.reload();
  assert.equal(await page.getByRole('radio', { name: 'Light' }).isChecked(), true);
  await ctx.close();

  // Control: without the service worker, the same offline load fails — so the pass above proves something.
  const bare = await phoneContext(app.browser, { serviceWorkers: 'block' });
  const p2 = await bare.newPage();
  await bare.setOffline(true);
  await assert.rejects(p2.goto(app.url + '/'), /ERR_INTERNET_DISCONNECTED/);
  await bare.close();
});
