// The app in Dutch, built and served (issue 20, items 1, 6 and 7): it follows the browser's
// language with nothing English shown first, Settings switches it in place, the rules edition
// starts from it on the first run and then stays its own; the manifest has a Dutch variant; and
// Dutch works offline after one English visit (the service worker precaches its chunk).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveBuiltApp, phoneContext, waitForServiceWorker, trackErrors } from './harness.mjs';

const app = serveBuiltApp();

/** The radio labelled exactly `name` (labels are unique within their group; "English" is in two). */
const radio = (page, name, nth = 0) => page.getByRole('radio', { name, exact: true }).nth(nth);
/** Waits until the radio labelled exactly `name` is checked (settings are read from IndexedDB as the screen opens). */
const checked = (page, name) => page.getByRole('radio', { name, exact: true, checked: true }).first().waitFor();

/** Resolves once IndexedDB holds `value` for the setting `key` (settings are not a store, so no act()). */
async function settingSaved(page, key, value) {
  await page.evaluate(
    async ([k, v]) => {
      const read = () =>
        new Promise((resolve, reject) => {
          const open = indexedDB.open('strategos');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('settings').objectStore('settings').get('app');
            get.onsuccess = () => {
              open.result.close();
              resolve(get.result?.[k]);
            };
          };
        });
      const start = performance.now();
      while ((await read()) !== v) {
        if (performance.now() - start > 10_000) throw new Error(`setting ${k} never saved as ${v}`);
        await new Promise((r) => requestAnimationFrame(r));
      }
    },
    [key, value],
  );
}

/** Records the first text each screen's <h1> showed, from before the app starts. */
function recordFirstHeadings() {
  window.__firstHeadings = {};
  const look = () => {
    const main = document.querySelector('strategos-app')?.shadowRoot?.querySelector('main');
    const screen = main?.firstElementChild;
    const h1 = screen?.shadowRoot?.querySelector('h1') ?? main?.querySelector('h1');
    const text = h1?.textContent?.trim();
    const key = screen?.localName ?? 'shell';
    if (text && !(key in window.__firstHeadings)) window.__firstHeadings[key] = text;
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

test('a Dutch browser gets Dutch from the first frame, 003 as its rules edition, and the Dutch manifest', async () => {
  const ctx = await phoneContext(app.browser, { locale: 'nl-NL', serviceWorkers: 'block' });
  await ctx.addInitScript(recordFirstHeadings);
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  await page.goto(app.url + '/settings');
  await page.getByRole('heading', { level: 1, name: 'Instellingen' }).waitFor();
  // never "Settings" first: the screen waited for the Dutch messages
  assert.deepEqual(await page.evaluate(() => window.__firstHeadings), { 'settings-screen': 'Instellingen' });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'nl');
  assert.equal(await page.title(), 'Instellingen · Strategos');
  // first run: the rules edition follows the language (003)
  await checked(page, 'Nederlandse editie (003)');
  await checked(page, 'Zoals dit apparaat');
  // the Dutch web manifest is linked, served, and says who it is in Dutch
  const href = await page.evaluate(() => document.querySelector('link[rel=manifest]').getAttribute('href'));
  assert.equal(href, '/manifest.nl.webmanifest');
  const manifest = await (await page.request.get(app.url + href)).json();
  assert.equal(manifest.lang, 'nl');
  assert.equal(manifest.name, 'Strategos — hulp bij de Perzische Oorlogen');
  assert.equal(manifest.id, '/');

  // Switching to English is immediate, keeps the edition, and survives a reload.
  await radio(page, 'English').check();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await page.title(), 'Settings · Strategos');
  assert.equal(await page.evaluate(() => document.querySelector('link[rel=manifest]').getAttribute('href')), '/manifest.webmanifest');
  assert.equal(await radio(page, 'Dutch').isChecked(), true);
  await settingSaved(page, 'language', 'en');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await checked(page, 'Dutch');
  await checked(page, 'English');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('an English browser gets English and 000; choosing Nederlands switches at once and loses nothing', async () => {
  const ctx = await phoneContext(app.browser, { locale: 'en-US', serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  await page.goto(app.url + '/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  // the edition: English (000) on an English first run
  await page.getByRole('group', { name: 'Earth & Water rules edition' }).getByRole('radio', { name: 'English', checked: true }).waitFor();
  await radio(page, 'Dark').check();
  // the page is not reloaded: a marker on window survives the switch
  await page.evaluate(() => (window.__samePage = true));
  await radio(page, 'Nederlands').check();
  await page.getByRole('heading', { level: 1, name: 'Instellingen' }).waitFor();
  assert.equal(await page.evaluate(() => window.__samePage), true);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'nl');
  assert.equal(await page.title(), 'Instellingen · Strategos');
  assert.equal(await radio(page, 'Donker').isChecked(), true);
  // the edition stays English: it is the player's setting, not the language's
  assert.equal(await radio(page, 'Engelse editie (000)').isChecked(), true);
  // the shell's header speaks Dutch too, and the home screen
  await page.getByRole('link', { name: 'Strategos, startscherm' }).click();
  await page.getByRole('link', { name: /Tafelhulp voor Earth & Water/ }).waitFor();
  assert.equal(await page.title(), 'Strategos');
  await page.goto(app.url + '/no-such-place');
  await page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }).waitFor();
  assert.equal(await page.title(), 'Niet gevonden · Strategos');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('Dutch works offline: installed in English, offline, switched to Dutch, reloaded, still Dutch', async () => {
  const ctx = await phoneContext(app.browser, { locale: 'en-US' });
  const page = await ctx.newPage();
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(app.url + '/');
  await waitForServiceWorker(page);
  await page.getByRole('heading', { level: 1, name: 'Strategos' }).waitFor();
  // the page itself never asked for the Dutch chunk: only the service worker's precache has it
  assert.equal(fetched.filter((p) => /\/assets\/nl-[\w-]+\.js$/.test(p)).length, 0);
  await ctx.setOffline(true);
  await page.goto(app.url + '/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await radio(page, 'Nederlands').check();
  await page.getByRole('heading', { level: 1, name: 'Instellingen' }).waitFor();
  await settingSaved(page, 'language', 'nl');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Instellingen' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'nl');
  await page.goto(app.url + '/');
  await page.getByRole('link', { name: /Tafelhulp voor Earth & Water/ }).waitFor();
  // the Dutch manifest is precached too
  assert.equal(
    await page.evaluate(async () => (await (await fetch('/manifest.nl.webmanifest')).json()).lang),
    'nl',
  );
  await ctx.close();
});
