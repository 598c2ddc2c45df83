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

/** A screen ready once its level-1 heading `h1` shows. */
const titled = (name, path, h1, tool) => ({ name, path, tool, ready: async (page) => page.getByRole('heading', { level: 1, name: h1 }).waitFor() });

/** A screen ready once `selector` (piercing shadow roots) is on the page. */
const showing = (name, path, selector, tool) => ({ name, path, tool, ready: async (page) => page.locator(selector).first().waitFor() });

/** A solo game started with the default options on the table, PERS.IA's preparation on show to copy (004 §4). */
async function startSolo(page) {
  const start = page.locator('button[data-new-game]');
  await start.waitFor();
  await act(page, () => start.click());
  await page.locator('persia-table button[data-table-done]').waitFor();
}

/** Tap each of `selectors` in turn, each waited for as saved and shown. */
async function tapAll(page, selectors) {
  for (const s of selectors) await act(page, () => page.locator(s).click());
}

const EW = 'Earth & Water';
const PERSIA = 'PERS.IA';
const TH = 'Thermopylae';

/**
 * @typedef {{ name: string, path: string, tool?: string,
 *   ready: (page: import('playwright-core').Page, url: string) => Promise<void> }} Screen
 * @type {Screen[]}
 */
export const SCREENS = [
  titled('home', '/', 'Strategos'),
  titled('settings', '/settings', 'Settings'),
  titled('not found', '/no-such-place', 'Page not found'),
  titled('glossary', '/glossary', 'Glossary'),
  showing('Earth & Water: board', '/earth-water', 'ew-board-mirror g.city[data-city="Athenai"]', EW),
  {
    name: 'Earth & Water: board, city editor open',
    path: '/earth-water',
    tool: EW,
    ready: async (page) => {
      await page.locator('ew-board-mirror g.city[data-city="Athenai"]').click();
      await page.getByRole('button', { name: 'Add one Persian army to Athenai' }).waitFor();
    },
  },
  {
    name: 'Earth & Water: campaign',
    path: '/earth-water/campaign',
    tool: EW,
    ready: async (page) => page.getByRole('heading', { name: 'Campaign 1 of 5' }).waitFor(),
  },
  {
    // Issue 28: the card events a side may play, listed on the campaign tab in the operations.
    name: 'Earth & Water: campaign, card events in the operations',
    path: '/earth-water/campaign',
    tool: EW,
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Campaign 1 of 5' }).waitFor();
      for (const name of [
        'Persia buys a card (1 talent)',
        'Cards bought and read: raise pieces',
        'Persia is ready: Greek preparation',
        'Greece buys a card (1 talent)',
        'Cards bought and read: raise pieces',
        'Greece is ready: start operations',
      ]) {
        await act(page, () => page.getByRole('button', { name, exact: true }).click());
      }
      // Operations open on the board (issue 28 item 5): back to the campaign tab, where the events are listed.
      await page.locator('earth-water-screen [data-tab="board"][aria-current="page"]').waitFor();
      await page.locator('earth-water-screen [data-tab="campaign"]').click();
      await page.locator('ew-card-events li[data-event="tribute"] select').waitFor();
    },
  },
  showing('Earth & Water: battle', '/earth-water/battle', 'ew-battle-roller', EW),
  {
    name: 'Earth & Water: a battle being fought',
    path: '/earth-water/battle',
    tool: EW,
    ready: async (page) => {
      // The calculator's own battle: only where the attacker came from is asked.
      await page.locator('ew-battle-roller select').nth(1).selectOption({ index: 1 });
      await act(page, () => page.getByRole('button', { name: 'Start the battle' }).click());
      await page.locator('ew-battle-roller .battle').waitFor();
    },
  },
  showing('Earth & Water: supply', '/earth-water/supply', 'ew-supply-calculator', EW),
  showing('Earth & Water: scoring', '/earth-water/scoring', 'ew-score-calculator', EW),
  showing('Earth & Water: cards', '/earth-water/cards', 'ew-card-reference', EW),
  showing('PERS.IA: new game options', '/persia', 'button[data-new-game]', PERSIA),
  { name: 'PERS.IA: solo game', path: '/persia', tool: PERSIA, ready: startSolo },
  {
    name: 'PERS.IA: an operation rolled',
    path: '/persia',
    tool: PERSIA,
    ready: async (page) => {
      await startSolo(page);
      await tapAll(page, ['persia-table button[data-table-done]', `ew-campaign-checklist button[data-action='{"type":"next"}']`, `ew-campaign-checklist button[data-action='{"type":"next"}']`, 'persia-table button[data-roll]']);
      await page.locator('persia-table article[data-decision="operation"]').waitFor();
    },
  },
  {
    name: 'PERS.IA: solo game, new game panel open',
    path: '/persia',
    tool: PERSIA,
    ready: async (page) => {
      await startSolo(page);
      await page.getByRole('button', { name: 'New game' }).click();
      await page.locator('persia-screen section.new-game persia-new-game').waitFor();
    },
  },
  showing('PERS.IA: player aid', '/persia/aid', 'persia-step-table[interactive]', PERSIA),
  titled('Thermopylae: games', '/thermopylae', '9 Card Thermopylae', TH),
  showing('Thermopylae: about', '/thermopylae/about', 'th-card-view', TH),
  titled('Thermopylae: history', '/thermopylae/history', 'Thermopylae history', TH),
  {
    name: 'Thermopylae: a game',
    path: '/thermopylae',
    tool: TH,
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
