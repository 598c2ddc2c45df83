/**
 * A blank page of Debian's headless Chromium for the bench's in-browser figures
 * (sections/thermopylae-browser.ts): the given ES module scripts
 * run in it, and `threadTime()` reads the CPU seconds its main thread has used (the DevTools
 * protocol's Performance metrics in thread time), so a busy shared machine does not skew a timing.
 */
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { CHROME, hasChromium, launchBrowser } from '../chromium.mjs';

export interface BenchPage {
  browser: Browser;
  page: Page;
  /** CPU seconds of the page's main thread so far. */
  threadTime(): Promise<number>;
  close(): Promise<void>;
}

export const NO_CHROMIUM = `no Chromium at ${CHROME} (bash tests/setup-browser.sh installs Debian's)`;
export { hasChromium };

/** Open the page, run each script as a module, and wait until `ready` (a global) is defined. */
export async function openBenchPage(scripts: readonly string[], ready: readonly string[]): Promise<BenchPage> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    for (const content of scripts) await page.addScriptTag({ content, type: 'module' });
    await page.waitForFunction((names) => names.every((n) => n in globalThis), ready);
    const threadTime = async (): Promise<number> => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')!.value;
    return { browser, page, threadTime, close: () => browser.close() };
  } catch (e) {
    await browser.close();
    throw e;
  }
}

/**
 * A bench entry (a file that sets `globalThis.thermoBench = (kind, n, seed0) => actions`, like
 * browser-entry.ts) bundled and minified by esbuild as a build ships it, its global renamed to
 * `name` so that two engines can share one page.
 */
export async function bundleEntry(entry: string, name = 'thermoBench'): Promise<string> {
  const text = (await build({ entryPoints: [entry], bundle: true, format: 'esm', minify: true, target: 'es2022', write: false, logLevel: 'warning' })).outputFiles[0]!.text;
  return name === 'thermoBench' ? text : text.replace('globalThis.thermoBench=', `globalThis.${name}=`).replace(/thermoBench\s*=/, `${name}=`);
}
