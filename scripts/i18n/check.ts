/**
 * `npm run i18n:check [file.xlf …]` (default components/i18n/xliff/nl.xlf): fails when any
 * message lacks a Dutch target, or a target keeps English text other than names, or names a card
 * or tactic in English (dutch-check.ts says exactly what counts); and, with no file given, when a
 * component's message shows a count without plural forms, a number outside Intl or an English
 * card or tactic name (source-check.ts). Prints every problem, then a count per file.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { checkXliff, describe } from './dutch-check.js';
import { checkComponents, describeSource, type SourceProblem } from './source-check.js';

export const DEFAULT_FILE = 'components/i18n/xliff/nl.xlf';

/** Check `files`, telling `log` each problem; the process exit code (0 when all are complete). */
export function runCheck(files: readonly string[], log: (line: string) => void = console.log): number {
  let failed = 0;
  for (const file of files.length ? files : [DEFAULT_FILE]) {
    const xml = readFileSync(file, 'utf8');
    const problems = checkXliff(xml);
    for (const p of problems) log(`${file}: ${describe(p)}`);
    const units = (xml.match(/<trans-unit\b/g) ?? []).length;
    log(`${file}: ${units} messages, ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    if (problems.length) failed++;
  }
  return failed ? 1 : 0;
}

/** Report the components' message problems (`found`: checkComponents() by default); the exit code. */
export function runSourceCheck(log: (line: string) => void = console.log, found: readonly SourceProblem[] = checkComponents()): number {
  for (const p of found) log(describeSource(p));
  log(`components/: ${found.length} message problem${found.length === 1 ? '' : 's'} (counts, numbers, card names)`);
  return found.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = process.argv.slice(2);
  const xliff = runCheck(files);
  process.exitCode = files.length ? xliff : Math.max(xliff, runSourceCheck());
}
