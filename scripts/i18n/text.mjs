// Plain-JavaScript helpers shared by the Dutch checks: scripts/i18n/*.ts (run with tsx) and the
// browser walk tests/e2e/dutch-walk.test.mjs (plain node). Types in text.d.mts.
//
// - readUnits: the <trans-unit>s of an XLIFF 1.2 file as lit-localize writes it, source and
//   target as plain text with placeholders written {0}, {1} …, XML entities decoded;
// - the word lists of tests/i18n/words.json, and what counts as an English (or Dutch) word in a
//   text once names, placeholders, citations and numbers are taken out.
import { readFileSync } from 'node:fs';

const ENTITIES = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

/** The five XML entities decoded, once (so "&amp;lt;" becomes "&lt;", as written). */
export function decodeEntities(s) {
  return s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e) => ENTITIES[e]);
}

const UNIT = /<trans-unit\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/trans-unit>/g;
const part = (name) => new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>|<${name}(?:\\s[^>]*)?/>`);

/** Plain text of a source or target: `<x id="n" …/>` as `{n}`, entities decoded. */
function plain(xml) {
  return decodeEntities(xml.replace(/<x\b[^>]*\bid="(\d+)"[^>]*\/>/g, '{$1}').replace(/<[^>]+>/g, ''));
}

export function readUnits(xml) {
  const units = [];
  for (const m of xml.matchAll(UNIT)) {
    const source = part('source').exec(m[2]);
    if (!source) throw new Error(`trans-unit ${m[1]} has no <source>`);
    const target = part('target').exec(m[2]);
    const t = target?.[1] === undefined ? null : plain(target[1]);
    units.push({ id: m[1], source: plain(source[1] ?? ''), target: t === null || t.trim() === '' ? null : t });
  }
  return units;
}

/** The placeholders of a text, sorted: "{0} van {1}" → ["{0}", "{1}"]. */
export function placeholders(text) {
  return (text.match(/\{\d+\}/g) ?? []).sort();
}

export function loadWords() {
  return JSON.parse(readFileSync(new URL('../../tests/i18n/words.json', import.meta.url), 'utf8'));
}

/** `text` without names, placeholders, citations ("000 §4.5"), ruling ids ("R-EW-2") and numbers. */
export function stripNames(text, words) {
  let s = text;
  for (const n of [...words.names].sort((a, b) => b.length - a.length)) s = s.split(n).join(' ');
  return s
    .replace(/\{\d+\}/g, ' ')
    .replace(/\b\d{3} §[\d.]+/g, ' ')
    .replace(/§[\d.]+/g, ' ')
    .replace(/\bR-[A-Z]{2}-\d+\b/g, ' ')
    .replace(/\d+/g, ' ');
}

function wordsOf(text, words) {
  return stripNames(text, words).toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
}

/** The common English words in `text` (names taken out), in order of appearance. */
export function englishWords(text, words) {
  const english = new Set(words.english);
  return wordsOf(text, words).filter((w) => english.has(w));
}

/** The common Dutch words in `text` (names taken out), for the English walk. */
export function dutchWords(text, words) {
  const dutch = new Set(words.dutch);
  return wordsOf(text, words).filter((w) => dutch.has(w));
}

/** Does `text` say anything beyond names, numbers, citations, punctuation and words spelt alike in both languages? */
export function hasWords(text, words) {
  const same = new Set(words.same);
  return (stripNames(text, words).toLowerCase().match(/\p{L}{2,}/gu) ?? []).some((w) => !same.has(w));
}
