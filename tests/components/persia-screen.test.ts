/**
 * <persia-screen>: a solo game against PERS.IA on the Earth & Water table (issue 29), as a person
 * plays it — PERS.IA's preparation, operations and supply in words with their rules (004 §4–§6),
 * its die typed in or rolled once, its battles opened the way round the rules give them (000 §7,
 * 004 §3 C, E), refusals in words, corrections named as such, undo; and games saved before the one
 * table (the older solo flow) opening on the table from the position they reached (issue 29 item 5).
 */
import { fixture, html, expect, waitUntil, fixtureCleanup } from '@open-wc/testing';
import '../../components/persia-screen/persia-screen.js';
import type { PersiaScreen } from '../../components/persia-screen/persia-screen.js';
import { settings } from '../../components/controllers/settings.js';
import { lastAnnouncement } from '../../components/controllers/announce.js';
import { deleteSave, putSave } from '../../src/storage/index.js';
import { openPersiaStore } from '../../src/persia/screen-log.js';
import { applySoloAction, newSoloGame, type SoloAction, type SoloState } from '../../src/persia/solo.js';
import { newSoloTable, parseSoloTable, applySoloTable, settle as settleTable, type SoloTable } from '../../src/persia/solo-table.js';
import { count, soloSetup } from '../../src/earth-water/board.js';
import { persiaOperation } from '../../src/persia/operation.js';
import { applyChanges } from '../../src/persia/changes.js';
import { PERSIA_FORMAT, PERSIA_STORE_ID, type PersiaScreenState } from '../../src/persia/screen-state.js';
import { act } from './settled.js';
import { deepActiveElement } from '../../components/controllers/focus.js';
import { errorWords } from '../../components/persia-words/persia-words.js';
import { persiaPreparation } from '../../src/persia/preparation.js';
import type { Board } from '../../src/earth-water/types.js';

type Lit = HTMLElement & { updateComplete: Promise<unknown> };
const root = (el: Element) => el.shadowRoot!;
const q = <T extends Element = HTMLElement>(el: Element, sel: string) => root(el).querySelector<T>(sel);
const text = (el: Element | null) => el!.textContent!.replace(/\s+/g, ' ').trim();
const table = (el: PersiaScreen) => q<Lit>(el, 'persia-table')!;
const game = (el: PersiaScreen) => el.table!;
const board = (el: PersiaScreen) => game(el).table.board;

/** Every element matching `sel` in `el`'s shadow tree and the shadow trees inside it. */
function deepAll<T extends Element = HTMLElement>(el: Element | ShadowRoot, sel: string): T[] {
  const r = el instanceof ShadowRoot ? el : el.shadowRoot ?? el;
  const out = [...r.querySelectorAll<T>(sel)];
  for (const x of r.querySelectorAll('*')) if (x.shadowRoot) out.push(...deepAll<T>(x.shadowRoot, sel));
  return out;
}

/** The button a person would tap, by its words or its accessible name, wherever it is on the screen. */
function button(el: Element, label: string | RegExp): HTMLButtonElement {
  const all = deepAll<HTMLButtonElement>(el, 'button');
  const b = all.find((x) => (typeof label === 'string' ? text(x) === label || x.getAttribute('aria-label') === label : label.test(text(x)) || label.test(x.getAttribute('aria-label') ?? '')));
  if (!b) throw new Error(`no button "${label}" in ${all.map(text).join(' | ')}`);
  return b;
}

async function settle(el: PersiaScreen): Promise<void> {
  await el.updateComplete;
  for (const sub of deepAll<Lit>(el, 'persia-table, persia-step-table, ew-campaign-checklist, ew-board-mirror, ew-battle-roller, persia-new-game')) await sub.updateComplete;
}

async function screen(seed = 'persia-test'): Promise<PersiaScreen> {
  const el = await fixture<PersiaScreen>(html`<persia-screen .seed=${seed}></persia-screen>`);
  await el.loaded;
  await settle(el);
  return el;
}

