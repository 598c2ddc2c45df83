/**
 * What makes a Dutch translation unfinished (issue 20, "How done is shown"): a message with no
 * Dutch target; a target whose placeholders differ from the source's; a target that is the
 * English source again (unless it is only names, numbers, citations and words spelt alike:
 * "Strategos", "9 Card Thermopylae", "{0} TP", "Later"); a target containing a common English word
 * (tests/i18n/words.json, names taken out first).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { placeholders, readUnits, type Unit } from './xliff.js';

export interface Words {
  readonly names: readonly string[];
  readonly english: readonly string[];
  readonly same: readonly string[];
  readonly dutch: readonly string[];
}

export function loadWords(): Words {
  return JSON.parse(readFileSync(fileURLToPath(new URL('../../tests/i18n/words.json', import.meta.url)), 'utf8')) as Words;
}

export type Problem =
  | { kind: 'missing'; unit: Unit }
  | { kind: 'placeholders'; unit: Unit }
  | { kind: 'untranslated'; unit: Unit }
  | { kind: 'english'; unit: Unit; words: string[] };

/** `text` without names, placeholders, citations ("000 §4.5", "002 §9.0"), ruling ids and numbers. */
export function stripNames(text: string, words: Words): string {
  let s = text;
  for (const n of [...words.names].sort((a, b) => b.length - a.length)) s = s.split(n).join(' ');
  return s
    .replace(/\{\d+\}/g, ' ')
    .replace(/\b\d{3} §[\d.]+/g, ' ')
    .replace(/§[\d.]+/g, ' ')
    .replace(/\bR-[A-Z]{2}-\d+\b/g, ' ')
    .replace(/\d+/g, ' ');
}

/** The common English words in `text` (after names are taken out), in order of appearance. */
export function englishWords(text: string, words: Words): string[] {
  const english = new Set(words.english);
  return (stripNames(text, words).toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? []).filter((w) => english.has(w));
}

/** Does `text` say anything beyond names, numbers, citations, punctuation and words spelt alike in Dutch? */
export function hasWords(text: string, words: Words): boolean {
  const same = new Set(words.same);
  return (stripNames(text, words).toLowerCase().match(/\p{L}{2,}/gu) ?? []).some((w) => !same.has(w));
}

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
