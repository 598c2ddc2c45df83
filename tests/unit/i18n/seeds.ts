/**
 * The rulebook texts (seeds/000 … 004) for tests that check the app's words against them. They
 * live beside the project, in `shared/seeds/` of a parent folder (/work/shared/seeds for
 * /work/main and its worktrees), or where STRATEGOS_SEEDS points. A missing folder fails the
 * test with this message rather than skipping it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function seedsDir(): string {
  if (process.env.STRATEGOS_SEEDS) return process.env.STRATEGOS_SEEDS;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'shared', 'seeds');
    if (existsSync(candidate)) return candidate;
    const up = resolve(dir, '..');
    if (up === dir) throw new Error('rulebook texts not found: set STRATEGOS_SEEDS to the folder holding 000_….txt … 004_….txt');
    dir = up;
  }
}

/** The text of rulebook `n` ('000', '002', '003', '004'). */
export function rulebook(n: string): string {
  const dir = seedsDir();
  const file = readdirSync(dir).find((f) => f.startsWith(`${n}_`) && f.endsWith('.txt'));
  if (!file) throw new Error(`no rulebook ${n} in ${dir}`);
  return readFileSync(join(dir, file), 'utf8');
}
