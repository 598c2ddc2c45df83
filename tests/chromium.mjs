// Debian's Chromium (/usr/bin/chromium, or CHROME_PATH), as every browser-driving tool here starts
// it: the e2e harness, the component test runner and the bench's in-browser figures. Never a
// downloaded browser (../shared/toolchain.md); tests/setup-browser.sh installs this one.
import { chromium } from 'playwright-core';
import { existsSync } from 'node:fs';

export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags for a closed network and a root user: no sandbox, no GPU, no background connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Is the browser installed (the bench skips its in-browser figures when not)? */
export function hasChromium() {
  return existsSync(CHROME);
}

/** Headless Chromium through playwright-core. */
export async function launchBrowser() {
  return chromium.launch({ executablePath: CHROME, headless: true, args: CHROMIUM_ARGS });
}
