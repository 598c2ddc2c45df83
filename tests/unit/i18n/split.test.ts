// The Dutch messages cut by screen (issue 20, item 6): scripts/i18n/split.ts reads lit-localize's
// one module, follows the static imports from each screen, and writes one module per chunk.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { importsOf, parseModule, reach, writeModule } from '../../../scripts/i18n/split.js';
import { FIRST_SCREEN_ROOTS, SCREEN_ROOTS } from '../../../components/i18n/screen-chunks.js';

const MODULE = `
    import {str} from '@lit/localize';
    import {html} from 'lit';
    export const templates = {
      's1': \`Voorraad\`,
's2': str\`\${0} legers\`,
    };`;

describe('split.ts', () => {
  it('reads the entries and imports of a generated module', () => {
    const { imports, entries } = parseModule(MODULE);
    expect(imports).toEqual([`import {str} from '@lit/localize';`, `import {html} from 'lit';`]);
    expect(entries).toEqual([
      { id: 's1', text: '`Voorraad`' },
      { id: 's2', text: 'str`${0} legers`' },
    ]);
  });

  it('writes a chunk that imports only the tags it uses, and reads back the same', () => {
    const { imports, entries } = parseModule(MODULE);
    const plain = writeModule(imports, entries.slice(0, 1), 'test');
    expect(plain).not.toContain('import');
    const withStr = writeModule(imports, entries, 'test');
    expect(withStr).toContain(`import {str} from '@lit/localize';`);
    expect(withStr).not.toContain(`from 'lit'`);
    expect(parseModule(withStr).entries).toEqual(entries);
  });

  it('follows static imports only, not type imports or import()', () => {
    const src = `import { a } from './a.js';\nimport type { B } from './b.js';\nexport { c } from './c.js';\nimport './d.js';\nconst e = () => import('./e.js');\nimport x from 'lit';`;
    expect(importsOf(src)).toEqual(['./a.js', './c.js', './d.js']);
  });

  it('keeps the tool screens out of the first screen, and each tool out of the others', () => {
    const rel = (s: Set<string>) => [...s].map((f) => relative(process.cwd(), f));
    const first = reach(FIRST_SCREEN_ROOTS);
    expect(rel(first)).toContain('components/app-shell/app-shell.ts');
    expect(rel(first).filter((f) => /components\/(ew-|persia-|th-|thermopylae-)/.test(f))).toEqual([]);
    const thermopylae = rel(reach([SCREEN_ROOTS.thermopylae], first));
    expect(thermopylae).toContain('components/th-play/th-play.ts');
    expect(thermopylae.filter((f) => /components\/(ew-|persia-)/.test(f))).toEqual([]);
    expect(thermopylae).not.toContain('components/app-shell/app-shell.ts');
  });

  it('the committed chunks hold every translated message at least once', () => {
    const ids = (file: string) => parseModule(readFileSync(file, 'utf8')).entries.map((e) => e.id);
    const all = new Set(['nl', ...Object.keys(SCREEN_ROOTS).map((s) => `nl-${s}`)].flatMap((n) => ids(`components/i18n/locales/${n}.ts`)));
    const xlf = readFileSync('components/i18n/xliff/nl.xlf', 'utf8');
    const translated = [...xlf.matchAll(/<trans-unit id="([^"]+)">\s*<source>[^\n]*<\/source>\s*<target>/g)].map((m) => m[1]!);
    expect(translated.length).toBeGreaterThan(600);
    expect(translated.filter((id) => !all.has(id))).toEqual([]);
  });
});
