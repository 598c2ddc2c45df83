// End to end, issue 28 "How it is shown": four campaigns of 300: Earth & Water played through the
// built app on a 390 px phone in which twenty-six different card events are played as a person
// plays them — the card events list (<ew-card-events>) on the campaign tab and, for a lightning
// reply, on the board; the move panel's "the card is played as" for the move events; the battle
// roller's card choices; the checklist's Carneia Festival and Mines of Laurion — with the dice typed in (physical dice) so the app and src roll the same.
//
// After every step the table saved in IndexedDB (its log replayed through src/earth-water, as the
// app reloads it) is compared with the table the same steps give in src/earth-water, and that
// expected table is checked against what the card (../shared/earth-water-facts.md "The 16 cards",
// 000 §6.1–§6.2) says the step does, counted piece by piece. Focus must never fall to <body>.
// Taps are counted per event and printed with each campaign's total (README's Measured table,
// "taps per card event").
//
// Campaign 1 (standard set-up, 000 §3): Persia buys 6 cards and a fleet in Ephesos, Greece 6
// cards. Persia: Tribute of Earth and Water (card #13) in Larissa — Greece replies with Molon Labe
// (its army goes, one Spartan army marches to Korinthos) and then plays Ionian Revolt (Abydos).
// Persia: The Royal Road (3 armies in Abydos). Greece: Oracle of Delphi. Persia: Pacification of
// Babylon (no discard). Greece: Melas Zomos. Persia sails 2 fleets with 2 armies Ephesos → Thebai;
// Greece replies with Themistocles (the fleet of Athenai sails there): the naval battle, Persia
// 5 3 against 2, sinks it and the armies land. Greece: Evangelion, 2 armies Korinthos → Thebai,
// with Miltiades in the battle (3 Greek dice): 2 1 against 6 5 4, then 1 against 6 5 4 — the
// Persians are wiped out, +1 for Greece. Persia: Cavalry of Mardonius, 2 armies Abydos → Ephesos.
// Greece has no card and passes by itself; Persia passes; Persia discards its hand; the supply
// has nothing to remove (both pass by themselves); scoring: Greece 5, Persia 4.
//
// Campaign 2: 6 cards each. Persia: Separate Peace, dice typed (Greece 1, Persia 6): Greece says
// it held no Sparta card. Greece: Triremes, Sparta's fleet to Athenai, no second movement.
// Persia: Defection of Thebes (the Greeks of Thebai to Athenai). Greece: Support from Syracuse.
// Persia: Hippias. Greece: Wrath of Poseidon (Thebai). Persia: The Great King, Abydos → Ephesos.
// Greece: Leonidas, 1 army Athenai → Thebai: 1 against 6 5, The Immortals bring the Persian army
// back, 1 against 6 4: wiped out. Both pass; scoring: Greece 5, Persia 4.
//
// Campaign 3: Persia 4 cards and 2 fleets, Greece 5 cards. Persia: Ostracism. Greece: Desertion
// (Ephesos). Persia: Carneia Festival. Greece: Mines of Laurion (the 2 armies left in the box, in
// Athenai). Persia sails 2 fleets Ephesos → Athenai: 1 1 against 6 5 4, and Artemisia I sinks the
// second. Both pass; Greece loses an army of Athenai to attrition; scoring: Greece 5, Persia 4.
//
// Campaign 4: Persia buys a card and draws the Sudden Death of the Great King: Darius dies and
// the campaign ends at once (000 §5.3).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tsImport } from 'tsx/esm/api';
import { serveBuiltApp, phoneContext, trackErrors } from './harness.mjs';
import { savedTable } from './table-save.mjs';
import { tableDriver, expectedTable, sameTable, openTableWithPhysicalDice } from './ew-table-driver.mjs';
import { STEPS } from './ew-events-campaign.mjs';

const app = serveBuiltApp();
const EW = await tsImport('../../src/earth-water/index.ts', import.meta.url);
const LIST = await tsImport('../../src/earth-water/table-events-list.ts', import.meta.url);

