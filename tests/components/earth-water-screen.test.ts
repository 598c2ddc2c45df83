import { fixture, html, expect, waitUntil, fixtureCleanup } from '@open-wc/testing';
import '../../components/earth-water-screen/earth-water-screen.js';
import type { EarthWaterScreen, TableState } from '../../components/earth-water-screen/earth-water-screen.js';
import { TABLE_STORE_ID, TABLE_FORMAT } from '../../components/earth-water-screen/earth-water-screen.js';
import type { EwBoardMirror } from '../../components/ew-board-mirror/ew-board-mirror.js';
import type { EwCampaignChecklist } from '../../components/ew-campaign-checklist/ew-campaign-checklist.js';
import { useDatabase, getSave, putSave, deleteSave, type SavedStore } from '../../src/storage/index.js';
import { count, standardSetup } from '../../src/earth-water/board.js';
import { newChecklist } from '../../src/earth-water/phases.js';
import type { Board } from '../../src/earth-water/types.js';
import type { EwPortraits } from '../../components/ew-portraits/ew-portraits.js';

const startPath = location.pathname;
let dbn = 0;

function store(el: EarthWaterScreen): SavedStore<TableState> {
  return el.store;
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
  await store(el).update((s) => s);
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
  await checklistOf(el).updateComplete;
}

async function openTab(el: EarthWaterScreen, tab: string) {
  (sr(el).querySelector(`nav a[data-tab="${tab}"]`) as HTMLAnchorElement).click();
  await el.updateComplete;
}

describe('earth-water-screen', () => {
  beforeEach(() => {
    useDatabase(`strategos-ew-test-${Date.now()}-${dbn++}`);
  });
  afterEach(() => {
    fixtureCleanup();
    history.replaceState({}, '', startPath);
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
    expect(sr(el).querySelector('.note')!.textContent).to.contain('Undone: Athenai: +1 Greek fleet');
    undo.click();
    await idle(el);
    await el.updateComplete;
    expect(count(store(el).state.board, 'Athenai', 'greekArmies')).to.equal(1);
    expect(undo.disabled).to.equal(true);
    redo.click();
    await idle(el);
    await el.updateComplete;
    expect(count(store(el).state.board, 'Athenai', 'greekArmies')).to.equal(2);
    expect(sr(el).querySelector('.note')!.textContent).to.contain('Redone: Athenai: +1 Greek army');
    // The mirror shows what the store holds.
    expect(sr(mirrorOf(el)).querySelector('g.city[data-city="Athenai"]')!.getAttribute('aria-label')).to.contain('2 Greek armies');
  });

  it('persistence: the board survives a reload (a new element loads the save)', async () => {
    let el = await screen();
    await tapCity(el, 'Thebai');
    await plus(el, 'persianArmies');
    await plus(el, 'persianArmies');
    const saved = await getSave<{ present: TableState }>(TABLE_STORE_ID);
    expect(count(saved!.state.present.board, 'Thebai', 'persianArmies')).to.equal(2);
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
    const el = await screen();
    await openTab(el, 'campaign');
    expect(location.pathname).to.equal('/earth-water/campaign');
    const list = checklistOf(el);
    expect(sr(list).querySelector('h2')!.textContent).to.equal('Campaign 1 of 5');
    const talents = (side: string) => sr(checklistOf(el)).querySelector(`[data-talents="${side}"]`)!.textContent!.trim();
    expect(talents('persia')).to.equal('12');
    expect(talents('greece')).to.equal('6');
    // Preparation: Persia (000 §5.1), then Greece (000 §5.2).
    await tap(el, 'Persia buys a card');
    await tap(el, 'Persia buys a card');
    expect(talents('persia')).to.equal('10');
    await tap(el, 'Cards bought and read');
    await tap(el, 'Persia raises a fleet (2 talents)');
    await tap(el, 'Persia raises a fleet (2 talents)');
    // At most 2 fleets: the button is there, disabled, with the reason.
    expect(sr(checklistOf(el)).querySelector('#why-fleet')!.textContent).to.contain('at most 2 fleets');
    await tap(el, 'Persia builds the bridge');
    expect(talents('persia')).to.equal('0');
    expect(store(el).state.board.bridge).to.equal(true);
    await tap(el, 'Persia is ready');
    await tap(el, 'Greece buys a card');
    await tap(el, 'Cards bought and read');
    await tap(el, 'Greece raises an army');
    expect(talents('greece')).to.equal('4');
    await tap(el, 'Greece is ready');
    // Operations (000 §6.1): Persia first; two passes in succession end it.
    expect(sr(checklistOf(el)).querySelector('.turn')!.textContent).to.contain('Persia to play');
    await tap(el, 'Persia plays a card');
    await tap(el, 'Greece passes');
    await tap(el, 'Persia plays a card');
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

/** A table saved before the portraits were kept (format 1, no "portraits" field). */
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
    await putSave({ id: TABLE_STORE_ID, tool: 'earth-water', format: TABLE_FORMAT, state: { present: oldTable(board), past: [], future: [] } });
    const el = await screen();
    expect(store(el).error).to.equal(null);
    expect(store(el).state.note).to.equal('old');
    expect(store(el).state.portraits).to.deep.equal({});
    const pressed = [...sr(panelOf(el)).querySelectorAll('button.portrait')].map((b) => b.getAttribute('aria-pressed'));
    expect(pressed).to.deep.equal(['false', 'false', 'false', 'false', 'false', 'false']);
  });

  it('a save with damaged portraits is set aside with a message', async () => {
    await putSave({
      id: TABLE_STORE_ID,
      tool: 'earth-water',
      format: TABLE_FORMAT,
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
    expect(sr(el).querySelector('.note')!.textContent).to.contain('Miltiades: Greek army from the reserve');
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
    await putSave({ id: TABLE_STORE_ID, tool: 'earth-water', format: TABLE_FORMAT, state: { present: oldTable(board), past: [], future: [] } });
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
    await putSave({ id: TABLE_STORE_ID, tool: 'earth-water', format: TABLE_FORMAT, state: { present, past: [], future: [] } });
    const el = await screen();
    await openTab(el, 'campaign');
    await checklistOf(el).updateComplete;
    (sr(checklistOf(el)).querySelector('button.new-game') as HTMLButtonElement).click();
    await idle(el);
    expect(store(el).state.checklist.result).to.equal(null);
    expect(store(el).state.checklist.kingsDead).to.equal(0);
    expect(store(el).state.portraits).to.deep.equal({});
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
