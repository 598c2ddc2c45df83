/**
 * Issue 28 item 2: a movement made with a card event (000 §6.2 "Follow the instructions on the
 * card"; §6.3 a card played for a movement; §7 the battle it causes). The table lists the events
 * the side may play now (`moveEventsNow`, and `moveChoices(...).land.events` for the move panel),
 * a move made with one carries it into its battle, and the battle plays it: Cavalry of Mardonius
 * (card 1: Persian dice not capped), The Great King (card 7) and Evangelion (card 10: the score,
 * R-BT-12), Leonidas (card 8: one army, Greece rolls 2 dice, his portrait covered, 000 §6.2).
 */
import { describe, expect, it } from 'vitest';
import { applyTable, moveChoices, tableActions, whyNotTable, type TableAction } from '../../../src/earth-water/table-actions.js';
import { newTable, tablePortraits, type Table } from '../../../src/earth-water/table.js';
import { moveEventsNow, battlePreview } from '../../../src/earth-water/table-battle.js';
import type { RoundEntry } from '../../../src/earth-water/battle.js';
import type { Board } from '../../../src/earth-water/types.js';

const play = (t: Table, actions: readonly TableAction[]): Table => actions.reduce((x, a) => applyTable(x, a), t);
/** The table in the operations phase of campaign 1 with `board`, both hands holding `cards`, `turn` to play. */
function operations(board: Board, cards = 2, turn: 'persia' | 'greece' = 'persia'): Table {
  const t = play(newTable('standard', 1), [{ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }]);
  return { ...t, board, checklist: { ...t.checklist, hands: { persia: cards, greece: cards }, turn } };
}
const events = (t: Table, side: 'persia' | 'greece') => moveEventsNow(t, side).map((e) => e.event);
const lastRound = (t: Table) => t.battle!.state.log.filter((e): e is RoundEntry => e.type === 'round').pop()!;

/** Persia in Larissa next to Greek-held Thebai. */
const NORTH: Board = { forces: { Larissa: { persianArmies: 3 }, Thebai: { greekArmies: 1 }, Athenai: { greekArmies: 2, greekFleets: 1 }, Sparta: { greekArmies: 1 }, Abydos: { persianArmies: 2 } }, bridge: false, campaign: 1, score: 0 };

describe('issue 28 item 2: the movement events a side may play now (000 §6.2)', () => {
  it('Persia: Cavalry of Mardonius (card 1) and The Great King (card 7); Greece: Leonidas (card 8) and Evangelion (card 10) — each with its rule', () => {
    const t = operations(NORTH);
    expect(moveEventsNow(t, 'persia')).toEqual([
      { event: 'cavalryOfMardonius', card: 1, rule: 'card 1 Cavalry of Mardonius', maxArmies: null, takeFrom: null },
      { event: 'greatKing', card: 7, rule: 'card 7 The Great King, R-BT-12', maxArmies: null, takeFrom: null },
    ]);
    expect(moveEventsNow(t, 'greece')).toEqual([
      { event: 'leonidas', card: 8, rule: 'card 8 Leonidas, 000 §6.2', maxArmies: 1, takeFrom: null },
      { event: 'evangelion', card: 10, rule: 'card 10 Evangelion, R-BT-12', maxArmies: null, takeFrom: null },
    ]);
    // the move panel's listing is the same list, for the side to play, from a city it can move from
    expect(moveChoices(t, 'persia', 'Larissa').land!.events.map((e) => e.event)).toEqual(['cavalryOfMardonius', 'greatKing']);
  });

  it('none without a card in hand (000 §6.1), none once the card was played this campaign (R-EWC-8), none out of turn', () => {
    const t = operations(NORTH);
    expect(events({ ...t, checklist: { ...t.checklist, hands: { persia: 0, greece: 2 } } }, 'persia')).toEqual([]);
    expect(events({ ...t, checklist: { ...t.checklist, used: [1] } }, 'persia')).toEqual(['greatKing']);
    // the panel offers none when the side cannot move now (Greece, while it is Persia's turn)
    expect(moveChoices(t, 'greece', 'Athenai').land!.events).toEqual([]);
  });

  it('Leonidas: not after Carneia Festival (a Sparta event, card #4), not once his portrait is covered (000 §6.2); his army from the map when the reserve is empty', () => {
    const t = operations(NORTH, 2, 'greece');
    expect(events({ ...t, checklist: { ...t.checklist, carneia: true } }, 'greece')).toEqual(['evangelion']);
    expect(events({ ...t, portraits: { leonidas: true } }, 'greece')).toEqual(['evangelion']);
    // all 9 Greek armies on the map: the one for his portrait comes from a city the player names
    const full: Board = { ...NORTH, forces: { ...NORTH.forces, Thebai: { greekArmies: 3 }, Athenai: { greekArmies: 4, greekFleets: 1 }, Sparta: { greekArmies: 2 } } };
    const lt = moveEventsNow(operations(full, 2, 'greece'), 'greece').find((e) => e.event === 'leonidas')!;
    expect(lt.takeFrom).toEqual(['Athenai', 'Sparta', 'Thebai']);
  });

  it('every listed move event is an action the table offers and accepts (tableActions)', () => {
    const t = operations(NORTH);
    const withEvents = tableActions(t).filter((a) => a.type === 'move' && a.move.by === 'land' && a.move.event);
    expect(new Set(withEvents.map((a) => (a as { move: { event: string } }).move.event))).toEqual(new Set(['cavalryOfMardonius', 'greatKing']));
    for (const a of withEvents) expect(whyNotTable(t, a)).toBeNull();
  });
});

