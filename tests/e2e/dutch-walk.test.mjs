// The whole app walked in Dutch and in English (issue 20, "How done is shown"): every screen,
// every panel and <details> opened, a few steps of each tool played (a battle rolled, a PERS.IA
// operation, a Thermopylae turn), a confirm dialog raised, a sample of Earth & Water cards looked
// up by number (in Dutch, under 003's names). After each step every visible text,
// accessible name (aria-label, title, alt, placeholder), the window title and the live region are
// read, and in Dutch (browser locale nl-NL) a text fails the walk when it is an English message
// of nl.xlf or holds a common English word (tests/i18n/words.json, names taken out); in English
// (en-US) when it is a Dutch message or holds a common Dutch word. Text inside an element whose
// `lang` differs from the page's ("English" in the language chooser) is the other language on
// purpose and is skipped.
//
// The walk finds what to click by the words a player reads: in Dutch through nl.xlf, so the
// same walk runs in both languages, and a message without Dutch is looked for in English.
//
// SECOND_PASS (below) lists walks whose screens are not yet in Dutch: in Dutch they run as
// node:test TODO — reported with every English text they meet, never failing the run — until
// their screens are translated. It is empty: every walk must pass in both languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { serveBuiltApp, phoneContext, act } from './harness.mjs';
import { readUnits, loadWords, englishWords, dutchWords, hasWords } from '../../scripts/i18n/text.mjs';

/** Walks whose screens are not in Dutch yet (TODO in Dutch until then): none. */
export const SECOND_PASS = [];

const app = serveBuiltApp();
const WORDS = loadWords();
const UNITS = readUnits(readFileSync('components/i18n/xliff/nl.xlf', 'utf8'));

// ---------------------------------------------------------------------------------------------
// Words: what the player reads for an English message, in either language.
// ---------------------------------------------------------------------------------------------

const TARGET = new Map(UNITS.map((u) => [u.source, u.target]));

