// In Dutch the two-player game is cited by 003, whose sections have 000's numbers (issue 20,
// item 4): checked here heading by heading against the two rulebook texts, so citeRule's
// "000 §x.y → 003 §x.y" is a fact of the books, not a hope.
import { describe, it, expect } from 'vitest';
import { citeRule } from '../../../components/i18n/format.js';
import { StrategosError } from '../../../src/core/errors.js';
import { haveRulebooks, NEEDS_RULEBOOKS, rulebook as book, sayIfSkipped } from './seeds.js';

/** Numbered headings "5.1 Title" / "7 DE GEVECHTEN" (a number, a space, a capital). */
function headings(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^(\d{1,2}(?:\.\d)?) ([A-Z][^.]*)$/.exec(line.trim());
    if (m && Number(m[1]!.split('.')[0]) <= 10 && !out.has(m[1]!)) out.set(m[1]!, m[2]!);
  }
  return out;
}

sayIfSkipped('rules.test.ts, "003 numbers its sections as 000 does" (2 tests)');

describe.skipIf(!haveRulebooks)(`003 numbers its sections as 000 does ${NEEDS_RULEBOOKS}`, () => {
  const en = haveRulebooks ? headings(book('000')) : new Map<string, string>();
  const nl = haveRulebooks ? headings(book('003')) : new Map<string, string>();

  it('has every numbered subsection of 000 under the same number, and no other', () => {
    const sub = (m: Map<string, string>) => [...m.keys()].filter((k) => k.includes('.')).sort();
    expect(sub(en)).toEqual(['2.1', '2.2', '2.3', '2.4', '3.1', '3.2', '3.3', '3.4', '4.1', '4.2', '4.3', '4.4', '4.5', '5.1', '5.2', '5.3', '5.4', '6.1', '6.2', '6.3', '6.4', '6.5', '7.1', '7.2', '8.1', '8.2']);
    expect(sub(nl)).toEqual(sub(en));
    // the same subject under the same number, a few spot checks
    expect([en.get('5.1'), nl.get('5.1')]).toEqual(['Persian Preparation', 'Voorbereiding van de Perzen']);
    expect([en.get('7.2'), nl.get('7.2')]).toEqual(['Naval battles', 'Gevecht tussen vloten']);
    expect([en.get('8.2'), nl.get('8.2')]).toEqual(['Attrition of forces', 'Bevoorraden']);
  });

  it('has the chapters 1 to 10; 8 and 9 lost their numbers in the text but 003 refers to them so', () => {
    const top = (m: Map<string, string>) => [...m.keys()].filter((k) => !k.includes('.')).map(Number).sort((a, b) => a - b);
    expect(top(en)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(top(nl)).toEqual([1, 2, 3, 4, 5, 6, 7, 10]);
    const text = book('003');
    expect(text).toContain('BEVOORADINGSFASE');
    expect(text).toContain('(zie 8 Bevoorradingfase)');
    expect(text).toContain('➔ SCOREFASE');
    expect(text).toContain('Lees ook 9.');
  });
});

describe('citeRule', () => {
  it('cites the two-player game by 003 in Dutch and leaves 004 and 002 alone', () => {
    expect(citeRule('000 §8.2', 'nl')).toBe('003 §8.2');
    expect(citeRule('000 §6.1, 000 §6.2', 'nl')).toBe('003 §6.1, 003 §6.2');
    expect(citeRule('004 §5.3', 'nl')).toBe('004 §5.3');
    expect(citeRule('002 §10.1.1', 'nl')).toBe('002 §10.1.1');
    expect(citeRule('000 §8.2', 'en')).toBe('000 §8.2');
  });

  it('refuses what is not a citation', () => {
    expect(() => citeRule(undefined as unknown as string, 'nl')).toThrow(StrategosError);
  });
});
