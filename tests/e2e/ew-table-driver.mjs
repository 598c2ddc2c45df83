// Playing the Earth & Water table through the built app as a person does, for the browser tests
// that script a campaign (earth-water-campaign.test.mjs, earth-water-events.test.mjs): taps on the
// tabs, the board's cities and move panel, the checklist, the card events and the battle roller,
// each counted under a name (README's Measured table prints them), and every tap that changes the
// table waits for the app's own "saved and shown" signal (harness.mjs `act`), never a fixed time.
// `expectedTable` keeps the table the same steps give in src/earth-water (applyWithPasses: the
// steps that carry no information pass by themselves, as in the app), to compare with the table
// the app saved in IndexedDB (table-save.mjs) after every step.
import assert from 'node:assert/strict';
import { act } from './harness.mjs';

/** What a step must have left: the table's parts a verb changes (the dice seed differs, and is unused). */
export const facts = (t) => ({ board: t.board, checklist: t.checklist, portraits: t.portraits, lastMove: t.lastMove, battle: t.battle, note: t.note, eventWindow: t.eventWindow });

/**
 * Settings: the player rolls physical dice and types them in (so the app and src roll the same),
 * saved before the page goes on (the app's own signal); then the Earth & Water board.
 * @param {import('playwright-core').Page} page
 * @param {string} url the app's address
 */
export async function openTableWithPhysicalDice(page, url) {
  await page.goto(url + '/settings');
  await act(page, () => page.getByRole('radio', { name: 'I roll physical dice and enter them' }).check());
  await page.goto(url + '/earth-water');
  await page.locator('ew-board-mirror g.city[data-city="Athenai"]').waitFor();
}

/**
 * The taps of one scripted game on `page` (the Earth & Water screen loaded), counted in `taps`
 * by the name given to each.
 * @param {import('playwright-core').Page} page
 */
export function tableDriver(page) {
  /** Taps per name, in the order the names were first used. */
  const taps = {};
  const tap = (name, n = 1) => (taps[name] = (taps[name] ?? 0) + n);
  const button = (name) => page.getByRole('button', { name, exact: true });
  const city = (c) => page.locator(`ew-board-mirror g.city[data-city="${c}"]`);
  const mirror = (sel) => page.locator(`ew-board-mirror ${sel}`);

  /** A tab of the screen (a tap that changes nothing saved). */
  const nav = async (tab, name) => {
    await page.locator(`earth-water-screen nav a[data-tab="${tab}"]`).click();
    tap(name);
  };
  /** A tap that changes the table: wait for the app's "saved and shown" signal. */
  const verb = async (locator, name) => {
    await act(page, () => locator.click());
    tap(name);
  };
  /** Dice rolled at the table typed into the battle roller (physical dice): two fields and Enter. */
  const typeDice = async (persia, greece, name) => {
    await page.locator('ew-battle-roller #dice-persia').fill(persia);
    await page.locator('ew-battle-roller #dice-greece').fill(greece);
    tap(name, 2);
    await verb(button('Enter these dice'), name);
  };
  /**
   * A land movement on the board: the city, what the card is played as when the panel asks
   * (`event`: a move event of 000 §6.2; none: a plain movement), how many armies, where.
   */
  const landMove = async (from, n, to, name, event) => {
    await city(from).click();
    tap(name);
    if (event) {
      await mirror(`button.as[data-event="${event}"]`).click();
      tap(name);
    }
    await mirror(`button[data-armies="${n}"]`).click();
    tap(name);
    await verb(mirror(`.dests button[data-to="${to}"]`), name);
  };
  /** A naval movement on the board: the port, how many fleets, how many armies aboard, which port. */
  const seaMove = async (from, fleets, aboard, to, name) => {
    await city(from).click();
    await mirror(`button[data-fleets="${fleets}"]`).click();
    tap(name, 2);
    if (aboard > 0) {
      await mirror(`button[data-aboard="${aboard}"]`).click();
      tap(name);
    }
    await verb(mirror(`.dests button[data-port="${to}"]`), name);
  };
  /** The name the keyboard is on (through shadow roots), or null when focus fell to <body>. */
  const focused = () =>
    page.evaluate(() => {
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el && el !== document.body ? `${el.localName}${el.id ? '#' + el.id : ''}` : null;
    });
  const total = () => Object.values(taps).reduce((a, b) => a + b, 0);
  return { taps, tap, total, button, city, mirror, nav, verb, typeDice, landMove, seaMove, focused };
}

/**
 * The table the scripted steps give in src/earth-water, from `start`. `play(actions)` applies a
 * step's actions as the app does (applyWithPasses); an action of the script that src already took
 * by itself (a forced pass) is met in `taken` and not applied twice.
 */
export function expectedTable(EW, start) {
  const ex = {
    table: start,
    /** The forced steps src took by itself after an action, still to meet in the script. */
    taken: [],
    play(actions) {
      for (const a of actions) {
        if (ex.taken.length && JSON.stringify(ex.taken[0]) === JSON.stringify(a)) {
          ex.taken.shift();
          continue;
        }
        const r = EW.applyWithPasses(ex.table, a);
        ex.table = r.table;
        ex.taken.push(...r.passes);
      }
      return ex.table;
    },
  };
  return ex;
}

/** The table saved in IndexedDB is the one src gives for the same steps. */
export function sameTable(saved, expected, label) {
  assert.deepStrictEqual(facts(saved), facts(expected), `after "${label}" the saved table differs from src/earth-water's`);
}
