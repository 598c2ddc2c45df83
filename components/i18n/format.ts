/**
 * Numbers, percentages, lists and plurals in the language on screen (issue 20, item 5), over
 * `Intl`: "12.345,5", "62,5 %", "Athenai, Sparta en Korinthos" in Dutch; "12,345.5", "62.5%",
 * "Athenai, Sparta, and Korinthos" in English. Screens call these instead of building numbers
 * and lists by hand; each takes the locale as a last argument for tests, defaulting to the one
 * on screen (i18n/locale.ts).
 *
 * Plurals: msg() has no plural syntax, so a screen writes both forms as messages and `plural`
 * picks one by the language's plural rule (Dutch and English both have "one" and "other"):
 *   plural(n, { one: () => msg('1 army'), other: () => msg(str`${n} armies`) })
 */
import { currentLocale, type AppLocale } from './locale.js';
import { StrategosError } from '../../src/core/errors.js';

function refuse(what: string, value: unknown, expected = 'a number'): never {
  throw new StrategosError(`${what}: ${String(value)} is not ${expected}`, { id: 'error.input', params: { what } });
}

/** The space before "%" in Dutch: no-break, so "62,5" and "%" never part at a line end. */
const NBSP = '\u00a0';

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: AppLocale, opts: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = locale + JSON.stringify(opts);
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.NumberFormat(locale, opts)));
  return f;
}

/** A number as the language writes it ("12.345,5" / "12,345.5"). Refuses NaN (StrategosError). */
export function formatNumber(n: number, opts: Intl.NumberFormatOptions = {}, locale: AppLocale = currentLocale()): string {
  if (typeof n !== 'number' || Number.isNaN(n)) refuse('formatNumber', n);
  return numberFormat(locale, opts).format(n);
}

/**
 * A share (0.625) as a percentage with at most `digits` decimals: "62,5 %" in Dutch (a no-break
 * space before the sign, as the issue asks), "62.5%" in English. Refuses NaN (StrategosError).
 */
export function formatPercent(share: number, digits = 1, locale: AppLocale = currentLocale()): string {
  if (typeof share !== 'number' || Number.isNaN(share)) refuse('formatPercent', share);
  const parts = numberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).formatToParts(share);
  return parts
    .map((p) => (p.type === 'percentSign' && locale === 'nl' ? NBSP + p.value : p.value))
    .join('');
}

/**
 * A share (0.625) as the number of a whole percentage, without the sign ("63"), for messages that
 * place "%" themselves (`msg(str`${wholePercent(x)} %`)`, each language its own spacing).
 */
export function wholePercent(share: number, locale: AppLocale = currentLocale()): string {
  return formatNumber(Math.round(100 * share), {}, locale);
}

/** A difference of shares in percentage points, with `digits` decimals: 0.035 → "3,5" / "3.5". */
export function percentPoints(share: number, digits = 1, locale: AppLocale = currentLocale()): string {
  return formatNumber(100 * share, { minimumFractionDigits: digits, maximumFractionDigits: digits }, locale);
}

/** A number with exactly `digits` decimals: 15.63 → "15,6" / "15.6" (averages and their intervals). */
export function formatDecimal(n: number, digits = 1, locale: AppLocale = currentLocale()): string {
  return formatNumber(n, { minimumFractionDigits: digits, maximumFractionDigits: digits }, locale);
}

/** A whole number with its sign shown unless zero: "+2", "−1", "0" (score track moves). */
export function formatSigned(n: number, locale: AppLocale = currentLocale()): string {
  if (!Number.isFinite(n)) refuse('formatSigned', n);
  return formatNumber(n, { signDisplay: 'exceptZero' }, locale).replace('-', '\u2212');
}

/** Items joined as the language does: "a, b en c" / "a, b, and c" (`or`: "a, b of c" / "a, b, or c"). */
export function formatList(items: readonly string[], kind: 'and' | 'or' = 'and', locale: AppLocale = currentLocale()): string {
  return new Intl.ListFormat(locale, { type: kind === 'and' ? 'conjunction' : 'disjunction' }).format(items);
}

/** The form of a counted phrase for `n`, by the language's plural rule. */
export function plural(n: number, forms: { one: () => string; other: () => string }, locale: AppLocale = currentLocale()): string {
  if (!Number.isFinite(n)) refuse('plural', n);
  return new Intl.PluralRules(locale).select(n) === 'one' ? forms.one() : forms.other();
}

/**
 * A rule citation as the player's rulebook numbers it (issue 20, item 4): in Dutch, the
 * two-player game is cited by the Dutch edition, 003, whose sections carry the same numbers as
 * 000's (1 Inleiding … 10 Einde van het spel; checked heading by heading in
 * tests/unit/i18n/rules.test.ts), so "000 §8.2" reads "003 §8.2". 004 (PERS.IA) and 002
 * (Thermopylae) have no Dutch edition and keep their numbering.
 */
export function citeRule(rule: string, locale: AppLocale = currentLocale()): string {
  if (typeof rule !== 'string') refuse('citeRule', rule, 'a rule citation');
  return locale === 'nl' ? rule.replace(/\b000 §/g, '003 §') : rule;
}
