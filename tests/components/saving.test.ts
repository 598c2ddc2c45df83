// Saving as a player sees it (issue 17 items 1, 3, 6), in real Chromium: while the browser
// refuses writes the game says "not saved" on every change (on screen and through the live
// region), never "Saved"; an import shows its progress and keeps what it replaced for the player
// to restore; a finished game can be deleted from the history.
import { fixture, html, expect, waitUntil } from '@open-wc/testing';
import '../../components/th-play/th-play.js';
import '../../components/settings-screen/settings-screen.js';
import '../../components/thermopylae-screen/thermopylae-screen.js';
import type { ThPlay } from '../../components/th-play/th-play.js';
import { openStore, gameMeta, listFinished, type ThStore } from '../../components/thermopylae-screen/saves.js';
import { mountAnnouncer } from '../../components/controllers/announce.js';
import { settings } from '../../components/controllers/settings.js';
import { addHistory, exportAll, getSave, listReplaced, putSave } from '../../src/storage/index.js';
import { legalActions, newGame, applyAction, result } from '../../src/thermopylae/index.js';
import { act } from './settled.js';

const $ = (el: Element, sel: string) => el.shadowRoot!.querySelector(sel) as HTMLElement | null;

async function game(seed: number): Promise<{ el: ThPlay; store: ThStore; id: string }> {
  const id = `saving-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const s = openStore(id);
  await s.start(gameMeta(seed, { variant: 'normal', dice: 'app', spartanRetreat: 'one' }));
  const el = await fixture<ThPlay>(html`<th-play game-id=${id}></th-play>`);
  await waitUntil(() => $(el, '[data-step]'), 'game not shown');
  const store = (el as unknown as { ctl: { store: ThStore } }).ctl.store;
  await store.load();
  return { el, store, id };
}
function firstChoice(el: ThPlay): HTMLButtonElement {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-choices] button:not([disabled])')].find((b) => !b.hasAttribute('data-view'))!;
}

describe('while saving fails', () => {
  before(async () => {
    await settings.load();
    await settings.set('diceMode', 'app');
  });

  it('every change says "not saved", on screen and aloud, and "Saved" comes back only once it is', async () => {
    const region = mountAnnouncer();
    const { el, store, id } = await game(31);
    await act(() => firstChoice(el).click());
    expect($(el, '[data-saved]')!.getAttribute('data-saved')).to.equal('yes');
    const realPut = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      for (let k = 0; k < 2; k++) {
        region.textContent = '';
        await act(() => firstChoice(el).click());
        expect($(el, '[data-saved]')!.getAttribute('data-saved'), `tap ${k}`).to.equal('no');
        expect($(el, '[data-saved]')!.textContent).to.contain('Not saved');
        expect(store.unsaved).to.equal(true);
        await waitUntil(() => region.textContent!.startsWith('Not saved'), `tap ${k} not announced`);
        expect(region.textContent).to.contain('no room left');
      }
    } finally {
      IDBObjectStore.prototype.put = realPut;
    }
    await act(() => firstChoice(el).click());
    expect($(el, '[data-saved]')!.getAttribute('data-saved')).to.equal('yes');
    // every step, the unsaved ones included, is on disk now
    const again = openStore(id);
    await again.load();
    expect(again.applied()).to.deep.equal(store.applied());
  });
});

describe('settings while saving fails', () => {
  it('a settings write the browser refuses is worded for the player, not the raw "The quota has been exceeded."', async () => {
    await settings.load();
    const realPut = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      await settings.set('reduceMotion', true);
    } finally {
      IDBObjectStore.prototype.put = realPut;
    }
    expect(settings.error).to.contain('no room left');
    expect(settings.error).not.to.contain('quota');
    await settings.set('reduceMotion', false);
    expect(settings.error).to.equal(null);
  });
});

describe('import, as the player sees it', () => {
  function choose(el: Element, text: string): void {
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!;
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'backup.json', { type: 'application/json' }));
    input.files = dt.files;
    input.dispatchEvent(new Event('change'));
  }

  it('a damaged save is set aside, named, the good ones restored, and the game here is kept', async () => {
    const { store, id } = await game(41);
    await store.dispatch(legalActions(store.state!)[0]!);
    const here = await getSave(`thermopylae:${id}`);
    const file = await exportAll();
    const mine = file.saves.find((s) => s.id === `thermopylae:${id}`)!;
    const bad = { ...mine, updatedAt: Date.now() + 60_000, state: { ...(mine.state as object), actions: [{ action: { type: 'endCommand' } }], length: 1 } };
    const el = await fixture(html`<settings-screen></settings-screen>`);
    const good = { ...mine, id: `thermopylae:${id}-copy`, name: 'A good copy' };
    choose(el, JSON.stringify({ ...file, quarantine: [], saves: [bad, good] })); // only this file's damaged record: none carried over from earlier tests
    await waitUntil(() => $(el, '[data-set-aside]'), 'no set-aside list shown');
    expect($(el, '[role=status].banner')!.textContent).to.contain('1 new');
    expect($(el, '[role=status].banner')!.textContent).to.contain('1 damaged record was set aside');
    expect($(el, '[data-set-aside]')!.textContent).to.contain(`Saved game “${mine.name}”`);
    expect(await getSave(`thermopylae:${id}`)).to.deep.equal(here);
    expect((await getSave(`thermopylae:${id}-copy`))?.name).to.equal('A good copy');
  });

  it('a newer copy replaces a save, which is listed to restore or discard', async () => {
    await putSave({ id: 'persia:solo', tool: 'persia', format: 1, state: { present: 'not a PERS.IA game', past: [], future: [] } });
    const { store, id } = await game(43);
    for (let i = 0; i < 3; i++) await store.dispatch(legalActions(store.state!)[0]!);
    const file = await exportAll();
    const mine = file.saves.find((s) => s.id === `thermopylae:${id}`)!;
    const newer = { ...mine, updatedAt: Date.now() + 60_000, state: { ...(mine.state as object), cursor: 1 } };
    const el = await fixture(html`<settings-screen></settings-screen>`);
    const before = (await listReplaced()).length;
    choose(el, JSON.stringify({ ...file, saves: [newer] }));
    await waitUntil(() => $(el, '[role=status].banner'), 'no result shown');
    expect($(el, '[role=status].banner')!.textContent).to.contain('1 updated');
    expect((await listReplaced()).length).to.equal(before + 1);
    await waitUntil(() => el.shadowRoot!.querySelectorAll('ul.replaced li').length === before + 1, 'replaced save not listed');
    const row = [...el.shadowRoot!.querySelectorAll('ul.replaced li')].at(-1)!;
    (row.querySelector('button') as HTMLButtonElement).click(); // Restore
    await waitUntil(() => $(el, '[role=status].banner')?.textContent?.includes('Restored'), 'not restored');
    const back = openStore(id);
    await back.load();
    expect(back.cursor).to.equal(3);
  });
});

describe('history', () => {
  it('a finished game can be deleted from the history list', async () => {
    let s = newGame(21);
    const steps = [];
    while (!result(s)) {
      const a = legalActions(s)[0]!;
      steps.push(a);
      s = applyAction(s, a);
    }
    const o = result(s)!;
    const id = `del-${Date.now().toString(36)}`;
    await addHistory({
      id: `thermopylae:${id}`,
      tool: 'thermopylae',
      finishedAt: Date.now(),
      summary: { seed: 424242, options: { variant: 'normal', dice: 'app', spartanRetreat: 'one' }, steps, outcome: o.outcome, score: o.score, rank: o.rank, turn: o.turn, historic: o.historic, reason: o.reason },
    });
    history.replaceState({}, '', '/thermopylae/history');
    const el = await fixture(html`<thermopylae-screen></thermopylae-screen>`);
    await waitUntil(() => $(el, 'li[data-seed="424242"]'), 'not listed');
    const confirmReal = window.confirm;
    window.confirm = () => true;
    try {
      (el.shadowRoot!.querySelector('li[data-seed="424242"] button') as HTMLButtonElement).click();
      await waitUntil(() => !$(el, 'li[data-seed="424242"]'), 'not deleted');
    } finally {
      window.confirm = confirmReal;
      history.replaceState({}, '', '/');
    }
    expect((await listFinished()).some((g) => g.id === id)).to.equal(false);
  });
});
