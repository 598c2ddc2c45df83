/**
 * Reduce animations works in every engine (issue 19, item 6): every animation and transition in
 * the components lasts a multiple of var(--motion) (styles/tokens.css), which the app's setting
 * and the system's both set to 0, and nothing relies on :host-context(), which only Chromium
 * supports. Read from the components' source, so a new animation without it fails here.
 */
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../../../components/', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'i18n' ? [] : files(p);
    return /\.(ts|css)$/.test(f) ? [p] : [];
  });
}

const SOURCES = files(ROOT).map((path) => ({ path: path.slice(ROOT.length), text: readFileSync(path, 'utf8') }));

describe('motion follows --motion', () => {
  it('reads the components (the check cannot pass on nothing)', () => {
    expect(SOURCES.length).toBeGreaterThan(20);
    expect(SOURCES.some((s) => /animation:\s*tumble/.test(s.text))).toBe(true);
  });

  it('every animation and transition with a duration multiplies it by var(--motion)', () => {
    const bad: string[] = [];
    for (const { path, text } of SOURCES) {
      for (const m of text.matchAll(/^\s*(animation|transition)(-duration)?\s*:\s*([^;]+);/gm)) {
        const value = m[3].trim();
        if (value === 'none' || !/\d(m?s)\b/.test(value)) continue;
        if (!value.includes('var(--motion')) bad.push(`${path}: ${m[0].trim()}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('no component reads the setting through :host-context()', () => {
    expect(SOURCES.filter((s) => s.text.includes(':host-context(')).map((s) => s.path)).toEqual([]);
  });

  it('the tokens turn motion off for the app setting and for the system setting', () => {
    const tokens = readFileSync(join(ROOT, 'styles/tokens.css'), 'utf8');
    expect(tokens).toMatch(/:root\[data-reduce-motion\]\s*\{\s*--motion:\s*0;/);
    expect(tokens).toMatch(/@media \(prefers-reduced-motion: reduce\)\s*\{\s*:root\s*\{\s*--motion:\s*0;/);
  });
});
