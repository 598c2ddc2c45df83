/**
 * Bundle size: builds the app and prints the gzipped bytes of what the first screen loads
 * (entry + home screen and their static imports, CSS included), the same in Dutch (plus the
 * first screen's Dutch messages, a chunk loaded only for Dutch) and, for each lazily loaded
 * screen, what it adds on top, and in Dutch its own messages too (components/i18n/screens.ts). Budgets (issue 20): first screen ≤ 35 KB gzipped in English, ≤ 45 KB in Dutch.
 */
import { build } from 'vite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGET_KB, closure, firstScreen, gzBytes } from '../first-screen.mjs';

export const title = 'Bundle size (gzip -9)';

const OUT = '.tmp/bench-dist';

export async function run(): Promise<void> {
  await build({ logLevel: 'silent', build: { outDir: OUT, emptyOutDir: true } });
  const { manifest, homeKey, first, en, nl } = firstScreen(OUT);
  const size = (files: Iterable<string>) => [...files].reduce((s, f) => s + gzBytes(OUT, f), 0);
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;

  const firstJs = en.files.filter((f) => f.endsWith('.js'));
  const firstCss = en.files.filter((f) => f.endsWith('.css'));
  console.log(`first screen (/): ${kb(en.bytes)}  — JS ${kb(size(firstJs))} in ${firstJs.length} files, CSS ${kb(size(firstCss))}  (budget ${BUDGET_KB.en} KB)`);
  if (nl.messages.length) {
    console.log(`first screen in Dutch: ${kb(nl.bytes)}  — the first screen's Dutch messages add ${kb(size(nl.messages))} in ${nl.messages.length} file  (budget ${BUDGET_KB.nl} KB)`);
  }

  const screens = Object.keys(manifest).filter((k) => /components\/[\w-]+-screen\/[\w-]+-screen\.ts$/.test(k) && k !== homeKey);
  for (const key of screens.sort()) {
    const own = [...closure(manifest, key)].filter((f) => !first.has(f));
    const name = key.split('/').pop()!.replace('.ts', '');
    // In Dutch the screen brings its own messages (components/i18n/screens.ts).
    const nlKey = Object.keys(manifest).find((k) => k.endsWith(`components/i18n/locales/nl-${name.replace(/-screen$/, '')}.ts`));
    const nl = nlKey ? [...closure(manifest, nlKey)].filter((f) => !first.has(f) && !own.includes(f)) : [];
    const inDutch = nl.length ? `; in Dutch + ${kb(size(nl))} of messages` : '';
    console.log(`  + ${name.padEnd(20)} ${kb(size(own)).padStart(9)}  (${own.length} files beyond the first screen${inDutch})`);
  }
  const sw = ['sw.js', ...readFileSyncSafe(OUT)];
  console.log(`service worker (off the critical path): ${kb(size(sw))}`);
}

function readFileSyncSafe(out: string): string[] {
  // the workbox runtime file the generated sw.js imports
  const sw = readFileSync(join(out, 'sw.js'), 'utf8');
  return [...new Set([...sw.matchAll(/(workbox-[0-9a-f]+)/g)].map((m) => `${m[1]}.js`))];
}
