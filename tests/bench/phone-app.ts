/**
 * The built app on a slow phone, for the browser benches (sections/taps.ts, sections/long-logs.ts):
 * `vite build` into a folder of the bench's own, served by `vite preview` on 127.0.0.1, Debian's
 * headless Chromium, and pages in a 360 px phone viewport at 4× CPU slowdown (the DevTools
 * protocol's CPU throttling), the service worker blocked so every load is the app's own.
 */
import { loadavg } from 'node:os';
import { build, preview } from 'vite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hasChromium, launchBrowser } from '../chromium.mjs';
import { NO_CHROMIUM } from './bench-page.js';

export interface PhoneApp {
  url: string;
  browser: Browser;
  /** What the bench ran on: Chromium's version, the conditions, the load average. */
  describe(): string;
  close(): Promise<void>;
}

/** Build the app into `outDir`, serve it, and start Chromium. */
export async function phoneApp(outDir: string): Promise<PhoneApp> {
  await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const server = await preview({ logLevel: 'silent', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false } });
  const url = `http://127.0.0.1:${(server.httpServer.address() as { port: number }).port}`;
  const browser = await launchBrowser();
  return {
    url,
    browser,
    describe: () => `Chromium ${browser.version()}, headless, 4× CPU slowdown, 360 px viewport; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`,
    async close() {
      await browser.close();
      await new Promise<void>((r) => server.httpServer.close(() => r()));
    },
  };
}

/**
 * Run a browser bench section against the built app: says it is skipped without Chromium,
 * otherwise builds and serves the app into `outDir`, prints what it runs on (and `extra`), runs
 * `body`, and closes browser and server whatever happens.
 */
export async function withPhoneApp(outDir: string, extra: string, body: (app: PhoneApp) => Promise<void>): Promise<void> {
  if (!hasChromium()) {
    console.log(`skipped: ${NO_CHROMIUM}`);
    return;
  }
  const app = await phoneApp(outDir);
  console.log(app.describe() + extra);
  try {
    await body(app);
  } finally {
    await app.close();
  }
}

/**
 * A new phone page (its own context, `init` run before each document); the CPU slowdown starts
 * at once unless `throttleLater`, when the returned `throttle()` starts it.
 */
export async function phonePage(browser: Browser, init?: () => void, throttleLater = false): Promise<{ ctx: BrowserContext; page: Page; throttle: () => Promise<void> }> {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, serviceWorkers: 'block' });
  if (init) await ctx.addInitScript(init);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const throttle = async () => void (await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }));
  if (!throttleLater) await throttle();
  return { ctx, page, throttle };
}
