import { fixture, html, expect, waitUntil, fixtureCleanup } from '@open-wc/testing';
import '../../components/earth-water-screen/earth-water-screen.js';
import type { EarthWaterScreen, TableState } from '../../components/earth-water-screen/earth-water-screen.js';
import { TABLE_STORE_ID, TABLE_FORMAT } from '../../components/earth-water-screen/earth-water-screen.js';
import type { EwBattleRoller } from '../../components/ew-battle-roller/ew-battle-roller.js';
import type { EwBoardMirror } from '../../components/ew-board-mirror/ew-board-mirror.js';
import type { EwCampaignChecklist } from '../../components/ew-campaign-checklist/ew-campaign-checklist.js';
import { useDatabase, putSave, deleteSave } from '../../src/storage/index.js';
import { openTableStore, type TableStore } from '../../src/earth-water/table-log.js';
import { count, standardSetup } from '../../src/earth-water/board.js';
import { newChecklist } from '../../src/earth-water/phases.js';
import type { Board } from '../../src/earth-water/types.js';
import type { EwPortraits } from '../../components/ew-portraits/ew-portraits.js';
import { settings } from '../../components/controllers/settings.js';
import { newTable, type Table } from '../../src/earth-water/table.js';
import { applyTable } from '../../src/earth-water/table-actions.js';
import { CAMPAIGN } from '../fixtures/ew-campaign.js';
import { lastAnnouncement } from '../../components/controllers/announce.js';
import { deepActiveElement } from '../../components/controllers/focus.js';

const startPath = location.pathname;
let dbn = 0;

/** The screen's store, its table never null once made (it starts from a fresh table). */
function store(el: EarthWaterScreen): Omit<TableStore, 'state'> & { state: TableState } {
  return el.store as Omit<TableStore, 'state'> & { state: TableState };
}

/** What is on disk: the table a fresh store (as after a reload) loads. */
async function savedTable(): Promise<TableState> {
  const s = openTableStore(() => 1);
  await s.load();
  return s.state!;
}

async function screen(): Promise<EarthWaterScreen> {
  const el = await fixture<EarthWaterScreen>(html`<earth-water-screen></earth-water-screen>`);
  await waitUntil(() => store(el).loaded, 'store never loaded');
  await el.updateComplete;
  return el;
}

const sr = (el: Element) => el.shadowRoot!;
const mirrorOf = (el: EarthWaterScreen) => sr(el).querySelector('ew-board-mirror') as EwBoardMirror;
const checklistOf = (el: EarthWaterScreen) => sr(el).querySelector('ew-campaign-checklist') as EwCampaignChecklist;
/** Wait for every queued change to be saved and shown (a no-op update runs after them). */
const idle = async (el: EarthWaterScreen) => {
  await store(el).load();
  await el.updateComplete;
};

async function tapCity(el: EarthWaterScreen, c: string) {
  const m = mirrorOf(el);
  sr(m).querySelector(`g.city[data-city="${c}"]`)!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  await m.updateComplete;
}

async function plus(el: EarthWaterScreen, kind: string) {
  const m = mirrorOf(el);
  (sr(m).querySelector(`.count-cell[data-kind="${kind}"] button.plus`) as HTMLButtonElement).click();
  await idle(el);
  await el.updateComplete;
}

/** Click the checklist button whose text starts with `text`. */
async function tap(el: EarthWaterScreen, text: string) {
  const list = checklistOf(el);
  await list.updateComplete;
  const btn = [...sr(list).querySelectorAll<HTMLButtonElement>('.actions button:not([disabled])')].find((b) =>
    b.textContent!.trim().startsWith(text),
  );
  if (!btn) {
    const all = [...sr(list).querySelectorAll('.actions button')].map((b) => b.textContent!.trim());
    throw new Error(`no button "${text}" in: ${all.join(' | ')}`);
  }
  btn.click();
  await idle(el);
  await el.updateComplete;
  await checklistOf(el)?.updateComplete; // gone when the board opened (operations begin)
}

/** Raise an army or fleet in `city`: one tap on the city's button (000 §5.1 placement). */
async function raise(el: EarthWaterScreen, item: 'army' | 'fleet', city: string) {
  const list = checklistOf(el);
  await list.updateComplete;
  const btn = sr(list).querySelector<HTMLButtonElement>(`.raise[data-raise="${item}"] button[data-city="${city}"]`);
  if (!btn || btn.disabled) throw new Error(`no ${item} button for ${city}`);
  btn.click();
  await idle(el);
  await el.updateComplete;
  await checklistOf(el)?.updateComplete; // gone when the board opened (operations begin)
}

async function openTab(el: EarthWaterScreen, tab: string) {
  (sr(el).querySelector(`nav a[data-tab="${tab}"]`) as HTMLAnchorElement).click();
  await el.updateComplete;
}

