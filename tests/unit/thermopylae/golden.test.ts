/**
 * Golden games: what a player sees of 636 seeded games, frozen, in each rules edition.
 *
 * golden.json was recorded from the engine as it stood before the issue-18 restructuring (main at
 * b2db78d) and is never re-recorded: played with rules edition 1 (the rules before issue 18's
 * fixes, types.ts RulesEdition), the restructured engine gives every digest unchanged, its log
 * rebuilt word for word from the typed events. golden-edition2.json holds the same games with the
 * rule fixes of issue 18 (edition 2, the default), re-recorded in each fix's commit (docs/rulings.md
 * R-TH-23, R-TH-10, R-TH-7, R-TH-14). Never re-record for a refactor: a restructuring must leave
 * every digest of both unchanged (002 throughout).
 *
 * Sets: 300 random games in place (all variants and both R-TH-1 readings), 300 games of the
 * heuristic Persian player in place (the balance path), 24 random games through the copying API
 * and 12 physical-dice games (both checked at every step).
 *
 * Each game is pinned as three digests (SHA-1, 16 hex digits), so a change says what moved:
 * - `actions`: every legalActions list in order and the action chosen (contract and physical
 *   games: also pending() at every step);
 * - `state`: the game fields of the final state — seed, options, rng, random-event count, turn,
 *   phase, TP, Ephialtes, cards, units, turn flags, outcome and score (contract and physical
 *   games: after every step). Not the engine's own bookkeeping (its task stack, the form of its
 *   log), which the restructuring may change;
 * - `log`: the game log as the old engine wrote it (turn, phase, side, text, rule, dice, modified
 *   dice, DRM, hits, retreats, TP, attack), the in-place games replayed with the log on and
 *   checked to play the same actions. The log is typed events now; `legacyEntries` (legacy-log.ts,
 *   test only) words each event back into the old entry, and against the old engine's recording
 *   the digest matched: every fact the old prose and fields carried (units, hexes, dice,
 *   modifiers, results, rule cited) was proven to be in the events.
 *
 * Re-record only when a RULE change is intended (then say so in the commit):
 *   THERMO_GOLDEN_WRITE=1 npx vitest run tests/unit/thermopylae/golden.test.ts
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cloneRng, nextInt, seedRng } from '../../../src/core/rng.js';
import { rollD6 } from '../../../src/core/dice.js';
import {
  IllegalActionError, actionKey, applyAction, applyInPlace, legalActions, newGame, pending, sameAction,
} from '../../../src/thermopylae/index.js';
import { chooseAction } from '../../../src/thermopylae/bot.js';
import type { Action, GameOptions, GameState, RulesEdition, SpartanRetreatReading, Variant } from '../../../src/thermopylae/types.js';
import { legacyEntries, oldRank } from './legacy-log.js';

/** The golden files by rules edition; only edition 2's is ever re-recorded (for a rule change). */
const FILES: readonly [RulesEdition, URL][] = [[1, new URL('./golden.json', import.meta.url)], [2, new URL('./golden-edition2.json', import.meta.url)]];
const WRITE = !!process.env.THERMO_GOLDEN_WRITE;
let edition: RulesEdition = 1;
const VARIANTS: Variant[] = ['normal', 'easy', 'difficult'];
const READINGS: SpartanRetreatReading[] = ['one', 'oneOrTwo'];

interface Digests {
  actions: string;
  state: string;
  log: string;
}
type Golden = Record<string, { actions: string[]; state: string[]; log: string[] }>;

function opts(g: number, log: boolean, dice: GameOptions['dice'] = 'app'): GameOptions {
  return { variant: VARIANTS[g % 3], spartanRetreat: READINGS[(g / 3 | 0) % 2], log, dice, edition };
}
/**
 * The game fields of a state (not the engine's task stack or log). The outcome's fields are those
 * of the old engine: `end`, added since (why the game ended, for the screens to word), is left out,
 * and the rank is worded as it was (oldRank: issue 18 corrected one rank's wording, R-TH-24).
 * Fields added since (flankingRetreat, edition) are not in the recording.
 */
function gameFields(s: GameState): string {
  const { seed, variant, diceMode, spartanRetreat, rng, randomEvents, turn, phase, tp, ephialtes, cards, units, flags } = s;
  const outcome = s.outcome === null ? null : { outcome: s.outcome.outcome, turn: s.outcome.turn, score: s.outcome.score, rank: oldRank(s.outcome.rank), historic: s.outcome.historic, reason: s.outcome.reason };
  return JSON.stringify({ seed, variant, diceMode, spartanRetreat, rng, randomEvents, turn, phase, tp, ephialtes, cards, units, flags, outcome });
}
function logDigest(s: GameState): string {
  return sha(legacyEntries(s).map((e) => JSON.stringify([e.turn, e.phase, e.who, e.text, e.rule, e.dice, e.modified, e.drm, e.hits, e.retreats, e.tp, e.attack])).join('\n'));
}
function sha(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 16);
}

