// End to end, issue 28 "How it is shown": two campaigns of 300: Earth & Water played through the
// built app on a 390 px phone in which twenty different card events are played as a person plays
// them — the card events list (<ew-card-events>) on the campaign tab and, for a lightning reply,
// on the board; the move panel's "the card is played as" for the move events; the battle roller's
// card choices — with the dice typed in (physical dice) so the app and src roll the same.
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
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tsImport } from 'tsx/esm/api';
import { serveBuiltApp, phoneContext, trackErrors } from './harness.mjs';
import { savedTable } from './table-save.mjs';
import { tableDriver, expectedTable, sameTable } from './ew-table-driver.mjs';

const app = serveBuiltApp();
const EW = await tsImport('../../src/earth-water/index.ts', import.meta.url);
const LIST = await tsImport('../../src/earth-water/table-events-list.ts', import.meta.url);

const KIND = { ga: 'greekArmies', pa: 'persianArmies', gf: 'greekFleets', pf: 'persianFleets' };
/** Pieces of `kind` (ga, pa, gf, pf) in `city`. */
const n = (t, city, kind) => t.board.forces[city]?.[KIND[kind]] ?? 0;
/** How the step changed the pieces: [city, kind, change] for each count the card says moves. */
const changed = (before, after, deltas, label) => {
  for (const [city, kind, d] of deltas) assert.equal(n(after, city, kind) - n(before, city, kind), d, `${label}: ${kind} in ${city}`);
};
const hand = (t, side) => t.checklist.hands[side];

const roll = (persia, greece) => ({ type: 'battleChoice', choice: { type: 'roll' }, dice: [...persia, ...greece] });
const ev = (side, event, params = {}) => ({ type: 'cardEvent', side, event, ...params });

/**
 * The campaign, step by step: `actions` (the table's verbs, as src takes them), `check` (what the
 * card says the step does, on the expected table), and the taps in `play` below.
 */