describe('earth-water-screen', () => {
  beforeEach(() => {
    useDatabase(`strategos-ew-test-${Date.now()}-${dbn++}`);
  });
  afterEach(async () => {
    fixtureCleanup();
    history.replaceState({}, '', startPath);
    await settings.set('confirmEachStep', false);
  });

  it('undo and redo every change on the mirror', async () => {
    const el = await screen();
    await tapCity(el, 'Athenai');
    await plus(el, 'greekArmies');
    await plus(el, 'greekFleets');
    expect(count(store(el).state.board, 'Athenai', 'greekArmies')).to.equal(2);
    expect(count(store(el).state.board, 'Athenai', 'greekFleets')).to.equal(2);
    const undo = sr(el).querySelector<HTMLButtonElement>('button.undo')!;
    const redo = sr(el).querySelector<HTMLButtonElement>('button.redo')!;
    expect(redo.disabled).to.equal(true);
    undo.click();
    await idle(el);
    await el.updateComplete;
    expect(count(store(el).state.board, 'Athenai', 'greekFleets')).to.equal(1);
    expect(sr(el).querySelector('.note')!.textContent).to.contain('Undone: Correction: Athenai: +1 Greek fleet'); // a correction, named so (issue 28 item 7)
    undo.click();
    await idle(el);
    await el.updateComplete;
    expect(count(store(el).state.board, 'Athenai', 'greekArmies')).to.equal(1);
    expect(undo.disabled).to.equal(true);
    redo.click();
    await idle(el);
    await el.updateComplete;
    expect(count(store(el).state.board, 'Athenai', 'greekArmies')).to.equal(2);
    expect(sr(el).querySelector('.note')!.textContent).to.contain('Redone: Correction: Athenai: +1 Greek army');
    // The mirror shows what the store holds.
    expect(sr(mirrorOf(el)).querySelector('g.city[data-city="Athenai"]')!.getAttribute('aria-label')).to.contain('2 Greek armies');
  });

  it('persistence: the board survives a reload (a new element loads the save)', async () => {
    let el = await screen();
    await tapCity(el, 'Thebai');
    await plus(el, 'persianArmies');
    await plus(el, 'persianArmies');
    expect(count((await savedTable()).board, 'Thebai', 'persianArmies')).to.equal(2);
    fixtureCleanup();
    el = await screen();
    expect(count(store(el).state.board, 'Thebai', 'persianArmies')).to.equal(2);
    expect(sr(mirrorOf(el)).querySelector('g.city[data-city="Thebai"]')!.getAttribute('aria-label')).to.equal(
      'Thebai, controlled by Persia, 2 Persian armies',
    );
    // Undo history survives too.
    sr(el).querySelector<HTMLButtonElement>('button.undo')!.click();
    await idle(el);
    expect(count(store(el).state.board, 'Thebai', 'persianArmies')).to.equal(1);
  });

  it('a foreign save is set aside with a message, and the table starts fresh', async () => {
    await putSave({ id: TABLE_STORE_ID, tool: 'earth-water', format: TABLE_FORMAT, state: { present: { hello: 'world' }, past: [], future: [] } });
    const el = await screen();
    expect(store(el).state.board.campaign).to.equal(1);
    expect(sr(el).querySelector('.banner')!.textContent).to.contain('could not be read');
    await deleteSave(TABLE_STORE_ID);
  });

  it('solo setup from the mirror: no Persian limit and the checklist starts at campaign 3 (004 §2)', async () => {
    const el = await screen();
    (sr(mirrorOf(el)).querySelector('button.setup-solo') as HTMLButtonElement).click();
    await idle(el);
    expect(store(el).state.solo).to.equal(true);
    expect(store(el).state.checklist.campaign).to.equal(3);
    await el.updateComplete;
    expect(mirrorOf(el).solo).to.equal(true);
  });

  it('walks a whole campaign in the checklist by tapping, then plays to the end of campaign 5 (000 §4–§10)', async () => {
    // Every step tapped, forced or not (Settings "Confirm every step"; issue 28 item 5 has its own test).
    await settings.set('confirmEachStep', true);
    const el = await screen();
    await openTab(el, 'campaign');
    expect(location.pathname).to.equal('/earth-water/campaign');
    const list = checklistOf(el);
    expect(sr(list).querySelector('h2')!.textContent).to.equal('Campaign 1 of 5');
    const talents = (side: string) => sr(checklistOf(el)).querySelector(`[data-talents="${side}"]`)!.textContent!.trim();
    const hand = (side: string) => sr(checklistOf(el)).querySelector(`[data-hand="${side}"]`)!.textContent!.trim();
    expect(talents('persia')).to.equal('12');
    expect(talents('greece')).to.equal('6');
    // Preparation: Persia (000 §5.1), then Greece (000 §5.2).
    await tap(el, 'Persia buys a card');
    await tap(el, 'Persia buys a card');
    expect(talents('persia')).to.equal('10');
    await tap(el, 'Cards bought and read');
    // Raising is placing (000 §5.1): one tap on the city the fleet goes to.
    await raise(el, 'fleet', 'Abydos');
    await raise(el, 'fleet', 'Ephesos');
    expect(count(store(el).state.board, 'Ephesos', 'persianFleets')).to.equal(2);
    // At most 2 fleets: the button is there, disabled, with the reason.
    expect(sr(checklistOf(el)).querySelector('#why-fleet')!.textContent).to.contain('At most 2 fleets per preparation');
    await tap(el, 'Persia builds the bridge');
    expect(talents('persia')).to.equal('0');
    expect(store(el).state.board.bridge).to.equal(true);
    await tap(el, 'Persia is ready');
    await tap(el, 'Greece buys a card');
    await tap(el, 'Cards bought and read');
    await raise(el, 'army', 'Athenai');
    expect(talents('greece')).to.equal('4');
    expect(count(store(el).state.board, 'Athenai', 'greekArmies')).to.equal(2);
    await tap(el, 'Greece is ready');
    // Operations begin: the board opens (issue 28 item 5); the checklist is one tab away.
    expect(location.pathname).to.equal('/earth-water');
    expect(mirrorOf(el)).to.exist;
    await openTab(el, 'campaign');
    // Operations (000 §6.1): Persia first; two passes in succession end it.
    expect(sr(checklistOf(el)).querySelector('.turn')!.textContent).to.contain('Persia to play');
    expect(hand('persia')).to.equal('2');
    await tap(el, 'Persia plays a card');
    expect(hand('persia')).to.equal('1');
    await tap(el, 'Greece passes');
    await tap(el, 'Persia passes');
    expect(sr(checklistOf(el)).querySelector('.step h3')!.textContent).to.equal('Supply: Persian hand');
    // Supply (000 §8).
    await tap(el, 'Persia keeps one card');
    await tap(el, 'Greece keeps at most 4 cards');
    await tap(el, 'Persian supply done');
    await tap(el, 'Greek supply done');
    // Scoring (000 §9): the 000 §4.5 example position, one space towards Greece.
    await tap(el, 'Score the campaign: Greece 5, Persia 4');
    expect(store(el).state.board.score).to.equal(-1);
    expect(store(el).state.board.campaign).to.equal(2);
    expect(sr(checklistOf(el)).querySelector('h2')!.textContent).to.equal('Campaign 2 of 5');
    expect(talents('persia')).to.equal('10'); // a card was kept (000 §5.1 Exception)
    // Campaigns 2–5, passing straight through.
    for (let c = 2; c <= 5; c++) {
      await tap(el, 'Cards bought and read');
      await tap(el, 'Persia is ready');
      await tap(el, 'Cards bought and read');
      await tap(el, 'Greece is ready');
      await openTab(el, 'campaign');
      await tap(el, 'Persia passes');
      await tap(el, 'Greece passes');
      await tap(el, 'Persia discards its hand');
      await tap(el, 'Greece keeps at most 4 cards');
      await tap(el, 'Persian supply done');
      await tap(el, 'Greek supply done');
      await tap(el, 'Score the campaign');
    }
    expect(store(el).state.board.score).to.equal(-5);
    expect(sr(checklistOf(el)).querySelector('.result')!.textContent).to.contain('Greece wins.');
    expect(sr(checklistOf(el)).querySelector('.step')!.textContent).to.contain('000 §10');
    // One undo brings back the last scoring step.
    sr(el).querySelector<HTMLButtonElement>('button.undo')!.click();
    await idle(el);
    expect(store(el).state.checklist.step).to.equal('scoring');
  });

  it('issue 28 item 5: a side with no card passes by itself, and the empty hands and supplies with nothing to remove follow — one undo step; not with "Confirm every step"', async () => {
    const el = await screen();
    await openTab(el, 'campaign');
    await tap(el, 'Persia buys a card');
    await tap(el, 'Cards bought and read');
    await tap(el, 'Persia is ready');
    await tap(el, 'Cards bought and read');
    await tap(el, 'Greece is ready');
    // Operations begin: the board opens, where the moves are made
    expect(location.pathname).to.equal('/earth-water');
    expect(sr(el).querySelector('ew-board-mirror')).to.exist;
    await openTab(el, 'campaign');
    expect(store(el).state.checklist).to.include({ step: 'operations', turn: 'persia' });
    await tap(el, 'Persia plays a card');
    // Greece has no card: it passes (000 §6.1); so does Persia, now empty-handed; the hands are empty
    // (000 §8.1) and neither supply removes anything (000 §8.2): on to the scoring, which moves the marker.
    const t = store(el).state;
    expect(t.checklist.step).to.equal('scoring');
    expect(sr(checklistOf(el)).querySelector('.step h3')!.textContent).to.contain('Scoring');
    expect(lastAnnouncement()).to.contain('Greece passes').and.contain('Persia passes');
    // the passes are kept with the tap in the log: a reload replays them, one undo takes them all back
    expect((await savedTable()).checklist.step).to.equal('scoring');
    sr(el).querySelector<HTMLButtonElement>('button.undo')!.click();
    await idle(el);
    expect(store(el).state.checklist).to.include({ step: 'operations', turn: 'persia' });
    expect(store(el).state.checklist.hands.persia).to.equal(1);
    // "Confirm every step": the same tap stops where Greece must pass
    await settings.set('confirmEachStep', true);
    await tap(el, 'Persia plays a card');
    expect(store(el).state.checklist).to.include({ step: 'operations', turn: 'greece' });
    expect(sr(checklistOf(el)).querySelector('.actions')!.textContent).to.contain('Greece passes');
  });

  it('Sudden Death of the Great King in the checklist ends the campaign at once (000 §5.3)', async () => {
    const el = await screen();
    await openTab(el, 'campaign');
    await tap(el, 'Persia buys a card');
    await tap(el, 'Sudden Death of the Great King was drawn: Darius dies');
    expect(store(el).state.checklist.campaign).to.equal(2);
    expect(store(el).state.board.campaign).to.equal(2);
    expect(store(el).state.board.score).to.equal(0);
    // Darius's army comes out of the Persian reserve.
    await openTab(el, 'board');
    const m = mirrorOf(el);
    await m.updateComplete;
    expect(sr(m).querySelector('[data-reserve="persianArmies"]')!.textContent!.trim()).to.match(/^19\s*\/\s*24$/);
  });

  it('the checklist notices a campaign track moved by hand and restarts there in one tap', async () => {
    const el = await screen();
    const c2 = [...sr(mirrorOf(el)).querySelectorAll<HTMLButtonElement>('.campaigns button')][1]!;
    c2.click();
    await idle(el);
    await openTab(el, 'campaign');
    const list = checklistOf(el);
    await list.updateComplete;
    expect(sr(list).querySelector('.mismatch')!.textContent).to.contain('shows 2');
    (sr(list).querySelector('.mismatch button') as HTMLButtonElement).click();
    await idle(el);
    expect(store(el).state.checklist.campaign).to.equal(2);
    await checklistOf(el).updateComplete;
    expect(sr(checklistOf(el)).querySelector('.mismatch')).to.equal(null);
  });

  it('tabs are sub-routes: each tab shows its tool', async () => {
    const el = await screen();
    for (const [tab, tag] of [
      ['supply', 'ew-supply-calculator'],
      ['scoring', 'ew-score-calculator'],
      ['cards', 'ew-card-reference'],
      ['battle', 'ew-battle-roller'],
      ['board', 'ew-board-mirror'],
    ] as const) {
      await openTab(el, tab);
      expect(sr(el).querySelector(tag), tab).to.exist;
      expect(sr(el).querySelector(`nav a[data-tab="${tab}"]`)!.getAttribute('aria-current')).to.equal('page');
    }
    expect(location.pathname).to.equal('/earth-water');
  });
});

