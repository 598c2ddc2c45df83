/**
 * playOut, the simulations' loop (engine/index.ts): a game played to its end in place by the
 * heuristic Persian player or by uniform random choice lists each decision's legal actions once
 * and applies one of that list. It must play exactly the games that legalActions + applyInPlace
 * play with the same player — action for action, die for die, to the same final state — in every
 * variant and both rules editions (002 §12: the same outcome, turn and score), from the start or
 * from any position, and refuse what it cannot play with the project's own errors.
 */
import { describe, expect, it } from 'vitest';
import { cloneRng, nextInt, seedRng, type RngState } from '../../../src/core/rng.js';
import { isStrategosError } from '../../../src/core/errors.js';
import { applyInPlace, botChoose, cloneState, legalActions, newGame, playOut, result, validateState } from '../../../src/thermopylae/index.js';
import type { GameOptions, GameState } from '../../../src/thermopylae/types.js';

const VARIANTS = ['easy', 'normal', 'difficult'] as const;

/** The same game the long way: the player's choice from legalActions, checked by applyInPlace. */
function stepByStep(s: GameState, rng: RngState | null): number {
  let n = 0;
  for (; !s.outcome; n++) {
    const acts = legalActions(s);
    applyInPlace(s, rng === null ? botChoose(s) : acts[nextInt(rng, acts.length)]!);
  }
  return n;
}

function errorOf(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected a refusal');
}

