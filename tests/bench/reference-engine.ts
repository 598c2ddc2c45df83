/**
 * The engine issue 18 measured, for the floors' calibration (docs/performance.md, "Floors"): issue
 * 18 set its floors as about half of what that engine did on this machine ("≥ 15,000 random
 * in-place games/s and ≥ 7,000 heuristic-player games/s (today about 32,000 and 14,000)"), and
 * the machine's speed has since moved (the same engine reads far less today), so the bench plays
 * that engine beside today's in one page and states each floor as the issue's fraction of what
 * the reference does there and then.
 *
 * `referenceEntry()` writes the engine of commit REFERENCE (main just before issue 18's
 * restructuring) from git into .tmp/thermo-reference/ with a page entry that plays its games as
 * that day's bench did (random play and the heuristic player, in place, `trusted`: no legality
 * check — its bench's own figure), and returns the entry's path; null where git or the commit is
 * not there (a shallow clone).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** main just before the restructuring (e871329's parent): the engine issue 18 gives as "today". */
export const REFERENCE = '459663b';
/** Issue 18's floors and the reference's speeds they were set against (games a second). */
export const ISSUE_FLOORS = { random: { floor: 15_000, then: 32_000 }, bot: { floor: 7_000, then: 14_000 } } as const;

const DIR = '.tmp/thermo-reference';
const ENTRY = `/** Issue 18's reference engine (tests/bench/reference-engine.ts), played as its own bench did. */
import { nextInt, seedRng } from './src/core/rng.js';
import { applyInPlace, legalActions, newGame } from './src/thermopylae/engine.js';
import { chooseAction } from './src/thermopylae/bot.js';
const pick = seedRng('bench');
function play(kind, n, seed0) {
  let k = 0;
  for (let g = 0; g < n; g++) {
    const s = newGame(seed0 + g, { log: false });
    while (!s.outcome) {
      const a = legalActions(s);
      applyInPlace(s, kind === 'bot' ? chooseAction(s, a) : a[nextInt(pick, a.length)], true);
      k++;
    }
  }
  return k;
}
globalThis.thermoBench = play;
`;

export function referenceEntry(): string | null {
  try {
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${REFERENCE} src/core src/thermopylae | tar -x -C ${DIR}`], { stdio: ['ignore', 'ignore', 'pipe'] });
    const entry = join(DIR, 'entry.ts');
    writeFileSync(entry, ENTRY);
    return entry;
  } catch {
    return null;
  }
}
