/**
 * Two engines' speed in one Chromium page (docs/performance.md): `npx tsx tests/bench/ab-browser.ts
 * <entry A> <entry B> [random|bot] [blocks] [games per block]` bundles each entry (a file that sets
 * `globalThis.thermoBench = (kind, n, seed0) => actions`, like browser-entry.ts) and plays them in
 * alternating blocks, timing the page's main-thread CPU; prints each speed and the ratio.
 */
import { bundleEntry, openBenchPage } from './bench-page.js';
const [a, b, kind = 'random', blocksArg = '12', nArg = '400'] = process.argv.slice(2);
const sa = await bundleEntry(a!, 'benchA'); const sb = await bundleEntry(b!, 'benchB');
const { page, threadTime, close } = await openBenchPage([sa, sb], ['benchA', 'benchB']);
const play = (g: string, n: number, s0: number) => page.evaluate(([g, k, n, s]) => (globalThis as any)[g](k, n, s), [g, kind, n, s0] as const);
const n = Number(nArg); const blocks = Number(blocksArg);
for (let w = 0; w < 3; w++) { await play('benchA', n, 9e6 + w * n); await play('benchB', n, 9e6 + w * n); }
const ratios: number[] = []; let ta = 0, tb = 0;
for (let i = 0; i < blocks; i++) {
  const order = i % 2 === 0 ? ['benchA', 'benchB'] : ['benchB', 'benchA'];
  const t: Record<string, number> = {};
  for (const g of order) { const t0 = await threadTime(); await play(g, n, i * n); t[g] = (await threadTime()) - t0; }
  ta += t.benchA!; tb += t.benchB!; ratios.push(t.benchB! / t.benchA!);
}
ratios.sort((x, y) => x - y);
console.log(`${kind}: A ${(blocks * n / ta).toFixed(0)} B ${(blocks * n / tb).toFixed(0)} games/CPU-s; A/B speed ${(tb / ta).toFixed(3)} [${ratios[0]!.toFixed(2)}–${ratios[ratios.length - 1]!.toFixed(2)}]`);
await close();