describe('playOut plays the games legalActions + applyInPlace play', () => {
  const cases: [string, GameOptions][] = [];
  for (const variant of VARIANTS) for (const edition of [1, 2] as const) cases.push([`${variant}, edition ${edition}`, { variant, edition, log: false }]);

  it.each(cases)('random play, %s: same decisions, same final state, the caller\'s RNG advanced alike', (_, options) => {
    for (let seed = 0; seed < 40; seed++) {
      const a = newGame(seed, options);
      const b = newGame(seed, options);
      const ra = seedRng(`pick ${seed}`);
      const rb = cloneRng(ra);
      expect(playOut(a, { random: ra })).toBe(stepByStep(b, rb));
      expect(a).toEqual(b);
      expect(ra).toEqual(rb);
      expect(result(a)).not.toBeNull();
    }
  });

  it.each(cases)('the heuristic player, %s: the same game as botChoose + applyInPlace', (_, options) => {
    for (let seed = 0; seed < 25; seed++) {
      const a = newGame(seed, options);
      const b = newGame(seed, options);
      expect(playOut(a, 'heuristic')).toBe(stepByStep(b, null));
      expect(a).toEqual(b);
    }
  });

  it('from positions in the middle of games, with the log on (counsel plays out from a decision)', () => {
    const walk = seedRng('middle');
    let checked = 0;
    for (let seed = 100; seed < 130; seed++) {
      const s = newGame(seed, { variant: VARIANTS[seed % 3] });
      for (let k = 0; !s.outcome; k++) {
        if (k % 37 === 11) {
          const a = cloneState(s);
          const b = cloneState(s);
          playOut(a, 'heuristic');
          stepByStep(b, null);
          expect(a).toEqual(b);
          validateState(a);
          checked++;
        }
        const acts = legalActions(s);
        applyInPlace(s, acts[nextInt(walk, acts.length)]!);
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('a finished game takes no decision', () => {
    const s = newGame(7, { log: false });
    playOut(s, 'heuristic');
    const end = JSON.stringify(s);
    expect(playOut(s, 'heuristic')).toBe(0);
    expect(JSON.stringify(s)).toBe(end);
  });
});

describe('playOut with dicePerPhase keeps the dice in step phase by phase (the counsel\'s paired playouts)', () => {
  it('dice in step phase by phase: the same seed rolls the same dice in every phase, whatever came before', () => {
    // engine/dice.ts rngOf: each phase of each turn draws from a stream of its own (the counsel's paired playouts)
    const phaseDice = (s: GameState) => {
      const by = new Map<string, number[]>();
      for (const e of s.log) {
        const faces = e.type === 'roll' ? e.dice : e.type === 'activationDie' || e.type === 'commandTable' ? [e.die] : [];
        if (faces.length === 0) continue;
        const k = `${e.turn} ${e.phase}`;
        by.set(k, [...(by.get(k) ?? []), ...faces]);
      }
      return by;
    };
    const prefixes = (x: number[], y: number[]) => { const n = Math.min(x.length, y.length); return x.slice(0, n).join() === y.slice(0, n).join(); };
    let compared = 0;
    for (let g = 0; g < 6; g++) {
      // two different games from turn 2's first decision on, the same dicePerPhase
      const a = newGame(100 + g, { log: true });
      const b = newGame(200 + g, { log: true });
      for (const s of [a, b]) while (s.turn < 2) applyInPlace(s, botChoose(s));
      const startA = a.log.length;
      const startB = b.log.length;
      playOut(a, 'heuristic', { dicePerPhase: 77 });
      playOut(b, 'heuristic', { dicePerPhase: 77 });
      const da = phaseDice({ ...a, log: a.log.slice(startA) });
      const db = phaseDice({ ...b, log: b.log.slice(startB) });
      for (const [k, x] of da) {
        const y = db.get(k);
        if (y === undefined) continue;
        // the dice each phase rolled are the start of one stream: one game's a prefix of the other's
        expect(prefixes(x, y), `turn and phase ${k}`).toBe(true);
        compared++;
      }
      // another seed: other dice
      const c = newGame(100 + g, { log: true });
      while (c.turn < 2) applyInPlace(c, botChoose(c));
      playOut(c, 'heuristic', { dicePerPhase: 78 });
      const dc = phaseDice({ ...c, log: c.log.slice(startA) });
      expect([...dc].some(([k, x]) => da.has(k) && !prefixes(x, da.get(k)!))).toBe(true);
    }
    expect(compared).toBeGreaterThan(30);
  });

  it('dice in step: the RNG the game held before does not matter, the same seed plays the same game', () => {
    for (let seed = 0; seed < 10; seed++) {
      const a = newGame(seed, { log: false });
      applyInPlace(a, legalActions(a)[0]!);
      const b = cloneState(a);
      b.rng = seedRng('another stream');
      playOut(a, 'heuristic', { dicePerPhase: 5 });
      playOut(b, 'heuristic', { dicePerPhase: 5 });
      expect(a).toEqual(b);
      validateState(a);
    }
  });
});

describe('playOut refuses what it cannot play', () => {
  it('a game with physical dice (a simulation rolls the app\'s dice), leaving it as it was', () => {
    const s = newGame(3, { dice: 'physical', log: false });
    const before = JSON.stringify(s);
    const e = errorOf(() => playOut(s, 'heuristic'));
    expect(isStrategosError(e) && e.id).toBe('thermo.playOut.physicalDice');
    expect(JSON.stringify(s)).toBe(before);
  });

  it.each([[null], [3], [{ dicePerPhase: -1 }], [{ dicePerPhase: 1.5 }], [{ dicePerPhase: 2 ** 32 }], [{ dicePerPhase: '7' }]])('options that are not { dicePerPhase: 0 … 2^32 − 1 }: %j', (options) => {
    const s = newGame(3, { log: false });
    const before = JSON.stringify(s);
    const e = errorOf(() => playOut(s, 'heuristic', options as never));
    expect(isStrategosError(e) && e.id).toBe('thermo.playOut.options');
    expect(JSON.stringify(s)).toBe(before);
  });

  it.each([['random'], [null], [{ random: 3 }], [{ random: { s: [1, 2, 3] } }], [{ random: { s: [1, 2, 3, -4] } }], [{}]])('a player of neither kind: %j', (player) => {
    const s = newGame(3, { log: false });
    const before = JSON.stringify(s);
    const e = errorOf(() => playOut(s, player as never));
    expect(isStrategosError(e) && e.id).toBe('thermo.playOut.player');
    expect(JSON.stringify(s)).toBe(before);
  });

  it('not a game, or a damaged one: the project\'s own error, never a TypeError', () => {
    for (const x of [null, 3, {}, { version: 2 }]) expect(isStrategosError(errorOf(() => playOut(x as never, 'heuristic')))).toBe(true);
    const s = newGame(5, { log: false });
    s.units[0]!.hex = 999;
    expect(isStrategosError(errorOf(() => playOut(s, 'heuristic')))).toBe(true);
  });
});
