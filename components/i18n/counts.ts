/**
 * Counted things in the language on screen (issue 31, item 1): "1 army" / "2 armies", "1 leger" /
 * "2 legers", "0 overwinningen in 1 spel". Every message that shows a count of something says it
 * through `count(n, thing)`, which picks the singular or plural message by the language's plural
 * rule (`plural` in format.ts, over Intl.PluralRules) and writes the number through Intl
 * (`formatNumber`: "1.200" in Dutch). `npm run i18n:check` (scripts/i18n/count-check.ts) fails on
 * a message that puts a number straight before a counted noun instead.
 *
 * The Dutch nouns are 003's (leger, vloot, kaart, talent, kruik, dobbelsteen, punt; docs/glossary.md)
 * and, for Thermopylae, the glossary's choices (treffer, beslissing).
 */
import { msg, str } from '@lit/localize';
import { formatNumber, plural } from './format.js';
import type { AppLocale } from './locale.js';
import { currentLocale } from './locale.js';
import { StrategosError } from '../../src/core/errors.js';

export const COUNTED = [
  'army',
  'fleet',
  'greekArmy',
  'persianArmy',
  'greekFleet',
  'persianFleet',
  'card',
  'talent',
  'amphora',
  'die',
  'point',
  'win',
  'game',
  'simulatedGame',
  'time',
  'decision',
  'hit',
  'retreat',
  'turningPoint',
  'percentPoint',
] as const;
export type Counted = (typeof COUNTED)[number];

/** The two messages of a counted thing; `k` is the number already written by Intl. */
function forms(what: Counted, k: string): { one: () => string; other: () => string } {
  switch (what) {
    case 'army': return { one: () => msg('1 army'), other: () => msg(str`${k} armies`) };
    case 'fleet': return { one: () => msg('1 fleet'), other: () => msg(str`${k} fleets`) };
    case 'greekArmy': return { one: () => msg('1 Greek army'), other: () => msg(str`${k} Greek armies`) };
    case 'persianArmy': return { one: () => msg('1 Persian army'), other: () => msg(str`${k} Persian armies`) };
    case 'greekFleet': return { one: () => msg('1 Greek fleet'), other: () => msg(str`${k} Greek fleets`) };
    case 'persianFleet': return { one: () => msg('1 Persian fleet'), other: () => msg(str`${k} Persian fleets`) };
    case 'card': return { one: () => msg('1 card'), other: () => msg(str`${k} cards`) };
    case 'talent': return { one: () => msg('1 talent'), other: () => msg(str`${k} talents`) };
    case 'amphora': return { one: () => msg('1 amphora'), other: () => msg(str`${k} amphorae`) };
    case 'die': return { one: () => msg('1 die'), other: () => msg(str`${k} dice`) };
    case 'point': return { one: () => msg('1 point'), other: () => msg(str`${k} points`) };
    case 'win': return { one: () => msg('1 win'), other: () => msg(str`${k} wins`) };
    case 'game': return { one: () => msg('1 game'), other: () => msg(str`${k} games`) };
    case 'simulatedGame': return { one: () => msg('1 simulated game'), other: () => msg(str`${k} simulated games`) };
    case 'time': return { one: () => msg('once'), other: () => msg(str`${k} times`) };
    case 'decision': return { one: () => msg('1 decision'), other: () => msg(str`${k} decisions`) };
    case 'hit': return { one: () => msg('1 hit'), other: () => msg(str`${k} hits`) };
    case 'retreat': return { one: () => msg('1 retreat'), other: () => msg(str`${k} retreats`) };
    case 'turningPoint': return { one: () => msg('1 turning point'), other: () => msg(str`${k} turning points`) };
    case 'percentPoint': return { one: () => msg('1 percentage point'), other: () => msg(str`${k} percentage points`) };
  }
}

/** "2 armies" / "2 legers": `n` (a whole number; a score may be negative) of `what`, in the language on screen. */
export function count(n: number, what: Counted, locale: AppLocale = currentLocale()): string {
  if (!Number.isInteger(n)) {
    throw new StrategosError(`count: ${String(n)} is not a whole number of ${String(what)}`, { id: 'error.input', params: { what: 'count' } });
  }
  if (!(COUNTED as readonly string[]).includes(what)) {
    throw new StrategosError(`count: "${String(what)}" is not a counted thing (${COUNTED.join(', ')})`, { id: 'error.input', params: { what: 'count' } });
  }
  return plural(n, forms(what, formatNumber(n, {}, locale)), locale);
}

/** A difference of shares as whole percentage points: 0.12 → "12 percentage points" / "12 procentpunten". */
export function percentPointCount(share: number, locale: AppLocale = currentLocale()): string {
  if (typeof share !== 'number' || !Number.isFinite(share)) {
    throw new StrategosError(`percentPointCount: ${String(share)} is not a number`, { id: 'error.input', params: { what: 'percentPointCount' } });
  }
  return count(Math.round(100 * share), 'percentPoint', locale);
}