const STEPS = [
  {
    label: 'Persia: 6 cards, a fleet in Ephesos',
    actions: [
      ...Array(6).fill({ type: 'buy', side: 'persia', item: 'card' }),
      { type: 'next' },
      { type: 'buy', side: 'persia', item: 'fleet', city: 'Ephesos' },
      { type: 'next' },
    ],
    check: (b, a) => assert.equal(hand(a, 'persia'), 6),
  },
  {
    label: 'Greece: 6 cards',
    actions: [...Array(6).fill({ type: 'buy', side: 'greece', item: 'card' }), { type: 'next' }, { type: 'next' }],
    check: (b, a) => assert.equal(a.checklist.step, 'operations'),
  },
  {
    label: 'Tribute of Earth and Water (#13): a Persian army in Larissa',
    event: 'Tribute of Earth and Water',
    actions: [ev('persia', 'tribute', { card: 13, city: 'Larissa' })],
    // card #13: "Place one army in a city that neither side controls"; Greece may answer (000 §6.1)
    check: (b, a) => {
      changed(b, a, [['Larissa', 'pa', 1]], 'Tribute');
      assert.equal(hand(a, 'persia'), hand(b, 'persia') - 1);
      assert.equal(a.checklist.turn, 'greece');
    },
  },
  {
    label: 'Molon Labe in reply: the army leaves Larissa, 1 Spartan army to Korinthos',
    event: 'Molon Labe',
    actions: [ev('greece', 'molonLabe', { move: { by: 'land', side: 'greece', from: 'Sparta', to: 'Korinthos', count: 1 } })],
    // card #12 (lightning): remove the placed army, then make a land movement; it costs no turn
    check: (b, a) => {
      changed(b, a, [['Larissa', 'pa', -1], ['Sparta', 'ga', -1], ['Korinthos', 'ga', 1]], 'Molon Labe');
      assert.equal(hand(a, 'greece'), hand(b, 'greece') - 1);
      assert.equal(a.checklist.turn, 'greece', 'a lightning card costs no turn (000 §6.1)');
    },
  },
  {
    label: 'Ionian Revolt: one Persian army less in Abydos',
    event: 'Ionian Revolt',
    actions: [ev('greece', 'ionianRevolt', { city: 'Abydos' })],
    check: (b, a) => {
      changed(b, a, [['Abydos', 'pa', -1]], 'Ionian Revolt');
      assert.equal(a.checklist.turn, 'persia');
    },
  },
  {
    label: 'The Royal Road: 3 Persian armies in Abydos',
    event: 'The Royal Road',
    actions: [ev('persia', 'royalRoad', { city: 'Abydos', count: 3 })],
    check: (b, a) => changed(b, a, [['Abydos', 'pa', 3]], 'The Royal Road'),
  },
  {
    label: 'Oracle of Delphi: the Greek hand discarded and drawn again, one more',
    event: 'Oracle of Delphi',
    actions: [ev('greece', 'oracleOfDelphi')],
    // card #7: discard the hand (the others: hand − 1), draw one card more than discarded
    check: (b, a) => assert.equal(hand(a, 'greece'), hand(b, 'greece') - 1 + 1),
  },
  {
    label: 'Pacification of Babylon or Egypt: no card discarded, one drawn',
    event: 'Pacification of Babylon or Egypt',
    actions: [ev('persia', 'pacification', { discard: 0 })],
    check: (b, a) => assert.equal(hand(a, 'persia'), hand(b, 'persia') - 1 + 1),
  },
  {
    label: 'Melas Zomos: a Greek army in Sparta',
    event: 'Melas Zomos',
    actions: [ev('greece', 'melasZomos')],
    check: (b, a) => changed(b, a, [['Sparta', 'ga', 1]], 'Melas Zomos'),
  },
  {
    label: '2 Persian fleets with 2 armies Ephesos → Thebai',
    actions: [{ type: 'move', move: { by: 'sea', side: 'persia', from: 'Ephesos', to: 'Thebai', fleets: 2, armies: 2 } }],
    check: (b, a) => changed(b, a, [['Ephesos', 'pf', -2], ['Ephesos', 'pa', -2], ['Thebai', 'pf', 2], ['Thebai', 'pa', 2]], 'sea move'),
  },
  {
    label: 'Themistocles in reply: the fleet of Athenai sails to Thebai',
    event: 'Themistocles',
    actions: [ev('greece', 'themistocles', { move: { by: 'sea', side: 'greece', from: 'Athenai', to: 'Thebai', fleets: 1, armies: 0 } })],
    // card #5: after a Persian naval move, Greek fleets (only) sail there before the naval battle;
    // once: a Greek army goes on his portrait (000 §6.2)
    check: (b, a) => {
      changed(b, a, [['Athenai', 'gf', -1], ['Thebai', 'gf', 1]], 'Themistocles');
      assert.equal(a.portraits.themistocles, true);
      assert.equal(a.lastMove.battle.kind, 'naval');
      assert.equal(a.checklist.turn, 'greece', 'a lightning card costs no turn (000 §6.1)');
    },
  },
  {
    label: 'naval battle at Thebai: Persia 5 3 against 2, applied',
    actions: [
      { type: 'battleOpen', request: { kind: 'naval', where: 'Thebai', attacker: 'persia', from: 'Ephesos', by: 'sea', units: 2, carried: 2 } },
      roll([5, 3], [2]),
      { type: 'battleApply', destroyBridge: false },
    ],
    check: (b, a) => changed(b, a, [['Thebai', 'gf', -1], ['Thebai', 'pa', 0]], 'naval battle'),
  },
  {
    label: 'Evangelion: 2 Greek armies Korinthos → Thebai',
    event: 'Evangelion',
    actions: [{ type: 'move', move: { by: 'land', side: 'greece', from: 'Korinthos', to: 'Thebai', count: 2, event: 'evangelion' } }],
    check: (b, a) => {
      changed(b, a, [['Korinthos', 'ga', -2], ['Thebai', 'ga', 2]], 'Evangelion');
      assert.equal(a.lastMove.battle.event, 'evangelion');
    },
  },
  {
    label: 'Miltiades in the battle, 2 1 against 6 5 4, then 1 against 6 5 4: applied',
    event: 'Miltiades',
    actions: [
      { type: 'battleOpen', request: { kind: 'land', where: 'Thebai', attacker: 'greece', from: 'Korinthos', by: 'road', units: 2, event: 'evangelion' } },
      { type: 'battleChoice', choice: { type: 'event', event: 'miltiades' } },
      roll([2, 1], [6, 5, 4]),
      roll([1], [6, 5, 4]),
      { type: 'battleApply', destroyBridge: false },
    ],
    // card #4: Greece rolls 3 dice (once: an army on his portrait); card #10 Evangelion: the
    // Persians there wiped out, +1 for Greece (R-EWE-2)
    check: (b, a) => {
      changed(b, a, [['Thebai', 'pa', -2], ['Thebai', 'ga', 0]], 'Evangelion battle');
      assert.equal(a.board.score, b.board.score - 1);
      assert.equal(a.portraits.miltiades, true);
      assert.equal(hand(a, 'greece'), 0);
    },
  },
  {
    label: 'Cavalry of Mardonius: 2 Persian armies Abydos → Ephesos; Greece, with no card, passes by itself',
    event: 'Cavalry of Mardonius',
    actions: [{ type: 'move', move: { by: 'land', side: 'persia', from: 'Abydos', to: 'Ephesos', count: 2, event: 'cavalryOfMardonius' } }, { type: 'pass', side: 'greece' }],
    check: (b, a) => {
      changed(b, a, [['Abydos', 'pa', -2], ['Ephesos', 'pa', 2]], 'Cavalry of Mardonius');
      assert.equal(a.checklist.passed, 'greece');
    },
  },
  {
    label: 'Persia passes: the operations end; Persia discards its hand; nothing to supply',
    actions: [
      { type: 'pass', side: 'persia' },
      { type: 'keepCard', keep: false },
      { type: 'next' },
      { type: 'supply', side: 'persia', removals: {} },
      { type: 'supply', side: 'greece', removals: {} },
    ],
    check: (b, a) => assert.equal(a.checklist.step, 'scoring'),
  },
  {
    label: 'scoring: Greece 5, Persia 4',
    actions: [{ type: 'score', greece: 5, persia: 4, score: -2, automaticVictory: null }],
    check: (b, a) => {
      assert.equal(a.board.score, -2);
      assert.equal(a.board.campaign, 2);
    },
  },

  // Campaign 2: nine more events.
  {
    label: 'campaign 2: Persia 6 cards, Greece 6 cards',
    actions: [
      ...Array(6).fill({ type: 'buy', side: 'persia', item: 'card' }),
      { type: 'next' },
      { type: 'next' },
      ...Array(6).fill({ type: 'buy', side: 'greece', item: 'card' }),
      { type: 'next' },
      { type: 'next' },
    ],
    check: (b, a) => assert.deepEqual(a.checklist.hands, { persia: 6, greece: 6 }),
  },
  {
    label: 'Separate Peace: dice rolled at the table, Greece 1, Persia 6',
    event: 'Separate Peace',
    actions: [ev('persia', 'separatePeace', { dice: [1, 6] })],
    // card #10: both roll; Persia higher: Greece discards every Sparta card (its next step)
    check: (b, a) => assert.equal(a.eventWindow?.kind, 'separatePeace'),
  },
  {
    label: 'Separate Peace: Greece held no Sparta card',
    actions: [ev('greece', 'separatePeace', { discard: 0 })],
    check: (b, a) => {
      assert.equal(hand(a, 'greece'), hand(b, 'greece'));
      assert.equal(a.eventWindow, undefined);
    },
  },
  {
    label: 'Triremes: the fleet of Sparta to Athenai',
    event: 'Triremes',
    actions: [ev('greece', 'triremes', { move: { by: 'sea', side: 'greece', from: 'Sparta', to: 'Athenai', fleets: 1, armies: 0 } })],
    // card #13: two naval movements, fleets only; the second comes next
    check: (b, a) => {
      changed(b, a, [['Sparta', 'gf', -1], ['Athenai', 'gf', 1]], 'Triremes');
      assert.equal(a.eventWindow?.kind, 'triremes');
    },
  },
  {
    label: 'Triremes: no second movement',
    actions: [ev('greece', 'triremes', { end: true })],
    check: (b, a) => assert.equal(a.checklist.turn, 'persia'),
  },
  {
    label: 'Defection of Thebes: the Greeks of Thebai to Athenai, a Persian army in Thebai',
    event: 'Defection of Thebes',
    actions: [ev('persia', 'defectionOfThebes', { to: 'Athenai' })],
    check: (b, a) => changed(b, a, [['Thebai', 'ga', -n(b, 'Thebai', 'ga')], ['Athenai', 'ga', n(b, 'Thebai', 'ga')], ['Thebai', 'pa', 1]], 'Defection of Thebes'),
  },
  {
    label: 'Support from Syracuse: the 4 fleets of the box, 2 to Athenai and 2 to Sparta',
    event: 'Support from Syracuse',
    actions: [ev('greece', 'supportFromSyracuse', { fleets: { Athenai: 2, Sparta: 2 } })],
    check: (b, a) => changed(b, a, [['Athenai', 'gf', 2], ['Sparta', 'gf', 2]], 'Support from Syracuse'),
  },
  {
    label: 'Hippias: a Greek card discarded',
    event: 'Hippias',
    actions: [ev('persia', 'hippias')],
    check: (b, a) => assert.equal(hand(a, 'greece'), hand(b, 'greece') - 1),
  },
  {
    label: 'Wrath of Poseidon: a Persian fleet less in Thebai',
    event: 'Wrath of Poseidon',
    actions: [ev('greece', 'wrathOfPoseidon', { city: 'Thebai' })],
    check: (b, a) => changed(b, a, [['Thebai', 'pf', -1]], 'Wrath of Poseidon'),
  },
  {
    label: 'The Great King: 1 Persian army Abydos → Ephesos',
    event: 'The Great King',
    actions: [{ type: 'move', move: { by: 'land', side: 'persia', from: 'Abydos', to: 'Ephesos', count: 1, event: 'greatKing' } }],
    check: (b, a) => changed(b, a, [['Abydos', 'pa', -1], ['Ephesos', 'pa', 1]], 'The Great King'),
  },
  {
    label: 'Leonidas: 1 Greek army Athenai → Thebai',
    event: 'Leonidas',
    actions: [{ type: 'move', move: { by: 'land', side: 'greece', from: 'Athenai', to: 'Thebai', count: 1, event: 'leonidas' } }],
    // card #8: one army; his portrait is covered (an army from the box, 000 §6.2)
    check: (b, a) => {
      changed(b, a, [['Athenai', 'ga', -1], ['Thebai', 'ga', 1]], 'Leonidas');
      assert.equal(a.portraits.leonidas, true);
    },
  },
  {
    label: 'Leonidas battle: 1 against 6 5, The Immortals, 1 against 6 4: applied',
    event: 'The Immortals',
    actions: [
      { type: 'battleOpen', request: { kind: 'land', where: 'Thebai', attacker: 'greece', from: 'Athenai', by: 'road', units: 1, event: 'leonidas' } },
      roll([1], [6, 5]),
      { type: 'battleChoice', choice: { type: 'event', event: 'immortals', count: 1 } },
      roll([1], [6, 4]),
      { type: 'battleApply', destroyBridge: false },
    ],
    // card #8: Greece rolls 2 dice; card #5: the Persian army wiped out returns and fights on
    check: (b, a) => {
      changed(b, a, [['Thebai', 'pa', -1], ['Thebai', 'ga', 0]], 'Leonidas battle');
      assert.equal(a.battle.applied, true);
      assert.equal(hand(a, 'persia'), hand(b, 'persia') - 1);
    },
  },
  {
    label: 'both pass; Persia discards its hand, Greece keeps its card; nothing to supply',
    actions: [
      { type: 'pass', side: 'persia' },
      { type: 'pass', side: 'greece' },
      { type: 'keepCard', keep: false },
      { type: 'next' },
      { type: 'supply', side: 'persia', removals: {} },
      { type: 'supply', side: 'greece', removals: {} },
    ],
    check: (b, a) => assert.equal(a.checklist.step, 'scoring'),
  },
  {
    label: 'campaign 2 scoring: Greece 5, Persia 4',
    actions: [{ type: 'score', greece: 5, persia: 4, score: -3, automaticVictory: null }],
    check: (b, a) => assert.equal(a.board.score, -3),
  },
];

