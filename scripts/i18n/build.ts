/**
 * `npm run i18n:build`: writes the Dutch locale module (components/i18n/locales/nl.ts) from
 * components/i18n/xliff/nl.xlf with `lit-localize build`, then repairs its over-escaped plain
 * messages (unescape.ts). Run it after editing nl.xlf; commit nl.xlf and the module together.
 * Messages without a Dutch target fall back to English (lit-localize warns for each one);
 * `npm run i18n:check` is what refuses them.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { unescapePlainMessages } from './unescape.js';

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
writeFileSync(MODULE, unescapePlainMessages(readFileSync(MODULE, 'utf8')));
console.log(`${MODULE} written; ${missing} messages have no Dutch target yet (English shown).`);
