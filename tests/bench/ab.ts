/**
 * `npm run bench:ab -- [ref]`: is the Thermopylae engine in the working tree faster than at git
 * `ref` (default HEAD)? A measurement for speed work, never a test.
 *
 * Why not two `npm run bench` runs: the development machine is a shared 2-core VM whose speed
 * drifts by ±20 % within an hour (the same engine measured 9,500 and 7,200 games/CPU-s on one
 * morning), far more than most single changes gain. Here both engines run in ONE process, in
 * alternating blocks of random games (the bench's applyInPlace path, the same seeds on both
 * sides), so a slow minute slows both; the figure is the median over blocks of the per-block
 * speed ratio, with its range.
 *
 * `ref`'s tree is checked out with `git worktree` into a scratch folder (removed afterwards), and
 * each side's driver (below) is bundled with its engine by esbuild, as one module per side, so the
 * JIT sees two independent programs. (Importing the two trees' .ts files through tsx instead gave
 * 0.83 for identical engines: its per-file transform is not what the app ships or the bench runs.)
 * BLOCKS (default 20) and GAMES (per block, default 1000) set the effort.
 *
 * `npm run bench:ab -- [ref] --browser` runs the same comparison in one page of Debian's headless
 * Chromium (the app's runtime, a newer V8 than Node's; see sections/thermopylae-browser.ts): both
 * bundles in the same page, each block timed in CPU time of the page's main thread.
 *
 * `npm run bench:ab -- [ref] --instructions` counts machine instructions per game instead of
 * timing (valgrind's callgrind, `node --predictable`): each side plays a 2,000-game warm-up and
 * then 1,000 or 3,000 games, and the figure is the difference of the two counts over 2,000 games.
 * It repeats to about 0.01 % whatever the machine is doing, so it sees the 0.3–1 % steps that
 * timing cannot; about 4 minutes. It counts Node 20's V8, not Chromium's: a change it favours
 * still needs a timed `--browser` run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { NO_CHROMIUM, hasChromium, openBenchPage, type BenchPage } from './bench-page.js';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const argv = process.argv.slice(2);
const inBrowser = argv.includes('--browser');
const byInstructions = argv.includes('--instructions');
const ref = argv.find((x) => !x.startsWith('--')) ?? 'HEAD';
const BLOCKS = Math.max(2, Number(process.env.BLOCKS ?? 20));
const GAMES = Math.max(10, Number(process.env.GAMES ?? 1000));

/**
 * The driver: random-game.ts's game (the bench's figure) bound to one tree's engine and RNG;
 * `block(seed0, n)` plays n games and returns the actions taken. In the browser (one ES module
 * script per side) it is also a global.
 */
const driver = (tree: string, name: string): string => `
import { nextInt, seedRng } from ${JSON.stringify(join(tree, 'src/core/rng.ts'))};
import { applyInPlace, legalActions, newGame } from ${JSON.stringify(join(tree, 'src/thermopylae/engine.ts'))};
import { randomGame } from ${JSON.stringify(join(root, 'tests/bench/random-game.ts'))};
const engine = { newGame, legalActions, applyInPlace, nextInt };
export function block(seed0: number, n: number): number {
  let steps = 0;
  for (let g = 0; g < n; g++) steps += randomGame(engine, seedRng(seed0 + g), seed0 + g);
  return steps;
}
${inBrowser ? `(globalThis as unknown as Record<string, unknown>)[${JSON.stringify(`ab_${name}`)}] = block;` : ''}
`;

