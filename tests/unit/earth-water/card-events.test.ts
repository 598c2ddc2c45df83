/**
 * The card events played as verbs of the table (src/earth-water/table-events.ts, issue 28 item 1):
 * each event half that is not a movement, a battle card or a checklist event, with its moment, its
 * conditions and its effect on the board, the hands, the portraits and the tracks. Cards as in
 * ../shared/earth-water-facts.md "The 16 cards"; the rules 000 §6.1–§6.2; readings R-EWE-n.
 */
import { describe, expect, it } from 'vitest';
import { applyTable, tableActions, whyNotTable, type TableAction } from '../../../src/earth-water/table-actions.js';
import { newTable, parseTable, type Table } from '../../../src/earth-water/table.js';
import { cardEventActions, eventChoices } from '../../../src/earth-water/table-events-list.js';
import { count, standardSetup, withCount } from '../../../src/earth-water/board.js';
import type { CardEventAction } from '../../../src/earth-water/table-events.js';
import { InputError } from '../../../src/earth-water/errors.js';
import type { Board, City, ForceKind } from '../../../src/earth-water/types.js';

const play = (t: Table, actions: readonly TableAction[]): Table => actions.reduce((x, a) => applyTable(x, a), t);
const why = (t: Table, a: TableAction) => whyNotTable(t, a)?.id ?? null;
const ev = (side: 'greece' | 'persia', event: CardEventAction['event'], rest: Partial<CardEventAction> = {}): CardEventAction => ({ type: 'cardEvent', side, event, ...rest });
const put = (b: Board, list: [City, ForceKind, number][]): Board => list.reduce((x, [c, k, n]) => withCount(x, c, k, n), b);

/** The table in campaign 1's operations with `board`, both hands holding `cards`, `side` to play. */
function operations(board: Board = standardSetup(), cards = 3, side: 'greece' | 'persia' = 'persia'): Table {
  const t = play(newTable('standard', 1), [{ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }]);
  return { ...t, board, checklist: { ...t.checklist, hands: { persia: cards, greece: cards }, turn: side } };
}
const offered = (t: Table, e: CardEventAction['event']) => cardEventActions(t).filter((a) => a.event === e);

