// `node scripts/i18n/screenshots.mjs` (after `vite build`): the Dutch screenshots of docs/
// (issue 20, "How done is shown"), taken on a 360 px phone with the browser in nl-NL, from the
// built app served as the e2e tests serve it. Retake them when the screens change.
import { startServer, phoneContext, launchBrowser } from '../../tests/e2e/harness.mjs';

const SHOTS = [
  { file: 'docs/screenshots/nl-home.png', path: '/', ready: 'home-screen' },
  { file: 'docs/screenshots/nl-thermopylae.png', path: '/thermopylae', ready: 'thermopylae-screen h1' },
  { file: 'docs/screenshots/nl-settings.png', path: '/settings', ready: 'settings-screen h1' },
  { file: 'docs/screenshots/nl-cards.png', path: '/earth-water/cards', ready: 'ew-card-reference article' },
];

const server = await startServer();
const browser = await launchBrowser();
try {
  const ctx = await phoneContext(browser, { locale: 'nl-NL', colorScheme: 'light' });
  const page = await ctx.newPage();
  for (const shot of SHOTS) {
    await page.goto(server.url + shot.path);
    await page.locator(shot.ready).first().waitFor();
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
