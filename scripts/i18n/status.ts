/**
 * `npm run i18n:status`: how far the Dutch is, per component file — its messages, how many
 * have a Dutch target, and which do not (with `--missing`). For whoever translates the next
 * screen; `npm run i18n:check` is the pass/fail gate. A message used in several files (the same
 * English, hence one message) is counted at the first file lit-localize finds it in.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
// lit-localize's own extraction, so the ids are exactly those of nl.xlf
import { extractMessagesFromProgram } from '@lit/localize-tools/lib/program-analysis.js';
import { checkXliff } from './dutch-check.js';
import { readUnits } from './text.mjs';

// The program is built with lit-localize's own TypeScript (it may be another version than ours).
const ts = createRequire(createRequire(import.meta.url).resolve('@lit/localize-tools/package.json'))(
  'typescript',
) as typeof import('typescript');

const showMissing = process.argv.includes('--missing');
const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
if (!config) throw new Error('tsconfig.json could not be read');
const program = ts.createProgram(
  config.fileNames.filter((f) => relative(process.cwd(), f).startsWith('components/')),
  config.options,
) as unknown as Parameters<typeof extractMessagesFromProgram>[0]; // the same TypeScript at run time
const xml = readFileSync('components/i18n/xliff/nl.xlf', 'utf8');
const source = new Map(readUnits(xml).map((u) => [u.id, u.source]));
const problem = new Map(checkXliff(xml).map((p) => [p.unit.id, p.kind]));

const byFile = new Map<string, string[]>();
for (const m of extractMessagesFromProgram(program).messages) {
  const file = relative(process.cwd(), m.file.fileName);
  byFile.set(file, [...(byFile.get(file) ?? []), m.name]);
}
let total = 0;
let done = 0;
for (const [file, ids] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
  const open = ids.filter((id) => problem.has(id));
  total += ids.length;
  done += ids.length - open.length;
  console.log(`${open.length ? '  ' : '✓ '}${file}: ${ids.length - open.length} of ${ids.length} in Dutch`);
  if (showMissing) for (const id of open) console.log(`      ${problem.get(id)}: ${id} "${source.get(id) ?? '(not in nl.xlf: run npm run i18n:extract)'}"`);
}
console.log(`${done} of ${total} messages in Dutch`);
