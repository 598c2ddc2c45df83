/**
 * Hostile input to every public entry of src/core (issue 30 item 2): the seeded RNG, the dice,
 * messages, the error type and its input guards, the safe formatter. Each case calls one entry
 * with values drawn from tests/fixtures/hostile.ts's HOSTILE_VALUES (toString that is no function,
 * symbols, getters and proxies that throw, cycles, lists of four billion, 10 MB of text, -0, NaN)
 * mixed with good ones; it must return a result in its documented range or throw a
 * StrategosError. Counts crashes (any other throw), corrupt results and hangs (a call over 2 s
 * three times running), and prints them as the other fuzz tests do.
 */
import { describe, expect, it } from 'vitest';
import * as core from '../../../src/core/index.js';
import { nextInt, seedRng, type RngState } from '../../../src/core/rng.js';
import { HOSTILE_VALUES } from '../../fixtures/hostile.js';
import { runFuzz, fuzzLine, type Call } from '../../fixtures/fuzz-run.js';

const CASES = Number(process.env.HOSTILE_CASES ?? 8_000);

const GOOD: readonly unknown[] = [0, 1, 6, 7, 256, 257, 2 ** 32, 2 ** 32 - 1, 0.5, -1, 'seed', '', '3 5 6', '356', 'x', [1, 2, 3], [], {}, { id: 'a.b' }, null, undefined, true];
const u32 = (x: unknown) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 2 ** 32;
const isMessage = (m: unknown): boolean => {
  const o = m as { id: unknown; params?: Record<string, unknown>; rule?: unknown };
  return typeof o.id === 'string' && (o.rule === undefined || typeof o.rule === 'string') &&
    (o.params === undefined || Object.values(o.params).every((v) => v === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof v)));
};
const short = (limit: number) => (r: unknown) => (typeof r === 'string' && r.length <= limit ? null : 'not a short text');

