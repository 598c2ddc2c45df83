/**
 * Thermopylae screen bundle size: reads the newest existing build (E2E_DIST, else dist/; it
 * builds nothing) and prints the gzipped bytes of the thermopylae-screen chunk and of every
 * chunk it imports statically, split into what the first screen already loaded and what the
 * Thermopylae route adds. Measurements only (issue 7).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

export const title = 'Thermopylae screen bundle (gzip -9, existing build)';

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;

/** Static imports of a built ES chunk: `import … from "./x.js"` and `import "./x.js"`. */
function staticImports(code: string): string[] {
  const out = new Set<string>();
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*${}\s,]+from\s*)?["']\.\/([\w.-]+\.js)["']/g)) out.add(m[1]!);
  return [...out];
}

export async function run(): Promise<void> {
  const candidates = [process.env.E2E_DIST, 'dist'].filter((d): d is string => !!d && existsSync(join(d, 'index.html')));
  if (!candidates.length) {
    console.log('no build found (dist/ or E2E_DIST): run `vite build` first');
    return;
  }
  const dist = candidates.sort((a, b) => statSync(join(b, 'index.html')).mtimeMs - statSync(join(a, 'index.html')).mtimeMs)[0]!;
  const assets = join(dist, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const chunk = files.filter((f) => /^thermopylae-screen-/.test(f)).sort((a, b) => statSync(join(assets, b)).mtimeMs - statSync(join(assets, a)).mtimeMs)[0];
  if (!chunk) {
    console.log(`${dist}: no thermopylae-screen chunk`);
    return;
  }
  const gz = (f: string) => gzipSync(readFileSync(join(assets, f)), { level: 9 }).length;
  const closure = (f: string, into = new Set<string>()): Set<string> => {
    if (into.has(f) || !existsSync(join(assets, f))) return into;
    into.add(f);
    for (const i of staticImports(readFileSync(join(assets, f), 'utf8'))) closure(i, into);
    return into;
  };
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/assets\/([\w.-]+\.js)/g)].map((m) => m[1]!);
  const first = new Set<string>();
  for (const e of entries) closure(e, first);
  const mine = closure(chunk);
  console.log(`build: ${dist}/ (${new Date(statSync(join(dist, 'index.html')).mtimeMs).toISOString()})`);
  console.log(`thermopylae-screen chunk ${chunk}: ${kb(gz(chunk))} gzipped (${kb(statSync(join(assets, chunk)).size)} raw)`);
  let added = 0;
  let shared = 0;
  for (const f of [...mine].filter((x) => x !== chunk).sort()) {
    const size = gz(f);
    const loaded = first.has(f);
    if (loaded) shared += size;
    else added += size;
    console.log(`  imports ${f.padEnd(44)} ${kb(size).padStart(9)}${loaded ? '  (already loaded by the first screen)' : ''}`);
  }
  console.log(`route /thermopylae adds ${kb(gz(chunk) + added)} gzipped beyond the first screen; with its shared imports ${kb(gz(chunk) + added + shared)}`);
}
