// 9 Card Thermopylae, built and served: a whole seeded game played to its end by clicking what
// the screen offers (always the first choice), then a second game reloaded mid-way and finished;
// the finished games appear in the history and replay from their seed (issue 7). Every click
// that changes the game waits for the app's "saved and shown" signal (act), never a fixed time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveBuiltApp, phoneContext, trackErrors, act } from './harness.mjs';

const app = serveBuiltApp();

async function startGame(page, seed) {
  await page.goto(app.url + '/thermopylae');
  await page.getByRole('heading', { level: 1, name: /Thermopylae/ }).waitFor();
  await page.getByLabel(/^Seed/).fill(String(seed));
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await page.waitForURL(/\/thermopylae\/play\//);
  await page.locator('th-play [data-step]').waitFor();
}

/**
 * Click the first choice the screen offers, `max` times or until the game ends, waiting after
 * each click for the app's signal that the action is saved and shown (a button marked
 * `data-view` only changes what is shown, such as the next Spartan attack, and saves nothing).
 * Returns clicks made.
 */
async function playByClicking(page, max = 5000) {
  // the end screen or the first choice, whichever the screen shows: never a wait for a button
  // that a finished game will not offer
  const next = page.locator('th-play .end, th-play [data-choices] button:not([disabled])').first();
  for (let i = 0; i < max; i++) {
    const kind = await next.evaluate((el) => (el.classList.contains('end') ? 'end' : el.hasAttribute('data-view') ? 'view' : 'step'));
    if (kind === 'end') return i;
    if (kind === 'view') {
      // showing the next Spartan attack saves nothing: wait for the screen to show it
      const text = await next.textContent();
      await next.click();
      await page.waitForFunction(
        (t) => {
          const el = document.querySelector('strategos-app')?.shadowRoot?.querySelector('thermopylae-screen')?.shadowRoot?.querySelector('th-play')?.shadowRoot;
          const b = el?.querySelector('[data-choices] button:not([disabled])');
          return !!el?.querySelector('.end') || !b?.hasAttribute('data-view') || b.textContent !== t;
        },
        text,
      );
    } else await act(page, () => next.click());
  }
  return max;
}

async function turnShown(page) {
  const t = await page.locator('th-play th-status-card .big').textContent();
  return Number(/Turn (\d+)/.exec(t)[1]);
}

test('a whole seeded game is played to its end by clicking, and lands in the history with a replay', async () => {
  const ctx = await phoneContext(app.browser);
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  await startGame(page, 20261122);
  const clicks = await playByClicking(page);
  assert.ok(clicks > 10, `only ${clicks} clicks`);
  const end = page.locator('th-play .end');
  await end.waitFor();
  const text = await end.textContent();
  assert.match(text, /Victory!|Defeat/);
  const rank = await page.locator('th-play [data-rank]').textContent();
  assert.ok(rank.trim().length > 0);
  // history: the game is listed with its seed, and replays from it
  await page.getByRole('link', { name: 'History' }).first().click();
  await page.waitForURL(/\/thermopylae\/history$/);
  const row = page.locator('thermopylae-screen li[data-seed="20261122"]');
  await row.waitFor();
  await row.getByRole('link', { name: 'Replay' }).click();
  await page.waitForURL(/\/thermopylae\/replay\//);
  await page.locator('th-replay [data-next]').click();
  assert.match(await page.locator('th-replay [data-position]').textContent(), /Step 1 of \d+/);
  await page.getByRole('button', { name: 'Last step' }).click();
  assert.match(await page.locator('th-replay .banner').textContent(), /Victory on turn|Defeat on turn/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a game reloaded mid-way resumes exactly where it was and is finished by clicking', async () => {
  const ctx = await phoneContext(app.browser);
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  await startGame(page, 4242);
  await playByClicking(page, 60);
  const url = page.url();
  const turn = await turnShown(page);
  const step = await page.locator('th-play [data-step]').textContent();
  const log = await page.locator('th-play details summary').textContent();
  await page.reload();
  await page.locator('th-play [data-step]').waitFor();
  assert.equal(page.url(), url);
  assert.equal(await turnShown(page), turn);
  assert.equal(await page.locator('th-play [data-step]').textContent(), step);
  assert.equal(await page.locator('th-play details summary').textContent(), log);
  // the saved game is listed on the Thermopylae page too
  await page.goto(app.url + '/thermopylae');
  await page.getByRole('link', { name: 'Continue' }).first().click();
  await page.waitForURL(url);
  await page.locator('th-play [data-step]').waitFor();
  await playByClicking(page);
  await page.locator('th-play .end').waitFor();
  assert.deepEqual(errors, []);
  await ctx.close();
});
