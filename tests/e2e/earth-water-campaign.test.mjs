// End to end, issue 15: the scripted campaign of tests/fixtures/ew-campaign.ts played through the
// built app on a 360 px phone, tap by tap as a player would — preparation, four moves (one by sea),
// two battles (the first applied after an unrelated edit made while it was open), supply, scoring.
// After each step the table saved in IndexedDB is compared with the same campaign played through
// src/earth-water directly (applyTable, loaded here with tsx). The steps that carry no information
// (issue 28 item 5: the passes of two empty hands, keeping and discarding them) pass by themselves,
// as src/earth-water's applyWithPasses takes them: the fixture's actions src already took are not
// tapped. When operations begin the board opens. The taps per verb are printed; they are the
// numbers in README's Measured table. Then a reload, and Undo still takes the scoring back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tsImport } from 'tsx/esm/api';
import { serveBuiltApp, phoneContext, trackErrors, act } from './harness.mjs';
import { savedTable } from './table-save.mjs';
import { tableDriver, expectedTable, sameTable, openTableWithPhysicalDice } from './ew-table-driver.mjs';

const app = serveBuiltApp();
const { CAMPAIGN } = await tsImport('../fixtures/ew-campaign.ts', import.meta.url);
const EW = await tsImport('../../src/earth-water/index.ts', import.meta.url);

test('E&W issue 15: a scripted campaign played through the UI on a phone matches src/earth-water step by step', async () => {
  const ctx = await phoneContext(app.browser, { serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  // Physical dice, so both runs roll the same (the dice are typed in, as at the table).
  await openTableWithPhysicalDice(page, app.url);

  const { taps, tap, button, city, mirror, nav, verb, typeDice, landMove, seaMove } = tableDriver(page);

  const play = {
    'Persia: 2 cards, the bridge, 2 armies in Abydos, 1 fleet in Ephesos': async () => {
      await nav('campaign', 'Persian preparation');
      await verb(button('Persia buys a card (1 talent)'), 'Persian preparation');
      await verb(button('Persia buys a card (1 talent)'), 'Persian preparation');
      await verb(button('Cards bought and read: raise pieces'), 'Persian preparation');
      await verb(button('Persia builds the bridge (6 talents)'), 'Persian preparation');
      await verb(page.locator('ew-campaign-checklist .raise[data-raise="army"] button[data-city="Abydos"]'), 'Persian preparation');
      await verb(page.locator('ew-campaign-checklist .raise[data-raise="army"] button[data-city="Abydos"]'), 'Persian preparation');
      await verb(page.locator('ew-campaign-checklist .raise[data-raise="fleet"] button[data-city="Ephesos"]'), 'Persian preparation');
      await verb(button('Persia is ready: Greek preparation'), 'Persian preparation');
    },
    'Greece: 2 cards, 2 armies in Athenai, 1 fleet in Sparta': async () => {
      await verb(button('Greece buys a card (1 talent)'), 'Greek preparation');
      await verb(button('Greece buys a card (1 talent)'), 'Greek preparation');
      await verb(button('Cards bought and read: raise pieces'), 'Greek preparation');
      await verb(page.locator('ew-campaign-checklist .raise[data-raise="army"] button[data-city="Athenai"]'), 'Greek preparation');
      await verb(page.locator('ew-campaign-checklist .raise[data-raise="army"] button[data-city="Athenai"]'), 'Greek preparation');
      await verb(page.locator('ew-campaign-checklist .raise[data-raise="fleet"] button[data-city="Sparta"]'), 'Greek preparation');
      await verb(button('Greece is ready: start operations'), 'Greek preparation');
    },
    // "start operations" opened the board (issue 28 item 5)
    '4 Persian armies Abydos → Pella': async () => landMove('Abydos', 4, 'Pella', 'land move'),
    '3 Greek armies Athenai → Thebai': async () => landMove('Athenai', 3, 'Thebai', 'land move'),
    '2 Persian fleets with 2 armies Ephesos → Athenai': async () => seaMove('Ephesos', 2, 2, 'Athenai', 'sea move'),
    'naval battle at Athenai opened, fought: Persia 5 3, Greece 2': async () => {
      await verb(button('Fight the battle in Athenai'), 'battle');
      await typeDice('5 3', '2', 'battle');
    },
    'while the battle is open: one more Greek army in Sparta': async () => {
      await nav('board', 'edit');
      await city('Sparta').click();
      tap('edit');
      await verb(button('Add one Greek army to Sparta'), 'edit');
      await mirror('section.editor button.done').click(); // close the panel
      tap('edit');
    },
    'the naval battle applied to the board': async () => {
      await nav('battle', 'battle');
      await verb(button('Apply to the board'), 'battle');
    },
    '3 Greek armies Thebai → Athenai': async () => {
      await nav('board', 'to the board');
      await landMove('Thebai', 3, 'Athenai', 'land move');
    },
    'land battle at Athenai: 4 1 against 6 2 1, then 3 against 5 4 2': async () => {
      await verb(button('Fight the battle in Athenai'), 'battle');
      await typeDice('4 1', '6 2 1', 'battle');
      await typeDice('3', '5 4 2', 'battle');
      await verb(button('Apply to the board'), 'battle');
    },
    // Neither side holds a card: both passed by themselves after the battle was applied (000 §6.1).
    'both pass: the operations end': async () => {},
    'hands, then attrition: Persia −3 in Pella, Greece −1 in Korinthos': async () => {
      // the empty hands were discarded and kept by themselves (000 §8.1): on to the supply
      await nav('supply', 'supply');
      for (let i = 0; i < 3; i++) await button('One more from Pella').click();
      tap('supply', 3);
      await verb(button("Apply Persia's supply to the board"), 'supply');
      await button('One more from Korinthos').click();
      tap('supply');
      await verb(button("Apply Greece's supply to the board"), 'supply');
    },
    'scoring: Persia 5, Greece 4': async () => {
      await nav('scoring', 'scoring');
      await verb(button('Score the campaign: Persia 1'), 'scoring');
    },
  };

  const expected = expectedTable(EW, EW.newTable('standard', 1));
  for (const step of CAMPAIGN) {
    const run = play[step.label];
    assert.ok(run, `no UI script for "${step.label}"`);
    await run();
    expected.play(step.actions);
    sameTable(await savedTable(page), expected.table, step.label);
  }
  assert.deepStrictEqual(expected.taken, [], 'every step src took by itself is one the fixture plays');
  assert.deepStrictEqual((await savedTable(page)).board, EW.parseTable(expected.table).board);

  // One undo step per verb, named in words, and it survives a reload.
  await page.reload();
  // Until the screen has read its save, the button is there but says only "Undo" (nothing to
  // undo yet): wait for the loaded game's last step to be named, then check which step it names.
  const undo = page.locator('earth-water-screen button.undo[aria-label^="Undo: "]');
  await undo.waitFor();
  assert.equal(await undo.getAttribute('aria-label'), 'Undo: Campaign 1 scored: from Even (0) to Persia 1');
  await act(page, () => undo.click());
  const undone = await savedTable(page);
  assert.equal(undone.board.score, 0);
  assert.equal(undone.checklist.step, 'scoring');

  console.log('E&W taps per verb (scripted campaign, 360 px phone):');
  for (const [k, n] of Object.entries(taps)) console.log(`  ${k}: ${n}`);
  assert.deepStrictEqual(errors, []);
  await ctx.close();
});
