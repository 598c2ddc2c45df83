// Component tests: real Lit elements in Debian's headless Chromium (/usr/bin/chromium).
// Never let a tool download its own browser (../shared/toolchain.md).
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { fileURLToPath } from 'node:url';
import { CHROME as executablePath, CHROMIUM_ARGS } from './tests/chromium.mjs';

export default {
  files: process.env.WTR_FILES ? process.env.WTR_FILES.split(',') : ['tests/components/**/*.test.ts'],
  // The same design tokens as the app (index.html links the same file).
  testRunnerHtml: (testFramework) => `<!doctype html>
    <html lang="en" data-theme="light">
      <head><link rel="stylesheet" href="/components/styles/tokens.css" /></head>
      <body><script type="module" src="${testFramework}"></script></body>
    </html>`,
  nodeResolve: { exportConditions: ['production', 'default'] },
  concurrency: 1,
  port: process.env.WTR_PORT ? Number(process.env.WTR_PORT) : undefined,
  browserStartTimeout: 60000,
  testsFinishTimeout: 300000,
  testFramework: { config: { timeout: 20000 } },
  plugins: [
    esbuildPlugin({
      ts: true,
      target: 'es2022',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [...CHROMIUM_ARGS, '--headless'],
      },
    }),
  ],
};
