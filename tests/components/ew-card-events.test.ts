/**
 * <ew-card-events> in the Earth & Water screen (issue 28): a player holding a card plays the events
 * the table lists, choosing from lists built from src's listing, by clicking — Tribute of Earth
 * and Water, Molon Labe in reply, Ionian Revolt, Ostracism — each saved, said in the live region,
 * with the focus kept on something sensible.
 */
import { fixture, html, expect, waitUntil, fixtureCleanup } from '@open-wc/testing';
import '../../components/earth-water-screen/earth-water-screen.js';
import type { EarthWaterScreen, TableState } from '../../components/earth-water-screen/earth-water-screen.js';
import type { TableStore } from '../../src/earth-water/table-log.js';
import type { EwCardEvents } from '../../components/ew-card-events/ew-card-events.js';
import { useDatabase } from '../../src/storage/index.js';
import { count } from '../../src/earth-water/board.js';
import type { TableAction } from '../../src/earth-water/table-actions.js';
import { lastAnnouncement } from '../../components/controllers/announce.js';
import { deepActiveElement } from '../../components/controllers/focus.js';
import { settings } from '../../components/controllers/settings.js';
import { languageSettled, screenMessages } from '../../components/i18n/locale.js';
import { dutchCardsReady } from '../../components/i18n/card-words.js';
import { newTable } from '../../src/earth-water/table.js';
import { applyTable } from '../../src/earth-water/table-actions.js';
import { eventChoices } from '../../src/earth-water/table-events-list.js';
import '../../components/ew-card-events/ew-card-events.js';

const startPath = location.pathname;
let dbn = 0;
const store = (el: EarthWaterScreen) => el.store as Omit<TableStore, 'state'> & { state: TableState };
const sr = (el: Element) => el.shadowRoot!;
const events = (el: EarthWaterScreen) => sr(el).querySelector('ew-card-events') as EwCardEvents;

async function idle(el: EarthWaterScreen): Promise<void> {
  await store(el).load();
  await el.updateComplete;
  await events(el)?.updateComplete;
}

/** Into the operations with three cards in each hand (the purchases, 000 §5.1–§5.2). */
async function operations(el: EarthWaterScreen): Promise<void> {
  const buy = (side: 'persia' | 'greece'): TableAction => ({ type: 'buy', side, item: 'card' });
  for (const a of [buy('persia'), buy('persia'), buy('persia'), { type: 'next' }, { type: 'next' }, buy('greece'), buy('greece'), buy('greece'), { type: 'next' }, { type: 'next' }] as TableAction[]) {
    expect(await el.dispatch(a)).to.equal(true);
  }
  expect(store(el).state.checklist.step).to.equal('operations');
}

/** Pick the option whose words contain every one of `words` in the event's list (if it has one), then click Play. */
async function play(el: EarthWaterScreen, event: string, words: string[] = []): Promise<void> {
  const box = events(el);
  await box.updateComplete;
  const row = sr(box).querySelector(`li[data-event="${event}"]`);
  if (!row) throw new Error(`${event} is not offered: ${[...sr(box).querySelectorAll('li')].map((l) => l.getAttribute('data-event')).join(', ')}`);
  const select = row.querySelector('select');
  if (select) {
    const option = [...select.options].find((o) => words.every((w) => o.textContent!.includes(w)));
    if (!option) throw new Error(`no choice ${words.join(' ')} for ${event}: ${[...select.options].map((o) => o.textContent).join(' | ')}`);
    select.value = option.value;
    select.dispatchEvent(new Event('change'));
    await box.updateComplete;
  }
  const before = store(el).state;
  (row.querySelector('button[data-play]') as HTMLButtonElement).click();
  await waitUntil(() => store(el).state !== before, `${event} was not applied`);
  await idle(el);
}

