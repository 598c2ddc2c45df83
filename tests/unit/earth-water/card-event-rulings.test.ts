/**
 * The readings chosen for card events where 000 is silent and implementations differ (issue 28
 * item 4; docs/rulings.md R-EWE-1 … R-EWE-9), each tested where src applies it.
 */
import { describe, expect, it } from 'vitest';
import { applyBattle, battleChoices, battleRounds, startBattle, type BattleChoice, type BattleSetup, type BattleState } from '../../../src/earth-water/battle.js';
import { enteredDice } from '../../../src/core/dice.js';
import { applyTable, whyNotTable, type TableAction } from '../../../src/earth-water/table-actions.js';
import { newTable, type Table } from '../../../src/earth-water/table.js';
import { cardEventActions } from '../../../src/earth-water/table-events-list.js';
import { count, standardSetup, withCount } from '../../../src/earth-water/board.js';
import type { CardEventAction } from '../../../src/earth-water/table-events.js';
import type { Board } from '../../../src/earth-water/types.js';

const none = enteredDice([]);
const board = (forces: Board['forces']): Board => ({ forces, bridge: false, campaign: 2, score: 0 });
const evt = (event: 'miltiades' | 'spartans300'): BattleChoice => ({ type: 'event', event });
const roll = (st: BattleState, dice: number[]) => applyBattle(st, { type: 'roll' }, enteredDice(dice));
const ev = (side: 'greece' | 'persia', event: CardEventAction['event'], rest: Partial<CardEventAction> = {}): CardEventAction => ({ type: 'cardEvent', side, event, ...rest });
const why = (t: Table, a: TableAction) => whyNotTable(t, a)?.id ?? null;
function operations(b: Board = standardSetup(), cards = 3, side: 'greece' | 'persia' = 'persia'): Table {
  const t = [{ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }].reduce((x, a) => applyTable(x, a as TableAction), newTable('standard', 1));
  return { ...t, board: b, checklist: { ...t.checklist, hands: { persia: cards, greece: cards }, turn: side } };
}

