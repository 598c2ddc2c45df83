/**
 * 9 Card Thermopylae engine throughput in the app's own runtime: the same random games as
 * thermopylae.ts, played in a blank page of Debian's headless Chromium (the browser the app's
 * component and end-to-end tests use), on the engine bundled by esbuild and minified into one ES
 * module script, as a build ships it. The players' engine runs in a browser's JavaScript engine,
 * which is years newer than the development machine's Node (Node 20 runs V8 11.3; Chromium 156
 * runs V8 15) and faster on this code: both figures are printed, and neither is a test.
 *
 * Method: games per CPU-second of the page's main thread (the DevTools protocol's Performance
 * metrics in thread time, so a busy shared machine does not skew it), after an untimed warm-up
 * of at least one CPU-second, in THERMO_BENCH_REPS runs (default 5); median [min–max], as the
 * Node section. Skipped, with a note, where Chromium is not installed (bash tests/setup-browser.sh).
 *
 * Comparing this figure with the Node section's is unsound on the shared development machine: the
 * two sections run a minute apart, and one engine's speed moves by a third between minutes (blocks
 * of the same games in one page read 14,400–22,300 games/CPU-s within 20 seconds, while other
 * engineers' callgrind runs held the other core); on 2026-11-22 one `npm run bench` read Chromium
 * 14,941 and Node 17,713, the next 20,420 and 15,592. So the section also runs the same bundle in
 * its own Node process, in blocks alternating with the page's, and prints the per-block
 * Chromium/Node ratio, which the machine's drift cancels out of (1.25–1.31 that evening).
 */
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NO_CHROMIUM, hasChromium, openBenchPage } from '../bench-page.js';

export const title = '9 Card Thermopylae — full games per second in Chromium (the app\'s runtime)';

const REPS = Math.max(1, Number(process.env.THERMO_BENCH_REPS ?? 5));
const SCALE = Math.max(0.01, Number(process.env.THERMO_BENCH_SCALE ?? 1));
const f0 = (x: number) => x.toFixed(0);

export async function run(): Promise<void> {
  if (!hasChromium()) {
    console.log(`skipped: ${NO_CHROMIUM}`);
    return;
  }
  const entry = fileURLToPath(new URL('../browser-entry.ts', import.meta.url));
  const out = await build({ entryPoints: [entry], bundle: true, format: 'esm', minify: true, target: 'es2022', write: false, logLevel: 'warning' });
  const script = out.outputFiles[0]!.text;

  const { browser, page, threadTime, close } = await openBenchPage([script], ['thermoBench']);
  try {
    type Path = 'random' | 'contract';
    const play = (path: Path, n: number, seed0: number): Promise<number> =>
      page.evaluate(([p, k, s]) => (globalThis as unknown as { thermoBench: Record<string, (n: number, s: number) => number> }).thermoBench[p]!(k, s), [path, n, seed0] as const);

    const measure = async (path: Path, n: number) => {
      // warm-up, untimed: at least n/4 games and one CPU-second, as the Node section
      const w0 = await threadTime();
      for (let g = 0; g < n / 4 || (await threadTime()) - w0 < 1; g += Math.ceil(n / 8)) await play(path, Math.ceil(n / 8), 1_000_000 + g);
      const gps: number[] = [];
      let steps = 0;
      for (let r = 0; r < REPS; r++) {
        const t0 = await threadTime();
        steps += await play(path, n, r * n);
        gps.push(n / ((await threadTime()) - t0));
      }
      gps.sort((a, b) => a - b);
      return { med: gps[gps.length >> 1]!, min: gps[0]!, max: gps[gps.length - 1]!, steps: steps / (REPS * n) };
    };

    console.log(`Chromium ${browser.version()}, headless; ${REPS} timed runs per path after a warm-up; games per CPU-second of the page's main thread, median [min–max]`);
    const r = await measure('random', Math.round(10000 * SCALE));
    console.log(`random play, applyInPlace (trusted, no copy), no log — the issue's figure in the app's runtime, target ≥ 20000: ${f0(r.med)} games/CPU-s [${f0(r.min)}–${f0(r.max)}] (${f0(r.steps)} actions/game)`);
    const v = await versusNode(script, (n, s0) => play('random', n, s0), threadTime, Math.max(10, Math.round(1000 * SCALE)));
    console.log(`the same bundle in this Node ${process.version}, blocks alternating with the page's (drift cancels in the ratio): Chromium ${f0(v.chromium)}, Node ${f0(v.node)} games/CPU-s; Chromium/Node per block ${v.med.toFixed(2)} [${v.min.toFixed(2)}–${v.max.toFixed(2)}]`);
    const c = await measure('contract', Math.round(300 * SCALE));
    console.log(`random play, applyAction (copies, checks legality) + log, as the game screen plays: ${f0(c.med)} games/CPU-s [${f0(c.min)}–${f0(c.max)}]`);
  } finally {
    await close();
  }
}

/**
 * The page's random play against the same bundle imported into this Node process, in 20 pairs of
 * blocks of n games (which side runs first alternates), each side timed in its own CPU time; the
 * Node side is the same minified bundle (module scope), not the Node section's tsx-loaded modules.
 */
async function versusNode(script: string, page: (n: number, seed0: number) => Promise<number>, threadTime: () => Promise<number>, n: number) {
  const dir = mkdtempSync(join(tmpdir(), 'strategos-thermo-'));
  try {
    const file = join(dir, 'bench.mjs');
    writeFileSync(file, script);
    await import(pathToFileURL(file).href);
    const node = (globalThis as unknown as { thermoBench: { random: (n: number, s: number) => number } }).thermoBench;
    const cpu = () => {
      const c = process.cpuUsage();
      return (c.user + c.system) / 1e6;
    };
    const timeNode = (seed0: number) => {
      const c0 = cpu();
      node.random(n, seed0);
      return cpu() - c0;
    };
    const timePage = async (seed0: number) => {
      const t0 = await threadTime();
      await page(n, seed0);
      return (await threadTime()) - t0;
    };
    for (let g = 0; g < 5; g++) timeNode(2_000_000 + g * n); // the page is warm already
    const ratios: number[] = [];
    let tc = 0;
    let tn = 0;
    for (let b = 0; b < 20; b++) {
      const first = b % 2 === 0 ? timeNode(3_000_000 + b * n) : await timePage(3_000_000 + b * n);
      const second = b % 2 === 0 ? await timePage(3_000_000 + b * n) : timeNode(3_000_000 + b * n);
      const [c, m] = b % 2 === 0 ? [second, first] : [first, second];
      tc += c;
      tn += m;
      ratios.push(m / c);
    }
    ratios.sort((x, y) => x - y);
    return { chromium: (20 * n) / tc, node: (20 * n) / tn, med: ratios[ratios.length >> 1]!, min: ratios[0]!, max: ratios[ratios.length - 1]! };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
