// 9 Card Thermopylae for everyone (issue 19, the Thermopylae part), in the built app:
//  - a whole game played with the keyboard alone (Tab, Shift+Tab, Enter, Space, the arrows and
//    Escape; tests/a11y/keyboard.mjs checks after every key that focus is on a shown element of
//    the tool with a visible ring, never <body>), ending on the end screen;
//  - each decision and its rolls reach the app's one live region (#announcer) in one line;
//  - on a 390 × 844 and a 360 × 740 phone the map and the step's first choice are on one screen;
//  - the hex a choice points at is ringed on the map while the choice has focus;
//  - taps per game with steps of one choice passing by themselves, against confirming each
//    (the Settings option): printed, for README's Measured table.
// Every tap that changes the game waits for the app's "saved and shown" signal (act).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveBuiltApp, trackErrors, act } from './harness.mjs';
import { keyboard } from '../a11y/keyboard.mjs';

const app = serveBuiltApp();
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };

/** In the page: what has focus inside th-play (a choice of the step, the end screen, the map). */
function focusInfo() {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  const play = document.querySelector('strategos-app')?.shadowRoot?.querySelector('thermopylae-screen')?.shadowRoot?.querySelector('th-play')?.shadowRoot;
  return {
    end: !!play?.querySelector('.end'),
    onEnd: !!el?.classList?.contains('end'),
    choice: !!el?.closest?.('[data-choices]') && el.localName === 'button',
    view: !!el?.hasAttribute?.('data-view'),
    text: (el?.textContent ?? '').trim().replace(/\s+/g, ' '),
  };
}

/** Wait until no store is writing and nothing the last key asked for is still on its way. */
const settled = (page) => page.waitForFunction(() => !document.documentElement.hasAttribute('data-saving'), null, { polling: 'raf' });

async function openLobby(page, seed) {
  await page.goto(app.url + '/thermopylae');
  await page.getByRole('heading', { level: 1, name: '9 Card Thermopylae' }).waitFor();
  await page.getByLabel(/^Seed/).fill(String(seed)); // the seed is setup, typed before play
}

