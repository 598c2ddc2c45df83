// Which language the app speaks for a browser's languages (issue 20, item 1: Dutch for nl,
// nl-BE, nl-NL; English otherwise), and a Settings choice over it.
import { describe, it, expect } from 'vitest';
import { localeFromLanguages, resolveLocale } from '../../../components/i18n/locale.js';

describe('the language the app speaks', () => {
  it('speaks Dutch to nl, nl-NL and nl-BE, and English to en-*, other languages and none', () => {
    expect(localeFromLanguages(['nl'])).toBe('nl');
    expect(localeFromLanguages(['nl-NL'])).toBe('nl');
    expect(localeFromLanguages(['nl-BE', 'fr-BE'])).toBe('nl');
    expect(localeFromLanguages(['NL_nl'])).toBe('nl');
    expect(localeFromLanguages(['en-GB'])).toBe('en');
    expect(localeFromLanguages(['de-DE'])).toBe('en');
    expect(localeFromLanguages([])).toBe('en');
  });

  it('takes the first language of the player’s list that it speaks', () => {
    expect(localeFromLanguages(['fr-BE', 'nl-BE', 'en'])).toBe('nl');
    expect(localeFromLanguages(['en-US', 'nl-NL'])).toBe('en');
    expect(localeFromLanguages(['de', 'fr'])).toBe('en');
    // "nld" or "nl-ish" look-alikes are not Dutch tags
    expect(localeFromLanguages(['nld'])).toBe('en');
  });

  it('lets a Settings choice override the browser, and "system" follow it', () => {
    expect(resolveLocale('system', ['nl-BE'])).toBe('nl');
    expect(resolveLocale('system', ['en-US'])).toBe('en');
    expect(resolveLocale('en', ['nl-NL'])).toBe('en');
    expect(resolveLocale('nl', ['en-US'])).toBe('nl');
  });
});
