// Keyboard only, and focus after navigation (issue 19, items 1 and "How done is shown"): the
// shell, the home screen, Settings, the glossary and the not-found page used with Tab,
// Shift+Tab, Enter, Space, the arrows and Escape alone (tests/a11y/keyboard.mjs checks after
// every key that focus is on a shown element of the app with a visible ring, never <body>).
// After a route change focus is on the new screen's h1, with a ring for a keyboard user and
// none for a mouse user, and the old ring around the whole <main> is gone. The tools' screens
// get the same harness in the second pass of issue 19.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveBuiltApp, trackErrors } from './harness.mjs';
import { keyboard } from '../a11y/keyboard.mjs';
import { screenShown } from '../a11y/screens.mjs';

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
  let at = await kb.press('Enter');
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
  at = await kb.press('Enter');
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
  let at = await kb.press('Enter');
  assert.equal(at.name, 'Strategos');
  await kb.tabTo(/^Glossary$/, { back: true });
  at = await kb.press('Enter');
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