describe('issue 28 item 2: the battle a move with an event causes plays that event (000 §7)', () => {
  it('card 1 Cavalry of Mardonius: a Persian 6 counts as 6 (not capped to 4, 000 §7.1) and beats a Greek 5', () => {
    let t = operations(NORTH);
    t = applyTable(t, { type: 'move', move: { by: 'land', side: 'persia', from: 'Larissa', to: 'Thebai', count: 3, event: 'cavalryOfMardonius' } });
    expect(t.lastMove!.battle!.event).toBe('cavalryOfMardonius');
    expect(t.checklist.used).toContain(1);
    expect(t.checklist.hands.persia).toBe(1); // the card played for the movement (000 §6.3)
    t = applyTable(t, { type: 'battleOpen', request: t.lastMove!.battle! });
    t = applyTable(t, { type: 'battleChoice', choice: { type: 'roll' }, dice: [6, 1, 1, 5] });
    const r = lastRound(t);
    expect(r.persia).toMatchObject({ best: 6, counted: 6, capped: false });
    expect(r.winner).toBe('persia');
    // the same dice without the card: the 6 counts 4, Greece's 5 wins the round
    let plain = applyTable(operations(NORTH), { type: 'move', move: { by: 'land', side: 'persia', from: 'Larissa', to: 'Thebai', count: 3 } });
    plain = applyTable(plain, { type: 'battleOpen', request: plain.lastMove!.battle! });
    plain = applyTable(plain, { type: 'battleChoice', choice: { type: 'roll' }, dice: [6, 1, 1, 5] });
    expect(lastRound(plain)).toMatchObject({ winner: 'greece', persia: { counted: 4 } });
  });

  it('card 7 The Great King: +1 for Persia when the battle wipes out the Greeks there (R-BT-12), applied to the score track', () => {
    let t = operations(NORTH);
    t = applyTable(t, { type: 'move', move: { by: 'land', side: 'persia', from: 'Larissa', to: 'Thebai', count: 3, event: 'greatKing' } });
    t = applyTable(t, { type: 'battleOpen', request: t.lastMove!.battle! });
    t = applyTable(t, { type: 'battleChoice', choice: { type: 'roll' }, dice: [4, 1, 1, 2] });
    expect(t.battle!.state.outcome).toMatchObject({ winner: 'persia', scoreDelta: 1 });
    expect(battlePreview(t).entries.some((e) => e.message.id === 'ew.change.score')).toBe(true);
    t = applyTable(t, { type: 'battleApply' });
    expect(t.board.score).toBe(1);
  });

  it('card 10 Evangelion: +1 for Greece (the marker one space towards Greece) when its battle wipes out the Persians there', () => {
    const b: Board = { forces: { Thebai: { greekArmies: 3 }, Larissa: { persianArmies: 1 }, Athenai: { greekArmies: 1 }, Abydos: { persianArmies: 2 } }, bridge: false, campaign: 1, score: 0 };
    let t = operations(b, 2, 'greece');
    t = applyTable(t, { type: 'move', move: { by: 'land', side: 'greece', from: 'Thebai', to: 'Larissa', count: 3, event: 'evangelion' } });
    t = applyTable(t, { type: 'battleOpen', request: t.lastMove!.battle! });
    t = applyTable(t, { type: 'battleChoice', choice: { type: 'roll' }, dice: [1, 6, 2, 2] });
    // Persia, holding cards, may answer with The Immortals (card 5): it does not
    t = applyTable(t, { type: 'battleChoice', choice: { type: 'continue' } });
    expect(t.battle!.state.outcome).toMatchObject({ winner: 'greece', scoreDelta: -1 });
    t = applyTable(t, { type: 'battleApply' });
    expect(t.board.score).toBe(-1);
  });

  it('card 8 Leonidas: one army only, Greece rolls 2 dice with it, and his portrait is covered (000 §6.2)', () => {
    const b: Board = { forces: { Thebai: { greekArmies: 2 }, Larissa: { persianArmies: 2 }, Athenai: { greekArmies: 1 }, Abydos: { persianArmies: 2 } }, bridge: false, campaign: 1, score: 0 };
    const t0 = operations(b, 2, 'greece');
    expect(whyNotTable(t0, { type: 'move', move: { by: 'land', side: 'greece', from: 'Thebai', to: 'Larissa', count: 2, event: 'leonidas' } })?.id).toBe('ew.move.leonidasOne');
    let t = applyTable(t0, { type: 'move', move: { by: 'land', side: 'greece', from: 'Thebai', to: 'Larissa', count: 1, event: 'leonidas' } });
    expect(tablePortraits(t).leonidas).toBe(true);
    t = applyTable(t, { type: 'battleOpen', request: t.lastMove!.battle! });
    t = applyTable(t, { type: 'battleChoice', choice: { type: 'roll' }, dice: [1, 1, 2, 6] });
    expect(lastRound(t).greece.dice).toEqual([2, 6]);
    // once covered, the table no longer offers him
    expect(events({ ...t, battle: null, checklist: { ...t.checklist, turn: 'greece' } }, 'greece')).toEqual(['evangelion']);
  });

  it('card 8 Leonidas: his battle is applied, his portrait covered once — at the move, not again when the battle is applied (000 §6.2)', () => {
    const b: Board = { forces: { Thebai: { greekArmies: 2 }, Larissa: { persianArmies: 1 }, Athenai: { greekArmies: 1 }, Abydos: { persianArmies: 2 } }, bridge: false, campaign: 1, score: 0 };
    let t = applyTable(operations(b, 2, 'greece'), { type: 'move', move: { by: 'land', side: 'greece', from: 'Thebai', to: 'Larissa', count: 1, event: 'leonidas' } });
    const afterMove = t.board;
    t = applyTable(t, { type: 'battleOpen', request: t.lastMove!.battle! });
    t = applyTable(t, { type: 'battleChoice', choice: { type: 'roll' }, dice: [1, 6, 5] });
    // Persia, holding cards, may answer with The Immortals (card 5): it does not
    t = applyTable(t, { type: 'battleChoice', choice: { type: 'continue' } });
    expect(t.battle!.state.outcome).toMatchObject({ winner: 'greece' });
    expect(battlePreview(t).problem).toBeNull();
    t = applyTable(t, { type: 'battleApply' });
    expect(t.battle!.applied).toBe(true);
    expect(tablePortraits(t).leonidas).toBe(true);
    // the Persian army is gone; no second Greek army left the box for the portrait
    expect(t.board.forces).toEqual({ ...afterMove.forces, Larissa: { greekArmies: 1 } });
  });

  it('card 8 Leonidas with every Greek army on the map: his army comes off the map first, from a city moveEventsNow lists, then the one army moves (000 §6.2)', () => {
    const b: Board = { forces: { Thebai: { greekArmies: 3 }, Athenai: { greekArmies: 3, greekFleets: 1 }, Sparta: { greekArmies: 3 }, Larissa: { persianArmies: 2 }, Abydos: { persianArmies: 2 } }, bridge: false, campaign: 1, score: 0 };
    const t0 = operations(b, 2, 'greece');
    const leo = moveEventsNow(t0, 'greece').find((e) => e.event === 'leonidas')!;
    expect(leo.takeFrom).toEqual(['Athenai', 'Sparta', 'Thebai']);
    const move: TableAction = { type: 'move', move: { by: 'land', side: 'greece', from: 'Thebai', to: 'Larissa', count: 1, event: 'leonidas' } };
    expect(whyNotTable(t0, move)?.id).toBe('ew.king.fromWhere'); // which city, the player must say
    const t = applyTable(t0, { ...move, takeFrom: 'Sparta' } as TableAction);
    expect(t.board.forces.Sparta).toEqual({ greekArmies: 2 });
    expect(t.board.forces.Thebai).toEqual({ greekArmies: 2 });
    expect(t.board.forces.Larissa).toEqual({ persianArmies: 2, greekArmies: 1 });
    expect(t.lastMove!.battle).toMatchObject({ where: 'Larissa', attacker: 'greece', units: 1, event: 'leonidas' });
  });

  it('an event of the other side, or one the table no longer allows, is refused with its rule and the table unchanged', () => {
    const t = operations(NORTH);
    const a: TableAction = { type: 'move', move: { by: 'land', side: 'persia', from: 'Larissa', to: 'Thebai', count: 1, event: 'evangelion' } };
    expect(whyNotTable(t, a)).toMatchObject({ id: 'ew.card.notYours', rule: '000 §6.2' });
    const used = { ...t, checklist: { ...t.checklist, used: [1] } };
    expect(whyNotTable(used, { type: 'move', move: { by: 'land', side: 'persia', from: 'Larissa', to: 'Thebai', count: 1, event: 'cavalryOfMardonius' } })).toMatchObject({ id: 'ew.card.used' });
  });
});
