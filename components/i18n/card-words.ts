/**
 * The Earth & Water cards in the language on screen (issue 20, items 3 and 6): in Dutch, the names
 * and reminders of components/i18n/cards-nl.ts (003's names: #04 Carneiafeest, #05 De
 * Onsterfelijken …), in English those of src/earth-water/cards.ts. The Dutch table is a chunk of
 * its own (dutch-cards.ts), loaded with the Dutch messages of the screens that name cards
 * (screens.ts), so English never downloads it; until it is there, the English name stands.
 */
import { fold, type Card, type CardHalf } from '../../src/earth-water/cards.js';
import type { CardHalfNl } from './cards-nl.js';
import { currentLocale } from './locale.js';
import { dutchCardTable, loadDutchCards } from './dutch-cards.js';

export { loadDutchCards };

/** The Dutch card table is loaded. */
export function dutchCardsReady(): boolean {
  return dutchCardTable() !== undefined;
}

function dutch(key: string): CardHalfNl | undefined {
  return currentLocale() === 'nl' ? dutchCardTable()?.[key] : undefined;
}

/** A card half's name by its key (a CardKey, or a battle event's id, which is its card's key). */
export function cardName(key: string, english: string): string {
  return dutch(key)?.name ?? english;
}

/** A card half's short reminder in the language on screen. */
export function cardText(half: CardHalf): string {
  return dutch(half.key)?.text ?? half.text;
}

/**
 * Cards matching every word of `query` in the words `wordsOf` gives each card (case and accents
 * ignored, as src/earth-water/cards.ts `searchCards` does); a bare number ("4", "#4") finds that
 * card; an empty query gives `cards` whole. For the Dutch card reference, whose words are Dutch.
 */
export function searchWorded(cards: readonly Card[], query: string, wordsOf: (c: Card) => string): Card[] {
  const q = fold(String(query)).trim();
  if (q === '') return [...cards];
  const num = /^#?(\d{1,2})$/.exec(q);
  if (num) return cards.filter((c) => c.number === Number(num[1]));
  const words = q.split(/\s+/).filter(Boolean);
  return cards.filter((c) => {
    const h = fold(wordsOf(c));
    return words.every((w) => h.includes(w));
  });
}
