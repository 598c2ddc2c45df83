/**
 * The app's language (issue 20): English, the language the messages are written in, or Dutch,
 * whose messages (built from xliff/nl.xlf) load only when Dutch is chosen: the first screen's
 * (locales/nl.ts) with the language, each tool screen's (locales/nl-<screen>.ts) with that
 * screen (`screenMessages`). The service worker precaches them all, so Dutch works offline.
 *
 * The Settings choice is 'system', 'en' or 'nl'. 'system' reads the browser's languages in the
 * player's order and takes the first one the app speaks: any `nl` (nl, nl-NL, nl-BE …) gives
 * Dutch, any `en` English, and a list with neither gives English. Switching re-renders every
 * `@localized()` element in place (lit-localize runtime mode), so nothing on screen is lost;
 * `<html lang>`, the web manifest link and `onLanguageChange` listeners follow once the new
 * messages are there.
 *
 * The language is only how the screens speak. The rules edition (000 or 003) is its own
 * setting; on the first run it starts from the language (controllers/settings.ts).
 */
import { configureLocalization, LOCALE_STATUS_EVENT } from '@lit/localize';
import { sourceLocale, targetLocales } from './locale-codes.js';
import type { Language } from '../../src/storage/settings.js';
import { StrategosError } from '../../src/core/errors.js';
import { DUTCH_SCREEN_MESSAGES, type ScreenChunk, type Templates } from './screens.js';

export type AppLocale = 'en' | 'nl';

/** The locale for a list of BCP 47 language tags in preference order (navigator.languages). */
export function localeFromLanguages(tags: readonly string[]): AppLocale {
  for (const tag of tags) {
    const primary = String(tag).trim().toLowerCase().split(/[-_]/)[0];
    if (primary === 'nl') return 'nl';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** The browser's languages, most preferred first (empty where there is no navigator). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** The locale a Settings choice stands for now. */
export function resolveLocale(choice: Language, tags: readonly string[] = browserLanguages()): AppLocale {
  return choice === 'system' ? localeFromLanguages(tags) : choice;
}

/**
 * The Dutch messages loaded so far, one object lit-localize reads at every `msg()`: the first
 * screen's (locales/nl.ts) with the language, each screen's chunk with its screen (screens.ts).
 */
const dutch: Templates = {};
/** The screens shown so far: their chunks come with the Dutch messages. */
const screensShown = new Set<ScreenChunk>();
const chunkLoads = new Map<ScreenChunk, Promise<void>>();
/** Dutch is chosen (its messages are loaded or loading). */
let dutchWanted = false;

function loadScreenChunk(screen: ScreenChunk): Promise<void> {
  let p = chunkLoads.get(screen);
  if (!p) {
    p = DUTCH_SCREEN_MESSAGES[screen]().then((m) => void Object.assign(dutch, m.templates));
    // A failed fetch (offline before the service worker had it) may be tried again later.
    p.catch(() => chunkLoads.delete(screen));
    chunkLoads.set(screen, p);
  }
  return p;
}

const { getLocale, setLocale } = configureLocalization({
  sourceLocale,
  targetLocales,
  loadLocale: async (locale) => {
    if (locale !== 'nl') throw new Error(`no messages for ${locale}`);
    const [first] = await Promise.all([import('./locales/nl.js'), ...[...screensShown].map(loadScreenChunk)]);
    Object.assign(dutch, first.templates);
    return { templates: dutch } as unknown as typeof first;
  },
});

/**
 * A screen is about to be shown: its Dutch messages come with it when Dutch is chosen (the
 * router waits for them, so the screen never shows English first). Never rejects: a chunk that
 * cannot be fetched leaves that screen in English.
 */
export function screenMessages(screen: ScreenChunk): Promise<void> {
  if (!Object.hasOwn(DUTCH_SCREEN_MESSAGES, screen)) {
    throw new StrategosError(`screenMessages: no Dutch chunk named ${String(screen)}`, { id: 'error.input', params: { what: 'screenMessages' } });
  }
  screensShown.add(screen);
  return dutchWanted ? loadScreenChunk(screen).catch(() => {}) : Promise.resolve();
}

/** The locale the screens speak now (the messages loaded). */
export function currentLocale(): AppLocale {
  return getLocale() as AppLocale;
}

let choice: Language = 'system';
let applied: Promise<void> = Promise.resolve();
let isReady = false;
let firstApplied: () => void = () => {};
const ready = new Promise<void>((resolve) => (firstApplied = resolve)).then(() => {
  isReady = true;
});

/**
 * Speak the language `next` stands for. Resolves once its messages are on screen, or once
 * loading them failed (the screens then stay in the language they had); never rejects.
 */
export function applyLanguage(next: Language): Promise<void> {
  choice = next;
  const locale = resolveLocale(next);
  dutchWanted = locale === 'nl';
  applied = setLocale(locale)
    .catch(() => {
      // The Dutch chunk could not be fetched (offline before the service worker had it). Stay
      // in English, and reset lit-localize, which would otherwise keep the failed load pending.
      return setLocale(sourceLocale);
    })
    .catch(() => {})
    .finally(firstApplied);
  return applied;
}

/**
 * Resolves when the language of the first screen is settled: the stored choice applied (or,
 * if settings cannot be read within `waitMs`, the browser's). The router waits for it before
 * showing a screen, so a Dutch player does not see English flash first.
 */
export function languageReady(waitMs = 1500): Promise<void> {
  if (isReady) return Promise.resolve();
  return Promise.race([
    ready,
    new Promise<void>((resolve) =>
      setTimeout(() => {
        if (choice === 'system') void applyLanguage('system').then(resolve);
        else resolve();
      }, waitMs),
    ),
  ]);
}

/** Call `fn` after every switch of language, once the new messages are in place. */
export function onLanguageChange(fn: (locale: AppLocale) => void): () => void {
  const listener = (e: Event) => {
    const d = (e as CustomEvent<{ status: string; readyLocale?: string }>).detail;
    if (d.status === 'ready') fn(d.readyLocale as AppLocale);
  };
  window.addEventListener(LOCALE_STATUS_EVENT, listener);
  return () => window.removeEventListener(LOCALE_STATUS_EVENT, listener);
}

/** The web manifest for each language: the name and description the device shows. */
export const MANIFESTS: Readonly<Record<AppLocale, string>> = {
  en: '/manifest.webmanifest',
  nl: '/manifest.nl.webmanifest',
};

/** `<html lang>` and the manifest link follow the messages on screen. */
function markDocument(locale: AppLocale): void {
  const root = document.documentElement;
  root.lang = locale;
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link && link.getAttribute('href') !== MANIFESTS[locale]) link.setAttribute('href', MANIFESTS[locale]);
}

if (typeof window !== 'undefined') {
  onLanguageChange(markDocument);
  // The browser's languages changed (system settings): follow them if the player chose 'system'.
  window.addEventListener('languagechange', () => {
    if (choice === 'system') void applyLanguage('system');
  });
}

/** For tests: resolves when the last requested language is in place. */
export function languageSettled(): Promise<void> {
  return applied;
}
