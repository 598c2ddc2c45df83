// The check that Dutch is complete (issue 20, "How done is shown"; scripts/i18n/check.ts), proven
// on small XLIFF files: one that passes, and one that fails for each reason.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkXliff, describe as say, englishWords, loadWords } from '../../../scripts/i18n/dutch-check.js';
import { readUnits } from '../../../scripts/i18n/text.mjs';
import { runCheck } from '../../../scripts/i18n/check.js';

const FIXTURES = 'tests/i18n/fixtures';
const fixture = (name: string) => readFileSync(`${FIXTURES}/${name}.xlf`, 'utf8');
const kinds = (name: string) => checkXliff(fixture(name)).map((p) => `${p.kind} ${p.unit.id}`);

describe('the Dutch translation check', () => {
  it('reads sources and targets as text with {n} placeholders', () => {
    const [first, second] = readUnits(fixture('pass'));
    expect(first).toEqual({ id: 's1', source: 'Earth & Water companion', target: 'Tafelhulp voor Earth & Water' });
    expect(second!.target).toBe('dobbelsteen toont {0}, geldt als {1}');
  });

  it('passes Dutch targets, and targets that are only names, numbers, codes or words spelt alike', () => {
    expect(kinds('pass')).toEqual([]);
  });

  it('fails a message with no target, or an empty one', () => {
    expect(kinds('missing')).toEqual(['missing s2', 'missing s3']);
  });

  it('fails a target that is still the English source', () => {
    expect(kinds('untranslated')).toEqual(['untranslated s1', 'untranslated s2']);
  });

  it('fails a target with an English word in it, names taken out first', () => {
    expect(kinds('english')).toEqual(['english s1', 'english s2']);
    const [dice, attack] = checkXliff(fixture('english'));
    expect(say(dice!)).toContain('"dice"');
    expect(say(attack!)).toContain('"attack", "with"');
  });

  it('fails a target that drops or adds a placeholder', () => {
    expect(kinds('placeholders')).toEqual(['placeholders s1']);
  });

  it('does not take Dutch words or names for English', () => {
    const words = loadWords();
    expect(englishWords('De Perzen hebben er last van; kies Ephesos of Abydos, dan gaat het door over land.', words)).toEqual([]);
    expect(englishWords('Earth & Water, 9 Card Thermopylae, 300 Spartans, R-EW-2, 000 §8.2', words)).toEqual([]);
    expect(englishWords('Roll the dice', words)).toEqual(['roll', 'the', 'dice']);
  });

  it('exits 0 on a complete file and 1, listing each problem, on an unfinished one', () => {
    const run = (...files: string[]) => {
      const lines: string[] = [];
      return { code: runCheck(files.map((f) => `${FIXTURES}/${f}.xlf`), (l) => lines.push(l)), out: lines.join('\n') };
    };
    const ok = run('pass');
    expect(ok.code).toBe(0);
    expect(ok.out).toBe(`${FIXTURES}/pass.xlf: 7 messages, 0 problems`);
    const bad = run('pass', 'missing');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('no Dutch: s2 "Page not found"');
    expect(bad.out).toContain('missing.xlf: 3 messages, 2 problems');
  });
});