/** The words shown for the English message `source` ({0}… filled from `args`). */
function words(lang, source, ...args) {
  if (!TARGET.has(source)) throw new Error(`no message "${source}" in nl.xlf (the walk is out of date)`);
  const text = lang === 'nl' ? (TARGET.get(source) ?? source) : source;
  return text.replace(/\{(\d+)\}/g, (_, i) => String(args[Number(i)]));
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message as a whole-text pattern: its placeholders match anything. */
const pattern = (text) => new RegExp(`^${text.split(/\{\d+\}/).map(escape).join('.+?')}$`, 's');

/**
 * Messages of one language that must not be seen in the other: those that differ between the
 * two and say words. A message with placeholders is looked for as a pattern only when its fixed
 * parts hold a common word of its language ("{0} armies" yes, "{0} in {1}" no).
 */
function messagesOf(texts, common) {
  return texts
    .filter((text) => hasWords(text, WORDS))
    .filter((text) => !text.includes('{') || common(text.replace(/\{\d+\}/g, ' '), WORDS).length > 0)
    .map((text) => ({ source: text, match: text.includes('{') ? pattern(text) : null }));
}
/** The messages that describe the English edition itself, and so cite 000 in Dutch too. */
const ABOUT_000 = new Set(
  ['Scoring: every major city you control counts as two cities (000 §4.5).', 'Scoring: English edition (000 §4.5)'].map((s) => words('nl', s)),
);
const ENGLISH_MESSAGES = messagesOf(UNITS.filter((u) => u.target !== u.source).map((u) => u.source), englishWords);
const DUTCH_MESSAGES = messagesOf(UNITS.filter((u) => u.target !== null && u.target !== u.source).map((u) => u.target), dutchWords);

// ---------------------------------------------------------------------------------------------
// Reading the screen.
// ---------------------------------------------------------------------------------------------

/** In the page: every visible text and accessible name, with where it was found. */
function readScreen() {
  const out = [];
  const lang = document.documentElement.lang;
  const NAMES = ['aria-label', 'title', 'alt', 'placeholder', 'aria-description', 'aria-valuetext', 'aria-roledescription'];
  const path = (el) => {
    const parts = [];
    for (let n = el; n && parts.length < 4; n = n.parentNode instanceof ShadowRoot ? n.parentNode.host : n.parentElement) {
      parts.unshift(n.localName + (n.id ? `#${n.id}` : ''));
    }
    return parts.join(' > ');
  };
  /** Is `el` marked as another language than the page (crossing shadow roots)? */
  const foreign = (el) => {
    for (let n = el; n; n = n.parentNode instanceof ShadowRoot ? n.parentNode.host : n.parentElement) {
      if (n === document.documentElement) return false;
      const l = n.getAttribute?.('lang');
      if (l) return l.split('-')[0] !== lang;
    }
    return false;
  };
  const shown = (el) => el.checkVisibility({ visibilityProperty: true }) || el.closest('#announcer');
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (['style', 'script', 'noscript', 'template'].includes(el.localName)) continue;
      if (!foreign(el)) {
        const visible = shown(el) || el.localName === 'title' || (el.localName === 'option' && shown(el.closest('select')));
        if (visible) {
          for (const a of NAMES) {
            const v = el.getAttribute(a);
            if (v && v.trim()) out.push({ text: v.trim(), where: `${path(el)}[${a}]` });
          }
          if ((el.localName === 'input' && ['button', 'submit'].includes(el.type)) && el.value) out.push({ text: el.value, where: path(el) });
          for (const n of el.childNodes) {
            if (n.nodeType === Node.TEXT_NODE && n.data.trim()) out.push({ text: n.data.trim().replace(/\s+/g, ' '), where: path(el) });
          }
        }
      }
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(document);
  out.push({ text: document.title, where: 'document.title' });
  const said = document.getElementById('announcer')?.textContent?.trim();
  if (said) out.push({ text: said, where: '#announcer (live region)' });
  return { lang, texts: out };
}

/** What on screen is in the wrong language, as lines "where: text (why)". */
async function wrongLanguage(page, lang, step) {
  const { lang: shownLang, texts } = await page.evaluate(readScreen);
  const bad = [];
  if (shownLang !== lang) bad.push(`${step}: <html lang="${shownLang}">, expected ${lang}`);
  const messages = lang === 'nl' ? ENGLISH_MESSAGES : DUTCH_MESSAGES;
  const common = lang === 'nl' ? englishWords : dutchWords;
  for (const { text, where } of texts) {
    const message = messages.find((m) => (m.match ? m.match.test(text) : m.source === text));
    const found = common(text, WORDS);
    // In Dutch a rule of the two-player game is cited by the Dutch rulebook (issue 20, item 4;
    // the walk's rules edition is 003, as a Dutch browser's first run sets it).
    if (lang === 'nl' && /\b000 §/.test(text) && !ABOUT_000.has(text)) bad.push(`${step}: ${where}: "${text}" cites 000 where Dutch cites 003`);
    if (message) bad.push(`${step}: ${where}: "${text}" is the message "${message.source}"`);
    else if (found.length) bad.push(`${step}: ${where}: "${text}" (${[...new Set(found)].join(', ')})`);
  }
  return bad;
}

// ---------------------------------------------------------------------------------------------
// The walk: a context in the language, a page, and `look(step)` after each step.
// ---------------------------------------------------------------------------------------------

async function walkIn(lang, fn) {
  const ctx = await phoneContext(app.browser, { locale: lang === 'nl' ? 'nl-NL' : 'en-US' });
  const page = await ctx.newPage();
  const problems = [];
  const crashes = [];
  page.on('pageerror', (e) => crashes.push(String(e)));
  const dialogs = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  const w = {
    page,
    lang,
    t: (source, ...args) => words(lang, source, ...args),
    /** Read the screen after a step. */
    look: async (step) => problems.push(...(await wrongLanguage(page, lang, step))),
    /** Note a problem (and walk on) unless `locator` shows soon. */
    expect: async (locator, what) => {
      try {
        await locator.first().waitFor({ timeout: 5000 });
      } catch {
        problems.push(`not shown: ${what}`);
      }
    },
    /** Open every closed <details> on the page, as a player taps each summary. */
    openAll: async () => {
      const closed = page.locator('details:not([open]) > summary');
      for (let i = 0; i < 30 && (await closed.count()); i++) await closed.first().click();
    },
    go: async (path) => {
      await page.goto(app.url + path);
      await page.locator('strategos-app main > *:not(.loading)').first().waitFor();
    },
    dialogs,
  };
  try {
    await fn(w);
    for (const message of dialogs) {
      const found = (lang === 'nl' ? englishWords : dutchWords)(message, WORDS);
      if (found.length) problems.push(`dialog: "${message}" (${found.join(', ')})`);
    }
  } finally {
    await ctx.close();
  }
  assert.deepEqual(crashes, [], 'the page threw');
  assert.deepEqual(problems, [], `${problems.length} texts in the wrong language:\n${problems.slice(0, 40).join('\n')}`);
}

/** Cards the Earth & Water walk looks up by number: [#, English name, 003's Dutch name]. */
const CARD_SAMPLE = [
  [4, 'Carneia Festival', 'Carneiafeest'],
  [5, 'The Immortals', 'De Onsterfelijken'],
  [11, 'Sudden Death of the Great King', 'Plotse dood van de Grote Koning'],
  [15, 'Acropolis on Fire', 'De Akropolis in vuur en vlam'],
];

const WALKS = {
  'home, header, not found and the offline notice': async (w) => {
    await w.go('/');
    await w.page.getByRole('heading', { level: 1, name: 'Strategos' }).waitFor();
    await w.look('home');
    await w.page.getByRole('link', { name: w.t('Strategos home') }).waitFor();
    await w.page.getByRole('link', { name: w.t('Settings') }).waitFor();
    // the first visit installs the service worker and says the app now works offline
    await w.page.getByText(w.t('Ready to work offline.')).waitFor();
    await w.look('home, offline ready');
    await w.go('/nowhere');
    await w.page.getByRole('heading', { level: 1, name: w.t('Page not found') }).waitFor();
    await w.look('not found');
    await w.page.getByRole('link', { name: w.t('Go to the home screen') }).click();
    await w.page.getByRole('heading', { level: 1, name: 'Strategos' }).waitFor();
  },

  'settings: every choice': async (w) => {
    await w.go('/settings');
    await w.page.getByRole('heading', { level: 1, name: w.t('Settings') }).waitFor();
    await w.look('settings');
    for (const name of ['Dark', 'Light', 'Follow the system', 'I roll physical dice and enter them', 'The app rolls', 'Strict', 'Lenient (default)']) {
      await w.page.getByRole('radio', { name: w.t(name), exact: true }).check();
    }
    await w.page.getByRole('checkbox', { name: w.t('Reduce animations') }).check();
    await w.page.getByRole('button', { name: w.t('Export all saves') }).click();
    await w.page.getByRole('status').filter({ hasText: w.t('Exported {0} saves.', 0) }).waitFor();
    await w.look('settings, all choices made, saves exported');
  },

  'Settings: a refused import (storage errors worded in src/storage)': async (w) => {
    await w.go('/settings');
    await w.page.getByLabel(w.t('Import saves from a file')).setInputFiles({
      name: 'other.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ hello: 'world' })),
    });
    await w.page.getByRole('alert').waitFor();
    await w.look('settings, a foreign file refused');
  },

  'Earth & Water: board mirror, a city, portraits': async (w) => {
    await w.go('/earth-water');
    const athenai = w.page.locator('ew-board-mirror g.city[data-city="Athenai"]');
    await athenai.waitFor();
    await w.look('board');
    await athenai.click();
    await w.look('board, Athenai open');
    await act(w.page, () => w.page.getByRole('button', { name: w.t('Add one {0} to {1}', w.t('Persian army'), 'Athenai') }).click());
    await w.look('board, a Persian army added');
    await w.openAll();
    await w.look('board, every panel open');
  },

  'Earth & Water: a battle rolled': async (w) => {
    await w.go('/earth-water');
    const athenai = w.page.locator('ew-board-mirror g.city[data-city="Athenai"]');
    await athenai.click();
    await act(w.page, () => w.page.getByRole('button', { name: w.t('Add one {0} to {1}', w.t('Persian army'), 'Athenai') }).click());
    await w.page.getByRole('link', { name: w.t('Fight the battle in {0}', 'Athenai') }).click();
    await w.page.locator('ew-battle-roller').waitFor();
    await w.look('battle set up');
    await w.page.locator('ew-battle-roller label.field select').first().selectOption('Korinthos');
    await act(w.page, () => w.page.getByRole('button', { name: w.t('Start the battle') }).click());
    await w.look('battle started');
    for (let round = 0; round < 3; round++) {
      const roll = w.page.getByRole('button', { name: w.t('Roll the dice') });
      const stay = w.page.getByRole('button', { name: w.t('No card: go on') });
      if (await roll.count()) await act(w.page, () => roll.click());
      else if (await stay.count()) await act(w.page, () => stay.first().click());
      else break;
      await w.look(`battle, step ${round + 1}`);
    }
    await w.openAll();
    await w.look('battle, log open');
  },

  'Earth & Water: campaign checklist, supply, scoring, cards': async (w) => {
    await w.go('/earth-water/campaign');
    await w.page.getByRole('heading', { name: w.t('Campaign {0} of {1}', 1, 5) }).waitFor();
    await w.look('campaign');
    await act(w.page, () => w.page.getByRole('button', { name: w.t('{0} buys a card ({1} talent)', w.t('Persia'), 1) }).click());
    await w.look('campaign, a card bought');
    for (const tab of ['supply', 'scoring', 'cards']) {
      await w.page.locator(`earth-water-screen a[data-tab="${tab}"]`).click();
      await w.page.locator(`earth-water-screen a[data-tab="${tab}"][aria-current="page"]`).waitFor();
      await w.openAll();
      await w.look(`${tab} tab`);
    }
    await w.page.getByLabel(w.t('Search the cards')).fill('Leonidas');
    await w.look('cards, searched');
    // a sample of cards by number: in Dutch their names are 003's (components/i18n/cards-nl.ts)
    for (const [n, en, nl] of CARD_SAMPLE) {
      await w.page.getByLabel(w.t('Search the cards')).fill(`#${n}`);
      const name = w.lang === 'nl' ? nl : en;
      await w.expect(w.page.locator('ew-card-reference').getByRole('heading', { name: `#${n} ${name}` }), `card #${n} named "${name}"`);
    }
    await w.look('cards, a sample by number');
  },

  'PERS.IA: the game on the table, an operation rolled, the player aid': async (w) => {
    await w.go('/persia');
    // The first visit offers the game's options before a game starts (issue 16).
    const start = w.page.locator('button[data-new-game]');
    await start.waitFor();
    await w.look('PERS.IA new game options');
    await act(w.page, () => start.click());
    const done = w.page.locator('persia-table button[data-table-done]');
    await done.waitFor();
    await w.openAll();
    await w.look('PERS.IA preparation on the table');
    await act(w.page, () => done.click());
    await act(w.page, () => w.page.locator(`ew-campaign-checklist button[data-action='{"type":"next"}']`).first().click());
    await act(w.page, () => w.page.locator(`ew-campaign-checklist button[data-action='{"type":"next"}']`).first().click());
    await act(w.page, () => w.page.locator('persia-table button[data-roll]').click());
    await w.page.locator('persia-table article[data-decision="operation"]').waitFor();
    await w.openAll();
    await w.look('PERS.IA operation');
    await w.page.getByRole('button', { name: w.t('New game') }).click();
    await w.look('PERS.IA new game panel');
    await w.page.getByRole('link', { name: w.t('Player aid') }).click();
    await w.page.locator('persia-step-table[interactive]').waitFor();
    await w.openAll();
    await w.look('PERS.IA player aid');
  },

  'Thermopylae: lobby, about, a turn played, log, history, a delete confirmed': async (w) => {
    await w.go('/thermopylae');
    await w.page.getByRole('heading', { level: 1, name: /Thermopylae/ }).waitFor();
    await w.look('Thermopylae lobby');
    await w.page.getByRole('link', { name: w.t('About'), exact: true }).click();
    await w.page.locator('th-card-view').first().waitFor();
    await w.openAll();
    await w.look('Thermopylae about, cards');
    await w.page.getByRole('link', { name: w.t('Games'), exact: true }).click();
    await w.page.getByLabel(w.t('Seed (the same seed deals the same game)')).fill('2026');
    await w.page.getByRole('button', { name: w.t('Start the battle') }).click();
    await w.page.locator('th-play [data-step]').waitFor();
    await w.look('Thermopylae game started');
    const choice = w.page.locator('th-play [data-choices] button:not([disabled])').first();
    for (let i = 0; i < 8 && !(await w.page.locator('th-play .end').count()); i++) {
      if ((await choice.getAttribute('data-view')) !== null) await choice.click();
      else await act(w.page, () => choice.click());
      if (i % 2 === 1) await w.look(`Thermopylae step ${i + 1}`);
    }
    await w.openAll();
    await w.look('Thermopylae log open');
    await w.go('/thermopylae/history');
    await w.look('Thermopylae history');
    await w.go('/thermopylae');
    await w.page.getByRole('button', { name: w.t('Delete the game of seed {0}', 2026) }).click();
    assert.equal(w.dialogs.length, 1, 'the delete asked for confirmation');
    await w.look('Thermopylae lobby after the dialog');
  },
};

for (const lang of ['nl', 'en']) {
  for (const [name, walk] of Object.entries(WALKS)) {
    const todo = lang === 'nl' && SECOND_PASS.includes(name) ? 'second pass of issue 20: this screen is not in Dutch yet' : undefined;
    test(`${lang === 'nl' ? 'Dutch' : 'English'} walk: ${name}`, { todo }, () => walkIn(lang, walk));
  }
}
