// The Dutch card names and notes are 003's, letter for letter (issue 20, item 3: "the card names
// and card texts as 003 prints them (#04 Carneiafeest, #05 De Onsterfelijken, …)"), and the
// Dutch reminders say what the English ones say: the same numbers and the same cities.
import { describe, it, expect } from 'vitest';
import { CARDS, type CardKey } from '../../../src/earth-water/cards.js';
import { CITIES } from '../../../src/earth-water/types.js';
import { CARD_HALVES_NL, cardHalfNl } from '../../../components/i18n/cards-nl.js';
import { StrategosError } from '../../../src/core/errors.js';
import { haveRulebooks, NEEDS_RULEBOOKS, rulebook, sayIfSkipped } from './seeds.js';

const text003 = haveRulebooks ? rulebook('003') : '';
sayIfSkipped('cards-nl.test.ts, "names every half as 003 prints it" and "gives each half its paragraph of 003’s card overview"');

/** 003's card overview headings: for each number, the Greek and the Persian half's name. */
function printedNames(): Map<number, { greek: string[]; persian: string[] }> {
  const overview = text003.slice(text003.indexOf('OVERZICHT VAN DE KAARTEN'));
  const out = new Map<number, { greek: string[]; persian: string[] }>();
  const at = (n: number) => out.get(n) ?? (out.set(n, { greek: [], persian: [] }), out.get(n)!);
  for (const m of overview.matchAll(/^#([\d, ]+): (.+)$/gm)) {
    const numbers = m[1]!.split(',').map((x) => Number(x.trim()));
    const names = m[2]!.trim().split(' / ');
    for (const n of numbers) {
      const slot = at(n);
      if (names.length === 2) {
        slot.greek.push(names[0]!);
        slot.persian.push(names[1]!);
      } else if (numbers.length > 1) slot.persian.push(names[0]!); // "#02, 03, 13: Aarde en water"
      else (slot.greek.length === 0 ? slot.greek : slot.persian).push(names[0]!); // Greek half first
    }
  }
  return out;
}

/** Text as printed, for comparison: no bold/italic marks, one space, hyphenated breaks joined. */
const flat = (s: string) =>
  s
    .replace(/\*+/g, '')
    .replace(/-\s*\n\s*\n\s*(?=[a-z])/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('Dutch card names and notes (003)', () => {
  const keys = [...new Set(CARDS.flatMap((c) => [c.greek.key, c.persian.key]))].sort();

  it('has one Dutch entry for every card half of cards.ts, and no other', () => {
    expect(Object.keys(CARD_HALVES_NL).sort()).toEqual(keys);
  });

  it.skipIf(!haveRulebooks)(`names every half as 003 prints it, on the same card and side ${NEEDS_RULEBOOKS}`, () => {
    const printed = printedNames();
    for (const c of CARDS) {
      const p = printed.get(c.number)!;
      expect(p.greek, `#${c.number} Greek`).toEqual([cardHalfNl(c.greek.key).name]);
      expect(p.persian, `#${c.number} Persian`).toEqual([cardHalfNl(c.persian.key).name]);
    }
    // the issue's own examples
    expect(cardHalfNl('carneiaFestival').name).toBe('Carneiafeest');
    expect(cardHalfNl('immortals').name).toBe('De Onsterfelijken');
    expect(cardHalfNl('spartans300').name).toBe('300');
    expect(cardHalfNl('tribute').name).toBe('Aarde en water');
  });

  it.skipIf(!haveRulebooks)(`gives each half its paragraph of 003’s card overview, word for word ${NEEDS_RULEBOOKS}`, () => {
    const book = flat(text003);
    for (const key of keys) {
      const note = cardHalfNl(key as CardKey).note;
      expect(note.length, key).toBeGreaterThan(40);
      for (const paragraph of note.split('\n\n')) expect(book, `${key}: ${paragraph.slice(0, 40)}…`).toContain(flat(paragraph));
    }
    // a sample read by eye against seeds/003
    expect(cardHalfNl('carneiaFestival').note).toBe(
      'Het Carneiafeest is een van de belangrijkste religieuze feesten in Sparta. Tijdens het feest zijn militaire acties verboden. Daarom kon Sparta niet zijn volledige leger mobiliseren voor de Slag bij Thermopylae (480 v.Chr.).',
    );
    expect(cardHalfNl('evangelion').note).toContain('tijdens de eerste moderne Olympische Spelen (1896)');
  });

  it('reminds of the same numbers and cities as the English text', () => {
    const numbers = (s: string) => (s.match(/\d+/g) ?? []).sort();
    const cities = (s: string) => CITIES.filter((city) => s.includes(city)).sort();
    for (const c of CARDS) {
      for (const h of [c.greek, c.persian]) {
        const nl = cardHalfNl(h.key).text;
        expect(numbers(nl), h.key).toEqual(numbers(h.text));
        expect(cities(nl), h.key).toEqual(cities(h.text));
      }
    }
  });

  it('refuses a key that names no card half', () => {
    expect(() => cardHalfNl('nothing' as CardKey)).toThrow(StrategosError);
    expect(() => cardHalfNl('toString' as CardKey)).toThrow(StrategosError);
  });
});
