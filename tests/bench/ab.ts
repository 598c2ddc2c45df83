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
 */
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const ref = process.argv[2] ?? 'HEAD';
const BLOCKS = Math.max(2, Number(process.env.BLOCKS ?? 20));
const GAMES = Math.max(10, Number(process.env.GAMES ?? 1000));

/** The driver: random-game.ts's game (the bench's figure) bound to one tree's engine and RNG. */
const driver = (tree: string): string => `
import { nextInt, seedRng } from ${JSON.stringify(join(tree, 'src/core/rng.ts'))};
import { applyInPlace, legalActions, newGame } from ${JSON.stringify(join(tree, 'src/thermopylae/engine.ts'))};
import { randomGame } from ${JSON.stringify(join(root, 'tests/bench/random-game.ts'))};
const engine = { newGame, legalActions, applyInPlace, nextInt };
export const game = (seed: number): number => randomGame(engine, seedRng(seed), seed);
`;

type Driver = { game: (seed: number) => number };
const scratch = mkdtempSync(join(tmpdir(), 'strategos-ab-'));
const base = join(scratch, 'base');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] }).toString().trim();
const sha = git('rev-parse', '--short', ref);
git('worktree', 'add', '--detach', base, ref);
try {
  const bundle = async (name: string, tree: string): Promise<Driver> => {
    writeFileSync(join(scratch, `${name}.ts`), driver(tree));
    await build({ entryPoints: [join(scratch, `${name}.ts`)], bundle: true, platform: 'node', format: 'esm', outfile: join(scratch, `${name}.mjs`), logLevel: 'warning' });
    return (await import(pathToFileURL(join(scratch, `${name}.mjs`)).href)) as Driver;
  };
  const A = await bundle('a', base);
  const B = await bundle('b', root);
  const cpu = () => {
    const c = process.cpuUsage();
    return c.user + c.system;
  };
  // warm-up, untimed: the JIT needs a few thousand games to compile either engine's hot paths
  for (let g = 0; g < 5000; g++) {
    A.game(1e6 + g);
    B.game(1e6 + g);
  }
  const ratios: number[] = [];
  let ta = 0;
  let tb = 0;
  let sa = 0;
  let sb = 0;
  for (let b = 0; b < BLOCKS; b++) {
    // alternate which side runs first, so neither always gets the fresher minute
    const order: [Driver, 'a' | 'b'][] = b % 2 === 0 ? [[A, 'a'], [B, 'b']] : [[B, 'b'], [A, 'a']];
    const t: Record<'a' | 'b', number> = { a: 0, b: 0 };
    for (const [side, name] of order) {
      const c0 = cpu();
      let steps = 0;
      for (let g = 0; g < GAMES; g++) steps += side.game(b * GAMES + g);
      t[name] = cpu() - c0;
      if (name === 'a') sa += steps;
      else sb += steps;
    }
    ratios.push(t.a / t.b);
    ta += t.a;
    tb += t.b;
  }
  ratios.sort((x, y) => x - y);
  const gps = (us: number) => ((BLOCKS * GAMES) / us * 1e6).toFixed(0);
  console.log(`Thermopylae engine A/B, ${BLOCKS} blocks of ${GAMES} random games (applyInPlace, no log), games per CPU-second:`);
  console.log(`  A ${ref} (${sha}): ${gps(ta)}    B working tree: ${gps(tb)}`);
  console.log(`  speed-up B/A, median of blocks: ${ratios[ratios.length >> 1]!.toFixed(3)} [${ratios[0]!.toFixed(2)}–${ratios[ratios.length - 1]!.toFixed(2)}]`);
  if (sa !== sb) console.log(`  note: the two engines played different games (${sa} vs ${sb} actions): a behaviour change, not only speed`);
} finally {
  git('worktree', 'remove', '--force', base);
  rmSync(scratch, { recursive: true, force: true });
}
