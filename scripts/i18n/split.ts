/**
 * Splits the Dutch locale module that `lit-localize build` writes (one module, every message)
 * into the first screen's messages (components/i18n/locales/nl.ts) and one chunk per lazily
 * loaded screen (locales/nl-<screen>.ts; components/i18n/screen-chunks.ts names them), so a Dutch
 * player downloads a screen's words with the screen (issue 20, item 6).
 *
 * Which messages a chunk holds: those used in a file its root reaches by static imports (the
 * files Vite puts in the screen's chunks). A message used by a file the first screen reaches, or
 * by a file no root reaches (loaded some other way), stays in nl.ts; one used by two screens
 * (and not the first) goes in both chunks.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { extractMessagesFromProgram } from '@lit/localize-tools/lib/program-analysis.js';
import { FIRST_SCREEN_ROOTS, SCREEN_ROOTS, type ScreenChunk } from '../../components/i18n/screen-chunks.js';

export const LOCALES_DIR = 'components/i18n/locales';

/** Relative module specifiers a file imports statically (type-only imports left out). */
export function importsOf(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"](\.[^'"]+)['"]/gm)) {
    if (!m[2]) out.push(m[3]!);
  }
  return out;
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const c of [base.replace(/\.js$/, '.ts'), base, `${base}.ts`, join(base, 'index.ts')]) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return null;
}

/** Every file `roots` reach by static imports, not going through the files of `stop`. */
export function reach(roots: readonly string[], stop: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const todo = roots.map((r) => resolve(r));
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f) || stop.has(f)) continue;
    seen.add(f);
    for (const spec of importsOf(readFileSync(f, 'utf8'))) {
      const next = resolveImport(f, spec);
      if (next && !seen.has(next)) todo.push(next);
    }
  }
  return seen;
}

/** Message ids used in each component file (lit-localize's own extraction, file by file). */
function idsByFile(): Map<string, Set<string>> {
  // The program is built with lit-localize's own TypeScript (it may be another version than ours).
  const lts = createRequire(createRequire(import.meta.url).resolve('@lit/localize-tools/package.json'))(
    'typescript',
  ) as typeof import('typescript');
  const config = lts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, { ...lts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('tsconfig.json could not be read');
  const program = lts.createProgram(
    config.fileNames.filter((f) => relative(process.cwd(), f).startsWith('components/') && !f.includes('/i18n/locales/')),
    config.options,
  );
  const byFile = new Map<string, Set<string>>();
  for (const sf of program.getSourceFiles()) {
    if (!relative(process.cwd(), sf.fileName).startsWith('components/')) continue;
    const one = new Proxy(program, { get: (t, k) => (k === 'getSourceFiles' ? () => [sf] : Reflect.get(t, k)) });
    const ids = extractMessagesFromProgram(one as unknown as Parameters<typeof extractMessagesFromProgram>[0]).messages.map((m) => m.name);
    if (ids.length) byFile.set(resolve(sf.fileName), new Set(ids));
  }
  return byFile;
}

interface Entry {
  id: string;
  text: string;
}

/** The header (imports) and the `templates` entries of a generated locale module. */
export function parseModule(source: string): { imports: string[]; entries: Entry[] } {
  const file = ts.createSourceFile('nl.ts', source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const imports: string[] = [];
  const entries: Entry[] = [];
  for (const st of file.statements) {
    if (ts.isImportDeclaration(st)) imports.push(st.getText(file));
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) {
      if (d.name.getText(file) !== 'templates' || !d.initializer || !ts.isObjectLiteralExpression(d.initializer)) continue;
      for (const p of d.initializer.properties) {
        if (!ts.isPropertyAssignment(p)) throw new Error(`unexpected entry in the locale module: ${p.getText(file)}`);
        const id = ts.isStringLiteral(p.name) ? p.name.text : p.name.getText(file);
        entries.push({ id, text: p.initializer.getText(file) });
      }
    }
  }
  return { imports, entries };
}

/** A locale module with `entries`, importing only the tags its templates use. */
export function writeModule(imports: readonly string[], entries: readonly Entry[], what: string): string {
  const body = entries.map((e) => `  '${e.id}': ${e.text},`).join('\n');
  const used = imports.filter((imp) => {
    const names = /\{([^}]*)\}/.exec(imp)?.[1]?.split(',').map((n) => n.trim()) ?? [];
    return names.some((n) => new RegExp(`\\b${n}\``).test(body));
  });
  return `// Do not modify this file by hand! Written by \`npm run i18n:build\` (scripts/i18n/split.ts)
// from components/i18n/xliff/nl.xlf: ${what}.
${used.join('\n')}${used.length ? '\n' : ''}
/* eslint-disable no-irregular-whitespace */
export const templates = {
${body}
};
`;
}

/** Split `source` (the whole Dutch module) into files: path → content. */
export function splitDutch(source: string): Map<string, string> {
  const { imports, entries } = parseModule(source);
  const byFile = idsByFile();
  const first = reach(FIRST_SCREEN_ROOTS);
  const screens = Object.entries(SCREEN_ROOTS).map(([name, root]) => ({ name: name as ScreenChunk, files: reach([root], first) }));
  const where = new Map<string, Set<string>>(); // id → 'first' or screen names
  for (const [file, ids] of byFile) {
    const owners = first.has(file) ? ['first'] : screens.filter((s) => s.files.has(file)).map((s) => s.name as string);
    for (const id of ids) {
      const w = where.get(id) ?? new Set<string>();
      for (const o of owners.length ? owners : ['first']) w.add(o);
      where.set(id, w);
    }
  }
  const files = new Map<string, string>();
  const inFirst = entries.filter((e) => !where.has(e.id) || where.get(e.id)!.has('first'));
  files.set(join(LOCALES_DIR, 'nl.ts'), writeModule(imports, inFirst, 'the first screen and the app shell'));
  for (const s of screens) {
    const own = entries.filter((e) => where.has(e.id) && !where.get(e.id)!.has('first') && where.get(e.id)!.has(s.name));
    files.set(join(LOCALES_DIR, `nl-${s.name}.ts`), writeModule(imports, own, `the ${s.name} screen`));
  }
  return files;
}

/** The locale files split.ts writes that are no longer wanted (a screen removed). */
export function staleChunks(written: ReadonlyMap<string, string>): string[] {
  return readdirSync(LOCALES_DIR)
    .filter((f) => /^nl-[\w-]+\.ts$/.test(f))
    .map((f) => join(LOCALES_DIR, f))
    .filter((f) => !written.has(f));
}
