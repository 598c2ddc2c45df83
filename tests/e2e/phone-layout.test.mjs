// Every screen and panel on a phone, as issue 31 (item 4) asks: at 360 × 740, 390 × 844 and
// 844 × 390 (a phone on its side), in Dutch and in English, at 100 % and at 200 % text (the
// browser's own font size setting at 32 px, tests/a11y/overflow.mjs `bigDefaultFont`):
//  - no element scrolls sideways and nothing is cut off (tests/a11y/overflow.mjs);
//  - no word of a text node broken in the middle (a word whose letters lie on two lines, read
//    with Range.getClientRects; a break after a hyphen, soft hyphen, slash or dash is the
//    language's own and allowed), no text running out of its box, no text cut with an ellipsis.
//    This Chromium has no hyphenation dictionaries (Linux), so Dutch compounds too long for a
//    line at 200 % text carry soft hyphens at their joints in nl.xlf ("Veldtochten\u00adspoor");
//  - no visible text under the floor: 14 CSS px at 100 % text, 28 at 200 % (text that does not
//    grow with the player's setting fails there) — tests/a11y/layout.mjs;
//  - the step the player is on has its controls on screen after a tap: with the screen scrolled
//    as the app leaves it (the element the app focused after the last tap, focused again at this
//    size), each of the screen's `step` controls lies wholly inside the window, below the header.
//    (A screen opened afresh starts at its top, and is read from there: it has no `step`.)
//
// Map labels: they scale with their map, not with the player's text size; measured as drawn
// (the font size times the map's scale), a map label passes only where it is ≥ 14 px on screen
// at every size, 360 px included (the maps draw their words larger where the map is drawn
// smaller: components/controllers/map-scale.ts).
//
// Speed: each screen is opened once per language (in a fresh browser context: nothing saved by
// another screen), then resized and re-measured in place (the screens lay themselves out with
// CSS alone; the app is not reloaded between sizes). The
// Thermopylae replay needs a finished game: it is imported from a file, as a player restores
// saves (Settings → Import), instead of playing 126 steps. Every wait is for the app's own
// signals (a heading, a control, `<html data-settled>` through `act`), never a fixed time.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { serveBuiltApp, act } from './harness.mjs';
import { sidewaysProblems } from '../a11y/overflow.mjs';
import { readabilityProblems, offScreen, smallestMapWords, FLOOR_PX } from '../a11y/layout.mjs';

const app = serveBuiltApp();

const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
];
/** 100 % and 200 % text: the browser's default font size. */
const TEXT = [16, 32];

/** The step of a battle waiting for the player (components/earth-water-screen NEXT_IN_BATTLE). */
const BATTLE_STEP = ['ew-battle-roller :is(.actions input, .actions button:not([disabled]), .summary button:not([disabled]))'];

async function go(page, path) {
  await page.goto(app.url + path);
  await page.locator('strategos-app main > *:not(.loading)').first().waitFor();
}

async function startSolo(page) {
  await go(page, '/persia');
  await act(page, () => page.locator('button[data-new-game]').click());
  await page.locator('persia-table button[data-table-done]').waitFor();
}

async function startBattle(page) {
  await go(page, '/earth-water/battle');
  await page.locator('ew-battle-roller select').nth(1).selectOption({ index: 1 });
  await act(page, () => page.locator('ew-battle-roller form button[type=submit], ew-battle-roller button.primary').first().click());
  await page.locator('ew-battle-roller .battle').waitFor();
}

async function startThermopylae(page) {
  await go(page, '/thermopylae');
  await page.locator('thermopylae-screen input[inputmode], thermopylae-screen input[type=text], thermopylae-screen input[type=number]').first().fill('2026');
  await page.locator('thermopylae-screen form button[type=submit], thermopylae-screen form button.primary').first().click();
  await page.locator('th-play [data-step]').waitFor();
}

/**
 * The screens and panels, each reached as a player reaches it. `step`: the controls of the step
 * the player is on, which must be on screen. Language-free: found by element and data-* names.
 */