describe(`src/core's public entries under hostile input (${CASES} seeded cases)`, () => {
  it('a result in range or a StrategosError, never a crash, a corrupt result or a hang', { timeout: 60_000 }, () => {
    const runCase = (i: number, call: Call): void => {
      const rng = seedRng(`core hostile ${i}`);
      const any = (): unknown => (nextInt(rng, 3) === 0 ? GOOD[nextInt(rng, GOOD.length)] : HOSTILE_VALUES[nextInt(rng, HOSTILE_VALUES.length)]);
      /** A generator: a good one, or a damaged one (a hostile value as a whole, its list, or one of its words). */
      const gen = (): RngState => {
        const r = seedRng(i);
        const k = nextInt(rng, 4);
        if (k === 0) return r;
        if (k === 1) return any() as RngState;
        if (k === 2) return { s: any() } as RngState;
        (r.s as unknown[])[nextInt(rng, 4)] = any();
        return r;
      };
      const range = (n: unknown) => (r: unknown) => (u32(r) && (r as number) < (n as number) ? null : `${core.shown(r)} not in [0, ${core.shown(n)})`);
      const dice = (r: unknown) => (Array.isArray(r) && r.every(core.isDie) ? null : 'not dice');
      switch (nextInt(rng, 22)) {
        case 0: { const x = any(); return call('hashSeed', () => core.hashSeed(x as number), (r) => (u32(r) ? null : 'not a u32')); }
        case 1: { const x = any(); return call('seedRng', () => core.seedRng(x as number), (r) => (core.isRngState(r) ? null : 'not an RngState')); }
        case 2: { const g = gen(); return call('nextU32', () => core.nextU32(g), (r) => (u32(r) ? null : 'not a u32')); }
        case 3: { const g = gen(); const n = nextInt(rng, 2) ? any() : 1 + nextInt(rng, 1000); return call('nextInt', () => core.nextInt(g, n as number), range(n)); }
        case 4: { const g = gen(); const n = nextInt(rng, 2) ? any() : 1 + nextInt(rng, 256); return call('nextSmallInt', () => core.nextSmallInt(g, n as number), range(n)); }
        case 5: {
          const g = gen();
          const n = nextInt(rng, 2) ? any() : 1 + nextInt(rng, 8);
          const k = nextInt(rng, 2) ? any() : nextInt(rng, 11);
          return call('nextSmallInts', () => core.nextSmallInts(g, n as number, k as number), (r) => (u32(r) && (r as number) < 2 ** (3 * (k as number)) ? null : 'packed draws out of range'));
        }
        case 6: { const g = gen(); return call('nextFloat', () => core.nextFloat(g), (r) => (typeof r === 'number' && r >= 0 && r < 1 ? null : 'not in [0, 1)')); }
        case 7: { const x = any(); const n = any(); return call('modU32', () => core.modU32(x as number, n as number), range(n)); }
        case 8: {
          const g = gen();
          const items = nextInt(rng, 2) ? any() : [1, 2, 3, 4, 5, 6, 7];
          return call('shuffle', () => core.shuffle(g, items as number[]), (r) => (Array.isArray(r) && r.length === (items as unknown[]).length ? null : 'not a permutation'));
        }
        case 9: { const g = gen(); return call('cloneRng', () => core.cloneRng(g), (r) => (core.isRngState(r) ? null : 'not an RngState')); }
        case 10: { const x = any(); return call('isRngState', () => core.isRngState(x), (r) => (typeof r === 'boolean' ? null : 'not a boolean')); }
        case 11: { const g = gen(); return call('d6', () => core.d6(g), (r) => (core.isDie(r) ? null : 'not a die')); }
        case 12: { const g = gen(); const n = nextInt(rng, 2) ? any() : nextInt(rng, 12); return call('rollD6', () => core.rollD6(g, n as number), dice); }
        case 13: { const g = gen(); const n = any(); return call('rngDice.roll', () => core.rngDice(g).roll(n as number), dice); }
        case 14: { const t = any(); const n = nextInt(rng, 2) ? any() : undefined; return call('parseDice', () => core.parseDice(t as string, n as number), dice); }
        case 15: { const f = nextInt(rng, 2) ? any() : [3, 5, 6]; const n = nextInt(rng, 2) ? any() : 2; return call('enteredDice.roll', () => core.enteredDice(f as number[]).roll(n as number), dice); }
        case 16: { const x = any(); return call('isDie', () => core.isDie(x), (r) => (typeof r === 'boolean' ? null : 'not a boolean')); }
        case 17: { const id = nextInt(rng, 2) ? any() : 'a.b'; const p = any(); const rule = nextInt(rng, 2) ? any() : undefined; return call('message', () => core.message(id as string, p as never, rule as string), (r) => (isMessage(r) ? null : 'not a message')); }
        case 18: {
          const m = any();
          const d = nextInt(rng, 2) ? any() : { id: any(), params: nextInt(rng, 2) ? any() : { what: any() }, rule: any() };
          return call('new StrategosError', () => {
            const e = new core.StrategosError(m as string, d as never);
            return { e, message: e.toMessage(), text: e.message };
          }, (r) => {
            const o = r as { e: unknown; message: unknown; text: unknown };
            return core.isStrategosError(o.e) && isMessage(o.message) && typeof o.text === 'string' ? null : 'not an error a screen can word';
          });
        }
        case 19: { const x = any(); return call('isStrategosError', () => core.isStrategosError(x), (r) => (r === false ? null : 'a hostile value taken for ours')); }
        case 20: {
          const x = any();
          const what = nextInt(rng, 2) ? any() : 'input';
          if (nextInt(rng, 2)) return call('readingInput', () => core.readingInput(what as string, () => JSON.stringify(x)));
          return call('plainData', () => core.plainData(x, what as string), (r) => {
            JSON.stringify(r); // plain data: no cycle, no getter, no bigint
            return null;
          });
        }
        default: {
          const x = any();
          const k = nextInt(rng, 3);
          if (k === 0) return call('shown', () => core.shown(x), short(40));
          if (k === 1) return call('shownKey', () => core.shownKey(x), short(100));
          const max = nextInt(rng, 2) ? any() : 60;
          return call('shownJson', () => core.shownJson(x, max as number), short(typeof max === 'number' && max >= 1 ? Math.min(max, 100_000) + 1 : 121));
        }
      }
    };
    const r = runFuzz(CASES, runCase, core.isStrategosError);
    console.log(fuzzLine('core', CASES, r));
    expect(r.problems).toEqual([]);
    expect(r.count).toEqual({ crashes: 0, corrupt: 0, hangs: 0 });
  });
});
