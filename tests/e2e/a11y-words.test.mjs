// Abbreviations a new player does not know (issue 19 item 7): on the screens that use TP and DRM
// — the Thermopylae "about" page (card texts) and a game — the first use on the screen is the full
// term ("Tactics Points (TP)", "dice roll modifier (DRM)"; components/glossary-panel termName) or
// a link to its glossary entry, in English and in Dutch (the browser's language picks it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveBuiltApp, trackErrors } from './harness.mjs';

const app = serveBuiltApp();

/** The page's text as read in order, through shadow roots, with each link's target after its text. */
function readText(page) {
  return page.evaluate(() => {
    const out = [];
    const walk = (root) => {
      for (const n of root.childNodes) {
        if (n.nodeType === Node.TEXT_NODE) out.push(n.data);
        else if (n.nodeType === Node.ELEMENT_NODE) {
          if (['STYLE', 'SCRIPT', 'TITLE'].includes(n.nodeName)) continue;
          if (n.shadowRoot) walk(n.shadowRoot);
          walk(n);
          if (n.localName === 'a' && n.getAttribute('href')?.startsWith('/glossary#')) out.push(` [${n.getAttribute('href')}] `);
        }
      }
    };
    walk(document.body);
    return out.join(' ').replace(/\s+/g, ' ');
  });
}

/** Is the first use of `abbr` in `text` the full term, or a link to its glossary entry? */
function firstUseExplained(text, abbr, full, id) {
  const i = text.search(new RegExp(`\\b${abbr}\\b`));
  if (i < 0) return `no ${abbr} on the screen`;
  const before = text.slice(Math.max(0, i - full.length - 4), i + abbr.length + 1);
  const linked = text.slice(i, i + 120).includes(`[/glossary#${id}]`);
  return before.toLowerCase().includes(`${full.toLowerCase()} (${abbr.toLowerCase()})`) || linked ? 'explained' : `first ${abbr} unexplained: …${text.slice(Math.max(0, i - 60), i + 40)}…`;
}

const LANGS = [
  { locale: 'en-GB', tp: 'Tactics Points', drm: 'dice roll modifier' },
  { locale: 'nl-NL', tp: 'Tactiekpunten', drm: 'worpaanpassing' },
];

for (const lang of LANGS) {
  test(`${lang.locale}: the Thermopylae about page explains TP and DRM where it first uses them`, async () => {
    const ctx = await app.browser.newContext({ locale: lang.locale, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    const errors = trackErrors(page);
    await page.goto(app.url + '/thermopylae/about');
    await page.locator('th-card-view').first().waitFor();
    const text = await readText(page);
    assert.equal(firstUseExplained(text, 'TP', lang.tp, 'tp'), 'explained');
    assert.equal(firstUseExplained(text, 'DRM', lang.drm, 'drm'), 'explained');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

for (const lang of LANGS) {
  test(`${lang.locale}: a Thermopylae game explains TP and DRM where it first uses them`, async () => {
    const ctx = await app.browser.newContext({ locale: lang.locale, serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    const errors = trackErrors(page);
    await page.goto(app.url + '/thermopylae');
    await page.locator('input[name=seed]').fill('2026');
    await page.locator('thermopylae-screen form button[type=submit]').first().click();
    await page.locator('th-play [data-step]').waitFor();
    const text = await readText(page);
    assert.equal(firstUseExplained(text, 'TP', lang.tp, 'tp'), 'explained');
    if (/\bDRM\b/.test(text)) assert.equal(firstUseExplained(text, 'DRM', lang.drm, 'drm'), 'explained');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

test('the check itself: a bare first use fails, the full term or a glossary link passes', () => {
  assert.match(firstUseExplained('Costs 2 TP. Then Tactics Points (TP) again.', 'TP', 'Tactics Points', 'tp'), /^first TP unexplained/);
  assert.equal(firstUseExplained('Costs 2 Tactics Points (TP).', 'TP', 'Tactics Points', 'tp'), 'explained');
  assert.equal(firstUseExplained('+1 DRM [/glossary#drm] on the roll', 'DRM', 'dice roll modifier', 'drm'), 'explained');
});