describe('Greek events played on the Greek turn (000 §6.1, §6.2)', () => {
  it('card #2 Ionian Revolt: one Persian army off the map from Abydos or Ephesos; the card and the turn are spent', () => {
    const t = operations(standardSetup(), 3, 'greece');
    expect(offered(t, 'ionianRevolt').map((a) => a.city)).toEqual(['Abydos', 'Ephesos']);
    const after = applyTable(t, ev('greece', 'ionianRevolt', { city: 'Ephesos' }));
    expect(count(after.board, 'Ephesos', 'persianArmies')).toBe(1);
    expect(after.checklist.hands.greece).toBe(2);
    expect(after.checklist.used).toContain(2);
    expect(after.checklist.turn).toBe('persia');
    expect(after.note).toMatchObject({ id: 'ew.note.cardEvent', params: { event: 'ionianRevolt', city: 'Ephesos', card: 2 } });
    expect(why(t, ev('greece', 'ionianRevolt', { city: 'Athenai' }))).toBe('ew.event.notHere');
  });

  it('card #3 Wrath of Poseidon: one Persian fleet off the map, from a port that has one', () => {
    const t = operations(standardSetup(), 3, 'greece');
    expect(offered(t, 'wrathOfPoseidon').map((a) => a.city)).toEqual(['Ephesos']);
    const after = applyTable(t, ev('greece', 'wrathOfPoseidon', { city: 'Ephesos' }));
    expect(count(after.board, 'Ephesos', 'persianFleets')).toBe(0);
    expect(why(t, ev('greece', 'wrathOfPoseidon', { city: 'Abydos' }))).toBe('ew.edit.none');
  });

  it('card #16 Desertion: one Persian army off the map, anywhere it is', () => {
    const t = operations(put(standardSetup(), [['Thebai', 'persianArmies', 2]]), 3, 'greece');
    expect(offered(t, 'desertion').map((a) => a.city)).toEqual(['Abydos', 'Ephesos', 'Thebai']);
    expect(count(applyTable(t, ev('greece', 'desertion', { city: 'Thebai' })).board, 'Thebai', 'persianArmies')).toBe(1);
  });

  it('card #11 Melas Zomos (Sparta): one army from the box into Sparta; not after Carneia Festival, not without a piece in the box', () => {
    const t = operations(standardSetup(), 3, 'greece');
    expect(count(applyTable(t, ev('greece', 'melasZomos')).board, 'Sparta', 'greekArmies')).toBe(2);
    const carneia = { ...t, checklist: { ...t.checklist, carneia: true } };
    expect(why(carneia, ev('greece', 'melasZomos'))).toBe('ew.card.carneia');
    expect(offered(carneia, 'melasZomos')).toEqual([]);
    const full = operations(put(standardSetup(), [['Athenai', 'greekArmies', 7]]), 3, 'greece');
    expect(why(full, ev('greece', 'melasZomos'))).toBe('ew.edit.reserve');
  });

  it('card #7 Oracle of Delphi: the hand is discarded and one card more drawn — the hand keeps its size', () => {
    const t = operations(standardSetup(), 3, 'greece');
    const after = applyTable(t, ev('greece', 'oracleOfDelphi'));
    expect(after.checklist.hands.greece).toBe(3);
    expect(after.note.params).toMatchObject({ discarded: 2, drawn: 3 });
  });

  it('card #14 Support from Syracuse: every fleet of the box to Greek ports free of Persian fleets (listed, all placed)', () => {
    const t = operations(standardSetup(), 3, 'greece');
    const offers = offered(t, 'supportFromSyracuse');
    // 3 fleets in the box, 2 Greek ports (Athenai, Sparta): 4 ways.
    expect(offers.map((a) => a.fleets)).toEqual([{ Athenai: 3 }, { Athenai: 2, Sparta: 1 }, { Athenai: 1, Sparta: 2 }, { Sparta: 3 }]);
    const after = applyTable(t, ev('greece', 'supportFromSyracuse', { fleets: { Athenai: 2, Sparta: 1 } }));
    expect(count(after.board, 'Athenai', 'greekFleets')).toBe(3);
    expect(why(t, ev('greece', 'supportFromSyracuse', { fleets: { Athenai: 1 } }))).toBe('ew.event.allFleets');
    expect(why(t, ev('greece', 'supportFromSyracuse', { fleets: { Ephesos: 3 } }))).toBe('ew.event.notHere');
    // A Persian fleet in Sparta's port closes it (card #14).
    const blocked = operations(put(standardSetup(), [['Sparta', 'persianFleets', 1]]), 3, 'greece');
    expect(why(blocked, ev('greece', 'supportFromSyracuse', { fleets: { Sparta: 3 } }))).toBe('ew.event.notHere');
  });

  it('card #13 Triremes: two naval movements of fleets only; the turn passes after the second', () => {
    const t = operations(standardSetup(), 3, 'greece');
    expect(why(t, ev('greece', 'triremes', { move: { by: 'sea', side: 'greece', from: 'Athenai', to: 'Naxos', fleets: 1, armies: 1 } }))).toBe('ew.event.fleetsOnly');
    const one = applyTable(t, ev('greece', 'triremes', { move: { by: 'sea', side: 'greece', from: 'Athenai', to: 'Naxos', fleets: 1, armies: 0 } }));
    expect(count(one.board, 'Naxos', 'greekFleets')).toBe(1);
    expect(one.checklist.turn).toBe('greece');
    expect(one.eventWindow).toEqual({ kind: 'triremes' });
    // Only the second movement (or none) is offered, and nothing else is accepted meanwhile.
    expect(tableActions(one).every((a) => a.type === 'cardEvent' && a.event === 'triremes')).toBe(true);
    expect(why(one, { type: 'pass', side: 'greece' })).toBe('ew.event.finishFirst');
    const two = applyTable(one, ev('greece', 'triremes', { move: { by: 'sea', side: 'greece', from: 'Sparta', to: 'Eretria', fleets: 1, armies: 0 } }));
    expect(count(two.board, 'Eretria', 'greekFleets')).toBe(1);
    expect(two.checklist.turn).toBe('persia');
    expect(two.checklist.hands.greece).toBe(2);
    expect(two.eventWindow).toBeUndefined();
    expect(applyTable(one, ev('greece', 'triremes', { end: true })).checklist.turn).toBe('persia');
  });

  it('card #13 Triremes: a first movement into Persian fleets is fought before the second', () => {
    const t = operations(standardSetup(), 3, 'greece');
    const one = applyTable(t, ev('greece', 'triremes', { move: { by: 'sea', side: 'greece', from: 'Athenai', to: 'Ephesos', fleets: 1, armies: 0 } }));
    expect(one.lastMove?.battle).toMatchObject({ kind: 'naval', where: 'Ephesos', attacker: 'greece' });
    expect(why(one, ev('greece', 'triremes', { end: true }))).toBe('ew.move.battleFirst');
    const open = applyTable(one, { type: 'battleOpen', request: one.lastMove!.battle! });
    expect(open.eventWindow).toEqual({ kind: 'triremes' });
  });
});

