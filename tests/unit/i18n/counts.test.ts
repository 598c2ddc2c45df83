// Counted things in either language (issue 31, item 1): "1 army" / "2 armies", never "1 armies";
// the number written by Intl ("1.200" in Dutch); averages with their decimal comma ("15,6").
// msg() answers in English here (no locale loaded); the locale argument sets the plural rule and
// the digits. The Dutch forms ("1 leger", "2 legers") are the nl.xlf targets of the same messages.
import { describe, it, expect } from 'vitest';
import { StrategosError } from '../../../src/core/errors.js';
import { COUNTED, count, percentPointCount } from '../../../components/i18n/counts.js';
import { formatDecimal } from '../../../components/i18n/format.js';

describe('count: a number of something, singular or plural', () => {
  it('says 1 in the singular and 0, 2, 1.200 in the plural ("1 legers" was the issue)', () => {
    expect(count(1, 'army', 'en')).toBe('1 army');
    expect(count(2, 'army', 'en')).toBe('2 armies');
    expect(count(0, 'game', 'en')).toBe('0 games');
    expect(count(1, 'game', 'en')).toBe('1 game');
    expect(count(1, 'point', 'en')).toBe('1 point');
    expect(count(1, 'amphora', 'en')).toBe('1 amphora');
    expect(count(3, 'die', 'en')).toBe('3 dice');
    expect(count(1200, 'simulatedGame', 'en')).toBe('1,200 simulated games');
    expect(count(1200, 'simulatedGame', 'nl')).toBe('1.200 simulated games');
  });

  it('has both forms for every counted thing', () => {
    for (const what of COUNTED) {
      expect(count(1, what, 'en'), what).not.toBe(count(2, what, 'en').replace('2', '1'));
    }
  });

  it('refuses a count that is not a whole number, or a thing it does not know (StrategosError)', () => {
    expect(() => count(1.5, 'army')).toThrow(StrategosError);
    expect(() => count(Number.NaN, 'army')).toThrow(StrategosError);
    expect(() => count(2, 'legion' as never)).toThrow(/not a counted thing/);
  });

  it('counts percentage points of a difference of shares ("12 procentpunten")', () => {
    expect(percentPointCount(0.12, 'en')).toBe('12 percentage points');
    expect(percentPointCount(0.01, 'en')).toBe('1 percentage point');
    expect(() => percentPointCount(Number.NaN)).toThrow(StrategosError);
  });

  it('writes an average with one decimal as the language does: "15,6" / "15.6" (th-counsel)', () => {
    expect(formatDecimal(15.63, 1, 'nl')).toBe('15,6');
    expect(formatDecimal(15.63, 1, 'en')).toBe('15.6');
    expect(formatDecimal(18, 1, 'nl')).toBe('18,0');
  });
});
