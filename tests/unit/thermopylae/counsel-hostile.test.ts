/**
 * Hostile input to the Thermopylae counsel's public entries (src/thermopylae/counsel/index.ts,
 * issue 30 item 2): positions damaged anywhere (a hostile value of tests/fixtures/hostile.ts in
 * place of a field, or one time in twelve a cycle, throwing getter, proxy or no prototype inside),
 * hostile options, jobs, results, focus, choices and seeds. Each call must give a result or a
 * StrategosError; counts crashes (any other throw), corrupt results (ranked estimates with a
 * chance outside 0–1, a job outside its choices) and hangs (a call over 2 s three times running),
 * printed as the other fuzz tests do. Budgets stay small (a playout or two per choice): the
 * counsel's own tests measure it, this one only feeds it what it must refuse.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../../src/core/rng.js';
import { isStrategosError } from '../../../src/core/errors.js';
import { shownJson } from '../../../src/core/shown.js';
import { applyInPlace, legalActions, newGame } from '../../../src/thermopylae/index.js';
import {
  Counsel, counselNow, decisionChoices, decisionsOf, determinize, playout, playoutSeed, reviewPoint, runPaired, simulationBase, unseenCards, type Estimate,
} from '../../../src/thermopylae/counsel/index.js';
import type { Action, GameState } from '../../../src/thermopylae/types.js';
import { HOSTILE_VALUES, corruptOnce } from '../../fixtures/hostile.js';
import { runFuzz, fuzzLine, type Call } from '../../fixtures/fuzz-run.js';

const CASES = Number(process.env.HOSTILE_CASES ?? 1500);
// (no large counts: a budget of a billion playouts is a long counsel, not a hostile one)
const WEIRD: readonly unknown[] = [null, undefined, 0, -1, 1.5, 2, '', 'x', true, [], [0], {}, { seed: 1 }, ...HOSTILE_VALUES];

/** Decisions of seeded random games (positions waiting for a choice among two or more), and the steps that led there. */
function decisions(): { states: GameState[]; steps: Action[] }[] {
  const out: { states: GameState[]; steps: Action[] }[] = [];
  const rng = seedRng('counsel hostile pool');
  for (let g = 0; g < 6; g++) {
    const s = newGame(g, { log: false, variant: (['normal', 'easy', 'difficult'] as const)[g % 3] });
    const states = [JSON.parse(JSON.stringify(s)) as GameState];
    const steps: Action[] = [];
    for (let k = 0; k < 12 + 9 * g && !s.outcome; k++) {
      const acts = legalActions(s);
      const a = acts[nextInt(rng, acts.length)]!;
      applyInPlace(s, a);
      steps.push(a);
      states.push(JSON.parse(JSON.stringify(s)) as GameState);
    }
    out.push({ states, steps });
  }
  return out;
}

/** `x` (plain JSON) with one value replaced by a hostile one, or something no JSON holds put inside. */
const corrupt = (x: unknown, rng: RngState): unknown => corruptOnce(JSON.parse(JSON.stringify(x)), rng, (r) => WEIRD[nextInt(r, WEIRD.length)]);

const badEstimates = (r: unknown): string | null => {
  const est = r as Estimate[];
  if (!Array.isArray(est)) return 'not a list';
  for (const e of est) if (!(e.win >= 0 && e.win <= 1 && e.lo <= e.hi && Number.isInteger(e.n) && e.n >= 0)) return `an estimate out of range (${shownJson(e)})`;
  return null;
};

