/**
 * `npm run i18n:check [file.xlf …]` (default components/i18n/xliff/nl.xlf): fails when any
 * message lacks a Dutch target, or a target keeps English text other than names
 * (dutch-check.ts says exactly what counts). Prints every problem, then a count per file.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { checkXliff, describe } from './dutch-check.js';

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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = runCheck(process.argv.slice(2));
}
