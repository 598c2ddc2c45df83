/**
 * The Dutch Earth & Water card table (components/i18n/cards-nl.ts, 003's names and texts) as a
 * chunk of its own, and the loader the Dutch Earth & Water and PERS.IA messages call (screens.ts).
 * Kept apart from card-words.ts, which reads src/earth-water/cards.ts: screens.ts is on the first
 * screen, and the first screen must not carry the Earth & Water rules (issue 20, item 6).
 */
import type { CardHalfNl } from './cards-nl.js';

let table: Readonly<Record<string, CardHalfNl>> | undefined;
let loading: Promise<void> | undefined;

/** Load the Dutch card names and texts (once; a failed fetch may be tried again). */
export function loadDutchCards(): Promise<void> {
  if (!loading) {
    loading = import('./cards-nl.js').then((m) => {
      table = m.CARD_HALVES_NL;
    });
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/** The Dutch card table, once loaded. */
export function dutchCardTable(): Readonly<Record<string, CardHalfNl>> | undefined {
  return table;
}
