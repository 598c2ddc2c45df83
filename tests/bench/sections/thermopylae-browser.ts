/**
 * 9 Card Thermopylae engine throughput in the app's own runtime, the figures issue 18 sets floors
 * for: complete games per CPU-second in a blank page of Debian's headless Chromium (the browser
 * the component and end-to-end tests use), on the engine bundled and minified by esbuild into one
 * ES module script, as a build ships it. Three kinds of game (random-game.ts): random play in
 * place with the log off, the heuristic Persian player in place (what counsel simulates), and
 * random play through the copying API with the log (what the game screen does).
 *
 * Method: games per CPU-second of the page's main thread (the DevTools protocol's Performance
 * metrics in thread time, so a busy shared machine skews it less), after an untimed warm-up of at
 * least one CPU-second, in THERMO_BENCH_REPS runs (default 5); median [min–max]. The load average
 * is printed with it: on a busy 2-core machine the figures still fall. Skipped, with a note,
 * where Chromium is not installed (bash tests/setup-browser.sh).
 */
import { build } from 'esbuild';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { NO_CHROMIUM, hasChromium, openBenchPage } from '../bench-page.js';

export const title = '9 Card Thermopylae — full games per second in Chromium (the app\'s runtime)';

const REPS = Math.max(1, Number(process.env.THERMO_BENCH_REPS ?? 5));
const SCALE = Math.max(0.01, Number(process.env.THERMO_BENCH_SCALE ?? 1));
const f0 = (x: number) => x.toFixed(0);

type Kind = 'random' | 'bot' | 'contract';

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
    const play = (kind: Kind, n: number, seed0: number): Promise<number> =>
      page.evaluate(([k, m, s]) => (globalThis as unknown as { thermoBench: (k: string, n: number, s: number) => number }).thermoBench(k, m, s), [kind, n, seed0] as const);

    const measure = async (kind: Kind, n: number) => {
      // warm-up, untimed: at least n/4 games and one CPU-second (the JIT compiles the hot paths first)
      const w0 = await threadTime();
      for (let g = 0; g < n / 4 || (await threadTime()) - w0 < 1; g += Math.ceil(n / 8)) await play(kind, Math.ceil(n / 8), 1_000_000 + g);
      const gps: number[] = [];
      let steps = 0;
      for (let r = 0; r < REPS; r++) {
        const t0 = await threadTime();
        steps += await play(kind, n, r * n);
        gps.push(n / ((await threadTime()) - t0));
      }
      gps.sort((a, b) => a - b);
      return { med: gps[gps.length >> 1]!, min: gps[0]!, max: gps[gps.length - 1]!, steps: steps / (REPS * n) };
    };

    const load = loadavg().map((x) => x.toFixed(2)).join(' ');
    console.log(`Chromium ${browser.version()}, headless; load average at start ${load} (2 cores shared); ${REPS} timed runs per kind after a warm-up; games per CPU-second of the page's main thread, median [min–max]`);
    const r = await measure('random', Math.round(4000 * SCALE));
    console.log(`random play, applyInPlace, no log (issue 18 floor ≥ 15000): ${f0(r.med)} games/CPU-s [${f0(r.min)}–${f0(r.max)}] (${f0(r.steps)} actions/game)`);
    const b = await measure('bot', Math.round(2000 * SCALE));
    console.log(`heuristic Persian player (botChoose), applyInPlace, no log (issue 18 floor ≥ 7000): ${f0(b.med)} games/CPU-s [${f0(b.min)}–${f0(b.max)}] (${f0(b.steps)} actions/game)`);
    const c = await measure('contract', Math.round(300 * SCALE));
    console.log(`random play, applyAction (copies, checks) + log, as the game screen plays: ${f0(c.med)} games/CPU-s [${f0(c.min)}–${f0(c.max)}]`);
  } finally {
    await close();
  }
}