test('E&W issue 28: four campaigns with twenty-six card events played through the UI on a 390 px phone match src/earth-water step by step', async () => {
  const ctx = await phoneContext(app.browser, { serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  // Physical dice, so the app and src roll the same (the dice are typed in, as at the table).
  await openTableWithPhysicalDice(page, app.url);

  const { taps, tap, total, button, nav, verb, typeDice, landMove, seaMove, focused } = tableDriver(page);
  const expected = expectedTable(EW, EW.newTable('standard', 1));
  /** The step whose label starts with `start`. */
  const stepNamed = (start) => STEPS.find((x) => x.label.startsWith(start));
  const raise = (kind, city) => page.locator(`ew-campaign-checklist .raise[data-raise="${kind}"] button[data-city="${city}"]`);

  /**
   * A card event from the list the screen shows (the campaign tab's, or the board's "Card events
   * now" for a reply): its choice picked in the list when it is not the first, then Play. The
   * option's words must name what `words` lists.
   */
  const playEvent = async (action, name, words) => {
    const group = LIST.eventChoices(expected.table).find((g) => g.event === action.event && g.side === action.side);
    assert.ok(group, `src offers ${action.event} now`);
    const i = group.actions.findIndex((a) => JSON.stringify(a) === JSON.stringify(action));
    assert.ok(i >= 0, `${action.event}: src lists ${JSON.stringify(action)}`);
    const row = page.locator(`ew-card-events li[data-event="${action.event}"][data-side="${action.side}"]`);
    if (group.actions.length > 1) {
      const option = row.locator('select option').nth(i);
      for (const w of words) assert.match(await option.textContent(), new RegExp(w), `${name}: the option reads ${w}`);
      if (i > 0) {
        await row.locator('select').selectOption({ index: i });
        tap(name);
      }
    }
    await verb(row.locator('button[data-play]'), name);
  };

  const play = {
    'Persia: 6 cards, a fleet in Ephesos': async () => {
      await nav('campaign', 'preparation');
      for (let i = 0; i < 6; i++) await verb(button('Persia buys a card (1 talent)'), 'preparation');
      await verb(button('Cards bought and read: raise pieces'), 'preparation');
      await verb(raise('fleet', 'Ephesos'), 'preparation');
      await verb(button('Persia is ready: Greek preparation'), 'preparation');
    },
    'Greece: 6 cards': async () => {
      for (let i = 0; i < 6; i++) await verb(button('Greece buys a card (1 talent)'), 'preparation');
      await verb(button('Cards bought and read: raise pieces'), 'preparation');
      await verb(button('Greece is ready: start operations'), 'preparation');
    },
    // "start operations" opened the board (issue 28 item 5): the events are on the campaign tab
    'Tribute of Earth and Water (#13): a Persian army in Larissa': async () => {
      await nav('campaign', 'tabs');
      await playEvent(stepNamed('Tribute').actions[0], 'Tribute of Earth and Water', ['#13', 'Larissa']);
    },
    'Molon Labe in reply: the army leaves Larissa, 1 Spartan army to Korinthos': async () =>
      playEvent(stepNamed('Molon Labe').actions[0], 'Molon Labe', ['Sparta', 'Korinthos']),
    'Ionian Revolt: one Persian army less in Abydos': async () => playEvent(stepNamed('Ionian Revolt').actions[0], 'Ionian Revolt', ['Abydos']),
    'The Royal Road: 3 Persian armies in Abydos': async () => playEvent(stepNamed('The Royal Road').actions[0], 'The Royal Road', ['Abydos', '3']),
    'Oracle of Delphi: the Greek hand discarded and drawn again, one more': async () => playEvent(stepNamed('Oracle').actions[0], 'Oracle of Delphi', []),
    'Pacification of Babylon or Egypt: no card discarded, one drawn': async () =>
      playEvent(stepNamed('Pacification').actions[0], 'Pacification of Babylon or Egypt', ['0']),
    'Melas Zomos: a Greek army in Sparta': async () => playEvent(stepNamed('Melas Zomos').actions[0], 'Melas Zomos', []),
    '2 Persian fleets with 2 armies Ephesos → Thebai': async () => {
      await nav('board', 'tabs');
      await seaMove('Ephesos', 2, 2, 'Thebai', 'sea move');
    },
    // The reply is asked on the board, where the Persian move was made.
    'Themistocles in reply: the fleet of Athenai sails to Thebai': async () =>
      playEvent(stepNamed('Themistocles').actions[0], 'Themistocles', ['Athenai', 'Thebai']),
    'naval battle at Thebai: Persia 5 3 against 2, applied': async () => {
      await verb(button('Fight the battle in Thebai'), 'battle');
      await typeDice('5 3', '2', 'battle');
      await verb(button('Apply to the board'), 'battle');
    },
    'Evangelion: 2 Greek armies Korinthos → Thebai': async () => {
      await nav('board', 'tabs');
      await landMove('Korinthos', 2, 'Thebai', 'Evangelion', 'evangelion');
    },
    'Miltiades in the battle, 2 1 against 6 5 4, then 1 against 6 5 4: applied': async () => {
      await verb(button('Fight the battle in Thebai'), 'battle');
      await verb(button('Greece plays Miltiades (card 4)'), 'Miltiades');
      await typeDice('2 1', '6 5 4', 'battle');
      await typeDice('1', '6 5 4', 'battle');
      await verb(button('Apply to the board'), 'battle');
    },
    'Cavalry of Mardonius: 2 Persian armies Abydos → Ephesos; Greece, with no card, passes by itself': async () => {
      await nav('board', 'tabs');
      await landMove('Abydos', 2, 'Ephesos', 'Cavalry of Mardonius', 'cavalryOfMardonius');
    },
    'Persia passes: the operations end; Persia discards its hand; nothing to supply': async () => {
      await nav('campaign', 'tabs');
      // Card #4 was played as Miltiades: its other half is in the discard pile (R-EWC-8).
      await button('Persia passes').waitFor();
      assert.equal(await button('Persia plays Carneia Festival (#4)').count(), 0, 'Carneia Festival is not offered after Miltiades');
      await verb(button('Persia passes'), 'pass and hands');
      await verb(button('Persia discards its hand (12 talents next time)'), 'pass and hands');
    },
    'scoring: Greece 5, Persia 4': async () => {
      await nav('scoring', 'tabs');
      await verb(button('Score the campaign: Greece 2'), 'scoring');
    },
    'campaign 2: Persia 6 cards, Greece 6 cards': async () => {
      await nav('campaign', 'tabs');
      for (let i = 0; i < 6; i++) await verb(button('Persia buys a card (1 talent)'), 'preparation');
      await verb(button('Cards bought and read: raise pieces'), 'preparation');
      await verb(button('Persia is ready: Greek preparation'), 'preparation');
      for (let i = 0; i < 6; i++) await verb(button('Greece buys a card (1 talent)'), 'preparation');
      await verb(button('Cards bought and read: raise pieces'), 'preparation');
      await verb(button('Greece is ready: start operations'), 'preparation');
    },
    'Separate Peace: dice rolled at the table, Greece 1, Persia 6': async () => {
      await nav('campaign', 'tabs');
      await playEvent(stepNamed('Separate Peace: dice rolled').actions[0], 'Separate Peace', ['Greece 1', 'Persia 6']);
    },
    'Separate Peace: Greece held no Sparta card': async () => playEvent(stepNamed('Separate Peace: Greece held').actions[0], 'Separate Peace', ['0']),
    'Triremes: the fleet of Sparta to Athenai': async () => playEvent(stepNamed('Triremes: the fleet').actions[0], 'Triremes', ['Sparta', 'Athenai']),
    'Triremes: no second movement': async () => playEvent(stepNamed('Triremes: no second').actions[0], 'Triremes', ['no second movement']),
    'Defection of Thebes: the Greeks of Thebai to Athenai, a Persian army in Thebai': async () =>
      playEvent(stepNamed('Defection of Thebes').actions[0], 'Defection of Thebes', ['Athenai']),
    'Support from Syracuse: the 4 fleets of the box, 2 to Athenai and 2 to Sparta': async () =>
      playEvent(stepNamed('Support from Syracuse').actions[0], 'Support from Syracuse', ['Athenai 2', 'Sparta 2']),
    'Hippias: a Greek card discarded': async () => playEvent(stepNamed('Hippias').actions[0], 'Hippias', []),
    'Wrath of Poseidon: a Persian fleet less in Thebai': async () => playEvent(stepNamed('Wrath of Poseidon').actions[0], 'Wrath of Poseidon', ['Thebai']),
    'The Great King: 1 Persian army Abydos → Ephesos': async () => {
      await nav('board', 'tabs');
      await landMove('Abydos', 1, 'Ephesos', 'The Great King', 'greatKing');
    },
    'Leonidas: 1 Greek army Athenai → Thebai': async () => landMove('Athenai', 1, 'Thebai', 'Leonidas', 'leonidas'),
    'Leonidas battle: 1 against 6 5, The Immortals, 1 against 6 4: applied': async () => {
      await verb(button('Fight the battle in Thebai'), 'battle');
      await typeDice('1', '6 5', 'battle');
      await verb(button('Persia plays The Immortals (card 5): 1 army returns'), 'The Immortals');
      await typeDice('1', '6 4', 'battle');
      await verb(button('Apply to the board'), 'battle');
    },
    'both pass; Persia discards its hand, Greece keeps its card; nothing to supply': async () => {
      await nav('campaign', 'tabs');
      await verb(button('Persia passes'), 'pass and hands');
      await verb(button('Greece passes'), 'pass and hands');
      await verb(button('Persia discards its hand (12 talents next time)'), 'pass and hands');
      await verb(button('Greece keeps at most 4 cards: attrition'), 'pass and hands');
    },
    'campaign 2 scoring: Greece 5, Persia 4': async () => {
      await nav('scoring', 'tabs');
      await verb(button('Score the campaign: Greece 3'), 'scoring');
    },
    'campaign 3: Persia 4 cards and 2 fleets in Ephesos, Greece 5 cards': async () => {
      await nav('campaign', 'tabs');
      for (let i = 0; i < 4; i++) await verb(button('Persia buys a card (1 talent)'), 'preparation');
      await verb(button('Cards bought and read: raise pieces'), 'preparation');
      await verb(raise('fleet', 'Ephesos'), 'preparation');
      await verb(raise('fleet', 'Ephesos'), 'preparation');
      await verb(button('Persia is ready: Greek preparation'), 'preparation');
      for (let i = 0; i < 5; i++) await verb(button('Greece buys a card (1 talent)'), 'preparation');
      await verb(button('Cards bought and read: raise pieces'), 'preparation');
      await verb(button('Greece is ready: start operations'), 'preparation');
    },
    'Ostracism: a Greek card discarded': async () => {
      await nav('campaign', 'tabs');
      await playEvent(stepNamed('Ostracism').actions[0], 'Ostracism', []);
    },
    'Desertion of Greek Soldiers: a Persian army less in Ephesos': async () =>
      playEvent(stepNamed('Desertion').actions[0], 'Desertion of Greek Soldiers', ['Ephesos']),
    'Carneia Festival': async () => verb(button('Persia plays Carneia Festival (#4)'), 'Carneia Festival'),
    'Mines of Laurion: 2 Greek armies in Athenai (the box has no more)': async () => {
      await verb(button('Greece plays Mines of Laurion (#1): extra preparation'), 'Mines of Laurion');
      await verb(raise('army', 'Athenai'), 'Mines of Laurion');
      await verb(raise('army', 'Athenai'), 'Mines of Laurion');
      await verb(button('Extra preparation done: Persia plays'), 'Mines of Laurion');
    },
    // The extra preparation done, the operations go on: the board opened.
    '2 Persian fleets Ephesos → Athenai': async () => seaMove('Ephesos', 2, 0, 'Athenai', 'sea move'),
    'naval battle at Athenai: 1 1 against 6 5 4, Artemisia I: applied': async () => {
      await verb(button('Fight the battle in Athenai'), 'battle');
      await typeDice('1 1', '6 5 4', 'battle');
      await verb(button('Greece plays Artemisia I (card 9)'), 'Artemisia I');
      await verb(button('Apply to the board'), 'battle');
    },
    'both pass; hands; Greek attrition in Athenai': async () => {
      await nav('campaign', 'tabs');
      await verb(button('Greece passes'), 'pass and hands');
      await verb(button('Persia passes'), 'pass and hands');
      await verb(button('Persia discards its hand (12 talents next time)'), 'pass and hands');
      await verb(button('Greece keeps at most 4 cards: attrition'), 'pass and hands');
      await nav('supply', 'tabs');
      await button('One more from Athenai').click();
      tap('supply');
      await verb(button("Apply Greece's supply to the board"), 'supply');
    },
    'campaign 3 scoring: Greece 5, Persia 4': async () => {
      await nav('scoring', 'tabs');
      await verb(button('Score the campaign: Greece 4'), 'scoring');
    },
    'campaign 4: Persia buys a card and draws Sudden Death: Darius dies': async () => {
      await nav('campaign', 'tabs');
      await verb(button('Persia buys a card (1 talent)'), 'preparation');
      await verb(button('Sudden Death of the Great King was drawn: Darius dies'), 'Sudden Death of the Great King');
    },
  };

  const played = new Set();
  /** The taps of each campaign, counted when it is scored. */
  const campaignTaps = [];
  for (const step of STEPS) {
    const run = play[step.label];
    assert.ok(run, `no UI script for "${step.label}"`);
    await run();
    const before = expected.table;
    step.check(before, expected.play(step.actions));
    sameTable(await savedTable(page), expected.table, step.label);
    assert.ok(await focused(), `after "${step.label}" the keyboard is somewhere, not on <body>`);
    if (step.event) played.add(step.event);
    if (step.actions.some((a) => a.type === 'score' || a.type === 'suddenDeath')) campaignTaps.push(total() - campaignTaps.reduce((x, y) => x + y, 0));
  }
  assert.deepStrictEqual(expected.taken, [], 'every step src took by itself is one the script names');
  assert.ok(played.size >= 10, `${played.size} different card events played`);
  assert.equal(campaignTaps.length, 4);

  console.log(`E&W taps per card event (${played.size} events, ${campaignTaps.length} campaigns, 390 px phone):`);
  for (const e of played) console.log(`  ${e}: ${taps[e]}`);
  console.log('  other taps:');
  for (const [k, v] of Object.entries(taps)) if (!played.has(k)) console.log(`    ${k}: ${v}`);
  console.log(`  taps per campaign: ${campaignTaps.join(', ')} (${total()} in all)`);
  assert.deepStrictEqual(errors, []);
  await ctx.close();
});