describe('ew-card-events in the Earth & Water screen (issue 28)', () => {
  beforeEach(() => {
    useDatabase(`strategos-ew-events-${Date.now()}-${dbn++}`);
  });
  afterEach(() => {
    fixtureCleanup();
    history.replaceState({}, '', startPath);
  });

  it('plays Tribute, Molon Labe in reply, Ionian Revolt and Ostracism by clicking; each is saved, said and focused sensibly', async () => {
    const el = await fixture<EarthWaterScreen>(html`<earth-water-screen></earth-water-screen>`);
    await waitUntil(() => store(el).loaded, 'store never loaded');
    await operations(el);
    (sr(el).querySelector('nav a[data-tab="campaign"]') as HTMLAnchorElement).click();
    await idle(el);
    expect(events(el), 'the events are on the campaign tab').to.exist;
    // Persia's turn: its events only (src's listing, shown as it is).
    const offered = [...sr(events(el)).querySelectorAll('li')].map((l) => l.getAttribute('data-side'));
    expect(offered.length).to.be.greaterThan(3);
    expect(offered.every((s) => s === 'persia')).to.equal(true);

    // 1. Tribute of Earth and Water on card #3 (not #2: Ionian Revolt, its other half, is played below, R-EWE-6) on Delphi, a city nobody controls.
    await play(el, 'tribute', ['#3', 'Delphi']);
    let t = store(el).state;
    expect(count(t.board, 'Delphi', 'persianArmies')).to.equal(1);
    expect(t.checklist.hands.persia).to.equal(2);
    expect(lastAnnouncement()).to.contain('Persia plays Tribute of Earth and Water (#3)');
    expect(deepActiveElement()).to.not.equal(document.body);

    // 2. Molon Labe in reply: the army goes, a Greek army marches (its land movement, chosen from the list).
    await play(el, 'molonLabe', ['Athenai', 'Thebai']);
    t = store(el).state;
    expect(count(t.board, 'Delphi', 'persianArmies')).to.equal(0);
    expect(count(t.board, 'Thebai', 'greekArmies')).to.equal(1);
    expect(t.checklist.turn, 'a lightning card costs no turn').to.equal('greece');
    expect(lastAnnouncement()).to.contain('Molon Labe');

    // 3. Ionian Revolt on Ephesos.
    await play(el, 'ionianRevolt', ['Ephesos']);
    t = store(el).state;
    expect(count(t.board, 'Ephesos', 'persianArmies')).to.equal(1);
    expect(t.checklist.turn).to.equal('persia');
    const focus = deepActiveElement();
    expect(focus && focus !== document.body && focus.isConnected).to.equal(true);

    // 4. Ostracism: a card out of the Greek hand (no choice to make: one button).
    await play(el, 'ostracism');
    t = store(el).state;
    expect(t.checklist.hands).to.deep.equal({ persia: 1, greece: 0 });
    expect(sr(el).querySelector('.note')!.textContent).to.contain('Ostracism');

    // Undo names the event, as one step.
    (sr(el).querySelector('button.undo') as HTMLButtonElement).click();
    await idle(el);
    expect(store(el).state.checklist.hands.greece).to.equal(1);
  });

  it('after a Persian naval movement the board tab offers Themistocles as a reply', async () => {
    const el = await fixture<EarthWaterScreen>(html`<earth-water-screen></earth-water-screen>`);
    await waitUntil(() => store(el).loaded, 'store never loaded');
    await operations(el);
    expect(await el.dispatch({ type: 'move', move: { by: 'sea', side: 'persia', from: 'Ephesos', to: 'Naxos', fleets: 1, armies: 0 } })).to.equal(true);
    await idle(el);
    const box = events(el);
    expect(box, 'the reply is asked on the board').to.exist;
    expect([...sr(box).querySelectorAll('li')].map((l) => l.getAttribute('data-event'))).to.deep.equal(['themistocles']);
    await play(el, 'themistocles', ['Athenai']);
    expect(store(el).state.portraits.themistocles).to.equal(true);
    expect(store(el).state.lastMove?.battle?.where).to.equal('Naxos');
    // The battle the reply makes is fought next: its button takes the focus.
    expect((deepActiveElement() as HTMLElement | null)?.getAttribute('data-fight')).to.equal('Naxos');
  });
});

describe('ew-card-events in Dutch (003\'s card names, nl.xlf)', () => {
  before(async () => {
    await settings.load();
    void screenMessages('earth-water');
  });
  after(async () => {
    await settings.set('language', 'system');
    await languageSettled();
  });

  it('names the events and their choices in Dutch, and plays the one chosen', async () => {
    await settings.set('language', 'nl');
    await languageSettled();
    const t = [{ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' }].reduce((x, a) => applyTable(x, a as TableAction), newTable('standard', 1));
    const table = { ...t, checklist: { ...t.checklist, hands: { persia: 2, greece: 2 } } };
    const fired: TableAction[] = [];
    const el = await fixture<EwCardEvents>(html`<ew-card-events .choices=${eventChoices(table)} @table-action=${(e: CustomEvent<{ action: TableAction }>) => fired.push(e.detail.action)}></ew-card-events>`);
    await waitUntil(() => dutchCardsReady(), 'the Dutch cards never loaded');
    el.requestUpdate();
    await el.updateComplete;
    expect(sr(el).querySelector('h3')!.textContent).to.equal('Gebeurtenissen van de kaarten');
    const tribute = sr(el).querySelector('li[data-event="tribute"]')!;
    expect(tribute.querySelector('.name')!.textContent).to.contain('Aarde en water (#2)');
    expect(tribute.querySelector('button')!.getAttribute('aria-label')).to.equal('Speel Aarde en water (#2)');
    const select = tribute.querySelector('select')!;
    const delphi = [...select.options].find((o) => o.textContent === '#3 · Delphi')!;
    select.value = delphi.value;
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    tribute.querySelector('button')!.click();
    expect(fired).to.deep.equal([{ type: 'cardEvent', side: 'persia', event: 'tribute', card: 3, city: 'Delphi' }]);
  });
});
