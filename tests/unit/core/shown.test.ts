// The one safe formatter (src/core/shown.ts) and the input guards (readingInput, plainData in
// src/core/errors.ts) of issue 30 item 2: whatever a caller hands in, a message about it is made
// without calling its toString, and reading it either gives plain data or a StrategosError.
import { describe, it, expect } from 'vitest';
import { shown, shownJson, shownKey } from '../../../src/core/shown.js';
import { StrategosError, plainData, readingInput } from '../../../src/core/errors.js';
import { isRngState } from '../../../src/core/rng.js';
import { validatePersiaState } from '../../../src/persia/screen-state.js';
import { newSoloGame } from '../../../src/persia/index.js';
import { HOSTILE_VALUES, TEN_MB } from '../../fixtures/hostile.js';

describe('shown', () => {
  it('never throws and stays short, whatever it is given', () => {
    for (const v of HOSTILE_VALUES) {
      for (const f of [shown, shownKey, shownJson]) {
        const s = f(v);
        expect(typeof s).toBe('string');
        expect(s.length).toBeLessThan(200);
      }
    }
  });

  it('shows numbers, text and kinds of thing plainly', () => {
    expect([shown(5), shown(-0), shown(NaN), shown('Athenai'), shown(null), shown(undefined)]).toEqual(['5', '-0', 'NaN', '"Athenai"', 'null', 'undefined']);
    expect([shown({ toString: 12 }), shown([1]), shown(Symbol('x')), shown(() => 1), shown(10n)]).toEqual(['an object', 'a list', 'a symbol', 'a function', '10n']);
    expect(shown(TEN_MB)).toBe(`"${'x'.repeat(24)}…"`);
    expect(shownKey('thermopylae:log')).toBe('thermopylae:log');
    expect(shownJson({ type: 'move', to: 17 })).toBe('{"type":"move","to":17}');
  });
});

describe('readingInput and plainData', () => {
  it('turn a throw while reading into a StrategosError, and leave our own errors as they are', () => {
    const getter = Object.defineProperty({}, 'x', { get: () => { throw new TypeError('boom'); }, enumerable: true });
    expect(() => readingInput('options', () => (getter as { x: unknown }).x)).toThrow(StrategosError);
    const ours = new StrategosError('ours');
    expect(() => readingInput('options', () => { throw ours; })).toThrow(ours);
  });

  it('copy plain data, and refuse every hostile value that is not plain data', () => {
    const data = { a: [1, { b: 'c' }], n: -0, m: NaN };
    const copy = plainData(data, 'x');
    expect(copy).toEqual(data);
    expect(copy).not.toBe(data);
    expect(Object.getPrototypeOf(plainData(JSON.parse('{"__proto__":{"p":1}}'), 'x'))).toBe(Object.prototype);
    let refused = 0;
    for (const v of HOSTILE_VALUES) {
      try {
        plainData(v, 'x');
      } catch (e) {
        expect(e).toBeInstanceOf(StrategosError);
        refused++;
      }
    }
    // what is data passes (-0, NaN, a prototype-less object, a frozen one, 10 MB of text); the rest is refused
    expect(refused).toBeGreaterThan(HOSTILE_VALUES.length / 2);
  });
});

describe('a dice generator is checked word by word', () => {
  it('refuses one with holes (a structured clone keeps them; every() skipped them), in the PERS.IA save check too', () => {
    const holes = structuredClone({ s: new Array(4) });
    expect(isRngState(holes)).toBe(false);
    expect(isRngState({ s: [1, 2, 3, 4] })).toBe(true);
    const game = newSoloGame(1);
    expect(() => validatePersiaState(structuredClone({ v: 2, game: { ...game, rng: holes }, draft: null }), 2)).toThrow(/rng is not a dice generator/);
  });
});
