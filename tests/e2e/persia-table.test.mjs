// PERS.IA on the Earth & Water table, end to end on a 390 px phone (issue 29): a solo game started
// on the table, played tap by tap as a person plays it — PERS.IA's preparation copied ("Done on the
// table"), its die typed in from a physical die, the Greek preparation bought piece by piece with
// the talents counting down, Greek moves in 3 taps on the mirror's move panel, passes, a battle the
// player starts from a move and one PERS.IA starts, fought with dice typed in, an event (Mines of
// Laurion), supply, scoring — a quiet campaign, then one with battles; then a second game copying
// PERS.IA's moves as they are read (no "Done"), its second campaign with the app's dice. After every step the IndexedDB log is replayed through src
// (src/persia/screen-log.ts, applySoloTable) and compared with the same actions
// applied to a game kept here through src/persia directly; the taps of each step are printed.
// Every wait is the app's own "saved and shown" signal (act()).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveBuiltApp, trackErrors, act } from './harness.mjs';
import { playGame as play } from './persia-table-driver.mjs';

const app = serveBuiltApp();

/** The game played with each tap waited for by the app's own "saved and shown" signal (act()). */
const playGame = (page, opts) => play(page, { ...opts, tapper: (fn, saved) => (saved ? act(page, fn) : fn()) });

test('issue 29: two campaigns against PERS.IA on the Earth & Water table through the UI — a quiet one, then one with battles — the saved log replaying to the expected game after every step', async (t) => {
  const ctx = await app.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  await page.goto(app.url + '/settings');
  await act(page, () => page.getByRole('radio', { name: 'I roll physical dice and enter them' }).check()); // saved before the page goes on
  await page.goto(app.url + '/persia');
  await page.getByRole('heading', { name: 'A solo game against PERS.IA' }).waitFor();
  await act(page, () => page.locator('button[data-new-game]').click());
  const a = await playGame(page, { copyAsRead: false, lastCampaign: 4, dice: { 3: [2, 3], 4: [4, 6, 2, 5, 3, 2, 3, 2] }, attack: (c) => c === 4, armies: 4, event: (c) => c === 4 });
  t.diagnostic(`battles: ${a.fought.map((b) => `${b.request.attacker} at ${b.request.where} from ${b.request.from}`).join('; ')}`);
  assert.ok(a.fought.some((b) => b.request.attacker === 'greece'), 'a battle the player starts');
  assert.ok(a.fought.some((b) => b.request.attacker === 'persia'), 'a battle PERS.IA starts');
  t.diagnostic(`"Done on the table" after each step — taps per campaign: ${JSON.stringify(a.perCampaign)}; per step: ${JSON.stringify(a.perStep)}`);

  // A second game, with "I copy PERS.IA's moves as I read them": no "Done on the table" at all.
  await page.getByRole('button', { name: 'New game' }).click();
  await act(page, () => page.locator('persia-new-game button[data-new-game]').click());
  const b = await playGame(page, { copyAsRead: true, lastCampaign: 3, dice: { 3: [2, 3] }, attack: () => false, armies: 2 });
  assert.equal(b.perStep['Done on the table'], undefined);
  t.diagnostic(`copying as read — taps per campaign (the setting's tap counted in campaign 3): ${JSON.stringify(b.perCampaign)}; per step: ${JSON.stringify(b.perStep)}`);
  assert.ok(b.perCampaign[3] <= 20, `a quiet campaign in 20 taps or fewer (${b.perCampaign[3]})`);

  // Its next campaign with the app's dice (Settings), PERS.IA's and the battles' alike: the same seed in src gives the same game.
  await page.goto(app.url + '/settings');
  // saved before the screen is left (the app's own signal), or the solo screen may open with the old setting
  await act(page, () => page.getByRole('radio', { name: 'The app rolls' }).check());
  await page.goto(app.url + '/persia');
  const c = await playGame(page, { copyAsRead: false, lastCampaign: 4, dice: {}, attack: (n) => n === 4, armies: 2, appDice: true });
  t.diagnostic(`the app's dice — taps per campaign: ${JSON.stringify(c.perCampaign)}; per step: ${JSON.stringify(c.perStep)}`);
  // No sideways scroll on the phone.
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
  assert.deepStrictEqual(errors, []);
  await ctx.close();
});
