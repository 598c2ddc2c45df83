// The PERS.IA screen, built and served: the first visit offers the game options; a solo game is
// saved continuously and resumes after a reload, mid-operation, with the step still on the
// table (issue 5); the player aid is a real URL. Every wait is the app's own signal (act()).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveBuiltApp, phoneContext, trackErrors, act } from './harness.mjs';

const app = serveBuiltApp();

test('issue 16 item 8: options first; 004 §4–§5: plan applied, cards bought, an operation rolled, a reload resumes exactly there', async () => {
  const ctx = await phoneContext(app.browser);
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  await page.goto(app.url + '/persia');
  await page.getByRole('heading', { name: 'A solo game against PERS.IA' }).waitFor();
  assert.equal(await page.locator('persia-plan').count(), 0); // no game before the options
  await act(page, () => page.locator('button[data-new-game]').click());
  const apply = page.locator('persia-plan button.apply');
  assert.match(await page.locator('persia-plan [data-step="cards"]').textContent(), /Draw 4 cards/); // 004 §4 B at the solo start
  await act(page, () => apply.click());
  await act(page, () => page.locator('button[data-table-done]').click());
  await act(page, () => page.locator('button[data-greek-cards]').click());
  await act(page, () => page.locator('button[data-greek-prep]').click());
  await act(page, () => page.locator('button[data-roll]').click());
  const action = page.locator('persia-operation .action');
  const said = (await action.textContent()).trim();
  const cards = await page.locator('[data-count="persianCards"]').textContent();

  await page.reload();
  await action.waitFor();
  assert.equal((await action.textContent()).trim(), said);
  assert.equal(await page.locator('[data-count="persianCards"]').textContent(), cards);
  assert.equal((await page.locator('persia-step-table [data-table="operationDie"] [aria-current="true"]').count()) > 0, true);

  await page.getByRole('link', { name: 'Player aid' }).click();
  await page.waitForURL(app.url + '/persia/aid');
  await page.locator('persia-step-table[interactive]').waitFor();
  await page.reload();
  await page.locator('persia-step-table[interactive]').waitFor();
  assert.deepEqual(errors, []);
  await ctx.close();
});