describe(`Thermopylae counsel under hostile input (${CASES} seeded cases)`, () => {
  it('a result or a StrategosError, never a crash, a corrupt result or a hang', { timeout: 120_000 }, () => {
    const games = decisions();
    const pool = games.flatMap((g) => g.states).filter((s) => s.outcome === null && legalActions(s).length >= 2 && legalActions(s).every((a) => a.type !== 'enterDice'));
    expect(pool.length).toBeGreaterThan(10);
    const runCase = (i: number, call: Call): void => {
      const rng = seedRng(`counsel hostile ${i}`);
      const weird = () => WEIRD[nextInt(rng, WEIRD.length)];
      const s = pool[nextInt(rng, pool.length)]!;
      const position = nextInt(rng, 2) ? corrupt(s, rng) : s;
      const options = corrupt({ seed: 1 + nextInt(rng, 99), perChoice: 1, playouts: 8, jobSize: 4 }, rng);
      switch (nextInt(rng, 12)) {
        case 0: return call('new Counsel', () => new Counsel(position as GameState, options as never));
        case 1: return call('counselNow', () => counselNow(position as GameState, options as never), badEstimates);
        case 2:
        case 3: {
          // a good counsel handed a hostile job, result, focus or budget
          const c = new Counsel(s, { seed: 3 });
          const job = c.next(4)!;
          const k = nextInt(rng, 6);
          if (k === 0) return call('Counsel.next', () => c.next(weird() as number));
          if (k === 1) return call('Counsel.drop', () => c.drop(corrupt(job, rng) as never));
          if (k === 2) return call('Counsel.record', () => c.record(job, corrupt(c.run(job), rng) as never), () => badEstimates(c.ranked()));
          if (k === 3) return call('Counsel.run', () => c.run(corrupt(job, rng) as never));
          if (k === 4) return call('Counsel.everyChoice', () => new Counsel(s, { seed: 3 }).everyChoice(weird() as number));
          c.record(job, c.run(job));
          c.focus = weird() as never;
          return call('Counsel.focus', () => [c.next(4), c.ranked(), c.precision(), c.bestKnown()], (r) => badEstimates((r as unknown[])[1]));
        }
        case 4: return call('decisionChoices', () => decisionChoices(position as GameState));
        case 5: return call('simulationBase', () => simulationBase(position as GameState));
        case 6: return call('unseenCards', () => unseenCards(position as GameState));
        case 7: return call('determinize', () => determinize(position as GameState, (nextInt(rng, 2) ? weird() : seedRng(i)) as RngState));
        case 8: {
          const base = simulationBase(s);
          const choice = nextInt(rng, 2) ? corrupt(legalActions(s)[0], rng) : legalActions(s)[0];
          const seed = nextInt(rng, 2) ? weird() : 5;
          const n = nextInt(rng, 2) ? weird() : 0;
          return call('playout', () => playout(base, choice as Action, seed as number, n as number));
        }
        case 9: {
          const base = simulationBase(s);
          const choices = nextInt(rng, 2) ? weird() : legalActions(s).slice(0, 2);
          const first = nextInt(rng, 2) ? weird() : 0;
          const n = nextInt(rng, 2) ? weird() : 1;
          return call('runPaired', () => runPaired(base, choices as Action[], 7, first as number, n as number));
        }
        case 10: return call('playoutSeed', () => playoutSeed(weird() as number, weird() as number), (r) => (Number.isInteger(r) && (r as number) >= 0 && (r as number) < 2 ** 32 ? null : 'not a u32'));
        default: {
          const g = games[nextInt(rng, games.length)]!;
          const states = nextInt(rng, 2) ? corrupt(g.states, rng) : g.states;
          const steps = nextInt(rng, 2) ? corrupt(g.steps, rng) : g.steps;
          if (nextInt(rng, 2)) return call('decisionsOf', () => decisionsOf(states as GameState[], steps as Action[]));
          return call('reviewPoint', () => reviewPoint(corrupt({ step: 0, turn: 1, choices: 2, chosen: 0 }, rng) as never, corrupt([], rng) as never));
        }
      }
    };
    const r = runFuzz(CASES, runCase, isStrategosError);
    console.log(fuzzLine('thermopylae counsel', CASES, r));
    expect(r.problems).toEqual([]);
    expect(r.count).toEqual({ crashes: 0, corrupt: 0, hangs: 0 });
  });
});
