/**
 * Golden games: the engine's behaviour, frozen. Performance work on src/thermopylae must not
 * change what the rules do (002 throughout) — not one legal action, not their order or shape,
 * not one die, not one state field, not one log line. Each game below is digested (SHA-1 over
 * every legalActions list in order, the chosen action, and the state JSON) and compared with
 * golden.json, recorded from the engine before any optimisation.
 *
 * Sets: 300 random games in place without log (all variants and both R-TH-1 readings), 300 bot
 * games (the balance path), 24 random games through the copying API with the log on (state and
 * log digested at every step, input checked untouched) and 12 physical-dice games.
 * The log is digested on its documented fields only (types.ts LogEntry), so a new optional field
 * on an entry does not count as a change of behaviour; its text does.
 *
 * Re-record (only when a RULE change is intended, never for a refactor):
 *   THERMO_GOLDEN_WRITE=1 npx vitest run tests/unit/thermopylae/golden.test.ts
 */
import { createHash, type Hash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cloneRng, nextInt, seedRng } from '../../../src/core/rng.js';
import { rollD6 } from '../../../src/core/dice.js';
import { chooseAction } from '../../../src/thermopylae/bot.js';
import {
  IllegalActionError, actionKey, applyAction, applyInPlace, legalActions, newGame, pending, sameAction,
} from '../../../src/thermopylae/engine.js';
import type { Action, GameOptions, GameState, LogEntry, SpartanRetreatReading, Variant } from '../../../src/thermopylae/types.js';

const FILE = new URL('./golden.json', import.meta.url);
const WRITE = !!process.env.THERMO_GOLDEN_WRITE;
const VARIANTS: Variant[] = ['normal', 'easy', 'difficult'];
const READINGS: SpartanRetreatReading[] = ['one', 'oneOrTwo'];

type Golden = Record<string, string[]>;

function opts(g: number, log: boolean, dice: GameOptions['dice'] = 'app'): GameOptions {
  return { variant: VARIANTS[g % 3], spartanRetreat: READINGS[(g / 3 | 0) % 2], log, dice };
}
/** The log on the fields LogEntry documents (a later optional field does not change the digest). */
function logView(e: LogEntry): unknown[] {
  return [e.turn, e.phase, e.who, e.text, e.rule, e.dice, e.modified, e.drm, e.hits, e.retreats, e.tp];
}
function stateJson(s: GameState): string {
  return JSON.stringify({ ...s, log: s.log.map(logView) });
}
function digest(h: Hash): string {
  return h.digest('hex').slice(0, 16);
}

function randomInPlace(g: number): string {
  const h = createHash('sha1');
  const pick = seedRng(`golden random ${g}`);
  const s = newGame(g, opts(g, false));
  while (!s.outcome) {
    const acts = legalActions(s);
    h.update(JSON.stringify(acts));
    applyInPlace(s, acts[nextInt(pick, acts.length)]!, true);
  }
  h.update(stateJson(s));
  return digest(h);
}

function botInPlace(g: number): string {
  const h = createHash('sha1');
  const s = newGame(g, opts(g, false));
  while (!s.outcome) {
    const acts = legalActions(s);
    h.update(JSON.stringify(acts));
    const a = chooseAction(s, acts);
    h.update(JSON.stringify(a));
    applyInPlace(s, a, true);
  }
  h.update(stateJson(s));
  return digest(h);
}

/** Through the public copying API with the log on: the whole state (and log) at every step. */
function randomContract(g: number): string {
  const h = createHash('sha1');
  const pick = seedRng(`golden contract ${g}`);
  let s = newGame(g, opts(g, true));
  h.update(stateJson(s));
  while (!s.outcome) {
    const acts = legalActions(s);
    h.update(JSON.stringify(acts));
    h.update(JSON.stringify(pending(s)));
    const frozen = JSON.stringify(s);
    const next = applyAction(s, acts[nextInt(pick, acts.length)]!);
    if (JSON.stringify(s) !== frozen) throw new Error(`game ${g}: applyAction changed its input`);
    s = next;
    h.update(stateJson(s));
  }
  return digest(h);
}

