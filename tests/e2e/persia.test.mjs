// The PERS.IA screen, built and served: the first visit offers the game options; a solo game is on
// the Earth & Water table (issue 29), saved continuously, and resumes after a reload mid-operation
// with PERS.IA's step still waiting on the table (issue 5); the player aid is a real URL; a game
// saved by the older solo flow, imported from a backup, opens on the table (issue 29 item 5).
// Every wait is the app's own signal (act()).
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

test('issue 29 item 5: a solo game saved by the older flow, brought in from a backup, opens on the table where it was — its log read only — and goes on with a table step saved after its older ones', async () => {
  // The backup as the release before the one table exported it: the older flow's log of 44 steps
  // (Greek operations read from edits, Sudden Death), written by that code (tests/unit/persia/fixtures).
  const { readFileSync } = await import('node:fs');
  const { tsImport } = await import('tsx/esm/api');
  const LOG = await tsImport('../../src/persia/screen-log.ts', import.meta.url);
  const STORAGE = await tsImport('../../src/storage/log.ts', import.meta.url);
  const S = await tsImport('../../src/persia/screen-state.ts', import.meta.url);
  const fixture = JSON.parse(readFileSync(new URL('../unit/persia/fixtures/old-solo-saves.json', import.meta.url), 'utf8'));
  const log = STORAGE.checkLog(LOG.persiaLog, fixture.log.meta, fixture.log.actions, fixture.log.actions.length);
  const shown = S.soloTableOf(log.state);
  const saves = [{ id: 'persia:solo', tool: 'persia', name: 'PERS.IA solo game', createdAt: 1, updatedAt: 2, rev: 1, format: LOG.PERSIA_LOG_FORMAT, kind: 'log', state: STORAGE.exportedLog(LOG.persiaLog, log) }];
  const file = { app: 'strategos-export', version: 2, exportedAt: new Date(2).toISOString(), saves, history: [] };

  const ctx = await phoneContext(app.browser, { serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  await page.goto(app.url + '/settings');
  await act(page, () => page.getByLabel('Import saves from a file').setInputFiles({ name: 'older.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) }));
  await page.goto(app.url + '/persia');
  const table = page.locator('persia-table');
  await table.locator('p[data-status]').waitFor();
  const game = () => page.evaluate(() => document.querySelector('strategos-app').shadowRoot.querySelector('persia-screen').table);
  assert.deepStrictEqual((await game()).table.board, shown.table.board);
  assert.match(await page.locator('persia-screen details[data-older-log] summary').textContent(), new RegExp(`\\(${log.state.game.log.length}\\)`));
  // The step the table offers there, tapped as a person taps it; saved after the 44 older steps.
  const next = (await game()).persia.onTable ? 'button[data-table-done]' : 'button[data-roll], .dice-picker button[data-face="3"]';
  await act(page, () => table.locator(next).first().click());
  const saved = await page.evaluate(
    () =>
      new Promise((res) => {
        const r = indexedDB.open('strategos');
        r.onsuccess = () => {
          const acts = r.result.transaction('actions').objectStore('actions').getAll(IDBKeyRange.bound(['persia:solo'], ['persia:solo\u0000'], false, true));
          acts.onsuccess = () => res(acts.result.map((a) => a.action.type));
        };
      }),
  );
  assert.deepStrictEqual(saved, [...fixture.log.actions.map(() => 'solo'), 'table']);
  assert.deepEqual(errors, []);
  await ctx.close();
});
