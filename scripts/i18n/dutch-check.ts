/**
 * What makes a Dutch translation unfinished (issue 20, "How done is shown"): a message with no
 * Dutch target; a target whose placeholders differ from the source's; a target that is the
 * English source again (unless it is only names, numbers, citations and words spelt alike:
 * "Strategos", "9 Card Thermopylae", "{0} TP", "Later"); a target containing a common English word
 * (tests/i18n/words.json, names taken out first).
 */
import { englishWords, hasWords, loadWords, placeholders, readUnits, type Unit, type Words } from './text.mjs';

export { englishWords, loadWords, type Words };

export type Problem =
  | { kind: 'missing'; unit: Unit }
  | { kind: 'placeholders'; unit: Unit }
  | { kind: 'untranslated'; unit: Unit }
  | { kind: 'english'; unit: Unit; words: string[] };

export function checkUnits(units: readonly Unit[], words: Words = loadWords()): Problem[] {
  const problems: Problem[] = [];
  for (const unit of units) {
    if (unit.target === null) {
      problems.push({ kind: 'missing', unit });
      continue;
    }
    if (placeholders(unit.target).join() !== placeholders(unit.source).join()) problems.push({ kind: 'placeholders', unit });
    if (unit.target.trim() === unit.source.trim() && hasWords(unit.source, words)) {
      problems.push({ kind: 'untranslated', unit });
      continue;
    }
    const found = englishWords(unit.target, words);
    if (found.length) problems.push({ kind: 'english', unit, words: [...new Set(found)] });
  }
  return problems;
}

export function checkXliff(xml: string, words: Words = loadWords()): Problem[] {
  return checkUnits(readUnits(xml), words);
}

export function describe(p: Problem): string {
  const where = `${p.unit.id} "${p.unit.source}"`;
  switch (p.kind) {
    case 'missing':
      return `no Dutch: ${where}`;
    case 'placeholders':
      return `placeholders differ: ${where} → "${p.unit.target}"`;
    case 'untranslated':
      return `still English: ${where}`;
    case 'english':
      return `English word${p.words.length > 1 ? 's' : ''} ${p.words.map((w) => `"${w}"`).join(', ')}: ${where} → "${p.unit.target}"`;
  }
}
