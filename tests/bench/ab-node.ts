/**
 * Two engines' speed in plain Node, side by side (docs/performance.md; the Node twin of
 * ab-browser.ts): `npx tsx tests/bench/ab-node.ts <entry A> <entry B> [random|bot] [blocks] [games
 * per block]` bundles each entry (a file that sets `globalThis.thermoBench = (kind, n, seed0) =>
 * actions`, like browser-entry.ts; `reference` for issue 18's reference engine, reference-engine.ts)
 * minified as the app ships it, loads both into this process and plays them in alternating blocks,
 * timing this process's CPU; prints each speed, the ratio B/A and the blocks' spread.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join, resolve } from 'node:path';
import { bundleEntry } from './bench-page.js';
import { referenceEntry } from './reference-engine.js';

type Play = (kind: string, n: number, seed0: number) => number;
const [a, b, kind = 'random', blocksArg = '12', nArg = '400'] = process.argv.slice(2);
const entryOf = (e: string | undefined) => {
  if (e === 'reference') {
    const r = referenceEntry();
    if (r === null) throw new Error('git does not hold the reference engine');
    return r;
  }
  if (!e) throw new Error('usage: ab-node.ts <entry A> <entry B> [random|bot] [blocks] [games]');
  return e;
};
async function load(entry: string, name: string): Promise<Play> {
  const file = resolve(join('.tmp', `ab-node-${name}.mjs`));
  writeFileSync(file, await bundleEntry(entry, name));
  await import(pathToFileURL(file).href);
  return (globalThis as unknown as Record<string, Play>)[name]!;
}
const pa = await load(entryOf(a), 'benchA');
const pb = await load(entryOf(b), 'benchB');
const n = Number(nArg);
const blocks = Number(blocksArg);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
for (let w = 0; w < 3; w++) {
  pa(kind, n, 9e6 + w * n);
  pb(kind, n, 9e6 + w * n);
}
const ratios: number[] = [];
let ta = 0;
let tb = 0;
for (let i = 0; i < blocks; i++) {
  const t: Record<string, number> = {};
  for (const [g, p] of i % 2 === 0 ? ([['A', pa], ['B', pb]] as const) : ([['B', pb], ['A', pa]] as const)) {
    const t0 = cpu();
    p(kind, n, i * n);
    t[g] = cpu() - t0;
  }
  ta += t.A!;
  tb += t.B!;
  ratios.push(t.A! / t.B!);
}
ratios.sort((x, y) => x - y);
console.log(`${kind} (Node ${process.version}): A ${((blocks * n) / ta).toFixed(0)} B ${((blocks * n) / tb).toFixed(0)} games/CPU-s; B/A speed ${(ta / tb).toFixed(3)} [blocks ${ratios[0]!.toFixed(2)}–${ratios[ratios.length - 1]!.toFixed(2)}]`);
