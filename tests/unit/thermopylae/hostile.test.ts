/**
 * Hostile input to every public entry of the Thermopylae engine (DESIGN "Fuzz", common.md "Every
 * entry checks its input"): seeded cases — actions with fields removed, retyped or out of range,
 * states with a value anywhere replaced, positions and options from a mix of good and bad values,
 * replays of damaged step lists — each must end in a StrategosError or in a state that keeps every
 * invariant (validateState and the random-play invariants of fuzz.test.ts), and a refused action
 * must leave its state as it was. The values include tests/fixtures/hostile.ts's (toString that is no
 * function, symbols, getters and proxies that throw, cycles, lists of four billion, 10 MB of text),
 * put in place of a field or, one time in twelve, inside one (hostileInside). Counts crashes (a
 * throw that is not a StrategosError), corrupt results and hangs (a call over 2 s three times
 * running). HOSTILE_CASES (default 12,000) sets the size; FUZZ_TRACE=file writes each case's
 * hostile input before its call.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../../src/core/rng.js';
import { StrategosError, isStrategosError } from '../../../src/core/errors.js';
import {
  actionKey, applyAction, applyInPlace, botChoose, cloneState, dayOf, ephialtesCost, getUnit, legalActions, moveDestinations, newGame, pending,
  playOut, PositionError, positionFrom, rankFor, replayGame, result, retreatOptions, sameAction, score, setDiceMode, tacticCost, tacticStatus, validateState,
} from '../../../src/thermopylae/index.js';
import type { Action, GameState } from '../../../src/thermopylae/types.js';
import { SPARTAN_BACK, SPARTAN_START, terrainOf } from '../../../src/thermopylae/hex.js';
import { HOSTILE_VALUES, TEN_MB, corruptOnce, keyOf } from '../../fixtures/hostile.js';
import { shownJson } from '../../../src/core/shown.js';
import { runFuzz, fuzzLine, type Call, type CaseTools } from '../../fixtures/fuzz-run.js';

const CASES = Number(process.env.HOSTILE_CASES ?? 12_000);

/** The random-play invariants (fuzz.test.ts), on top of validateState. */
function invariants(s: GameState): string | null {
  try {
    validateState(s);
  } catch (e) {
    return (e as Error).message;
  }
  const seen = new Set<number>();
  for (const u of s.units) {
    if (u.status !== 'map') continue;
    if (u.strength < 1 || u.strength > 4) return `${u.id} strength ${u.strength}`;
    if (u.hex === null || seen.has(u.hex)) return `${u.id} hex`;
    seen.add(u.hex);
    const t = terrainOf(u.hex);
    if (t === 'sea' || t === 'mountain') return `${u.id} on ${t}`;
    if (u.kind === 'spartan') {
      const i = Number(u.id[1]) - 1;
      if (u.hex !== SPARTAN_START[i] && u.hex !== SPARTAN_BACK[i]) return `${u.id} off its hexes`;
    }
  }
  if (s.tp < 0 || s.tp > 5 || s.turn < 1 || s.turn > 16) return 'tp or turn';
  return null;
}

/** Where `bad` differs from `good` (for FUZZ_TRACE): the first path whose value is not the same. */
function diffOf(good: unknown, bad: unknown, path = ''): string {
  if (good === bad) return '';
  if (typeof good !== 'object' || good === null || typeof bad !== 'object' || bad === null) return `${path} = ${shownJson(bad)}`;
  try {
    for (const k of new Set([...Object.keys(good), ...Object.keys(bad)])) {
      const d = diffOf((good as Record<string, unknown>)[k], (bad as Record<string, unknown>)[k], `${path}.${k}`);
      if (d) return d;
    }
  } catch {
    return `${path} = (unreadable)`;
  }
  return '';
}

/** Values a hostile caller might pass. */
const WEIRD: readonly unknown[] = [
  null, undefined, 0, -1, 1.5, 63, 64, 1e9, -0, NaN, Infinity, -Infinity, '', 'x', 'I1', 'S3', 'M9', 'P3', 'F1', true, false, [], [1], [null], {}, { type: 'move' },
  { hex: 'P1' }, '__proto__', 'constructor', [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6], { s: [1, 2, 3, 4] },
  // tests/fixtures/hostile.ts: toString that is no function, symbols, traps, cycles, huge lists, 10 MB of text, …
  ...HOSTILE_VALUES,
];
function weird(rng: RngState): unknown {
  return WEIRD[nextInt(rng, WEIRD.length)];
}
function json<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}
/**
 * `x` (plain JSON; `text`, its JSON when known) with one value somewhere replaced by a hostile one
 * (or a key removed), or one time in twelve something no JSON holds put inside: a cycle, a getter
 * that throws, a pass-through proxy, no prototype (tests/fixtures/hostile.ts hostileInside).
 */