const SCREENS = [
  { name: 'home', open: async (p) => (await go(p, '/'), p.locator('home-screen h1').waitFor()) },
  { name: 'settings', open: async (p) => (await go(p, '/settings'), p.locator('settings-screen input[name=diceMode]').first().waitFor()) },
  { name: 'glossary', open: async (p) => (await go(p, '/glossary'), p.locator('glossary-panel h1').first().waitFor()) },
  {
    name: 'Earth & Water: board, a city open',
    open: async (p) => {
      await go(p, '/earth-water');
      await p.locator('ew-board-mirror g.city[data-city="Athenai"]').click();
      await p.locator('ew-board-mirror [data-reserve]').first().waitFor();
    },
  },
  {
    name: 'Earth & Water: campaign',
    open: async (p) => (await go(p, '/earth-water/campaign'), p.locator('ew-campaign-checklist .actions button').first().waitFor()),
  },
  {
    // a step taken: its note beside Undo and Redo
    name: 'Earth & Water: campaign, a card bought',
    step: ['ew-campaign-checklist .actions button'],
    open: async (p) => {
      await go(p, '/earth-water/campaign');
      await act(p, () => p.locator('ew-campaign-checklist .actions button').first().click());
      await p.locator('earth-water-screen [data-note]:not(:empty)').waitFor();
    },
  },
  { name: 'Earth & Water: a battle being fought', step: BATTLE_STEP, open: startBattle },
  {
    // 2 armies against 1: one round ends it, with what to do at the table
    name: 'Earth & Water: a battle fought to its end',
    open: async (p) => {
      await startBattle(p);
      await act(p, () => p.locator('ew-battle-roller [data-roll]').click());
      await p.locator('ew-battle-roller .dice-row[data-side]').first().waitFor();
    },
  },
  {
    // 2 armies against 3: after a round the battle goes on (retreat, or roll again)
    name: 'Earth & Water: a battle after a round',
    step: [...BATTLE_STEP, 'ew-battle-roller [data-roll]'],
    open: async (p) => {
      await go(p, '/earth-water/battle');
      await p.locator('ew-battle-roller select').nth(1).selectOption({ index: 1 });
      for (let i = 0; i < 2; i++) await p.locator('ew-battle-roller .stepper[aria-labelledby="def-name"] button').last().click();
      await act(p, () => p.locator('ew-battle-roller button.primary').first().click());
      await act(p, () => p.locator('ew-battle-roller [data-roll]').click());
      await p.locator('ew-battle-roller .dice-row[data-side]').first().waitFor();
    },
  },
  { name: 'Earth & Water: supply', open: async (p) => (await go(p, '/earth-water/supply'), p.locator('ew-supply-calculator').waitFor()) },
  { name: 'Earth & Water: scoring', open: async (p) => (await go(p, '/earth-water/scoring'), p.locator('ew-score-calculator').waitFor()) },
  { name: 'Earth & Water: cards', open: async (p) => (await go(p, '/earth-water/cards'), p.locator('ew-card-reference').waitFor()) },
  { name: 'PERS.IA: new game options', open: async (p) => (await go(p, '/persia'), p.locator('button[data-new-game]').waitFor()) },
  { name: 'PERS.IA: its preparation', step: ['persia-table button[data-table-done]'], open: startSolo },
  {
    name: 'PERS.IA: an operation rolled',
    step: ['persia-table section.persia button'],
    open: async (p) => {
      await startSolo(p);
      // PERS.IA's preparation copied, the Greek preparation passed through (cards, then pieces), PERS.IA's die (typed in or the app's)
      const next = `ew-campaign-checklist button[data-action='{"type":"next"}']`;
      for (const s of ['persia-table button[data-table-done]', next, next, 'persia-table :is(button[data-face="4"], button[data-roll])']) {
        await act(p, () => p.locator(s).first().click());
      }
      await p.locator('persia-table article[data-decision="operation"]').waitFor();
    },
  },
  { name: 'PERS.IA: player aid', open: async (p) => (await go(p, '/persia/aid'), p.locator('persia-step-table[interactive]').waitFor()) },
  { name: 'Thermopylae: games', open: async (p) => (await go(p, '/thermopylae'), p.locator('thermopylae-screen h1').waitFor()) },
  { name: 'Thermopylae: about', open: async (p) => (await go(p, '/thermopylae/about'), p.locator('th-card-view').first().waitFor()) },
  {
    name: 'Thermopylae: a game, a few steps in',
    step: ['th-play [data-choices] button:not([disabled])'],
    open: async (p) => {
      await startThermopylae(p);
      const choice = p.locator('th-play [data-choices] button:not([disabled]):not([data-view])').first();
      for (let i = 0; i < 3; i++) await act(p, () => choice.click());
    },
  },
  {
    name: 'Thermopylae: history and a replay',
    open: async (p) => {
      await go(p, '/settings');
      await act(p, () => p.locator('settings-screen input[type=file]').setInputFiles('tests/fixtures/thermopylae-finished-game.json'));
      await p.locator('settings-screen p[role=status]').waitFor();
      await go(p, '/thermopylae/history');
      await p.locator('thermopylae-screen a[href="/thermopylae/replay/mx0irlpoam"]').click();
      await p.locator('th-replay [data-next]').click();
      await p.locator('th-replay th-hex-map').waitFor();
    },
  },
  {
    name: 'Earth & Water: a battle with physical dice',
    // a 390 px high window at 32 px text holds the two cards offered, the two dice fields side by
    // side and "Enter these dice" under them
    step: ['ew-battle-roller form.entry input', 'ew-battle-roller form.entry button[type=submit]'],
    open: async (p) => {
      await go(p, '/settings');
      await act(p, () => p.locator('settings-screen input[name=diceMode]').nth(1).check());
      await startBattle(p);
      await p.locator('ew-battle-roller form.entry input').first().waitFor();
    },
  },
];

