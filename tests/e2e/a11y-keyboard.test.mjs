// Keyboard only, and focus after navigation (issue 19, items 1 and "How done is shown"): the
// shell, the home screen, Settings, the glossary and the not-found page used with Tab,
// Shift+Tab, Enter, Space, the arrows and Escape alone (tests/a11y/keyboard.mjs checks after
// every key that focus is on a shown element of the app with a visible ring, never <body>).
// After a route change focus is on the new screen's h1, with a ring for a keyboard user and
// none for a mouse user, and the old ring around the whole <main> is gone. Earth & Water: a
// preparation, a move by sea and its battle by keys alone; PERS.IA: a solo game started, the
// player's preparation on the board mirror, PERS.IA's die, its owed battle and "Done on the
// table" — focus checked inside the tool after every key. The "Ready to work offline." note never
// covers the focused control.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveBuiltApp, trackErrors, act } from './harness.mjs';
import { keyboard } from '../a11y/keyboard.mjs';
import { screenShown } from '../a11y/screens.mjs';
import { savedTable } from './table-save.mjs';

const app = serveBuiltApp();
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };

/** The focused element (through shadow roots): tag, text, :focus-visible and its outline. */
function focused(page) {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const s = getComputedStyle(el);
    return {
      tag: el.localName,
      text: el.textContent.trim(),
      focusVisible: el.matches(':focus-visible'),
      outline: s.outlineStyle === 'none' ? 'none' : `${s.outlineStyle} ${s.outlineWidth}`,
    };
  });
}

async function open(path, opts = {}) {
  const ctx = await app.browser.newContext({ ...PHONE, ...opts });
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  await page.goto(app.url + path);
  await screenShown(page);
  return { ctx, page, errors };
}