function corrupt(x: unknown, rng: RngState, text?: string): unknown {
  return corruptOnce(text === undefined ? json(x) : JSON.parse(text), rng, weird, true);
}
/** A legal action with a field changed, removed or added; or a hostile value. */
function hostileAction(legal: readonly Action[], rng: RngState): unknown {
  const a = legal[nextInt(rng, Math.max(1, legal.length))];
  if (a === undefined || nextInt(rng, 6) === 0) return weird(rng);
  return corrupt(a, rng);
}
/** A position built from good and bad values. */
function hostilePosition(rng: RngState): unknown {
  const pickOf = <T>(xs: readonly T[]) => xs[nextInt(rng, xs.length)]!;
  const maybe = <T>(good: T): unknown => (nextInt(rng, 4) === 0 ? weird(rng) : nextInt(rng, 3) === 0 ? undefined : good);
  const ids = ['I1', 'I2', 'I3', 'I4', 'I5', 'I6', 'M1', 'M2', 'M3', 'S1', 'S2', 'S3'];
  const units: Record<string, unknown> = {};
  for (let k = nextInt(rng, 5); k > 0; k--) {
    const place = nextInt(rng, 5) === 0 ? pickOf(['dead', 'reserve']) : { hex: nextInt(rng, 2) ? nextInt(rng, 70) - 3 : pickOf(['P1', 'S2', 'b3', 'F1', 't3', 'c3r2']), strength: maybe(1 + nextInt(rng, 5)) };
    (units as Record<string | symbol, unknown>)[nextInt(rng, 10) === 0 ? keyOf(weird(rng)) : pickOf(ids)] = place;
  }
  const cards = nextInt(rng, 3) === 0 ? weird(rng) : { tactics: maybe(1 + nextInt(rng, 8)), command: maybe(1 + nextInt(rng, 7)), event: maybe(1 + nextInt(rng, 7)), hand: maybe([1 + nextInt(rng, 7), 1 + nextInt(rng, 7)]), discard: maybe([1 + nextInt(rng, 7)]) };
  return {
    seed: maybe(nextInt(rng, 1000)),
    variant: maybe(pickOf(['normal', 'easy', 'difficult'])),
    dice: maybe(pickOf(['app', 'physical'])),
    turn: maybe(1 + nextInt(rng, 17)),
    tp: maybe(nextInt(rng, 7)),
    ephialtes: maybe(nextInt(rng, 2) === 0),
    phase: maybe(pickOf(['draw', 'tactics', 'command', 'spartan', 'endOfDay'])),
    units: nextInt(rng, 8) === 0 ? weird(rng) : units,
    cards,
    special: maybe(1 + nextInt(rng, 7)),
    bought: maybe({ archers: nextInt(rng, 3), immortals: nextInt(rng, 3) }),
    slotsUsed: maybe([nextInt(rng, 3)]),
    commanded: maybe([pickOf(ids)]),
  };
}

/** The position of a game state, as positionFrom takes it (the start of its phase), with one value damaged half the time. */
function positionOf(s: GameState, rng: RngState): unknown {
  const units: Record<string, unknown> = {};
  for (const u of s.units) units[u.id] = u.status === 'map' ? { hex: u.hex, strength: u.strength } : u.status;
  const phase = s.phase === 'draw' || s.phase === 'tactics' || s.phase === 'spartan' ? s.phase : 'command';
  const c = s.cards;
  const cards = phase === 'draw' ? { hand: c.hand, draw: c.draw, discard: c.discard } : { tactics: c.tactics ?? undefined, command: c.command ?? undefined, event: c.event ?? undefined, draw: c.draw, discard: c.discard };
  const p = { seed: s.seed, variant: s.variant, turn: s.turn, tp: s.tp, ephialtes: s.ephialtes, phase, units, cards, special: s.flags.special, bought: s.flags.bought };
  return nextInt(rng, 2) === 0 ? p : corrupt(p, rng);
}

