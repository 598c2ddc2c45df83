// The four campaigns of tests/e2e/earth-water-events.test.mjs as the table's verbs, step by step:
// each step's `actions` (what src/earth-water's applyTable takes, the forced passes included where
// src takes them by itself), `check` (what the card says the step does — ../shared/earth-water-facts.md
// "The 16 cards", 000 §6.1–§6.2 — counted piece by piece on the expected table) and, for a step
// that plays a card event, the `event` its taps are counted under. The test holds the taps.
import assert from 'node:assert/strict';

const KIND = { ga: 'greekArmies', pa: 'persianArmies', gf: 'greekFleets', pf: 'persianFleets' };
/** Pieces of `kind` (ga, pa, gf, pf) in `city`. */
export const n = (t, city, kind) => t.board.forces[city]?.[KIND[kind]] ?? 0;
/** How the step changed the pieces: [city, kind, change] for each count the card says moves. */
export const changed = (before, after, deltas, label) => {
  for (const [city, kind, d] of deltas) assert.equal(n(after, city, kind) - n(before, city, kind), d, `${label}: ${kind} in ${city}`);
};
export const hand = (t, side) => t.checklist.hands[side];

const roll = (persia, greece) => ({ type: 'battleChoice', choice: { type: 'roll' }, dice: [...persia, ...greece] });
const ev = (side, event, params = {}) => ({ type: 'cardEvent', side, event, ...params });

/**
 * The campaign, step by step: `actions` (the table's verbs, as src takes them), `check` (what the
 * card says the step does, on the expected table), and the taps in `play` below.
 */
export const STEPS = [
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

  // Campaign 3: five more, among them the checklist's events.
  {
    label: 'campaign 3: Persia 4 cards and 2 fleets in Ephesos, Greece 5 cards',
    actions: [
      ...Array(4).fill({ type: 'buy', side: 'persia', item: 'card' }),
      { type: 'next' },
      { type: 'buy', side: 'persia', item: 'fleet', city: 'Ephesos' },
      { type: 'buy', side: 'persia', item: 'fleet', city: 'Ephesos' },
      { type: 'next' },
      ...Array(5).fill({ type: 'buy', side: 'greece', item: 'card' }),
      { type: 'next' },
      { type: 'next' },
    ],
    check: (b, a) => assert.deepEqual(a.checklist.hands, { persia: 4, greece: 6 }),
  },
  {
    label: 'Ostracism: a Greek card discarded',
    event: 'Ostracism',
    actions: [ev('persia', 'ostracism')],
    check: (b, a) => assert.equal(hand(a, 'greece'), hand(b, 'greece') - 1),
  },
  {
    label: 'Desertion of Greek Soldiers: a Persian army less in Ephesos',
    event: 'Desertion of Greek Soldiers',
    actions: [ev('greece', 'desertion', { city: 'Ephesos' })],
    check: (b, a) => changed(b, a, [['Ephesos', 'pa', -1]], 'Desertion'),
  },
  {
    label: 'Carneia Festival',
    event: 'Carneia Festival',
    actions: [{ type: 'event', side: 'persia', event: 'carneiaFestival' }],
    check: (b, a) => assert.equal(a.checklist.carneia, true),
  },
  {
    label: 'Mines of Laurion: 2 Greek armies in Athenai (the box has no more)',
    event: 'Mines of Laurion',
    actions: [
      { type: 'event', side: 'greece', event: 'minesOfLaurion' },
      { type: 'buy', side: 'greece', item: 'army', city: 'Athenai' },
      { type: 'buy', side: 'greece', item: 'army', city: 'Athenai' },
      { type: 'next' },
    ],
    // card #1: an extra Greek preparation with 3 talents; then Persia plays
    check: (b, a) => {
      changed(b, a, [['Athenai', 'ga', 2]], 'Mines of Laurion');
      assert.equal(a.checklist.turn, 'persia');
    },
  },
  {
    label: '2 Persian fleets Ephesos → Athenai',
    actions: [{ type: 'move', move: { by: 'sea', side: 'persia', from: 'Ephesos', to: 'Athenai', fleets: 2, armies: 0 } }],
    check: (b, a) => changed(b, a, [['Ephesos', 'pf', -2], ['Athenai', 'pf', 2]], 'sea move'),
  },
  {
    label: 'naval battle at Athenai: 1 1 against 6 5 4, Artemisia I: applied',
    event: 'Artemisia I',
    actions: [
      { type: 'battleOpen', request: { kind: 'naval', where: 'Athenai', attacker: 'persia', from: 'Ephesos', by: 'sea', units: 2, carried: 0 } },
      roll([1, 1], [6, 5, 4]),
      { type: 'battleChoice', choice: { type: 'event', event: 'artemisia' } },
      { type: 'battleApply', destroyBridge: false },
    ],
    // card #9: Persia just lost a fleet, it loses one more (once: a piece on her portrait)
    check: (b, a) => {
      changed(b, a, [['Athenai', 'pf', -2], ['Athenai', 'gf', 0]], 'Artemisia');
      assert.equal(a.portraits.artemisia, true);
    },
  },
  {
    label: 'both pass; hands; Greek attrition in Athenai',
    actions: [
      { type: 'pass', side: 'greece' },
      { type: 'pass', side: 'persia' },
      { type: 'keepCard', keep: false },
      { type: 'next' },
      { type: 'supply', side: 'persia', removals: {} },
      { type: 'supply', side: 'greece', removals: { Athenai: 1 } },
    ],
    check: (b, a) => assert.equal(a.checklist.step, 'scoring'),
  },
  {
    label: 'campaign 3 scoring: Greece 5, Persia 4',
    actions: [{ type: 'score', greece: 5, persia: 4, score: -4, automaticVictory: null }],
    check: (b, a) => assert.equal(a.board.score, -4),
  },
  // Campaign 4: the Sudden Death of the Great King, drawn in the Persian preparation.
  {
    label: 'campaign 4: Persia buys a card and draws Sudden Death: Darius dies',
    event: 'Sudden Death of the Great King',
    actions: [{ type: 'buy', side: 'persia', item: 'card' }, { type: 'suddenDeath', by: 'preparation' }],
    // card #11, 000 §5.3: the campaign ends at once (no operations, supply or scoring), the Persian hand discarded
    check: (b, a) => {
      assert.equal(a.board.campaign, b.board.campaign + 1);
      assert.equal(a.board.score, b.board.score);
      assert.equal(a.checklist.kingsDead, 1);
      assert.equal(hand(a, 'persia'), 0);
      assert.equal(a.checklist.step, 'persiaCards');
    },
  },
];