/** One side of the comparison: plays a block of games, returns its CPU time (µs) and actions. */
type Side = (seed0: number, n: number) => Promise<{ us: number; steps: number }>;
const scratch = mkdtempSync(join(tmpdir(), 'strategos-ab-'));
const base = join(scratch, 'base');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] }).toString().trim();
const sha = git('rev-parse', '--short', ref);
git('worktree', 'add', '--detach', base, ref);
let bench: BenchPage | undefined;
try {
  const bundle = async (name: string, tree: string): Promise<string> => {
    writeFileSync(join(scratch, `${name}.ts`), driver(tree, name));
    const outfile = join(scratch, inBrowser ? `${name}.js` : `${name}.mjs`);
    await build({ entryPoints: [join(scratch, `${name}.ts`)], bundle: true, platform: inBrowser ? 'browser' : 'node', format: 'esm', minify: inBrowser, target: 'es2022', outfile, logLevel: 'warning' });
    return outfile;
  };
  const files = { a: await bundle('a', base), b: await bundle('b', root) };
  if (byInstructions) {
    if (spawnSync('valgrind', ['--version']).status !== 0) throw new Error('--instructions needs valgrind (Debian package valgrind)');
    const runner = join(scratch, 'count.mjs');
    writeFileSync(runner, 'const { block } = await import(process.argv[2]);\nblock(1_000_000, 2000);\nblock(0, Number(process.argv[3]));\n');
    /** Instructions callgrind counts for node playing the warm-up and then n games of `file`'s engine. */
    const count = (file: string, n: number): number => {
      const r = spawnSync('valgrind', ['--tool=callgrind', `--callgrind-out-file=${join(scratch, 'callgrind.out')}`, process.execPath, '--predictable', runner, pathToFileURL(file).href, String(n)], { encoding: 'utf8' });
      const m = /Collected\s*:\s*(\d+)/.exec(r.stderr);
      if (r.status !== 0 || !m) throw new Error(`callgrind failed: ${r.stderr.slice(-500)}`);
      return Number(m[1]);
    };
    const perGame = (file: string) => (count(file, 3000) - count(file, 1000)) / 2000;
    const a = perGame(files.a);
    const b = perGame(files.b);
    console.log(`Thermopylae engine A/B in instructions (callgrind, Node ${process.version}), per random game (applyInPlace, no log):`);
    console.log(`  A ${ref} (${sha}): ${a.toFixed(0)}    B working tree: ${b.toFixed(0)}    B/A ${(b / a).toFixed(4)} (${((b / a - 1) * 100).toFixed(2)} %)`);
  } else {
    let A: Side;
    let B: Side;
    if (inBrowser) {
      if (!hasChromium()) throw new Error(NO_CHROMIUM);
      bench = await openBenchPage([readFileSync(files.a, 'utf8'), readFileSync(files.b, 'utf8')], ['ab_a', 'ab_b']);
      const { page, threadTime } = bench;
      const side = (name: 'a' | 'b'): Side => async (seed0, n) => {
        const t0 = await threadTime();
        const steps = await page.evaluate(([k, s0, m]) => (globalThis as unknown as Record<string, (s: number, n: number) => number>)[k]!(s0, m), [`ab_${name}`, seed0, n] as const);
        return { us: ((await threadTime()) - t0) * 1e6, steps };
      };
      A = side('a');
      B = side('b');
    } else {
      const cpu = () => {
        const c = process.cpuUsage();
        return c.user + c.system;
      };
      const side = async (file: string): Promise<Side> => {
        const { block } = (await import(pathToFileURL(file).href)) as { block: (seed0: number, n: number) => number };
        return async (seed0, n) => {
          const c0 = cpu();
          const steps = block(seed0, n);
          return { us: cpu() - c0, steps };
        };
      };
      A = await side(files.a);
      B = await side(files.b);
    }
    // warm-up, untimed: the JIT needs a few thousand games to compile either engine's hot paths
    for (let g = 0; g < 5; g++) {
      await A(1e6 + g * 1000, 1000);
      await B(1e6 + g * 1000, 1000);
    }
    const ratios: number[] = [];
    let ta = 0;
    let tb = 0;
    let sa = 0;
    let sb = 0;
    for (let b = 0; b < BLOCKS; b++) {
      // alternate which side runs first, so neither always gets the fresher minute
      const order: [Side, 'a' | 'b'][] = b % 2 === 0 ? [[A, 'a'], [B, 'b']] : [[B, 'b'], [A, 'a']];
      const t: Record<'a' | 'b', number> = { a: 0, b: 0 };
      for (const [side, name] of order) {
        const r = await side(b * GAMES, GAMES);
        t[name] = r.us;
        if (name === 'a') sa += r.steps;
        else sb += r.steps;
      }
      ratios.push(t.a / t.b);
      ta += t.a;
      tb += t.b;
    }
    ratios.sort((x, y) => x - y);
    const gps = (us: number) => ((BLOCKS * GAMES) / us * 1e6).toFixed(0);
    console.log(`Thermopylae engine A/B${bench ? ` in Chromium ${bench.browser.version()}` : ` in Node ${process.version}`}, ${BLOCKS} blocks of ${GAMES} random games (applyInPlace, no log), games per CPU-second:`);
    console.log(`  A ${ref} (${sha}): ${gps(ta)}    B working tree: ${gps(tb)}`);
    console.log(`  speed-up B/A, median of blocks: ${ratios[ratios.length >> 1]!.toFixed(3)} [${ratios[0]!.toFixed(2)}–${ratios[ratios.length - 1]!.toFixed(2)}]`);
    if (sa !== sb) console.log(`  note: the two engines played different games (${sa} vs ${sb} actions): a behaviour change, not only speed`);
  }
} finally {
  await bench?.close();
  git('worktree', 'remove', '--force', base);
  rmSync(scratch, { recursive: true, force: true });
}
