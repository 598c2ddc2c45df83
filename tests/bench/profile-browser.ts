/**
 * Where a Thermopylae game's time goes in Chromium (docs/performance.md): `npx tsx
 * tests/bench/profile-browser.ts [random|bot] [games]` bundles browser-entry.ts unminified (so
 * functions keep their names), plays the games in a blank page under the DevTools sampling
 * profiler after a warm-up, and prints each function's share of the samples, self and inclusive.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { openBenchPage } from './bench-page.js';

interface ProfileNode { id: number; callFrame: { functionName: string; lineNumber: number }; children?: number[]; positionTicks?: { line: number; ticks: number }[] }
const [kind = 'random', nArg = '4000'] = process.argv.slice(2);
const entry = fileURLToPath(new URL('./browser-entry.ts', import.meta.url));
const script = (await build({ entryPoints: [entry], bundle: true, format: 'esm', target: 'es2022', write: false, logLevel: 'warning' })).outputFiles[0]!.text;
const { page, close } = await openBenchPage([script], ['thermoBench']);
const cdp = await page.context().newCDPSession(page);
const play = (n: number, s0: number) => page.evaluate(([k, m, s]) => (globalThis as unknown as { thermoBench: (k: string, n: number, s: number) => number }).thermoBench(k, m, s), [kind, n, s0] as const);
await play(Math.ceil(Number(nArg) / 4), 1e6); // warm-up
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await play(Number(nArg), 0);
const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[] } };
await close();

const name = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'}:${n.callFrame.lineNumber + 1}`;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map<string, number>();
const incl = new Map<string, number>();
let total = 0;
for (const id of profile.samples) {
  const n = byId.get(id)!;
  if (n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)') continue;
  total++;
  self.set(name(n), (self.get(name(n)) ?? 0) + 1);
  const seen = new Set<string>();
  for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
    const k = name(byId.get(x)!);
    if (!seen.has(k)) incl.set(k, (incl.get(k) ?? 0) + 1);
    seen.add(k);
  }
}
const show = (title: string, m: Map<string, number>, k: number) => {
  console.log(`${title} (% of ${total} samples)`);
  for (const [f, c] of [...m].sort((a, b) => b[1] - a[1]).slice(0, k)) console.log(`${((100 * c) / total).toFixed(1).padStart(6)}  ${f}`);
};
show('self', self, 40);
show('inclusive', incl, 50);
if (process.env.LINES) {
  const lines = new Map<number, number>();
  for (const n of profile.nodes) for (const p of n.positionTicks ?? []) lines.set(p.line, (lines.get(p.line) ?? 0) + p.ticks);
  const src = script.split('\n');
  console.log('lines');
  for (const [l, c] of [...lines].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.LINES))) console.log(`${((100 * c) / total).toFixed(1).padStart(6)}  ${l}: ${src[l - 1]!.trim().slice(0, 110)}`);
}