/**
 * In the page: from the top, focus again what the app focused after the last tap, as the app
 * does (components/controllers/focus.ts `focusElement`): the browser scrolls a control into
 * view, and a step's heading goes to the top of the screen (unless it is in a panel that sticks
 * to the screen).
 */
function placeAsTheAppDid() {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  window.scrollTo(0, 0);
  if (el && el !== document.body) {
    el.blur();
    el.focus();
    let sticky = false;
    for (let n = el; n && !sticky; n = n.parentElement ?? n.getRootNode().host ?? null) sticky = ['sticky', 'fixed'].includes(getComputedStyle(n).position);
    if (/^h[2-6]$/.test(el.localName) && !sticky) el.scrollIntoView({ block: 'start' });
  }
}


// Two screens at a time (each in its own context): the browser waits on the page more than it
// computes, so two share the machine's two cores.
describe('every screen and panel', { concurrency: 2 }, () => {
  for (const lang of ['nl', 'en']) {
    for (const screen of SCREENS) {
      test(`${lang === 'nl' ? 'Dutch' : 'English'}, ${screen.name}: fits 360, 390 and 844 px wide at 100 % and 200 % text`, async (t) => {
        // no service worker: nothing here is about working offline, and its install is slow
        const ctx = await app.browser.newContext({ viewport: SIZES[1], deviceScaleFactor: 1, locale: lang === 'nl' ? 'nl-NL' : 'en-US', serviceWorkers: 'block' });
        const page = await ctx.newPage();
        const crashes = [];
        page.on('pageerror', (e) => crashes.push(String(e)));
        const session = await ctx.newCDPSession(page);
        const problems = [];
        try {
          await screen.open(page);
          for (const size of SIZES) {
            await page.setViewportSize(size);
            for (const px of TEXT) {
              await session.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round((px * 13) / 16) } });
              const where = `${size.width}×${size.height}, ${px === 16 ? 100 : 200} % text`;
              await page.evaluate(placeAsTheAppDid);
              // what lays itself out by script at the new size (the win graph, by a ResizeObserver)
              // has done so by the second frame after
              await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
              for (const line of await sidewaysProblems(page)) problems.push(`${where}: ${line}`);
              // how large each map's smallest word is drawn, for the record (the floor is checked below)
              for (const [map, least] of Object.entries(await smallestMapWords(page))) t.diagnostic(`${where}: ${map}'s smallest word ${least} px`);
              for (const { line } of await readabilityProblems(page, { floor: (FLOOR_PX * px) / 16, mapFloor: FLOOR_PX })) {
                problems.push(`${where}: ${line}`);
              }
              for (const selector of screen.step ?? []) {
                const off = await offScreen(page.locator(selector).first());
                if (off) problems.push(`${where}: the step's control ${off}`);
              }
            }
          }
        } finally {
          await ctx.close();
        }
        assert.deepEqual(crashes, [], 'the page threw');
        assert.deepEqual(problems, [], `${problems.length} problems:\n${problems.slice(0, 40).join('\n')}`);
      });
    }
  }
});
