/**
 * The rulebook texts (seeds/000 … 004) for tests that check the app's words against them. They
 * live beside the project, in `shared/seeds/` of a parent folder (/work/shared/seeds for
 * /work/main and its worktrees), or where STRATEGOS_SEEDS points.
 *
 * They are not part of the repository, so a fresh clone with nothing beside it has none: the
 * tests that need them are then skipped, each named `… [needs the rulebook texts]`, and one line
 * on the console says which and how to run them. CI (`.ci/run`) finds the texts first, fails if
 * they are missing, and sets STRATEGOS_REQUIRE_SEEDS=1, under which a missing text is a failure
 * here too — so where the texts exist these checks always run.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HOW = 'put the rulebook texts (000_….txt … 004_….txt) in shared/seeds/ of a folder above the project, or set STRATEGOS_SEEDS to their folder';

/** The folder of the rulebook texts, or null when there is none. */
function findSeeds(): string | null {
  const env = process.env.STRATEGOS_SEEDS;
  if (env) return existsSync(env) ? env : null;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'shared', 'seeds');
    if (existsSync(candidate)) return candidate;
    const up = resolve(dir, '..');
    if (up === dir) return null;
    dir = up;
  }
}

const SEEDS = findSeeds();

/** Are the rulebook texts here? (A test that reads them runs only if so: `it.skipIf(!haveRulebooks)`.) */
export const haveRulebooks = SEEDS !== null;

/** The suffix every test that reads the rulebooks carries in its name, so a skipped one says why. */
export const NEEDS_RULEBOOKS = '[needs the rulebook texts]';

if (!haveRulebooks && process.env.STRATEGOS_REQUIRE_SEEDS) {
  throw new Error(`rulebook texts not found, and STRATEGOS_REQUIRE_SEEDS is set (CI): ${HOW}`);
}

/**
 * Say, once per test file, which checks are skipped and how to run them (vitest prints a test
 * file's console lines with the file's name).
 */
export function sayIfSkipped(what: string): void {
  if (!haveRulebooks) console.warn(`SKIPPED ${NEEDS_RULEBOOKS}: ${what} — rulebook texts not found. To run them: ${HOW}.`);
}

/** The text of rulebook `n` ('000', '002', '003', '004'). Only call it from a test that runs when `haveRulebooks`. */
export function rulebook(n: string): string {
  if (SEEDS === null) throw new Error(`rulebook texts not found: ${HOW}`);
  const file = readdirSync(SEEDS).find((f) => f.startsWith(`${n}_`) && f.endsWith('.txt'));
  if (!file) throw new Error(`no rulebook ${n} in ${SEEDS}`);
  return readFileSync(join(SEEDS, file), 'utf8');
}
