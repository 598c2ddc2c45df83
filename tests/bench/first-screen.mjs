/**
 * What the first screen weighs (issue 20, item 6): the gzipped bytes of the entry and the home
 * screen with their static imports and CSS, read from a build's manifest — and in Dutch, plus the
 * first screen's Dutch messages (components/i18n/locales/nl.ts, a chunk loaded only for Dutch).
 * Shared by `npm run bench -- bundle` (tests/bench/sections/bundle.ts) and the check in
 * `npm test` (tests/e2e/first-screen-weight.test.mjs). Budgets: 35 KB in English, 45 KB in Dutch.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = { en: 35, nl: 45 };

/** The build's chunk graph (dist/.vite/manifest.json). */
export function readManifest(out) {
  return JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'));
}

/** Gzipped bytes (level 9) of a file of the build. */
export function gzBytes(out, file) {
  return gzipSync(readFileSync(join(out, file)), { level: 9 }).length;
}

/** Files a chunk loads statically: itself, its static imports, their CSS. */
export function closure(manifest, key, into = new Set()) {
  const c = manifest[key];
  if (!c || into.has(c.file)) return into;
  into.add(c.file);
  for (const css of c.css ?? []) into.add(css);
  for (const i of c.imports ?? []) closure(manifest, i, into);
  return into;
}

/** The first screen's files and gzipped bytes, in English and in Dutch. */
export function firstScreen(out) {
  const manifest = readManifest(out);
  const keys = Object.keys(manifest);
  const entryKey = keys.find((k) => manifest[k].isEntry);
  const homeKey = keys.find((k) => k.endsWith('home-screen/home-screen.ts'));
  if (!entryKey || !homeKey) throw new Error(`${out}: no entry or home screen in the build manifest`);
  const first = closure(manifest, homeKey, closure(manifest, entryKey));
  const dutchKey = keys.find((k) => k.endsWith('components/i18n/locales/nl.ts'));
  const dutch = dutchKey ? [...closure(manifest, dutchKey)].filter((f) => !first.has(f)) : [];
  const size = (files) => files.reduce((s, f) => s + gzBytes(out, f), 0);
  const en = { files: [...first], bytes: size([...first]) };
  return { manifest, homeKey, first, en, nl: { files: [...first, ...dutch], bytes: en.bytes + size(dutch), messages: dutch } };
}