/** Tap and wait for the app's own signal that the step is saved and shown. */
async function tap(el: PersiaScreen, b: HTMLElement): Promise<void> {
  await act(() => b.click());
  await settle(el);
}

/** Start a game from the options form (the first visit offers it, issue 16 item 8). */
async function startGame(el: PersiaScreen, pickLabels: string[] = []): Promise<void> {
  const form = q<Lit>(el, 'persia-new-game')!;
  await form.updateComplete;
  for (const l of pickLabels) [...root(form).querySelectorAll('label.choice')].find((x) => text(x).includes(l))!.querySelector('input')!.click();
  await form.updateComplete;
  await tap(el, q<HTMLButtonElement>(form, 'button[data-new-game]')!);
}

/** What is on disk: the state a fresh store (as after a reload) loads. */
async function savedState(): Promise<PersiaScreenState> {
  const s = openPersiaStore();
  await s.load();
  return s.state!;
}

/** A game on the table put where the screen will find it (a snapshot save: it is read as a log). */
async function savedTable(t: SoloTable): Promise<PersiaScreen> {
  const present: PersiaScreenState = { v: 2, game: null, draft: null, table: t };
  await putSave({ id: PERSIA_STORE_ID, tool: 'persia', format: PERSIA_FORMAT, state: { present, past: [], future: [] } });
  return screen();
}

/**
 * A game whose table stands at the operations with `board` and the hands given, `turn` to play,
 * PERS.IA's preparation copied — and what then happens by itself (a step without a die, a forced pass) done.
 */
function tableAt(b: Board, hands: { greece: number; persia: number }, turn: 'greece' | 'persia'): SoloTable {
  const g = applySoloTable(newSoloTable(1), { type: 'persiaDone' });
  return settleTable(parseSoloTable({
    table: { ...g.table, board: b, checklist: { ...g.table.checklist, campaign: b.campaign, step: 'operations', turn, passed: null, talents: { persia: 0, greece: 0 }, hands } },
    persia: { ...g.persia, deck: { draw: 16 - hands.greece - hands.persia, discard: 0 } },
  }));
}

async function doneOnTable(el: PersiaScreen): Promise<void> {
  await tap(el, q<HTMLButtonElement>(table(el), 'button[data-table-done]')!);
}

/** The Greek preparation by the checklist's verbs: `cards` cards bought, then straight to the operations (000 §5.2). */
async function greekPreparation(el: PersiaScreen, cards: number): Promise<void> {
  if (game(el).persia.onTable) await doneOnTable(el);
  for (let i = 0; i < cards; i++) await tap(el, button(el, 'Greece buys a card (1 talent)'));
  await tap(el, button(el, 'Cards bought and read: raise pieces'));
  await tap(el, button(el, 'Greece is ready: start operations'));
}

async function rollPhysical(el: PersiaScreen, face: number): Promise<void> {
  await tap(el, q<HTMLButtonElement>(table(el), `.dice-picker button[aria-label="I rolled ${face}"]`)!);
}

/** The PERS.IA decision on show: its summary, its changes, its die. */
const decision = (el: PersiaScreen) => q(table(el), 'article[data-decision]')!;
const summary = (el: PersiaScreen) => text(decision(el).querySelector('p.result'));
const changes = (el: PersiaScreen) => [...root(table(el)).querySelectorAll('article[data-decision] ul[data-changes] li')].map(text);

