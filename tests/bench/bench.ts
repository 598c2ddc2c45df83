/**
 * `npm run bench`: measurements, never assertions. Each file in tests/bench/sections/ exports
 * `title` and `run()`, which prints its own numbers; budgets live in the issues, not here.
 * Run one section: `npm run bench -- odds` (matches the file name).
 *
 * Each section runs in a fresh Node process: what one section leaves behind (a warm heap, JIT
 * feedback from other code) would otherwise skew the next one's timings — measured: the
 * Thermopylae figure fell from ~10,000 to ~3,700 games/s when run after the other sections.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const dir = fileURLToPath(new URL('./sections/', import.meta.url));
const args = process.argv.slice(2);
const inProcess = args[0] === '--in-process';
const only = inProcess ? args.slice(1) : args;
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

let failed = 0;
for (const f of files) {
  if (inProcess || files.length === 1) {
    const mod = (await import(pathToFileURL(join(dir, f)).href)) as { title: string; run: () => Promise<void> | void };
    console.log(`\n## ${mod.title}  (${f})`);
    await mod.run();
  } else {
    const r = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--in-process', f], { stdio: 'inherit' });
    if (r.status !== 0) failed++;
  }
}
if (failed) process.exitCode = 1;