describe('Persian events played on the Persian turn (000 §6.1, §6.2)', () => {
  it('cards #2, #3, #13 Tribute of Earth and Water: an army in a city nobody controls — never in a Greek city', () => {
    const t = operations();
    const cities = [...new Set(offered(t, 'tribute').map((a) => a.city))];
    expect(cities).toEqual(['Delphi', 'Eretria', 'Larissa', 'Naxos', 'Pella', 'Thebai']);
    expect(new Set(offered(t, 'tribute').map((a) => a.card))).toEqual(new Set([2, 3, 13]));
    expect(why(t, ev('persia', 'tribute', { card: 3, city: 'Athenai' }))).toBe('ew.event.controlled');
    expect(why(t, ev('persia', 'tribute', { card: 4, city: 'Delphi' }))).toBe('ew.event.wrongCard');
    const after = applyTable(t, ev('persia', 'tribute', { card: 3, city: 'Delphi' }));
    expect(count(after.board, 'Delphi', 'persianArmies')).toBe(1);
    expect(after.checklist.used).toContain(3);
    expect(after.eventWindow).toEqual({ kind: 'tribute', city: 'Delphi' });
    // Card #2 is spent only when played: its other half, Ionian Revolt, is still there.
    expect(after.checklist.used).not.toContain(2);
  });

  it('card #12 Molon Labe: only in reply to a Tribute; the army leaves, a land movement follows, the turn stays Greek', () => {
    const t = operations(put(standardSetup(), [['Thebai', 'greekArmies', 1]]));
    expect(offered(t, 'molonLabe')).toEqual([]);
    const tribute = applyTable(t, ev('persia', 'tribute', { card: 2, city: 'Delphi' }));
    const replies = offered(tribute, 'molonLabe');
    expect(replies.length).toBeGreaterThan(0);
    expect(why(tribute, ev('greece', 'molonLabe'))).toBe('ew.event.mustMove');
    const move = { by: 'land' as const, side: 'greece' as const, from: 'Thebai' as City, to: 'Delphi' as City, count: 1 };
    const after = applyTable(tribute, ev('greece', 'molonLabe', { move }));
    expect(count(after.board, 'Delphi', 'persianArmies')).toBe(0);
    expect(count(after.board, 'Delphi', 'greekArmies')).toBe(1);
    expect(after.checklist.turn).toBe('greece');
    expect(after.checklist.hands.greece).toBe(2);
    // Once anything else is done, the moment is gone.
    const later = applyTable(tribute, { type: 'play', side: 'greece' });
    expect(why(later, ev('greece', 'molonLabe', { move }))).toBe('ew.event.noTribute');
  });

  it('card #6 Ostracism and #9 Hippias: one Greek card discarded (Greece must hold one)', () => {
    const t = operations();
    expect(applyTable(t, ev('persia', 'ostracism')).checklist.hands).toEqual({ persia: 2, greece: 2 });
    expect(applyTable(t, ev('persia', 'hippias')).checklist.hands).toEqual({ persia: 2, greece: 2 });
    const empty = { ...t, checklist: { ...t.checklist, hands: { persia: 2, greece: 0 } } };
    expect(why(empty, ev('persia', 'hippias'))).toBe('ew.event.noGreekCard');
  });

  it('card #8 The Royal Road: every Greek army in Abydos or Ephesos removed, or 1–3 Persian armies placed there', () => {
    const t = operations(put(standardSetup(), [['Abydos', 'greekArmies', 2], ['Abydos', 'persianArmies', 0]]));
    expect(offered(t, 'royalRoad').map((a) => [a.city, a.count])).toEqual([['Abydos', undefined], ['Ephesos', 1], ['Ephesos', 2], ['Ephesos', 3]]);
    expect(count(applyTable(t, ev('persia', 'royalRoad', { city: 'Abydos' })).board, 'Abydos', 'greekArmies')).toBe(0);
    expect(count(applyTable(t, ev('persia', 'royalRoad', { city: 'Ephesos', count: 3 })).board, 'Ephesos', 'persianArmies')).toBe(5);
    expect(why(t, ev('persia', 'royalRoad', { city: 'Ephesos', count: 4 }))).toBe('ew.event.count');
    expect(why(t, ev('persia', 'royalRoad', { city: 'Abydos', count: 1 }))).toBe('ew.event.notAChoice');
  });

  it('card #10 Separate Peace: dice typed in or the table\'s; Persia higher → Greece discards its Sparta cards', () => {
    const t = operations();
    // Offered: the table's dice, or any of the 36 rolls typed in (physical dice welcome).
    expect(offered(t, 'separatePeace')).toHaveLength(37);
    expect(offered(t, 'separatePeace')).toContainEqual(ev('persia', 'separatePeace', { dice: [2, 5] }));
    const held = applyTable(t, ev('persia', 'separatePeace', { dice: [4, 4] }));
    expect(held.eventWindow).toBeUndefined();
    expect(held.note.params).toMatchObject({ greek: 4, persian: 4, broken: false });
    const broken = applyTable(t, ev('persia', 'separatePeace', { dice: [2, 5] }));
    expect(broken.eventWindow).toEqual({ kind: 'separatePeace' });
    expect(offered(broken, 'separatePeace').map((a) => a.discard)).toEqual([0, 1, 2, 3]);
    expect(why(broken, ev('greece', 'separatePeace', { discard: 4 }))).toBe('ew.event.count');
    const after = applyTable(broken, ev('greece', 'separatePeace', { discard: 2 }));
    expect(after.checklist.hands.greece).toBe(1);
    expect(after.checklist.turn).toBe('greece');
    // Rolled with the table's dice: the same seed, the same roll, and the dice advance.
    const rolled = applyTable(t, ev('persia', 'separatePeace'));
    expect(rolled).toEqual(applyTable(t, ev('persia', 'separatePeace')));
    expect(rolled.rng).not.toEqual(t.rng);
  });

  it('card #12 Defection of Thebes: the Greek armies there go to another Greek city, a Persian army comes in', () => {
    const t = operations(put(standardSetup(), [['Thebai', 'greekArmies', 2]]));
    expect(offered(t, 'defectionOfThebes').map((a) => a.to)).toEqual(['Athenai', 'Korinthos', 'Sparta']);
    const after = applyTable(t, ev('persia', 'defectionOfThebes', { to: 'Korinthos' }));
    expect(count(after.board, 'Korinthos', 'greekArmies')).toBe(3);
    expect(count(after.board, 'Thebai', 'persianArmies')).toBe(1);
    expect(why(t, ev('persia', 'defectionOfThebes', { to: 'Delphi' }))).toBe('ew.event.control');
    expect(why(t, ev('persia', 'defectionOfThebes'))).toBe('ew.event.choose');
  });

  it('card #16 Pacification of Babylon or Egypt (no Sudden Death drawn): discard any, draw as many plus one', () => {
    const t = operations();
    expect(offered(t, 'pacification').map((a) => a.discard)).toEqual([0, 1, 2]);
    expect(applyTable(t, ev('persia', 'pacification', { discard: 2 })).checklist.hands.persia).toBe(3);
    expect(applyTable(t, ev('persia', 'pacification', { discard: 0 })).checklist.hands.persia).toBe(3);
    expect(why(t, ev('persia', 'pacification', { discard: 3 }))).toBe('ew.event.count');
  });
});

