// Bad input to try (issue 2): private mode without IndexedDB, a database from a future
// version, two tabs at once, and an import of a foreign file — each gets a clear message and
// loses nothing saved before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveBuiltApp, phoneContext, act } from './harness.mjs';

const app = serveBuiltApp();

test('private browsing without IndexedDB: the app says saving is off and still works', async () => {
  const ctx = await phoneContext(app.browser, { serviceWorkers: 'block' });
  await ctx.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', {
      get: () => ({ open: () => { throw new DOMException('The operation is insecure.', 'SecurityError'); } }),
    });
  });
  const page = await ctx.newPage();
  await page.goto(app.url + '/settings');
  await page.getByRole('alert').filter({ hasText: 'will not let Strategos save' }).first().waitFor();
  await act(page, () => page.getByRole('radio', { name: 'Dark' }).check());
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  await ctx.close();
});

test('a database written by a newer version: a clear message, and its data untouched', async () => {
  const ctx = await phoneContext(app.browser, { serviceWorkers: 'block' });
  const page = await ctx.newPage();
  await page.goto(app.url + '/');
  await page.evaluate(
    () =>
      new Promise((res, rej) => {
        indexedDB.deleteDatabase('strategos');
        const r = indexedDB.open('strategos', 99);
        r.onupgradeneeded = () => r.result.createObjectStore('future').put('precious', 'k');
        r.onsuccess = () => {
          r.result.close();
          res();
        };
        r.onerror = () => rej(r.error);
      }),
  );
  await page.goto(app.url + '/settings');
  await page.getByRole('alert').filter({ hasText: 'newer version of Strategos' }).first().waitFor();
  const kept = await page.evaluate(
    () =>
      new Promise((res) => {
        const r = indexedDB.open('strategos');
        r.onsuccess = () => {
          const v = r.result.version;
          const tx = r.result.transaction('future');
          const g = tx.objectStore('future').get('k');
          g.onsuccess = () => res([v, g.result]);
        };
      }),
  );
  assert.deepEqual(kept, [99, 'precious']);
  await ctx.close();
});

test('two tabs: a setting changed in one shows in the other', async () => {
  const ctx = await phoneContext(app.browser, { serviceWorkers: 'block' });
  const a = await ctx.newPage();
  const b = await ctx.newPage();
  await a.goto(app.url + '/settings');
  await b.goto(app.url + '/settings');
  await act(a, () => a.getByRole('radio', { name: 'Dutch' }).check());
  // the other tab has no action of its own to wait for: it shows the change when told
  await b.waitForFunction(() => {
    const s = document.querySelector('strategos-app')?.shadowRoot?.querySelector('settings-screen')?.shadowRoot;
    return [...(s?.querySelectorAll('label.choice') ?? [])].some((l) => l.textContent.trim() === 'Dutch' && l.querySelector('input').checked);
  });
  await ctx.close();
});

test('importing a file that is not ours is refused with a message, and saves are kept', async () => {
  const ctx = await phoneContext(app.browser, { serviceWorkers: 'block' });
  const page = await ctx.newPage();
  await page.goto(app.url + '/settings');
  await act(page, () => page.getByRole('radio', { name: 'Dark' }).check());
  await act(page, () =>
    page.getByLabel('Import saves from a file').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ shopping: ['bread'] })),
    }),
  );
  await page.getByRole('alert').filter({ hasText: 'not made by Strategos' }).waitFor();
  await act(page, () =>
    page.getByLabel('Import saves from a file').setInputFiles({
      name: 'cut.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"app":"strategos-export","version":2,"saves":[{"id":'),
    }),
  );
  await page.getByRole('alert').filter({ hasText: 'cut short' }).waitFor();
  await page.reload();
  assert.equal(await page.getByRole('radio', { name: 'Dark' }).isChecked(), true);
  await ctx.close();
});

test('a reload in the middle of a write loses nothing that was saved before', async () => {
  const ctx = await phoneContext(app.browser, { serviceWorkers: 'block' });
  const page = await ctx.newPage();
  await page.goto(app.url + '/settings');
  await act(page, () => page.getByRole('radio', { name: 'Dark' }).check());
  await act(page, () => page.getByRole('radio', { name: 'Dutch' }).check()); // both on disk
  // change again and reload at once, while the write may still be in flight
  await page.getByRole('radio', { name: 'Light' }).check();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  // IndexedDB transactions are atomic: the theme is the old or the new one, never damaged,
  // and the setting written before is intact
  const light = await page.getByRole('radio', { name: 'Light' }).isChecked();
  const dark = await page.getByRole('radio', { name: 'Dark' }).isChecked();
  assert.ok(light !== dark, 'exactly one of the two themes');
  assert.equal(await page.getByRole('radio', { name: 'Dutch' }).isChecked(), true);
  assert.equal(await page.getByRole('alert').count(), 0);
  await ctx.close();
});