// ---------------------------------------------------------------------------------------------
// Leader portraits (000 §2.1 Historical Figures, §5.3, §6.2; rulings R-EWP-n)
// ---------------------------------------------------------------------------------------------

const panelOf = (el: EarthWaterScreen) => sr(el).querySelector('ew-portraits') as EwPortraits;
const reserveOf = (el: EarthWaterScreen, kind: string) =>
  sr(mirrorOf(el)).querySelector(`[data-reserve="${kind}"]`)!.textContent!.replace(/\s+/g, '');

async function tapPortrait(el: EarthWaterScreen, id: string) {
  const p = panelOf(el);
  (sr(p).querySelector(`button[data-portrait="${id}"]`) as HTMLButtonElement).click();
  await idle(el);
  await p.updateComplete;
  await mirrorOf(el).updateComplete;
}

/** A table saved before the verbs and the portraits (format 1, no "portraits" field, the note as text). */
function oldTable(board: Board): Record<string, unknown> {
  return { board, checklist: newChecklist(), solo: false, note: 'old' };
}

describe('earth-water-screen: leader portraits', () => {
  beforeEach(() => {
    useDatabase(`strategos-ew-portraits-${Date.now()}-${dbn++}`);
  });
  afterEach(() => {
    fixtureCleanup();
    history.replaceState({}, '', startPath);
  });

  it('an old save without portraits loads with every leader uncovered', async () => {
    const board = standardSetup();
    await putSave({ id: TABLE_STORE_ID, tool: 'earth-water', format: 1, state: { present: oldTable(board), past: [], future: [] } });
    const el = await screen();
    expect(store(el).error).to.equal(null);
    expect(store(el).state.note).to.deep.equal({ id: 'ew.note.text', params: { text: 'old' } });
    expect(store(el).state.portraits).to.deep.equal({});
    const pressed = [...sr(panelOf(el)).querySelectorAll('button.portrait')].map((b) => b.getAttribute('aria-pressed'));
    expect(pressed).to.deep.equal(['false', 'false', 'false', 'false', 'false', 'false']);
  });

  it('a save with damaged portraits is set aside with a message', async () => {
    await putSave({
      id: TABLE_STORE_ID,
      tool: 'earth-water',
      format: 1,
      state: { present: { ...oldTable(standardSetup()), portraits: { pericles: true } }, past: [], future: [] },
    });
    const el = await screen();
    expect(sr(el).querySelector('.banner')!.textContent).to.contain('could not be read');
    expect(store(el).state.portraits).to.deep.equal({});
    await deleteSave(TABLE_STORE_ID);
  });

  it('Miltiades takes an unused Greek army (000 §6.2): the reserve drops, undo gives it back, a reload keeps it', async () => {
    let el = await screen();
    expect(reserveOf(el, 'greekArmies')).to.equal('6/9');
    await tapPortrait(el, 'miltiades');
    expect(store(el).state.portraits).to.deep.equal({ miltiades: true });
    expect(reserveOf(el, 'greekArmies')).to.equal('5/9');
    expect(sr(panelOf(el)).querySelector('button[data-portrait="miltiades"]')!.getAttribute('aria-pressed')).to.equal('true');
    expect(sr(el).querySelector('.note')!.textContent).to.contain('Miltiades: piece on the portrait');
    fixtureCleanup();
    el = await screen();
    expect(reserveOf(el, 'greekArmies')).to.equal('5/9');
    sr(el).querySelector<HTMLButtonElement>('button.undo')!.click();
    await idle(el);
    await mirrorOf(el).updateComplete;
    expect(store(el).state.portraits).to.deep.equal({});
    expect(reserveOf(el, 'greekArmies')).to.equal('6/9');
  });

  it('all Greek armies on the map: Leonidas asks which city gives one (000 §6.2, R-EWP-2), and the limit then holds', async () => {
    const board: Board = {
      ...standardSetup(),
      forces: { ...standardSetup().forces, Athenai: { greekArmies: 5, greekFleets: 1 }, Thebai: { greekArmies: 2 } },
    };
    await putSave({ id: TABLE_STORE_ID, tool: 'earth-water', format: 1, state: { present: oldTable(board), past: [], future: [] } });
    const el = await screen();
    expect(reserveOf(el, 'greekArmies')).to.equal('0/9');
    const p = panelOf(el);
    (sr(p).querySelector('button[data-portrait="leonidas"]') as HTMLButtonElement).click();
    await p.updateComplete;
    const ask = sr(p).querySelector('.ask')!;
    expect(ask.textContent).to.contain('No Greek army left in the reserve');
    const cities = [...ask.querySelectorAll('button.from')].map((b) => b.getAttribute('data-city'));
    expect(cities).to.deep.equal(['Athenai', 'Korinthos', 'Sparta', 'Thebai']);
    expect(store(el).state.portraits).to.deep.equal({}); // nothing changed yet
    (ask.querySelector('button.from[data-city="Thebai"]') as HTMLButtonElement).click();
    await idle(el);
    await mirrorOf(el).updateComplete;
    expect(count(store(el).state.board, 'Thebai', 'greekArmies')).to.equal(1);
    expect(store(el).state.portraits).to.deep.equal({ leonidas: true });
    expect(reserveOf(el, 'greekArmies')).to.equal('0/9');
    // The mirror still refuses a tenth Greek army.
    await tapCity(el, 'Thebai');
    const plusBtn = sr(mirrorOf(el)).querySelector('.count-cell[data-kind="greekArmies"] button.plus') as HTMLButtonElement;
    expect(plusBtn.disabled).to.equal(true);
    // One undo puts the army back in Thebai and uncovers Leonidas.
    sr(el).querySelector<HTMLButtonElement>('button.undo')!.click();
    await idle(el);
    expect(count(store(el).state.board, 'Thebai', 'greekArmies')).to.equal(2);
    expect(store(el).state.portraits).to.deep.equal({});
  });

  it('the kings have one source, the checklist (R-EWP-4): Sudden Death covers Darius, the panel covers Xerxes', async () => {
    const el = await screen();
    await openTab(el, 'campaign');
    await tap(el, 'Persia buys a card');
    await tap(el, 'Sudden Death of the Great King was drawn: Darius dies');
    await openTab(el, 'board');
    await panelOf(el).updateComplete;
    expect(sr(panelOf(el)).querySelector('button[data-portrait="darius"]')!.getAttribute('aria-pressed')).to.equal('true');
    await tapPortrait(el, 'xerxes');
    expect(store(el).state.checklist.kingsDead).to.equal(2);
    expect(store(el).state.portraits).to.deep.equal({}); // not kept twice
    expect(reserveOf(el, 'persianArmies')).to.equal('18/24');
    // Darius cannot be lifted while Xerxes is covered (000 §5.3).
    await tapPortrait(el, 'darius');
    expect(store(el).state.checklist.kingsDead).to.equal(2);
    expect(sr(panelOf(el)).querySelector('.why')!.textContent).to.contain('000 §5.3');
  });

  it('restarting the checklist at the campaign on the board keeps the dead kings (R-EWP-4)', async () => {
    const el = await screen();
    await openTab(el, 'campaign');
    await tap(el, 'Persia buys a card');
    await tap(el, 'Sudden Death of the Great King was drawn: Darius dies');
    await openTab(el, 'board');
    await tapPortrait(el, 'leonidas');
    const c4 = [...sr(mirrorOf(el)).querySelectorAll<HTMLButtonElement>('.campaigns button')][3]!;
    c4.click();
    await idle(el);
    await openTab(el, 'campaign');
    await checklistOf(el).updateComplete;
    (sr(checklistOf(el)).querySelector('.mismatch button') as HTMLButtonElement).click();
    await idle(el);
    expect(store(el).state.checklist.campaign).to.equal(4);
    expect(store(el).state.checklist.kingsDead).to.equal(1);
    expect(store(el).state.portraits).to.deep.equal({ leonidas: true });
    await openTab(el, 'board');
    await mirrorOf(el).updateComplete;
    expect(reserveOf(el, 'persianArmies')).to.equal('19/24');
  });

  it('after a game\'s result, "Start a new checklist" is a new game: every portrait uncovered (R-EWP-4)', async () => {
    const checklist = { ...newChecklist({ campaign: 5 }), kingsDead: 1, result: { winner: 'greece', reason: 'test', rule: '000 §10' } };
    const present = { board: { ...standardSetup(), campaign: 5 }, checklist, solo: false, portraits: { miltiades: true }, note: '' };
    await putSave({ id: TABLE_STORE_ID, tool: 'earth-water', format: 1, state: { present, past: [], future: [] } });
    const el = await screen();
    await openTab(el, 'campaign');
    await checklistOf(el).updateComplete;
    // issue 15 item 6: the end of a game offers a new game (a new board too), and it can be undone
    (sr(checklistOf(el)).querySelector('button.new-game') as HTMLButtonElement).click();
    await idle(el);
    expect(store(el).state.checklist.result).to.equal(null);
    expect(store(el).state.checklist.kingsDead).to.equal(0);
    expect(store(el).state.portraits).to.deep.equal({});
    expect(store(el).state.board).to.deep.equal(standardSetup());
    sr(el).querySelector<HTMLButtonElement>('button.undo')!.click();
    await idle(el);
    expect(store(el).state.checklist.result).to.not.equal(null);
    expect(store(el).state.board.campaign).to.equal(5);
  });

  it('Artemisia takes a Persian fleet; a new setup uncovers every leader', async () => {
    const el = await screen();
    await tapPortrait(el, 'artemisia');
    expect(reserveOf(el, 'persianFleets')).to.equal('4/6');
    (sr(mirrorOf(el)).querySelector('button.setup-standard') as HTMLButtonElement).click();
    await idle(el);
    await mirrorOf(el).updateComplete;
    expect(store(el).state.portraits).to.deep.equal({});
    expect(reserveOf(el, 'persianFleets')).to.equal('5/6');
  });
});