/** Positions from seeded random games (app and physical dice), a few from each. */
function positions(rng: RngState): GameState[] {
  const out: GameState[] = [];
  for (let g = 0; g < 40; g++) {
    const s = newGame(g, { variant: (['normal', 'easy', 'difficult'] as const)[g % 3], dice: g % 4 === 3 ? 'physical' : 'app', log: g % 5 === 0 });
    for (let k = 0; !s.outcome; k++) {
      if (k % 23 === 0) out.push(cloneState(s));
      const acts = legalActions(s);
      const a = acts[nextInt(rng, acts.length)]!;
      applyInPlace(s, a.type === 'enterDice' ? { ...a, faces: Array.from({ length: a.count }, () => (1 + nextInt(rng, 6)) as 1) } : a);
    }
    out.push(cloneState(s));
  }
  return out;
}

describe(`Thermopylae public entries under hostile input (${CASES} seeded cases)`, () => {
  it('only StrategosErrors, never a corrupt state, and a refused action leaves its state as it was', { timeout: 120_000 }, () => {
    const rng = seedRng('thermopylae hostile');
    const pool = positions(rng);
    for (const p of pool) expect(invariants(p), 'a position of play is valid').toBeNull();
    const poolText = pool.map((p) => JSON.stringify(p));
    // step lists of a few games, for the replays
    const records = Array.from({ length: 8 }, (_, r) => {
      const steps: Action[] = [];
      const g = newGame(r, { log: false });
      for (let k = 0; k < 10 + 20 * r && !g.outcome; k++) {
        const acts = legalActions(g);
        const x = acts[nextInt(rng, acts.length)]!;
        steps.push(x);
        applyInPlace(g, x);
      }
      return steps;
    });
    /** Each case is one call of one entry, its input drawn from the case's own seed, so a slow case can be run again the same. */
    const isState = (r: unknown) => invariants(r as GameState);
    const runCase = (i: number, attempt: Call, { trace, corrupt: corrupted }: CaseTools): void => {
      const rng = seedRng(`thermopylae hostile ${i}`);
      const p = nextInt(rng, pool.length);
      const s = pool[p]!;
      const legal = legalActions(s);
      const kind = nextInt(rng, 12);
      if (kind <= 2) {
        // an action changed or invented, through the copying entry: the input must not move
        const a = hostileAction(legal, rng) as Action;
        trace(() => a);
        attempt('applyAction(hostile action)', () => applyAction(s, a), isState);
        if (JSON.stringify(s) !== poolText[p]) corrupted('applyAction changed its input');
      } else if (kind === 3) {
        // the same in place: refused means untouched
        const c = cloneState(s);
        const a = hostileAction(legal, rng) as Action;
        trace(() => a);
        attempt('applyInPlace(hostile action)', () => {
          try {
            applyInPlace(c, a);
          } catch (e) {
            if (JSON.stringify(c) !== poolText[p]) corrupted('applyInPlace refused an action but changed the state');
            throw e;
          }
          return c;
        }, isState);
      } else if (kind <= 6) {
        // a state with a value replaced anywhere
        const bad = corrupt(s, rng, poolText[p]) as GameState;
        trace(() => diffOf(s, bad));
        const entry = nextInt(rng, 15);
        const a = legal[nextInt(rng, Math.max(1, legal.length))];
        if (entry === 0) attempt('applyAction(hostile state)', () => applyAction(bad, a as Action), isState);
        else if (entry === 1) attempt('applyInPlace(hostile state)', () => (applyInPlace(bad, a as Action), bad));
        else if (entry === 2) attempt('legalActions(hostile state)', () => legalActions(bad));
        else if (entry === 3) attempt('pending(hostile state)', () => pending(bad));
        else if (entry === 4) attempt('setDiceMode(hostile state)', () => setDiceMode(bad, 'physical'), isState);
        else if (entry === 5) attempt('validateState(hostile state)', () => (validateState(bad), bad), isState);
        else if (entry === 6) attempt('cloneState(hostile state)', () => cloneState(bad));
        else if (entry === 7) attempt('result(hostile state)', () => result(bad));
        else if (entry === 8) attempt('botChoose(hostile state)', () => botChoose(bad));
        else if (entry === 9) attempt('tacticStatus(hostile state)', () => tacticStatus(bad));
        else if (entry === 10) attempt('score(hostile state)', () => score(bad));
        else if (entry === 11) attempt('moveDestinations(hostile state)', () => moveDestinations(bad, 'I3'));
        else if (entry === 12) attempt('retreatOptions(hostile state)', () => retreatOptions(bad, 'I3'));
        else if (entry === 13) attempt('playOut(hostile state)', () => (playOut(bad, nextInt(rng, 2) === 0 ? 'heuristic' : { random: seedRng(i) }), bad), isState);
        else attempt('getUnit(hostile state)', () => getUnit(bad, 'S1'));
      } else if (kind <= 8) {
        // a position from good and bad values: refused, or a game that plays on
        const position = nextInt(rng, 3) === 0 ? hostilePosition(rng) : positionOf(s, rng);
        trace(() => position);
        attempt('positionFrom', () => {
          const q = positionFrom(position as never);
          const bad = invariants(q);
          if (bad !== null) return q;
          for (let k = 0; k < 6 && !q.outcome; k++) {
            const acts = legalActions(q);
            const x = acts[nextInt(rng, acts.length)]!;
            applyInPlace(q, x.type === 'enterDice' ? { ...x, faces: Array.from({ length: x.count }, () => (1 + nextInt(rng, 6)) as 1) } : x);
          }
          return q;
        }, isState);
      } else if (kind === 9) {
        // a replay of a damaged step list, or with damaged options
        const r = nextInt(rng, records.length);
        const damagedSteps = nextInt(rng, 8) === 0 ? weird(rng) : corrupt(records[r], rng);
        const options = nextInt(rng, 8) === 0 ? weird(rng) : { log: false };
        trace(() => [options, damagedSteps]);
        attempt('replayGame', () => replayGame(r, options as never, damagedSteps as never), isState);
      } else if (kind === 10) {
        const seed = weird(rng);
        const options = nextInt(rng, 2) ? weird(rng) : corrupt({ variant: 'easy', dice: 'app', log: true, spartanRetreat: 'one' }, rng);
        trace(() => [seed, options]);
        attempt('newGame', () => newGame(seed as number, options as never), isState);
      } else {
        const x = weird(rng);
        trace(() => x);
        const entry = nextInt(rng, 7);
        if (entry === 6) attempt('playOut(hostile player)', () => playOut(cloneState(s), x as never));
        else if (entry === 0) attempt('actionKey', () => actionKey(x as Action));
        else if (entry === 1) attempt('sameAction', () => sameAction(x as Action, legal[0] ?? (x as Action)));
        else if (entry === 2) attempt('ephialtesCost', () => ephialtesCost(x as number));
        else if (entry === 3) attempt('dayOf', () => dayOf(x as number));
        else if (entry === 4) attempt('rankFor', () => rankFor(x as number));
        else attempt('tacticCost', () => tacticCost(s, x as never));
      }
    };
    const r = runFuzz(CASES, runCase, isStrategosError);
    console.log(fuzzLine('thermopylae', CASES, r));
    expect(r.problems, 'errors that are not StrategosErrors, states that break an invariant, and hangs').toEqual([]);
    expect(r.count).toEqual({ crashes: 0, corrupt: 0, hangs: 0 });
  });
});