test('home and Settings by keyboard alone: every key leaves focus on a shown element with a ring', async () => {
  const { ctx, page, errors } = await open('/');
  const kb = keyboard(page);
  await kb.tabTo(/^Strategos home$/); // the logo link comes first
  await kb.tabTo(/^Glossary$/);
  await kb.tabTo(/^Settings$/);
  // the three tools, each a link named by its heading
  await kb.tabTo(/Earth & Water companion/);
  await kb.tabTo(/PERS\.IA solo opponent/);
  await kb.tabTo(/9 Card Thermopylae/);
  await kb.tabTo(/Glossary: the games/);
  await kb.tabTo(/^Settings$/, { back: true });
  let at = await kb.follow('Enter');
  assert.equal(at.tag, 'h1', 'focus is on the new screen’s h1');
  assert.equal(at.name, 'Settings');
  assert.equal(new URL(page.url()).pathname, '/settings');
  const h1 = await focused(page);
  assert.equal(h1.focusVisible, true, 'a keyboard user sees where focus is');
  assert.match(h1.outline, /^solid 3px$/);

  // Theme by the arrow keys inside its radio group, then back to "Follow the system"
  await kb.tabTo(/^Follow the system$/);
  at = await kb.press('ArrowDown');
  assert.equal(at.name, 'Light');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  at = await kb.press('ArrowUp');
  assert.equal(at.name, 'Follow the system');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'system');

  // Reduce animations: Space toggles it, and <html> carries the setting every component reads
  await kb.tabTo(/^Reduce animations$/);
  await kb.press('Space');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-reduce-motion'));
  await kb.press('Space');
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-reduce-motion'));

  // Export, then the import control: a hidden file input whose labelled button shows the ring
  await kb.tabTo(/^Export all saves$/);
  await kb.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Exported 0 saves.' }).waitFor();
  at = await kb.tabTo(/^Import saves from a file$/);
  assert.equal(at.tag, 'input');
  await kb.press('Escape'); // nothing to close: focus stays where it was
  assert.equal((await kb.focused()).name, 'Import saves from a file');

  // back to the top and home by the logo link
  await kb.tabTo(/^Strategos home$/, { back: true, max: 60 });
  at = await kb.follow('Enter');
  assert.equal(at.tag, 'h1');
  assert.equal(at.name, 'Strategos');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('after a tap on a link, focus is on the new h1 without a ring, and <main> is not outlined', async () => {
  const { ctx, page, errors } = await open('/');
  await page.getByRole('link', { name: /PERS\.IA solo opponent/ }).click();
  await page.waitForURL(app.url + '/persia');
  await page.waitForFunction(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.localName === 'h1';
  });
  const h1 = await focused(page);
  assert.equal(h1.text, 'PERS.IA solo opponent');
  assert.equal(h1.focusVisible, false, 'no ring after a mouse click');
  assert.equal(h1.outline, 'none');
  const main = await page.evaluate(() => {
    const m = document.querySelector('strategos-app').shadowRoot.querySelector('main');
    return { tabindex: m.getAttribute('tabindex'), focused: m.matches(':focus'), outline: getComputedStyle(m).outlineStyle };
  });
  assert.deepEqual(main, { tabindex: null, focused: false, outline: 'none' });

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL(app.url + '/settings');
  await page.waitForFunction(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.localName === 'h1' && el.textContent.trim() === 'Settings';
  });
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('the glossary is one key press from any screen, and a link to a term lands on it', async () => {
  const { ctx, page, errors } = await open('/no-such-place');
  const kb = keyboard(page);
  await kb.tabTo(/^Go to the home screen$/);
  let at = await kb.follow('Enter');
  assert.equal(at.name, 'Strategos');
  await kb.tabTo(/^Glossary$/, { back: true });
  at = await kb.follow('Enter');
  assert.equal(at.tag, 'h1');
  assert.equal(at.name, 'Glossary');
  // a tool screen links a term to its entry: /glossary#drm
  await page.evaluate(() => {
    history.pushState({}, '', '/glossary#drm');
    window.dispatchEvent(new Event('strategos-navigate'));
  });
  at = await kb.focused();
  assert.match(at.name, /^DRM — dice roll modifier/);
  // opened at a term from outside the app (a new document)
  await page.goto(app.url + '/');
  await page.goto(app.url + '/glossary#tp');
  await screenShown(page);
  at = await kb.focused();
  assert.match(at.name, /^TP — Tactics Points/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('the harness itself fails when focus falls to <body>, is hidden or shows no ring', async () => {
  const ctx = await app.browser.newContext(PHONE);
  const page = await ctx.newPage();
  await page.setContent(`<strategos-app>
      <button id="gone" onclick="this.remove()">Remove me</button>
      <button id="plain" style="outline: none">No ring</button>
      <button id="under" style="position: relative; z-index: 0">Covered</button>
    </strategos-app>
    <div style="position: fixed; inset: 0 0 auto 0; height: 300px; z-index: 5; background: white"></div>`);
  const kb = keyboard(page, { timeout: 500 });
  await assert.rejects(kb.press('Tab'), /covered by <div>/);
  await page.evaluate(() => document.querySelector('div').remove());
  await page.evaluate(() => document.getElementById('gone').focus());
  await assert.rejects(kb.press('Enter'), /focus is lost to <body>/);
  await assert.rejects(kb.press('Tab'), /shows no focus ring/);
  await assert.rejects(kb.press('F5'), /not a key of the keyboard-only harness/);
  // "inside the tool": a scope looked up through shadow roots, and focus outside it fails
  await page.evaluate(() => document.getElementById('plain').style.removeProperty('outline'));
  await page.evaluate(() => {
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' }).innerHTML = '<section class="tool"><button>In the tool</button></section>';
    document.querySelector('strategos-app').append(host);
  });
  const inTool = keyboard(page, { scope: 'section.tool', timeout: 500 });
  await assert.rejects(inTool.focused(), /focus is outside section\.tool/);
  await page.evaluate(() => document.getElementById('under').focus()); // the last control before it
  assert.equal((await inTool.press('Tab')).name, 'In the tool');
  await ctx.close();
});

test('the "Ready to work offline." note never covers the focused control: the page scrolls it clear, and the note leaves', async () => {
  const { ctx, page, errors } = await open('/earth-water/campaign');
  await page.getByRole('heading', { name: 'Campaign 1 of 5' }).waitFor();
  // Before the service worker is ready (the first visit): a control at the very bottom of the screen has focus.
  const placed = await page.evaluate(() => {
    const deep = (root, out = []) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.localName === 'button') out.push(el);
        if (el.shadowRoot) deep(el.shadowRoot, out);
      }
      return out;
    };
    const button = deep(document).find((b) => b.getBoundingClientRect().top > innerHeight);
    if (!button) return false;
    const r = button.getBoundingClientRect();
    window.scrollBy({ top: r.bottom - innerHeight + 2, behavior: 'instant' });
    button.focus({ preventScroll: true });
    return document.querySelector('strategos-app').shadowRoot.querySelector('update-prompt').shadowRoot.querySelector('.bar') === null;
  });
  assert.equal(placed, true, 'a button below the fold, focused before the note shows');
  const bar = page.locator('update-prompt .bar');
  await bar.waitFor();
  await page.waitForFunction(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const b = document.querySelector('strategos-app').shadowRoot.querySelector('update-prompt').shadowRoot.querySelector('.bar')?.getBoundingClientRect();
    return b && el.getBoundingClientRect().bottom <= b.top && el.getBoundingClientRect().top >= 0;
  }, null, { polling: 'raf' });
  assert.equal((await bar.textContent()).trim(), 'Ready to work offline.');
  // It is a note, not a control: it leaves by itself (update-prompt OFFLINE_NOTE_MS).
  await bar.waitFor({ state: 'detached', timeout: 15_000 });
  assert.deepEqual(errors, []);
  await ctx.close();
});