describe('card #5 Themistocles: a lightning reply to a Persian naval movement (000 §6.1, R-EWE-3)', () => {
  const board = put(standardSetup(), [['Ephesos', 'persianFleets', 2], ['Ephesos', 'persianArmies', 3]]);
  const persianSail = { type: 'move' as const, move: { by: 'sea' as const, side: 'persia' as const, from: 'Ephesos' as City, to: 'Naxos' as City, fleets: 2, armies: 1 } };

  it('after a Persian naval move, a Greek sea move used to be refused with "battle first": Themistocles is offered and costs no turn', () => {
    const t = applyTable(operations(board), persianSail);
    expect(t.eventWindow?.kind).toBe('persianNaval');
    const reply = ev('greece', 'themistocles', { move: { by: 'sea', side: 'greece', from: 'Athenai', to: 'Naxos', fleets: 1, armies: 0 } });
    expect(offered(t, 'themistocles')).toContainEqual(reply);
    const after = applyTable(t, reply);
    expect(after.portraits.themistocles).toBe(true);
    expect(count(after.board, 'Naxos', 'greekFleets')).toBe(1);
    expect(after.checklist.turn).toBe('greece');
    expect(after.checklist.hands.greece).toBe(2);
    // The naval battle the Persian movement now starts, Persia attacking from Ephesos with its army aboard.
    expect(after.lastMove?.battle).toMatchObject({ kind: 'naval', where: 'Naxos', attacker: 'persia', from: 'Ephesos', carried: 1, units: 2 });
  });

  it('fleets only, to the Persian port, once per game, and only right after the Persian movement', () => {
    const t = applyTable(operations(board), persianSail);
    expect(why(t, ev('greece', 'themistocles', { move: { by: 'sea', side: 'greece', from: 'Athenai', to: 'Naxos', fleets: 1, armies: 1 } }))).toBe('ew.event.fleetsOnly');
    expect(why(t, ev('greece', 'themistocles', { move: { by: 'sea', side: 'greece', from: 'Athenai', to: 'Eretria', fleets: 1, armies: 0 } }))).toBe('ew.event.themistoclesTo');
    const covered = { ...t, portraits: { themistocles: true } };
    expect(why(covered, ev('greece', 'themistocles', { move: { by: 'sea', side: 'greece', from: 'Athenai', to: 'Naxos', fleets: 1, armies: 0 } }))).toBe('ew.card.once');
    const later = applyTable(t, { type: 'pass', side: 'greece' });
    expect(why(later, ev('greece', 'themistocles', { move: { by: 'sea', side: 'greece', from: 'Athenai', to: 'Naxos', fleets: 1, armies: 0 } }))).toBe('ew.event.noNavalMove');
  });

  it('with a battle waiting, the listing offers the battle and Themistocles together', () => {
    const t = applyTable(operations(put(board, [['Naxos', 'greekFleets', 1]])), persianSail);
    const acts = tableActions(t);
    expect(acts[0]!.type).toBe('battleOpen');
    expect(acts.some((a) => a.type === 'cardEvent' && a.event === 'themistocles')).toBe(true);
  });
});

