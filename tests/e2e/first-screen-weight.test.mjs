// The first screen's weight (issue 20, item 6), on the built app: the English first screen
// stays within 35 KB gzipped and the Dutch one within 45 KB — both as the build's chunk graph
// gives it (the same count as `npm run bench -- bundle`) and as a browser actually loads it, from
// the first request until the network is quiet with the home screen shown. It fails the moment a
// first-screen import drags a tool's code in (as the card names once pulled the Earth & Water rules).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { DIST, serveBuiltApp, phoneContext } from './harness.mjs';
import { BUDGET_KB, firstScreen, gzBytes } from '../bench/first-screen.mjs';

const app = serveBuiltApp();
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;

test('the first screen is within budget in the build: English ≤ 35 KB, Dutch ≤ 45 KB gzipped', (t) => {
  const { en, nl } = firstScreen(DIST);
  t.diagnostic(`build: English ${kb(en.bytes)}, Dutch ${kb(nl.bytes)}`);
  assert.ok(en.bytes <= BUDGET_KB.en * 1024, `English first screen ${kb(en.bytes)} > ${BUDGET_KB.en} KB: ${en.files.join(', ')}`);
  assert.ok(nl.bytes <= BUDGET_KB.nl * 1024, `Dutch first screen ${kb(nl.bytes)} > ${BUDGET_KB.nl} KB: ${nl.files.join(', ')}`);
  assert.ok(nl.messages.length > 0, 'the first screen has its own Dutch messages chunk');
});

for (const [lang, locale, heading] of [
  ['en', 'en-US', 'Strategos'],
  ['nl', 'nl-NL', 'Strategos'],
]) {
  test(`a browser in ${locale} loads the first screen within ${BUDGET_KB[lang]} KB gzipped`, async (t) => {
    // No service worker: it would fetch every file to precache them, which is not the first screen.
    const ctx = await phoneContext(app.browser, { locale, serviceWorkers: 'block' });
    const page = await ctx.newPage();
    const files = new Set();
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.origin === app.url && /\.(js|css)$/.test(u.pathname)) files.add(u.pathname.slice(1));
    });
    await page.goto(app.url + '/');
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    const list = [...files].filter((f) => existsSync(`${DIST}/${f}`));
    assert.equal(list.length, files.size, `requested files missing from ${DIST}: ${[...files].join(', ')}`);
    const bytes = list.reduce((s, f) => s + gzBytes(DIST, f), 0);
    t.diagnostic(`${locale}: ${kb(bytes)} in ${list.length} files`);
    assert.ok(bytes <= BUDGET_KB[lang] * 1024, `${locale}: the first screen loads ${kb(bytes)} > ${BUDGET_KB[lang]} KB: ${list.join(', ')}`);
    if (lang === 'en') assert.deepEqual(list.filter((f) => /\/nl[-.]|cards-nl/.test(f)), [], 'English loads no Dutch chunk');
    await ctx.close();
  });
}
