// The PERS.IA screen, built and served: the first visit offers the game options; a solo game is on
// the Earth & Water table (issue 29), saved continuously, and resumes after a reload mid-operation
// with PERS.IA's step still waiting on the table (issue 5); the player aid is a real URL. Every wait
// is the app's own signal (act()).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveBuiltApp, phoneContext, trackErrors, act } from './harness.mjs';

const app = serveBuiltApp();

test('issue 16 item 8, issue 29: options first; 004 §4–§5: preparation copied, cards bought, an operation rolled, a reload resumes exactly there', async () => {
  const ctx = await phoneContext(app.browser);
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  await page.goto(app.url + '/persia');
  await page.getByRole('heading', { name: 'A solo game against PERS.IA' }).waitFor();
  assert.equal(await page.locator('persia-table').count(), 0); // no game before the options
  await act(page, () => page.locator('button[data-new-game]').click());
  const table = page.locator('persia-table');
  // 004 §4 B at the solo start: PERS.IA draws 4 cards; its preparation waits on the table.
  assert.match(await table.locator('article[data-decision="preparation"]').textContent(), /4/);
  await act(page, () => table.locator('button[data-table-done]').click());
  await act(page, () => table.getByRole('button', { name: 'Greece buys a card (1 talent)' }).click());
  await act(page, () => table.getByRole('button', { name: 'Cards bought and read: raise pieces' }).click());
  await act(page, () => table.getByRole('button', { name: 'Greece is ready: start operations' }).click());
  await act(page, () => table.locator('button[data-roll]').click());
  const decision = table.locator('article[data-decision="operation"]');
  const said = (await decision.textContent()).replace(/\s+/g, ' ').trim();
  const status = (await table.locator('p[data-status]').textContent()).replace(/\s+/g, ' ').trim();

  await page.reload();
  await decision.waitFor();
  assert.equal((await decision.textContent()).replace(/\s+/g, ' ').trim(), said);
  assert.equal((await table.locator('p[data-status]').textContent()).replace(/\s+/g, ' ').trim(), status);
  assert.equal(await table.locator('button[data-table-done]').count(), 1);

  await page.getByRole('link', { name: 'Player aid' }).click();
  await page.waitForURL(app.url + '/persia/aid');
  await page.locator('persia-step-table[interactive]').waitFor();
  await page.reload();
  await page.locator('persia-step-table[interactive]').waitFor();
  assert.deepEqual(errors, []);
  await ctx.close();
});
