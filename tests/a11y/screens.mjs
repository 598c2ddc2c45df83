// Every screen of the app as a browser test reaches it: a path, and for a screen that only
// shows after some play (a city editor open, an operation rolled, a game started), the taps
// that lead there. The accessibility tests (tests/e2e/a11y-*.test.mjs) run over this list, so a
// new screen is added here once and checked by all of them.
//
// `tool` names the screens being rewritten when this list was written (issue 19, first part):
// their findings go in each test's expected-failures list for the second pass, never skipped.
import { act } from '../e2e/harness.mjs';

/** Wait until the shell shows a screen (not its loading placeholder). */
export async function screenShown(page) {
  await page.locator('strategos-app main > *:not(.loading)').first().waitFor();
}

async function go(page, url, path) {
  await page.goto(url + path);
  await screenShown(page);
}

/**
 * @typedef {{ name: string, path: string, tool?: string,
 *   ready: (page: import('playwright-core').Page, url: string) => Promise<void> }} Screen
 * @type {Screen[]}
 */
export const SCREENS = [
  {
    name: 'home',
    path: '/',
    ready: async (page) => page.getByRole('heading', { level: 1, name: 'Strategos' }).waitFor(),
  },
  {
    name: 'settings',
    path: '/settings',
    ready: async (page) => page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor(),
  },
  {
    name: 'not found',
    path: '/no-such-place',
    ready: async (page) => page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor(),
  },
  {
    name: 'glossary',
    path: '/glossary',
    ready: async (page) => page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor(),
  },
  {
    name: 'Earth & Water: board',
    path: '/earth-water',
    tool: 'Earth & Water',
    ready: async (page) => page.locator('ew-board-mirror g.city[data-city="Athenai"]').waitFor(),
  },
  {
    name: 'Earth & Water: board, city editor open',
    path: '/earth-water',
    tool: 'Earth & Water',
    ready: async (page) => {
      await page.locator('ew-board-mirror g.city[data-city="Athenai"]').click();
      await page.getByRole('button', { name: 'Add one Persian army to Athenai' }).waitFor();
    },
  },
  {
    name: 'Earth & Water: campaign',
    path: '/earth-water/campaign',
    tool: 'Earth & Water',
    ready: async (page) => page.getByRole('heading', { name: 'Campaign 1 of 5' }).waitFor(),
  },
  {
    name: 'Earth & Water: battle',
    path: '/earth-water/battle',
    tool: 'Earth & Water',
    ready: async (page) => page.locator('ew-battle-roller').waitFor(),
  },
  {
    name: 'Earth & Water: supply',
    path: '/earth-water/supply',
    tool: 'Earth & Water',
    ready: async (page) => page.locator('ew-supply-calculator').waitFor(),
  },
  {
    name: 'Earth & Water: scoring',
    path: '/earth-water/scoring',
    tool: 'Earth & Water',
    ready: async (page) => page.locator('ew-score-calculator').waitFor(),
  },
  {
    name: 'Earth & Water: cards',
    path: '/earth-water/cards',
    tool: 'Earth & Water',
    ready: async (page) => page.locator('ew-card-reference').waitFor(),
  },
  {
    name: 'PERS.IA: new game options',
    path: '/persia',
    tool: 'PERS.IA',
    ready: async (page) => page.locator('button[data-new-game]').waitFor(),
  },
  {
    name: 'PERS.IA: solo game',
    path: '/persia',
    tool: 'PERS.IA',
    ready: async (page) => {
      const start = page.locator('button[data-new-game]');
      await start.waitFor();
      await act(page, () => start.click());
      await page.locator('persia-plan button.apply').waitFor();
    },
  },
  {
    name: 'PERS.IA: an operation rolled',
    path: '/persia',
    tool: 'PERS.IA',
    ready: async (page) => {
      const start = page.locator('button[data-new-game]');
      await start.waitFor();
      await act(page, () => start.click());
      const apply = page.locator('persia-plan button.apply');
      await apply.waitFor();
      await act(page, () => apply.click());
      await act(page, () => page.locator('button[data-table-done]').click());
      await act(page, () => page.locator('button[data-greek-cards]').click());
      await act(page, () => page.locator('button[data-greek-prep]').click());
      await act(page, () => page.locator('button[data-roll]').click());
      await page.locator('persia-operation .action').waitFor();
    },
  },
  {
    name: 'PERS.IA: player aid',
    path: '/persia/aid',
    tool: 'PERS.IA',
    ready: async (page) => page.locator('persia-step-table[interactive]').waitFor(),
  },
  {
    name: 'Thermopylae: games',
    path: '/thermopylae',
    tool: 'Thermopylae',
    ready: async (page) => page.getByRole('heading', { level: 1, name: '9 Card Thermopylae' }).waitFor(),
  },
  {
    name: 'Thermopylae: about',
    path: '/thermopylae/about',
    tool: 'Thermopylae',
    ready: async (page) => page.locator('th-card-view').first().waitFor(),
  },
  {
    name: 'Thermopylae: history',
    path: '/thermopylae/history',
    tool: 'Thermopylae',
    ready: async (page) => page.getByRole('heading', { level: 1, name: 'Thermopylae history' }).waitFor(),
  },
  {
    name: 'Thermopylae: a game',
    path: '/thermopylae',
    tool: 'Thermopylae',
    ready: async (page) => {
      await page.getByLabel(/^Seed/).fill('2026');
      await page.getByRole('button', { name: 'Start the battle' }).click();
      await page.locator('th-play [data-step]').waitFor();
    },
  },
];

/** Open `screen` in `page` (a fresh context's page) and wait until it is ready to be checked. */
export async function openScreen(page, url, screen) {
  await go(page, url, screen.path);
  await screen.ready(page, url);
}