/** A game played in place: `choose` picks from the legal actions. */
function inPlace(s: GameState, choose: (s: GameState, acts: Action[]) => Action): { actions: string; state: string } {
  const h = createHash('sha1');
  while (!s.outcome) {
    const acts = legalActions(s);
    const a = choose(s, acts);
    h.update(JSON.stringify(acts));
    h.update(JSON.stringify(a));
    applyInPlace(s, a);
  }
  return { actions: h.digest('hex').slice(0, 16), state: sha(gameFields(s)) };
}
/** The in-place game with the log off, then again with the log on for its log (the same actions, or the test fails). */
function twice(g: number, seedOfPicks: string | null): Digests {
  const play = (log: boolean) => {
    const pick = seedRng(seedOfPicks ?? 'unused');
    const s = newGame(g, opts(g, log));
    const d = inPlace(s, (st, acts) => (seedOfPicks === null ? chooseAction(st, acts) : acts[nextInt(pick, acts.length)]!));
    return { ...d, s };
  };
  const off = play(false);
  const on = play(true);
  if (on.actions !== off.actions || on.state !== off.state) throw new Error(`game ${g}: the log changed the game`);
  return { actions: off.actions, state: off.state, log: logDigest(on.s) };
}
const randomInPlace = (g: number) => twice(g, `golden random ${g}`);
const botInPlace = (g: number) => twice(g, null);

/** Through the public copying API with the log on: pending, the actions and the game fields at every step. */
function stepwise(g: number, pickSeed: string, dice: GameOptions['dice']): Digests {
  const ha = createHash('sha1');
  const hs = createHash('sha1');
  const pick = seedRng(pickSeed);
  let s = newGame(g, opts(g, true, dice));
  hs.update(gameFields(s));
  while (!s.outcome) {
    const acts = legalActions(s);
    ha.update(JSON.stringify(acts));
    ha.update(JSON.stringify(pending(s)));
    const first = acts[0]!;
    const a: Action = first.type === 'enterDice'
      ? { ...first, faces: rollD6(cloneRng(s.rng), first.count) }
      : acts[nextInt(pick, acts.length)]!;
    ha.update(JSON.stringify(a));
    const frozen = JSON.stringify(s);
    const next = applyAction(s, a);
    if (JSON.stringify(s) !== frozen) throw new Error(`game ${g}: applyAction changed its input`);
    s = next;
    hs.update(gameFields(s));
  }
  return { actions: ha.digest('hex').slice(0, 16), state: hs.digest('hex').slice(0, 16), log: logDigest(s) };
}
const randomContract = (g: number) => stepwise(g, `golden contract ${g}`, 'app');
const physical = (g: number) => stepwise(g, `golden physical ${g}`, 'physical');

const SETS: [string, number, (g: number) => Digests][] = [
  ['randomInPlace', 300, randomInPlace],
  ['botInPlace', 300, botInPlace],
  ['randomContract', 24, randomContract],
  ['physical', 12, physical],
];

for (const [ed, file] of FILES) {
  describe(`Thermopylae golden games, rules edition ${ed} (what a player sees, frozen across the restructuring; 002 throughout)`, () => {
  const write = WRITE && ed === 2;
  const golden: Golden = write ? {} : (JSON.parse(readFileSync(file, 'utf8')) as Golden);
  for (const [name, n, play] of SETS) {
    it(`${name}: ${n} seeded games give the same actions, dice, states, score and log facts`, { timeout: 300_000 }, () => {
      edition = ed;
      const got = Array.from({ length: n }, (_, g) => play(g));
      if (write) {
        golden[name] = { actions: got.map((d) => d.actions), state: got.map((d) => d.state), log: got.map((d) => d.log) };
        writeFileSync(file, `${JSON.stringify(golden, null, 1)}\n`);
        return;
      }
      const want = golden[name]!;
      for (const part of ['actions', 'state', 'log'] as const) {
        expect(want[part]).toHaveLength(n);
        const diff = got.flatMap((d, g) => (d[part] === want[part][g] ? [] : [g]));
        expect(diff, `${part}: games whose digest changed: ${diff.join(', ')}`).toEqual([]);
      }
    });
  }
  });
}

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
