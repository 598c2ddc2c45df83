// The Content-Security-Policy of the built app (issue 17 item 12): every screen renders and works
// under it with no violation, and it really is in force — an inline script is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveBuiltApp, phoneContext, trackErrors, act } from './harness.mjs';

const app = serveBuiltApp();

/** Record every CSP violation the page reports, from before its first script. */
async function watchViolations(ctx) {
  await ctx.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
}

test('every screen works under the Content-Security-Policy, with no violation', async () => {
  const ctx = await phoneContext(app.browser);
  await watchViolations(ctx);
  const page = await ctx.newPage();
  const errors = trackErrors(page);
  const csp = await (await page.goto(app.url + '/')).text();
  assert.match(csp, /http-equiv="Content-Security-Policy"[^>]*script-src 'self';[^>]*connect-src 'self'/s);
  await page.getByRole('heading', { level: 1, name: 'Strategos' }).waitFor();
  for (const [path, heading] of [
    ['/earth-water', /Earth & Water/],
    ['/earth-water/battle', /Earth & Water/],
    ['/persia', /PERS\.IA/],
    ['/thermopylae', /Thermopylae/],
    ['/thermopylae/about', /About 9 Card Thermopylae/],
    ['/settings', /Settings/],
  ]) {
    await page.goto(app.url + path);
    await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  }
  // a game screen, played a little (SVG map, dice, styles set from templates)
  await page.goto(app.url + '/thermopylae');
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await page.waitForURL(/\/thermopylae\/play\//);
  const choice = page.locator('th-play [data-choices] button:not([disabled]):not([data-view])').first();
  for (let i = 0; i < 5; i++) await act(page, () => choice.click());
  // a theme switch restyles every shadow root
  await page.goto(app.url + '/settings');
  await act(page, () => page.getByRole('radio', { name: 'Dark' }).check());
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('the policy is in force: an inline script is refused and reported', async () => {
  const ctx = await phoneContext(app.browser, { serviceWorkers: 'block' });
  await watchViolations(ctx);
  const page = await ctx.newPage();
  await page.goto(app.url + '/');
  await page.getByRole('heading', { level: 1, name: 'Strategos' }).waitFor();
  const ran = await page.evaluate(async () => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.body.append(s);
    await new Promise((r) => setTimeout(r, 0));
    return window.__inlineRan === true;
  });
  assert.equal(ran, false);
  await page.waitForFunction(() => window.__violations.some((v) => v.startsWith('script-src')));
  await ctx.close();
});
