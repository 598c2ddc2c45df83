// The shell's own screens (header, home, Settings, not found, glossary) on a 390 px phone:
// every tap target at least 44 × 44 CSS px (issue 19: the logo link was 28 × 44 and the import
// control 159 × 42), and the system's "reduce motion" reaching inside the shadow roots
// (--motion: 0, styles/tokens.css) as the app's own setting does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveBuiltApp } from './harness.mjs';
import { SCREENS, openScreen } from '../a11y/screens.mjs';

const app = serveBuiltApp();
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };

/** In the page: every shown control (through shadow roots) smaller than 44 × 44, with its size. */
function smallTargets() {
  const out = [];
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot);
      if (!el.matches('a[href], button, input, select, textarea, summary, [tabindex="0"]')) continue;
      // a control drawn by its label (a radio in its row, a file input in its button) is tapped there
      const boxes = [el, ...(el.labels ?? [])]
        .filter((e) => e.checkVisibility({ visibilityProperty: true }))
        .map((e) => e.getBoundingClientRect());
      if (!boxes.length) continue;
      const w = Math.max(...boxes.map((b) => b.width));
      const h = Math.max(...boxes.map((b) => b.height));
      if (w < 43.5 || h < 43.5) {
        const name = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
        out.push(`<${el.localName}> "${name}": ${Math.round(w)} × ${Math.round(h)}`);
      }
    }
  };
  visit(document);
  return out;
}

for (const screen of SCREENS.filter((s) => !s.tool)) {
  test(`${screen.name}: every tap target is at least 44 × 44`, async () => {
    const ctx = await app.browser.newContext(PHONE);
    const page = await ctx.newPage();
    await openScreen(page, app.url, screen);
    const small = await page.evaluate(smallTargets);
    assert.deepEqual(small, []);
    // the check sees the header's links (it cannot pass on an empty page)
    assert.equal(await page.evaluate(() => document.querySelector('strategos-app').shadowRoot.querySelectorAll('header a').length), 3);
    await ctx.close();
  });
}

test('the system setting "reduce motion" sets --motion to 0 inside the components, as the app setting does', async () => {
  for (const [reducedMotion, expected] of [['no-preference', '1'], ['reduce', '0']]) {
    const ctx = await app.browser.newContext({ ...PHONE, reducedMotion });
    const page = await ctx.newPage();
    await openScreen(page, app.url, SCREENS.find((s) => s.name === 'home'));
    const motion = await page.evaluate(() => {
      const home = document.querySelector('strategos-app').shadowRoot.querySelector('home-screen');
      return getComputedStyle(home.shadowRoot.querySelector('h1')).getPropertyValue('--motion').trim();
    });
    assert.equal(motion, expected, `prefers-reduced-motion: ${reducedMotion}`);
    await ctx.close();
  }
});
