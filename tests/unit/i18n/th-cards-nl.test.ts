// The Thermopylae cards in Dutch say what the English ones say (002 has no Dutch edition): the
// same sections, numbers, citations and reconstruction marks, so a change to a card's English
// text that the Dutch does not follow fails here.
import { describe, it, expect } from 'vitest';
import { CARDS, CARD_IDS } from '../../../src/thermopylae/data.js';
import type { CardId } from '../../../src/thermopylae/types.js';
import { thCardWords, TH_CARDS_NL } from '../../../components/i18n/th-cards-nl.js';
import { StrategosError } from '../../../src/core/errors.js';

/** Citations ("002 §9.0", "§16.3.2"), "v1" marks and the numbers of a text, in order. */
const facts = (s: string) => s.match(/\d{3} §[\d.]+|§[\d.]+|v1|[+−-]?\d+/g) ?? [];

describe('Thermopylae cards in Dutch', () => {
  it('covers the seven cards, with a tactic exactly where the English card has one', () => {
    expect(Object.keys(TH_CARDS_NL).map(Number)).toEqual([...CARD_IDS]);
    for (const id of CARD_IDS) expect(TH_CARDS_NL[id].tactics === null, `#${id}`).toBe(CARDS[id].tactics === null);
  });

  it('cites the same rules, marks and numbers as the English text of each section', () => {
    for (const id of CARD_IDS) {
      const en = thCardWords(id, 'en');
      const nl = thCardWords(id, 'nl');
      expect(facts(nl.command), `#${id} command`).toEqual(facts(en.command));
      expect(facts(nl.event), `#${id} event`).toEqual(facts(en.event));
      if (en.tactics) expect(facts(nl.tactics!.text), `#${id} tactics`).toEqual(facts(en.tactics.text));
    }
  });

  it('gives the English words from the rules data itself', () => {
    expect(thCardWords(2, 'en').tactics!.name).toBe(CARDS[2].tactics!.name);
    expect(thCardWords(3, 'en').tactics).toBeNull();
    expect(thCardWords(6, 'en').command).toBe(CARDS[6].command.text);
  });

  it('refuses a card that does not exist', () => {
    expect(() => thCardWords(8 as CardId, 'nl')).toThrow(StrategosError);
    expect(() => thCardWords(0 as CardId, 'en')).toThrow(StrategosError);
  });
});
