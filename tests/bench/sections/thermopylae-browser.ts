/**
 * 9 Card Thermopylae engine throughput in the app's own runtime, the figures issue 18 sets floors
 * for: complete games per CPU-second in a blank page of Debian's headless Chromium (the browser
 * the component and end-to-end tests use), on the engine bundled and minified by esbuild into one
 * ES module script, as a build ships it. Three kinds of game (random-game.ts): random play in
 * place with the log off, the heuristic Persian player in place (what counsel simulates; both
 * through playOut, the simulations' loop), and random play through the copying API with the log
 * (what the game screen does).
 *
 * Method: games per CPU-second of the page's main thread (the DevTools protocol's Performance
 * metrics in thread time, so a busy shared machine skews it less), after an untimed warm-up of at
 * least one CPU-second, in THERMO_BENCH_REPS runs (default 5); median [min–max]. The load average
 * is printed with it: on a busy 2-core machine the figures still fall.
 *
 * The floors' calibration (reference-engine.ts): issue 18 set its floors as a fraction of what the
 * engine of that day did on this machine, whose speed has moved since. The same page then plays
 * that engine (from git) and today's in alternating blocks, and states each floor as the issue's
 * fraction of the reference's speed measured there and then. Skipped, with a note, where Chromium
 * is not installed (bash tests/setup-browser.sh) or git does not hold the reference commit.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { NO_CHROMIUM, bundleEntry, hasChromium, openBenchPage } from '../bench-page.js';
import { ISSUE_FLOORS, REFERENCE, referenceEntry } from '../reference-engine.js';

export const title = '9 Card Thermopylae — full games per second in Chromium (the app\'s runtime)';

const REPS = Math.max(1, Number(process.env.THERMO_BENCH_REPS ?? 5));
const SCALE = Math.max(0.01, Number(process.env.THERMO_BENCH_SCALE ?? 1));
/** Alternating blocks of the reference and today's engine for each kind (THERMO_BENCH_BLOCKS). */
const BLOCKS = Math.max(2, Number(process.env.THERMO_BENCH_BLOCKS ?? 12));
const f0 = (x: number) => x.toFixed(0);

type Kind = 'random' | 'bot' | 'contract';

export async function run(): Promise<void> {
  if (!hasChromium()) {
    console.log(`skipped: ${NO_CHROMIUM}`);
    return;
  }
  const scripts = [await bundleEntry(fileURLToPath(new URL('../browser-entry.ts', import.meta.url)))];
  const reference = referenceEntry();
  if (reference !== null) scripts.push(await bundleEntry(reference, 'thermoReference'));

  const { browser, page, threadTime, close } = await openBenchPage(scripts, reference === null ? ['thermoBench'] : ['thermoBench', 'thermoReference']);
  try {
    const play = (kind: Kind, n: number, seed0: number, engine = 'thermoBench'): Promise<number> =>
      page.evaluate(([e, k, m, s]) => (globalThis as unknown as Record<string, (k: string, n: number, s: number) => number>)[e]!(k, m, s), [engine, kind, n, seed0] as const);

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
    console.log(`random play in place (playOut), no log: ${f0(r.med)} games/CPU-s [${f0(r.min)}–${f0(r.max)}] (${f0(r.steps)} actions/game)`);
    const b = await measure('bot', Math.round(2000 * SCALE));
    console.log(`heuristic Persian player in place (playOut), no log: ${f0(b.med)} games/CPU-s [${f0(b.min)}–${f0(b.max)}] (${f0(b.steps)} actions/game)`);
    const c = await measure('contract', Math.round(300 * SCALE));
    console.log(`random play, applyAction (copies, checks) + log, as the game screen plays: ${f0(c.med)} games/CPU-s [${f0(c.min)}–${f0(c.max)}]`);

    if (reference === null) {
      console.log(`floors: skipped (git does not hold ${REFERENCE}, the engine issue 18 measured; a shallow clone?)`);
      return;
    }
    // The floors against the engine issue 18 measured, in alternating blocks of the same games.
    console.log(`issue 18's floors against the engine it measured (${REFERENCE}, trusted in-place play as its bench played), ${BLOCKS} alternating blocks in this page:`);
    for (const kind of ['random', 'bot'] as const) {
      const n = Math.round((kind === 'random' ? 400 : 250) * SCALE);
      await play(kind, n, 2_000_000, 'thermoReference'); // its warm-up; today's engine is warm
      let tRef = 0;
      let tNow = 0;
      const ratios: number[] = [];
      for (let i = 0; i < BLOCKS; i++) {
        const t: Record<string, number> = {};
        for (const e of i % 2 === 0 ? ['thermoReference', 'thermoBench'] : ['thermoBench', 'thermoReference']) {
          const t0 = await threadTime();
          await play(kind, n, i * n, e);
          t[e] = (await threadTime()) - t0;
        }
        tRef += t.thermoReference!;
        tNow += t.thermoBench!;
        ratios.push(t.thermoReference! / t.thermoBench!);
      }
      ratios.sort((x, y) => x - y);
      const ref = (BLOCKS * n) / tRef;
      const now = (BLOCKS * n) / tNow;
      const { floor, then } = ISSUE_FLOORS[kind];
      const scaled = (floor / then) * ref;
      const name = kind === 'random' ? 'random play' : 'heuristic player';
      console.log(
        `  ${name}: reference ${f0(ref)}, today's engine ${f0(now)} games/CPU-s (${(now / ref).toFixed(2)}× the reference; blocks ${ratios[0]!.toFixed(2)}–${ratios[ratios.length - 1]!.toFixed(2)}); ` +
          `floor ${floor} of the reference's ${then} = ${((100 * floor) / then).toFixed(1)} % → ${f0(scaled)} here: ${now >= scaled ? 'met' : 'NOT met'} (${(now / scaled).toFixed(2)}× the floor)`,
      );
    }
  } finally {
    await close();
  }
}
