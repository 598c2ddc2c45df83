// CI's guard for the rulebook texts (.ci/require-seeds, run first by .ci/run; issue 30 item 1):
// on a clone with no shared/seeds above it CI fails, naming what is missing, instead of letting
// the rulebook checks skip; with the four books there it passes and names their folder. Run on a
// copy of the script in an empty temporary folder, so nothing beside this project counts.
import { describe, it, expect, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const top = mkdtempSync(join(tmpdir(), 'strategos-ci-'));
afterAll(() => rmSync(top, { recursive: true, force: true }));

/** A clone at `top/clone` holding only the guard; run it there with no STRATEGOS_SEEDS. */
function guard(env: Record<string, string> = {}) {
  mkdirSync(join(top, 'clone', '.ci'), { recursive: true });
  copyFileSync('.ci/require-seeds', join(top, 'clone', '.ci', 'require-seeds'));
  const { STRATEGOS_SEEDS: _, ...rest } = process.env;
  return spawnSync('bash', [join(top, 'clone', '.ci', 'require-seeds')], { encoding: 'utf8', env: { ...rest, ...env } });
}

describe('.ci/require-seeds', () => {
  it('fails with a message naming the missing folder when there are no rulebook texts', () => {
    const r = guard();
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('CI needs the rulebook texts and found none');
    expect(r.stderr).toContain(join(top, 'shared', 'seeds'));
  });

  it('fails when a book is missing, and names it', () => {
    mkdirSync(join(top, 'shared', 'seeds'), { recursive: true });
    for (const n of ['000', '002', '003']) writeFileSync(join(top, 'shared', 'seeds', `${n}_book.txt`), 'text');
    const r = guard();
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('has no 004_');
  });

  it('passes and prints the folder when the four books are in ../shared/seeds', () => {
    writeFileSync(join(top, 'shared', 'seeds', '004_book.txt'), 'text');
    const r = guard();
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(join(top, 'shared', 'seeds'));
  });

  it('fails when STRATEGOS_SEEDS points at no folder', () => {
    const r = guard({ STRATEGOS_SEEDS: join(top, 'nowhere') });
    expect(r.status).toBe(1);
  });
});