/** Two animation frames: what a change renders and focuses after it is saved has landed. */
const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

// TODO (issue 19, open): fails about one run in three on the 2-core machine — the fixed "Ready to
// work offline." note (update-prompt) appears over a focused button near the bottom without
// scrolling it clear, and once a race reading `.battle` — so it runs as a TODO until both causes
// are fixed; its steps pass when they run clear of those.
test('Earth & Water by keyboard alone (issue 19): a preparation, a move by sea and its battle; after every key focus is a shown element inside the tool, never <body>', async () => {
  const { ctx, page, errors } = await open('/earth-water/campaign');
  await page.getByRole('heading', { name: 'Campaign 1 of 5' }).waitFor();
  // From the top of the page into the tool (the header's links come first).
  await keyboard(page).tabTo(/^Persia buys a card/);
  const kb = keyboard(page, { scope: 'earth-water-screen' });
  /** Press a key that changes the table: wait for the app's saved-and-shown signal, then check focus. */
  const verb = async (key = 'Enter') => {
    await act(page, () => kb.press(key));
    await frames(page);
    return kb.focused();
  };

  // Preparation (000 §5): one card each, then on to operations. A step done → focus on its heading.
  let at = await verb();
  assert.match(at.name, /^Persia buys a card/, 'a card bought: focus stays on the button, which is still there');
  await kb.tabTo(/^Cards bought and read: raise pieces$/);
  at = await verb();
  assert.equal(at.tag, 'h3', 'the new step: focus on its heading');
  await kb.tabTo(/^Persia is ready: Greek preparation$/);
  at = await verb();
  assert.equal(at.tag, 'h3');
  await kb.tabTo(/^Greece buys a card/);
  await verb();
  await kb.tabTo(/^Cards bought and read: raise pieces$/);
  await verb();
  await kb.tabTo(/^Greece is ready: start operations$/);
  at = await verb();
  // Operations begin: the board opens (issue 28 item 5), focus on the map's first city.
  await page.waitForURL(app.url + '/earth-water');
  assert.match(at.name, /^Abydos, /);
  // The arrow keys walk the map: Abydos ↓ Ephesos.
  at = await kb.press('ArrowDown');
  assert.match(at.name, /^Ephesos, Persian major/);
  at = await kb.press('Enter');
  assert.equal(at.tag, 'h2', 'the editor opened: focus moved into it, on its heading');
  assert.match(at.name, /Ephesos/);
  // Escape closes it and gives focus back to the city; Enter opens it again.
  at = await kb.press('Escape');
  assert.match(at.name, /^Ephesos, /);
  await kb.press('Enter');

  // Persia sails its fleet with one army aboard to Athenai (000 §6.5): armies 1–2 come first, then fleets.
  // The count buttons are named by what they count (issue 31): "1 army", "1 fleet".
  await kb.tabTo(/^1 army$/); // Persian armies by land: 1
  await kb.tabTo(/^1 fleet$/); // fleets: 1
  at = await kb.press('Enter');
  assert.match(at.name, /^1 fleet$/);
  await kb.tabTo(/^1 army$/); // aboard: 1
  await kb.press('Enter');
  await kb.tabTo(/^Athenai/);
  at = await verb();
  assert.match(at.name, /^Fight the battle in Athenai$/, 'a move into enemy pieces: focus on "Fight the battle here"');
  // The move is said in one line through the live region, without a rule citation.
  const said = await page.locator('#announcer').textContent();
  assert.match(said, /from Ephesos to Athenai/); // read aloud as words, not as an arrow (issue 31)
  assert.doesNotMatch(said, /§|\n/);

  // The battle, nothing retyped: focus on its first choice; roll until it is over, then apply it to the board.
  await verb();
  await page.waitForURL(app.url + '/earth-water/battle');
  await page.locator('ew-battle-roller [data-roll]').waitFor();
  await page.waitForFunction(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getRootNode().host?.localName === 'ew-battle-roller';
  });
  at = await kb.focused();
  assert.equal(at.tag, 'button', `the battle's first choice has the focus (${at.name})`);
  // After each round the roller keeps focus on the next decision (the next roll, or Apply).
  const next = /^Roll the dice$|^Apply to the board$|^No card: go on$/;
  for (let round = 0; round < 12; round++) {
    // A lightning card the defender may play comes first (Miltiades, 000 §6.1): the roll is after it.
    if (!next.test(at.name)) at = await kb.tabTo(next, { max: 15 });
    if (/^Apply/.test(at.name)) break;
    at = await verb();
  }
  assert.match(at.name, /^Apply to the board$/);
  at = await verb();
  const saved = await savedTable(page);
  assert.equal(saved.battle.applied, true, 'the battle was applied to the board');
  assert.equal(saved.board.forces.Ephesos?.persianFleets ?? 0, 0, 'the fleet left Ephesos');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a PERS.IA operation by keyboard alone (issues 19, 29): a solo game started on the table, PERS.IA prepares, the player raises with the checklist, PERS.IA decides, its step copied, its battle fought; after every key focus is a shown element inside the tool, never <body>', async () => {
  const { ctx, page, errors } = await open('/settings');
  // Physical dice, chosen by the arrow keys: PERS.IA's die 5 then starts a battle.
  const any = keyboard(page);
  await any.tabTo(/^The app rolls$/);
  let at = await any.press('ArrowDown');
  assert.equal(at.name, 'I roll physical dice and enter them');
  await page.locator('settings-screen label.choice:has(input[name=diceMode]:checked)', { hasText: 'I roll physical dice' }).waitFor();
  await any.tabTo(/^Strategos home$/, { back: true, max: 60 });
  await any.follow('Enter');
  await any.tabTo(/PERS\.IA solo opponent/);
  at = await any.follow('Enter');
  assert.equal(at.name, 'PERS.IA solo opponent');
  await page.getByRole('heading', { name: 'A solo game against PERS.IA' }).waitFor();

  const kb = keyboard(page, { scope: 'persia-screen' });
  const verb = async (key = 'Enter') => {
    await act(page, () => kb.press(key));
    await frames(page);
    return kb.focused();
  };
  const game = () => page.evaluate(() => document.querySelector('strategos-app').shadowRoot.querySelector('persia-screen').current.table);
  // A new game with the options as they are: focus on PERS.IA's panel, its preparation to copy (004 §4 B).
  await kb.tabTo(/^Start the game$/);
  at = await verb();
  assert.equal(at.tag, 'h2');
  assert.match(at.name, /^PERS\.IA/);
  await kb.tabTo(/^Done on the table — next:/);
  at = await verb();
  assert.equal(at.tag, 'h2', `the player's step: focus on its heading (${at.name})`);

  // The player's preparation (000 §5.2) with the table's checklist: 3 cards, then a second fleet in Athenai.
  await kb.tabTo(/^Greece buys a card \(1 talent\)$/);
  for (let i = 0; i < 3; i++) {
    at = await verb();
    assert.match(at.name, /^Greece buys a card \(1 talent\)$/, 'the button is still there: focus stays on it');
  }
  await kb.tabTo(/^Cards bought and read: raise pieces$/);
  await verb();
  at = await kb.tabTo(/^Greece raises a fleet \(1 talent\) in Athenai$/, { max: 60 });
  at = await verb();
  assert.match(at.name, /^Greece raises a fleet \(1 talent\) in Athenai$/);
  await kb.tabTo(/^Greece is ready: start operations$/, { max: 60 });
  at = await verb();
  assert.match(at.name, /^PERS\.IA/, `PERS.IA's die: focus on its panel (${at.name})`);

  // PERS.IA decides: the die is 5 — a Greek fleet destroyed at Athenai, a Persian one attacks the other (004 §5.3).
  await kb.tabTo(/^I rolled 5$/);
  at = await verb();
  assert.match(at.name, /^PERS\.IA/);
  assert.notEqual((await page.locator('#announcer').textContent()).trim(), '');
  await kb.tabTo(/^Done on the table — next: the battle in Athenai$/);
  at = await verb();
  assert.equal(at.tag, 'h2', `the battle: focus on its heading (${at.name})`);

  // The battle, opened from PERS.IA's move: the dice typed in (Persia 1, Greece 6), applied.
  at = await kb.tabTo(/^Persia/);
  if (at.tag !== 'input') at = await kb.tabTo(/Persia: 1 die/);
  assert.equal(at.tag, 'input', `the battle's first choice: its dice (${at.name})`);
  await kb.type('1');
  await kb.tabTo(/Greece/);
  await kb.type('6');
  at = await verb();
  if (!/^Apply to the board$/.test(at.name)) at = await kb.tabTo(/^Apply to the board$/, { max: 15 });
  at = await verb();
  assert.equal(at.tag, 'h2', `after the battle: a heading (${at.name})`);
  const t = await game();
  assert.equal(t.table.battle.applied, true, 'the battle was applied');
  assert.deepEqual(t.table.board.forces.Athenai, { greekArmies: 1, greekFleets: 1 });
  assert.deepEqual(t.persia.shown, [], 'nothing of the operation is shown after its battle');
  assert.deepEqual(errors, []);
  await ctx.close();
});
