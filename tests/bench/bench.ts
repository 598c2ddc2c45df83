/**
 * `npm run bench`: measurements, never assertions. Each file in tests/bench/sections/ exports
 * `title` and `run()`, which prints its own numbers; budgets live in the issues, not here.
 * Run one section: `npm run bench -- odds` (matches the file name).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

const dir = fileURLToPath(new URL('./sections/', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

for (const f of files) {
  const mod = (await import(pathToFileURL(join(dir, f)).href)) as { title: string; run: () => Promise<void> | void };
  console.log(`\n## ${mod.title}  (${f})`);
  await mod.run();
}