// ---------------------------------------------------------------------------------------------
// The verbs (issue 15): moves, battles from a move, undo by verb
// ---------------------------------------------------------------------------------------------

/** The scripted campaign's table up to (not including) the step labelled `label`. */
function tableBefore(label: string): Table {
  let t = newTable('standard', 5);
  for (const step of CAMPAIGN) {
    if (step.label === label) return t;
    for (const a of step.actions) t = applyTable(t, a);
  }
  throw new Error(`no step ${label}`);
}

async function screenWith(t: Table): Promise<EarthWaterScreen> {
  await putSave({ id: TABLE_STORE_ID, tool: 'earth-water', format: TABLE_FORMAT, state: { present: t, past: [], future: [] } });
  return screen();
}

const rollerOf = (el: EarthWaterScreen) => sr(el).querySelector('ew-battle-roller') as EwBattleRoller;
function rollerButton(el: EarthWaterScreen, label: string): HTMLButtonElement {
  const all = [...sr(rollerOf(el)).querySelectorAll<HTMLButtonElement>('button')];
  const b = all.find((x) => x.textContent!.replace(/\s+/g, ' ').trim() === label);
  if (!b) throw new Error(`no button "${label}" in: ${all.map((x) => x.textContent!.trim()).join(' | ')}`);
  return b;
}

