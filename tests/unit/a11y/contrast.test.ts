/**
 * The colour tokens (components/styles/tokens.css) against WCAG 2.2 AA, in both themes: 4.5:1
 * for every text colour on every background it is used on (1.4.3), 3:1 for the focus ring and
 * the edges of fields (1.4.11). Read from the stylesheet itself, so a token changed there is
 * checked here. The pairs are the ones the components use: text on the page, cards and panels;
 * `--on-X` on a fill of X (a selected tab, a die's pips, the situation badge).
 */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';

const css = readFileSync(new URL('../../../components/styles/tokens.css', import.meta.url), 'utf8');
const TOKENS = new Map(
  [...css.matchAll(/--([\w-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/gi)].map((m) => [m[1], [m[2], m[3]] as const]),
);

/** Relative luminance of an sRGB colour (WCAG 2.2 definition). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function ratio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const BACKGROUNDS = ['bg', 'surface', 'surface-2'];
const TEXT = ['ink', 'ink-soft', 'accent', 'greek', 'persian', 'greek-strong', 'persian-strong', 'danger', 'ok', 'warn'];
const TEXT_PAIRS: [string, string][] = [
  ...TEXT.flatMap((fg) => BACKGROUNDS.map((bg): [string, string] => [fg, bg])),
  ['on-accent', 'accent'],
  ['on-greek', 'greek'],
  ['on-persian', 'persian'],
  ['bg', 'warn'], // the die's "counts as" badge
];
const EDGE_PAIRS: [string, string][] = [
  ...BACKGROUNDS.map((bg): [string, string] => ['focus', bg]),
  ...BACKGROUNDS.map((bg): [string, string] => ['line-strong', bg]),
];

function check(pairs: [string, string][], min: number): string[] {
  const low: string[] = [];
  for (const [fg, bg] of pairs) {
    for (const [i, theme] of ['light', 'dark'].entries()) {
      const a = TOKENS.get(fg)?.[i];
      const b = TOKENS.get(bg)?.[i];
      if (!a || !b) throw new Error(`token --${!a ? fg : bg} is not a light-dark() colour in tokens.css`);
      const r = ratio(a, b);
      if (r < min) low.push(`--${fg} on --${bg}, ${theme}: ${r.toFixed(2)}:1`);
    }
  }
  return low;
}

describe('colour tokens meet WCAG AA in the light and the dark theme', () => {
  it('reads the tokens (the check cannot pass on an empty list)', () => {
    expect(TOKENS.size).toBeGreaterThan(15);
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ratio('#ffffff', '#7aa7f5')).toBeCloseTo(2.42, 2); // the PERS.IA tab, white on dark --persian
  });

  it('text colours: 4.5:1 on every background they are used on (1.4.3)', () => {
    expect(check(TEXT_PAIRS, 4.5)).toEqual([]);
  });

  it('focus ring and field edges: 3:1 (1.4.11)', () => {
    expect(check(EDGE_PAIRS, 3)).toEqual([]);
  });
});
