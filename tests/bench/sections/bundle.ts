/**
 * Bundle size: builds the app and prints the gzipped bytes of what the first screen loads
 * (entry + home screen and their static imports, CSS included), the same in Dutch (plus the
 * Dutch messages, a chunk loaded only for Dutch) and, for each lazily loaded screen, what it adds
 * on top. Budgets (issue 20): first screen ≤ 35 KB gzipped in English, ≤ 45 KB in Dutch.
 */
import { build } from 'vite';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

export const title = 'Bundle size (gzip -9)';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const OUT = '.tmp/bench-dist';

export async function run(): Promise<void> {
  await build({ logLevel: 'silent', build: { outDir: OUT, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const gz = (file: string) => gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length;

  /** Files a chunk loads statically (itself, its static imports, their CSS). */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const c = manifest[key];
    if (!c || into.has(c.file)) return into;
    into.add(c.file);
    for (const css of c.css ?? []) into.add(css);
    for (const i of c.imports ?? []) closure(i, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const homeKey = Object.keys(manifest).find((k) => k.endsWith('home-screen/home-screen.ts'))!;
  const first = closure(homeKey, closure(entryKey));
  const size = (files: Iterable<string>) => [...files].reduce((s, f) => s + gz(f), 0);
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;

  const firstJs = [...first].filter((f) => f.endsWith('.js'));
  const firstCss = [...first].filter((f) => f.endsWith('.css'));
  console.log(`first screen (/): ${kb(size(first))}  — JS ${kb(size(firstJs))} in ${firstJs.length} files, CSS ${kb(size(firstCss))}  (budget 35 KB)`);
  const dutchKey = Object.keys(manifest).find((k) => k.endsWith('components/i18n/locales/nl.ts'));
  if (dutchKey) {
    const dutch = [...closure(dutchKey)].filter((f) => !first.has(f));
    console.log(`first screen in Dutch: ${kb(size(first) + size(dutch))}  — the Dutch messages add ${kb(size(dutch))} in ${dutch.length} file  (budget 45 KB)`);
  }

  const screens = Object.keys(manifest).filter((k) => /components\/[\w-]+-screen\/[\w-]+-screen\.ts$/.test(k) && k !== homeKey);
  for (const key of screens.sort()) {
    const own = [...closure(key)].filter((f) => !first.has(f));
    console.log(`  + ${key.split('/').pop()!.replace('.ts', '').padEnd(20)} ${kb(size(own)).padStart(9)}  (${own.length} files beyond the first screen)`);
  }
  const sw = ['sw.js', ...readFileSyncSafe(OUT)];
  console.log(`service worker (off the critical path): ${kb(size(sw))}`);
}

function readFileSyncSafe(out: string): string[] {
  // the workbox runtime file the generated sw.js imports
  const sw = readFileSync(join(out, 'sw.js'), 'utf8');
  return [...new Set([...sw.matchAll(/(workbox-[0-9a-f]+)/g)].map((m) => `${m[1]}.js`))];
}
