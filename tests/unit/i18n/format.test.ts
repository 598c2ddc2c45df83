// Numbers, percentages, lists and plurals in either language (issue 20, item 5).
import { describe, it, expect } from 'vitest';
import { StrategosError } from '../../../src/core/errors.js';
import { formatNumber, formatPercent, formatSigned, formatList, percentPoints, plural, wholePercent } from '../../../components/i18n/format.js';

describe('formatting for the language on screen', () => {
  it('writes a share as a percentage: "62,5 %" in Dutch (issue 20), "62.5%" in English', () => {
    expect(formatPercent(0.625, 1, 'nl')).toBe('62,5\u00a0%');
    expect(formatPercent(0.625, 1, 'en')).toBe('62.5%');
    expect(formatPercent(1 / 3, 1, 'nl')).toBe('33,3\u00a0%');
    expect(formatPercent(0.5, 0, 'nl')).toBe('50\u00a0%');
    expect(formatPercent(0, 1, 'en')).toBe('0%');
  });

  it('gives the counsel\'s chances and points in the language\'s digits: whole percent, and points with fixed decimals', () => {
    expect(wholePercent(0.625, 'nl')).toBe('63');
    expect(wholePercent(0.004, 'en')).toBe('0');
    expect(percentPoints(0.035, 1, 'nl')).toBe('3,5');
    expect(percentPoints(0.035, 1, 'en')).toBe('3.5');
    expect(percentPoints(0.03, 1, 'nl')).toBe('3,0');
    expect(percentPoints(0.126, 0, 'nl')).toBe('13');
    expect(() => percentPoints(Number.NaN)).toThrow(StrategosError);
  });

  it('groups thousands and marks decimals as each language does', () => {
    expect(formatNumber(12345.5, {}, 'nl')).toBe('12.345,5');
    expect(formatNumber(12345.5, {}, 'en')).toBe('12,345.5');
    expect(formatNumber(0.125, { maximumFractionDigits: 2 }, 'nl')).toBe('0,13');
  });

  it('shows the sign of a score move with a true minus', () => {
    expect(formatSigned(2, 'nl')).toBe('+2');
    expect(formatSigned(-1, 'en')).toBe('\u22121');
    expect(formatSigned(0, 'nl')).toBe('0');
  });

  it('joins lists with the language’s words', () => {
    expect(formatList(['Athenai', 'Sparta', 'Korinthos'], 'and', 'nl')).toBe('Athenai, Sparta en Korinthos');
    expect(formatList(['Athenai', 'Sparta', 'Korinthos'], 'and', 'en')).toBe('Athenai, Sparta, and Korinthos');
    expect(formatList(['Ephesos', 'Abydos'], 'or', 'nl')).toBe('Ephesos of Abydos');
    expect(formatList(['Pella'], 'and', 'nl')).toBe('Pella');
    expect(formatList([], 'and', 'en')).toBe('');
  });

  it('picks the plural form by the language’s rule', () => {
    const forms = (n: number) => ({ one: () => `1 leger`, other: () => `${n} legers` });
    expect(plural(1, forms(1), 'nl')).toBe('1 leger');
    expect(plural(0, forms(0), 'nl')).toBe('0 legers');
    expect(plural(3, forms(3), 'en')).toBe('3 legers');
  });

  it('refuses what is not a number instead of printing "NaN"', () => {
    expect(() => formatPercent(Number.NaN, 1, 'nl')).toThrow(StrategosError);
    expect(() => formatNumber(Number.NaN, {}, 'en')).toThrow(StrategosError);
    expect(() => formatSigned(Infinity, 'en')).toThrow(StrategosError);
    expect(() => plural(Number.NaN, { one: () => '', other: () => '' }, 'en')).toThrow(StrategosError);
  });
});