test('a whole Thermopylae game by keyboard alone: focus on a shown choice after every key, the end screen focused at the end', async () => {
  const ctx = await app.browser.newContext(PHONE);
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  await openLobby(page, 20261122);
  const kb = keyboard(page, { scope: 'thermopylae-screen' });
  await kb.tabTo(/^Start the battle$/);
  let at = await kb.press('Enter');
  await page.waitForURL(/\/thermopylae\/play\//);
  await page.waitForFunction(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return !!el?.closest?.('[data-choices]');
  }, null, { timeout: 5000 }).catch(async (e) => {
    throw new Error(`focus is not on the first choice after the game opened: ${JSON.stringify(await page.evaluate(focusInfo))}`, { cause: e });
  });
  at = await kb.focused();

  // Tab and Shift+Tab move between the choices; Escape with nothing being picked keeps focus
  const first = at.name;
  await kb.press('Tab');
  at = await kb.press('Shift+Tab');
  assert.equal(at.name, first);
  at = await kb.press('Escape');
  assert.equal(at.name, first, 'Escape with nothing to close leaves focus where it was');

  let keys = 0;
  let mapPicks = 0;
  for (let i = 0; i < 1500; i++) {
    const f = await page.evaluate(focusInfo);
    if (f.end) {
      await page.waitForFunction(() => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return !!el?.classList?.contains('end');
      });
      break;
    }
    assert.ok(f.choice, `after ${keys} keys focus is on a choice of the step, not on “${f.text}”`);
    // Once, pick on the map instead: Shift+Tab to it, the arrows to a highlighted hex, Enter
    const hexes = f.view ? null : await page.evaluate(() => {
      const p = document.querySelector('strategos-app').shadowRoot.querySelector('thermopylae-screen').shadowRoot.querySelector('th-play').shadowRoot;
      const map = p.querySelector('th-hex-map').shadowRoot;
      const picks = [...map.querySelectorAll('polygon.pick')].map((x) => Number(x.dataset.hex));
      const cursor = Number(map.querySelector('svg').getAttribute('aria-activedescendant').slice(4));
      const buttons = p.querySelectorAll('[data-choices] button[data-hex]').length;
      return { picks, cursor, buttons };
    });
    if (mapPicks === 0 && hexes && hexes.picks.length === 1 && hexes.buttons === 1) {
      let back = 0;
      do at = await kb.press('Shift+Tab');
      while (at.tag !== 'svg' && ++back < 4);
      assert.equal(at.tag, 'svg', 'Shift+Tab from the first choice reaches the map');
      keys += back;
      const COLS = 9;
      let [c, r] = [hexes.cursor % COLS, Math.floor(hexes.cursor / COLS)];
      const [tc, tr] = [hexes.picks[0] % COLS, Math.floor(hexes.picks[0] / COLS)];
      while (r !== tr) {
        await kb.press(r < tr ? 'ArrowDown' : 'ArrowUp');
        r += r < tr ? 1 : -1;
      }
      while (c !== tc) {
        await kb.press(c < tc ? 'ArrowRight' : 'ArrowLeft');
        c += c < tc ? 1 : -1;
      }
      await act(page, () => kb.press('Enter'));
      mapPicks++;
      keys += 2 + Math.abs(tr - Math.floor(hexes.cursor / COLS)) + Math.abs(tc - (hexes.cursor % COLS));
      await kb.focused();
      continue;
    }
    const key = keys % 2 ? 'Space' : 'Enter';
    if (f.view) {
      await kb.press(key);
      await settled(page);
    } else await act(page, () => kb.press(key));
    keys++;
    await kb.focused();
  }
  const end = await page.evaluate(focusInfo);
  assert.ok(end.end, 'the game reached its end screen');
  at = await kb.focused();
  assert.match(at.name, /Victory!|Defeat/, 'focus is on the end screen');
  assert.equal(mapPicks, 1, 'one choice was picked on the map with the arrow keys');
  // the end screen's links are reachable by Tab
  at = await kb.tabTo(/^New game$/);
  assert.equal(at.tag, 'a');
  console.log(`keyboard-only game: ${kb.keys.length} keys in all`);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('each decision and its rolls reach the app’s live region in one line', async () => {
  const ctx = await app.browser.newContext(PHONE);
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  await openLobby(page, 2026);
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await page.locator('th-play [data-choices] button').first().waitFor();
  const region = page.locator('#announcer');
  assert.equal(await region.getAttribute('aria-live'), 'polite');
  const heard = [];
  for (let i = 0; i < 12; i++) {
    const b = page.locator('th-play [data-choices] button:not([disabled])').first();
    const label = (await b.textContent()).trim();
    if (await b.evaluate((el) => el.hasAttribute('data-view'))) {
      await b.click();
      await settled(page);
      continue;
    }
    await act(page, () => b.click());
    await page.waitForFunction((l) => document.getElementById('announcer')?.textContent?.startsWith(l), label);
    const said = await region.textContent();
    assert.ok(!said.includes('\n'), 'one line');
    assert.doesNotMatch(said, /§/, 'no rule citation read out');
    heard.push(said);
  }
  // the rolls are said with their dice: "…: 5, 6, 2, 1 — …"
  assert.ok(heard.some((s) => /: [1-6](, [1-6])* — /.test(s)), `a roll was announced with its dice:\n${heard.join('\n')}`);
  assert.deepEqual(errors, []);
  await ctx.close();
});

for (const viewport of [{ width: 390, height: 844 }, { width: 360, height: 740 }]) {
  test(`${viewport.width} × ${viewport.height}: the map and the step’s first choice on one screen; the hex a choice points at is ringed`, async () => {
    const ctx = await app.browser.newContext({ viewport, deviceScaleFactor: 2 });
    const page = await ctx.newPage();
    const errors = trackErrors(page);
    await openLobby(page, 2026);
    await page.getByRole('button', { name: 'Start the battle' }).click();
    await page.locator('th-play [data-choices] button').first().waitFor();
    // play until a choice points at a hex
    for (let i = 0; i < 40 && !(await page.locator('th-play [data-choices] button[data-hex]').count()); i++) {
      const b = page.locator('th-play [data-choices] button:not([disabled])').first();
      if (await b.evaluate((el) => el.hasAttribute('data-view'))) {
        await b.click();
        await settled(page);
      } else await act(page, () => b.click());
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const boxes = await page.evaluate(() => {
      const p = document.querySelector('strategos-app').shadowRoot.querySelector('thermopylae-screen').shadowRoot.querySelector('th-play').shadowRoot;
      const r = (el) => el.getBoundingClientRect().toJSON();
      return { map: r(p.querySelector('th-hex-map').shadowRoot.querySelector('svg')), choice: r(p.querySelector('[data-choices] button')), h: innerHeight };
    });
    assert.ok(boxes.map.top >= 0 && boxes.map.height > 150, `the map is shown (${JSON.stringify(boxes.map)})`);
    assert.ok(boxes.choice.bottom <= boxes.h, `the first choice is on the same screen as the map: its bottom ${boxes.choice.bottom} of ${boxes.h}`);

    const choice = page.locator('th-play [data-choices] button[data-hex]').first();
    const hex = await choice.getAttribute('data-hex');
    assert.doesNotMatch(await choice.textContent(), /c\dr\d/, 'hexes are named as the map shows them');
    await page.mouse.move(0, 0); // the pointer off the choices (a hovered choice rings its own hex)
    await choice.focus();
    await page.locator(`th-hex-map polygon.hint[data-hint="${hex}"]`).waitFor();
    await choice.blur();
    await page.locator('th-hex-map polygon.hint').waitFor({ state: 'detached' });
    await choice.hover();
    await page.locator(`th-hex-map polygon.hint[data-hint="${hex}"]`).waitFor();
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

/** Tap the first choice until the game ends; returns the taps (view taps included) and the turn. */
async function tapsPerGame(page, seed) {
  await openLobby(page, seed);
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await page.waitForURL(/\/thermopylae\/play\//);
  const next = page.locator('th-play .end, th-play [data-choices] button:not([disabled])').first();
  let taps = 0;
  for (;;) {
    const kind = await next.evaluate((el) => (el.classList.contains('end') ? 'end' : el.hasAttribute('data-view') ? 'view' : 'step'));
    if (kind === 'end') break;
    taps++;
    if (kind === 'view') {
      await next.click();
      await settled(page);
    } else await act(page, () => next.click());
  }
  const turn = Number(/Turn (\d+)/.exec(await page.locator('th-play th-status-card .big').textContent())[1]);
  const outcome = (await page.locator('th-play .end h2#end-h').textContent()).trim();
  return { taps, turn, outcome };
}

test('taps per game: steps with one choice pass by themselves, unless Settings asks to confirm each', async () => {
  const ctx = await app.browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  const after = await tapsPerGame(page, 20261122);
  await page.goto(app.url + '/settings');
  const confirm = page.getByLabel('Confirm every step, even one with a single choice');
  await act(page, () => confirm.check());
  const before = await tapsPerGame(page, 20261122);
  console.log(`taps per Thermopylae game (seed 20261122, first choice each time): confirming each step ${before.taps} (turn ${before.turn}, ${before.outcome}); steps with one choice passing by themselves ${after.taps} (turn ${after.turn}, ${after.outcome})`);
  assert.deepEqual([after.turn, after.outcome], [before.turn, before.outcome], 'the same game either way');
  assert.ok(after.taps < before.taps, `fewer taps: ${after.taps} against ${before.taps}`);
  assert.deepEqual(errors, []);
  await ctx.close();
});
