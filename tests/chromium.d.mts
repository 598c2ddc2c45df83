// Types for tests/chromium.mjs (a plain ES module, so the e2e tests and web-test-runner's config run it as is).
import type { Browser } from 'playwright-core';

export declare const CHROME: string;
export declare const CHROMIUM_ARGS: string[];
export declare function hasChromium(): boolean;
export declare function launchBrowser(): Promise<Browser>;