test('E&W issue 28: two campaigns with twenty card events played through the UI on a 390 px phone match src/earth-water step by step', async () => {
  const ctx = await phoneContext(app.browser, { serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  // Physical dice, so the app and src roll the same (the dice are typed in, as at the table).
  await page.goto(app.url + '/settings');
  await page.getByRole('radio', { name: 'I roll physical dice and enter them' }).check();
  await page.goto(app.url + '/earth-water');
  await page.locator('ew-board-mirror g.city[data-city="Athenai"]').waitFor();

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
    if (step.actions.some((a) => a.type === 'score')) campaignTaps.push(total() - campaignTaps.reduce((x, y) => x + y, 0));
  }
  assert.deepStrictEqual(expected.taken, [], 'every step src took by itself is one the script names');
  assert.ok(played.size >= 10, `${played.size} different card events played`);
  assert.equal(campaignTaps.length, 2);

  console.log(`E&W taps per card event (${played.size} events, ${campaignTaps.length} campaigns, 390 px phone):`);
  for (const e of played) console.log(`  ${e}: ${taps[e]}`);
  console.log('  other taps:');
  for (const [k, v] of Object.entries(taps)) if (!played.has(k)) console.log(`    ${k}: ${v}`);
  console.log(`  taps per campaign: ${campaignTaps.join(', ')} (${total()} in all)`);
  assert.deepStrictEqual(errors, []);
  await ctx.close();
});
