/**
 * Real URLs for every screen (History API). Each tool's screen is a lazily loaded chunk, so
 * the first screen stays light; the service worker serves index.html for any deep link
 * offline (navigateFallback), and the back button walks the history. A screen is shown once
 * the language is settled too (i18n/locale.ts), so it never flashes in the other language.
 */
import { msg } from '@lit/localize';
import { languageReady } from './i18n/locale.js';

export interface Route {
  path: string;
  /** Custom element rendered for the route. */
  tag: string;
  title: () => string;
  load: () => Promise<unknown>;
}

/** The screen's module and the language, both ready. */
const withLanguage = (load: () => Promise<unknown>) => () => Promise.all([load(), languageReady()]);

export const ROUTES: readonly Route[] = [
  { path: '/', tag: 'home-screen', title: () => msg('Strategos'), load: withLanguage(() => import('./home-screen/home-screen.js')) },
  {
    path: '/earth-water',
    tag: 'earth-water-screen',
    title: () => msg('Earth & Water companion'),
    load: withLanguage(() => import('./earth-water-screen/earth-water-screen.js')),
  },
  {
    path: '/persia',
    tag: 'persia-screen',
    title: () => msg('PERS.IA solo opponent'),
    load: withLanguage(() => import('./persia-screen/persia-screen.js')),
  },
  {
    path: '/thermopylae',
    tag: 'thermopylae-screen',
    title: () => msg('9 Card Thermopylae'),
    load: withLanguage(() => import('./thermopylae-screen/thermopylae-screen.js')),
  },
  {
    path: '/glossary',
    tag: 'glossary-panel',
    title: () => msg('Glossary'),
    load: withLanguage(() => import('./glossary-panel/glossary-panel.js')),
  },
  {
    path: '/settings',
    tag: 'settings-screen',
    title: () => msg('Settings'),
    load: withLanguage(() => import('./settings-screen/settings-screen.js')),
  },
];

/** The route for a pathname: exact match, or the longest route that prefixes it (/thermopylae/…). */
export function matchRoute(pathname: string): Route | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  let best: Route | null = null;
  for (const r of ROUTES) {
    if (clean === r.path || (r.path !== '/' && clean.startsWith(r.path + '/'))) {
      if (!best || r.path.length > best.path.length) best = r;
    }
  }
  return best;
}

/** The window title for a pathname: the screen's name with the app's, or "Not found". */
export function documentTitle(pathname: string): string {
  const route = matchRoute(pathname);
  if (!route) return msg('Not found · Strategos');
  return route.path === '/' ? route.title() : `${route.title()} · Strategos`;
}

export const NAVIGATE_EVENT = 'strategos-navigate';

/** Go to `path` (with its #place, if any) with a history entry, and tell the app shell. */
export function navigate(path: string): void {
  if (location.pathname + location.search + location.hash === path) return;
  history.pushState({}, '', path);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
}
