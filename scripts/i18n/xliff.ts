/**
 * Reads the XLIFF 1.2 files lit-localize writes (components/i18n/xliff/nl.xlf): one entry per
 * <trans-unit>, its source and target as plain text with placeholders written {0}, {1} … (the
 * `<x id="n"/>` elements), XML entities decoded.
 */
import { decodeEntities } from './unescape.js';

export interface Unit {
  readonly id: string;
  readonly source: string;
  /** null when there is no <target> (or an empty one). */
  readonly target: string | null;
}

const UNIT = /<trans-unit\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/trans-unit>/g;
const PART = (name: string) => new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>|<${name}(?:\\s[^>]*)?/>`);

/** Plain text of a source or target: `<x id="n" …/>` as `{n}`, entities decoded. */
function plain(xml: string): string {
  return decodeEntities(xml.replace(/<x\b[^>]*\bid="(\d+)"[^>]*\/>/g, '{$1}').replace(/<[^>]+>/g, ''));
}

export function readUnits(xml: string): Unit[] {
  const units: Unit[] = [];
  for (const m of xml.matchAll(UNIT)) {
    const body = m[2]!;
    const source = PART('source').exec(body);
    if (!source) throw new Error(`trans-unit ${m[1]} has no <source>`);
    const target = PART('target').exec(body);
    const t = target?.[1] === undefined ? null : plain(target[1]);
    units.push({ id: m[1]!, source: plain(source[1] ?? ''), target: t === null || t.trim() === '' ? null : t });
  }
  return units;
}

/** The placeholders of a text, sorted: "{0} van {1}" → ["{0}", "{1}"]. */
export function placeholders(text: string): string[] {
  return (text.match(/\{\d+\}/g) ?? []).sort();
}