describe('a damaged state the simulation takes on trust', () => {
  it('is refused when a unit on the map has a strength that is no count (NaN once looped applyInPlace for ever)', () => {
    const s = newGame(1);
    const i = s.units.findIndex((u) => u.status === 'map');
    const bad = JSON.parse(JSON.stringify(s)) as GameState;
    (bad.units[i] as { strength: number }).strength = Number.NaN;
    expect(() => applyInPlace(bad, legalActions(s)[0]!)).toThrow(/has strength NaN, not 1–4/);
  });
  it('is refused, not copied, when its turn flags are 10 MB of text or its log a list of four billion (a copy once spread the text into ten million keys)', () => {
    const s = newGame(2);
    const flags = { ...s, flags: TEN_MB } as unknown as GameState;
    const long: unknown[] = [];
    long.length = 2 ** 32 - 1;
    const log = { ...s, log: long } as unknown as GameState;
    for (const bad of [flags, log]) {
      expect(() => cloneState(bad)).toThrow(PositionError);
      expect(() => setDiceMode(bad, 'physical')).toThrow(PositionError);
      expect(() => applyAction(bad, legalActions(s)[0]!)).toThrow(PositionError);
    }
  });
  it('refuses an action whose fields cannot be read (a getter that throws, a revoked proxy) as a StrategosError, the state untouched', () => {
    const s = newGame(3);
    const before = JSON.stringify(s);
    const getter = Object.defineProperty({}, 'type', { get: () => { throw new Error('no'); }, enumerable: true });
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    for (const a of [getter, proxy]) {
      expect(() => applyInPlace(s, a as Action)).toThrow(StrategosError);
      expect(() => actionKey(a as Action)).toThrow(StrategosError);
      expect(() => sameAction(a as Action, legalActions(s)[0]!)).toThrow(StrategosError);
    }
    expect(JSON.stringify(s)).toBe(before);
  });
});
