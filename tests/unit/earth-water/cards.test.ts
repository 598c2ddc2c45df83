import { describe, expect, it } from 'vitest';
import {
  CARDS,
  battleEventsOf,
  card,
  cardHalf,
  cardNumber,
  cardsWith,
  searchCards,
  type CardMark,
} from '../../../src/earth-water/cards.js';
import { BATTLE_EVENTS } from '../../../src/earth-water/battle.js';
import { InputError } from '../../../src/earth-water/errors.js';

const marked = (m: CardMark) =>
  CARDS.flatMap((c) => [c.greek, c.persian].filter((h) => h.marks.includes(m)).map((h) => h.name));

describe('the deck (000 §2.3, earth-water-facts.md card table)', () => {
  it('000 §2.3: 16 cards numbered 1..16, each with a Greek and a Persian half', () => {
    expect(CARDS).toHaveLength(16);
    expect(CARDS.map((c) => c.number)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    for (const c of CARDS) {
      expect(c.greek.name.length).toBeGreaterThan(2);
      expect(c.persian.name.length).toBeGreaterThan(2);
      expect(c.greek.text.length).toBeGreaterThan(10);
      expect(c.persian.text.length).toBeGreaterThan(10);
      expect(c.greek.matters.length).toBeGreaterThan(0);
      expect(c.persian.matters.length).toBeGreaterThan(0);
    }
  });

  it('facts table: the names of both halves, card by card', () => {
    expect(CARDS.map((c) => c.greek.name)).toEqual([
      'Mines of Laurion', 'Ionian Revolt', 'Wrath of Poseidon', 'Miltiades', 'Themistocles', 'Pausanias',
      'Oracle of Delphi', 'Leonidas', 'Artemisia I', 'Evangelion', 'Melas Zomos', 'Molon Labe', 'Triremes',
      'Support from Syracuse', '300 Spartans', 'Desertion of Greek Soldiers',
    ]);
    expect(CARDS.map((c) => c.persian.name)).toEqual([
      'Cavalry of Mardonius', 'Tribute of Earth and Water', 'Tribute of Earth and Water', 'Carneia Festival',
      'The Immortals', 'Ostracism', 'The Great King', 'The Royal Road', 'Hippias', 'Separate Peace',
      'Sudden Death of the Great King', 'Defection of Thebes', 'Tribute of Earth and Water', 'Alliance with Carthage',
      'Acropolis on Fire', 'Pacification of Babylon or Egypt',
    ]);
  });

  it('000 §6.1: the lightning cards are Miltiades, Themistocles, The Immortals, Pausanias, Artemisia, Molon Labe, 300 Spartans', () => {
    expect(marked('lightning').sort()).toEqual(
      ['Miltiades', 'Themistocles', 'The Immortals', 'Pausanias', 'Artemisia I', 'Molon Labe', '300 Spartans'].sort(),
    );
  });

  it('000 §6.2: Miltiades, Themistocles, Leonidas and Artemisia are once per game', () => {
    expect(marked('once').sort()).toEqual(['Artemisia I', 'Leonidas', 'Miltiades', 'Themistocles']);
  });

  it('facts table: Sparta events are Pausanias, Leonidas, Melas Zomos and 300 Spartans, all Greek', () => {
    expect(marked('sparta').sort()).toEqual(['300 Spartans', 'Leonidas', 'Melas Zomos', 'Pausanias']);
    expect(CARDS.every((c) => !c.persian.marks.includes('sparta'))).toBe(true);
  });

  it('000 §5.3: Sudden Death of the Great King is card 11, at most twice per game', () => {
    expect(cardNumber('suddenDeath')).toBe(11);
    expect(cardHalf(11, 'persia').marks).toEqual(['twice']);
    expect(cardHalf(11, 'persia').rules).toContain('000 §5.3');
  });

  it('Tribute of Earth and Water is on cards 2, 3 and 13', () => {
    expect(cardsWith('tribute').map((x) => x.card.number)).toEqual([2, 3, 13]);
    expect(() => cardNumber('tribute')).toThrow(InputError);
  });

  it('card(n) refuses numbers off the deck', () => {
    expect(card(7).greek.name).toBe('Oracle of Delphi');
    expect(() => card(0)).toThrow(InputError);
    expect(() => card(17)).toThrow(/numbered 1 to 16/);
  });
});

describe('link to the battle modifiers (battle.ts BATTLE_EVENTS, by card number)', () => {
  it('every battle event sits on a half marked as mattering in battle, on the right side', () => {
    for (const [id, e] of Object.entries(BATTLE_EVENTS)) {
      const half = cardHalf(e.card, e.side);
      expect(half.matters, `${id} on card ${e.card}`).toContain('battle');
      expect(half.key).toBe(id);
      expect(battleEventsOf(e.card, e.side).map((x) => x.id)).toContain(id);
    }
  });

  it('card 4: Miltiades (Greece) makes Greece roll 3 dice; the Persian half has no battle event', () => {
    const [m] = battleEventsOf(4, 'greece');
    expect(m!.greekDice).toBe(3);
    expect(battleEventsOf(4, 'persia')).toEqual([]);
  });

  it('every half that says it matters in battle has a battle event, except Themistocles (a naval move, no dice)', () => {
    for (const c of CARDS) {
      for (const side of ['greece', 'persia'] as const) {
        const h = cardHalf(c.number, side);
        if (h.matters.includes('battle') && h.key !== 'themistocles') {
          expect(battleEventsOf(c.number, side).length, h.name).toBe(1);
        }
      }
    }
  });
});

describe('searchCards', () => {
  const names = (q: string) => searchCards(q).map((c) => c.number);

  it('an empty query gives the whole deck in number order', () => {
    expect(names('')).toHaveLength(16);
    expect(names('   ')).toHaveLength(16);
  });

  it('finds by name, case-insensitive, in either half', () => {
    expect(names('leonidas')).toEqual([8]);
    // Molon Labe (#12) answers a Tribute, so its text matches too.
    expect(names('TRIBUTE')).toEqual([2, 3, 12, 13]);
    expect(names('acropolis')).toEqual([15]);
  });

  it('a bare number (or #n) finds that card', () => {
    expect(names('11')).toEqual([11]);
    expect(names('#5')).toEqual([5]);
    expect(names('99')).toEqual([]);
  });

  it('finds by mark and by where it matters; every word must match', () => {
    expect(names('lightning')).toEqual([4, 5, 6, 9, 12, 15]);
    expect(names('once')).toEqual(expect.arrayContaining([4, 5, 8, 9]));
    expect(names('scoring')).toEqual(expect.arrayContaining([7, 10, 11, 15, 16]));
    expect(names('lightning naval')).toEqual([5, 9]);
  });

  it('ignores accents', () => {
    expect(names('thébai')).toEqual(expect.arrayContaining([12]));
    expect(names('nothing-like-this')).toEqual([]);
  });
});
