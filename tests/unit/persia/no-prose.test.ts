/**
 * `src/` speaks in data, the screens in words (the developers' guide; brief roller item 4): PERS.IA's
 * tables (004 §2–§8 and its player aid) and its readings hold ids, rule citations, cities and
 * numbers — no sentence a player reads. The words are in components/persia-words/table-words.ts.
 */
import { describe, expect, it } from 'vitest';
import * as data from '../../../src/persia/data.js';
import * as readings from '../../../src/persia/readings.js';

/** Every string inside `x`, with the path it was found at. */
function strings(x: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof x === 'string') out.push([path, x]);
  else if (Array.isArray(x)) x.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) strings(v, `${path}.${k}`, out);
  return out;
}

/** A rule citation ("004 §4 B", "000 §5.1", "004 §4–§6") is not prose. */
const CITATION = /^00\d §[\d.]+(?:(?:, | |–|\/)(?:00\d )?§?[A-Z\d.\/–§]+)*$/;

describe('PERS.IA data tables hold no player-facing prose', () => {
  it('every string in src/persia/data.ts and readings.ts is an id, a citation, a city or a word without spaces', () => {
    const found = [...strings(data, 'data'), ...strings(readings, 'readings')].filter(([, s]) => /\s/.test(s) && !CITATION.test(s));
    expect(found).toEqual([]);
  });
});
