// `node scripts/i18n/screenshots.mjs` (after `vite build`): the Dutch screenshots of docs/
// (issue 20, "How done is shown"), taken on a 360 px phone with the browser in nl-NL, from the
// built app served as the e2e tests serve it — and the three tools mid-game (issue 31): a battle
// of Earth & Water after a round, a PERS.IA operation, a game of Thermopylae a few steps in, each
// shown as the app leaves the screen after the last tap. Retake them when the screens change.
import { startServer, phoneContext, launchBrowser, act } from '../../tests/e2e/harness.mjs';

const SHOTS = [
  { file: 'docs/screenshots/nl-home.png', path: '/', ready: 'home-screen' },
  { file: 'docs/screenshots/nl-thermopylae.png', path: '/thermopylae', ready: 'thermopylae-screen h1' },
  { file: 'docs/screenshots/nl-settings.png', path: '/settings', ready: 'settings-screen h1' },
  { file: 'docs/screenshots/nl-cards.png', path: '/earth-water/cards', ready: 'ew-card-reference article' },
  {
    file: 'docs/screenshots/nl-earth-water-battle.png',
    path: '/earth-water/battle',
    ready: 'ew-battle-roller',
    play: async (page) => {
      // 2 Persian armies from the first city offered against 3 Greek ones: one round rolled
      await page.locator('ew-battle-roller select').nth(1).selectOption({ index: 1 });
      for (let i = 0; i < 2; i++) await page.locator('ew-battle-roller .stepper[aria-labelledby="def-name"] button').last().click();
      await act(page, () => page.locator('ew-battle-roller button.primary').first().click());
      await act(page, () => page.locator('ew-battle-roller [data-roll]').click());
      await page.locator('ew-battle-roller .dice-row[data-side]').first().waitFor();
    },
  },
  {
    file: 'docs/screenshots/nl-persia.png',
    path: '/persia',
    ready: 'button[data-new-game]',
    play: async (page) => {
      await act(page, () => page.locator('button[data-new-game]').click());
      for (const s of ['persia-plan button.apply', 'button[data-table-done]', 'button[data-greek-cards]', 'button[data-greek-prep]', 'button[data-roll]']) {
        await act(page, () => page.locator(s).click());
      }
      await page.locator('persia-operation .action').waitFor();
    },
  },
  {
    file: 'docs/screenshots/nl-thermopylae-game.png',
    path: '/thermopylae',
    ready: 'thermopylae-screen h1',
    play: async (page) => {
      await page.locator('thermopylae-screen input[inputmode], thermopylae-screen input[type=text], thermopylae-screen input[type=number]').first().fill('2026');
      await page.locator('thermopylae-screen form button[type=submit], thermopylae-screen form button.primary').first().click();
      await page.locator('th-play [data-step]').waitFor();
      const choice = page.locator('th-play [data-choices] button:not([disabled]):not([data-view])').first();
      for (let i = 0; i < 4; i++) await act(page, () => choice.click());
    },
  },
];

const server = await startServer();
const browser = await launchBrowser();
try {
  // no service worker (its "ready to work offline" note would cover the bottom of the first
  // shots), no motion (the dice would be caught mid-roll)
  const ctx = await phoneContext(browser, { locale: 'nl-NL', colorScheme: 'light', serviceWorkers: 'block', reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  for (const shot of SHOTS) {
    await page.goto(server.url + shot.path);
    await page.locator(shot.ready).first().waitFor();
    await shot.play?.(page);
    await page.evaluate(() => document.fonts.ready);
    if ((await page.evaluate(() => document.documentElement.lang)) !== 'nl') throw new Error(`${shot.path} is not in Dutch`);
    await page.screenshot({ path: shot.file });
    console.log(`${shot.file} ← ${shot.path}`);
  }
  await ctx.close();
} finally {
  await browser.close();
  await server.close();
}