describe('R-EWE-1: Greece may play two battle events in one battle; the larger number of dice holds', () => {
  const setup: BattleSetup = { board: board({ Thebai: { greekArmies: 1, persianArmies: 3 } }), kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', hand: { greece: ['miltiades', 'spartans300'] } };

  it('Miltiades and 300 Spartans: both offered before the first roll, both may be played (each a card), 3 dice', () => {
    let st = startBattle(setup);
    st = applyBattle(st, evt('miltiades'), none);
    expect(battleChoices(st)).toContainEqual(evt('spartans300'));
    st = applyBattle(st, evt('spartans300'), none);
    st = roll(st, [1, 1, 1, 2, 2, 2]);
    expect(battleRounds(st)[0]!.greece.dice).toHaveLength(3);
  });

  it('Miltiades in a Leonidas battle: offered, and Greece then rolls 3 dice instead of Leonidas\'s 2', () => {
    const leo: BattleSetup = { board: board({ Thebai: { greekArmies: 1, persianArmies: 2 } }), kind: 'land', where: 'Thebai', attacker: 'greece', from: 'Athenai', event: 'leonidas', hand: { greece: ['miltiades'] } };
    let st = startBattle(leo);
    expect(battleChoices(st)).toContainEqual(evt('miltiades'));
    expect(roll(st, [1, 1, 2, 2]).log.length).toBeGreaterThan(0);
    st = roll(applyBattle(st, evt('miltiades'), none), [1, 1, 2, 2, 2]);
    expect(battleRounds(st)[0]!.greece.dice).toHaveLength(3);
  });
});

describe('R-EWE-2 (R-BT-12 kept): The Great King and Evangelion score +1 only when the enemy is wiped out, not when it retreats', () => {
  it('Greeks retreating from a Great King battle: Persia holds the city, the score does not move', () => {
    const gk: BattleSetup = { board: board({ Thebai: { greekArmies: 2, persianArmies: 3 }, Athenai: { greekArmies: 1 } }), kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', event: 'greatKing' };
    let st = roll(startBattle(gk), [1, 1, 1, 3, 3]);
    st = applyBattle(st, { type: 'retreat', side: 'greece', to: 'Athenai', by: 'road' }, none);
    expect(st.outcome).toMatchObject({ winner: 'persia', how: 'retreat', scoreDelta: 0 });
  });

  it('Persians retreating from an Evangelion battle: Greece holds the city, the score does not move', () => {
    const e: BattleSetup = { board: board({ Thebai: { greekArmies: 3, persianArmies: 2 }, Larissa: { persianArmies: 1 } }), kind: 'land', where: 'Thebai', attacker: 'greece', from: 'Athenai', event: 'evangelion' };
    let st = roll(startBattle(e), [1, 1, 3, 3, 3]);
    st = applyBattle(st, { type: 'retreat', side: 'persia', to: 'Larissa', by: 'road' }, none);
    expect(st.outcome).toMatchObject({ winner: 'greece', how: 'retreat', scoreDelta: 0 });
  });
});

describe('R-EWE-3: Themistocles answers any Persian naval movement, its fleets sailing to that port', () => {
  it('also a movement that would start no battle: the Greek fleets arriving make the naval battle, Persia attacking', () => {
    const t = applyTable(operations(), { type: 'move', move: { by: 'sea', side: 'persia', from: 'Ephesos', to: 'Naxos', fleets: 1, armies: 0 } });
    expect(t.lastMove?.battle).toBeNull();
    const after = applyTable(t, ev('greece', 'themistocles', { move: { by: 'sea', side: 'greece', from: 'Sparta', to: 'Naxos', fleets: 1, armies: 0 } }));
    expect(after.lastMove?.battle).toMatchObject({ kind: 'naval', where: 'Naxos', attacker: 'persia', from: 'Ephesos' });
  });
});

describe('R-EWE-4: Molon Labe — the movement is made when one can be; the Tribute army goes back to the box', () => {
  it('no Greek army able to move: the reply removes the army and ends there', () => {
    const b = withCount(withCount(withCount(standardSetup(), 'Athenai', 'greekArmies', 0), 'Sparta', 'greekArmies', 0), 'Korinthos', 'greekArmies', 0);
    const t = applyTable(operations(b), ev('persia', 'tribute', { card: 2, city: 'Naxos' }));
    expect(cardEventActions(t).filter((a) => a.event === 'molonLabe')).toEqual([ev('greece', 'molonLabe')]);
    expect(count(applyTable(t, ev('greece', 'molonLabe')).board, 'Naxos', 'persianArmies')).toBe(0);
  });
});

describe('R-EWE-5: The Royal Road — a city with Greek armies is cleared, a city without gets 1–3 armies', () => {
  it('no placing where Greek armies were removed', () => {
    const t = operations(withCount(standardSetup(), 'Ephesos', 'greekArmies', 1));
    expect(why(t, ev('persia', 'royalRoad', { city: 'Ephesos', count: 2 }))).toBe('ew.event.notAChoice');
  });
});

describe('R-EWE-6: Tribute names which of its three cards is played (its other half is then gone this campaign)', () => {
  it('Tribute on card #2 makes Ionian Revolt unplayable this campaign; on card #13 it does not', () => {
    const t2 = applyTable(operations(), ev('persia', 'tribute', { card: 2, city: 'Pella' }));
    expect(why(t2, ev('greece', 'ionianRevolt', { city: 'Abydos' }))).toBe('ew.card.used');
    const t13 = applyTable(operations(), ev('persia', 'tribute', { card: 13, city: 'Pella' }));
    expect(why(t13, ev('greece', 'ionianRevolt', { city: 'Abydos' }))).toBeNull();
  });
});

describe('R-EWE-7: Melas Zomos needs Sparta under Greek control', () => {
  it('refused while a Persian army holds Sparta', () => {
    const t = operations(withCount(withCount(standardSetup(), 'Sparta', 'persianArmies', 1), 'Sparta', 'greekArmies', 0), 3, 'greece');
    expect(why(t, ev('greece', 'melasZomos'))).toBe('ew.event.control');
  });
});

describe('R-EWE-8: events wait for a battle to be fought (000 §7), but Themistocles comes before it', () => {
  it('a Greek event with a battle waiting is refused', () => {
    const b = withCount(standardSetup(), 'Korinthos', 'persianArmies', 0);
    let t = operations(withCount(b, 'Thebai', 'persianArmies', 2));
    t = applyTable(t, { type: 'move', move: { by: 'land', side: 'persia', from: 'Thebai', to: 'Athenai', count: 2 } });
    expect(t.lastMove?.battle?.where).toBe('Athenai');
    expect(why(t, ev('greece', 'desertion', { city: 'Abydos' }))).toBe('ew.move.battleFirst');
  });
});

describe('R-EWE-8: Separate Peace — a tie keeps the alliance; Greece says how many Sparta cards it held', () => {
  it('at most its hand and the Sparta cards not played this campaign', () => {
    const t = operations();
    const t1 = { ...t, checklist: { ...t.checklist, used: [6, 8, 11] } };
    const broken = applyTable(t1, ev('persia', 'separatePeace', { dice: [1, 6] }));
    expect(cardEventActions(broken).map((a) => a.discard)).toEqual([0, 1]);
    expect(applyTable(t, ev('persia', 'separatePeace', { dice: [3, 3] })).eventWindow).toBeUndefined();
  });
});