describe('moments and bad input (issue 28 items 1 and 8): the table unchanged, the rule named', () => {
  it('an event out of its moment, out of turn, a card already played, a side with no card', () => {
    const t = operations(standardSetup(), 3, 'greece');
    const prep = newTable('standard', 1);
    expect(why(prep, ev('greece', 'desertion', { city: 'Abydos' }))).toBe('ew.move.notNow');
    expect(why(t, ev('persia', 'ostracism'))).toBe('ew.move.notYourTurn');
    expect(why(t, ev('persia', 'desertion' as never, { city: 'Abydos' }))).toBe('ew.card.notYours');
    const used = { ...t, checklist: { ...t.checklist, used: [16] } };
    expect(why(used, ev('greece', 'desertion', { city: 'Abydos' }))).toBe('ew.card.used');
    const empty = { ...t, checklist: { ...t.checklist, hands: { persia: 3, greece: 0 } } };
    expect(why(empty, ev('greece', 'desertion', { city: 'Abydos' }))).toBe('ew.hand.empty');
  });

  it('hostile action objects: the project\'s InputError, the table untouched', () => {
    const t = operations(standardSetup(), 3, 'greece');
    const before = JSON.stringify(t);
    const bad: unknown[] = [
      { type: 'cardEvent' },
      { type: 'cardEvent', side: 'greece', event: 'nope' },
      { type: 'cardEvent', side: 'greece', event: 'desertion', city: 'Atlantis' },
      { type: 'cardEvent', side: 'greece', event: 'desertion', city: 'Abydos', count: 2 },
      { type: 'cardEvent', side: 'greece', event: 'supportFromSyracuse', fleets: { Athenai: -1 } },
      { type: 'cardEvent', side: 'persia', event: 'separatePeace', dice: [7, 1] },
      { type: 'cardEvent', side: 'greece', event: 'triremes', end: false },
      { type: 'cardEvent', side: 'greece', event: 'triremes', move: { by: 'air' } },
    ];
    for (const a of bad) expect(() => applyTable(t, a as TableAction), JSON.stringify(a)).toThrowError(InputError);
    expect(JSON.stringify(t)).toBe(before);
  });

  it('the event window survives a save and a load', () => {
    const t = applyTable(operations(), ev('persia', 'tribute', { card: 13, city: 'Pella' }));
    expect(parseTable(JSON.parse(JSON.stringify(t)))).toEqual(t);
  });

  it('the screen\'s groups: one per event, each with every legal choice', () => {
    const t = operations(standardSetup(), 3, 'greece');
    const g = eventChoices(t).find((c) => c.event === 'ionianRevolt')!;
    expect(g).toMatchObject({ side: 'greece', card: 2, reply: false });
    expect(g.actions).toHaveLength(2);
  });
});
