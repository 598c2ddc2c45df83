// The PERS.IA screen, built and served: a solo game is saved continuously and resumes after a
// reload, mid-operation, with the decision still on show (issue 5); the player aid is a real URL.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveBuiltApp, phoneContext, trackErrors, act } from './harness.mjs';

const app = serveBuiltApp();

test('004 §4–§5: plan applied, an operation rolled, a reload resumes exactly there', async () => {
  const ctx = await phoneContext(app.browser);
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  await page.goto(app.url + '/persia');
  const apply = page.locator('persia-plan button.apply');
  await apply.waitFor();
  assert.match(await page.locator('persia-plan [data-step="cards"]').textContent(), /Draw 4 cards/); // 004 §4 B at the solo start
  // each tap waits for the app's signal that it is saved and shown
  await act(page, () => apply.click());
  await act(page, () => page.getByRole('button', { name: 'Done on the table' }).click());
  await act(page, () => page.locator('button[data-greek-prep]').click());
  await act(page, () => page.locator('button[data-roll]').click());
  const action = page.locator('persia-operation .action');
  await action.waitFor();
  const said = (await action.textContent()).trim();
  const cards = await page.locator('[data-count="persianCards"]').textContent();

  await page.reload();
  await action.waitFor();
  assert.equal((await action.textContent()).trim(), said);
  assert.equal(await page.locator('[data-count="persianCards"]').textContent(), cards);
  assert.equal(await page.locator('persia-step-table [data-table="operationDie"] [aria-current="true"]').count() > 0, true);

  await page.getByRole('link', { name: 'Player aid' }).click();
  await page.waitForURL(app.url + '/persia/aid');
  await page.locator('persia-step-table[interactive]').waitFor();
  await page.reload();
  await page.locator('persia-step-table[interactive]').waitFor();
  assert.deepEqual(errors, []);
  await ctx.close();
});
