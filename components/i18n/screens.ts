/**
 * The Dutch messages in chunks (issue 20, item 6: the Dutch first screen within 45 KB gzipped).
 * `npm run i18n:build` writes the first screen's messages (app shell, home screen, notices) to
 * locales/nl.ts and each lazily loaded screen's own messages to locales/nl-<screen>.ts, following
 * the static imports from each screen's `root` (scripts/i18n/split.ts). locale.ts loads a
 * screen's chunk with the screen, and only in Dutch; a message two screens share is in both.
 */
import type { ScreenChunk } from './screen-chunks.js';
// Not card-words.ts: it reads src/earth-water/cards.ts, which the first screen must not carry.
import { loadDutchCards } from './dutch-cards.js';

export type { ScreenChunk };

export type Templates = Record<string, unknown>;

/** Each screen's Dutch chunk, loaded by a literal import so Vite makes one file of each. */
export const DUTCH_SCREEN_MESSAGES: Readonly<Record<ScreenChunk, () => Promise<{ templates: Templates }>>> = {
  // The two screens that name Earth & Water cards bring 003's card names too (dutch-cards.ts).
  'earth-water': () => Promise.all([import('./locales/nl-earth-water.js'), loadDutchCards()]).then(([m]) => m),
  persia: () => Promise.all([import('./locales/nl-persia.js'), loadDutchCards()]).then(([m]) => m),
  thermopylae: () => import('./locales/nl-thermopylae.js'),
  glossary: () => import('./locales/nl-glossary.js'),
  settings: () => import('./locales/nl-settings.js'),
};
