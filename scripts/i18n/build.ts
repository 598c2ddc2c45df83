/**
 * `npm run i18n:build`: writes the Dutch locale modules (components/i18n/locales/nl.ts for the
 * first screen, nl-<screen>.ts for each lazily loaded screen) from components/i18n/xliff/nl.xlf:
 * `lit-localize build` writes one module, unescape.ts repairs its over-escaped plain messages,
 * split.ts cuts it by screen. Run it after editing nl.xlf; commit nl.xlf and the modules together.
 * Messages without a Dutch target fall back to English (lit-localize warns for each one);
 * `npm run i18n:check` is what refuses them.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { unescapePlainMessages } from './unescape.js';
import { splitDutch, staleChunks } from './split.js';

const MODULE = 'components/i18n/locales/nl.ts';

const run = spawnSync(process.execPath, ['node_modules/@lit/localize-tools/bin/lit-localize.js', 'build'], {
  encoding: 'utf8',
  stdio: ['ignore', 'inherit', 'pipe'],
});
const warnings = run.stderr ?? '';
if (run.status !== 0) {
  process.stderr.write(warnings);
  process.exit(run.status ?? 1);
}
const missing = (warnings.match(/is missing, using canonical text/g) ?? []).length;
const chunks = splitDutch(unescapePlainMessages(readFileSync(MODULE, 'utf8')));
for (const [file, text] of chunks) writeFileSync(file, text);
for (const file of staleChunks(chunks)) rmSync(file);
console.log(`${[...chunks.keys()].join(', ')} written; ${missing} messages have no Dutch target yet (English shown).`);
