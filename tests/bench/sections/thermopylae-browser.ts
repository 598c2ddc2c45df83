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
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
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
    const c = await measure('contract', Math.round(300 * SCALE));
    console.log(`random play, applyAction (copies, checks legality) + log, as the game screen plays: ${f0(c.med)} games/CPU-s [${f0(c.min)}–${f0(c.max)}]`);
  } finally {
    await close();
  }
}
