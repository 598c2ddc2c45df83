/**
 * The engine's units mirror (engine.ts "The units' mirror", speed only): kept beside the state
 * under a non-enumerable key, never seen by JSON, structuredClone, spread or cloneState, rebuilt
 * for a state that has none or whose `units` array was replaced, and verified at every read
 * of it in checked mode (on for all unit tests, tests/unit/setup.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../../src/core/rng.js';
import {
  applyAction, applyInPlace, checkMirrors, cloneState, getUnit, legalActions, moveDestinations, newGame, pending, resume, unitsEdited,
} from '../../../src/thermopylae/engine.js';
import type { GameState } from '../../../src/thermopylae/types.js';

beforeAll(() => checkMirrors(true));

/** Play `n` random actions (or to the end) in place. */
function play(s: GameState, pick: RngState, n: number): void {
  for (let k = 0; k < n && !s.outcome; k++) {
    const acts = legalActions(s);
    applyInPlace(s, acts[nextInt(pick, acts.length)]!, true);
  }
}
/** A game 40 actions in, with Persians moved about. */
function midGame(seed: number): GameState {
  const s = newGame(seed, { log: false });
  play(s, seedRng(`mirror ${seed}`), 40);
  return s;
}

describe('Thermopylae units mirror', () => {
  it('is invisible: JSON, keys and spread are those of the plain state', () => {
    const s = midGame(1);
    expect(Object.keys(s)).toEqual(Object.keys(JSON.parse(JSON.stringify(s)) as object));
    expect(JSON.stringify({ ...s })).toBe(JSON.stringify(s));
    expect(JSON.stringify(structuredClone(s))).toBe(JSON.stringify(s));
    const enumerable: string[] = [];
    for (const k in s) enumerable.push(k);
    expect(enumerable).toEqual(Object.keys(JSON.parse(JSON.stringify(s)) as object));
    expect(Object.getOwnPropertySymbols(s)).toEqual([]);
  });

  it('a stale mirror (units edited by hand, no unitsEdited) is caught in checked mode before anything reads it', () => {
    const s = newGame(3, { log: false });
    const pick = seedRng('stale');
    while (s.stack[s.stack.length - 1]!.k !== 'command') play(s, pick, 1); // the command listing reads the infantry's hexes
    const i1 = getUnit(s, 'I1');
    i1.hex = i1.hex === 30 ? 31 : 30; // a hand edit the engine did not see
    expect(() => legalActions(s)).toThrow(/unitsEdited/);
    expect(() => pending(s)).toThrow(/unitsEdited/);
    expect(() => moveDestinations(s, i1)).toThrow(/unitsEdited/);
    expect(() => applyInPlace(s, { type: 'endCommand' }, true)).toThrow(/unitsEdited/); // the next task reads the units
    unitsEdited(s);
    expect(() => legalActions(s)).not.toThrow();
    getUnit(s, 'I2').status = 'dead';
    getUnit(s, 'I2').hex = null;
    expect(() => legalActions(s)).toThrow(/unitsEdited/);
    resume(s); // resume rebuilds it too
    expect(() => legalActions(s)).not.toThrow();
  });

  it('a replaced units array gets a fresh mirror', () => {
    const s = midGame(4);
    const before = JSON.stringify(legalActions(s));
    s.units = s.units.map((u) => ({ ...u }));
    expect(JSON.stringify(legalActions(s))).toBe(before);
  });

  for (const [name, copy] of [
    ['JSON round trip', (s: GameState) => JSON.parse(JSON.stringify(s)) as GameState],
    ['cloneState', cloneState],
    ['structuredClone', (s: GameState) => structuredClone(s)],
  ] as const) {
    it(`${name}: the copy plays exactly as the original, and each keeps its own mirror`, () => {
      for (let g = 0; g < 20; g++) {
        const s = midGame(g);
        const c = copy(s);
        const frozen = JSON.stringify(s);
        // the copy plays on alone: the original (and its mirror) must not move
        play(c, seedRng(`copy ${g}`), 30);
        expect(JSON.stringify(s)).toBe(frozen);
        expect(() => legalActions(s)).not.toThrow();
        // both played from here with the same picks end the same
        const d = copy(s);
        play(s, seedRng(`same ${g}`), 100000);
        play(d, seedRng(`same ${g}`), 100000);
        expect(JSON.stringify(d)).toBe(JSON.stringify(s));
      }
    });
  }

  it('applyAction leaves its input and the input’s mirror untouched', () => {
    let s = newGame(7);
    const pick = seedRng('contract');
    for (let k = 0; k < 200 && !s.outcome; k++) {
      const frozen = JSON.stringify(s);
      const acts = legalActions(s);
      const next = applyAction(s, acts[nextInt(pick, acts.length)]!);
      expect(JSON.stringify(s)).toBe(frozen);
      expect(() => legalActions(s)).not.toThrow();
      s = next;
    }
  });
});
