// A PERS.IA campaign on a 360 px phone, played as a person plays it with physical dice (issue 16):
// PERS.IA prepares, the player buys cards and raises a second fleet in Athenai, PERS.IA's die 5
// destroys one and attacks the other with a fleet from its reserve (004 §5.3). The turn cannot
// pass before that battle; the battle roller opens with PERS.IA attacking from no city, never
// retreating (004 §3 C, R-BT-19), and asks no question about it; the dice typed in decide it, and
// the board saved afterwards is the one the rules give. Then the campaign runs to its scoring.
// Every wait is the app's own "saved and shown" signal (act()).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveBuiltApp, phoneContext, trackErrors, act } from './harness.mjs';

const app = serveBuiltApp();

/** The solo game as saved and shown by the screen (its store's present state). */
const soloGame = (page) =>
  page.evaluate(() => document.querySelector('strategos-app')?.shadowRoot?.querySelector('persia-screen')?.current?.game ?? null);

test('issue 16: PERS.IA attacks — the turn waits for the battle, the roller opens the right way round, the saved board is the rules\' one', async (t) => {
  const ctx = await phoneContext(app.browser);
  const page = await ctx.newPage();
  const errors = trackErrors(page);

  // Physical dice (Settings), then — through the app's own links — the first visit: the options, then a game.
  await page.goto(app.url + '/settings');
  await page.getByRole('radio', { name: 'I roll physical dice and enter them' }).check();
  await page.getByRole('link', { name: 'Strategos home' }).click();
  await page.locator('a.tool[href="/persia"]').click();
  await page.getByRole('heading', { name: 'A solo game against PERS.IA' }).waitFor();
  await act(page, () => page.locator('button[data-new-game]').click());
  // Taps of one campaign turn, from PERS.IA's preparation to the scoring: each tap (a field typed
  // in counts one) — README's Measured table. `saved`: wait for the app's saved-and-shown signal.
  let taps = 0;
  const tap = (fn, saved = true) => {
    taps++;
    return saved ? act(page, fn) : fn();
  };

  // 004 §4 B: 4 cards, 4 armies each in Abydos and Ephesos.
  await tap(() => page.locator('persia-plan button.apply').click());
  await tap(() => page.locator('button[data-table-done]').click());

  // 000 §5.2: 3 cards bought (a step of its own), then a second fleet raised in Athenai on the mirror.
  for (let i = 0; i < 3; i++) await tap(() => page.getByRole('button', { name: 'Cards you bought: one more' }).click(), false);
  await tap(() => page.locator('button[data-greek-cards]').click());
  await tap(() => page.locator('ew-board-mirror g.city[data-city="Athenai"]').click(), false);
  await tap(() => page.getByRole('button', { name: 'Add one Greek fleet to Athenai' }).click());
  await tap(() => page.locator('button[data-greek-prep]').click());

  // 004 §5.3: the die shows 5 — a Greek fleet destroyed at Athenai, a Persian one put in its place.
  await tap(() => page.getByRole('button', { name: 'I rolled 5' }).click());
  assert.equal((await page.locator('persia-operation .action').textContent()).trim(), 'Destroy 1 Greek fleet at Athenai and put a Persian fleet there');

  // The turn cannot pass before the battle: no "done" button, no Greek step, only the battle.
  assert.equal(await page.locator('persia-operation button[data-apply]').count(), 0);
  assert.equal(await page.locator('persia-greek-step').count(), 0);
  let g = await soloGame(page);
  assert.deepEqual(g.battles.map((b) => ({ kind: b.kind, where: b.where, attacker: b.attacker, from: b.from })), [
    { kind: 'naval', where: 'Athenai', attacker: 'persia', from: null },
  ]);

  // The roller opens the right way round: PERS.IA attacks with a fleet from its reserve; nothing is asked.
  const roller = page.locator('persia-battle ew-battle-roller');
  await roller.locator('p.given').waitFor();
  assert.match(await roller.locator('p.given').textContent(), /Persia attacks with pieces placed from the reserve/);
  assert.equal(await roller.locator('select').count(), 0); // no origin question
  assert.equal(await roller.getByRole('radiogroup', { name: 'Attacker' }).count(), 0);
  await tap(() => roller.getByRole('button', { name: 'Start the battle' }).click());
  // Only the cards 004 §3 E allows: Greece's Artemisia (R-PA-15), no Persian card — the solo state's request.
  const events = await page.evaluate(
    () => document.querySelector('strategos-app').shadowRoot.querySelector('persia-screen').shadowRoot.querySelector('persia-battle').shadowRoot.querySelector('ew-battle-roller').battle.setup.hand,
  );
  assert.deepEqual(events, { greece: ['artemisia'], persia: [] });
  assert.equal(await roller.getByRole('button', { name: /^Persia plays/ }).count(), 0);

  // Dice typed in: Persia 1, Greece 6 — Greece wins the round; the Persian fleet is gone (it never retreats).
  await tap(() => roller.locator('#dice-persia').fill('1'), false);
  await tap(() => roller.locator('#dice-greece').fill('6'), false);
  await tap(() => roller.getByRole('button', { name: 'Enter these dice' }).click());
  // Greece did not play Artemisia, though it was offered.
  const hand = (await soloGame(page)).greekCards;
  // "Apply to the board" records the battle at once: the roller says which cards were played.
  await tap(() => roller.getByRole('button', { name: 'Apply to the board' }).click());
  assert.equal(await page.locator('persia-battle button[data-record]').count(), 0, 'nothing asked again');

  // The board saved is the one the rules give: Athenai keeps one Greek fleet, no Persian one.
  g = await soloGame(page);
  assert.deepEqual(g.battles, []);
  assert.equal(g.greekCards, hand, 'no card played, none taken from the hand');
  assert.deepEqual(g.board, {
    forces: {
      Abydos: { persianArmies: 7, persianFleets: 2 },
      Athenai: { greekArmies: 1, greekFleets: 1 },
      Ephesos: { persianArmies: 7, persianFleets: 2 },
      Korinthos: { greekArmies: 1 },
      Sparta: { greekArmies: 1, greekFleets: 1 },
    },
    bridge: true,
    campaign: 3,
    score: 2,
  });
  await page.reload();
  await page.locator('persia-operation button[data-apply]').waitFor();
  assert.deepEqual((await soloGame(page)).board, g.board);

  // Now the step closes, and its button names the player's operation.
  assert.match(await page.locator('persia-operation button[data-apply]').textContent(), /next: your operation/);
  await tap(() => page.locator('persia-operation button[data-apply]').click());
  await tap(() => page.locator('button[data-greek-pass]').click());

  // 004 §5.3 die 1 after the player's pass: both passed (000 §4.3), so this was PERS.IA's last
  // operation — its button names the real next step, the Persian supply.
  await tap(() => page.getByRole('button', { name: 'I rolled 1' }).click());
  assert.match(await page.locator('persia-operation button[data-apply]').textContent(), /next: PERS.IA’s supply/);
  await tap(() => page.locator('persia-operation button[data-apply]').click());
  await tap(() => page.locator('button[data-persian-supply]').click());
  assert.match(await page.locator('ol[data-instructions] li').first().textContent(), /discards its whole hand/);
  await tap(() => page.locator('button[data-table-done]').click());
  await tap(() => page.locator('button[data-greek-supply]').click());
  await tap(() => page.locator('button[data-scoring]').click());
  const scoring = (await page.locator('ol[data-instructions]').textContent()).replace(/\s+/g, ' ');
  assert.match(scoring, /Put the score marker on \d on the (Persian|Greek) side|Put the score marker on 0/);
  assert.match(scoring, /Advance the campaign marker to 4/);
  t.diagnostic(`taps for the campaign turn (PERS.IA's preparation to the scoring): ${taps}`);
  g = await soloGame(page);
  assert.equal(g.board.campaign, 4);
  // No sideways scroll on the phone.
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
  assert.deepEqual(errors, []);
  await ctx.close();
});