/** Physical dice: every request answered with the faces the RNG would have rolled. */
function physical(g: number): string {
  const h = createHash('sha1');
  const pick = seedRng(`golden physical ${g}`);
  let s = newGame(g, opts(g, true, 'physical'));
  while (!s.outcome) {
    const acts = legalActions(s);
    h.update(JSON.stringify(acts));
    h.update(JSON.stringify(pending(s)));
    const a: Action = acts[0]!.type === 'enterDice'
      ? { ...acts[0]!, faces: rollD6(cloneRng(s.rng), acts[0]!.count) }
      : acts[nextInt(pick, acts.length)]!;
    s = applyAction(s, a);
    h.update(stateJson(s));
  }
  return digest(h);
}

const SETS: [string, number, (g: number) => string][] = [
  ['randomInPlace', 300, randomInPlace],
  ['botInPlace', 300, botInPlace],
  ['randomContract', 24, randomContract],
  ['physical', 12, physical],
];

describe('Thermopylae golden games (behaviour frozen across performance work; 002 throughout)', () => {
  const golden: Golden = WRITE ? {} : (JSON.parse(readFileSync(FILE, 'utf8')) as Golden);
  for (const [name, n, play] of SETS) {
    it(`${name}: ${n} seeded games replay exactly as recorded`, { timeout: 120_000 }, () => {
      const got = Array.from({ length: n }, (_, g) => play(g));
      if (WRITE) {
        golden[name] = got;
        writeFileSync(FILE, `${JSON.stringify(golden, null, 1)}\n`);
        return;
      }
      const want = golden[name]!;
      expect(want).toHaveLength(n);
      const diff = got.flatMap((d, g) => (d === want[g] ? [] : [g]));
      expect(diff, `games whose digest changed: ${diff.join(', ')}`).toEqual([]);
    });
  }
});

/** Variants of a legal action: copies, reordered keys, faces, extra/missing/undefined/changed fields. */
function variants(a: Action, other: Action): Action[] {
  const o = a as unknown as Record<string, unknown>;
  const keys = Object.keys(o);
  const out: Record<string, unknown>[] = [
    { ...o },
    Object.fromEntries(keys.slice().reverse().map((k) => [k, o[k]])),
    { ...o, faces: [6, 6] },
    { ...o, extra: 1 },
    { ...o, extra: undefined },
    { ...other as unknown as Record<string, unknown> },
    { ...other as unknown as Record<string, unknown>, type: a.type },
  ];
  for (const k of keys) {
    if (k === 'type') continue;
    const v = o[k];
    const { [k]: _drop, ...rest } = o;
    out.push(rest);
    out.push({ ...o, [k]: typeof v === 'number' ? v + 1 : typeof v === 'boolean' ? !v : Array.isArray(v) ? [...v].reverse().concat(v) : `${String(v)}x` });
    out.push({ ...o, [k]: JSON.parse(JSON.stringify(v ?? null)) });
  }
  return out as unknown as Action[];
}

describe('legality check: applyAction accepts exactly the actions whose actionKey is legal (sameAction ≡ actionKey equality)', () => {
  it('over 20 random games, every step, variants of a legal action', { timeout: 120_000 }, () => {
    const pick = seedRng('golden legality');
    for (let g = 0; g < 20; g++) {
      let s = newGame(g, opts(g, false));
      while (!s.outcome) {
        const acts = legalActions(s);
        const a = acts[nextInt(pick, acts.length)]!;
        const other = acts[nextInt(pick, acts.length)]!;
        const keys = new Set(acts.map(actionKey));
        for (const x of variants(a, other)) {
          for (const b of acts) expect(sameAction(x, b)).toBe(actionKey(x) === actionKey(b));
          let ok = true;
          try {
            applyAction(s, x);
          } catch (e) {
            if (!(e instanceof IllegalActionError)) throw e;
            ok = false;
          }
          expect(ok, `game ${g}: ${JSON.stringify(x)}`).toBe(keys.has(actionKey(x)));
        }
        s = applyAction(s, a);
      }
    }
  });
});
