/**
 * What makes a Dutch translation unfinished (issue 20, "How done is shown"): a message with no
 * Dutch target; a target whose placeholders differ from the source's; a target that is the
 * English source again (unless it is only names, numbers, citations and words spelt alike:
 * "Strategos", "9 Card Thermopylae", "{0} TP", "Later"); a target containing a common English word
 * (tests/i18n/words.json, names taken out first); a target naming a card, a battle event or a
 * tactic by its English name where the Dutch card texts have another (issue 31: "Speel Xerxes
 * Watches" — the Dutch is "Xerxes kijkt toe", components/i18n/th-cards-nl.ts).
 */
import { englishWords, hasWords, loadWords, placeholders, readUnits, type Unit, type Words } from './text.mjs';
import { CARDS as EW_CARDS } from '../../src/earth-water/cards.js';
import { CARDS as TH_CARDS, STANDARD_TACTICS } from '../../src/thermopylae/data.js';
import { CARD_HALVES_NL } from '../../components/i18n/cards-nl.js';
import { TH_CARDS_NL } from '../../components/i18n/th-cards-nl.js';
import type { CardId } from '../../src/thermopylae/types.js';

export { englishWords, loadWords, type Words };

/**
 * The English names of cards and tactics that Dutch names otherwise: Earth & Water's card halves
 * (003's names, cards-nl.ts), Thermopylae's card tactics (th-cards-nl.ts) and standard tactics
 * (worded in nl.xlf). Names that are also a title or a name kept in Dutch (words.json `names`:
 * "300 Spartans", "Miltiades", "Ephialtes") are left out.
 */
export function englishCardNames(words: Words = loadWords()): string[] {
  const names = new Set<string>();
  for (const card of EW_CARDS) {
    for (const half of [card.greek, card.persian]) if (CARD_HALVES_NL[half.key].name !== half.name) names.add(half.name);
  }
  for (const [id, c] of Object.entries(TH_CARDS)) {
    const dutch = TH_CARDS_NL[Number(id) as CardId].tactics?.name;
    if (c.tactics && dutch !== c.tactics.name) names.add(c.tactics.name);
  }
  for (const t of Object.values(STANDARD_TACTICS)) names.add(t.name);
  return [...names].filter((n) => !words.names.includes(n)).sort((a, b) => b.length - a.length);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type Problem =
  | { kind: 'missing'; unit: Unit }
  | { kind: 'placeholders'; unit: Unit }
  | { kind: 'untranslated'; unit: Unit }
  | { kind: 'english'; unit: Unit; words: string[] }
  | { kind: 'cardName'; unit: Unit; names: string[] };

export function checkUnits(units: readonly Unit[], words: Words = loadWords(), cardNames: readonly string[] = englishCardNames(words)): Problem[] {
  const problems: Problem[] = [];
  const nameRes = cardNames.map((n) => ({ n, re: new RegExp(`(?<![\\p{L}])${escape(n)}(?![\\p{L}])`, 'u') }));
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
    const named = nameRes.filter(({ re }) => re.test(unit.target!)).map(({ n }) => n);
    if (named.length) problems.push({ kind: 'cardName', unit, names: named });
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
    case 'cardName':
      return `English card or tactic name ${p.names.map((w) => `"${w}"`).join(', ')} (the Dutch card texts name it otherwise): ${where} → "${p.unit.target}"`;
  }
}
