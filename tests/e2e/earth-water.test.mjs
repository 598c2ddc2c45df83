// End to end: the built app's Earth & Water companion at 360 px. A change on the board mirror
// survives a reload, and the tabs are real URLs (a deep link opens the checklist).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, phoneContext, trackErrors, act } from './harness.mjs';

test('E&W: the board mirror survives a reload; /earth-water/campaign is a deep link', async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const ctx = await phoneContext(browser, { serviceWorkers: 'block' });
    const page = await ctx.newPage();
    const errors = trackErrors(page);
    await page.goto(server.url + '/earth-water');
    const athenai = page.locator('ew-board-mirror g.city[data-city="Athenai"]');
    await athenai.click();
    // each tap waits for the app's signal that it is saved and shown
    await act(page, () => page.getByRole('button', { name: 'Add one Greek army to Athenai' }).click());
    await act(page, () => page.getByRole('button', { name: 'Add one Greek army to Athenai' }).click());
    await page.waitForFunction(() =>
      document.querySelector('strategos-app')?.shadowRoot?.querySelector('earth-water-screen')?.shadowRoot
        ?.querySelector('.note')?.textContent?.includes('Athenai: +1 Greek army'),
    );
    assert.match(await athenai.getAttribute('aria-label'), /3 Greek armies/);
    await page.reload();
    await page.locator('ew-board-mirror g.city[data-city="Athenai"]').waitFor();
    assert.match(await page.locator('ew-board-mirror g.city[data-city="Athenai"]').getAttribute('aria-label'), /3 Greek armies/);

    await page.goto(server.url + '/earth-water/campaign');
    await page.getByRole('heading', { name: 'Campaign 1 of 5' }).waitFor();
    await act(page, () => page.getByRole('button', { name: 'Persia buys a card (1 talent)' }).click());
    await page.locator('[data-talents="persia"]', { hasText: '11' }).waitFor();
    await page.goBack();
    await page.locator('ew-board-mirror').waitFor();
    assert.deepEqual(errors, []);
    await ctx.close();
  } finally {
    await browser.close();
    await server.close();
  }
});