describe('earth-water-screen: the verbs (issue 15)', () => {
  beforeEach(() => {
    useDatabase(`strategos-ew-verbs-${Date.now()}-${dbn++}`);
  });
  afterEach(async () => {
    fixtureCleanup();
    history.replaceState({}, '', startPath);
    await settings.set('diceMode', 'app');
  });

  it('item 8: a 4-army land move is 3 taps from the board (city, how many, where) and one undo step named in words', async () => {
    const el = await screenWith(tableBefore('4 Persian armies Abydos → Pella'));
    const m = mirrorOf(el);
    let taps = 0;
    await tapCity(el, 'Abydos');
    taps++;
    await el.updateComplete;
    await m.updateComplete;
    // The count buttons say what they count to a screen reader ("1 army" … "4 armies"), not a bare number (issue 31).
    expect([...sr(m).querySelectorAll('button[data-armies]')].map((b) => b.getAttribute('aria-label'))).to.deep.equal(['1 army', '2 armies', '3 armies', '4 armies']);
    // Only legal destinations are offered (000 §6.4): over the bridge to Pella, or Ephesos.
    (sr(m).querySelector('button[data-armies="4"]') as HTMLButtonElement).click();
    taps++;
    await m.updateComplete;
    const dests = [...sr(m).querySelectorAll('.dests button')].map((b) => b.getAttribute('data-to'));
    expect(dests).to.deep.equal(['Ephesos', 'Pella']);
    // Asking why a city is not offered: tap it on the map — the rule it breaks is shown, nothing moves.
    sr(m).querySelector('g.city[data-city="Larissa"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await m.updateComplete;
    expect(sr(m).querySelector('[data-why-not]')!.textContent).to.contain('cannot go from Abydos to Larissa').and.contain('000 §6.4');
    expect(store(el).state.board.forces.Abydos).to.deep.equal({ persianArmies: 4 });
    (sr(m).querySelector('.dests button[data-to="Pella"]') as HTMLButtonElement).click();
    taps++;
    await idle(el);
    expect(taps).to.equal(3);
    expect(store(el).state.board.forces.Pella).to.deep.equal({ persianArmies: 4 });
    expect(store(el).state.board.forces.Abydos).to.equal(undefined);
    expect(sr(el).querySelector('.note')!.textContent).to.equal('4 armies from Abydos to Pella');
    expect(sr(el).querySelector('button.undo')!.getAttribute('aria-label')).to.equal('Undo: 4 armies from Abydos to Pella');
    // One undo takes the whole move back; it survives a reload.
    fixtureCleanup();
    const again = await screen();
    sr(again).querySelector<HTMLButtonElement>('button.undo')!.click();
    await idle(again);
    expect(store(again).state.board.forces.Abydos).to.deep.equal({ persianArmies: 4 });
    expect(sr(again).querySelector('.note')!.textContent).to.equal('Undone: 4 armies from Abydos to Pella');
  });

  it('item 8: a naval move carries armies and ends with "Fight the battle in Athenai", set up from the move (nothing retyped)', async () => {
    const el = await screenWith(tableBefore('2 Persian fleets with 2 armies Ephesos → Athenai'));
    const m = mirrorOf(el);
    await tapCity(el, 'Ephesos');
    await el.updateComplete;
    await m.updateComplete;
    (sr(m).querySelector('button[data-fleets="2"]') as HTMLButtonElement).click();
    await m.updateComplete;
    (sr(m).querySelector('button[data-aboard="2"]') as HTMLButtonElement).click();
    await m.updateComplete;
    (sr(m).querySelector('.dests button[data-port="Athenai"]') as HTMLButtonElement).click();
    await idle(el);
    expect(sr(el).querySelector('.note')!.textContent).to.equal('2 fleets with 2 armies from Ephesos to Athenai');
    const fight = sr(el).querySelector<HTMLButtonElement>('button[data-fight="Athenai"]')!;
    expect(fight.textContent!.trim()).to.equal('Fight the battle in Athenai');
    fight.click();
    await idle(el);
    await el.updateComplete;
    expect(location.pathname).to.equal('/earth-water/battle');
    const b = rollerOf(el).battle!;
    expect(b.setup).to.include({ kind: 'naval', where: 'Athenai', attacker: 'persia', from: 'Ephesos', carried: 2 });
    expect(b.units).to.deep.equal({ persia: 2, greece: 1 });
  });

  it('issue 19: each verb is said in one line through the live region, and focus goes on from a shown place, never <body>', async () => {
    const el = await screenWith(tableBefore('2 Persian fleets with 2 armies Ephesos → Athenai'));
    const m = mirrorOf(el);
    const settle = async () => {
      await idle(el);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    };
    const focused = () => deepActiveElement();
    // A correction in the city editor: said, and focus stays on the + it came from.
    await tapCity(el, 'Sparta');
    await m.updateComplete;
    const add = sr(m).querySelector<HTMLButtonElement>('.count-cell[data-kind="greekArmies"] button.plus')!;
    add.focus();
    add.click();
    await settle();
    expect(lastAnnouncement()).to.equal(sr(el).querySelector('.note')!.textContent);
    expect(lastAnnouncement()).to.not.match(/§|\n/);
    expect(focused()).to.equal(add);
    // Done closes the editor and gives focus back to the city on the map.
    sr(m).querySelector<HTMLButtonElement>('button.done')!.click();
    await settle();
    expect(focused()?.getAttribute('data-city')).to.equal('Sparta');
    // A move into enemy pieces: said, and focus on "Fight the battle in Athenai".
    await tapCity(el, 'Ephesos');
    await m.updateComplete;
    (sr(m).querySelector('button[data-fleets="2"]') as HTMLButtonElement).click();
    await m.updateComplete;
    (sr(m).querySelector('button[data-aboard="2"]') as HTMLButtonElement).click();
    await m.updateComplete;
    const dest = sr(m).querySelector<HTMLButtonElement>('.dests button[data-port="Athenai"]')!;
    dest.focus();
    dest.click();
    await settle();
    expect(lastAnnouncement()).to.equal('2 fleets with 2 armies from Ephesos to Athenai');
    expect(focused()?.getAttribute('data-fight')).to.equal('Athenai');
    // Undo is said too; with nothing more to undo, focus moves to Redo instead of falling to <body>.
    const undo = sr(el).querySelector<HTMLButtonElement>('button.undo')!;
    undo.focus();
    undo.click();
    await settle();
    expect(lastAnnouncement()).to.equal('Undone: 2 fleets with 2 armies from Ephesos to Athenai');
    while (!undo.disabled) {
      undo.click();
      await settle();
    }
    expect(focused()).to.equal(sr(el).querySelector('button.redo'));
  });

  it('issue 28 item 2: the move panel offers "Movement" or the events Persia may play now (000 §6.2); Cavalry of Mardonius chosen, its battle counts a Persian 6 (card 1)', async () => {
    await settings.set('diceMode', 'physical');
    let t = newTable('standard', 5);
    for (let i = 0; i < 4; i++) t = applyTable(t, { type: 'next' });
    const board: Board = { forces: { Larissa: { persianArmies: 3 }, Thebai: { greekArmies: 1 }, Athenai: { greekArmies: 2, greekFleets: 1 }, Abydos: { persianArmies: 2 } }, bridge: false, campaign: 1, score: 0 };
    const el = await screenWith({ ...t, board, checklist: { ...t.checklist, hands: { persia: 2, greece: 2 } } });
    const m = mirrorOf(el);
    await tapCity(el, 'Larissa');
    await m.updateComplete;
    // exactly src's list (moveChoices(...).land.events), with "Movement" pressed: a plain move stays 3 taps
    const as = [...sr(m).querySelectorAll<HTMLButtonElement>('button.as')];
    expect(as.map((b) => b.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal(['Movement', 'Cavalry of Mardonius (card 1)', 'The Great King (card 7)']);
    expect(as[0]!.getAttribute('aria-pressed')).to.equal('true');
    sr(m).querySelector<HTMLButtonElement>('button.as[data-event="cavalryOfMardonius"]')!.click();
    await m.updateComplete;
    expect(sr(m).querySelector('[data-event-rule]')!.textContent).to.contain('Cavalry of Mardonius');
    sr(m).querySelector<HTMLButtonElement>('button[data-armies="3"]')!.click();
    await m.updateComplete;
    sr(m).querySelector<HTMLButtonElement>('.dests button[data-to="Thebai"]')!.click();
    await idle(el);
    expect(store(el).state.lastMove!.move).to.deep.include({ event: 'cavalryOfMardonius', count: 3 });
    expect(store(el).state.checklist.used).to.include(1);
    sr(el).querySelector<HTMLButtonElement>('button[data-fight="Thebai"]')!.click();
    await idle(el);
    await el.updateComplete;
    const r = rollerOf(el);
    await r.updateComplete;
    expect(r.battle!.setup.event).to.equal('cavalryOfMardonius');
    // Greece may cancel it with Pausanias (card 6) before the first roll; it does not.
    expect(rollerButton(el, 'Greece plays Pausanias (card 6)')).to.exist;
    const type = (id: string, v: string) => {
      const i = sr(r).querySelector<HTMLInputElement>(`#${id}`)!;
      i.value = v;
      i.dispatchEvent(new Event('input'));
    };
    type('dice-persia', '6 1 1');
    type('dice-greece', '5');
    rollerButton(el, 'Enter these dice').click();
    await idle(el);
    await r.updateComplete;
    // the 6 counts 6: Persia wins the round and Greece is wiped out (capped, 4 against 5, Greece would have won)
    expect(sr(r).querySelector('[data-counted=persia]')!.textContent!.trim()).to.equal('6');
    expect(r.battle!.outcome).to.include({ winner: 'persia' });
  });

  it('issue 28 item 2: Leonidas in the move panel — one army, and with every Greek army on the map his army\'s city is asked before where it goes (000 §6.2)', async () => {
    let t = newTable('standard', 5);
    for (let i = 0; i < 4; i++) t = applyTable(t, { type: 'next' });
    const board: Board = { forces: { Thebai: { greekArmies: 3 }, Athenai: { greekArmies: 3, greekFleets: 1 }, Sparta: { greekArmies: 3 }, Larissa: { persianArmies: 2 }, Abydos: { persianArmies: 2 } }, bridge: false, campaign: 1, score: 0 };
    const el = await screenWith({ ...t, board, checklist: { ...t.checklist, hands: { persia: 2, greece: 2 }, turn: 'greece' } });
    const m = mirrorOf(el);
    await tapCity(el, 'Thebai');
    await m.updateComplete;
    sr(m).querySelector<HTMLButtonElement>('button.as[data-event="leonidas"]')!.click();
    await m.updateComplete;
    expect([...sr(m).querySelectorAll('button[data-armies]')].map((b) => b.textContent!.trim()), 'Leonidas moves one army (card 8)').to.deep.equal(['1']);
    sr(m).querySelector<HTMLButtonElement>('button[data-armies="1"]')!.click();
    await m.updateComplete;
    expect(sr(m).querySelector('.dests'), 'where, once his army\'s city is known').to.equal(null);
    expect([...sr(m).querySelectorAll('button[data-take-from]')].map((b) => b.getAttribute('data-take-from'))).to.deep.equal(['Athenai', 'Sparta', 'Thebai']);
    sr(m).querySelector<HTMLButtonElement>('button[data-take-from="Sparta"]')!.click();
    await m.updateComplete;
    sr(m).querySelector<HTMLButtonElement>('.dests button[data-to="Larissa"]')!.click();
    await idle(el);
    const after = store(el).state;
    expect(after.lastMove!.move).to.deep.include({ event: 'leonidas', count: 1 });
    expect(after.portraits.leonidas).to.equal(true);
    expect(after.board.forces.Sparta).to.deep.equal({ greekArmies: 2 });
  });

  it('issue 28 item 6: the armies a naval move carries show aboard the fleets, not in the city, until they land (000 §6.5)', async () => {
    await settings.set('diceMode', 'physical');
    const el = await screenWith(tableBefore('naval battle at Athenai opened, fought: Persia 5 3, Greece 2'));
    const m = mirrorOf(el);
    await m.updateComplete;
    const pieces = () => sr(m).querySelector('g[data-pieces="Athenai"]')!;
    const numbers = () => [...pieces().querySelectorAll(':scope > text.n')].map((n) => n.textContent!.trim());
    // 2 Persian fleets carrying 2 armies, facing a Greek fleet: the armies are drawn on the Persian fleets
    expect(pieces().querySelector('[data-aboard]')!.getAttribute('data-aboard')).to.equal('2');
    expect(numbers(), 'no Persian army ashore').to.deep.equal(['1', '2']); // the Greek fleet, the Persian fleets
    expect(sr(m).querySelector('g.city[data-city="Athenai"]')!.getAttribute('aria-label')).to.contain('2 of the armies aboard the fleets');
    // the naval battle won, they land
    sr(el).querySelector<HTMLButtonElement>('button[data-fight="Athenai"]')!.click();
    await idle(el);
    await el.updateComplete;
    const r = rollerOf(el);
    await r.updateComplete;
    for (const [id, v] of [['dice-persia', '5 3'], ['dice-greece', '2']] as const) {
      const i = sr(r).querySelector<HTMLInputElement>(`#${id}`)!;
      i.value = v;
      i.dispatchEvent(new Event('input'));
    }
    rollerButton(el, 'Enter these dice').click();
    await idle(el);
    await openTab(el, 'board');
    await mirrorOf(el).updateComplete;
    expect(sr(mirrorOf(el)).querySelector('g[data-pieces="Athenai"] [data-aboard]')).to.equal(null);
    expect(sr(mirrorOf(el)).querySelector('g.city[data-city="Athenai"]')!.getAttribute('aria-label')).to.contain('2 Persian armies').and.not.contain('aboard');
  });

  it('item 1: the battle\'s result is applied to the board as it is now — an edit made while it was open is kept', async () => {
    await settings.set('diceMode', 'physical');
    const el = await screenWith(tableBefore('naval battle at Athenai opened, fought: Persia 5 3, Greece 2'));
    sr(el).querySelector<HTMLButtonElement>('button[data-fight="Athenai"]')!.click(); // the battle the last move caused
    await idle(el);
    await el.updateComplete;
    const r = rollerOf(el);
    await r.updateComplete;
    const type = (id: string, v: string) => {
      const i = sr(r).querySelector<HTMLInputElement>(`#${id}`)!;
      i.value = v;
      i.dispatchEvent(new Event('input'));
    };
    type('dice-persia', '5 3');
    type('dice-greece', '2');
    rollerButton(el, 'Enter these dice').click();
    await idle(el);
    // meanwhile, on the board: one more Greek army in Sparta
    await openTab(el, 'board');
    await tapCity(el, 'Sparta');
    await plus(el, 'greekArmies');
    expect(count(store(el).state.board, 'Sparta', 'greekArmies')).to.equal(2);
    await openTab(el, 'battle');
    await rollerOf(el).updateComplete;
    const listed = [...sr(rollerOf(el)).querySelectorAll('[data-changes] li')].map((li) => li.textContent!.trim());
    expect(listed).to.deep.equal(['Remove 1 Greek fleet from Athenai (lost)']);
    rollerButton(el, 'Apply to the board').click();
    await idle(el);
    expect(count(store(el).state.board, 'Sparta', 'greekArmies')).to.equal(2);
    expect(store(el).state.board.forces.Athenai).to.deep.equal({ persianArmies: 2, persianFleets: 2 });
    expect(sr(el).querySelector('.note')!.textContent).to.equal('Battle in Athenai applied to the board');
  });

  it('item 6: "New battle" asks before discarding a battle not applied; "Standard setup" is one undo step', async () => {
    const el = await screenWith(tableBefore('the naval battle applied to the board'));
    await openTab(el, 'battle');
    await rollerOf(el).updateComplete;
    rollerButton(el, 'New battle').click();
    await rollerOf(el).updateComplete;
    expect(store(el).state.battle).to.not.equal(null);
    rollerButton(el, 'Tap again: this battle is not applied and will be discarded').click();
    await idle(el);
    expect(store(el).state.battle).to.equal(null);
    sr(el).querySelector<HTMLButtonElement>('button.undo')!.click();
    await idle(el);
    expect(store(el).state.battle!.state.phase).to.equal('over');
    await openTab(el, 'board');
    const before = store(el).state.board;
    (sr(mirrorOf(el)).querySelector('button.setup-standard') as HTMLButtonElement).click();
    await idle(el);
    expect(store(el).state.board).to.deep.equal(standardSetup());
    sr(el).querySelector<HTMLButtonElement>('button.undo')!.click();
    await idle(el);
    expect(store(el).state.board).to.deep.equal(before);
  });

  it('item 4: one scoring per campaign — the Scoring tab and the checklist fire the same scoring, then show it done', async () => {
    const el = await screenWith(tableBefore('scoring: Persia 5, Greece 4'));
    await openTab(el, 'scoring');
    const calc = () => sr(el).querySelector('ew-score-calculator')!;
    await (calc() as LitLike).updateComplete;
    (sr(calc()).querySelector('button.apply') as HTMLButtonElement).click();
    await idle(el);
    expect(store(el).state.board.score).to.equal(1);
    await (calc() as LitLike).updateComplete;
    expect((sr(calc()).querySelector('button.apply') as HTMLButtonElement).disabled).to.equal(true);
    expect(sr(calc()).querySelector('[data-scored]')!.textContent).to.contain('Campaign 1 was scored');
    await openTab(el, 'campaign');
    await checklistOf(el).updateComplete;
    expect(sr(checklistOf(el)).querySelector('[data-scored]')!.textContent).to.contain('Campaign 1 was scored');
    expect(sr(checklistOf(el)).querySelector('h2')!.textContent).to.equal('Campaign 2 of 5');
    sr(el).querySelector<HTMLButtonElement>('button.undo')!.click();
    await idle(el);
    expect(store(el).state.board.score).to.equal(0);
    expect(store(el).state.checklist.step).to.equal('scoring');
  });

  it('item 6: "Fight the battle in <city>" opens that city\'s battle, never an older one still open', async () => {
    // A battle open in Athenai (not fought out), and Greek and Persian armies face to face in Pella.
    let t = tableBefore('naval battle at Athenai opened, fought: Persia 5 3, Greece 2');
    t = applyTable(t, CAMPAIGN[5]!.actions[0]!);
    t = { ...t, board: { ...t.board, forces: { ...t.board.forces, Pella: { persianArmies: 4, greekArmies: 1 } } } };
    const el = await screenWith(t);
    await tapCity(el, 'Pella');
    await el.updateComplete;
    expect(sr(el).querySelector('[data-fight="Athenai"]')!.textContent!.trim()).to.equal('Go on with the battle in Athenai');
    const fight = sr(el).querySelector<HTMLAnchorElement>('a[data-fight="Pella"]')!;
    expect(fight.textContent!.trim()).to.equal('Fight the battle in Pella');
    fight.click();
    await el.updateComplete;
    await rollerOf(el).updateComplete;
    // The battle tab opens Pella's battle: the older one is named, kept until the player discards it.
    expect(sr(rollerOf(el)).querySelector('[data-other-battle]')!.textContent).to.contain('The battle in Athenai is still being fought');
    rollerButton(el, 'Discard it').click();
    await rollerOf(el).updateComplete;
    rollerButton(el, 'Tap again: this battle is not applied and will be discarded').click();
    await idle(el);
    await rollerOf(el).updateComplete;
    expect(store(el).state.battle).to.equal(null);
    expect(sr(rollerOf(el)).querySelector('.mirror')!.textContent).to.contain('At Pella on the board');
  });

  it('item 7: Sudden Death with no Persian army in the box says so and asks which city gives it (000 §5.3); the limit holds', async () => {
    let t = newTable('standard', 9);
    t = { ...t, board: { ...t.board, forces: { ...t.board.forces, Abydos: { persianArmies: 12 }, Ephesos: { persianArmies: 12, persianFleets: 1 } } } };
    t = applyTable(t, { type: 'buy', side: 'persia', item: 'card' });
    const el = await screenWith(t);
    await openTab(el, 'campaign');
    const list = checklistOf(el);
    await list.updateComplete;
    const ask = [...sr(list).querySelectorAll('.raise')].find((g) => g.querySelector('button.city.danger'))!;
    expect(ask.querySelector('.raise-q')!.textContent).to.contain('000 §5.3');
    expect([...ask.querySelectorAll('button')].map((b) => b.getAttribute('data-city'))).to.deep.equal(['Abydos', 'Ephesos']);
    ask.querySelector<HTMLButtonElement>('button[data-city="Ephesos"]')!.click();
    await idle(el);
    expect(store(el).state.checklist.kingsDead).to.equal(1);
    expect(count(store(el).state.board, 'Ephesos', 'persianArmies')).to.equal(11);
    // Darius's portrait is read from the checklist (R-EWP-4): the army is on it, so the box stays at 0.
    expect(count(store(el).state.board, 'Abydos', 'persianArmies')).to.equal(12);
  });

  it('item 7: a refused change says why (no 25th Persian army)', async () => {
    let t = newTable('standard', 9);
    t = { ...t, board: { ...t.board, forces: { ...t.board.forces, Abydos: { persianArmies: 12 }, Ephesos: { persianArmies: 12, persianFleets: 1 } } } };
    t = applyTable(applyTable(t, { type: 'buy', side: 'persia', item: 'card' }), { type: 'next' });
    const el = await screenWith(t);
    await openTab(el, 'campaign');
    const list = checklistOf(el);
    await list.updateComplete;
    const abydos = sr(list).querySelector<HTMLButtonElement>('.raise[data-raise="army"] button[data-city="Abydos"]')!;
    expect(abydos.disabled).to.equal(true);
    expect(sr(list).querySelector('.raise[data-raise="army"] .why')!.textContent).to.contain('is left in the box');
  });
});

type LitLike = Element & { updateComplete: Promise<unknown> };