describe('persia-screen', () => {
  beforeEach(async () => {
    fixtureCleanup();
    await deleteSave(PERSIA_STORE_ID);
    await settings.load();
    await settings.set('diceMode', 'physical');
  });
  after(async () => {
    fixtureCleanup();
    await settings.set('diceMode', 'app');
    await settings.set('edition', 'en');
    await deleteSave(PERSIA_STORE_ID);
  });

  it('the first visit offers the game options before a game starts: start campaign, die 1, die 6; the game is played with them (issue 16 item 8)', async () => {
    await settings.set('edition', 'nl');
    const el = await screen();
    expect(el.current.game).to.be.null;
    expect(el.table).to.be.null;
    const form = q<Lit>(el, 'persia-new-game')!;
    expect(text(q(form, 'form'))).to.contain('Campaign 3, as 004 sets up').and.contain('Die 1').and.contain('Die 6').and.contain('no difficulty levels');
    expect(q(el, 'persia-table'), 'no game before the options').to.be.null;
    await startGame(el, ['Campaign 1', 'pass for one operation only', 'only in cities Persia controls']);
    // Issue 29: the game is on the Earth & Water table, PERS.IA's first preparation waiting to be copied.
    const t = el.current.table!;
    expect(t.persia.options).to.deep.equal({ edition: 'nl', seaSupply: 'lenient', placement: 'controlled', dieOne: 'operation', startCampaign: 1 });
    expect(t.table.checklist.campaign).to.equal(1);
    expect(text(q(table(el), 'p[data-status]'))).to.contain('Campaign 1');
    expect(q(table(el), 'button[data-table-done]')).to.exist;
    // The readings the game is played with, and the piles PERS.IA draws from, stay in view.
    const rules = text(q(el, 'details[data-rules]'));
    expect(rules).to.contain('Dutch edition (003 §4.5)').and.contain('Started at campaign 1').and.contain('R-PA-8').and.contain('R-PA-9');
    expect(rules).to.match(/Draw pile \d+ cards?, discard pile 0 cards/);
    await settings.set('edition', 'en');
  });

  it('004 §4 B at the solo start: the preparation on the table with its reasons and changes; "Done on the table" names what comes next, and the player waits until it is copied', async () => {
    const el = await screen();
    await startGame(el);
    const plan = persiaPreparation(soloSetup());
    expect(plan.situation).to.equal('B');
    expect(decision(el).getAttribute('data-decision')).to.equal('preparation');
    expect(summary(el)).to.contain('Situation B');
    expect(changes(el).some((c) => c.includes('Abydos'))).to.be.true;
    const reasons = [...root(table(el)).querySelectorAll('article[data-decision] ol.reasons li')].map(text);
    expect(reasons.length).to.be.greaterThan(2);
    for (const r of reasons) expect(r).to.match(/00[04] §/);
    expect(count(board(el), 'Abydos', 'persianArmies')).to.equal(3 + plan.armies.filter((c) => c === 'Abydos').length);
    expect(game(el).table.checklist.hands.persia).to.equal(plan.cards);
    expect(lastAnnouncement()).to.contain('Situation B');
    expect((await savedState()).table!.persia.onTable).to.equal(true);
    expect(text(q(table(el), 'button[data-table-done]'))).to.match(/^Done on the table — next: /);
    expect(q(table(el), 'ew-campaign-checklist'), 'the player waits until the preparation is on the table').to.be.null;
    await doneOnTable(el);
    expect(q(table(el), 'ew-campaign-checklist')).to.exist;
    expect(deepActiveElement()?.tagName, 'issue 19: focus on the player\'s step, not lost').not.to.equal('BODY');
  });

  it('000 §5.2: the Greek preparation counts its talents down at each card bought; the cards are a step before the pieces', async () => {
    const el = await screen();
    await startGame(el);
    await doneOnTable(el);
    const talents = () => Number(q(table(el), 'p[data-status] span[data-talents]')!.getAttribute('data-talents'));
    expect(talents()).to.equal(6);
    await tap(el, button(el, 'Greece buys a card (1 talent)'));
    expect(talents()).to.equal(5);
    expect(game(el).table.checklist.hands.greece).to.equal(1);
    await tap(el, button(el, 'Cards bought and read: raise pieces'));
    expect(game(el).table.checklist.step).to.equal('greeceRaise');
    expect(talents()).to.equal(5);
  });

  it('004 §5.3 with dice 4 then 2 typed in: the action in words, the changes to copy, the board after each; undo walks back', async () => {
    const el = await screen();
    await startGame(el);
    await greekPreparation(el, 4);
    expect(q(table(el), '.dice-picker'), 'PERS.IA\'s operation waits for its die').to.exist;
    await rollPhysical(el, 4);
    expect(decision(el).querySelector('[data-die]')!.getAttribute('data-die')).to.equal('4');
    expect(summary(el)).to.contain('Athenai');
    expect(changes(el)).to.deep.equal(['Remove 1 Greek army from Athenai']);
    // The rows of the step tables it went through, lit (folded under its reasons).
    const rows = q(decision(el).querySelector('persia-step-table')!, '[data-table="operationDie"]')!;
    expect(rows.querySelector('[data-row="die-4"]')!.getAttribute('aria-current')).to.equal('true');
    expect(rows.querySelector('[data-row="destroyArmy:isolated"]')!.getAttribute('aria-current')).to.equal('true');
    expect(game(el).table.checklist.hands).to.deep.equal({ greece: 3, persia: 3 });
    await doneOnTable(el);
    await tap(el, button(el, 'Greece passes'));
    const before = board(el);
    const d = persiaOperation(before, 2, game(el).table.checklist.hands.persia);
    await rollPhysical(el, 2);
    expect(board(el)).to.deep.equal(applyChanges(before, d.changes));
    expect(changes(el)).to.deep.equal([`Remove ${d.count} Persian armies from ${d.from}`, `Add ${d.count} Persian armies in ${d.to}`]);
    await tap(el, q<HTMLButtonElement>(el, 'button[data-undo]')!);
    expect(board(el)).to.deep.equal(before);
    expect(game(el).table.checklist.turn).to.equal('persia');
  });

  it('resumes after the element is re-created: same game, same PERS.IA step on show', async () => {
    const el = await screen();
    await startGame(el);
    await greekPreparation(el, 2);
    await rollPhysical(el, 4);
    const words = summary(el);
    const before = structuredClone(el.current);
    el.remove();
    const again = await screen('another-seed-is-ignored-on-resume');
    expect(again.current).to.deep.equal(before);
    expect(summary(again)).to.equal(words);
  });

  it('app dice (004 §5.3): one tap rolls the seeded die once, even tapped twice', async () => {
    await settings.set('diceMode', 'app');
    const el = await screen('app-dice');
    await startGame(el);
    await greekPreparation(el, 1);
    const steps = openPersiaStore();
    const roll = q<HTMLButtonElement>(table(el), 'button[data-roll]')!;
    await act(() => {
      roll.click();
      roll.click();
    });
    await settle(el);
    await steps.load();
    const last = steps.applied().slice(-2);
    expect(last.map((s) => (s.type === 'table' ? s.action.type : s.type))).to.deep.equal(['next', 'persia']);
    const die = game(el).persia.shown[0]!.die!;
    expect(die).to.be.within(1, 6);
    expect(decision(el).querySelector('[data-die]')!.getAttribute('data-die')).to.equal(String(die));
  });

  it('corrections stay available, named as such: a Greek army added on the mirror is one step, "Correction: …", undone in one', async () => {
    const el = await screen();
    await startGame(el);
    await doneOnTable(el);
    const mirror = q<Lit>(table(el), 'ew-board-mirror')!;
    const athenai = count(board(el), 'Athenai', 'greekArmies');
    q(mirror, 'g[data-city="Athenai"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await mirror.updateComplete;
    await tap(el, q<HTMLButtonElement>(mirror, 'button[aria-label="Add one Greek army to Athenai"]')!);
    expect(count(board(el), 'Athenai', 'greekArmies')).to.equal(athenai + 1);
    expect(game(el).table.note.id).to.equal('persia.note.correction');
    expect(q(el, 'button[data-undo]')!.getAttribute('aria-label')).to.match(/^Undo: Correction: /);
    await tap(el, q<HTMLButtonElement>(el, 'button[data-undo]')!);
    expect(count(board(el), 'Athenai', 'greekArmies')).to.equal(athenai);
  });

  it('R-PA-18, 000 §6.4: the move panel offers only the moves the rules allow — no road from Sparta to Larissa in one move', async () => {
    const el = await savedTable(tableAt(soloSetup(), { greece: 2, persia: 2 }, 'greece'));
    const mirror = q<Lit>(table(el), 'ew-board-mirror')!;
    q(mirror, 'g[data-city="Sparta"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await settle(el);
    q<HTMLButtonElement>(mirror, 'button[data-armies="1"]')!.click();
    await settle(el);
    const dests = [...root(mirror).querySelectorAll('.dests button[data-to]')].map((b) => b.getAttribute('data-to'));
    expect(dests).to.include('Korinthos');
    expect(dests).not.to.include('Larissa');
  });

  /** PERS.IA's operation at campaign 3 with 4 armies in Larissa, its die typed in as 2: it attacks Thebai (004 §3 E). */
  async function larissaAttacks(): Promise<PersiaScreen> {
    const b: Board = { forces: { Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 }, Larissa: { persianArmies: 4 }, Pella: { persianArmies: 1 }, Delphi: { greekArmies: 1 }, Thebai: { greekArmies: 2 }, Athenai: { greekArmies: 1 }, Sparta: { greekArmies: 1 } }, bridge: false, campaign: 3, score: 2 };
    const el = await savedTable(tableAt(b, { greece: 2, persia: 3 }, 'persia'));
    await rollPhysical(el, 2);
    return el;
  }

  it('issue 16 item 1, 004 §3 C, E: PERS.IA\'s die 2 attack is copied, then fought in the roller set up from its move — Persia attacking from Larissa by road, never retreating, no Persian card — and the step after it is the one that follows', async () => {
    const el = await larissaAttacks();
    expect(summary(el)).to.contain('Larissa').and.contain('Thebai');
    expect(lastAnnouncement()).to.contain('Larissa');
    expect(deepActiveElement()?.id).to.equal('h-persia');
    await doneOnTable(el);
    const t = table(el);
    expect(text(q(t, '#h-greece'))).to.contain('Battle in Thebai');
    expect(text(q(t, 'p[data-attacks-from]'))).to.equal('Persia attacks from Larissa by road.');
    const request = game(el).table.battle!.request;
    expect(request).to.include({ kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', by: 'road', persiaNeverRetreats: true });
    const roller = q<Lit>(t, 'ew-battle-roller')!;
    await roller.updateComplete;
    const rollerButtons = () => [...root(roller).querySelectorAll('button')].map(text);
    expect(rollerButtons().some((x) => /^Persia plays|Pausanias/.test(x)), '004 §3 E: no Persian card').to.be.false;
    // Fought with the app's dice to its end; Persia is never offered a retreat.
    await settings.set('diceMode', 'app');
    for (let i = 0; i < 40 && game(el).table.battle?.state?.phase !== 'over'; i++) {
      expect(text(root(roller) as unknown as Element), '004 §3 C: the Persians never retreat').not.to.match(/Persia \(attacking\)[^.]*may retreat|Persia retreats/);
      expect(rollerButtons().filter((x) => /New battle|discard/i.test(x)), 'issue 19: the battle owed cannot be thrown away').to.deep.equal([]);
      const next = [...root(roller).querySelectorAll<HTMLButtonElement>('button')].find((b) => /^(Roll the dice|No card: go on|Stay and fight|Greece does not retreat|Start the battle)$/.test(text(b)) && !b.disabled);
      if (!next) break;
      await tap(el, next);
    }
    expect(game(el).table.battle!.state!.phase).to.equal('over');
    await tap(el, [...root(roller).querySelectorAll<HTMLButtonElement>('button')].find((b) => text(b) === 'Apply to the board')!);
    expect(game(el).table.battle?.applied ?? true).to.equal(true);
    expect(game(el).persia.shown, 'nothing of the operation is shown again after its battle').to.deep.equal([]);
    expect(count(board(el), 'Larissa', 'persianArmies'), 'no Persian army went back to Larissa').to.equal(2);
    expect(game(el).table.checklist.turn, 'the step that follows: the player\'s operation').to.equal('greece');
    await settings.set('diceMode', 'physical');
  });

  it('issue 19: the active PERS.IA sub-tab reads at 4.5:1 or better in the dark theme (and the light one)', async () => {
    const el = await screen();
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => {
        const x = v / 255;
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: string, b: string) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const before = document.documentElement.dataset.theme;
    try {
      for (const theme of ['dark', 'light']) {
        document.documentElement.dataset.theme = theme;
        const tab = q<HTMLAnchorElement>(el, 'nav.tabs a[aria-current="page"]')!;
        const style = getComputedStyle(tab);
        expect(ratio(style.color, style.backgroundColor), `${theme}: ${style.color} on ${style.backgroundColor}`).to.be.at.least(4.5);
      }
    } finally {
      document.documentElement.dataset.theme = before ?? 'light';
    }
  });

  it('004 §5.3 die 5 with a Greek fleet in Athenai: the naval battle is fought from no city — the roller says the pieces come from the reserve', async () => {
    const b = { ...soloSetup(), forces: { ...soloSetup().forces, Athenai: { greekArmies: 1, greekFleets: 2 } } };
    const el = await savedTable(tableAt(b, { greece: 2, persia: 3 }, 'persia'));
    await rollPhysical(el, 5);
    expect(summary(el)).to.contain('Athenai');
    await doneOnTable(el);
    const request = game(el).table.battle!.request;
    expect(request).to.include({ kind: 'naval', where: 'Athenai', attacker: 'persia', from: null, persiaNeverRetreats: true });
    expect(text(q(table(el), 'p[data-attacks-from]'))).to.contain('from the reserve');
  });

  it('R-PS-1, 004 §5.2: a Greek army in Ephesos — PERS.IA defends without a die (no dice asked); the roller: PERS.IA attacks from Abydos by road', async () => {
    const s = soloSetup();
    const b = { ...s, forces: { ...s.forces, Ephesos: { greekArmies: 1 }, Sparta: { greekArmies: 1, greekFleets: 1 }, Korinthos: {} } };
    const el = await savedTable(tableAt(b, { greece: 2, persia: 3 }, 'persia'));
    expect(q(table(el), '.dice-picker'), 'step 2 comes before the die').to.be.null;
    expect(decision(el).querySelector('[data-die]')).to.be.null;
    expect(summary(el)).to.contain('Abydos').and.contain('Ephesos');
    await doneOnTable(el);
    expect(game(el).table.battle!.request).to.include({ attacker: 'persia', from: 'Abydos', by: 'road' });
    expect(text(q(table(el), 'p[data-attacks-from]'))).to.equal('Persia attacks from Abydos by road.');
  });

  it('000 §6.1, 004 §5.1, 004 §6, 000 §9: with no cards both sides pass by themselves; PERS.IA\'s supply is instructions with its rule; scoring moves the campaign on to PERS.IA\'s preparation', async () => {
    const el = await savedTable(tableAt(soloSetup(), { greece: 0, persia: 0 }, 'persia'));
    // Forced passes took no tap: PERS.IA's supply is on show.
    expect([...root(table(el)).querySelectorAll('article[data-decision]')].map((a) => a.getAttribute('data-decision'))).to.deep.equal(['operation', 'supply']);
    const instructions = [...root(table(el)).querySelectorAll('article[data-decision="supply"] ol.reasons li')].map(text);
    expect(instructions.some((l) => l.includes('004 §6'))).to.be.true;
    expect(text(q(table(el), 'button[data-table-done]'))).to.match(/^Done on the table — next: /);
    await doneOnTable(el);
    for (let i = 0; i < 6 && game(el).table.checklist.step !== 'scoring'; i++) {
      await tap(el, button(el, /^(Greece keeps at most 4 cards: attrition|Greek supply done: scoring|Apply Greece's supply to the board)$/));
    }
    expect(game(el).table.checklist.step).to.equal('scoring');
    await tap(el, button(el, /^Score the campaign/));
    expect(game(el).table.checklist.campaign).to.equal(4);
    expect(decision(el).getAttribute('data-decision'), 'PERS.IA\'s next preparation is on show').to.equal('preparation');
  });

  it('a move the rules forbid, sent anyway, is refused in words naming the rule; the game is unchanged', async () => {
    const el = await savedTable(tableAt(soloSetup(), { greece: 2, persia: 2 }, 'greece'));
    const before = structuredClone(el.current);
    const t = table(el);
    t.dispatchEvent(new CustomEvent('solo-table-action', { detail: { type: 'move', move: { by: 'land', side: 'greece', from: 'Athenai', to: 'Abydos', count: 1 } }, bubbles: true, composed: true }));
    await waitUntil(() => text(q(el, 'p.live.error')).length > 0, 'no refusal shown');
    expect(text(q(el, 'p.live.error'))).to.contain('000 §6.4');
    expect(el.current).to.deep.equal(before);
  });

  it('a foreign save under persia:solo is set aside with a message and the options are offered', async () => {
    await putSave({ id: PERSIA_STORE_ID, tool: 'persia', format: PERSIA_FORMAT, state: { present: { hello: 'world' }, past: [], future: [] } });
    const el = await screen();
    expect(el.current.game).to.be.null;
    expect(text(q(el, '.banner[role="status"]'))).to.contain('could not be read').and.contain('not a PERS.IA save');
    expect(q(el, 'persia-new-game')).to.exist;
  });

  /** An older solo game saved as the release before the one table saved it: its log of `solo` steps (and Greek edits on the mirror). */
  async function olderSave(actions: SoloAction[], draft?: Board): Promise<SoloState> {
    const older = openPersiaStore();
    await older.start({ seed: 'older', options: {} });
    for (const action of actions) await older.dispatch({ type: 'solo', action });
    if (draft) await older.dispatch({ type: 'draft', board: draft });
    let g = newSoloGame('older');
    for (const a of actions) g = applySoloAction(g, a);
    return g;
  }

  it('issue 29 item 5: an older game opens on the table from the position it reached, its log kept read only; undo walks back through its steps on the table, and play goes on with the table\'s verbs', async () => {
    const prep: SoloAction[] = [{ type: 'persianPreparation' }, { type: 'tableDone' }, { type: 'greekCards', cards: 2 }, { type: 'greekPreparation', changes: [{ city: 'Athenai', kind: 'greekArmies', delta: 1 }] }];
    const g = await olderSave(prep, undefined);
    const el = await screen();
    expect(el.current.table, 'nothing is written at opening').to.be.undefined;
    expect(q(el, 'persia-table')).to.exist;
    expect(board(el)).to.deep.equal(g.board);
    expect(game(el).table.checklist).to.include({ step: 'operations', turn: 'persia' });
    expect(game(el).table.checklist.hands).to.deep.equal({ greece: g.greekCards, persia: g.persianCards });
    expect(text(q(el, 'details[data-older-log] summary'))).to.contain(`(${g.log.length})`);
    // Undo: back to the Greek preparation, shown on the table (the older game's position before it).
    await tap(el, q<HTMLButtonElement>(el, 'button[data-undo]')!);
    expect(count(board(el), 'Athenai', 'greekArmies')).to.equal(count(g.board, 'Athenai', 'greekArmies') - 1);
    expect(game(el).table.checklist.step).to.equal('greeceRaise');
    await tap(el, q<HTMLButtonElement>(el, 'button[data-redo]')!);
    expect(board(el)).to.deep.equal(g.board);
    // PERS.IA's die typed in: a step of the table, saved after the older steps.
    await rollPhysical(el, 4);
    const saved = await savedState();
    expect(saved.table!.persia.shown[0]!.die).to.equal(4);
    expect(saved.game!.log.length, 'the older log is kept').to.equal(g.log.length);
    const steps = openPersiaStore();
    await steps.load();
    expect(steps.applied().map((s) => s.type)).to.deep.equal([...prep.map(() => 'solo'), 'table']);
    // Undo goes back to the older position, on the table.
    await tap(el, q<HTMLButtonElement>(el, 'button[data-undo]')!);
    expect(el.current.table).to.be.undefined;
    expect(q(table(el), '.dice-picker')).to.exist;
  });

  it('issue 29 item 5: Greek edits an older game had not handed in are not carried onto the table, and the player is told so; undo walks over them in one tap', async () => {
    const prep: SoloAction[] = [{ type: 'persianPreparation' }, { type: 'tableDone' }, { type: 'greekCards', cards: 1 }];
    let g = newSoloGame('older');
    for (const a of prep) g = applySoloAction(g, a);
    const draft1 = { ...g.board, forces: { ...g.board.forces, Athenai: { ...g.board.forces.Athenai, greekArmies: (g.board.forces.Athenai?.greekArmies ?? 0) + 1 } } };
    const draft2 = { ...draft1, forces: { ...draft1.forces, Sparta: { ...draft1.forces.Sparta, greekArmies: (draft1.forces.Sparta?.greekArmies ?? 0) + 1 } } };
    const older = openPersiaStore();
    await older.start({ seed: 'older', options: {} });
    for (const action of prep) await older.dispatch({ type: 'solo', action });
    await older.dispatch({ type: 'draft', board: draft1 });
    await older.dispatch({ type: 'draft', board: draft2 });
    const el = await screen();
    expect(q(el, '[data-draft-dropped]')).to.exist;
    expect(board(el)).to.deep.equal(g.board);
    expect(game(el).table.checklist.step).to.equal('greeceRaise');
    // One tap of undo: past both edits (they show nothing on the table) to the cards bought undone.
    await tap(el, q<HTMLButtonElement>(el, 'button[data-undo]')!);
    expect(el.current.draft).to.be.null;
    expect(game(el).table.checklist.step).to.equal('greeceCards');
  });

  it('player aid at /persia/aid renders the step tables; every button is at least 44 px tall', async () => {
    history.pushState({}, '', '/persia/aid');
    const el = await screen();
    expect(q(el, 'persia-step-table[interactive]')).to.exist;
    history.pushState({}, '', '/persia');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle(el);
    await startGame(el);
    const t = table(el);
    expect(t).to.exist;
    await t.updateComplete;
    for (const b of [...root(el).querySelectorAll('button'), ...root(t).querySelectorAll('button')]) expect(b.getBoundingClientRect().height).to.be.at.least(44);
  });
});

describe('a board PERS.IA refuses, in words', () => {
  it('000 §7.1: the board problem is worded from its id and city (as the board mirror words it), never the developer’s English', () => {
    const b = soloSetup();
    let thrown: unknown = null;
    try {
      persiaPreparation({ ...b, forces: { ...b.forces, Pella: { ...b.forces.Pella, persianArmies: 2, greekArmies: 1 } } });
    } catch (e) {
      thrown = e;
    }
    const words = errorWords(thrown);
    expect(words).to.contain('PERS.IA cannot play while a battle is under way').and.contain('Pella holds armies of both sides');
    expect(words).not.to.contain((thrown as Error).message);
  });
});
